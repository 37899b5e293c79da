/*
 * sprt_test — the sequential test of analysis/sprt.c.
 *
 *   - Wald's bounds for alpha = beta = 0.05 are -/+ ln 19 = 2.944439;
 *   - the Elo <-> score map is the logistic one and inverts;
 *   - the LLR equals N * (max over trinomials with mean s1 of the mean
 *     log-likelihood - the same with mean s0), found here independently by
 *     a one-dimensional search over the trinomial's free parameter;
 *   - error rates over repeated seeded runs on a synthetic Bernoulli source:
 *     two equal configurations accept H1 in at most 10 of 100 runs (alpha =
 *     0.05); a planted difference of about +35 Elo (A wins 60%, B 50%)
 *     accepts H1 in every run;
 *   - identical configurations (every pair level) accept H0 quickly;
 *   - a source that runs dry ends the test without a decision.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "analysis/sprt.h"
#include "base/pcg32.h"
#include "tests/common/test_near.h"

static const SprtParams standard = {0, 10, 0.05, 0.05};

static void test_bounds_and_elo_map(void **state)
{
    (void)state;
    double lo, hi;
    sprt_bounds(&standard, &lo, &hi);
    assert_near(lo, -log(19.0), 1e-12);
    assert_near(hi, log(19.0), 1e-12);
    assert_near(sprt_score_of_elo(0), 0.5, 1e-15);
    assert_near(sprt_score_of_elo(400), 10.0 / 11.0, 1e-12); /* 400 Elo: odds of 10 to 1 */
    for (double e = -600; e <= 600; e += 37.5)
        assert_near(sprt_elo_of_score(sprt_score_of_elo(e)), e, 1e-9);
    assert_true(isinf(sprt_elo_of_score(1.0)) && sprt_elo_of_score(1.0) > 0);
    assert_int_equal(sprt_verdict(&standard, 3.0), SPRT_H1);
    assert_int_equal(sprt_verdict(&standard, -3.0), SPRT_H0);
    assert_int_equal(sprt_verdict(&standard, 0.0), SPRT_CONTINUE);
}

/* The best mean log-likelihood of frequencies f over trinomials (pL, pD, pW)
 * with pW + pD/2 = s: pW = s - pD/2, pL = 1 - s - pD/2, so one parameter pD,
 * and the function is concave in it: ternary search. */
static double best_loglik(const double f[3], double s)
{
    double lo = 0, hi = fmin(2 * s, 2 * (1 - s));
    for (int it = 0; it < 300; it++) {
        double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        double la = f[0] * log(1 - s - a / 2) + f[1] * log(a) + f[2] * log(s - a / 2);
        double lb = f[0] * log(1 - s - b / 2) + f[1] * log(b) + f[2] * log(s - b / 2);
        if (la < lb)
            lo = a;
        else
            hi = b;
    }
    double d = (lo + hi) / 2;
    return f[0] * log(1 - s - d / 2) + f[1] * log(d) + f[2] * log(s - d / 2);
}

static void test_llr_is_the_trinomial_likelihood_ratio(void **state)
{
    (void)state;
    const SprtCounts cases[] = {{130, 700, 100}, {40, 50, 60}, {500, 1000, 520}, {3, 90, 1}};
    const SprtParams params[] = {{0, 10, 0.05, 0.05}, {-5, 5, 0.05, 0.05}, {0, 50, 0.1, 0.2}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (size_t j = 0; j < sizeof params / sizeof params[0]; j++) {
            const SprtCounts *c = &cases[i];
            double n = (double)(c->a_ahead + c->level + c->b_ahead);
            double f[3] = {(double)c->b_ahead / n, (double)c->level / n, (double)c->a_ahead / n};
            double want = n * (best_loglik(f, sprt_score_of_elo(params[j].elo1)) -
                               best_loglik(f, sprt_score_of_elo(params[j].elo0)));
            double got = sprt_llr(&params[j], c);
            if (fabs(got - want) > 1e-6 * fmax(1, fabs(want)))
                fail_msg("case %zu, params %zu: LLR %.9f, expected %.9f", i, j, got, want);
        }
    SprtCounts none = {0, 0, 0};
    assert_near(sprt_llr(&standard, &none), 0.0, 0);
}

/* A synthetic pair source: A and B win independently with pa and pb;
 * batches of `batch` pairs, at most `cap` pairs. */
typedef struct Bernoulli {
    Pcg32 rng;
    double pa, pb;
    int batch;
    uint64_t left;
} Bernoulli;

static int bernoulli_next(void *ctx, int batch, SprtCounts *add, char *err, size_t errlen)
{
    (void)batch;
    (void)err;
    (void)errlen;
    Bernoulli *b = ctx;
    for (int i = 0; i < b->batch && b->left > 0; i++, b->left--) {
        int a = pcg32_next(&b->rng) * 0x1p-32 < b->pa, o = pcg32_next(&b->rng) * 0x1p-32 < b->pb;
        if (a > o)
            add->a_ahead++;
        else if (o > a)
            add->b_ahead++;
        else
            add->level++;
    }
    return 0;
}

/* Verdicts of `runs` seeded runs; the mean number of pairs they took. */
static double repeated(double pa, double pb, int runs, int count[4])
{
    memset(count, 0, 4 * sizeof *count);
    double pairs = 0;
    for (int seed = 0; seed < runs; seed++) {
        Bernoulli b = {.pa = pa, .pb = pb, .batch = 100, .left = 1000000};
        pcg32_seed(&b.rng, 0x5eed0000u + (uint64_t)seed, 54);
        SprtState s;
        char err[256];
        assert_int_equal(sprt_run(&standard, bernoulli_next, &b, NULL, NULL, &s, err, sizeof err), 0);
        count[s.verdict]++;
        pairs += (double)(s.counts.a_ahead + s.counts.b_ahead + s.counts.level);
    }
    return pairs / runs;
}

static void test_equal_configurations_keep_the_error_rate(void **state)
{
    (void)state;
    int count[4];
    repeated(0.5, 0.5, 100, count);
    /* alpha = 0.05: about 5 false H1 in 100 (checking only every 100 pairs lowers it). */
    if (count[SPRT_H1] > 10)
        fail_msg("H1 accepted in %d of 100 runs of equal configurations", count[SPRT_H1]);
    assert_int_equal(count[SPRT_H0] + count[SPRT_H1], 100);
}

static void test_planted_difference_is_found(void **state)
{
    (void)state;
    int count[4];
    /* A 60% against B 50%: pair score 0.55, +34.9 Elo, well above elo1 = 10. */
    repeated(0.6, 0.5, 20, count);
    assert_int_equal(count[SPRT_H1], 20);
}

/* The error rates docs/ladder.md quotes ("SPRT"), 1000 seeded runs of each
 * source with the defaults (elo0 = 0, elo1 = 10, alpha = beta = 0.05,
 * batches of 100 pairs), printed by `ctest -R sprt_test -V`.  Asserted with
 * margin: equal configurations accept H1 in fewer than alpha = 5% of the runs
 * (the rate the docs quote is about 3.5%, and 1000 runs give it a standard
 * error of 0.6 points); at the midpoint of H0 and H1 (+5 Elo) the test is a
 * coin toss, between 35% and 65% (standard error 1.6 points); +35 Elo always
 * accepts H1. */
static void test_error_rates_of_the_docs(void **state)
{
    (void)state;
    /* +5 Elo in the pair score: s = 1 / (1 + 10^(-5/400)) = 1/2 + (pa - pb)/2. */
    double mid = 0.5 + 2 * (1 / (1 + pow(10, -5.0 / 400)) - 0.5);
    static const struct {
        const char *what;
        double pa, pb, h1_lo, h1_hi;
    } source[] = {
        {"equal at 50%", 0.5, 0.5, 0, 0.05},
        {"equal at 30%", 0.3, 0.3, 0, 0.05},
        {"+5 Elo, the midpoint", 0, 0.5, 0.35, 0.65},
        {"60% against 50%, +35 Elo", 0.6, 0.5, 1, 1},
    };
    for (int i = 0; i < 4; i++) {
        int count[4];
        double pa = source[i].pa ? source[i].pa : mid;
        double pairs = repeated(pa, source[i].pb, 1000, count);
        double h1 = count[SPRT_H1] / 1000.0;
        print_message("%-26s H1 accepted in %.1f%% of 1000 runs, after %.0f pairs on average\n", source[i].what,
                      100 * h1, pairs);
        if (h1 < source[i].h1_lo || h1 > source[i].h1_hi)
            fail_msg("%s: H1 accepted in %.3f of the runs, expected [%.2f, %.2f]", source[i].what, h1,
                     source[i].h1_lo, source[i].h1_hi);
    }
}

static void test_identical_configurations_accept_h0(void **state)
{
    (void)state;
    Bernoulli b = {.pa = 1, .pb = 1, .batch = 100, .left = 1000000}; /* every pair level */
    pcg32_seed(&b.rng, 1, 1);
    SprtState s;
    char err[256];
    assert_int_equal(sprt_run(&standard, bernoulli_next, &b, NULL, NULL, &s, err, sizeof err), 0);
    assert_int_equal(s.verdict, SPRT_H0);
    assert_true(s.counts.level <= 1000);
    Interval ci;
    assert_near(sprt_elo_estimate(&s.counts, Z95, &ci), 0.0, 1e-9);
}

static void test_out_of_games(void **state)
{
    (void)state;
    Bernoulli b = {.pa = 0.5, .pb = 0.5, .batch = 100, .left = 250};
    pcg32_seed(&b.rng, 3, 3);
    SprtState s;
    char err[256];
    assert_int_equal(sprt_run(&standard, bernoulli_next, &b, NULL, NULL, &s, err, sizeof err), 0);
    assert_int_equal(s.verdict, SPRT_OUT_OF_GAMES);
    assert_int_equal(s.batch, 3);
    assert_int_equal(s.counts.a_ahead + s.counts.level + s.counts.b_ahead, 250);
}

static void test_bad_parameters(void **state)
{
    (void)state;
    char err[256];
    const SprtParams bad[] = {{10, 10, 0.05, 0.05}, {0, 10, 0, 0.05}, {0, 10, 0.05, 0.7}, {0, 3000, 0.05, 0.05}};
    const char *flag[] = {"--elo0", "--alpha", "--beta", "--elo1"};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(sprt_check(&bad[i], err, sizeof err), -1);
        assert_non_null(strstr(err, flag[i]));
    }
    assert_int_equal(sprt_check(&standard, err, sizeof err), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bounds_and_elo_map),
        cmocka_unit_test(test_llr_is_the_trinomial_likelihood_ratio),
        cmocka_unit_test(test_equal_configurations_keep_the_error_rate),
        cmocka_unit_test(test_planted_difference_is_found),
        cmocka_unit_test(test_error_rates_of_the_docs),
        cmocka_unit_test(test_identical_configurations_accept_h0),
        cmocka_unit_test(test_out_of_games),
        cmocka_unit_test(test_bad_parameters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
