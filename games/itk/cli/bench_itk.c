/*
 * bench_itk.c — Intent to Kill's table of `noirlab bench` sections (its
 * registration, games/itk/CMakeLists.txt), the catalog they read, and the
 * rules section: random-vs-random full games on the core and on the plain
 * implementation, whose outcomes are the lab's signature.
 */
#include "games/itk/cli/bench_itk.h"

#include <stdio.h>

#include "games/itk/core/playout.h"
#include "games/itk/plain/plain.h"

enum { BENCH_SEED = 20261122 };

static Catalog catalog;
static ItkBenchData data;

const ItkBenchData *itk_bench_data(void) { return &data; }

static int load(char *err, size_t n)
{
    if (itk_catalog_load(&catalog, itk_catalog_default_dir(), err, n))
        return 1;
    data.catalog = &catalog;
    data.deck = &catalog.deck;
    data.layout = itk_catalog_layout(&catalog, "beginner");
    if (!data.layout) {
        snprintf(err, n, "%s: no beginner layout", itk_catalog_default_dir());
        return 1;
    }
    data.motives = data.layout->logic_motives;
    return 0;
}

void itk_bench_rules(const BenchContext *ctx, BenchReport *r)
{
    const ItkBenchData *d = itk_bench_data();
    long decisions;
    long sig_games = ctx->quick ? 2000 : 20000;
    uint64_t core_sig = itk_game_random_games(d->deck, d->layout, d->motives, (Switches){0}, BENCH_SEED,
                                          sig_games, &decisions);
    bench_sign(r, core_sig);
    if (ctx->signatures_only)
        return;
    uint64_t plain_sig = itk_plain_random_games(d->deck, d->layout, d->motives, (Switches){0}, BENCH_SEED,
                                            sig_games, NULL);
    uint64_t listed_sig = itk_game_listed_games(d->deck, d->layout, d->motives, (Switches){0}, BENCH_SEED,
                                            sig_games, NULL);

    long core_games = ctx->quick ? 20000 : 400000, plain_games = ctx->quick ? 2000 : 40000;
    double t0 = bench_cpu_clock();
    itk_game_random_games(d->deck, d->layout, d->motives, (Switches){0}, BENCH_SEED + 1, core_games, NULL);
    double t1 = bench_cpu_clock();
    itk_plain_random_games(d->deck, d->layout, d->motives, (Switches){0}, BENCH_SEED + 1, plain_games, NULL);
    double t2 = bench_cpu_clock();
    itk_game_listed_games(d->deck, d->layout, d->motives, (Switches){0}, BENCH_SEED + 1, core_games / 2, NULL);
    double t3 = bench_cpu_clock();

    double core_rate = (double)core_games / (t1 - t0), plain_rate = (double)plain_games / (t2 - t1);
    double listed_rate = (double)(core_games / 2) / (t3 - t2);
    bench_add_rate(r, "core_games_per_s", "rules core, random vs random", core_rate, "games/s/core",
                   BENCH_THREAD_CPU);
    bench_add_rate(r, "plain_games_per_s", "plain implementation, same games", plain_rate, "games/s/core",
                   BENCH_THREAD_CPU);
    bench_add(r, "plain_ratio", "core / plain", core_rate / plain_rate, "x");
    bench_add_rate(r, "core_listed_games_per_s", "rules core through game_legal + game_apply, same games",
                   listed_rate, "games/s/core", BENCH_THREAD_CPU);
    bench_add(r, "listed_plain_ratio", "  of it: core's representation (listed core / plain)", listed_rate / plain_rate,
              "x");
    bench_add(r, "fast_step_ratio", "  of it: core's fast random step (core / listed core)", core_rate / listed_rate,
              "x");
    bench_add(r, "decisions_per_game", "actions per random game", (double)decisions / (double)sig_games, "");
    bench_add(r, "plain_agrees", "plain signature equals core signature", core_sig == plain_sig, "bool");
    bench_add(r, "listed_agrees", "list-path signature equals core signature", core_sig == listed_sig, "bool");
}

/* The runner's section (bench_runner.c) plays Intent to Kill's campaign, so
 * it is listed here, where it always printed: after the interface's cost. */
const GameBench itk_game_bench = {
    .load = load,
    .sections = {itk_bench_rules, itk_bench_iface, itk_bench_runner, itk_bench_belief, itk_bench_heuristic,
                 itk_bench_ismcts},
};
