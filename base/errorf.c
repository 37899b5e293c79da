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
    return -1;
}
