/*
 * game_campaign.h — a game's part in campaigns, which its CMakeLists.txt
 * registers (noirlab_game_hook(CAMPAIGN ...), docs/hacking.md): the data it
 * reads from the data folder (base/data_dir.h) for campaigns to be resolved
 * against.  Intent to Kill's is its catalog (scenarios/: civilians, motives,
 * layouts), games/itk/runner/campaign_itk.c.
 */
#ifndef NOIRLAB_GAME_CAMPAIGN_H
#define NOIRLAB_GAME_CAMPAIGN_H

#include <stddef.h>

typedef struct GameCampaign {
    /* Read the game's data from `dir`: the data, kept for the process's
     * life, or NULL with "FILE:LINE: problem" in err. */
    const void *(*data_load)(const char *dir, char *err, size_t errlen);
} GameCampaign;

#endif
