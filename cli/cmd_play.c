/*
 * cmd_play.c — `noirlab play`: play one game and write its record.
 *
 * The game is game number --number (or --game K) of the cell the same flags
 * give `noirlab run`, or of cell --cell N of a campaign file, from the same
 * seed, so any game of a campaign can be looked at move by move:
 * `noirlab play ... --game 1234 --record g.rec && noirlab explain g.rec`, or
 * played by a person (--human: play_game_human.h, every game's), dealt
 * from the same cell.  Any game: it is played through the game interface
 * (ai/game_match.h) and written by the game's own record hooks.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/game_match.h"
#include "analysis/owned.h"
#include "base/number.h"
#include "cli/commands.h"
#include "cli/game_flags.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/play_game_human.h"
#include "runner/campaign.h"
#include "runner/campaign_data.h"
#include "runner/cell_setup.h"

typedef struct Recorder {
    FILE *out;
    const GameClass *game;
    const void *params;
    int events;
} Recorder;

static void on_setup(void *ctx, const void *setup)
{
    Recorder *r = ctx;
    r->game->record_header(r->out, r->params, setup);
}

static void on_action(void *ctx, const void *before, GameAction a)
{
    Recorder *r = ctx;
    r->game->record_event(r->out, r->params, before, a);
    r->events++;
}

static const char usage_text[] =
    "usage: noirlab play [--scenario NAME|FILE] [--motives A,B,...] [--scenario-rules 0|1] [--detective SPEC]\n"
    "                    [--murderer SPEC] [--seed S] [--game K] [--record FILE]\n"
    "       noirlab play --campaign FILE --cell N [--seed S] [--number K] [--record FILE]\n"
    "       noirlab play --human detective|murderer [--opponent SPEC] [--explain]\n"
    "                    [--scenario NAME|FILE] [--motives A,B,...] [--seed S] [--game K] [--record FILE]\n"
    "       noirlab play --human SEAT --campaign FILE --cell N [--opponent SPEC] [--explain]\n"
    "                    [--seed S] [--number K] [--record FILE]\n"
    "       noirlab play --game noir [--mode M] [--grid N] [NOIR's other flags] [--inspector SPEC]\n"
    "                    [--killer SPEC] [--seed S] [--number K] [--record FILE]\n"
    "       noirlab play --game NAME [its flags] --human SEAT [--opponent SPEC] [--SEAT SPEC ...] [--explain]\n"
    "                    [--seed S] [--number K] [--record FILE]\n";

static const char about_text[] =
    "Plays game K of the cell these flags give `noirlab run`, or of cell N of a\n"
    "campaign file (its number in run's table), from the same seed, prints the\n"
    "outcome and writes the game record (games/itk/docs/records.md; NOIR's: games/noir/docs/noir.md).\n"
    "\n"
    "With --human you play one side yourself, in the terminal, against --opponent:\n"
    "before each of your moves the city and your notebook are drawn and your legal\n"
    "moves listed; type the number of one, or the event itself ('move 6', 'ask Nurse\n"
    "male'); 'b' redraws the city, 'q' abandons the game.  The accusation is two\n"
    "choices, the murderer and then the motive ('back' returns).  The finished game is saved\n"
    "(default game-S-K.rec, never over an existing file) for replay and explain.\n"
    "Another game's person plays any seat of it (--human SEAT: its seat name, pK or\n"
    "K), every other seat --opponent or that seat's own flag (--human p1 --p2\n"
    "random); its record is game-S-K.NAME.  --explain adds what your seat could\n"
    "deduce, in a game whose belief has a text for a person (NOIR's).  With\n"
    "--campaign FILE --cell N the person plays game K of that cell, dealt as run\n"
    "deals it, and every other seat plays the cell's policy unless --opponent is given.\n";

static const char notes_text[] =
    "Exit status: 0 played (and, with --human, saved); 1 failed (record, I/O), or the\n"
    "--human game was abandoned (end of input or 'q': nothing is saved); 2 bad flag.\n";

/* What the flags give besides the cell's. */
typedef struct PlayArgs {
    RunRequest run;         /* the cell: run.flags, and the games' flags */
    const char *game;       /* --game NAME|K */
    uint64_t number;        /* --number K, or --game K */
    int numbered;           /* --number given */
    const char *record;
    const char *campaign;   /* --campaign FILE */
    uint64_t cell;          /* --cell N of it */
    HumanPlay human;
} PlayArgs;

/* --game is a game's name, or (as it always was) the game's number. */
static int resolve_game(const OptionCommand *cmd, PlayArgs *a)
{
    if (!a->game)
        return OPTIONS_OK;
    if (game_class_find(a->game)) {
        a->run.flags.game = a->game;
        return OPTIONS_OK;
    }
    uint64_t k;
    if (number_whole(a->game, 0, UINT32_MAX - 1, &k)) /* the message of --game K as it always was */
        return options_fail(cmd, "--game must be a whole number from 0 to %u, not '%s'", UINT32_MAX - 1, a->game);
    if (a->numbered)
        return options_fail(cmd, "--game %s and --number: give the game's number once", a->game);
    a->number = k;
    return OPTIONS_OK;
}

/* The game the flags name (an unknown name is refused by resolve_game). */
static const GameClass *played_game(const PlayArgs *a)
{
    int n;
    return a->run.flags.game ? game_class_find(a->run.flags.game) : game_classes(&n)[0];
}

/* Why --human and --explain do not fit game g: the message in msg, or NULL
 * when they fit (or no person plays). */
static const char *human_misfit(const PlayArgs *a, const GameClass *g, char *msg, size_t msglen)
{
    const HumanPlay *human = &a->human;
    if (!human->side)
        return NULL;
    if (!play_game_human_draws(g))
        snprintf(msg, msglen, "--human: game %s has no view for a person", g->name);
    else if (!g->action_name || !g->record_event || !g->result_text)
        snprintf(msg, msglen, "--human: game %s has no names for its moves or no records yet", g->name);
    /* a game of more seats has the seats its parameters give: play_game_human checks those */
    else if (g->max_seats == GAME_SEATS && play_game_human_seat(g, GAME_SEATS, human->side) < 0)
        snprintf(msg, msglen, "--human must be %s or %s, not '%s'", g->seat_name[GAME_SEEKER],
                 g->seat_name[GAME_HIDER], human->side);
    else if (human->explain && !play_game_human_explains(g))
        snprintf(msg, msglen, "--explain: game %s has no panel of deductions", g->name);
    else
        return NULL;
    return msg;
}

/* Parse the flags into the run flags and our own. */
static int parse(int argc, char **argv, PlayArgs *a)
{
    CampaignFlags *flags = &a->run.flags;
    HumanPlay *human = &a->human;
    const Option common[] = {
        {"scenario", 0, OPT_STRING, &flags->scenario, "X", "layout key or layout file (default beginner)"},
        {"motives", 0, OPT_STRING, &flags->motives, "LIST", "motive set: names, 'logic', 'all' (default logic)"},
        {"scenario-rules", 0, OPT_STRING, &flags->scenario_rules, "B",
         "1 (default): the scenario's own rules (REFERENCE §7) on; 0: off"},
        {"campaign", 0, OPT_STRING, &a->campaign, "FILE", "the cell is one of this campaign file's (--cell)"},
        {"cell", 0, OPT_UNSIGNED, &a->cell, "N", "with --campaign: the cell's number, as in run's table",
         .min = 0, .max = INT32_MAX},
        {"detective", 0, OPT_STRING, &flags->detective, "SPEC", "Detective policy (default random)"},
        {"murderer", 0, OPT_STRING, &flags->murderer, "SPEC", "Murderer policy (default random)"},
        {"seed", 0, OPT_STRING, &flags->seed, "S", "master seed (default 1)"},
        {"game", 0, OPT_STRING, &a->game, "NAME|K", "the game, itk (default) or noir; or a number: the same as --number"},
        {"number", 0, OPT_UNSIGNED, &a->number, "K", "the game's number in the cell (default 0)", .min = 0,
         .max = UINT32_MAX - 1},
        {"record", 0, OPT_STRING, &a->record, "FILE", "write the record to FILE (default: stdout; with\n"
                                                     "--human game-S-K.rec, and never over an existing file)"},
        {"human", 0, OPT_STRING, &human->side, "SEAT", "play this seat yourself: detective or murderer (another\n"
                                                        "game: a seat name of it, pK or K)"},
        {"opponent", 0, OPT_STRING, &human->opponent, "SPEC",
         "with --human: every other seat's policy (default heuristic;\n"
         "with --campaign the cell's)"},
        {"explain", 0, OPT_FLAG, &human->explain, NULL, "with --human: a panel of what your seat could deduce"},
        {NULL, 0, OPT_HEADING, NULL, NULL, "The parameters and seats of the other games (docs/games.md):\n"},
    };
    enum { COMMON = sizeof common / sizeof common[0] };
    Option options[COMMON + GAME_FLAGS_MAX + 1];
    game_flags_table_run(options, common, COMMON, &a->run);
    const OptionCommand cmd = {"play", usage_text, about_text, options, notes_text};
    a->number = a->cell = UINT64_MAX;
    int rc = options_parse(&cmd, argc, argv, NULL);
    if (rc != OPTIONS_OK)
        return rc;
    a->numbered = a->number != UINT64_MAX;
    if (!a->numbered)
        a->number = 0;
    if ((a->cell != UINT64_MAX) != (a->campaign != NULL))
        return options_fail(&cmd, a->campaign ? "--campaign: which cell? (--cell N, as in run's table)"
                                              : "--cell goes with --campaign");
    char err[512];
    if ((rc = resolve_game(&cmd, a)) != OPTIONS_OK)
        return rc;
    if (game_flags_apply(&a->run, err, sizeof err))
        return options_fail(&cmd, "%s", err);
    /* a campaign file's game is known once the file is read (cmd_play) */
    if (!a->campaign && human_misfit(a, played_game(a), err, sizeof err))
        return options_fail(&cmd, "%s", err);
    if (human->side && (flags->detective || flags->murderer))
        return options_fail(&cmd, "with --human the other side is --opponent, not --%s",
                            flags->detective ? "detective" : "murderer");
    if (!human->side && (human->opponent || human->explain))
        return options_fail(&cmd, "--%s goes with --human", human->opponent ? "opponent" : "explain");
    return OPTIONS_OK;
}

/* Play game `number` of the campaign's cell `k` into the record `out`. */
static int play(const Campaign *c, int k, uint64_t number, FILE *out, GameOutcome *result, char *err, size_t errlen)
{
    const Cell *cell = &c->cell[k];
    const GameClass *g = c->game;
    GamePolicy policy[GAME_SEATS_MAX] = {0}, *seat[GAME_SEATS_MAX];
    int made = 0;
    while (made < cell->seats && game_policy_create(&policy[made], g, c->spec[cell->seat[made]], made, err, errlen) == 0)
        seat[made] = &policy[made], made++;
    if (made < cell->seats) {
        while (made > 0)
            game_policy_destroy(&policy[--made]);
        return -1;
    }
    GameMatch m;
    game_match_init(&m, g, campaign_cell_params(c, k));
    Recorder rec = {.out = out, .game = g, .params = campaign_cell_params(c, k)};
    GameMatchObserver obs = {.on_setup = on_setup, .on_action = on_action, .ctx = &rec};
    int rc = game_match_play(&m, seat, seed_for_game(c->master_seed, cell->seed, number), result, &obs);
    if (rc == 0 && g->record_end)
        g->record_end(out, rec.events);
    if (rc)
        cell_undealt(c, k, err, errlen);
    game_match_free(&m);
    while (made > 0)
        game_policy_destroy(&policy[--made]);
    return rc;
}

/* Is path a record a killed `play` left half-written (or empty)? */
static int is_record_temp(const char *path)
{
    char head[15] = "";
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(head, 1, sizeof head - 1, f) : 0;
    if (f)
        fclose(f);
    return f && (n == 0 || strncmp(head, "noirlab-record", n) == 0 || strncmp(head, "noir-record", n < 11 ? n : 11) == 0);
}

/* Where the record goes: stdout; a device or pipe as it is (a terminal,
 * /dev/stdout); or a regular file through a temporary of ours renamed into
 * place (owned.h), so a failure leaves nothing.  NULL with a message. */
static FILE *open_output(const char *path, OwnedTemp *tmp, char *err, size_t errlen)
{
    struct stat sb;
    tmp->path[0] = '\0';
    tmp->lock_fd = -1;
    if (!path)
        return stdout;
    if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
        snprintf(err, errlen, "%s: is a folder; give the record's file name", path);
        return NULL;
    }
    FILE *f = NULL;
    if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) {
        if (!(f = fopen(path, "w")))
            snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        return f;
    }
    owned_sweep(path, 0, is_record_temp, owned_remove_file);
    if (owned_temp_file(tmp, path, err, errlen) == 0 && !(f = fopen(tmp->path, "w"))) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp->path, strerror(errno));
        unlink(tmp->path);
        owned_temp_release(tmp);
    }
    return f;
}

/* The campaign of the game: the file's, or one cell from the flags.  A
 * person's cell is dealt without its policies (a cell's deals do not depend
 * on them): the other seats are --opponent or their own flags, which
 * play_game_human checks as a person's opponents. */
static int load(Campaign *c, const void *data, const PlayArgs *a, char *err, size_t errlen)
{
    if (a->campaign)
        return campaign_load(c, data, a->campaign, &a->run.flags, err, errlen);
    CampaignFlags flags = a->run.flags;
    if (a->human.side) {
        flags.detective = flags.murderer = "random";
        for (int s = 0; s < GAME_SEATS_MAX; s++)
            flags.seat[s] = NULL;
    }
    return campaign_from_flags(c, data, &flags, err, errlen);
}

/* A person plays game a->number of cell k of c; the exit status. */
static int play_human(PlayArgs *a, const Campaign *c, int k)
{
    char msg[512], seed[24];
    HumanPlay *h = &a->human;
    if (human_misfit(a, c->game, msg, sizeof msg)) {
        fprintf(stderr, "noirlab play: %s\n", msg);
        return 2;
    }
    if (a->record && access(a->record, F_OK) == 0) {
        fprintf(stderr, "noirlab play: --record %s: already exists (choose another name)\n", a->record);
        return 2;
    }
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)c->master_seed);
    h->flags = a->run.flags;
    if (!h->flags.seed)
        h->flags.seed = seed; /* the record's name: a campaign file's seed */
    h->campaign = c;
    h->cell = k;
    h->cell_policies = a->campaign != NULL;
    h->game = a->number;
    h->record = a->record;
    return play_game_human(h);
}

int cmd_play(int argc, char **argv)
{
    PlayArgs a = {.run = {.cmd = "play", .flags = {.games = "1"}}};
    int parsed = parse(argc, argv, &a);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);

    const void *data;
    static Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    if (campaign_data_load(&data, err, sizeof err) || load(&c, data, &a, err, sizeof err)) {
        fprintf(stderr, "noirlab play: %s\n", err);
        return 2;
    }
    int k = a.campaign ? (int)a.cell : 0;
    if (k >= c.n_cells) {
        fprintf(stderr, "noirlab play: --cell %d: %s has cells 0 to %d\n", k, a.campaign, c.n_cells - 1);
        campaign_free(&c);
        return 2;
    }
    if (a.human.side) {
        int status = play_human(&a, &c, k);
        campaign_free(&c);
        return status;
    }
    if (!c.game->record_header || !c.game->record_event || !c.game->result_text) {
        fprintf(stderr, "noirlab play: game %s has no records yet\n", c.game->name);
        campaign_free(&c);
        return 2;
    }
    OwnedTemp tmp;
    FILE *out = open_output(a.record, &tmp, err, sizeof err);
    if (!out) {
        fprintf(stderr, "noirlab play: %s\n", err);
        campaign_free(&c);
        return 1;
    }
    GameOutcome r;
    char result[256];
    err[0] = '\0';
    int rc = play(&c, k, a.number, out, &r, err, sizeof err);
    if (rc == 0)
        c.game->result_text(&r, result, sizeof result);
    campaign_free(&c);
    if (out != stdout) {
        if ((output_close(out, a.record, err[0] ? NULL : err, sizeof err) || rc) && rc == 0)
            rc = -1;
        if (rc == 0 && tmp.path[0] && rename(tmp.path, a.record) != 0) {
            snprintf(err, sizeof err, "%s: cannot write: %s", a.record, strerror(errno));
            rc = -1;
        }
        if (rc && tmp.path[0])
            unlink(tmp.path); /* ours: made by owned_temp_file */
        owned_temp_release(&tmp);
    }
    if (rc) {
        fprintf(stderr, "noirlab play: %s\n", err[0] ? err : "cannot write the record");
        return 1;
    }
    if (a.campaign)
        fprintf(stderr, "cell %d, game %llu: %s\n", k, (unsigned long long)a.number, result);
    else
        fprintf(stderr, "game %llu: %s\n", (unsigned long long)a.number, result);
    return 0;
}
