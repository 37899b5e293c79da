/*
 * bits.h — the set types of the rules core and the few bit operations on them.
 *
 * A game has 20 civilians, numbered 0..19 in the order they were dealt, so any
 * set of civilians is one 32-bit word (CivSet).  The city has 16 blocks, so a
 * set of blocks is one 16-bit word (BlockSet).  Everything the rules ask
 * ("who may be murdered", "who may lie", "who is alone in a block") is then an
 * AND, an OR or a popcount over these words.
 */
#ifndef NOIRLAB_BITS_H
#define NOIRLAB_BITS_H

#include <stdint.h>

typedef uint32_t CivSet;   /* bit i: civilian i of this game (0..19) */
typedef uint16_t BlockSet; /* bit b: block b of the 4x4 city (0..15) */

static inline int bits_count(uint32_t x) { return __builtin_popcount(x); }

/* Index of the lowest set bit; x must not be 0. */
static inline int bits_first(uint32_t x) { return __builtin_ctz(x); }

/* Index of the highest set bit; x must not be 0. */
static inline int bits_last(uint32_t x) { return 31 - __builtin_clz(x); }

/* x without its lowest set bit: the step of a `for (s = x; s; s = bits_rest(s))` walk. */
static inline uint32_t bits_rest(uint32_t x) { return x & (x - 1); }

static inline int bits_has(uint32_t x, int i) { return (int)((x >> i) & 1u); }

#endif
