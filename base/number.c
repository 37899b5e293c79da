/*
 * number.c — numbers from text, strictly (number.h).
 *
 * The digits are checked here rather than left to strtoull/strtod, which
 * skip leading white space, accept signs and wrap "-1" to 2^64-1.
 */
#include "base/number.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

static int hex_digit(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

int number_whole(const char *text, uint64_t min, uint64_t max, uint64_t *out)
{
    if (!text || !(text[0] >= '0' && text[0] <= '9'))
        return -1; /* empty, a sign, a space, a letter */
    unsigned base = 10;
    const char *p = text;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
        if (*p == '\0')
            return -1; /* "0x" alone */
    }
    uint64_t v = 0;
    for (; *p; p++) {
        int d = base == 16 ? hex_digit(*p) : (*p >= '0' && *p <= '9') ? *p - '0' : -1;
        if (d < 0)
            return -1;
        if (v > (UINT64_MAX - (uint64_t)d) / base)
            return -1; /* beyond 2^64-1: refused, not wrapped */
        v = v * base + (uint64_t)d;
    }
    if (v < min || v > max)
        return -1;
    *out = v;
    return 0;
}

/* Digits, returning how many. */
static int digits(const char **p)
{
    int n = 0;
    while (**p >= '0' && **p <= '9') {
        (*p)++;
        n++;
    }
    return n;
}

/* [-]digits[.digits][(e|E)[+|-]digits], with at least one mantissa digit. */
static int real_syntax(const char *text, int negative_allowed)
{
    const char *p = text;
    if (*p == '-') {
        if (!negative_allowed)
            return 0;
        p++;
    }
    int n = digits(&p);
    if (*p == '.') {
        p++;
        n += digits(&p);
    }
    if (n == 0)
        return 0;
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-')
            p++;
        if (digits(&p) == 0)
            return 0;
    }
    return *p == '\0';
}

int number_real(const char *text, double min, double max, double *out)
{
    if (!text || !real_syntax(text, min < 0))
        return -1;
    errno = 0;
    double v = strtod(text, NULL);
    /* ERANGE: beyond a double ("1e400") or below its precision ("1e-400"). */
    if (errno == ERANGE || !isfinite(v) || !(v >= min && v <= max))
        return -1;
    *out = v;
    return 0;
}
