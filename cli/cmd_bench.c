/*
 * cmd_bench.c — `noirlab bench [--json] [--quick] [--signatures]`: the lab's
 * benchmark figures and its deterministic signatures (--signatures: those
 * alone, which tests/cli/bench_signature_test.sh compares with the README's).
 *
 * Like a chess engine's `bench`, the signature is a hash of the outcomes of a
 * fixed set of games from a fixed seed: it changes only when behaviour
 * changes, never with the machine, the load or the thread count.  The speed
 * figures are measurements on this machine, each from one run, so quote
 * ratios measured in the same run.  Every per-core rate is per second of the
 * measuring thread's CPU time (base/cpu_clock.h), which the load of other
 * processes barely moves; only the thread-scaling figures are wall-clock.
 * The text marks each rate's clock, and the JSON lists the keys of each in
 * "thread_cpu_time" and "wall_clock_time".
 */
#include <stdio.h>

#include "base/cpu_clock.h"
#include "cli/bench.h"
#include "cli/commands.h"
#include "cli/game_benches.h" /* written by the build from the games' BENCH hooks (games/CMakeLists.txt) */
#include "cli/options.h"

/* The games' tables, in the order of NOIRLAB_GAMES (the build's list). */
static const GameBench *const game_benches[] = {NOIRLAB_GAME_BENCHES};

/* Per-core figures divide by the thread's CPU time, so a busy machine slows
 * them less than wall-clock time would. */
double bench_cpu_clock(void) { return thread_cpu_seconds(); }

void bench_add_rate(BenchReport *r, const char *key, const char *label, double value, const char *unit,
                    BenchClock clock)
{
    if (r->n == BENCH_FIGURES_MAX)
        return;
    r->figure[r->n++] = (BenchFigure){.key = key, .label = label, .value = value, .unit = unit, .clock = clock};
}

void bench_add(BenchReport *r, const char *key, const char *label, double value, const char *unit)
{
    bench_add_rate(r, key, label, value, unit, BENCH_UNTIMED);
}

void bench_sign(BenchReport *r, uint64_t part) { r->signature = seed_mix(r->signature ^ part); }

void bench_add_signature(BenchReport *r, const char *key, uint64_t value)
{
    if (r->n_signatures == BENCH_SIGNATURES_MAX)
        return;
    r->signatures[r->n_signatures++] = (BenchSignature){.key = key, .value = value};
}

static const char *const clock_name[] = {[BENCH_UNTIMED] = "", [BENCH_THREAD_CPU] = "thread CPU",
                                         [BENCH_WALL] = "wall"};

static void print_text(const BenchReport *r)
{
    for (int i = 0; i < r->n; i++) { /* rates and ratios with 3 decimals, counts without */
        const BenchFigure *f = &r->figure[i];
        printf(f->value < 100 ? "%-30s %14.3f %-14s %-11s %s\n" : "%-30s %14.0f %-14s %-11s %s\n", f->key,
               f->value, f->unit, clock_name[f->clock], f->label);
    }
    printf("%-30s %016llx\n", "signature", (unsigned long long)r->signature);
    for (int i = 0; i < r->n_signatures; i++)
        printf("%-30s %016llx\n", r->signatures[i].key, (unsigned long long)r->signatures[i].value);
}

/* "name": [the keys of the figures timed by `clock`], */
static void print_json_clock(const BenchReport *r, const char *name, BenchClock clock)
{
    printf("\"%s\": [", name);
    const char *sep = "";
    for (int i = 0; i < r->n; i++)
        if (r->figure[i].clock == clock) {
            printf("%s\"%s\"", sep, r->figure[i].key);
            sep = ", ";
        }
    printf("], ");
}

static void print_json(const BenchReport *r)
{
    printf("{");
    for (int i = 0; i < r->n; i++)
        printf("\"%s\": %.6g, ", r->figure[i].key, r->figure[i].value);
    print_json_clock(r, "thread_cpu_time", BENCH_THREAD_CPU);
    print_json_clock(r, "wall_clock_time", BENCH_WALL);
    for (int i = 0; i < r->n_signatures; i++)
        printf("\"%s\": \"%016llx\", ", r->signatures[i].key, (unsigned long long)r->signatures[i].value);
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
        {"signatures", 0, OPT_FLAG, &ctx.signatures_only, NULL,
         "only the games the signatures hash (and the strength table they fold): no timing, seconds"},
        {0},
    };
    const OptionCommand cmd = {"bench", "usage: noirlab bench [--json] [--quick] [--signatures]\n",
                               "Prints the benchmark figures (games/s per core, ratios, iterations/s, rows/s)\n"
                               "with the clock of each rate (per core: thread CPU time; thread scaling:\n"
                               "wall-clock) and a signature of the outcomes of fixed-seed games.\n",
                               options, "Exit status: 0, 1 the game data cannot be read, 2 bad usage.\n"};
    int rc = options_parse(&cmd, argc, argv, NULL);
    if (rc != OPTIONS_OK)
        return options_exit(rc);
    char err[1024];
    for (size_t g = 0; g < sizeof game_benches / sizeof *game_benches; g++)
        if (game_benches[g]->load && game_benches[g]->load(err, sizeof err)) {
            fprintf(stderr, "noirlab bench: %s\n", err);
            return 1;
        }

    static BenchReport report;
    for (size_t g = 0; g < sizeof game_benches / sizeof *game_benches; g++)
        for (int i = 0; i < BENCH_SECTIONS_MAX && game_benches[g]->sections[i]; i++)
            game_benches[g]->sections[i](&ctx, &report);
    if (json)
        print_json(&report);
    else
        print_text(&report);
    return 0;
}
