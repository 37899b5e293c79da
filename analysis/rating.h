/*
 * rating.h — Bradley-Terry ratings of Detective and Murderer configurations
 * from the games of a ladder (docs/ladder.md).
 *
 * The model.  A game is Detective configuration i against Murderer
 * configuration j, and
 *
 *     P(the Detective wins) = logistic(d_i - m_j).
 *
 * Only differences d_i - m_j are seen, so one constraint pins the scale's
 * origin: the murderers' ratings average 0.  A detective's rating is then
 * its log-odds of winning against the average murderer, and whatever the
 * scenario gives the Detective (a layout that favours one side) is absorbed
 * in the detectives' ratings rather than needing a parameter of its own.
 * Ratings are reported in Elo points: natural units times 400 / ln 10, so
 * that a difference of 400 means odds of 10 to 1.
 *
 * The fit.  Maximum likelihood by Newton's method on the free parameters
 * (d_1..d_D, m_1..m_{M-1}; m_M = -(m_1 + ... + m_{M-1})), with step halving
 * when a step would lower the likelihood.  The log-likelihood is concave, so
 * this converges from zero in a handful of steps.
 *
 * A prior of `prior` virtual games per pair that played, half of them won
 * (the "virtual draws" of Coulom's BayesElo), keeps ratings finite when a
 * configuration wins or loses every game, which strong bots do against
 * random ones.  With hundreds of games per pair it moves a rating by a
 * fraction of its standard error.
 *
 * Intervals.  From the observed Fisher information: the inverse of the
 * negative Hessian of the (penalised) log-likelihood at the optimum is the
 * covariance of the free parameters; the constraint maps it to all D + M
 * ratings, and a rating's 95% interval is rating +/- 1.96 standard errors.
 * rating_difference() gives the interval of a difference from the same
 * covariance, which is narrower than the two intervals suggest when the two
 * configurations met the same opponents.
 *
 * Misfit.  Those intervals hold only if the model fits, and one number per
 * configuration often does not: a Detective with a model of one kind of
 * Murderer is better against it and worse against others, and win rates
 * near the guessing floor are not logistic.  The fit's Pearson statistic
 * X^2 = sum over pairs of (wins - n p)^2 / (n p (1 - p)) has about df = pairs
 * - (D + M - 1) degrees of freedom when it does; the covariance is multiplied
 * by the dispersion phi = max(1, X^2 / df) (quasi-likelihood, McCullagh &
 * Nelder, "Generalized Linear Models", 1989, section 4.5), so every interval
 * is sqrt(phi) times the model's.  The goodness of fit is also reported as
 * the pairs whose model probability falls outside the pair's own Wilson 95%
 * interval, against the about 5% expected of them.
 */
#ifndef NOIRLAB_RATING_H
#define NOIRLAB_RATING_H

#include <stddef.h>
#include <stdint.h>

#include "stats.h"

/* Elo points per natural (log-odds) unit: 400 / ln 10. */
#define ELO_PER_NATURAL 173.71779276130073

/* The games of one pairing (entries for the same pair add up). */
typedef struct RatingGames {
    int det, mur;              /* 0..n_det-1, 0..n_mur-1 */
    uint64_t games, det_wins;
} RatingGames;

/*
 * The fit.  Ratings are numbered detectives first: rating k < n_det is
 * detective k, rating n_det + j is murderer j.
 */
typedef struct Ratings {
    int n_det, n_mur;
    double *elo;               /* n_det + n_mur ratings, Elo points */
    double *cov;               /* (n_det + n_mur)^2 covariance, Elo points squared, row-major */
    double prior;              /* virtual games per pair that played */
    double log_likelihood;     /* of the real games (without the prior) at the fitted ratings */
    int iterations;            /* Newton steps taken */
    /* the goodness of fit, from the real games (see Misfit above) */
    int pairs;                 /* pairs that played */
    int df;                    /* pairs - (n_det + n_mur - 1), the residual degrees of freedom */
    double pearson;            /* Pearson's X^2 */
    double dispersion;         /* max(1, X^2 / df), 1 when df < 1; cov is already multiplied by it */
    int pairs_outside;         /* pairs whose model probability is outside their Wilson 95% interval */
} Ratings;

enum { RATING_PRIOR_DEFAULT = 1 };

/*
 * Is every configuration linked to every other through games played?  If
 * not, the ratings of the separate groups cannot be compared.  Returns -1
 * when connected (or empty), else the index (numbered as in Ratings) of a
 * configuration that cannot be reached from detective 0.
 */
int rating_unreached(int n_det, int n_mur, const RatingGames *g, int n);

/* Fit.  Returns 0, or -1 with a message (no games, a bad index, not
 * connected: call rating_unreached() first for a message with names). */
int rating_fit(int n_det, int n_mur, const RatingGames *g, int n, double prior, Ratings *out, char *err,
               size_t errlen);

void ratings_free(Ratings *r);

/* Pairs expected outside their Wilson 95% interval when the model fits:
 * 5% of r->pairs (the parameters fitted to them make it a little fewer). */
double rating_pairs_outside_expected(const Ratings *r);

/* Standard error of rating k (Elo points), widened by the dispersion. */
double rating_se(const Ratings *r, int k);

/* rating k +/- z standard errors. */
Interval rating_interval(const Ratings *r, int k, double z);

/* The difference rating a - rating b and its interval, +/- z standard errors
 * of the difference (variance a + variance b - 2 covariance). */
Interval rating_difference(const Ratings *r, int a, int b, double z, double *diff);

/* The model's P(detective i beats murderer j) at the fitted ratings. */
double rating_win_probability(const Ratings *r, int det, int mur);

#endif
