/*
 * rating_fixture.c — ladders with planted ratings (rating_fixture.h).
 */
#include "tests/common/rating_fixture.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

double planted_win_probability(double d, double m)
{
    return 1 / (1 + exp(-(d - m) / (400 / log(10.0))));
}

void planted_expected_counts(const double *planted, int n_det, int n_mur, uint64_t n, RatingGames *g)
{
    for (int i = 0; i < n_det; i++)
        for (int j = 0; j < n_mur; j++) {
            double p = planted_win_probability(planted[i], planted[n_det + j]);
            g[i * n_mur + j] = (RatingGames){i, j, n, (uint64_t)llround((double)n * p)};
        }
}

uint64_t sampled_wins(Pcg32 *rng, uint64_t n, double p)
{
    uint64_t wins = 0;
    for (uint64_t t = 0; t < n; t++)
        wins += pcg32_next(rng) * 0x1p-32 < p;
    return wins;
}

void rating_fit_ok(int n_det, int n_mur, const RatingGames *g, int n, double prior, Ratings *r)
{
    char err[512];
    if (rating_fit(n_det, n_mur, g, n, prior, r, err, sizeof err))
        fail_msg("rating_fit: %s", err);
}
