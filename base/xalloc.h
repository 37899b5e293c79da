/*
 * xalloc.h — allocation that cannot fail: running out of memory ends the
 * process with a message (there is nothing useful a simulator can do then).
 */
#ifndef NOIRLAB_XALLOC_H
#define NOIRLAB_XALLOC_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline void *xrealloc(void *p, size_t size)
{
    void *q = realloc(p, size ? size : 1);
    if (!q) {
        fputs("noirlab: out of memory\n", stderr);
        abort();
    }
    return q;
}

static inline void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) {
        fputs("noirlab: out of memory\n", stderr);
        abort();
    }
    return p;
}

static inline char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xrealloc(NULL, n), s, n);
}

#endif
