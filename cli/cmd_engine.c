/*
 * cmd_engine.c — `noirlab engine`: the line protocol (docs/protocol.md) on
 * standard input and output, for programs that play against the lab's
 * policies or use them as opponents, spoken by the game's engine
 * (engine/game_engine.h), the one the C library drives.
 */
#include <stdio.h>

#include "base/data_dir.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "engine/game_engine.h"
#include "engine/protocol.h"

static const char about_text[] =
    "Speak the NoirLab engine protocol (docs/protocol.md) on standard input and\n"
    "output: start a game from a seed or a record, list the legal actions, play\n"
    "them, undo, show a side's view (text or JSON), ask a policy for its move\n"
    "(go SPEC) with the Detective's likeliest hypotheses, and write the record.\n"
    "The first line out is the handshake 'noirlab-engine PROTOCOL VERSION'; every\n"
    "command is answered by lines ending with 'ok', or by one line 'error WHAT'.\n";

static const char notes_text[] =
    "Game data is read from $NOIRLAB_DATA or the source tree's scenarios/.\n"
    "Exit status: 0 after quit or the end of input; 1 the game data cannot be\n"
    "loaded; 2 bad usage.\n";

int cmd_engine(int argc, char **argv)
{
    const char *game = NULL;
    const Option options[] = {
        {"game", 0, OPT_STRING, &game, "NAME", "the game: itk (default) or noir (docs/protocol.md, \"Other games\")"},
        {0},
    };
    const OptionCommand cmd = {"engine", "usage: noirlab engine [--game NAME]\n", about_text, options, notes_text};
    int parsed = options_parse(&cmd, argc, argv, NULL);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    int n;
    const GameClass *g = game ? game_class_find(game) : game_classes(&n)[0];
    if (!g) {
        char names[128];
        game_class_names(names, sizeof names);
        return options_exit(options_fail(&cmd, "--game: unknown game '%s' (%s)", game, names));
    }
    const GameEngine *engine = game_engine_find(g);
    char err[GAME_ENGINE_ERR_MAX];
    void *s = engine->open(g, data_dir_default(), err, sizeof err);
    if (!s) {
        fprintf(stderr, "noirlab engine: %s\n", err);
        return 1;
    }
    protocol_run(engine->command, s, stdin, stdout);
    engine->close(s);
    return 0;
}
