/*
 * noir_explain.h — `noirlab explain` for a NOIR record (games/noir/docs/noir.md): after
 * each entry, each side's exact belief (noir_belief.h) over the other's
 * identity, as that side could know it from its own view (N13), with the
 * truth beside it.
 */
#ifndef NOIRLAB_NOIR_EXPLAIN_H
#define NOIRLAB_NOIR_EXPLAIN_H

#include <stddef.h>
#include <stdio.h>

/* Check the NOIR record at `path` completely, then print it to `out` with
 * each side's belief after each entry.  0, or -1 with "PATH:LINE: problem" in
 * err and nothing printed. */
int noir_explain(const char *path, FILE *out, char *err, size_t errlen);

#endif
