/*
 * rating_fixture.h — ladders with planted ratings for the tests of the
 * Bradley-Terry fit (rating_fit, rating_misfit): the model's win probability
 * written out independently of analysis/rating.c, counts from it (expected
 * or sampled), and the fit that fails the test when refused.
 */
#ifndef NOIRLAB_RATING_FIXTURE_H
#define NOIRLAB_RATING_FIXTURE_H

#include <stdint.h>

#include "analysis/rating.h"
#include "base/pcg32.h"

/* P(the Detective wins) for ratings d and m in Elo: 1 / (1 + e^(-(d - m) / (400 / ln 10))). */
double planted_win_probability(double d, double m);

/* Every pair of n_det detectives and n_mur murderers, g[i * n_mur + j], with
 * n games and the expected wins under the planted ratings (detectives first,
 * then murderers), rounded. */
void planted_expected_counts(const double *planted, int n_det, int n_mur, uint64_t n, RatingGames *g);

/* Wins in n games won each with probability p, drawn from rng. */
uint64_t sampled_wins(Pcg32 *rng, uint64_t n, double p);

/* rating_fit, failing the test with its message when it refuses. */
void rating_fit_ok(int n_det, int n_mur, const RatingGames *g, int n, double prior, Ratings *r);

#endif
