/*
 * rating_test — the Bradley-Terry fit of analysis/rating.c.
 *
 *   - one pair has a closed form: d = 400/ln10 * logit((w + prior/2) / (n + prior)),
 *     standard error 400/ln10 / sqrt((n + prior) p (1 - p)), and m = 0;
 *   - two detectives with the same record get the same rating, and the
 *     interval of their difference is centred on 0;
 *   - planted ratings come back: exactly (to rounding) from expected counts,
 *     and within 4 standard errors from sampled games;
 *   - the murderers' ratings average 0 (the anchor of rating.h);
 *   - a one-sided pair without a prior has no finite rating (an error), with
 *     the prior it has; configurations not linked by games are refused.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "analysis/rating.h"
#include "base/pcg32.h"
#include "tests/common/rating_fixture.h"
#include "tests/common/test_near.h"

static double logit(double p)
{
    return log(p / (1 - p));
}

static void test_one_pair_closed_form(void **state)
{
    (void)state;
    RatingGames g = {0, 0, 200, 150};
    Ratings r;
    rating_fit_ok(1, 1, &g, 1, 1.0, &r);
    double p = 150.5 / 201.0;
    assert_near(r.elo[0], ELO_PER_NATURAL * logit(p), 1e-6);
    assert_near(r.elo[1], 0.0, 1e-12);
    assert_near(rating_se(&r, 0), ELO_PER_NATURAL / sqrt(201.0 * p * (1 - p)), 1e-6);
    assert_near(rating_win_probability(&r, 0, 0), p, 1e-9);
    ratings_free(&r);
}

static void test_identical_records_rate_equal(void **state)
{
    (void)state;
    /* Detectives 0 and 1 have the same results against every murderer. */
    const RatingGames g[] = {
        {0, 0, 300, 210}, {0, 1, 300, 150}, {0, 2, 300, 40},
        {1, 0, 300, 210}, {1, 1, 300, 150}, {1, 2, 300, 40},
        {2, 0, 300, 280}, {2, 1, 300, 250}, {2, 2, 300, 120},
    };
    Ratings r;
    rating_fit_ok(3, 3, g, 9, 1.0, &r);
    assert_near(r.elo[0], r.elo[1], 1e-6);
    double diff;
    Interval ci = rating_difference(&r, 0, 1, Z95, &diff);
    assert_near(diff, 0.0, 1e-6);
    assert_true(ci.lo < 0 && ci.hi > 0);
    assert_near(ci.lo, -ci.hi, 1e-6);
    /* They met the same opponents, so their ratings are positively
     * correlated and the difference is known better than if they were not. */
    double se0 = rating_se(&r, 0), se1 = rating_se(&r, 1);
    assert_true(se0 > 0);
    assert_true(ci.hi < Z95 * sqrt(se0 * se0 + se1 * se1));
    /* The stronger detective is rated above, with an interval that excludes 0. */
    ci = rating_difference(&r, 2, 0, Z95, &diff);
    assert_true(diff > 0 && ci.lo > 0);
    ratings_free(&r);
}

/* Planted ratings (Elo): detectives, then murderers (averaging 0). */
static const double planted[7] = {300, 100, 0, -200, 150, 0, -150};

static double planted_p(int det, int mur)
{
    return planted_win_probability(planted[det], planted[4 + mur]);
}

static void test_planted_ratings_from_expected_counts(void **state)
{
    (void)state;
    RatingGames g[12];
    const uint64_t n = 100000000; /* so that rounding the expected wins costs < 0.01 Elo */
    planted_expected_counts(planted, 4, 3, n, g);
    Ratings r;
    rating_fit_ok(4, 3, g, 12, 0.0, &r);
    for (int k = 0; k < 7; k++)
        assert_near(r.elo[k], planted[k], 0.01);
    assert_near(r.elo[4] + r.elo[5] + r.elo[6], 0.0, 1e-9);
    ratings_free(&r);
}

static void test_planted_ratings_from_sampled_games(void **state)
{
    (void)state;
    RatingGames g[12];
    Pcg32 rng;
    pcg32_seed(&rng, 2024, 7);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 3; j++)
            g[i * 3 + j] = (RatingGames){i, j, 3000, sampled_wins(&rng, 3000, planted_p(i, j))};
    Ratings r;
    rating_fit_ok(4, 3, g, 12, 1.0, &r);
    int covered = 0;
    for (int k = 0; k < 7; k++) {
        double se = rating_se(&r, k);
        assert_true(se > 1 && se < 20); /* about 173.7 / sqrt(9000 p(1-p)), give or take */
        if (fabs(r.elo[k] - planted[k]) > 4 * se)
            fail_msg("rating %d: %.1f, planted %.1f, standard error %.1f", k, r.elo[k], planted[k], se);
        Interval ci = rating_interval(&r, k, Z95);
        covered += ci.lo <= planted[k] && planted[k] <= ci.hi;
    }
    assert_true(covered >= 5);
    ratings_free(&r);
}

static void test_one_sided_pair_needs_the_prior(void **state)
{
    (void)state;
    const RatingGames g[] = {{0, 0, 100, 100}, {1, 0, 100, 50}};
    Ratings r;
    char err[512];
    assert_int_equal(rating_fit(2, 1, g, 2, 0.0, &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "every game"));
    rating_fit_ok(2, 1, g, 2, 1.0, &r);
    /* 100.5 of 101: logit = ln(201) = 5.30 natural units. */
    assert_near(r.elo[0], ELO_PER_NATURAL * log(201.0), 1e-6);
    assert_true(isfinite(rating_se(&r, 0)));
    ratings_free(&r);
}

static void test_unlinked_configurations_are_refused(void **state)
{
    (void)state;
    /* Two separate ladders: detective 0 meets murderer 0 only, detective 1 murderer 1 only. */
    const RatingGames g[] = {{0, 0, 10, 5}, {1, 1, 10, 5}};
    assert_int_equal(rating_unreached(2, 2, g, 2), 1);
    Ratings r;
    char err[512];
    assert_int_equal(rating_fit(2, 2, g, 2, 1.0, &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "detective 1"));
    const RatingGames linked[] = {{0, 0, 10, 5}, {1, 1, 10, 5}, {1, 0, 10, 5}};
    assert_int_equal(rating_unreached(2, 2, linked, 3), -1);
    const RatingGames bad[] = {{0, 3, 10, 5}};
    assert_int_equal(rating_fit(1, 1, bad, 1, 1.0, &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "out of range"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_pair_closed_form),
        cmocka_unit_test(test_identical_records_rate_equal),
        cmocka_unit_test(test_planted_ratings_from_expected_counts),
        cmocka_unit_test(test_planted_ratings_from_sampled_games),
        cmocka_unit_test(test_one_sided_pair_needs_the_prior),
        cmocka_unit_test(test_unlinked_configurations_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
