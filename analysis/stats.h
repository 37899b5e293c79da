/*
 * stats.h — confidence intervals for win rates.
 *
 * Wilson's score interval is used for every proportion the lab reports: unlike
 * the textbook p +/- z*sqrt(p(1-p)/n) it stays inside [0, 1] and keeps close to
 * its nominal coverage for small n and for p near 0 or 1 (a bot that almost
 * always wins is common here).
 *
 * References:
 *   E. B. Wilson, "Probable inference, the law of succession, and statistical
 *     inference", J. Amer. Statist. Assoc. 22 (1927) 209-212.
 *   R. G. Newcombe, "Two-sided confidence intervals for the single proportion:
 *     comparison of seven methods", Statistics in Medicine 17 (1998) 857-872
 *     (method 3; Table II has worked examples, used by tests/analysis/stats_test.c).
 *   R. G. Newcombe, "Interval estimation for the difference between independent
 *     proportions: comparison of eleven methods", Statistics in Medicine 17
 *     (1998) 873-890 (method 10, the hybrid score interval).
 *   R. G. Newcombe, "Improved confidence intervals for the difference between
 *     binomial proportions based on paired data", Statistics in Medicine 17
 *     (1998) 2635-2650 (method 10, the same for paired outcomes).
 */
#ifndef NOIRLAB_STATS_H
#define NOIRLAB_STATS_H

#include <stdint.h>

/* The standard normal quantile for two-sided 95%: Phi^-1(0.975). */
#define Z95 1.959963984540054

typedef struct Interval {
    double lo, hi;
} Interval;

/* k / n, or 0 when n is 0. */
double proportion(uint64_t k, uint64_t n);

/*
 * Wilson score interval for k successes in n trials (Newcombe's method 3):
 *
 *   centre = (p + z^2/2n) / (1 + z^2/n)
 *   half   = z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/4n^2),   p = k/n
 *
 * With n = 0 nothing is known: [0, 1].
 */
Interval wilson_interval(uint64_t k, uint64_t n, double z);

/* The same for a share k of n that need not be whole: first places shared
 * k ways count 1/k each (a game of more seats, docs/report.md). */
Interval wilson_interval_share(double k, uint64_t n, double z);

/*
 * Newcombe's hybrid score interval for p1 - p2 (his method 10), from the two
 * Wilson intervals (l1, u1) and (l2, u2):
 *
 *   lo = (p1 - p2) - sqrt((p1 - l1)^2 + (u2 - p2)^2)
 *   hi = (p1 - p2) + sqrt((u1 - p1)^2 + (p2 - l2)^2)
 *
 * Used to say whether a switch or a policy changes a win rate.
 */
Interval newcombe_difference(uint64_t k1, uint64_t n1, uint64_t k2, uint64_t n2, double z);

/*
 * The same for paired outcomes (two players on the same seeds): p1 - p2 with
 * p1 = (both + first_only) / n and p2 = (both + second_only) / n, the square
 * roots above taking the pairs' correlation into account (Newcombe's paired
 * method 10):
 *
 *   lo = d - sqrt((p1 - l1)^2 - 2 phi (p1 - l1)(u2 - p2) + (u2 - p2)^2)
 *   hi = d + sqrt((u1 - p1)^2 - 2 phi (u1 - p1)(p2 - l2) + (p2 - l2)^2)
 *
 * where phi is the correlation of the 2x2 table (a = both, b = first_only,
 * c = second_only, d = neither), (ad - bc) / sqrt((a+b)(c+d)(a+c)(b+d)), with
 * ad - bc lowered by n/2 (not below 0) when positive, and 0 when a margin is 0.
 * Much narrower than the unpaired interval when the pairs agree most of the time.
 */
Interval newcombe_paired_difference(uint64_t both, uint64_t first_only, uint64_t second_only, uint64_t neither,
                                    double z);

/* The standard normal upper tail, P(Z > z), and its inverse: the z with
 * P(Z > z) = q, for 0 < q < 1 (by bisection; 1e-12 close). */
double normal_upper_tail(double z);
double normal_upper_quantile(double q);

/*
 * The two-sided p-value of "p1 - p2 = delta" that Newcombe's hybrid interval
 * (newcombe_difference) gives by inversion: the interval at level 1 - p is
 * the widest one that still leaves delta outside, so p <= alpha exactly when
 * the 1 - alpha interval excludes delta.  Found by bisection on z (the bounds
 * move monotonically with z).  1 when delta lies at the estimate itself.
 */
double newcombe_p_value(uint64_t k1, uint64_t n1, uint64_t k2, uint64_t n2, double delta);

/*
 * Holm's step-down adjustment of m p-values (S. Holm, "A simple sequentially
 * rejective multiple test procedure", Scand. J. Statist. 6 (1979) 65-70):
 * with p sorted ascending as p(1) <= ... <= p(m),
 *
 *   adjusted(k) = max over j <= k of min(1, (m - j + 1) p(j)),
 *
 * written back in the input order.  Rejecting every hypothesis whose adjusted
 * p is <= alpha keeps the chance of any false rejection among the m at most
 * alpha, whatever their dependence.
 */
void holm_adjust(const double *p, int m, double *adjusted);

#endif
