/*
 * campaign_itk.c — Intent to Kill's part in campaigns (runner/game_campaign.h,
 * registered in games/itk/CMakeLists.txt): its catalog (scenarios/:
 * civilians, motives, layouts), its motives as the truth metric's values,
 * and its cells' layout, motive set and switches in the cells table's words.
 */
#include <stdio.h>
#include <stdlib.h>

#include "base/bits.h"
#include "games/itk/data/catalog.h"
#include "games/itk/itk_class.h"
#include "games/itk/runner/campaign_grid.h"
#include "runner/game_campaign.h"
#include "runner/game_campaigns.h" /* checks itk_game_campaign against the list's declaration */

/* A catalog of the caller's own (runner/game_campaign.h). */
static const void *load(const char *dir, char *err, size_t errlen)
{
    Catalog *cat = malloc(sizeof *cat);
    if (!cat) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (itk_catalog_load(cat, dir, err, errlen)) {
        free(cat);
        return NULL;
    }
    return cat;
}

static void unload(const void *data) { free((void *)data); }

static const char *motive_name(const void *data, int m)
{
    const Catalog *cat = data;
    return cat->motive_name[m];
}

static void cell_setup_itk(const Campaign *c, int cell, CellSetup *out)
{
    const ItkParams *k = itk_cell_params(c, cell);
    const Layout *l = k->layout;
    snprintf(out->scenario, sizeof out->scenario, "%s", l->key);
    snprintf(out->scenario_name, sizeof out->scenario_name, "%s", l->name);
    out->own_rules = l->rules != 0;
    out->rules_on = !k->sw.no_scenario_rules;
    itk_scenario_rules_format(out->rules_on ? l->rules : 0, out->rules, sizeof out->rules);
    snprintf(out->unsimulated, sizeof out->unsimulated, "%s", l->unsimulated);
    itk_catalog_motive_set_format(c->data, k->motives, out->motive_set, sizeof out->motive_set);
    snprintf(out->motives_word, sizeof out->motives_word, "%s",
             k->motives == l->logic_motives ? "logic" : k->motives == l->motives ? "all" : out->motive_set);
    for (char *p = out->motives_word; *p; p++)
        if (*p == ',')
            *p = '+';
    out->motive_count = bits_count(k->motives);
    out->truths = k->motives;
    itk_switches_format(k->sw, out->switches, sizeof out->switches);
    out->no_poi = k->sw.no_poi;
    out->min_groups = k->sw.min_groups;
    out->early_accusation = k->sw.early_accusation;
    out->surveillance_ban = k->sw.surveillance_ban;
    snprintf(out->summary, sizeof out->summary, "%s, motives %s, %s rules", l->key, out->motive_set, out->switches);
}

const GameCampaign itk_game_campaign = {
    .game = &itk_game_class,
    .data_load = load,
    .data_free = unload,
    .truth_key = itk_motive_key,
    .truth_name = motive_name,
    .cell_setup = cell_setup_itk,
    .resolve_grid = itk_campaign_grid,
    .cell_compare = itk_campaign_cell_compare,
    .config = itk_campaign_config,
    .part_free = itk_campaign_part_free,
};
