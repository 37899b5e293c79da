/*
 * ismcts_cache.h — the search's memory of the opponent model's moves
 * (ismcts.h, ISMCTS_OPPONENT_MODEL): one move per (node, key), kept for one
 * search, so that the model (a heuristic policy, far dearer than a step of
 * the tree) is asked once per node and hidden key rather than once per
 * iteration.
 *
 * An open-addressing hash table of fixed size.  A new search empties it by
 * moving on to the next stamp (entries of older stamps are empty), not by
 * clearing it.  When it is three quarters full it takes no new entry: the
 * search then asks the model again for pairs it could not keep.
 */
#ifndef NOIRLAB_ISMCTS_CACHE_H
#define NOIRLAB_ISMCTS_CACHE_H

#include <stdint.h>

#include "sim/game_class.h"

typedef struct IsmctsCacheEntry {
    uint32_t node, key, stamp; /* stamp: the search that wrote it */
    GameAction move;
} IsmctsCacheEntry;

typedef struct IsmctsCache {
    IsmctsCacheEntry *entry;
    uint32_t mask;  /* entries - 1 (a power of two) */
    uint32_t stamp; /* the current search's */
    uint32_t used;  /* entries of the current search */
} IsmctsCache;

/* A table for a tree of up to `nodes` nodes: 4 entries a node, at most 2^18
 * entries (4 MB).  Returns 0, or -1 when memory runs out. */
int ismcts_cache_init(IsmctsCache *c, long nodes);
void ismcts_cache_free(IsmctsCache *c);

/* Forget every entry (a new search). */
void ismcts_cache_clear(IsmctsCache *c);

/* The move kept for (node, key): the entry's slot with *found 1; else a new
 * slot for it with *found 0, or NULL when the table takes no more. */
GameAction *ismcts_cache_slot(IsmctsCache *c, uint32_t node, uint32_t key, int *found);

#endif
