/*
 * equilibrium.h — the meta-game of a ladder: its equilibrium, its value with
 * a bootstrap interval over deals, and each policy's regret
 * (docs/equilibrium.md).
 *
 * A ladder plays every policy of one seat (the rows: the seeker, ITK's
 * Detective, NOIR's Inspector) against every policy of the other (the
 * columns: the hider) on common deals: game g of every pair is dealt from the
 * same seed.  The rows' win rates make a zero-sum matrix game (a row wins
 * what its column loses); its equilibrium mixtures are the meta-strategies
 * neither seat can improve on within the population, and its value is the
 * rows' win rate at that equilibrium.
 *
 * The interval resamples deals, not games: a bootstrap replicate draws `deals`
 * deal numbers with replacement and takes every pair's games of those deals
 * together, so the correlation the common deals create between the pairs is
 * kept, and the game is solved again on every replicate.  The percentiles of
 * the replicates' values are the interval (Efron's percentile bootstrap).
 */
#ifndef NOIRLAB_EQUILIBRIUM_H
#define NOIRLAB_EQUILIBRIUM_H

#include <stddef.h>
#include <stdint.h>

/* The games of a ladder: rows × cols pairs, each of the same `deals` deals. */
typedef struct MetaGame {
    int rows, cols;
    uint32_t deals;
    const uint8_t *won;        /* [(i * cols + j) * deals + g]: 1 when row i won deal g against column j */
} MetaGame;

typedef struct EquilibriumOptions {
    int replicates;            /* bootstrap replicates (0: no interval) */
    uint64_t seed;             /* of the resampling */
    double level;              /* of the intervals, e.g. 0.95 */
} EquilibriumOptions;

/*
 * One seat's side of the solution, per policy k of the seat.  Payoffs are the
 * rows' win rate, whichever the seat: payoff[k] of a row is its win rate
 * against the columns' mixture, of a column the rows' mixture's win rate
 * against it.  regret[k] is what the seat gives up by playing k rather than
 * its best response to the other seat's mixture: max payoff - payoff[k] for a
 * row, payoff[k] - min payoff for a column; 0 for every policy of the
 * support.
 */
typedef struct SeatSolution {
    int n;
    double *weight;            /* the equilibrium mixture */
    double *payoff;
    double *regret;
    double *regret_lo, *regret_hi;   /* percentile bootstrap (the game solved again per replicate) */
    /* When the other seat's mixture is one policy: Newcombe's paired interval
     * of the regret, k against the best response game by game on the same
     * deals; NAN otherwise, and for the best response itself. */
    double *paired_lo, *paired_hi;
    int best;                  /* the best response to the other seat's mixture (the first one, on ties) */
} SeatSolution;

typedef struct Equilibrium {
    double value, value_lo, value_hi;  /* the rows' win rate at the equilibrium; NAN bounds without replicates */
    SeatSolution seat[2];              /* [0] the rows, [1] the columns */
    uint32_t deals;
    EquilibriumOptions opt;
} Equilibrium;

/* Solve g.  Returns 0, or -1 with a message (out of memory, the solver). */
int equilibrium_solve(const MetaGame *g, const EquilibriumOptions *opt, Equilibrium *out, char *err, size_t errlen);

void equilibrium_free(Equilibrium *e);

#endif
