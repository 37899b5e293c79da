/*
 * errorf.c — see errorf.h.
 */
#include "base/errorf.h"

#include <stdarg.h>
#include <stdio.h>

int errorf(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    for (char *c = err; errlen && *c; c++)
        if (*c == '\n' || *c == '\r')
            *c = ' ';
    return -1;
}

int path_format(char *out, size_t outlen, char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(out, outlen, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n < outlen)
        return 0;
    return errorf(err, errlen, "%.100s...: path too long (at most %zu characters)", out, outlen - 1);
}
