/*
 * game_campaign.c — the games' CAMPAIGN hooks (game_campaign.h).
 */
#include "runner/game_campaign.h"

#include "runner/game_campaigns.h" /* written by the build from the games' CAMPAIGN hooks (games/CMakeLists.txt) */

/* NULL ends the list, which may be otherwise empty. */
static const GameCampaign *const game_campaigns[] = {NOIRLAB_GAME_CAMPAIGNS NULL};

const GameCampaign *game_campaign_first(void) { return game_campaigns[0]; }

const GameCampaign *game_campaign_of(const GameClass *game)
{
    for (const GameCampaign *const *h = game_campaigns; *h; h++)
        if ((*h)->game == game)
            return *h;
    return NULL;
}
