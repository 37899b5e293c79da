/*
 * bench.h — the figure `noirlab bench` quotes for 10' to Kill: uniformly
 * random games per second of this thread's CPU time.
 */
#ifndef NOIRLAB_TENKILL_BENCH_H
#define NOIRLAB_TENKILL_BENCH_H

#include "games/tenkill/tenkill.h"

typedef uint64_t (*TenkillGamesFn)(const TenkillParams *p, uint64_t seed, long games, long *actions_out);

typedef struct TenkillBench {
    long games, actions;
    double cpu_seconds;
    uint64_t signature;
} TenkillBench;

/* Play `games` games of `play` (tenkill_random_games or the plain twin's)
 * with parameters p from `seed`, in batches, timing them in thread CPU
 * time.  Returns 0, or -1 when p is not playable. */
int tenkill_bench_random_games(TenkillGamesFn play, const TenkillParams *p, uint64_t seed, long games,
                               TenkillBench *out);

#endif
