/*
 * campaign_grid.h — Intent to Kill's grids of a campaign: a [grid]'s
 * scenarios, motive sets and switches into cells (its CAMPAIGN hook,
 * campaign_itk.c; runner/game_campaign.h), and the words for them.
 */
#ifndef NOIRLAB_ITK_CAMPAIGN_GRID_H
#define NOIRLAB_ITK_CAMPAIGN_GRID_H

#include <stddef.h>
#include <stdint.h>

#include "base/text.h"
#include "games/itk/itk_class.h"
#include "runner/campaign.h"

struct Resolve; /* runner/campaign_resolve.h */

/* Campaign.part of a campaign of Intent to Kill: the distinct layouts its
 * cells use, each allocated alone so that the cells' parameters
 * (ItkParams.layout) keep pointing at it while more are read. */
typedef struct ItkCampaignPart {
    int n_layouts;
    Layout **layout;
} ItkCampaignPart;

/* Cell `cell`'s parameters: its layout, motive set and switches. */
static inline const ItkParams *itk_cell_params(const Campaign *c, int cell)
{
    return campaign_cell_params(c, cell);
}

/* One [grid]: scenarios x motive sets x switches x policies, each cell with
 * its parameters and seed (itk_cell_setup_seed).  Returns 0, or -1 with
 * "WHERE: problem". */
int itk_campaign_grid(struct Resolve *r, int grid);

/* The order of two cells' setups: their layouts in the order the campaign
 * first names them, then the motive sets, then the switches. */
int itk_campaign_cell_compare(const Campaign *c, int a, int b);

/* Free an ItkCampaignPart (or NULL). */
void itk_campaign_part_free(void *part);

/* The configuration text's lines for the deck and the layouts the cells use. */
void itk_campaign_config(const Campaign *c, Text *t);

/* The cell seed: a hash of "KEY|MOTIVESET|no_poi,min_groups,early_accusation,
 * surveillance_ban" (docs/campaign.md gives the exact recipe).  scenario_rules
 * is left out on purpose: a scenario with and without its rules meets the same
 * deals, so their difference is paired. */
uint64_t itk_cell_setup_seed(const char *layout_key, MotiveSet motives, Switches sw);

/* The switches as text: "standard" when all are off, else the ones that are on,
 * "surveillance_ban=5,early_accusation=3" style, in the order of Switches. */
void itk_switches_format(Switches sw, char *out, size_t outlen);

/* Scenario rule bits (enum ScenarioRule) as "stakeout,evacuation", or "none". */
void itk_scenario_rules_format(unsigned rules, char *out, size_t outlen);

#endif
