/*
 * cmd_engine.c — `noirlab engine`: the line protocol (docs/protocol.md) on
 * standard input and output, for programs that play against the lab's
 * policies or use them as opponents (engine/protocol.h).
 */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "engine/protocol.h"

static int usage(FILE *out, int status)
{
    fputs("usage: noirlab engine\n"
          "\n"
          "Speak the NoirLab engine protocol (docs/protocol.md) on standard input and\n"
          "output: start a game from a seed or a record, list the legal actions, play\n"
          "them, undo, show a side's view (text or JSON), ask a policy for its move\n"
          "(go SPEC) with the Detective's likeliest hypotheses, and write the record.\n"
          "The first line out is the handshake 'noirlab-engine PROTOCOL VERSION'; every\n"
          "command is answered by lines ending with 'ok', or by one line 'error WHAT'.\n"
          "Game data is read from $NOIRLAB_DATA or the source tree's scenarios/.\n"
          "Exit status: 0 after quit or the end of input; 1 the game data cannot be\n"
          "loaded; 2 bad usage.\n",
          out);
    return status;
}

int cmd_engine(int argc, char **argv)
{
    if (argc == 1 && (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0))
        return usage(stdout, 0);
    if (argc > 0) {
        fprintf(stderr, "noirlab engine: unexpected '%s'\n", argv[0]);
        return usage(stderr, 2);
    }
    char err[SESSION_ERR_MAX];
    Session *s = session_create(NULL, err, sizeof err);
    if (!s) {
        fprintf(stderr, "noirlab engine: %s\n", err);
        return 1;
    }
    protocol_run(s, stdin, stdout);
    session_destroy(s);
    return 0;
}
