/*
 * newfile.c — see newfile.h.
 */
#define _GNU_SOURCE /* mkostemp */
#include "base/newfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

int mkstemp_user(char *tmpl)
{
    int fd = mkostemp(tmpl, O_CLOEXEC);
    if (fd < 0)
        return -1;
    mode_t mask = umask(0); /* read it back: there is no other way */
    umask(mask);
    if (fchmod(fd, 0666 & ~mask) != 0) {
        int e = errno;
        close(fd);
        unlink(tmpl);
        errno = e;
        return -1;
    }
    return fd;
}
