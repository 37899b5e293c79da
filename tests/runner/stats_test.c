/*
 * stats_test — the confidence intervals of analysis/stats.c (used by the
 * closing table of `noirlab run` and by reports) against published values.
 *
 * Wilson score interval (Newcombe 1998, "Two-sided confidence intervals for
 * the single proportion", Statistics in Medicine 17:857-872, method 3, Table
 * II, given to 4 decimals):
 *     81/263 -> 0.2553, 0.3662      15/148 -> 0.0624, 0.1605
 *      0/20  -> 0.0000, 0.1611       1/29  -> 0.0061, 0.1718
 * Two more from the closed forms of the formula in stats.h:
 *      0/n  -> upper = z^2 / (n + z^2):      0/10 -> 3.841459/13.841459 = 0.277533
 *      n/2n -> 1/2 -/+ z / (2 sqrt(n + z^2)):  5/10 -> 0.5 -/+ 0.263407
 *
 * Difference of two proportions, hybrid score (Newcombe 1998, "Interval
 * estimation for the difference between independent proportions",
 * Statistics in Medicine 17:873-890, method 10, Table II):
 *     56/70 - 48/80 -> 0.0524, 0.3339      9/10 - 3/10 -> 0.1705, 0.8090
 *      5/56 -  0/29 -> -0.0381, 0.1926     0/10 - 0/20 -> -0.1611, 0.2775
 *
 * Paired difference (Newcombe 1998, "Improved confidence intervals for the
 * difference between binomial proportions based on paired data", Statistics
 * in Medicine 17:2635-2650, method 10), the paper's example of 50 pairs,
 * 36 both, 12 first only, 2 second only, 0 neither -> 0.0569, 0.3404.  With
 * phi = 0 (ad = bc) it is the unpaired interval of the same proportions, and
 * exchanging the two sides mirrors it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "analysis/stats.h"

/* Published values are rounded to 4 decimals. */
#define TABLE_TOLERANCE 0.00005

static void assert_interval(Interval got, double lo, double hi, double tol)
{
    if (got.lo < lo - tol || got.lo > lo + tol || got.hi < hi - tol || got.hi > hi + tol)
        fail_msg("interval [%.6f, %.6f], expected [%.6f, %.6f]", got.lo, got.hi, lo, hi);
}

static void test_wilson_against_newcombe_table(void **state)
{
    (void)state;
    assert_interval(wilson_interval(81, 263, Z95), 0.2553, 0.3662, TABLE_TOLERANCE);
    assert_interval(wilson_interval(15, 148, Z95), 0.0624, 0.1605, TABLE_TOLERANCE);
    assert_interval(wilson_interval(0, 20, Z95), 0.0000, 0.1611, TABLE_TOLERANCE);
    assert_interval(wilson_interval(1, 29, Z95), 0.0061, 0.1718, TABLE_TOLERANCE);
}

static void test_wilson_closed_forms(void **state)
{
    (void)state;
    double z2 = Z95 * Z95;
    /* 0 of 10: the lower bound is exactly 0. */
    assert_interval(wilson_interval(0, 10, Z95), 0.0, z2 / (10 + z2), 1e-12);
    assert_interval(wilson_interval(0, 10, Z95), 0.0, 0.277533, 1e-6);
    /* 5 of 10: symmetric about one half. */
    assert_interval(wilson_interval(5, 10, Z95), 0.236593, 0.763407, 1e-6);
    /* 10 of 10 mirrors 0 of 10. */
    assert_interval(wilson_interval(10, 10, Z95), 1.0 - z2 / (10 + z2), 1.0, 1e-12);
    /* Nothing observed: nothing known. */
    assert_interval(wilson_interval(0, 0, Z95), 0.0, 1.0, 0.0);
}

/* The interval narrows like 1/sqrt(n) (not exactly: the z^2/n terms still
 * matter at n = 100, the ratio is 9.85) and holds the estimate. */
static void test_wilson_narrows_with_n(void **state)
{
    (void)state;
    Interval small = wilson_interval(30, 100, Z95), big = wilson_interval(3000, 10000, Z95);
    assert_true(small.lo < 0.3 && 0.3 < small.hi);
    assert_true(big.lo < 0.3 && 0.3 < big.hi);
    double ratio = (small.hi - small.lo) / (big.hi - big.lo);
    assert_true(ratio > 9.8 && ratio < 10.0);
}

static void test_difference_against_newcombe_table(void **state)
{
    (void)state;
    assert_interval(newcombe_difference(56, 70, 48, 80, Z95), 0.0524, 0.3339, TABLE_TOLERANCE);
    assert_interval(newcombe_difference(9, 10, 3, 10, Z95), 0.1705, 0.8090, TABLE_TOLERANCE);
    assert_interval(newcombe_difference(5, 56, 0, 29, Z95), -0.0381, 0.1926, TABLE_TOLERANCE);
    assert_interval(newcombe_difference(0, 10, 0, 20, Z95), -0.1611, 0.2775, TABLE_TOLERANCE);
}

/*
 * The continuity correction of phi, by hand (the published example above has
 * ad < bc, where it does not apply).  a = 5, b = 1, c = 1, d = 5 (n = 12):
 *   p1 = p2 = 6/12 = 1/2, so d = 0 and both Wilson intervals are the n/2n
 *   closed form 1/2 -/+ h, h = z / (2 sqrt(12 + z^2)) = 1.959964 / 7.960266
 *   = 0.246218 (p1 - l1 = u1 - p1 = p2 - l2 = u2 - p2 = h);
 *   ad - bc = 24, corrected to 24 - n/2 = 18; the margins' product is
 *   6^4 = 1296, sqrt 36, so phi = 18/36 = 1/2 (uncorrected 24/36 = 2/3);
 *   lo = -sqrt(h^2 - 2 phi h^2 + h^2) = -h sqrt(2 - 2 phi) = -h, hi = +h:
 *   [-0.246218, +0.246218]   (without the correction: -/+ h / sqrt 1.5 = 0.201036).
 * And where ad - bc is positive but below n/2 the correction makes phi 0: a
 * = 3, b = 2, c = 2, d = 3 (n = 10, ad - bc = 5 = n/2), the unpaired interval.
 */
static void test_paired_continuity_correction(void **state)
{
    (void)state;
    assert_interval(newcombe_paired_difference(5, 1, 1, 5, Z95), -0.246218, 0.246218, 1e-6);
    Interval unpaired = newcombe_difference(5, 10, 5, 10, Z95);
    assert_interval(newcombe_paired_difference(3, 2, 2, 3, Z95), unpaired.lo, unpaired.hi, 1e-12);
    assert_interval(unpaired, -0.372513, 0.372513, 1e-6); /* sqrt 2 * 0.263407 (closed form above) */
}

static void test_paired_difference(void **state)
{
    (void)state;
    assert_interval(newcombe_paired_difference(36, 12, 2, 0, Z95), 0.0569, 0.3404, TABLE_TOLERANCE);
    /* a d = b c = 6: the pairs are uncorrelated */
    assert_interval(newcombe_paired_difference(6, 3, 2, 1, Z95), newcombe_difference(9, 12, 8, 12, Z95).lo,
                    newcombe_difference(9, 12, 8, 12, Z95).hi, 1e-12);
    Interval ab = newcombe_paired_difference(40, 25, 10, 25, Z95), ba = newcombe_paired_difference(40, 10, 25, 25, Z95);
    /* ad - bc = 750 > n/2: the continuity correction applies (by hand below) */
    assert_interval(ba, -ab.hi, -ab.lo, 1e-12);
    /* agreeing pairs make it narrower than the unpaired interval */
    Interval unpaired = newcombe_difference(65, 100, 50, 100, Z95);
    assert_true(ab.hi - ab.lo < unpaired.hi - unpaired.lo);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wilson_against_newcombe_table),
        cmocka_unit_test(test_wilson_closed_forms),
        cmocka_unit_test(test_wilson_narrows_with_n),
        cmocka_unit_test(test_difference_against_newcombe_table),
        cmocka_unit_test(test_paired_difference),
        cmocka_unit_test(test_paired_continuity_correction),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
