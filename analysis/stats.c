#include "stats.h"

#include <math.h>

double proportion(uint64_t k, uint64_t n)
{
    return n ? (double)k / (double)n : 0.0;
}

Interval wilson_interval(uint64_t k, uint64_t n, double z)
{
    if (n == 0)
        return (Interval){0.0, 1.0};
    double nn = (double)n, p = proportion(k, n), z2 = z * z;
    double denom = 1.0 + z2 / nn;
    double centre = (p + z2 / (2.0 * nn)) / denom;
    double half = z / denom * sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn));
    Interval ci = {centre - half, centre + half};
    /* At k = 0 or k = n the bound is exactly 0 or 1; keep rounding from
     * putting it a hair outside [0, 1]. */
    if (k == 0 || ci.lo < 0.0)
        ci.lo = 0.0;
    if (k == n || ci.hi > 1.0)
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
