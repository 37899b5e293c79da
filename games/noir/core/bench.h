/*
 * bench.h — the figure `noirlab bench` will quote for NOIR: uniformly random
 * games per second of this thread's CPU time (never wall-clock time: the
 * machine may be shared).
 */
#ifndef NOIRLAB_NOIR_BENCH_H
#define NOIRLAB_NOIR_BENCH_H

#include "games/noir/core/game.h"

typedef struct NoirBench {
    long games;        /* games played */
    long actions;      /* actions played in them */
    double cpu_seconds;/* this thread's CPU time spent */
    uint64_t signature;/* noir_random_games's outcome signature */
} NoirBench;

/*
 * Play noir_random_games with parameters p from `seed`, in batches, until
 * `games` games are played (games > 0) or, with games == 0, until `seconds`
 * of thread CPU time have passed.  Returns 0, or -1 when p is not playable.
 */
int noir_bench_random_games(const NoirParams *p, uint64_t seed, long games, double seconds, NoirBench *out);

#endif
