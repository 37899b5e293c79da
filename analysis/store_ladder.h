/*
 * store_ladder.h — the tables `noirlab ladder`, `noirlab tune` and `noirlab
 * equilibrium` add to a run's database (docs/ladder.md and
 * docs/equilibrium.md document every column).
 *
 * The games themselves are ordinary cells of the run (analysis/store.h), so
 * win_rates covers them.  These tables hold what is computed from them: the
 * ratings of a ladder, the configurations of a sweep, the course of a
 * sequential test, and the equilibrium of a ladder's meta-game.  They are
 * created with CREATE TABLE IF NOT EXISTS beside the run's schema, and each
 * save replaces its table's rows in one transaction, so a database holds the
 * last result of its command.
 */
#ifndef NOIRLAB_STORE_LADDER_H
#define NOIRLAB_STORE_LADDER_H

#include <stddef.h>
#include <stdint.h>

#include "analysis/store.h"

/* One rated configuration. */
typedef struct LadderRatingRow {
    const char *side;          /* "detective" or "murderer" */
    const char *policy;        /* canonical spec */
    int rank;                  /* 1 = strongest of its side */
    double rating, lo, hi, se; /* Elo points; 95% interval; standard error */
    uint64_t games, wins;      /* games played, won by this configuration's side */
} LadderRatingRow;

/* How the ratings were fitted. */
typedef struct LadderFitRow {
    const char *model;         /* one line naming the model and the anchor */
    double prior;              /* virtual games per pair */
    int iterations;
    double log_likelihood;
    int detectives, murderers;
    uint64_t games;
} LadderFitRow;

int store_ladder_save(Store *s, const char *path, const LadderFitRow *fit, const LadderRatingRow *rows, int n,
                      char *err, size_t errlen);

/* One configuration of a sweep. */
typedef struct TuneConfigRow {
    const char *policy;
    uint64_t games, wins;      /* wins of the tuned side */
    int rounds;                /* rounds it took part in (grid: 1) */
    int rank;                  /* 1 = best */
} TuneConfigRow;

int store_tune_save(Store *s, const char *path, const char *side, const char *opponent, const char *search,
                    const TuneConfigRow *rows, int n, char *err, size_t errlen);

/* A sequential test and its LLR after each batch. */
typedef struct SprtRow {
    const char *a, *b, *side, *opponent;
    double elo0, elo1, alpha, beta, lower, upper;
    uint64_t a_only, b_only, both, neither;    /* pairs by who won */
    double llr;
    const char *result;
    double elo, elo_lo, elo_hi;
    int n_steps;
    const uint64_t *step_pairs;
    const double *step_llr;
} SprtRow;

int store_sprt_save(Store *s, const char *path, const SprtRow *row, char *err, size_t errlen);

/* The equilibrium of a ladder's meta-game (docs/equilibrium.md): one row for
 * the game, one per policy of either seat. */
typedef struct EquilibriumRow {
    const char *row_seat, *column_seat;   /* "detective", "murderer" */
    double value, lo, hi, level;          /* the row seat's win rate; its bootstrap interval */
    int replicates;
    uint64_t bootstrap_seed, deals;
    int rows, columns;                    /* policies per seat */
    const char *solver;
} EquilibriumRow;

typedef struct EquilibriumPolicyRow {
    const char *side, *policy;
    double weight, payoff, regret, regret_lo, regret_hi;
    double paired_lo, paired_hi;          /* NAN: none (stored as NULL) */
    int best;                             /* the best response to the other seat's mixture */
} EquilibriumPolicyRow;

int store_equilibrium_save(Store *s, const char *path, const EquilibriumRow *game, const EquilibriumPolicyRow *rows,
                           int n, char *err, size_t errlen);

#endif
