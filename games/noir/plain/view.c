/*
 * view.c — the plain implementation's views (N13) and its random games.
 */
#include <string.h>

#include "games/noir/plain/plain.h"

static uint64_t set_of(const int *flags, int n)
{
    uint64_t set = 0;
    for (int s = 0; s < n; s++)
        if (flags[s])
            set |= (uint64_t)1 << s;
    return set;
}

void noir_plain_view(const NoirPlain *g, int side, NoirView *v)
{
    memset(v, 0, sizeof *v);
    v->side = (uint8_t)side;
    v->phase = (uint8_t)g->phase;
    v->rows = (uint8_t)g->grid.rows;
    v->cols = (uint8_t)g->grid.cols;
    memset(v->grid, NOIR_NOBODY, sizeof v->grid);
    for (int r = 0; r < g->grid.rows; r++)
        for (int c = 0; c < g->grid.cols; c++)
            v->grid[r * g->grid.cols + c] = (uint8_t)g->grid.cell[r][c];
    for (int s = 0; s < g->n; s++)
        if (!g->alive[s])
            v->dead |= (uint64_t)1 << s;
    v->marked = set_of(g->marked, g->n);
    int hand_size = 0;
    for (int s = 0; s < g->n; s++)
        hand_size += g->in_hand[s];
    v->hand_size = (uint8_t)hand_size;
    if (side == NOIR_INSPECTOR) { /* N13: the hand and identity are the Inspector's secrets */
        v->dealt = set_of(g->dealt, g->n);
        v->hand = set_of(g->in_hand, g->n);
        v->identity = g->inspector < 0 ? NOIR_NOBODY : (uint8_t)g->inspector;
    } else {
        v->identity = (uint8_t)g->killer;
    }
    v->deck = (uint8_t)(g->deck_end - g->deck_next);
    v->deaths = (uint8_t)g->deaths;
    v->winner = (uint8_t)g->winner;
    v->end = (uint8_t)g->end;
    v->shift_line = g->last_was_shift ? (uint8_t)g->last_line : NOIR_NOBODY;
    v->shift_dir = g->last_was_shift ? (uint8_t)g->last_dir : NOIR_NOBODY;
    v->turns = (uint16_t)g->turns;
    v->n_pile = (uint8_t)g->n_pile;
    for (int i = 0; i < g->n_pile; i++)
        v->pile[i] = (uint8_t)g->pile[i];
    v->n_obs = (uint16_t)g->n_log;
}

NoirObs noir_plain_view_obs(const NoirPlain *g, int side, int i)
{
    NoirObs o = g->log[i];
    /* N13: the Killer does not see the Inspector's identity or draws; the
     * Inspector does not see the card a successful disguise drew. */
    if (side == NOIR_KILLER && (o.kind == NOIR_CHOOSE || o.kind == NOIR_EXONERATE))
        o.a = NOIR_NOBODY;
    if (side == NOIR_INSPECTOR && o.kind == NOIR_DISGUISE && o.b != NOIR_NOBODY)
        o.a = NOIR_NOBODY;
    return o;
}

/* noinline, noclone as its twin noir_random_games (playout.c). */
__attribute__((noinline, noclone)) uint64_t noir_plain_random_games(const NoirParams *p, uint64_t seed, long games,
                                                                    long *actions_out)
{
    uint64_t sig = 0;
    long actions = 0;
    static NoirPlain g; /* large: kept off the stack (so this loop is for one thread) */
    for (long i = 0; i < games; i++) {
        uint64_t s = seed_for_game(seed, 0, (uint64_t)i);
        Pcg32 rng_deal, rng_play;
        pcg32_seed(&rng_deal, s, 0);
        pcg32_seed(&rng_play, s, 1);
        NoirSetup setup;
        noir_deal(&setup, p, &rng_deal);
        noir_plain_init(&g, &setup);
        while (g.phase != NOIR_PH_OVER) {
            NoirActionList legal;
            noir_plain_legal(&g, &legal);
            noir_plain_apply(&g, legal.a[pcg32_below(&rng_play, (uint32_t)legal.n)]);
            actions++;
        }
        /* the fields and packing of noir_outcome_signature (playout.h) */
        sig = seed_mix(sig ^ ((uint64_t)g.winner | (uint64_t)g.end << 4 | (uint64_t)g.deaths << 8 |
                              (uint64_t)g.turns << 16));
    }
    if (actions_out)
        *actions_out = actions;
    return sig;
}
