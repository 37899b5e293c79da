/*
 * bench.c — timing the random games in thread CPU time.
 */
#include "games/noir/core/bench.h"

#include "base/cpu_clock.h"
#include "games/noir/core/playout.h"

enum { BATCH = 2000 }; /* games between clock readings */

int noir_bench_random_games(const NoirParams *p, uint64_t seed, long games, double seconds, NoirBench *out)
{
    if (noir_params_check(p))
        return -1;
    *out = (NoirBench){0};
    double start = thread_cpu_seconds();
    /* Batch b plays games seeded from (seed, b): a fixed count gives the same
     * games, hence the same signature, on every run. */
    for (uint64_t b = 0;; b++) {
        long n = games > 0 ? (games - out->games < BATCH ? games - out->games : BATCH) : BATCH;
        long actions = 0;
        out->signature = seed_mix(out->signature ^ noir_random_games(p, seed_mix(seed ^ b), n, &actions));
        out->games += n;
        out->actions += actions;
        out->cpu_seconds = thread_cpu_seconds() - start;
        if (games > 0 ? out->games >= games : out->cpu_seconds >= seconds)
            return 0;
    }
}
