/*
 * bench.h — the pieces of `noirlab bench`.  Each subsystem contributes one
 * section (a function adding figures and signature parts); cmd_bench.c lists
 * them in bench_sections[] and prints the report.
 */
#ifndef NOIRLAB_BENCH_H
#define NOIRLAB_BENCH_H

#include <stdint.h>

#include "games/itk/data/catalog.h"

enum { BENCH_FIGURES_MAX = 48, BENCH_SIGNATURES_MAX = 4 };

/* The clock a rate was timed by. */
typedef enum BenchClock {
    BENCH_UNTIMED,    /* a count, a ratio or a win rate */
    BENCH_THREAD_CPU, /* per core: per second of the measuring thread's CPU time */
    BENCH_WALL,       /* per second of wall-clock time: thread scaling */
} BenchClock;

typedef struct BenchFigure {
    const char *key;   /* the JSON key, stable */
    const char *label; /* what was measured */
    double value;
    const char *unit;
    BenchClock clock;
} BenchFigure;

/* A signature of its own, printed after the lab's (a second game's). */
typedef struct BenchSignature {
    const char *key; /* the JSON key, stable */
    uint64_t value;
} BenchSignature;

typedef struct BenchReport {
    int n;
    BenchFigure figure[BENCH_FIGURES_MAX];
    uint64_t signature; /* folds every section's deterministic outcomes */
    int n_signatures;
    BenchSignature signatures[BENCH_SIGNATURES_MAX];
} BenchReport;

typedef struct BenchContext {
    const Catalog *catalog;
    const Deck *deck;
    const Layout *layout; /* the beginner layout */
    MotiveSet motives;    /* its Logic motives (the first-game set) */
    int quick;            /* small counts, for the smoke test */
    int signatures_only;  /* only the games the signatures hash: no timed figure */
} BenchContext;

typedef void (*BenchSection)(const BenchContext *ctx, BenchReport *r);

/* NULL-terminated, in print order. */
extern const BenchSection bench_sections[];

/* The sections, each in a bench_*.c file of its own but the rules' (cmd_bench.c). */
void itk_bench_iface(const BenchContext *ctx, BenchReport *r);
void bench_runner(const BenchContext *ctx, BenchReport *r);
void itk_bench_belief(const BenchContext *ctx, BenchReport *r);
void itk_bench_heuristic(const BenchContext *ctx, BenchReport *r);
void itk_bench_ismcts(const BenchContext *ctx, BenchReport *r);
void noir_bench(const BenchContext *ctx, BenchReport *r);

/* A figure that is not a rate, and a rate timed by `clock`. */
void bench_add(BenchReport *r, const char *key, const char *label, double value, const char *unit);
void bench_add_rate(BenchReport *r, const char *key, const char *label, double value, const char *unit,
                    BenchClock clock);
void bench_sign(BenchReport *r, uint64_t part);
void bench_add_signature(BenchReport *r, const char *key, uint64_t value);
double bench_cpu_clock(void);  /* this thread's CPU seconds: per-core figures */

#endif
