/*
 * sprt.h — a sequential probability ratio test between two configurations
 * of the same side, on paired games (docs/ladder.md, "noirlab tune --sprt").
 *
 * The games.  A and B each play the same opponent from the same seeds
 * (common random numbers: the same deal and token draws).  Each seed is one
 * pair, scored as a mini-match of A against B: 1 when A won and B lost, 0
 * when B won and A lost, 1/2 when both won or both lost.  So the data are
 * trinomial counts (A ahead, level, B ahead), and the pairing removes the
 * luck of the deal that a comparison of two separate win rates would carry.
 *
 * Elo.  The expected pair score s maps to Elo by the logistic model,
 *     elo = -400 log10(1/s - 1),       s = 1 / (1 + 10^(-elo/400)),
 * i.e. the Elo of A over B in that mini-match.  This is not the ladder's
 * Bradley-Terry difference of ratings against the opponent (rating.h): for
 * A and B independent given the seed, s = 1/2 + (pA - pB)/2, so the
 * mini-match Elo is roughly half the difference of the two log-odds.
 *
 * The test.  H0: elo = elo0 against H1: elo = elo1, as a generalised SPRT
 * (the "logistic" model of fishtest, M. Van den Bergh): the log-likelihood
 * ratio is that of the trinomial maximum-likelihood distributions with
 * expected score s1 and s0,
 *
 *     LLR = N * sum_i p_i * (log(1 + l0 (a_i - s0)) - log(1 + l1 (a_i - s1))),
 *
 * with p_i the observed frequencies of the scores a_i in {0, 1/2, 1} and l
 * the root of sum_i p_i (a_i - s) / (1 + l (a_i - s)) = 0 (that makes
 * p_i / (1 + l (a_i - s)) the closest distribution with mean s).  Counts of
 * zero are replaced by 0.001 so that l exists while a category is still
 * empty, as fishtest does.  Wald's bounds: stop for H1 when LLR >=
 * log((1 - beta) / alpha), for H0 when LLR <= log(beta / (1 - alpha)).
 */
#ifndef NOIRLAB_SPRT_H
#define NOIRLAB_SPRT_H

#include <stddef.h>
#include <stdint.h>

#include "analysis/stats.h"

typedef struct SprtParams {
    double elo0, elo1;      /* H0 and H1, Elo of A over B; elo0 < elo1 */
    double alpha, beta;     /* P(accept H1 | H0), P(accept H0 | H1) */
} SprtParams;

/* Pairs so far, by A's score in the pair. */
typedef struct SprtCounts {
    uint64_t a_ahead;       /* A won, B lost: 1 */
    uint64_t level;         /* both won or both lost: 1/2 */
    uint64_t b_ahead;       /* B won, A lost: 0 */
} SprtCounts;

enum SprtVerdict { SPRT_CONTINUE, SPRT_H0, SPRT_H1, SPRT_OUT_OF_GAMES };

typedef struct SprtState {
    int batch;              /* batches played */
    SprtCounts counts;
    double llr, lower, upper;
    int verdict;            /* enum SprtVerdict */
} SprtState;

/* The parameters make sense: elo0 < elo1, 0 < alpha, beta < 1/2.  Returns 0,
 * or -1 with a message naming the flag (--elo0, --alpha, ...). */
int sprt_check(const SprtParams *p, char *err, size_t errlen);

/* Wald's bounds: log(beta / (1 - alpha)) and log((1 - beta) / alpha). */
void sprt_bounds(const SprtParams *p, double *lower, double *upper);

/* The log-likelihood ratio of H1 against H0 for the counts (0 without pairs). */
double sprt_llr(const SprtParams *p, const SprtCounts *c);

/* The verdict for an LLR. */
int sprt_verdict(const SprtParams *p, double llr);

double sprt_score_of_elo(double elo);
double sprt_elo_of_score(double s);   /* +/-infinity at s = 1 / s = 0 */

/* The mean pair score and its interval (+/- z standard errors of the
 * trinomial), mapped to Elo. */
double sprt_elo_estimate(const SprtCounts *c, double z, Interval *ci);

/*
 * The sequential loop.  next() plays the next batch of pairs (batch number
 * b = 0, 1, ...) and adds them to *add; adding nothing means there are no
 * games left, and the test ends SPRT_OUT_OF_GAMES.  After every batch the
 * LLR is compared with the bounds and progress() (may be NULL) sees the
 * state.  Checking only between batches makes the stopping point a function
 * of the games alone, whatever plays them.  Returns 0 with the final state,
 * or -1 when next() fails (its message is in err).
 */
typedef int (*SprtNext)(void *ctx, int batch, SprtCounts *add, char *err, size_t errlen);
typedef void (*SprtProgress)(void *ctx, const SprtState *s);

int sprt_run(const SprtParams *p, SprtNext next, void *next_ctx, SprtProgress progress, void *progress_ctx,
             SprtState *out, char *err, size_t errlen);

/* "H0 accepted", "H1 accepted", "continue", "no decision (out of games)". */
const char *sprt_verdict_name(int verdict);

#endif
