/*
 * replay_itk.c — `noirlab replay` on an Intent to Kill record
 * (games/itk/docs/records.md), the game's REPLAY hook (cli/game_replay.h):
 * the record is checked completely, then printed: the setup, each event with
 * what it made public, the city after each round, and the outcome or the
 * position the record stops in.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/game_replay.h"
#include "games/itk/data/record.h"
#include "games/itk/engine/show_game.h"

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
    itk_show_event(p->out, p->cat, before, after, e);
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

/* Load the catalog the record's names refer to, then check and print. */
static int itk_replay_file(const char *path)
{
    char err[CATALOG_ERR_MAX];
    Catalog *cat = malloc(sizeof *cat);
    RecordEvent *events = malloc(RECORD_MAX_EVENTS * sizeof *events);
    int status = 1;
    if (!cat || !events)
        fputs("noirlab replay: out of memory\n", stderr);
    else if (itk_catalog_load(cat, itk_catalog_default_dir(), err, sizeof err) < 0)
        fprintf(stderr, "%s\n", err);
    else
        status = replay(cat, path, events);
    free(events);
    free(cat);
    return status;
}

const GameReplay itk_game_replay = {.detect = itk_record_detect, .replay = itk_replay_file};
