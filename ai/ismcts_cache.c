/*
 * ismcts_cache.c — the opponent model's moves per (node, key) (ismcts_cache.h).
 */
#include "ai/ismcts_cache.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_ENTRIES = 1 << 18, ENTRIES_PER_NODE = 4 };

int ismcts_cache_init(IsmctsCache *c, long nodes)
{
    uint32_t n = 16;
    while (n < MAX_ENTRIES && (long)n < nodes * ENTRIES_PER_NODE)
        n <<= 1;
    c->entry = calloc(n, sizeof *c->entry); /* stamp 0: empty, the first search's is 1 */
    c->mask = n - 1;
    c->stamp = 0;
    c->used = 0;
    return c->entry ? 0 : -1;
}

void ismcts_cache_free(IsmctsCache *c)
{
    free(c->entry);
    c->entry = NULL;
}

void ismcts_cache_clear(IsmctsCache *c)
{
    if (++c->stamp == 0) { /* after 2^32 searches the old stamps come round again */
        memset(c->entry, 0, ((size_t)c->mask + 1) * sizeof *c->entry);
        c->stamp = 1;
    }
    c->used = 0;
}

static uint32_t hash(uint32_t node, uint32_t key)
{
    uint32_t h = node * 0x9E3779B1u ^ key * 0x85EBCA77u;
    return h ^ h >> 15;
}

GameAction *ismcts_cache_slot(IsmctsCache *c, uint32_t node, uint32_t key, int *found)
{
    for (uint32_t i = hash(node, key) & c->mask;; i = (i + 1) & c->mask) {
        IsmctsCacheEntry *e = &c->entry[i];
        if (e->stamp != c->stamp) { /* empty: the pair is not kept */
            *found = 0;
            if (c->used >= (c->mask + 1) / 4 * 3)
                return NULL;
            c->used++;
            *e = (IsmctsCacheEntry){.node = node, .key = key, .stamp = c->stamp};
            return &e->move;
        }
        if (e->node == node && e->key == key) {
            *found = 1;
            return &e->move;
        }
    }
}
