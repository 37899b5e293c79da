/*
 * campaign_data.h — the data every campaign is resolved against, whatever
 * its game (campaign_load's `data`, runner/campaign.h): the data of the
 * first game in NOIRLAB_GAMES with a CAMPAIGN hook (runner/game_campaign.h),
 * read from the data folder (base/data_dir.h).  Today that is Intent to
 * Kill's catalog, and the store names the truth metric's values (the
 * motives table, the confusion tables) by it in every database.
 */
#ifndef NOIRLAB_CAMPAIGN_DATA_H
#define NOIRLAB_CAMPAIGN_DATA_H

#include <stddef.h>

enum { CAMPAIGN_DATA_ERR_MAX = 512 };

/* Read it into *data (NULL when no game has a CAMPAIGN hook).  Returns 0, or
 * -1 with "FILE:LINE: problem" in err. */
int campaign_data_load(const void **data, char *err, size_t errlen);

/* Value v (0 <= v < GAME_TRUTH_VALUES) of the truth metric: its stable key
 * and its name in `data` (as campaign_data_load read it).  NULL when no game
 * has a CAMPAIGN hook. */
const char *campaign_data_truth_key(int v);
const char *campaign_data_truth_name(const void *data, int v);

#endif
