/*
 * cmd_replay.c — `noirlab replay FILE`: check a game record (games/itk/docs/records.md)
 * against the rules and print the game: the setup, each event with what it
 * made public, the city after each round, and the outcome or the position the
 * record stops in.
 *
 * The record is checked completely before anything is printed, so a bad record
 * gives one message and no half-printed game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/game_replay.h"
#include "cli/game_replays.h" /* written by the build from the games' REPLAY hooks (games/CMakeLists.txt) */
#include "cli/options.h"
#include "games/itk/data/record.h"
#include "games/itk/engine/show_game.h"

/* The other games' records, each recognised by its first line (their
 * folders register them); a record none of them claims is Intent to Kill's. */
static const GameReplay *const game_replays[] = {NOIRLAB_GAME_REPLAYS};

static const char about_text[] =
    "Check every event of a game record (games/itk/docs/records.md; a NOIR record,\n"
    "games/noir/docs/noir.md, is recognised by its first line) against the rules and\n"
    "print the game: each event and what it made public (answers, surveillance,\n"
    "murders, token draws), the city after each round, and the outcome.  A record\n"
    "may stop in the middle of a game: the position it stops in is printed.\n";

static const char notes_text[] =
    "Game data is read from $NOIRLAB_DATA or the source tree's scenarios/.\n"
    "Exit status: 0 the record is valid; 1 it is malformed or has an illegal\n"
    "event (one message FILE:LINE: problem); 2 bad usage.\n";

typedef struct Printer {
    FILE *out;
    const Catalog *cat;
    int unshown; /* events since the city was last printed */
} Printer;

static int accusing(int phase) { return phase == PH_ACCUSE || phase == PH_ACCUSE_EARLY; }

/* Did this event end a round's city phase (R1, R13)? */
static int round_ended(const Game *before, const Game *after)
{
    if (accusing(after->phase) && !accusing(before->phase))
        return 1;
    return after->round > before->round && before->phase != PH_ACCUSE_EARLY;
}

static void show_round_end(Printer *p, const Game *g, int round)
{
    fprintf(p->out, "\nend of round %d\n", round);
    itk_show_city(p->out, g);
    p->unshown = 0;
}

static void print_step(void *ctx, const Game *before, const Game *after, const RecordEvent *e)
{
    Printer *p = ctx;
    char text[RECORD_ACTION_TEXT_MAX];
    itk_record_format_action(text, sizeof text, p->cat, before, e->action);
    fprintf(p->out, "%5d  %c %s\n", e->line, itk_record_side_letter(e->side), text);
    for (int i = before->n_obs; i < after->n_obs; i++) {
        fputs("         -> ", p->out);
        itk_show_observation(p->out, p->cat, after, &after->obs[i]);
    }
    p->unshown++;
    if (round_ended(before, after))
        show_round_end(p, after, before->round);
}

/* Check, then print.  Returns the exit status. */
static int replay(const Catalog *cat, const char *path, RecordEvent *events)
{
    Setup setup;
    RecordInfo info;
    Game g;
    int n;
    char err[RECORD_ERR_MAX];
    if (itk_record_parse(cat, path, &setup, events, RECORD_MAX_EVENTS, &n, &info, err, sizeof err) < 0 ||
        itk_record_play(&g, &setup, cat, events, n, path, &info, NULL, NULL, err, sizeof err) < 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }

    Printer p = {stdout, cat, 0};
    itk_game_init(&g, &setup);
    printf("%s: layout %s, %d events\n", path, info.layout_key[0] ? info.layout_key : "none", n);
    itk_show_setup(stdout, cat, &g);
    printf("\nthe deal\n");
    itk_show_city(stdout, &g);
    printf("\n");
    itk_record_play(&g, &setup, cat, events, n, path, &info, print_step, &p, err, sizeof err);

    if (p.unshown) {
        printf("\n%s\n", game_over(&g) ? "final position" : "the record stops here");
        itk_show_city(stdout, &g);
    }
    printf("\n");
    itk_show_status(stdout, &g);
    itk_show_outcome(stdout, cat, &g);
    return 0;
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
    for (size_t i = 0; i < sizeof game_replays / sizeof *game_replays; i++)
        if (game_replays[i]->detect(argv[0]))
            return game_replays[i]->replay(argv[0]);
    char err[CATALOG_ERR_MAX];
    Catalog *cat = malloc(sizeof *cat);
    RecordEvent *events = malloc(RECORD_MAX_EVENTS * sizeof *events);
    int status = 1;
    if (!cat || !events)
        fputs("noirlab replay: out of memory\n", stderr);
    else if (itk_catalog_load(cat, itk_catalog_default_dir(), err, sizeof err) < 0)
        fprintf(stderr, "%s\n", err);
    else
        status = replay(cat, argv[0], events);
    free(events);
    free(cat);
    return status;
}
