#include "base/pcg32.h"

void pcg32_seed(Pcg32 *rng, uint64_t initstate, uint64_t initseq)
{
    rng->state = 0U;
    rng->inc = (initseq << 1u) | 1u;
    pcg32_next(rng);
    rng->state += initstate;
    pcg32_next(rng);
}

uint32_t pcg32_bounded(Pcg32 *rng, uint32_t bound)
{
    /* Reject the low values that would make `r % bound` uneven:
     * threshold = 2^32 mod bound, computed in 32 bits. */
    uint32_t threshold = -bound % bound;
    for (;;) {
        uint32_t r = pcg32_next(rng);
        if (r >= threshold)
            return r % bound;
    }
}

void pcg32_advance(Pcg32 *rng, uint64_t delta)
{
    /* Brown's "Random number generation with arbitrary strides": compose the
     * affine step x -> a x + c with itself by repeated squaring. */
    uint64_t cur_mult = 6364136223846793005ULL, cur_plus = rng->inc;
    uint64_t acc_mult = 1u, acc_plus = 0u;
    while (delta > 0) {
        if (delta & 1) {
            acc_mult *= cur_mult;
            acc_plus = acc_plus * cur_mult + cur_plus;
        }
        cur_plus = (cur_mult + 1) * cur_plus;
        cur_mult *= cur_mult;
        delta /= 2;
    }
    rng->state = acc_mult * rng->state + acc_plus;
}

uint64_t seed_mix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}
