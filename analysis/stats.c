#include "analysis/stats.h"

#include <math.h>
#include <stdlib.h>

#include "base/xalloc.h"

double proportion(uint64_t k, uint64_t n)
{
    return n ? (double)k / (double)n : 0.0;
}

Interval wilson_interval(uint64_t k, uint64_t n, double z)
{
    return wilson_interval_share((double)k, n, z);
}

Interval wilson_interval_share(double k, uint64_t n, double z)
{
    if (n == 0)
        return (Interval){0.0, 1.0};
    double nn = (double)n, p = k / nn, z2 = z * z;
    double denom = 1.0 + z2 / nn;
    double centre = (p + z2 / (2.0 * nn)) / denom;
    double half = z / denom * sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn));
    Interval ci = {centre - half, centre + half};
    /* At k = 0 or k = n the bound is exactly 0 or 1; keep rounding from
     * putting it a hair outside [0, 1]. */
    if (k <= 0.0 || ci.lo < 0.0)
        ci.lo = 0.0;
    if (k >= nn || ci.hi > 1.0)
        ci.hi = 1.0;
    return ci;
}

Interval newcombe_difference(uint64_t k1, uint64_t n1, uint64_t k2, uint64_t n2, double z)
{
    double p1 = proportion(k1, n1), p2 = proportion(k2, n2), d = p1 - p2;
    Interval a = wilson_interval(k1, n1, z), b = wilson_interval(k2, n2, z);
    return (Interval){
        d - sqrt((p1 - a.lo) * (p1 - a.lo) + (b.hi - p2) * (b.hi - p2)),
        d + sqrt((a.hi - p1) * (a.hi - p1) + (p2 - b.lo) * (p2 - b.lo)),
    };
}

/* The correlation phi of the paired table, with Newcombe's correction. */
static double paired_phi(double a, double b, double c, double d)
{
    double margins = (a + b) * (c + d) * (a + c) * (b + d);
    if (margins == 0)
        return 0;
    double cross = a * d - b * c, n = a + b + c + d;
    if (cross > 0)
        cross = cross > n / 2 ? cross - n / 2 : 0;
    return cross / sqrt(margins);
}

Interval newcombe_paired_difference(uint64_t both, uint64_t first_only, uint64_t second_only, uint64_t neither,
                                    double z)
{
    uint64_t n = both + first_only + second_only + neither, k1 = both + first_only, k2 = both + second_only;
    double p1 = proportion(k1, n), p2 = proportion(k2, n), d = p1 - p2;
    double phi = paired_phi((double)both, (double)first_only, (double)second_only, (double)neither);
    Interval a = wilson_interval(k1, n, z), b = wilson_interval(k2, n, z);
    double below1 = p1 - a.lo, above1 = a.hi - p1, below2 = p2 - b.lo, above2 = b.hi - p2;
    return (Interval){
        d - sqrt(below1 * below1 - 2 * phi * below1 * above2 + above2 * above2),
        d + sqrt(above1 * above1 - 2 * phi * above1 * below2 + below2 * below2),
    };
}

double normal_upper_tail(double z)
{
    return 0.5 * erfc(z / sqrt(2.0));
}

double normal_upper_quantile(double q)
{
    double lo = -40.0, hi = 40.0;
    while (hi - lo > 1e-12) {
        double z = 0.5 * (lo + hi);
        *(normal_upper_tail(z) > q ? &lo : &hi) = z;
    }
    return 0.5 * (lo + hi);
}

double newcombe_p_value(uint64_t k1, uint64_t n1, uint64_t k2, uint64_t n2, double delta)
{
    double d = proportion(k1, n1) - proportion(k2, n2);
    if (d == delta)
        return 1.0;
    /* The bound on delta's side: it moves away from d as z grows. */
    double lo = 0.0, hi = 1.0;
    for (;;) {
        Interval ci = newcombe_difference(k1, n1, k2, n2, hi);
        if ((delta < d && ci.lo <= delta) || (delta > d && ci.hi >= delta) || hi > 64.0)
            break;
        lo = hi;
        hi *= 2.0;
    }
    for (int i = 0; i < 100; i++) {
        double z = 0.5 * (lo + hi);
        Interval ci = newcombe_difference(k1, n1, k2, n2, z);
        int excluded = delta < d ? ci.lo > delta : ci.hi < delta;
        *(excluded ? &lo : &hi) = z;
    }
    return 2.0 * normal_upper_tail(0.5 * (lo + hi));
}

void holm_adjust(const double *p, int m, double *adjusted)
{
    /* Sort the indices by p (insertion sort: m is a few dozen claims). */
    int *order = xcalloc((size_t)(m > 0 ? m : 1), sizeof *order);
    for (int i = 0; i < m; i++) {
        int j = i;
        while (j > 0 && p[order[j - 1]] > p[i]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    double running = 0.0;
    for (int k = 0; k < m; k++) {
        double v = (double)(m - k) * p[order[k]];
        if (v > 1.0)
            v = 1.0;
        if (v > running)
            running = v;
        adjusted[order[k]] = running;
    }
    free(order);
}
