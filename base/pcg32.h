/*
 * pcg32.h — the PCG32 generator (PCG-XSH-RR 64/32, O'Neill 2014), written here
 * to the published reference: pcg32_srandom_r, pcg32_random_r,
 * pcg32_boundedrand_r and pcg32_advance_r of pcg-c-basic / pcg-c.
 * games/itk/tests/core/pcg32_test checks it against the reference outputs and against
 * Debian's libpcg-cpp-dev.
 */
#ifndef NOIRLAB_PCG32_H
#define NOIRLAB_PCG32_H

#include <stdint.h>

typedef struct Pcg32 {
    uint64_t state;
    uint64_t inc; /* stream selector, always odd */
} Pcg32;

/* Seed with an initial state and a stream (any 64-bit value; only 63 bits select the stream). */
void pcg32_seed(Pcg32 *rng, uint64_t initstate, uint64_t initseq);

/* The next 32 random bits. */
static inline uint32_t pcg32_next(Pcg32 *rng)
{
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005ULL + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Uniform in [0, bound), bound > 0, without modulo bias (the reference's rejection method). */
uint32_t pcg32_bounded(Pcg32 *rng, uint32_t bound);

/*
 * Uniform in [0, bound), bound > 0: Lemire's multiply-shift method, unbiased
 * and almost never dividing.  The lab's hot paths (deals, playouts, policies)
 * draw with this; pcg32_bounded stays the reference's algorithm.  The two
 * give different values for the same state.
 */
static inline uint32_t pcg32_below(Pcg32 *rng, uint32_t bound)
{
    uint64_t m = (uint64_t)pcg32_next(rng) * bound;
    if ((uint32_t)m < bound) {
        uint32_t threshold = -bound % bound; /* 2^32 mod bound: the biased low values */
        while ((uint32_t)m < threshold)
            m = (uint64_t)pcg32_next(rng) * bound;
    }
    return (uint32_t)(m >> 32);
}

/* Jump ahead by delta steps in O(log delta). */
void pcg32_advance(Pcg32 *rng, uint64_t delta);

/* SplitMix64 finaliser: derives independent seeds from (master seed, indices). */
uint64_t seed_mix(uint64_t x);

/* The seed of one game of a campaign: depends only on the master seed, the
 * cell and the game's index, never on threads or shards. */
static inline uint64_t seed_for_game(uint64_t master, uint64_t cell, uint64_t game)
{
    return seed_mix(seed_mix(seed_mix(master) ^ cell) ^ game);
}

#endif
