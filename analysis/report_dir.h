/*
 * report_dir.h — an output folder (a report, an advice report, a ladder's
 * tables) that appears whole or not at all, and that replaces only what
 * noirlab provably wrote.
 *
 * The folder is built as OUT.tmp-XXXXXX beside OUT (owned.h: locked, with
 * the marker file from its first moment) and renamed into place.  At the end
 * the marker file becomes a manifest: the list of every file the command
 * wrote.  An existing OUT is replaced only when it is an earlier output
 * whose every file is in its manifest; a folder holding anything else (a
 * user's notes, the very database being reported on), a regular file or a
 * symbolic link is refused untouched, before any work is done.
 */
#ifndef NOIRLAB_REPORT_DIR_H
#define NOIRLAB_REPORT_DIR_H

#include <stddef.h>

#include "analysis/owned.h"

#define REPORT_MARKER ".noirlab-report"

typedef struct OutDir {
    char out[4096];  /* the final folder, without trailing '/' */
    OwnedTemp tmp;   /* the folder being built; write into tmp.path */
} OutDir;

/* out without trailing '/' ("rep/" is the folder "rep") into norm: 0, or
 * -1 with a message when it is empty or too long. */
int outdir_normalise(const char *out, char *norm, size_t normlen, char *err, size_t errlen);

/* May out be written?  0 when it does not exist or is an earlier output
 * that may be replaced; -1 with "OUT: problem".  Changes nothing. */
int outdir_check(const char *out, char *err, size_t errlen);

/* Check out, remove stale temporaries of killed commands (owned.h), then
 * create the temporary folder.  Returns 0, or -1 with a message. */
int outdir_begin(OutDir *d, const char *out, char *err, size_t errlen);

/* Write the manifest into the temporary folder and move it to out
 * (replacing an earlier output).  Returns 0, or -1 with a message; the
 * temporary folder is removed either way. */
int outdir_commit(OutDir *d, char *err, size_t errlen);

/* Give up: remove the temporary folder. */
void outdir_abort(OutDir *d);

#endif
