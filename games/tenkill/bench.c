/*
 * bench.c — timing random games in thread CPU time.
 */
#include "games/tenkill/bench.h"

#include "base/cpu_clock.h"

enum { BATCH = 1000 }; /* games between clock readings */

int tenkill_bench_random_games(TenkillGamesFn play, const TenkillParams *p, uint64_t seed, long games,
                               TenkillBench *out)
{
    if (tenkill_params_check(p))
        return -1;
    *out = (TenkillBench){0};
    double start = thread_cpu_seconds();
    /* Batch b plays games seeded from (seed, b): the same games, hence the
     * same signature, on every run. */
    for (uint64_t b = 0; out->games < games; b++) {
        long n = games - out->games < BATCH ? games - out->games : BATCH, actions = 0;
        out->signature = seed_mix(out->signature ^ play(p, seed_mix(seed ^ b), n, &actions));
        out->games += n;
        out->actions += actions;
    }
    out->cpu_seconds = thread_cpu_seconds() - start;
    return 0;
}
