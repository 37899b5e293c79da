/*
 * fuzz_common.h — what the libFuzzer targets share (tests/fuzz/README.md):
 * the game data loaded once, the input as a file (the parsers read files),
 * and the property every refusal must have.
 */
#ifndef NOIRLAB_FUZZ_COMMON_H
#define NOIRLAB_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "games/itk/data/catalog.h"

/* The shipped game data, loaded on first use (a failure is a broken tree). */
static inline const Catalog *fuzz_catalog(void)
{
    static Catalog cat;
    static int loaded;
    char err[CATALOG_ERR_MAX];
    if (!loaded && itk_catalog_load(&cat, NOIRLAB_SOURCE_DIR "/scenarios", err, sizeof err) != 0) {
        fprintf(stderr, "fuzz: cannot load the game data: %s\n", err);
        abort();
    }
    loaded = 1;
    return &cat;
}

/* Write the input to a file of this process named `name` (in the working
 * folder) and return its path. */
static inline const char *fuzz_file(const uint8_t *data, size_t size, const char *name)
{
    static char path[256];
    snprintf(path, sizeof path, "fuzz-%ld-%s", (long)getpid(), name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
    return path;
}

/* A refusal is one line naming the file: "PATH:LINE: problem" or "PATH:
 * problem", nothing else.  Anything else is a finding. */
static inline void fuzz_assert_refusal(const char *err, const char *path)
{
    size_t n = strlen(path);
    if (strncmp(err, path, n) != 0 || err[n] != ':' || strlen(err) < n + 3 || strchr(err, '\n')) {
        fprintf(stderr, "fuzz: a refusal not of the form '%s:LINE: problem': '%s'\n", path, err);
        abort();
    }
}

#endif
