/*
 * data_text.c — messages, text helpers and the CSV reader of the data files.
 */
#include "base/data_text.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/number.h"

/* ---------------------------------------------------------------------------
 * Errors and small text helpers
 * ------------------------------------------------------------------------- */

/* Write "PATH:LINE: message" (or "PATH: message" when line is 0, or just the
 * message when path is NULL) into err.  Always returns -1. */
__attribute__((format(printf, 5, 6)))
int data_fail(char *err, size_t errlen, const char *path, int line, const char *fmt, ...)
{
    int n = 0;
    if (errlen == 0)
        return -1;
    if (path != NULL && line > 0)
        n = snprintf(err, errlen, "%s:%d: ", path, line);
    else if (path != NULL)
        n = snprintf(err, errlen, "%s: ", path);
    if (n >= 0 && (size_t)n < errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* s without leading and trailing white space, trimmed in place. */
char *text_trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    char *end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        end--;
    *end = '\0';
    return s;
}

/* Copy s into dst[size]: 0, or -1 when it does not fit. */
int text_copy(char *dst, size_t size, const char *s)
{
    size_t n = strlen(s);
    if (n >= size)
        return -1;
    memcpy(dst, s, n + 1);
    return 0;
}

/* s as a whole number in [lo, hi] (base/number.h), or -1 (callers use lo >= 0). */
int text_int(const char *s, int lo, int hi)
{
    uint64_t v;
    return number_whole(s, (uint64_t)lo, (uint64_t)hi, &v) ? -1 : (int)v;
}

/*
 * Walk a comma-separated list: copy the next item, trimmed, into item[size]
 * (cut short when longer) and advance *s past it.  Returns 0 once the list is
 * used up.  An empty list yields one empty item.
 */
int text_next_item(const char **s, char *item, size_t size)
{
    if (*s == NULL)
        return 0;
    const char *comma = strchr(*s, ',');
    size_t n = comma != NULL ? (size_t)(comma - *s) : strlen(*s);
    if (n >= size)
        n = size - 1;
    memcpy(item, *s, n);
    item[n] = '\0';
    char *t = text_trim(item);
    memmove(item, t, strlen(t) + 1);
    *s = comma != NULL ? comma + 1 : NULL;
    return 1;
}

/* Is s empty or only white space? */
int text_blank(const char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    return *s == '\0';
}

/* ---------------------------------------------------------------------------
 * CSV: one record per line, comma-separated, fields optionally in double
 * quotes ("" inside quotes is one quote).  Blank lines are skipped.  The
 * first line must be the expected header; every row has its column count.
 * ------------------------------------------------------------------------- */


/* Split a line in place.  Returns the number of fields (extra ones beyond max
 * are counted but not kept), or -1 when a quoted field is not closed. */
static int csv_split(char *line, char **field, int max)
{
    int n = 0;
    char *p = line;
    for (;;) {
        char *start;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '"') {
            char *w = start = ++p;
            for (;; p++) {
                if (*p == '\0')
                    return -1;
                if (*p == '"' && p[1] != '"')
                    break;
                if (*p == '"')
                    p++; /* "" stands for one quote */
                *w++ = *p;
            }
            p++;
            while (*p == ' ' || *p == '\t')
                p++;
            if (*p != ',' && *p != '\0')
                return -1;
            *w = '\0'; /* w < p: the separator is untouched */
        } else {
            start = p;
            p += strcspn(p, ",");
        }
        char sep = *p;
        *p = '\0';
        if (n < max)
            field[n] = text_trim(start);
        n++;
        if (sep == '\0')
            return n;
        p++;
    }
}

/* Read the next non-blank line into csv->buf, without its line end: 1, 0 at
 * the end of the file, -1 with err set when the line is too long. */
static int csv_read_line(CsvFile *csv, char *err, size_t errlen)
{
    int r;
    while ((r = text_line(csv->f, csv->buf, sizeof csv->buf)) != TEXT_END) {
        csv->line++;
        if (r == TEXT_LONG)
            return data_fail(err, errlen, csv->path, csv->line, "line longer than %d characters",
                        CSV_LINE_MAX - 2);
        if (r < 0)
            return data_fail(err, errlen, csv->path, csv->line, "%s", text_line_problem(r));
        if (csv->line == 1 && memcmp(csv->buf, "\xEF\xBB\xBF", 3) == 0)
            memmove(csv->buf, csv->buf + 3, strlen(csv->buf + 3) + 1); /* UTF-8 byte order mark */
        if (!text_blank(csv->buf))
            return 1;
    }
    return 0;
}

/* The next row, split into csv->field: 1, 0 at the end, -1 on error. */
int csv_row(CsvFile *csv, char *err, size_t errlen)
{
    int r = csv_read_line(csv, err, errlen);
    if (r <= 0)
        return r;
    csv->buf[strcspn(csv->buf, "\r\n")] = '\0';
    int n = csv_split(csv->buf, csv->field, CSV_FIELDS_MAX);
    if (n < 0)
        return data_fail(err, errlen, csv->path, csv->line,
                    "bad quotes: a \"quoted\" field must be closed and then end at a comma");
    if (n != csv->columns)
        return data_fail(err, errlen, csv->path, csv->line, "%d columns, expected %d (%s)", n,
                    csv->columns, csv->header);
    return 1;
}

/* Open a CSV file and check its header line. */
int csv_open(CsvFile *csv, const char *path, const char *header, char *err, size_t errlen)
{
    char want[CSV_LINE_MAX];
    char *name[CSV_FIELDS_MAX];
    snprintf(want, sizeof want, "%s", header);

    memset(csv, 0, sizeof *csv);
    csv->path = path;
    csv->header = header;
    csv->columns = csv_split(want, name, CSV_FIELDS_MAX);
    csv->f = text_open(path, err, errlen);
    if (csv->f == NULL)
        return -1;

    int r = csv_row(csv, err, errlen);
    if (r == 0)
        r = data_fail(err, errlen, path, 0, "empty file, expected the header '%s'", header);
    for (int i = 0; r > 0 && i < csv->columns; i++)
        if (strcasecmp(csv->field[i], name[i]) != 0)
            r = data_fail(err, errlen, path, csv->line, "column %d is '%s', expected the header '%s'",
                     i + 1, csv->field[i], header);
    if (r <= 0) {
        fclose(csv->f);
        return -1;
    }
    return 0;
}

