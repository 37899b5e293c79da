/*
 * bench.h — the pieces of `noirlab bench`.  Each game contributes its
 * sections (functions adding figures and signature parts) in a GameBench
 * table of its folder, which its CMakeLists.txt registers
 * (noirlab_game_hook(BENCH ...), docs/hacking.md); cmd_bench.c runs the
 * games' sections in the order of NOIRLAB_GAMES and prints the report.
 */
#ifndef NOIRLAB_BENCH_H
#define NOIRLAB_BENCH_H

#include <stddef.h>
#include <stdint.h>

enum { BENCH_FIGURES_MAX = 64, BENCH_SIGNATURES_MAX = 8, BENCH_SECTIONS_MAX = 8 };

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
    int quick;            /* small counts, for the smoke test */
    int signatures_only;  /* only the games the signatures hash: no timed figure */
} BenchContext;

typedef void (*BenchSection)(const BenchContext *ctx, BenchReport *r);

/* A game's entry: its sections in print order (the rest NULL), and what
 * reads the data they play, called for every game before any section runs
 * (NULL: nothing to read): 0, or non-zero with the message in err. */
typedef struct GameBench {
    int (*load)(char *err, size_t n);
    BenchSection sections[BENCH_SECTIONS_MAX];
} GameBench;

/* A figure that is not a rate, and a rate timed by `clock`. */
void bench_add(BenchReport *r, const char *key, const char *label, double value, const char *unit);
void bench_add_rate(BenchReport *r, const char *key, const char *label, double value, const char *unit,
                    BenchClock clock);
void bench_sign(BenchReport *r, uint64_t part);
void bench_add_signature(BenchReport *r, const char *key, uint64_t value);
double bench_cpu_clock(void);  /* this thread's CPU seconds: per-core figures */

#endif
