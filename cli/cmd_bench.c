/*
 * cmd_bench.c — `noirlab bench [--json] [--quick]`: the lab's benchmark figures
 * and its deterministic signature.
 *
 * Like a chess engine's `bench`, the signature is a hash of the outcomes of a
 * fixed set of games from a fixed seed: it changes only when behaviour
 * changes, never with the machine, the load or the thread count.  The speed
 * figures are measurements on this machine, each from one run (per-core
 * figures in thread CPU time), so quote ratios measured in the same run.
 */
#include <stdio.h>
#include <time.h>

#include "../sim/core/playout.h"
#include "../sim/data/catalog.h"
#include "../sim/plain/plain.h"
#include "bench.h"
#include "commands.h"
#include "options.h"

enum { BENCH_SEED = 20261122 };

static double seconds_of(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Per-core figures divide by the thread's CPU time, so a busy machine slows
 * them less than wall-clock time would; thread scaling needs the wall clock. */
double bench_cpu_clock(void) { return seconds_of(CLOCK_THREAD_CPUTIME_ID); }
double bench_wall_clock(void) { return seconds_of(CLOCK_MONOTONIC); }

void bench_add(BenchReport *r, const char *key, const char *label, double value, const char *unit)
{
    if (r->n == BENCH_FIGURES_MAX)
        return;
    BenchFigure *f = &r->figure[r->n++];
    f->key = key;
    f->label = label;
    f->value = value;
    f->unit = unit;
}

void bench_sign(BenchReport *r, uint64_t part) { r->signature = seed_mix(r->signature ^ part); }

/* Random-vs-random full games on the core and on the plain implementation. */
static void bench_rules(const BenchContext *ctx, BenchReport *r)
{
    long decisions;
    long sig_games = ctx->quick ? 2000 : 20000;
    uint64_t core_sig = game_random_games(ctx->deck, ctx->layout, ctx->motives, (Switches){0}, BENCH_SEED,
                                          sig_games, &decisions);
    uint64_t plain_sig = plain_random_games(ctx->deck, ctx->layout, ctx->motives, (Switches){0}, BENCH_SEED,
                                            sig_games, NULL);
    bench_sign(r, core_sig);

    long core_games = ctx->quick ? 20000 : 400000, plain_games = ctx->quick ? 2000 : 40000;
    double t0 = bench_cpu_clock();
    game_random_games(ctx->deck, ctx->layout, ctx->motives, (Switches){0}, BENCH_SEED + 1, core_games, NULL);
    double t1 = bench_cpu_clock();
    plain_random_games(ctx->deck, ctx->layout, ctx->motives, (Switches){0}, BENCH_SEED + 1, plain_games, NULL);
    double t2 = bench_cpu_clock();

    double core_rate = (double)core_games / (t1 - t0), plain_rate = (double)plain_games / (t2 - t1);
    bench_add(r, "core_games_per_s", "rules core, random vs random", core_rate, "games/s/core");
    bench_add(r, "plain_games_per_s", "plain implementation, same games", plain_rate, "games/s/core");
    bench_add(r, "plain_ratio", "core / plain", core_rate / plain_rate, "x");
    bench_add(r, "decisions_per_game", "actions per random game", (double)decisions / (double)sig_games, "");
    bench_add(r, "plain_agrees", "plain signature equals core signature", core_sig == plain_sig, "bool");
}

static void print_text(const BenchReport *r)
{
    for (int i = 0; i < r->n; i++) { /* rates and ratios with 3 decimals, counts without */
        double v = r->figure[i].value;
        printf(v < 100 ? "%-30s %14.3f %-14s %s\n" : "%-30s %14.0f %-14s %s\n", r->figure[i].key, v,
               r->figure[i].unit, r->figure[i].label);
    }
    printf("%-30s %016llx\n", "signature", (unsigned long long)r->signature);
}

static void print_json(const BenchReport *r)
{
    printf("{");
    for (int i = 0; i < r->n; i++)
        printf("\"%s\": %.6g, ", r->figure[i].key, r->figure[i].value);
    printf("\"signature\": \"%016llx\"}\n", (unsigned long long)r->signature);
}

int cmd_bench(int argc, char **argv)
{
    BenchContext ctx = {0};
    int json = 0;
    const Option options[] = {
        {"json", 0, OPT_FLAG, &json, NULL, "one JSON object on stdout"},
        {"quick", 0, OPT_FLAG, &ctx.quick, NULL,
         "small counts, for smoke tests (figures are noisier; the signature differs)"},
        {0},
    };
    const OptionCommand cmd = {"bench", "usage: noirlab bench [--json] [--quick]\n",
                               "Prints the benchmark figures (games/s per core, ratios, iterations/s, rows/s)\n"
                               "and a signature of the outcomes of fixed-seed games.\n",
                               options, "Exit status: 0, 1 the game data cannot be read, 2 bad usage.\n"};
    int rc = options_parse(&cmd, argc, argv, NULL);
    if (rc != OPTIONS_OK)
        return options_exit(rc);
    static Catalog cat;
    char err[CATALOG_ERR_MAX];
    if (catalog_load(&cat, catalog_default_dir(), err, sizeof err)) {
        fprintf(stderr, "noirlab bench: %s\n", err);
        return 1;
    }
    ctx.catalog = &cat;
    ctx.deck = &cat.deck;
    ctx.layout = catalog_layout(&cat, "beginner");
    if (!ctx.layout) {
        fprintf(stderr, "noirlab bench: %s: no beginner layout\n", catalog_default_dir());
        return 1;
    }
    ctx.motives = ctx.layout->logic_motives;

    static BenchReport report;
    for (int i = 0; bench_sections[i]; i++)
        bench_sections[i](&ctx, &report);
    if (json)
        print_json(&report);
    else
        print_text(&report);
    return 0;
}

const BenchSection bench_sections[] = {
    bench_rules,
    bench_runner,
    bench_belief,
    bench_heuristic,
    bench_ismcts,
    NULL,
};
