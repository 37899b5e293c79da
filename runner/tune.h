/*
 * tune.h — parameter sweeps of one policy against a fixed opponent, and the
 * paired games of a sequential test (docs/ladder.md, "noirlab tune").
 *
 * Three layers, so that each can be tested alone:
 *
 *   1. TuneSpace: the grid of configurations, "NAME:k1=v1,k2=v2" for every
 *      combination of the --param values.
 *   2. The searches (tune_grid, tune_halving) know nothing of games: they
 *      ask an objective for the wins of some configurations over a range of
 *      game indices.  A test plants an objective; noirlab plays games.
 *   3. TuneRun plays ranges of games of chosen cells of a campaign through
 *      the runner (OpenMP, seeds, and a sink such as the SQLite store) and
 *      keeps what the searches and the sequential test need: per cell
 *      totals, and with per-game rows the winner of every game.
 *
 * Game g of every configuration is played from the same seed (the campaign's
 * cells share their setup), so configurations are compared on the same deals.
 */
#ifndef NOIRLAB_TUNE_H
#define NOIRLAB_TUNE_H

#include <stddef.h>
#include <stdint.h>

#include "runner/runner.h"

enum { TUNE_MAX_PARAMS = 8, TUNE_MAX_VALUES = 64, TUNE_MAX_CONFIGS = 4096, TUNE_MAX_ROUNDS = 16 };

/* ---------------------------------------------------------------------------
 * 1. The grid of configurations
 * ------------------------------------------------------------------------- */

typedef struct TuneSpace {
    PolicySpec base;                      /* --policy: a name, maybe with fixed parameters */
    int n_params;
    char key[TUNE_MAX_PARAMS][POLICY_KEY_MAX];
    int n_values[TUNE_MAX_PARAMS];
    char value[TUNE_MAX_PARAMS][TUNE_MAX_VALUES][POLICY_VALUE_MAX];
} TuneSpace;

/* Start a space from the --policy text.  Returns 0, or -1 with "--policy: problem". */
int tune_space_init(TuneSpace *s, const char *policy, char *err, size_t errlen);

/* Add one "--param key=v1,v2,..." (a key once, values distinct, not a key
 * of the base).  Returns 0, or -1 with "--param TEXT: problem". */
int tune_space_add(TuneSpace *s, const char *param, char *err, size_t errlen);

/* Number of configurations: the product of the value counts (1 without params). */
int tune_space_size(const TuneSpace *s);

/* Configuration k as a spec; the last --param changes fastest. */
void tune_space_spec(const TuneSpace *s, int k, char *out, size_t outlen);

/* Every configuration can be created for `side` of the first game (Intent
 * to Kill).  Returns 0, or -1 with "--param: configuration SPEC: problem". */
int tune_space_check(const TuneSpace *s, int side, char *err, size_t errlen);

/* The same for seat `seat` (GAME_SEEKER, GAME_HIDER) of `game`. */
int tune_space_check_game(const TuneSpace *s, const GameClass *game, int seat, char *err, size_t errlen);

/* ---------------------------------------------------------------------------
 * 2. Searches over an objective
 * ------------------------------------------------------------------------- */

/* Play games [first, first + count) of each configuration configs[0..n-1]
 * and add the wins of the tuned side to wins[i].  Returns 0, or -1 with a
 * message. */
typedef int (*TuneObjective)(void *ctx, const int *configs, int n, uint32_t first, uint32_t count,
                             uint64_t *wins, char *err, size_t errlen);

typedef struct TuneOutcome {
    int n_configs;
    uint64_t *games, *wins;   /* per configuration */
    int *rounds;              /* rounds it took part in (grid: 1) */
    int best, runner_up;      /* runner_up is -1 with one configuration */
} TuneOutcome;

/* A successive-halving schedule: round r keeps `survivors` configurations
 * and plays them up to `games` games each (cumulative). */
typedef struct HalvingRound {
    int survivors;
    uint32_t games;
} HalvingRound;

/*
 * Successive halving (Karnin, Koren & Somekh, "Almost optimal exploration in
 * multi-armed bandits", ICML 2013) over n configurations with `budget` games
 * in all: R = ceil(log2 n) rounds; round r gives each of its n_r survivors
 * floor(budget / (n_r R)) more games, rounded down to a multiple of
 * `quantum` (the work unit), then keeps the better half (ceil(n_r / 2)).
 * Returns the number of rounds, or -1 with "--budget: problem" when the
 * budget cannot give every survivor at least `quantum` games a round.
 */
int tune_halving_schedule(int n, uint64_t budget, uint32_t quantum, HalvingRound *rounds, char *err,
                          size_t errlen);

/* Every configuration plays games [0, games).  Best = highest win rate, ties
 * to the lower configuration number.  Free the outcome with tune_outcome_free. */
int tune_grid(int n, uint32_t games, TuneObjective f, void *ctx, TuneOutcome *out, char *err, size_t errlen);

/* Successive halving along a schedule; the runner-up is the other finalist. */
int tune_halving(int n, const HalvingRound *rounds, int n_rounds, TuneObjective f, void *ctx, TuneOutcome *out,
                 char *err, size_t errlen);

void tune_outcome_free(TuneOutcome *o);

/* ---------------------------------------------------------------------------
 * 3. Playing ranges of games through the runner
 * ------------------------------------------------------------------------- */

typedef struct TuneRun {
    const Campaign *c;
    const Sink *store;        /* where results also go; may be NULL */
    RunOptions opt;
    int side;                 /* the tuned seat (GAME_SEEKER, GAME_HIDER, or any seat of a larger game) */
    uint64_t *games, *wins;   /* per cell, everything played; wins: the tuned seat ranked first alone */
    uint8_t *winner;          /* [cell * c->games + game]: 0 not played, else the winner + 1 (rows needed) */
    uint8_t *played;          /* per unit */
    RunStats stats;           /* summed over plays */
} TuneRun;

/* Begin the run (store->begin when a store is given).  keep_winners needs a
 * campaign with rows = all.  Returns 0, or -1 with a message. */
int tune_run_begin(TuneRun *t, const Campaign *c, const Sink *store, const RunOptions *opt, int side,
                   int keep_winners, char *err, size_t errlen);

/* Play games [first, first + count) of the given cells.  first must be a
 * multiple of the campaign's chunk, and first + count one too or the end. */
int tune_run_play(TuneRun *t, const int *cells, int n, uint32_t first, uint32_t count, char *err, size_t errlen);

/* The TuneObjective of a TuneRun (configuration k = cell k). */
int tune_run_objective(void *ctx, const int *configs, int n, uint32_t first, uint32_t count, uint64_t *wins,
                       char *err, size_t errlen);

/* Paired results of cells a and b over games [first, first + count). */
typedef struct PairedGames {
    uint64_t a_only, b_only, both, neither;   /* which of the two won (for the tuned side) */
} PairedGames;

void tune_run_pairs(const TuneRun *t, int a, int b, uint32_t first, uint32_t count, PairedGames *out);

/* Finish: store->end when every unit of the campaign was played (an early
 * stop leaves the run unfinished in the store, as it is).  Frees t: read
 * what you need from it first. */
int tune_run_end(TuneRun *t, char *err, size_t errlen);

void tune_run_free(TuneRun *t);

#endif
