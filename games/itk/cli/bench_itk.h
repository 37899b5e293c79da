/*
 * bench_itk.h — Intent to Kill's sections of `noirlab bench` (cli/bench.h),
 * in print order in its table (itk_game_bench, bench_itk.c), and the beginner
 * layout they all play, read once before any of them runs.
 */
#ifndef NOIRLAB_ITK_BENCH_ITK_H
#define NOIRLAB_ITK_BENCH_ITK_H

#include "cli/bench.h"
#include "games/itk/data/catalog.h"

/* What the sections play: the shipped catalog's beginner layout with its
 * Logic motives (the first-game set). */
typedef struct ItkBenchData {
    const Catalog *catalog;
    const Deck *deck;
    const Layout *layout;
    MotiveSet motives;
} ItkBenchData;

/* Valid once the table's load has succeeded. */
const ItkBenchData *itk_bench_data(void);

void itk_bench_rules(const BenchContext *ctx, BenchReport *r);
void itk_bench_iface(const BenchContext *ctx, BenchReport *r);
void itk_bench_runner(const BenchContext *ctx, BenchReport *r);
void itk_bench_belief(const BenchContext *ctx, BenchReport *r);
void itk_bench_heuristic(const BenchContext *ctx, BenchReport *r);
void itk_bench_ismcts(const BenchContext *ctx, BenchReport *r);

extern const GameBench itk_game_bench;

#endif
