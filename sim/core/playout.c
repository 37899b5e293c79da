#include "playout.h"

int game_random_playout(Game *g, Pcg32 *rng)
{
    ActionList legal;
    int n = 0;
    while (!game_over(g)) {
        game_legal(g, &legal);
        game_apply(g, legal.a[pcg32_bounded(rng, (uint32_t)legal.n)]);
        n++;
    }
    return n;
}

uint64_t game_outcome_signature(uint64_t sig, const Game *g)
{
    return seed_mix(sig ^ ((uint64_t)g->winner | (uint64_t)g->n_victims << 4 | (uint64_t)g->round << 8 |
                           (uint64_t)g->refusals << 12));
}
