/*
 * errorf.h — the one message formatter of every layer: data readers, the
 * store, the reports, the runner and the MPI mode; and the path formatter
 * that reports a path too long instead of cutting it.
 */
#ifndef NOIRLAB_ERRORF_H
#define NOIRLAB_ERRORF_H

#include <stddef.h>

/* Write a message into err; always returns -1, so that a failing function
 * can report and fail in one statement: `return errorf(err, errlen, ...);`
 * A message is one line: a line break in what it quotes (SQLite quotes a
 * broken schema's text) becomes a space. */
__attribute__((format(printf, 3, 4)))
int errorf(char *err, size_t errlen, const char *fmt, ...);

/* Write a path into out as printf would; -1, with "START...: path too long
 * (at most N characters)" in err, when it does not fit whole: a cut path
 * names another file. */
__attribute__((format(printf, 5, 6)))
int path_format(char *out, size_t outlen, char *err, size_t errlen, const char *fmt, ...);

#endif
