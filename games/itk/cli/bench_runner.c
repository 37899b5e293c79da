/*
 * bench_runner.c — campaign throughput with 1 and 2 threads, and the rate of
 * per-game rows written to SQLite (issue 3's figures): Intent to Kill's
 * section, since its campaign plays that game's catalog.
 */
#include <stdio.h>

#include "analysis/store.h"
#include "games/itk/cli/bench_itk.h"
#include "runner/runner.h"

void itk_bench_runner(const BenchContext *ctx, BenchReport *r)
{
    if (ctx->signatures_only)
        return;
    char err[512];
    Campaign c;
    CampaignFlags flags = {.games = ctx->quick ? "4000" : "200000"};
    if (campaign_from_flags(&c, itk_bench_data()->catalog, &flags, err, sizeof err)) {
        fprintf(stderr, "noirlab bench: %s\n", err);
        return;
    }
    double one = 0, two = 0;
    if (runner_throughput(&c, 1, &one, err, sizeof err) || runner_throughput(&c, 2, &two, err, sizeof err))
        fprintf(stderr, "noirlab bench: %s\n", err);
    campaign_free(&c);
    bench_add_rate(r, "campaign_games_per_s_1t", "campaign, random vs random, 1 thread", one, "games/s", BENCH_WALL);
    bench_add_rate(r, "campaign_games_per_s_2t", "campaign, random vs random, 2 threads", two, "games/s", BENCH_WALL);
    bench_add(r, "threads_ratio", "2 threads / 1 thread", one > 0 ? two / one : 0, "x");

    double rows = 0;
    if (store_bench_rows("/tmp", ctx->quick ? 100000 : 1000000, &rows, err, sizeof err))
        fprintf(stderr, "noirlab bench: %s\n", err);
    bench_add_rate(r, "rows_per_s", "per-game rows inserted into SQLite", rows, "rows/s/core", BENCH_THREAD_CPU);
}
