/*
 * protocol.h — the `noirlab engine` line protocol (docs/protocol.md): one
 * command a line in, its answer out, over a Session.
 *
 * Every command is answered by zero or more lines and then one last line,
 * `ok`; a command that fails is answered by the single line `error WHAT`,
 * changes nothing, and the session goes on.  Blank lines and lines starting
 * with '#' are ignored (no answer).
 */
#ifndef NOIRLAB_PROTOCOL_H
#define NOIRLAB_PROTOCOL_H

#include <stdio.h>

#include "games/itk/engine/session.h"

enum {
    PROTOCOL_VERSION = 2, /* bumped when a command changes meaning; new commands do not bump it (2: go answers bestmove) */
    PROTOCOL_LINE_MAX = 4096,
};

/* The first line of a session: "noirlab-engine 1 0.1.0". */
void protocol_handshake(FILE *out);

/* Answer one command line (without its newline).  Returns 1 after `quit`,
 * else 0. */
int protocol_command(Session *s, const char *line, FILE *out);

/* The handshake, then commands from `in` until `quit` or the end of input. */
void protocol_run(Session *s, FILE *in, FILE *out);

#endif
