/*
 * test_text.c — see test_text.h.
 */
#include "tests/common/test_text.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

int test_line_of(const char *path, const char *text)
{
    FILE *in = fopen(path, "r");
    char line[1024];
    int k = 0, found = -1;
    assert_non_null(in);
    while (found < 0 && fgets(line, sizeof line, in))
        if (++k && strncmp(line, text, strlen(text)) == 0)
            found = k;
    fclose(in);
    assert_true(found > 0);
    return found;
}

void test_copy_lines(const char *from, const char *to, int lines, const char *old, const char *new,
                     const char *extra)
{
    char line[1024];
    FILE *in = fopen(from, "r"), *out = fopen(to, "w");
    assert_non_null(in);
    assert_non_null(out);
    for (int k = 0; k < lines && fgets(line, sizeof line, in); k++)
        fputs(old && strncmp(line, old, strlen(old)) == 0 ? new : line, out);
    fputs(extra, out);
    fclose(in);
    fclose(out);
}
