/*
 * campaign_itk.c — Intent to Kill's part in campaigns (runner/game_campaign.h,
 * registered in games/itk/CMakeLists.txt): its catalog (scenarios/:
 * civilians, motives, layouts), which a cell's layout and motive set name.
 */
#include "games/itk/data/catalog.h"
#include "runner/game_campaign.h"
#include "runner/game_campaigns.h" /* checks itk_game_campaign against the list's declaration */

/* One catalog for the process, read again on every call as each command
 * did with its own. */
static const void *load(const char *dir, char *err, size_t errlen)
{
    static Catalog cat;
    return itk_catalog_load(&cat, dir, err, errlen) ? NULL : &cat;
}

const GameCampaign itk_game_campaign = {
    .data_load = load,
};
