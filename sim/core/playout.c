#include "playout.h"

int game_random_playout(Game *g, Pcg32 *rng)
{
    ActionList legal;
    int n = 0;
    while (!game_over(g)) {
        game_legal(g, &legal);
        game_apply(g, legal.a[pcg32_below(rng, (uint32_t)legal.n)]);
        n++;
    }
    return n;
}

uint64_t game_outcome_signature(uint64_t sig, const Game *g)
{
    return seed_mix(sig ^ ((uint64_t)g->winner | (uint64_t)g->n_victims << 4 | (uint64_t)g->round << 8 |
                           (uint64_t)g->refusals << 12));
}

uint64_t game_random_games(const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw,
                           uint64_t seed, long games, long *decisions_out)
{
    uint64_t sig = 0;
    long decisions = 0;
    for (long i = 0; i < games; i++) {
        uint64_t s = seed_for_game(seed, 0, (uint64_t)i);
        Pcg32 rng_deal, rng_play;
        pcg32_seed(&rng_deal, s, 0);
        pcg32_seed(&rng_play, s, 1);
        Setup setup;
        Game g;
        if (deal_game(&g, &setup, deck, layout, motives, sw, &rng_deal))
            return 0;
        decisions += game_random_playout(&g, &rng_play);
        sig = game_outcome_signature(sig, &g);
    }
    if (decisions_out)
        *decisions_out = decisions;
    return sig;
}
