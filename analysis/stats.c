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
