/*
 * bench_section.h — 10' to Kill's section of `noirlab bench` (cli/bench.h).
 */
#ifndef NOIRLAB_TENKILL_BENCH_SECTION_H
#define NOIRLAB_TENKILL_BENCH_SECTION_H

#include "cli/bench.h"

void tenkill_bench_section(const BenchContext *ctx, BenchReport *r);

#endif
