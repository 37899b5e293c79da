/*
 * equilibrium_test — the meta-game solver (analysis/matrix_game.c,
 * analysis/equilibrium.c) on games whose answers are known:
 *
 *   - a rock-paper-scissors-like matrix: both mixtures uniform, value 1/2;
 *     a 2 x 2 game solved by hand (indifference): x = (1/4, 3/4), y = (1/2,
 *     1/2), value 1/2;
 *   - a dominance-solvable 3 x 3 matrix: the pure pair left by iterated
 *     strict dominance, its value, and every policy's regret against it;
 *     with a pure opposing mixture each regret gets Newcombe's paired
 *     interval of the two policies' games on the same deals;
 *   - the bootstrap over deals covers the true value of a synthetic
 *     population (a planted win-rate matrix, deals correlated across the
 *     pairs as common deals are) in at least 93 of 100 seeded trials.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "analysis/equilibrium.h"
#include "analysis/exploitability.h"
#include "analysis/matrix_game.h"
#include "analysis/stats.h"
#include "base/pcg32.h"
#include "tests/common/test_near.h"

static void solve_or_fail(int rows, int cols, const double *a, double *x, double *y, double *v)
{
    char err[256];
    if (matrix_game_solve(rows, cols, a, x, y, v, err, sizeof err))
        fail_msg("%s", err);
}

static void test_rock_paper_scissors(void **state)
{
    (void)state;
    /* Each beats the next: a win rate of 1 against it, 0 against the one before, 1/2 level. */
    const double rps[9] = {0.5, 1, 0, 0, 0.5, 1, 1, 0, 0.5};
    double x[3], y[3], v;
    solve_or_fail(3, 3, rps, x, y, &v);
    assert_near(v, 0.5, 1e-9);
    for (int k = 0; k < 3; k++) {
        assert_near(x[k], 1.0 / 3, 1e-9);
        assert_near(y[k], 1.0 / 3, 1e-9);
    }
    /* 0.8x + 0.4(1-x) = 0.2x + 0.6(1-x) gives x = 1/4; 0.8y + 0.2(1-y) = 0.4y + 0.6(1-y) gives y = 1/2. */
    const double two[4] = {0.8, 0.2, 0.4, 0.6};
    solve_or_fail(2, 2, two, x, y, &v);
    assert_near(v, 0.5, 1e-9);
    assert_near(x[0], 0.25, 1e-9);
    assert_near(y[0], 0.5, 1e-9);
}

/*
 * Row 1 is below row 0 everywhere; then column 2 is above column 0 in every
 * row; then column 0 is above column 1 in rows 0 and 2; against column 1 row
 * 0 (0.4) beats row 2 (0.2): the saddle point (row 0, column 1), value 0.4.
 */
static const double dominance[9] = {0.6, 0.4, 0.9, 0.5, 0.3, 0.8, 0.7, 0.2, 0.9};

static void test_dominance_solvable(void **state)
{
    (void)state;
    double x[3], y[3], v;
    solve_or_fail(3, 3, dominance, x, y, &v);
    assert_near(v, 0.4, 1e-9);
    assert_near(x[0], 1, 1e-9);
    assert_near(y[1], 1, 1e-9);
}

/* Deals of a planted matrix p: deal d of pair c is won when u < p[c], where u
 * is the deal's own draw (shared by every pair) with probability rho and a
 * draw of the pair's otherwise: each pair's games are Bernoulli(p[c]), and
 * the pairs are correlated deal by deal as on common deals. */
static uint8_t *synthetic_games(const double *p, int cells, uint32_t deals, double rho, Pcg32 *rng)
{
    uint8_t *won = malloc((size_t)cells * deals);
    assert_non_null(won);
    for (uint32_t d = 0; d < deals; d++) {
        double shared = pcg32_next(rng) / 4294967296.0;
        for (int c = 0; c < cells; c++) {
            int common = pcg32_next(rng) / 4294967296.0 < rho;
            double u = common ? shared : pcg32_next(rng) / 4294967296.0;
            won[(size_t)c * deals + d] = u < p[c];
        }
    }
    return won;
}

static void solve_games(const MetaGame *g, int replicates, uint64_t seed, Equilibrium *e)
{
    EquilibriumOptions opt = {replicates, seed, 0.95};
    char err[256];
    if (equilibrium_solve(g, &opt, e, err, sizeof err))
        fail_msg("%s", err);
}

/* The dominance-solvable game as exact deals: 10 deals a pair, won in the
 * first 10 p of them, so the pairs agree as much as their rates allow. */
static void test_regrets_and_paired_intervals(void **state)
{
    (void)state;
    uint8_t won[9 * 10];
    for (int c = 0; c < 9; c++)
        for (int d = 0; d < 10; d++)
            won[c * 10 + d] = d < (int)lround(10 * dominance[c]);
    MetaGame g = {3, 3, 10, won};
    Equilibrium e;
    solve_games(&g, 50, 7, &e);
    assert_near(e.value, 0.4, 1e-9);
    const double row_regret[3] = {0, 0.1, 0.2}, col_regret[3] = {0.2, 0, 0.5};
    for (int k = 0; k < 3; k++) {
        assert_near(e.seat[0].regret[k], row_regret[k], 1e-9);
        assert_near(e.seat[1].regret[k], col_regret[k], 1e-9);
    }
    assert_int_equal(e.seat[0].best, 0);
    assert_int_equal(e.seat[1].best, 1);
    /* Row 2 against row 0, both facing column 1: row 0 won deals 0-3, row 2
     * deals 0-1, so 2 both, 2 row 0 only, 0 row 2 only, 6 neither. */
    Interval want = newcombe_paired_difference(2, 2, 0, 6, Z95);
    assert_near(e.seat[0].paired_lo[2], want.lo, 1e-12);
    assert_near(e.seat[0].paired_hi[2], want.hi, 1e-12);
    /* Column 2 against column 1, both facing row 0 (the column wins when the row loses):
     * column 1 won deals 4-9, column 2 deal 9 only (row 0 won deals 0-8 there). */
    want = newcombe_paired_difference(1, 5, 0, 4, Z95);
    assert_near(e.seat[1].paired_lo[2], want.lo, 1e-12);
    assert_near(e.seat[1].paired_hi[2], want.hi, 1e-12);
    assert_true(isnan(e.seat[0].paired_lo[0]) && isnan(e.seat[1].paired_hi[1])); /* the best responses */
    /* The bootstrap's value interval holds the value; the support's regret starts at 0. */
    assert_true(e.value_lo <= e.value && e.value <= e.value_hi);
    assert_near(e.seat[0].regret_lo[0], 0, 1e-12);
    equilibrium_free(&e);
}

/* A mixed equilibrium has no paired interval (NAN), and the same seed gives the same interval. */
static void test_mixed_and_reproducible(void **state)
{
    (void)state;
    const double p[4] = {0.8, 0.2, 0.4, 0.6};
    Pcg32 rng;
    pcg32_seed(&rng, 11, 1);
    uint8_t *won = synthetic_games(p, 4, 400, 0.5, &rng);
    MetaGame g = {2, 2, 400, won};
    Equilibrium a, b;
    solve_games(&g, 200, 3, &a);
    solve_games(&g, 200, 3, &b);
    assert_true(isnan(a.seat[0].paired_lo[0]) && isnan(a.seat[1].paired_hi[1]));
    assert_true(a.value_lo == b.value_lo && a.value_hi == b.value_hi);
    assert_true(a.value_lo < a.value && a.value < a.value_hi);
    equilibrium_free(&a);
    equilibrium_free(&b);
    free(won);
}

/*
 * Coverage: a 4 x 4 population whose true matrix is a rock-paper-scissors
 * core (value 1/2, both mixtures uniform over it) with a dominated fourth
 * policy on each side; 1,000 common deals (a ladder's size), half their randomness shared
 * across the pairs; 100 trials of 200 replicates each.
 */
static void test_bootstrap_coverage(void **state)
{
    (void)state;
    const double p[16] = {0.5, 0.3, 0.7, 0.6, /* */ 0.7, 0.5, 0.3, 0.6, /* */ 0.3, 0.7, 0.5, 0.6,
                          /* dominated row */ 0.25, 0.25, 0.25, 0.3};
    const double truth = 0.5;
    Pcg32 rng;
    pcg32_seed(&rng, 20261128, 5);
    int covered = 0, trials = 100;
    for (int t = 0; t < trials; t++) {
        uint8_t *won = synthetic_games(p, 16, 1000, 0.5, &rng);
        MetaGame g = {4, 4, 1000, won};
        Equilibrium e;
        solve_games(&g, 200, 1000 + (uint64_t)t, &e);
        covered += e.value_lo <= truth && truth <= e.value_hi;
        equilibrium_free(&e);
        free(won);
    }
    printf("bootstrap interval covered the true value in %d of %d trials\n", covered, trials);
    assert_true(covered >= 93);
}

/* A response's gain against the table counted by hand: t = {both, response
 * only, value only, neither} of the responding side's wins. */
static ResponseGain check_gain(int side, const uint8_t *value, const uint8_t *resp, uint64_t seeker_wins, double gain,
                               const uint64_t *t)
{
    ResponseGain g = response_gain(side, value, resp, 10);
    assert_int_equal(g.pair.wins, seeker_wins);
    assert_near(g.gain, gain, 1e-12);
    assert_int_equal(g.better, t[1]);
    assert_int_equal(g.worse, t[2]);
    Interval d = newcombe_paired_difference(t[0], t[1], t[2], t[3], Z95);
    assert_near(g.lo, d.lo, 1e-12);
    assert_near(g.hi, d.hi, 1e-12);
    return g;
}

static void test_response_gains(void **state)
{
    (void)state;
    /* Ten common deals: the value's pair (the seeker won 4) and two response pairs. */
    static const uint8_t value[10] = {1, 1, 1, 1, 0, 0, 0, 0, 0, 0};
    static const uint8_t seeker_resp[10] = {1, 1, 1, 0, 1, 1, 1, 1, 1, 0};
    static const uint8_t hider_resp[10] = {1, 0, 0, 0, 0, 0, 0, 0, 1, 0};
    PairRate v = pair_rate(value, 10);
    assert_int_equal(v.wins, 4);
    assert_near(v.rate, 0.4, 1e-12);
    Interval w = wilson_interval(4, 10, Z95);
    assert_near(v.lo, w.lo, 1e-12);
    assert_near(v.hi, w.hi, 1e-12);

    /* The seeker's response wins 8: both 3, response only 5, value only 1, neither 1. */
    ResponseGain s = check_gain(SIDE_SEEKER, value, seeker_resp, 8, 0.4, (const uint64_t[4]){3, 5, 1, 1});
    /* The hider's response lets the seeker win 2: the hider wins 8 against the
     * value's 6; counted as the hider's wins: both 5, response only 3 (deals 1-3),
     * value only 1 (deal 8), neither 1 (deal 0). */
    ResponseGain h = check_gain(SIDE_HIDER, value, hider_resp, 2, 0.2, (const uint64_t[4]){5, 3, 1, 1});

    /* The loop's rule: above the margin by the lower end, not by the estimate. */
    assert_true(s.lo < s.gain);
    assert_true(response_joins(&s, s.lo - 1e-9));
    assert_false(response_joins(&s, s.lo));
    assert_false(response_joins(&h, 0.02)); /* +0.2, but its interval reaches below 0.02 */
    assert_true(h.lo < 0.02);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rock_paper_scissors),
        cmocka_unit_test(test_dominance_solvable),
        cmocka_unit_test(test_regrets_and_paired_intervals),
        cmocka_unit_test(test_mixed_and_reproducible),
        cmocka_unit_test(test_bootstrap_coverage),
        cmocka_unit_test(test_response_gains),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
