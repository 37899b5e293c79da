/*
 * cell_setup.c — a cell's setup in words (cell_setup.h).
 */
#include "runner/cell_setup.h"

#include <stdio.h>

#include "runner/game_campaign.h"

void cell_setup(const Campaign *c, int cell, CellSetup *out)
{
    *out = (CellSetup){.rules_on = 1};
    snprintf(out->scenario, sizeof out->scenario, "%s", c->game->name);
    snprintf(out->scenario_name, sizeof out->scenario_name, "%s", c->game->title);
    snprintf(out->rules, sizeof out->rules, "none");
    snprintf(out->motives_word, sizeof out->motives_word, "%s", c->setup[cell]);
    snprintf(out->switches, sizeof out->switches, "%s", c->setup[cell]);
    snprintf(out->summary, sizeof out->summary, "%s, %s", c->game->title, c->setup[cell]);
    const GameCampaign *h = game_campaign_of(c->game);
    if (h && h->cell_setup)
        h->cell_setup(c, cell, out);
}

void cell_undealt(const Campaign *c, int cell, char *err, size_t errlen)
{
    const GameCampaign *h = game_campaign_of(c->game);
    CellSetup s;
    if (!h || !h->cell_setup) {
        snprintf(err, errlen, "%s cannot be dealt", c->setup[cell]);
        return;
    }
    cell_setup(c, cell, &s);
    snprintf(err, errlen, "layout '%s' cannot be dealt with these rules", s.scenario);
}
