/*
 * game_campaign.h — a game's part in campaigns, which its CMakeLists.txt
 * registers (noirlab_game_hook(CAMPAIGN ...), docs/hacking.md): the data it
 * reads from the data folder (base/data_dir.h) for campaigns to be resolved
 * against, the names that data gives the truth metric's values, and its
 * cells' setups in the words of the cells table (runner/cell_setup.h).
 * Intent to Kill's is its catalog (scenarios/: civilians, motives, layouts)
 * and its cells' layout, motive set and switches
 * (games/itk/runner/campaign_itk.c).
 */
#ifndef NOIRLAB_GAME_CAMPAIGN_H
#define NOIRLAB_GAME_CAMPAIGN_H

#include <stddef.h>

#include "runner/cell_setup.h"

struct Resolve; /* runner/campaign_resolve.h */
struct Text;    /* base/text.h */

typedef struct GameCampaign {
    const GameClass *game;    /* whose cells cell_setup describes */
    /* Read the game's data from `dir`: a copy of its own for the caller,
     * who frees it with data_free (each library session keeps its own, so
     * sessions over different folders, or in different threads, never share
     * one), or NULL with "FILE:LINE: problem" in err. */
    const void *(*data_load)(const char *dir, char *err, size_t errlen);
    void (*data_free)(const void *data);
    /* Value v (0 <= v < GAME_TRUTH_VALUES) of the truth metric: its stable
     * key, and its display name in the data (Intent to Kill's motives). */
    const char *(*truth_key)(int v);
    const char *(*truth_name)(const void *data, int v);
    /* Cell `cell` of a campaign of the game, in words (the generic fields
     * are filled before the call: see cell_setup). */
    void (*cell_setup)(const Campaign *c, int cell, CellSetup *out);
    /* A game whose grids are not the combinations of its text parameters
     * (Intent to Kill's scenarios, motive sets and switches; NULL for a game
     * with params_set): one [grid]'s cells, each added with its parameters
     * and seed by add_seat_cells (runner/campaign_resolve.h), or -1 with
     * "WHERE: problem"; the order of two cells' setups (<0, 0, >0), which
     * decides which of several repeated cells a message names; the
     * configuration text's lines for what the cells were resolved against
     * (the deck, the layouts), before the cells' own; and the release of
     * Campaign.part, what the game keeps there while its cells' parameters
     * point into it (its layouts), called with NULL too. */
    int (*resolve_grid)(struct Resolve *r, int grid);
    int (*cell_compare)(const Campaign *c, int a, int b);
    void (*config)(const Campaign *c, struct Text *t);
    void (*part_free)(void *part);
} GameCampaign;

/* The games' hooks in the order of NOIRLAB_GAMES: the first one, and a
 * game's own (NULL when it has none). */
const GameCampaign *game_campaign_first(void);
const GameCampaign *game_campaign_of(const GameClass *game);

#endif
