/*
 * record_file.h — a record written to a new file, all or nothing: the
 * engine's `record FILE` (itk_dialect.c) and `noirlab play --human`'s.
 */
#ifndef NOIRLAB_ITK_RECORD_FILE_H
#define NOIRLAB_ITK_RECORD_FILE_H

#include <stddef.h>
#include <stdio.h>

/* What write(out, ctx) writes, saved to a new file at path through a
 * temporary file, so that a failure leaves nothing; an existing file is
 * never overwritten.  0, or -1 with "PATH: problem" in err. */
int itk_record_save(const char *path, void (*write)(FILE *out, const void *ctx), const void *ctx, char *err,
                    size_t errlen);

#endif
