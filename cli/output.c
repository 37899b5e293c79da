/*
 * output.c — checking writes (output.h).
 */
#include "cli/output.h"

#include <errno.h>
#include <string.h>

int output_close(FILE *f, const char *name, char *err, size_t errlen)
{
    errno = 0;
    int bad = fflush(f) != 0 || ferror(f);
    int e = errno;
    if (fclose(f) != 0 && !bad) {
        bad = 1;
        e = errno;
    }
    if (bad && err)
        snprintf(err, errlen, "%s: cannot write: %s", name, e ? strerror(e) : "write error");
    return bad ? -1 : 0;
}

int output_finish_stdout(const char *command)
{
    /* A write that failed earlier, when the buffer filled, left the stream's
     * error flag and its errno; a flush of a stream in error may fail without
     * setting errno again, so keep the earlier one. */
    int earlier = ferror(stdout) ? errno : 0;
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    int e = errno ? errno : earlier;
    fprintf(stderr, "noirlab %s: standard output: %s\n", command, e ? strerror(e) : "write error");
    return -1;
}
