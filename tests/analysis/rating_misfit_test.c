/*
 * rating_misfit_test — the goodness of fit of the Bradley-Terry ratings and
 * the intervals widened by the dispersion (analysis/rating.h, "Misfit").
 *
 *   - a 2 x 2 ladder that no rating can fit, solved by hand: by symmetry
 *     every pair's model probability is the mean rate, Pearson's X^2 and the
 *     model's standard errors follow in closed form, and the intervals are
 *     sqrt(X^2 / df) times wider;
 *   - counts that the model fits exactly leave the intervals alone;
 *   - sampled games with an interaction between Detective and Murderer (a
 *     random log-odds term per pair, the overdispersion a ladder shows) give
 *     a dispersion far above 1 and many pairs outside their Wilson interval,
 *     and the widened intervals cover the planted main effects about as often
 *     as promised, where the model's alone do not; the same games without the
 *     interaction give a dispersion near 1.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "analysis/rating.h"
#include "base/pcg32.h"
#include "tests/common/rating_fixture.h"
#include "tests/common/test_near.h"

/*
 * D0 wins 70 of 100 against M0 and 30 of 100 against M1, D1 the other way
 * round.  Swapping both sides' labels maps the data onto itself, so d0 = d1
 * and m0 = m1 = 0, and every pair's probability is 140 / 400 = 0.5 (prior 0).
 * X^2 = 4 * (70 - 50)^2 / (100 * 0.25) = 64 on 4 - 3 = 1 degree of freedom.
 * Information for (d0, d1, m0), m1 = -m0: each pair adds 100 * 0.25 times the
 * outer product of its gradient (1,0,-1), (1,0,1), (0,1,-1), (0,1,1), so
 * 25 * diag(2, 2, 4); var d0 = 1/50 in natural units: 0.14142 * 173.72 =
 * 24.567 Elo, widened by sqrt(64) = 8 to 196.54.  Every pair's Wilson 95%
 * interval (70/100: [0.604, 0.781]) excludes 0.5.
 */
static void test_crossed_pairs_by_hand(void **state)
{
    (void)state;
    RatingGames g[] = {{0, 0, 100, 70}, {0, 1, 100, 30}, {1, 0, 100, 30}, {1, 1, 100, 70}};
    Ratings r;
    rating_fit_ok(2, 2, g, 4, 0.0, &r);
    assert_near(r.elo[0], r.elo[1], 1e-9);
    assert_near(r.elo[2], 0.0, 1e-9);
    assert_near(rating_win_probability(&r, 0, 0), 0.5, 1e-12);
    assert_int_equal(r.pairs, 4);
    assert_int_equal(r.df, 1);
    assert_near(r.pearson, 64.0, 1e-9);
    assert_near(r.dispersion, 64.0, 1e-9);
    assert_int_equal(r.pairs_outside, 4);
    assert_near(rating_pairs_outside_expected(&r), 0.2, 1e-12);
    double model_se = ELO_PER_NATURAL / sqrt(50.0);
    assert_near(rating_se(&r, 0), 8 * model_se, 1e-6);
    Interval ci = rating_interval(&r, 0, Z95);
    assert_near(ci.hi - ci.lo, 2 * Z95 * 8 * model_se, 1e-6);
    ratings_free(&r);
}

/* Planted ratings, in Elo: 3 detectives, 3 murderers averaging 0. */
static const double planted[6] = {150, 0, -120, 80, -30, -50};

static void test_exact_counts_keep_the_model_intervals(void **state)
{
    (void)state;
    RatingGames g[9];
    const uint64_t n = 1000000;
    planted_expected_counts(planted, 3, 3, n, g);
    Ratings r;
    rating_fit_ok(3, 3, g, 9, 0.0, &r);
    assert_int_equal(r.df, 4);
    assert_true(r.pearson < 0.01); /* rounding the wins only */
    assert_near(r.dispersion, 1.0, 0);
    assert_int_equal(r.pairs_outside, 0);
    ratings_free(&r);
}

enum { ND = 6, NM = 5, GAMES = 400, LADDERS = 40 };

/* One sampled ladder: main effects uniform in [-200, 200] Elo (murderers
 * centred), plus an interaction of standard deviation `tau` log-odds per pair
 * when tau > 0.  Returns how many of the ND + NM ratings' 95% intervals cover
 * the planted ones, with the widened intervals and with the model's. */
static void sample_ladder(Pcg32 *rng, double tau, Ratings *r, int *covered, int *covered_model)
{
    double rating[ND + NM], mean = 0;
    for (int k = 0; k < ND + NM; k++)
        rating[k] = (pcg32_next(rng) * 0x1p-32 - 0.5) * 400;
    for (int j = 0; j < NM; j++)
        mean += rating[ND + j] / NM;
    for (int j = 0; j < NM; j++)
        rating[ND + j] -= mean;
    RatingGames g[ND * NM];
    for (int i = 0; i < ND; i++)
        for (int j = 0; j < NM; j++) {
            /* a normal deviate from two uniforms (Box-Muller) */
            double u1 = (pcg32_next(rng) + 1.0) * 0x1p-32, u2 = pcg32_next(rng) * 0x1p-32;
            double noise = tau * sqrt(-2 * log(u1)) * cos(2 * 3.14159265358979323846 * u2);
            double p = 1 / (1 + exp(-((rating[i] - rating[ND + j]) / ELO_PER_NATURAL + noise)));
            g[i * NM + j] = (RatingGames){i, j, GAMES, sampled_wins(rng, GAMES, p)};
        }
    rating_fit_ok(ND, NM, g, ND * NM, 1.0, r);
    *covered = *covered_model = 0;
    for (int k = 0; k < ND + NM; k++) {
        double se = rating_se(r, k), model_se = se / sqrt(r->dispersion);
        *covered += fabs(r->elo[k] - rating[k]) <= Z95 * se;
        *covered_model += fabs(r->elo[k] - rating[k]) <= Z95 * model_se;
    }
}

static void test_overdispersed_ladders_widen(void **state)
{
    (void)state;
    Pcg32 rng;
    pcg32_seed(&rng, 1313, 0);
    long covered = 0, covered_model = 0, ratings = 0;
    double min_dispersion = 1e9;
    int outside = 0, pairs = 0;
    for (int l = 0; l < LADDERS; l++) {
        Ratings r;
        int c, cm;
        sample_ladder(&rng, 0.4, &r, &c, &cm);
        covered += c;
        covered_model += cm;
        ratings += ND + NM;
        min_dispersion = fmin(min_dispersion, r.dispersion);
        outside += r.pairs_outside;
        pairs += r.pairs;
        ratings_free(&r);
    }
    /* Per pair X^2 is about 1 + GAMES p(1-p) tau^2 = 1 + 400 * 0.2 * 0.16, some 13, less what the fit absorbs. */
    assert_true(min_dispersion > 4);
    assert_true(outside > 10 * 0.05 * pairs); /* far more than the 5% a fitting model leaves */
    double rate = (double)covered / (double)ratings, rate_model = (double)covered_model / (double)ratings;
    print_message("coverage of the planted ratings: widened %.3f, model %.3f\n", rate, rate_model);
    assert_true(rate > 0.90);       /* about the promised 95% */
    assert_true(rate_model < 0.75); /* the model's intervals alone promise 95% and do not keep it */
}

static void test_fitting_ladders_stay_near_one(void **state)
{
    (void)state;
    Pcg32 rng;
    pcg32_seed(&rng, 1717, 0);
    double sum = 0;
    int outside = 0, pairs = 0;
    for (int l = 0; l < LADDERS; l++) {
        Ratings r;
        int c, cm;
        sample_ladder(&rng, 0, &r, &c, &cm);
        sum += r.pearson / r.df;
        outside += r.pairs_outside;
        pairs += r.pairs;
        ratings_free(&r);
    }
    double mean = sum / LADDERS; /* X^2 / df has mean about 1 when the model holds */
    assert_true(mean > 0.8 && mean < 1.2);
    assert_true(outside < 0.08 * pairs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_crossed_pairs_by_hand),
        cmocka_unit_test(test_exact_counts_keep_the_model_intervals),
        cmocka_unit_test(test_overdispersed_ladders_widen),
        cmocka_unit_test(test_fitting_ladders_stay_near_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
