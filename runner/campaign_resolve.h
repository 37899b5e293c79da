/*
 * campaign_resolve.h — the resolution of a campaign's text into cells,
 * shared by campaign.c (the campaign), campaign_game.c (seats, and the grids
 * of games with text parameters) and the games that resolve their own grids
 * (GameCampaign.resolve_grid, runner/game_campaign.h: Intent to Kill's
 * games/itk/runner/campaign_grid.c); internal to those.
 */
#ifndef NOIRLAB_CAMPAIGN_RESOLVE_H
#define NOIRLAB_CAMPAIGN_RESOLVE_H

#include "runner/campaign_text.h"

/* The resolution in progress. */
typedef struct Resolve {
    Campaign *c;
    const CampaignText *t;
    int *cell_grid;      /* grid of each cell, for duplicate messages */
    int cell_cap;
    char *err;
    size_t errlen;
} Resolve;

/* "WHERE: problem" into r->err, WHERE the value's line or flag; returns -1. */
__attribute__((format(printf, 3, 4)))
int fail_at(Resolve *r, const TextValue *v, const char *fmt, ...);

/* A TextValue standing for a line of the file (a section header). */
static inline TextValue at_line(int line)
{
    return (TextValue){NULL, line, NULL};
}

/* The indices in c->spec of a list of SPECs for `seat`, each checked by
 * creating the policy once; a SPEC given twice is refused. */
int resolve_specs(Resolve *r, const TextList *l, int seat, int *index);

/* Append a cell (its policies and the seed of its setup) and its
 * parameters blob. */
int add_cell(Resolve *r, int grid, Cell cell, const void *params);

/* Each seat's policies, as indices into c->spec: n[s] for seat s (0 for a
 * seat the grid does not name). */
typedef struct Seats {
    int *spec[GAME_SEATS_MAX], n[GAME_SEATS_MAX];
} Seats;

/* --- campaign_game.c ------------------------------------------------------ */

/* Every key of a grid that is not one of GridKey is a seat's name or a
 * parameter of the campaign's game; -1 with a message naming it otherwise. */
int check_other_keys(Resolve *r, const GridText *g);

/* The seats' policies: detective, murderer and the game's names for them;
 * -1 with "[grid] needs 'detective'" when one of the game's min_seats seats
 * has none. */
int resolve_seats(Resolve *r, const GridText *g, Seats *seats);
void seats_free(Seats *seats);

/* The cells of one setup (`params`, its seed in `base`): every choice of
 * a policy per seat of its `seats`, seat 0's
 * fastest (two seats: each murderer within each detective), and with
 * c->rotate every rotation of each choice, each distinct assignment once.
 * -1 with "[grid] needs 'SEAT'" when a seat has no policy. */
int add_seat_cells(Resolve *r, int grid, Cell base, int seats, const Seats *gv, const void *params);

/* The cells of a grid of a game with text parameters (params_set): every
 * combination of its parameters' values x policies. */
int resolve_params_grid(Resolve *r, int grid);

#endif
