/*
 * line.c — see line.h.
 */
#include "base/line.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/errorf.h"

int text_line(FILE *f, char *buf, size_t size)
{
    size_t n = 0;
    int c = EOF;
    while (n + 1 < size && (c = getc(f)) != EOF) {
        if (c == '\0')
            return TEXT_NUL;
        buf[n++] = (char)c;
        if (c == '\n')
            break;
    }
    buf[n] = '\0';
    if (c == EOF && ferror(f))
        return TEXT_READ_ERROR;
    if (n == 0)
        return TEXT_END;
    if (buf[n - 1] != '\n' && n + 1 == size) { /* full: a longer line, unless the file ends here */
        int next = getc(f);
        if (next != EOF) {
            ungetc(next, f);
            return TEXT_LONG;
        }
    }
    return TEXT_LINE;
}

int text_line_whole(FILE *f, char *buf, size_t size)
{
    int got = text_line(f, buf, size);
    if (got == TEXT_NUL || got == TEXT_LONG) {
        int c;
        while ((c = getc(f)) != EOF && c != '\n') /* the rest of the refused line */
            ;
        buf[0] = '\0';
    } else if (got == TEXT_LINE) {
        buf[strcspn(buf, "\n")] = '\0';
        size_t len = strlen(buf);
        if (len && buf[len - 1] == '\r')
            buf[len - 1] = '\0';
    }
    return got;
}

const char *text_line_problem(int result)
{
    return result == TEXT_NUL ? "a NUL byte: this is a binary file, not text" : strerror(errno);
}

const char *text_line_refusal(int result, size_t size, char *msg, size_t msglen)
{
    if (result == TEXT_LONG)
        snprintf(msg, msglen, "a line longer than %zu characters (the limit): refused whole", size - 2);
    else
        snprintf(msg, msglen, "a line with a NUL byte: refused whole (text only)");
    return msg;
}

/* What a file of this mode is, when it is not a regular file. */
static const char *kind_of(mode_t mode)
{
    return S_ISDIR(mode)   ? "is a folder, not a file"
           : S_ISFIFO(mode) ? "is a FIFO (a named pipe), not a file"
           : S_ISCHR(mode)  ? "is a character device, not a file"
           : S_ISBLK(mode)  ? "is a block device, not a file"
           : S_ISSOCK(mode) ? "is a socket, not a file"
                            : NULL;
}

FILE *text_open(const char *path, char *err, size_t errlen)
{
    struct stat sb;
    /* O_NONBLOCK: opening a FIFO must not wait for a writer before its kind
     * is known; a regular file reads the same either way. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        errorf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    const char *kind = fstat(fd, &sb) != 0 ? strerror(errno) : kind_of(sb.st_mode);
    FILE *f = kind ? NULL : fdopen(fd, "r");
    if (kind)
        errorf(err, errlen, "%s: %s", path, kind);
    else if (!f)
        errorf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
    else
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!f)
        close(fd);
    return f;
}
