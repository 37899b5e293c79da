/*
 * campaign_data.c — the data campaigns are resolved against (campaign_data.h).
 */
#include "runner/campaign_data.h"

#include "base/data_dir.h"
#include "runner/game_campaign.h"
#include "runner/game_campaigns.h" /* written by the build from the games' CAMPAIGN hooks (games/CMakeLists.txt) */

/* NULL ends the list, which may be otherwise empty. */
static const GameCampaign *const game_campaigns[] = {NOIRLAB_GAME_CAMPAIGNS NULL};

int campaign_data_load(const void **data, char *err, size_t errlen)
{
    *data = NULL;
    if (!game_campaigns[0])
        return 0;
    *data = game_campaigns[0]->data_load(data_dir_default(), err, errlen);
    return *data ? 0 : -1;
}
