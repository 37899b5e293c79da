/*
 * bits.h — the few bit operations on sets held in one 32-bit word, which the
 * rules cores' bitboards are made of (Intent to Kill's sets of civilians and
 * blocks, games/itk/core/sets.h; NOIR's grids).
 */
#ifndef NOIRLAB_BITS_H
#define NOIRLAB_BITS_H

#include <stdint.h>

static inline int bits_count(uint32_t x) { return __builtin_popcount(x); }

/* Index of the lowest set bit; x must not be 0. */
static inline int bits_first(uint32_t x) { return __builtin_ctz(x); }

/* Index of the highest set bit; x must not be 0. */
static inline int bits_last(uint32_t x) { return 31 - __builtin_clz(x); }

/* x without its lowest set bit: the step of a `for (s = x; s; s = bits_rest(s))` walk. */
static inline uint32_t bits_rest(uint32_t x) { return x & (x - 1); }

static inline int bits_has(uint32_t x, int i) { return (int)((x >> i) & 1u); }

extern const uint32_t bits_in_byte_table[256];

/*
 * BMI2's pdep (x86-64-v3 and later: a build with -DNOIRLAB_MARCH=x86-64-v3 or
 * native) finds the k-th set bit in two instructions, except on AMD's
 * processors before Zen 3, which run it as microcode in tens to hundreds of
 * cycles: a build for those (-march=native there names them) keeps the table.
 */
#if defined(__BMI2__) && !defined(__bdver4__) && !defined(__znver1__) && !defined(__znver2__)
#include <immintrin.h>
#define BITS_NTH_PDEP 1
#endif

/*
 * Index of the k-th (0-based) set bit of x; x must have more than k.  With
 * pdep, bit k is deposited onto x's set bits and counted from below.  Without
 * it, the byte holding it is found from the popcounts of x's low 1, 2 and 3
 * bytes, the bit within the byte from a table.  No branch depends on k: the
 * random samplers draw k, and a loop clearing k low bits would mispredict its
 * exit on most calls.
 */
static inline int bits_nth(uint32_t x, uint32_t k)
{
#ifdef BITS_NTH_PDEP
    return __builtin_ctz(_pdep_u32(1u << k, x));
#else
    uint32_t upto0 = (uint32_t)bits_count(x & 0xFF), upto1 = (uint32_t)bits_count(x & 0xFFFF),
             upto2 = (uint32_t)bits_count(x & 0xFFFFFF);
    uint32_t byte = (k >= upto0) + (k >= upto1) + (k >= upto2);
    uint32_t before = ((upto0 << 8 | upto1 << 16 | upto2 << 24) >> (8 * byte)) & 0xFF; /* set bits below the byte */
    uint32_t in_byte = bits_in_byte_table[(x >> (8 * byte)) & 0xFF];
    return (int)(8 * byte + ((in_byte >> (4 * (k - before))) & 0xF));
#endif
}

#endif
