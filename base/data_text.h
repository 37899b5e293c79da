/*
 * data_text.h — what the data readers share: "FILE:LINE: problem" messages,
 * small text helpers, and a CSV reader (games/itk/data/).  errorf, the one message
 * formatter of every layer, is in base/errorf.h.
 */
#ifndef NOIRLAB_DATA_TEXT_H
#define NOIRLAB_DATA_TEXT_H

#include <stddef.h>
#include <stdio.h>

#include "base/errorf.h"
#include "base/line.h" /* text_line, text_open: every reader of lines */

/* Write "PATH:LINE: message" (or "PATH: message" when line is 0, or just the
 * message when path is NULL) into err.  Always returns -1. */
__attribute__((format(printf, 5, 6)))
int data_fail(char *err, size_t errlen, const char *path, int line, const char *fmt, ...);

/* s without leading and trailing white space, trimmed in place. */
char *text_trim(char *s);

/* Copy s into dst[size]: 0, or -1 when it does not fit. */
int text_copy(char *dst, size_t size, const char *s);

/* s as a whole number in [lo, hi] (base/number.h), or -1 (callers use lo >= 0). */
int text_int(const char *s, int lo, int hi);

/* Walk a comma-separated list: copy the next item, trimmed, into item[size]
 * (cut short when longer) and advance *s past it.  Returns 0 once the list is
 * used up.  An empty list yields one empty item. */
int text_next_item(const char **s, char *item, size_t size);

/* Is s empty or only white space? */
int text_blank(const char *s);

/*
 * CSV: one record per line, comma-separated, fields optionally in double
 * quotes ("" inside quotes is one quote).  Blank lines are skipped.  The
 * first line must be the expected header; every row has its column count.
 */
enum { CSV_LINE_MAX = 1024, CSV_FIELDS_MAX = 8 };

typedef struct CsvFile {
    FILE *f;
    const char *path;
    const char *header; /* the expected first line, e.g. "key,name,condition" */
    int columns;        /* fields in header */
    int line;           /* line number of the last line read */
    char buf[CSV_LINE_MAX];
    char *field[CSV_FIELDS_MAX];
} CsvFile;

/* Open a CSV file and check its header line: 0, or -1 with a message. */
int csv_open(CsvFile *csv, const char *path, const char *header, char *err, size_t errlen);

/* The next row, split into csv->field: 1, 0 at the end, -1 on error. */
int csv_row(CsvFile *csv, char *err, size_t errlen);

#endif
