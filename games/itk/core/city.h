/*
 * city.h — the 4x4 city: blocks, adjacency and the neighbourhoods the motives use.
 *
 * Blocks are numbered 0..15 row-major from the top left (REFERENCE §4):
 *
 *     0  1  2  3
 *     4  5  6  7
 *     8  9 10 11
 *    12 13 14 15
 *
 * Adjacency is orthogonal (rulebook "City"); the Vigilante's neighbourhood is
 * the king-move ring (REFERENCE §3).
 */
#ifndef NOIRLAB_CITY_H
#define NOIRLAB_CITY_H

#include "games/itk/core/sets.h"

enum { CITY_BLOCKS = 16, CITY_SIDE = 4, BLOCK_CAPACITY = 3, NO_BLOCK = 0xFF };

extern const BlockSet itk_city_adjacent_table[CITY_BLOCKS];
extern const BlockSet itk_city_ring_table[CITY_BLOCKS];

/* Blocks orthogonally adjacent to b. */
static inline BlockSet city_adjacent(int b) { return itk_city_adjacent_table[b]; }

/* The up to 8 blocks around b (king moves), b itself excluded. */
static inline BlockSet city_ring(int b) { return itk_city_ring_table[b]; }

/* Blocks at most 2 orthogonal steps from b (Manhattan distance 0-2), b included (R18). */
static inline BlockSet city_within_two(int b)
{
    BlockSet one = (BlockSet)(city_adjacent(b) | (1u << b)), two = one;
    for (uint32_t t = city_adjacent(b); t; t = bits_rest(t))
        two |= city_adjacent(bits_first(t));
    return two;
}

/* The 4 central blocks 5, 6, 9, 10 (Cutthroat). */
#define CITY_CENTRE ((BlockSet)((1u << 5) | (1u << 6) | (1u << 9) | (1u << 10)))

#endif
