/*
 * hash.h — FNV-1a-64, the lab's hash of text: configuration hashes (resume,
 * merge), cell seeds and shortened file names.
 */
#ifndef NOIRLAB_HASH_H
#define NOIRLAB_HASH_H

#include <stddef.h>
#include <stdint.h>

static inline uint64_t fnv1a64(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

#endif
