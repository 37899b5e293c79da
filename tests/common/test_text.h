/*
 * test_text.h — the text-file helpers of the tests that feed variants of a
 * record to a reader: find a line, and write a cut and edited copy.
 */
#ifndef NOIRLAB_TEST_TEXT_H
#define NOIRLAB_TEST_TEXT_H

/* The number of the first line of `path` that starts with `text` (the test
 * fails when there is none). */
int test_line_of(const char *path, const char *text);

/* Write to `to` the first `lines` lines of `from`, the line starting with
 * `old` (if not NULL) replaced by `new`, then `extra`. */
void test_copy_lines(const char *from, const char *to, int lines, const char *old, const char *new,
                     const char *extra);

#endif
