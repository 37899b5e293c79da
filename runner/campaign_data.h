/*
 * campaign_data.h — the data every campaign is resolved against, whatever
 * its game (campaign_load's `data`, runner/campaign.h): the data of the
 * first game in NOIRLAB_GAMES with a CAMPAIGN hook (runner/game_campaign.h),
 * read from the data folder (base/data_dir.h).
 */
#ifndef NOIRLAB_CAMPAIGN_DATA_H
#define NOIRLAB_CAMPAIGN_DATA_H

#include <stddef.h>

enum { CAMPAIGN_DATA_ERR_MAX = 512 };

/* Read it into *data (NULL when no game has a CAMPAIGN hook).  Returns 0, or
 * -1 with "FILE:LINE: problem" in err. */
int campaign_data_load(const void **data, char *err, size_t errlen);

#endif
