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
#include "options.h"
#include "play_human.h"

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

static const char usage_text[] =
    "usage: noirlab play [--scenario NAME|FILE] [--motives A,B,...] [--detective SPEC]\n"
    "                    [--murderer SPEC] [--seed S] [--game K] [--record FILE]\n"
    "       noirlab play --human detective|murderer [--opponent SPEC] [--explain]\n"
    "                    [--scenario NAME|FILE] [--motives A,B,...] [--seed S] [--game K] [--record FILE]\n";

static const char about_text[] =
    "Plays game K of the cell these flags give `noirlab run`, from the same seed,\n"
    "prints the outcome and writes the game record (docs/records.md).\n"
    "\n"
    "With --human you play one side yourself, in the terminal, against --opponent:\n"
    "before each of your moves the city and your notebook are drawn and your legal\n"
    "moves listed; type the number of one, or the event itself ('move 6', 'ask Nurse\n"
    "male'); 'b' redraws the city, 'q' abandons the game.  The finished game is saved\n"
    "(default game-S-K.rec, never over an existing file) for replay and explain.\n";

static const char notes_text[] =
    "Exit status: 0 played (and, with --human, saved); 1 failed (record, I/O), or the\n"
    "--human game was abandoned (end of input or 'q': nothing is saved); 2 bad flag.\n";

/* Parse the flags into the run flags and our own. */
static int parse(int argc, char **argv, CampaignFlags *flags, uint64_t *game, const char **record, HumanPlay *human)
{
    const Option options[] = {
        {"scenario", 0, OPT_STRING, &flags->scenario, "X", "layout key or layout file (default beginner)"},
        {"motives", 0, OPT_STRING, &flags->motives, "LIST", "motive set: names, 'logic', 'all' (default logic)"},
        {"detective", 0, OPT_STRING, &flags->detective, "SPEC", "Detective policy (default random)"},
        {"murderer", 0, OPT_STRING, &flags->murderer, "SPEC", "Murderer policy (default random)"},
        {"seed", 0, OPT_STRING, &flags->seed, "S", "master seed (default 1)"},
        {"game", 0, OPT_UNSIGNED, game, "K", "the game's number in the cell (default 0)", .min = 0,
         .max = UINT32_MAX - 1},
        {"record", 0, OPT_STRING, record, "FILE", "write the record to FILE (default: stdout; with\n"
                                                  "--human game-S-K.rec, and never over an existing file)"},
        {"human", 0, OPT_STRING, &human->side, "SIDE", "play this side yourself: detective or murderer"},
        {"opponent", 0, OPT_STRING, &human->opponent, "SPEC", "with --human: the other side's policy (default heuristic)"},
        {"explain", 0, OPT_FLAG, &human->explain, NULL, "with --human: a panel of what the Detective could deduce"},
        {0},
    };
    const OptionCommand cmd = {"play", usage_text, about_text, options, notes_text};
    int rc = options_parse(&cmd, argc, argv, NULL);
    if (rc != OPTIONS_OK)
        return rc;
    if (human->side && strcmp(human->side, "detective") != 0 && strcmp(human->side, "murderer") != 0)
        return options_fail(&cmd, "--human must be detective or murderer, not '%s'", human->side);
    if (human->side && (flags->detective || flags->murderer))
        return options_fail(&cmd, "with --human the other side is --opponent, not --%s",
                            flags->detective ? "detective" : "murderer");
    if (!human->side && (human->opponent || human->explain))
        return options_fail(&cmd, "--%s goes with --human", human->opponent ? "opponent" : "explain");
    return OPTIONS_OK;
}

static int play(const Campaign *c, uint64_t game, FILE *out, GameResult *result, char *err, size_t errlen)
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
    int rc = match_play(&cfg, &det, &mur, seed_for_game(c->master_seed, cell->seed, game), result, &obs);
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
    CampaignFlags flags = {.games = "1"};
    uint64_t game = 0;
    const char *record = NULL;
    HumanPlay human = {0};
    int parsed = parse(argc, argv, &flags, &game, &record, &human);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    if (human.side) {
        human.flags = flags;
        human.game = game;
        human.record = record;
        return play_human(&human);
    }

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
    fprintf(stderr, "game %llu: %s wins (%d murders, %d refusals, %d rounds)\n", (unsigned long long)game,
            r.winner == SIDE_DETECTIVE ? "the Detective" : "the Murderer", r.murders, r.refusals, r.rounds);
    return 0;
}
