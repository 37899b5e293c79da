/*
 * protocol.h — the `noirlab engine` line protocol (docs/protocol.md), what
 * every game's engine shares (game_engine.h): the handshake, the rules of a
 * line and its answer, and the loop that reads one command a line and hands
 * it to the engine's commands.
 *
 * Every command is answered by zero or more lines and then one last line,
 * `ok`; a command that fails is answered by the single line `error WHAT`,
 * changes nothing, and the session goes on.  Blank lines and lines starting
 * with '#' are ignored (no answer).
 */
#ifndef NOIRLAB_PROTOCOL_H
#define NOIRLAB_PROTOCOL_H

#include <stddef.h>
#include <stdio.h>

enum {
    PROTOCOL_VERSION = 2, /* bumped when a command changes meaning; new commands do not bump it (2: go answers bestmove) */
    PROTOCOL_LINE_MAX = 4096,
    PROTOCOL_ERR_MAX = 1024, /* the longest error a command gives */
};

/* An engine's commands: answer one command line (no newline, not blank, not
 * a comment, not `quit`) into body; 0, or -1 with the error in err. */
typedef int (*ProtocolAnswer)(void *session, char *line, FILE *body, char *err, size_t errlen);

/* Answer one line (its newline may be there) as docs/protocol.md's "Lines"
 * say, with answer for its command: a line over the limit or with a line
 * break inside refused whole; a blank or '#' line no answer; `quit` "ok";
 * else the command's lines and "ok", or its one line "error WHAT" alone.
 * Returns 1 after `quit`, else 0. */
int protocol_answer(ProtocolAnswer answer, void *session, const char *line, FILE *out);

/* The first line of a session: "noirlab-engine 2 0.1.0". */
void protocol_handshake(FILE *out);

/* go's words after "go", SPEC [iterations N] [time SECONDS] [play], as one
 * policy spec with the options as its keys ("ismcts:iterations=300,time=2")
 * and whether the move is to be played.  0, or -1 with the problem in err. */
int protocol_go_spec(int argc, char *const *argv, char *spec, size_t speclen, int *play, char *err, size_t errlen);

/* The handshake, then each line of `in` answered by command(session, line,
 * out) until it returns 1 (`quit`) or the input ends.  A line longer than
 * PROTOCOL_LINE_MAX or with a NUL byte is refused whole: one error line,
 * nothing of it acted on. */
void protocol_run(int (*command)(void *session, const char *line, FILE *out), void *session, FILE *in, FILE *out);

#endif
