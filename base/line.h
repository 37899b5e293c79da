/*
 * line.h — lines of text, as every reader of lines takes them: the data
 * files, campaigns, records, model files, both engine protocols and the
 * human prompt (README.md, "Reliability").
 *
 * One rule for all: a line is read whole into a bounded buffer.  A line with
 * a NUL byte, or longer than the buffer holds, is refused whole — nothing of
 * it is returned, so nothing of it can be acted on.  fgets would hide both:
 * it stops the string at a NUL ("games = 2\0 0" reads as "games = 2"; the
 * part before the NUL of "play 6\0junk" is a move) and hands a long line over
 * in pieces (the tail after the cut is read as the next line).  getline has
 * no bound at all (model=/dev/zero would fill the memory).
 */
#ifndef NOIRLAB_LINE_H
#define NOIRLAB_LINE_H

#include <stddef.h>
#include <stdio.h>

enum { TEXT_LONG = -3, TEXT_NUL = -2, TEXT_READ_ERROR = -1, TEXT_END = 0, TEXT_LINE = 1 };

/* Read one line of a file into buf[size]: TEXT_LINE (with its '\n' unless
 * the file ends there), TEXT_END, TEXT_NUL (a NUL byte: a binary file, not
 * text), TEXT_LONG (more than size - 2 characters before the '\n') or
 * TEXT_READ_ERROR (errno tells).  After a refusal the file is not read
 * further: a file reader stops at its first bad line. */
int text_line(FILE *f, char *buf, size_t size);

/* The same for a session (a terminal, a pipe of commands), which goes on
 * after a bad line: a refused line (TEXT_NUL, TEXT_LONG) is read to its end,
 * a character at a time, so that the next call reads the next line.  The
 * '\n' and a '\r' before it are removed from a TEXT_LINE. */
int text_line_whole(FILE *f, char *buf, size_t size);

/* The problem of a TEXT_NUL or TEXT_READ_ERROR result, for a message. */
const char *text_line_problem(int result);

/* The one message of a refused session line (TEXT_NUL or TEXT_LONG) read
 * into a buffer of `size`: "a line longer than N characters (the limit)" or
 * "a line with a NUL byte (text only)". */
const char *text_line_refusal(int result, size_t size, char *msg, size_t msglen);

/* fopen(path, "r") for a text file: NULL with "PATH: problem" in err when it
 * cannot be opened or is not a regular file (a folder, a FIFO, a device:
 * each refused by its kind, and a FIFO without waiting for a writer). */
FILE *text_open(const char *path, char *err, size_t errlen);

#endif
