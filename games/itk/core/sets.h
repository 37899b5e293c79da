/*
 * sets.h — the set types of the rules core.
 *
 * A game has 20 civilians, numbered 0..19 in the order they were dealt, so any
 * set of civilians is one 32-bit word (CivSet).  The city has 16 blocks, so a
 * set of blocks is one 16-bit word (BlockSet).  Everything the rules ask
 * ("who may be murdered", "who may lie", "who is alone in a block") is then an
 * AND, an OR or a popcount over these words (base/bits.h).
 */
#ifndef NOIRLAB_ITK_SETS_H
#define NOIRLAB_ITK_SETS_H

#include <stdint.h>

#include "base/bits.h"

typedef uint32_t CivSet;   /* bit i: civilian i of this game (0..19) */
typedef uint16_t BlockSet; /* bit b: block b of the 4x4 city (0..15) */

#endif
