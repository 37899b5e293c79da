/*
 * itk_plain_random_games: uniform-random self-play on the plain implementation,
 * the loop `noirlab bench` times (its exact shape is documented in plain.h;
 * the core's twin must stay identical so that the signatures agree).
 */
#include "games/itk/plain/plain.h"

/* noinline, noclone: the benchmark calls this loop from two places with
 * different constants; cloned once per call site, itk_plain_legal and itk_plain_apply
 * would each have two callers and stay calls instead of being inlined into the
 * loop, as they are in a program of its own (about 1.6 times slower).  The
 * core's twin, itk_game_random_games, carries the same attributes, so that the
 * benchmark's core / plain ratio compares the two designs, not the inliner. */
__attribute__((noinline, noclone)) uint64_t itk_plain_random_games(const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw,
                            uint64_t seed, long games, long *decisions_out)
{
    uint64_t sig = 0;
    long decisions = 0;
    PlainGame game;
    ActionList legal;
    Setup setup;

    for (long i = 0; i < games; i++) {
        uint64_t s = seed_for_game(seed, 0, (uint64_t)i);
        Pcg32 rng_deal, rng_play;
        pcg32_seed(&rng_deal, s, 0);
        pcg32_seed(&rng_play, s, 1);
        if (itk_deal_random(&setup, deck, layout, motives, sw, &rng_deal) != 0 || itk_plain_init(&game, &setup) != 0)
            return 0;
        while (!itk_plain_over(&game)) {
            itk_plain_legal(&game, &legal);
            itk_plain_apply(&game, legal.a[pcg32_below(&rng_play, (uint32_t)legal.n)]);
            decisions++;
        }
        sig = seed_mix(sig ^ ((uint64_t)game.winner | (uint64_t)game.n_victims << 4 |
                              (uint64_t)game.round << 8 | (uint64_t)game.refusals << 12));
    }
    if (decisions_out)
        *decisions_out = decisions;
    return sig;
}
