/*
 * rating.h — ratings of configurations from the games of a ladder
 * (docs/ladder.md): Plackett-Luce for games of any number of seats, and
 * Bradley-Terry, its two-seat case, for the Detective and Murderer ladders.
 *
 * The model.  Every configuration k has a rating theta_k.  A game of n seats
 * ends in a finishing order a_1, ..., a_n, and (Plackett-Luce)
 *
 *     P(order) = prod over i < n of e^theta_{a_i} / sum over j >= i of e^theta_{a_j}:
 *
 * the winner is drawn in proportion to e^theta among all seats, the second
 * among the rest, and so on.  With two seats this is Bradley-Terry: a game is
 * Detective configuration i against Murderer configuration j, and
 *
 *     P(the Detective wins) = logistic(d_i - m_j).
 *
 * Only differences of ratings are seen, so one constraint pins the scale's
 * origin: the ratings of the anchor configurations (the murderers) average
 * 0.  A detective's rating is then its log-odds of winning against the
 * average murderer, and whatever the scenario gives the Detective (a layout
 * that favours one side) is absorbed in the detectives' ratings rather than
 * needing a parameter of its own.  Ratings are reported in Elo points:
 * natural units times 400 / ln 10, so that a difference of 400 means odds of
 * 10 to 1.
 *
 * The fit.  Maximum likelihood by the MM algorithm of Hunter ("MM algorithms
 * for generalized Bradley-Terry models", Annals of Statistics 32:384-406,
 * 2004): each step raises the likelihood, from all ratings equal, until no
 * rating moves by 1e-13 natural units.  (Up to schema version 4 the ladder
 * fitted Bradley-Terry by Newton's method; the two give the same ratings and
 * intervals to 1e-9, tests/analysis/rating_pl_test.c.)
 *
 * A prior of `prior` virtual two-seat games per pair of configurations that
 * met, each finishing first in half of them (the "virtual draws" of Coulom's
 * BayesElo), keeps ratings finite when a configuration wins or loses every
 * game, which strong bots do against random ones.  With hundreds of games
 * per pair it moves a rating by a fraction of its standard error.
 *
 * Intervals.  From the observed Fisher information: the inverse of the
 * negative Hessian of the (penalised) log-likelihood at the optimum, with
 * respect to the free parameters (every rating but the last anchor's, which
 * is minus the sum of the other anchors'), is their covariance; the
 * constraint maps it to all ratings, and a rating's 95% interval is rating
 * +/- 1.96 standard errors.  rating_difference() gives the interval of a
 * difference from the same covariance, which is narrower than the two
 * intervals suggest when the two configurations met the same opponents.
 *
 * Misfit.  Those intervals hold only if the model fits, and one number per
 * configuration often does not: a Detective with a model of one kind of
 * Murderer is better against it and worse against others, and win rates
 * near the guessing floor are not logistic.  The choices are grouped by the
 * set of configurations they were made among (two seats: by pair); the
 * Pearson statistic X^2 = sum over groups and members of (chosen - n p)^2 /
 * (n p), for two seats sum over pairs of (wins - n p)^2 / (n p (1 - p)), has
 * about df = sum over groups of (size - 1), less (configurations - 1),
 * degrees of freedom when it does; the covariance is multiplied by the
 * dispersion phi = max(1, X^2 / df) (quasi-likelihood, McCullagh & Nelder,
 * "Generalized Linear Models", 1989, section 4.5), so every interval is
 * sqrt(phi) times the model's.  The goodness of fit is also reported as the
 * groups' proportions (for two seats: the pairs) whose model probability
 * falls outside their own Wilson 95% interval, against the about 5%
 * expected of them.
 */
#ifndef NOIRLAB_RATING_H
#define NOIRLAB_RATING_H

#include <stddef.h>
#include <stdint.h>

#include "analysis/stats.h"

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
    int iterations;            /* MM steps taken */
    /* the goodness of fit, from the real games (see Misfit above) */
    int pairs;                 /* pairs that played (more seats: proportions fitted, see Misfit above) */
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

/* Fit Bradley-Terry (Plackett-Luce of two seats, the murderers the anchor).
 * Returns 0, or -1 with a message (no games, a bad index, not connected:
 * call rating_unreached() first for a message with names). */
int rating_fit(int n_det, int n_mur, const RatingGames *g, int n, double prior, Ratings *out, char *err,
               size_t errlen);

/* Games of more seats, for Plackett-Luce. */
enum { PL_SEATS_MAX = 8 };

/* `count` games of n_seats seats that finished in the order item[0] (first),
 * item[1], ...: configurations 0..n_items-1, each at most once. */
typedef struct PlGame {
    int n_seats;
    int item[PL_SEATS_MAX];
    double count;
} PlGame;

/* As rating_unreached(), for games of any number of seats: -1 when every
 * configuration is linked to configuration 0 by games played, else one that
 * is not. */
int pl_unreached(int n_items, const PlGame *g, int n);

/* Fit Plackett-Luce to n_items configurations, the last n_anchor of which
 * average 0.  The Ratings hold n_items ratings, with n_det = n_items -
 * n_anchor and n_mur = n_anchor; rating_se, rating_interval and
 * rating_difference read them as any other.  0, or -1 with a message. */
int rating_fit_pl(int n_items, int n_anchor, const PlGame *g, int n, double prior, Ratings *out, char *err,
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
