/*
 * fuzz_session.h — what the fuzz targets of line sessions share (the two
 * engines, the human prompt): the inputs kept out of a fuzz run and the
 * property every session has.
 */
#ifndef NOIRLAB_FUZZ_SESSION_H
#define NOIRLAB_FUZZ_SESSION_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Inputs a fuzz run does not play: a search with a budget of its choosing
 * (`go ismcts:iterations=99999999` is slow, not wrong) and `record FILE`,
 * which would write files named by the fuzzer.  `go random` is played. */
static inline int fuzz_session_skipped(const uint8_t *data, size_t size)
{
    static const char *const words[] = {"record ", "record\t", "ismcts", "heuristic", "bluff", "iterations", "time"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (memmem(data, size, words[i], strlen(words[i])))
            return 1;
    return 0;
}

/* The lines of the input: its '\n's, and one more for a last line without. */
static inline size_t fuzz_session_lines(const uint8_t *data, size_t size)
{
    size_t n = 0;
    for (size_t i = 0; i < size; i++)
        n += data[i] == '\n';
    return n + (size && data[size - 1] != '\n');
}

/* One line in, at most one answer out: the answers ("ok" or "error ..."
 * lines of out[0..len-1]) are no more than the lines of input.  More would
 * be the tail of a cut line, or the rest after a NUL, run as a command. */
static inline void fuzz_session_assert_answers(const char *out, size_t len, size_t lines)
{
    size_t answers = 0;
    for (const char *p = out; p < out + len;) {
        const char *nl = memchr(p, '\n', (size_t)(out + len - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(out + len - p);
        answers += (n == 2 && memcmp(p, "ok", 2) == 0) || (n >= 6 && memcmp(p, "error ", 6) == 0);
        p += n + 1;
    }
    if (answers > lines) {
        fprintf(stderr, "fuzz: %zu answers to %zu lines:\n%.*s\n", answers, lines, (int)len, out);
        abort();
    }
}

#endif
