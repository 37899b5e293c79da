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

#endif
