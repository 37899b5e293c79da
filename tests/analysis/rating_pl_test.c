/*
 * rating_pl_test — Plackett-Luce ratings by the MM algorithm (analysis/rating.c).
 *
 *   - two seats: the ladder's Bradley-Terry fit, now the two-seat case of
 *     Plackett-Luce, gives the ratings, standard errors, difference interval,
 *     log-likelihood and goodness of fit that the Newton fit of the release
 *     before gave on the same games (its figures below, 17 digits), to 1e-9,
 *     with and without the prior, on a ladder that misfits on purpose (so the
 *     dispersion widens the intervals) and has a pair listed twice and a pair
 *     that never met;
 *   - three seats: planted strengths come back exactly from expected counts
 *     (fractional games), and within 4 standard errors from sampled games,
 *     whose goodness of fit is then that of a model that fits;
 *   - games that leave a configuration unlinked, or one that never finishes
 *     ahead without a prior, are refused.
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
#include "tests/common/test_near.h"

/* 3 detectives x 4 murderers: detective 1 meets murderer 2 in two entries
 * (they add up), and detective 0 wins all of its games against murderer 3
 * (without the prior that pair is left out, so it never met). */
static const RatingGames ladder[] = {
    {0, 0, 400, 310}, {0, 1, 400, 220}, {0, 2, 400, 95}, {0, 3, 200, 200},
    {1, 0, 400, 350}, {1, 1, 400, 300}, {1, 3, 400, 120},
    {2, 0, 300, 120}, {2, 1, 300, 150}, {2, 2, 300, 20}, {2, 3, 300, 2},
    {1, 2, 100, 30},  {1, 2, 150, 70},
};
enum { LADDER = sizeof ladder / sizeof ladder[0], ONE_SIDED = 3 };

/* What the Newton fit of schema version 4's release printed for them. */
typedef struct Golden {
    double prior;
    double elo_se[7][2];
    double diff, lo, hi;     /* detective 0 - detective 1, 95% */
    double ll, pearson, dispersion;
    int df, pairs, outside;
} Golden;

static const Golden golden[] = {
    {0.0, /* without the one-sided pair */
     {{-73.515539830047558, 45.6277946259072},
      {77.430140024684704, 40.77829881861026},
      {-258.43932183307726, 50.440413564066354},
      {-243.66504605424277, 42.898228068587514},
      {-155.34600445147558, 40.651641270788907},
      {146.48902700481034, 45.606719527597321},
      {252.52202350090795, 58.691959760949764}},
     -150.94567985473225, -273.82509064223547, -28.066269067229044,
     -2028.1444734845718, 67.979614730354029, 13.595922946070806, 5, 11, 6},
    {1.0,
     {{61.214313611982426, 91.570255417958478},
      {58.898069957370424, 89.031289414242991},
      {-231.37808568967236, 110.76571851777057},
      {-190.46453691696226, 95.171037509021915},
      {-101.26137969592594, 89.76645134066564},
      {209.04058409113318, 103.63894651993645},
      {82.685332521755015, 97.259060430712438}},
     2.316243654612002, -249.72214891564619, 254.35463622487021,
     -2269.10311014636, 454.67339083265074, 75.778898472108452, 6, 12, 8},
};

static void assert_close(double got, double want)
{
    if (fabs(got - want) > 1e-9 * fmax(1.0, fabs(want)))
        fail_msg("%.17g, the Newton fit gave %.17g (difference %.3g)", got, want, got - want);
}

static void test_two_seats_are_the_newton_bradley_terry(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof golden / sizeof golden[0]; k++) {
        const Golden *w = &golden[k];
        RatingGames g[LADDER];
        int n = 0;
        for (int i = 0; i < LADDER; i++)
            if (w->prior > 0 || i != ONE_SIDED)
                g[n++] = ladder[i];
        Ratings r;
        char err[256];
        if (rating_fit(3, 4, g, n, w->prior, &r, err, sizeof err))
            fail_msg("%s", err);
        for (int i = 0; i < 7; i++) {
            assert_close(r.elo[i], w->elo_se[i][0]);
            assert_close(rating_se(&r, i), w->elo_se[i][1]);
        }
        double diff;
        Interval ci = rating_difference(&r, 0, 1, Z95, &diff);
        assert_close(diff, w->diff);
        assert_close(ci.lo, w->lo);
        assert_close(ci.hi, w->hi);
        assert_close(r.log_likelihood, w->ll);
        assert_close(r.pearson, w->pearson);
        assert_close(r.dispersion, w->dispersion);
        assert_int_equal(r.df, w->df);
        assert_int_equal(r.pairs, w->pairs);
        assert_int_equal(r.pairs_outside, w->outside);
        ratings_free(&r);
    }
}

/* ---- three seats ---- */

enum { ITEMS = 6, SEATS = 3 };
static const double planted[ITEMS] = {-300, -120, -20, 40, 150, 250}; /* Elo, mean 0 */

/* P(this finishing order) under the planted ratings, written out. */
static double order_probability(const int *order, int n)
{
    double p = 1;
    for (int i = 0; i + 1 < n; i++) {
        double sum = 0;
        for (int j = i; j < n; j++)
            sum += pow(10, planted[order[j]] / 400);
        p *= pow(10, planted[order[i]] / 400) / sum;
    }
    return p;
}

/* Every 3-item table (20) in every finishing order (6), `per_table` games a
 * table, as expected counts; returns the entries written. */
static int expected_games(PlGame *g, double per_table)
{
    static const int perm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    int n = 0;
    for (int a = 0; a < ITEMS; a++)
        for (int b = a + 1; b < ITEMS; b++)
            for (int c = b + 1; c < ITEMS; c++)
                for (int p = 0; p < 6; p++) {
                    const int table[3] = {a, b, c};
                    PlGame *e = &g[n++];
                    e->n_seats = SEATS;
                    for (int s = 0; s < SEATS; s++)
                        e->item[s] = table[perm[p][s]];
                    e->count = per_table * order_probability(e->item, SEATS);
                }
    return n;
}

static void test_three_seats_expected_counts_come_back_exactly(void **state)
{
    (void)state;
    PlGame g[20 * 6];
    int n = expected_games(g, 1000);
    Ratings r;
    char err[256];
    if (rating_fit_pl(ITEMS, ITEMS, g, n, 0.0, &r, err, sizeof err))
        fail_msg("%s", err);
    for (int k = 0; k < ITEMS; k++)
        assert_near(r.elo[k], planted[k], 1e-6);
    assert_near(r.pearson, 0.0, 1e-12);
    assert_int_equal(r.pairs, 20 * 2 + 15); /* 20 tables of 3 (2 free proportions), 15 pairs left to choose */
    ratings_free(&r);
}

/* One sampled game: three distinct items, then the finishing order drawn
 * seat by seat in proportion to 10^(rating / 400). */
static PlGame sampled_game(Pcg32 *rng)
{
    PlGame g = {.n_seats = SEATS, .count = 1};
    int in[SEATS];
    for (int s = 0; s < SEATS; s++) {
        int ok;
        do {
            in[s] = (int)pcg32_bounded(rng, ITEMS);
            ok = 1;
            for (int t = 0; t < s; t++)
                ok &= in[t] != in[s];
        } while (!ok);
    }
    for (int s = 0; s < SEATS; s++) {
        double sum = 0, u;
        for (int t = s; t < SEATS; t++)
            sum += pow(10, planted[in[t]] / 400);
        u = pcg32_next(rng) * 0x1p-32 * sum;
        int pick = s;
        for (double acc = pow(10, planted[in[s]] / 400); acc < u && pick + 1 < SEATS;)
            acc += pow(10, planted[in[++pick]] / 400);
        int tmp = in[s];
        in[s] = in[pick];
        in[pick] = tmp;
        g.item[s] = in[s];
    }
    return g;
}

static void test_three_seats_sampled_games_recover_the_strengths(void **state)
{
    (void)state;
    enum { GAMES = 4000 };
    static PlGame g[GAMES];
    Pcg32 rng;
    pcg32_seed(&rng, 2026, 32);
    for (int i = 0; i < GAMES; i++)
        g[i] = sampled_game(&rng);
    Ratings r;
    char err[256];
    if (rating_fit_pl(ITEMS, ITEMS, g, GAMES, 1.0, &r, err, sizeof err))
        fail_msg("%s", err);
    double mean = 0;
    for (int k = 0; k < ITEMS; k++) {
        double se = rating_se(&r, k);
        if (fabs(r.elo[k] - planted[k]) > 4 * se)
            fail_msg("rating %d: %.1f, planted %.1f, standard error %.1f", k, r.elo[k], planted[k], se);
        assert_true(se > 5 && se < 40);
        mean += r.elo[k] / ITEMS;
    }
    assert_near(mean, 0.0, 1e-9); /* the anchor: all six average 0 */
    /* The ordering is recovered, and the model fits: X^2 near its df. */
    for (int k = 0; k + 1 < ITEMS; k++)
        assert_true(r.elo[k] < r.elo[k + 1]);
    assert_true(r.pearson < 2.0 * r.df);
    assert_true(r.dispersion < 2.0);
    ratings_free(&r);
}

static void test_refusals(void **state)
{
    (void)state;
    Ratings r;
    char err[256];
    /* Items 3 and 4 only ever meet each other. */
    const PlGame apart[] = {{3, {0, 1, 2}, 5}, {2, {3, 4}, 5}, {2, {4, 3}, 5}};
    assert_int_equal(rating_fit_pl(5, 5, apart, 3, 1.0, &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "configuration 3 has no games linking it"));
    /* Item 2 always last, and no prior. */
    const PlGame last[] = {{3, {0, 1, 2}, 5}, {3, {1, 0, 2}, 5}};
    assert_int_equal(rating_fit_pl(3, 3, last, 2, 0.0, &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "configuration 2 never finishes ahead"));
    const PlGame twice[] = {{3, {0, 1, 1}, 5}};
    assert_int_equal(rating_fit_pl(3, 3, twice, 1, 1.0, &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "out of range"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_seats_are_the_newton_bradley_terry),
        cmocka_unit_test(test_three_seats_expected_counts_come_back_exactly),
        cmocka_unit_test(test_three_seats_sampled_games_recover_the_strengths),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
