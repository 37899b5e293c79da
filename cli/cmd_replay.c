/*
 * cmd_replay.c — `noirlab replay FILE`: check a game record against the rules
 * and print the game.  Each game replays its own records (its REPLAY hook,
 * cli/game_replay.h); this finds whose record it is by its first line.
 *
 * The record is checked completely before anything is printed, so a bad record
 * gives one message and no half-printed game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/line.h"
#include "cli/commands.h"
#include "cli/game_replay.h"
#include "cli/game_replays.h" /* written by the build from the games' REPLAY hooks (games/CMakeLists.txt) */
#include "cli/options.h"

/* Every game's records, each recognised by its first line (their folders
 * register them, in the order of the game list). */
static const GameReplay *const game_replays[] = {NOIRLAB_GAME_REPLAYS};

static const char about_text[] =
    "Check every event of a game record against its game's rules and print the game:\n"
    "the setup, each event and what it made public, the board as the game goes, and\n"
    "the outcome.  Each game's records are told apart by their first line (each\n"
    "game's docs/ describe its format; Intent to Kill's, the default game's, is\n"
    "games/itk/docs/records.md).  A record may stop in the middle of a game: the\n"
    "position it stops in is printed.\n";

static const char notes_text[] =
    "Game data is read from $NOIRLAB_DATA or the source tree's scenarios/.\n"
    "Exit status: 0 the record is valid; 1 it is malformed or has an illegal\n"
    "event (one message FILE:LINE: problem); 2 bad usage.\n";

/* The game whose first line the record at path has; a record no game claims
 * goes to the first game's replay (the default game), whose reader then names
 * what is wrong with it.  Opened as every text file of the lab is: a folder or
 * a FIFO is refused by its kind, before any game looks at it. */
static int replay_path(const char *path)
{
    char err[512];
    FILE *in = text_open(path, err, sizeof err);
    if (!in) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    const GameReplay *found = game_replays[0];
    for (size_t i = 0; i < sizeof game_replays / sizeof *game_replays; i++) {
        rewind(in);
        if (game_replays[i]->detect(in)) {
            found = game_replays[i];
            break;
        }
    }
    fclose(in);
    return found->replay(path);
}

int cmd_replay(int argc, char **argv)
{
    static const Option options[] = {{0}};
    const OptionCommand cmd = {"replay", "usage: noirlab replay FILE\n", about_text, options, notes_text};
    int n, rc = options_parse(&cmd, argc, argv, &n);
    if (rc == OPTIONS_OK && n != 1)
        rc = n ? options_fail(&cmd, "unexpected '%s': one record at a time", argv[1])
               : options_fail(&cmd, "which record? (FILE is missing; noirlab replay --help)");
    if (rc != OPTIONS_OK)
        return options_exit(rc);
    return replay_path(argv[0]);
}
