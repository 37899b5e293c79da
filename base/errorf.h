/*
 * errorf.h — the one message formatter of every layer: data readers, the
 * store, the reports, the runner and the MPI mode.
 */
#ifndef NOIRLAB_ERRORF_H
#define NOIRLAB_ERRORF_H

#include <stddef.h>

/* Write a message into err; always returns -1, so that a failing function
 * can report and fail in one statement: `return errorf(err, errlen, ...);` */
__attribute__((format(printf, 3, 4)))
int errorf(char *err, size_t errlen, const char *fmt, ...);

#endif
