/*
 * report_dir.h — a report folder that appears whole or not at all (internal
 * to analysis/report*.c).
 *
 * The folder is built as OUT.tmp-XXXXXX beside OUT and renamed into place.
 * An existing OUT is replaced only when it is an earlier report, recognised
 * by the marker file REPORT_MARKER inside it; anything else is refused, so a
 * mistyped --out never deletes a user's folder.
 */
#ifndef NOIRLAB_REPORT_DIR_H
#define NOIRLAB_REPORT_DIR_H

#include <stddef.h>

#define REPORT_MARKER ".noirlab-report"

/* Check that out may be written, then create the temporary folder; its path
 * goes to tmp.  Returns 0, or -1 with a message. */
int outdir_begin(const char *out, char *tmp, size_t tmplen, char *err, size_t errlen);

/* Put the marker into tmp and move tmp to out (replacing an earlier report).
 * Returns 0, or -1 with a message; tmp is removed either way. */
int outdir_commit(const char *tmp, const char *out, char *err, size_t errlen);

/* Remove a folder and everything in it (best effort). */
void outdir_remove(const char *path);

#endif
