/*
 * cmd_play.c — `noirlab play`: play one game and write its record.
 *
 * The game is game number --game of the cell the same flags give `noirlab
 * run`, from the same seed, so any game of a campaign can be looked at move
 * by move: `noirlab play ... --game 1234 --record g.rec && noirlab explain g.rec`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../ai/match.h"
#include "../runner/campaign.h"
#include "../sim/data/record.h"
#include "commands.h"

typedef struct Recorder {
    FILE *out;
    const Catalog *cat;
    const char *layout_key;
} Recorder;

static void on_setup(void *ctx, const Setup *s)
{
    Recorder *r = ctx;
    record_write_header(r->out, r->cat, s, r->layout_key);
}

static void on_action(void *ctx, const Game *before, Action a)
{
    Recorder *r = ctx;
    record_write_event(r->out, r->cat, before, a);
}

static int usage(FILE *out, int status)
{
    fprintf(out, "usage: noirlab play [--scenario NAME|FILE] [--motives A,B,...] [--detective SPEC]\n"
                 "                    [--murderer SPEC] [--seed S] [--game K] [--record FILE]\n"
                 "       noirlab play --human detective|murderer [--opponent SPEC] ... (--human --help)\n"
                 "  Plays game K (default 0) of the cell these flags give `noirlab run`, from the same\n"
                 "  seed, prints the outcome and writes the game record to FILE (default: stdout).\n");
    return status;
}

/* Parse the flags into the run flags and our own; -1 on a bad flag. */
static int parse(int argc, char **argv, CampaignFlags *flags, long *game, const char **record)
{
    for (int i = 0; i < argc; i++) {
        const char *f = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        const char **slot = strcmp(f, "--scenario") == 0    ? &flags->scenario
                            : strcmp(f, "--motives") == 0   ? &flags->motives
                            : strcmp(f, "--detective") == 0 ? &flags->detective
                            : strcmp(f, "--murderer") == 0  ? &flags->murderer
                            : strcmp(f, "--seed") == 0      ? &flags->seed
                            : strcmp(f, "--record") == 0    ? record
                                                            : NULL;
        char *end = NULL;
        if (!v) {
            fprintf(stderr, "noirlab play: %s: missing value\n", f);
            return -1;
        } else if (slot) {
            *slot = v;
        } else if (strcmp(f, "--game") == 0 && (*game = strtol(v, &end, 10)) >= 0 && *end == '\0') {
            /* parsed */
        } else {
            fprintf(stderr, "noirlab play: %s: %s\n", f,
                    strcmp(f, "--game") == 0 ? "expected a game number >= 0" : "unknown option");
            return -1;
        }
        i++;
    }
    return 0;
}

static int play(const Campaign *c, long game, FILE *out, GameResult *result, char *err, size_t errlen)
{
    const Cell *cell = &c->cell[0];
    Policy det = {0}, mur = {0};
    if (policy_create(&det, c->spec[cell->detective], SIDE_DETECTIVE, err, errlen) ||
        policy_create(&mur, c->spec[cell->murderer], SIDE_MURDERER, err, errlen)) {
        policy_destroy(&det);
        return -1;
    }
    const Layout *l = &c->layout[cell->layout];
    MatchConfig cfg = {.deck = &c->cat->deck, .layout = l, .motives = cell->motives, .sw = cell->sw};
    Recorder rec = {.out = out, .cat = c->cat, .layout_key = l->key};
    MatchObserver obs = {.on_setup = on_setup, .on_action = on_action, .ctx = &rec};
    int rc = match_play(&cfg, &det, &mur, seed_for_game(c->master_seed, cell->seed, (uint64_t)game), result, &obs);
    if (rc)
        snprintf(err, errlen, "layout '%s' cannot be dealt with these rules", l->key);
    policy_destroy(&det);
    policy_destroy(&mur);
    return rc;
}

/* Write through a temporary file renamed into place, so a failure leaves nothing. */
static FILE *open_output(const char *path, char *tmp, size_t tmplen)
{
    if (!path)
        return stdout;
    snprintf(tmp, tmplen, "%s.tmp-XXXXXX", path);
    int fd = mkstemp(tmp);
    return fd < 0 ? NULL : fdopen(fd, "w");
}

int cmd_play(int argc, char **argv)
{
    if (argc == 1 && strcmp(argv[0], "--help") == 0)
        return usage(stdout, 0);
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--human") == 0)
            return play_human(argc, argv);
    CampaignFlags flags = {.games = "1"};
    long game = 0;
    const char *record = NULL;
    if (parse(argc, argv, &flags, &game, &record))
        return usage(stderr, 2);

    static Catalog cat;
    static Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    if (catalog_load(&cat, catalog_default_dir(), err, sizeof err) ||
        campaign_from_flags(&c, &cat, &flags, err, sizeof err)) {
        fprintf(stderr, "noirlab play: %s\n", err);
        return 2;
    }
    char tmp[4096];
    FILE *out = open_output(record, tmp, sizeof tmp);
    if (!out) {
        fprintf(stderr, "noirlab play: %s: cannot write\n", record);
        campaign_free(&c);
        return 1;
    }
    GameResult r;
    err[0] = '\0';
    int rc = play(&c, game, out, &r, err, sizeof err);
    campaign_free(&c);
    if (out != stdout && (fclose(out) != 0 || rc != 0 || rename(tmp, record) != 0)) {
        unlink(tmp);
        rc = rc ? rc : -1;
    }
    if (rc) {
        fprintf(stderr, "noirlab play: %s\n", err[0] ? err : "cannot write the record");
        return 1;
    }
    fprintf(stderr, "game %ld: %s wins (%d murders, %d refusals, %d rounds)\n", game,
            r.winner == SIDE_DETECTIVE ? "the Detective" : "the Murderer", r.murders, r.refusals, r.rounds);
    return 0;
}
