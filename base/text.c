/*
 * text.c — see text.h.
 */
#include "base/text.h"

#include <stdarg.h>
#include <stdio.h>

#include "base/xalloc.h"

void text_printf(Text *t, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->s ? t->s + t->len : NULL, t->s ? t->cap - t->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if (t->s && t->len + (size_t)n < t->cap) {
            t->len += (size_t)n;
            return;
        }
        t->cap = 2 * (t->cap + (size_t)n + 64);
        t->s = xrealloc(t->s, t->cap);
    }
}
