/*
 * engine_game.c — the commands of the engine (game_engine.h: every game),
 * in the line protocol of docs/protocol.md (engine/protocol.h), over a game
 * session (game_session.h), which holds the game, its streams and its
 * policies, so that the protocol and the C library play the same games.  A
 * game's own words (Intent to Kill's `new` flags, status line, `observed`
 * lines, deductions, error texts) are its dialect's (engine_dialect.h),
 * asked at the points below.
 *
 * `new` deals game K of the cell `noirlab run` plays with the same flags and
 * seed, and `go random` for every seat to the end writes the record `noirlab
 * play` writes.  `load` starts from a record (GameClass.record_read), `view
 * SIDE json` asks GameClass.view_json, `hypotheses SIDE` the game's belief
 * (ai/game_belief.h): a game that fills those hooks has the commands.
 */
#include "engine/engine_game.h"

#include <stdio.h>
#include <string.h>

#include "ai/game_belief.h"
#include "ai/policy.h"
#include "cli/game_flags.h"
#include "cli/options.h"
#include "engine/engine_dialect.h"
#include "engine/protocol.h"

enum { ARGS_MAX = 40 };

/* "played EVENT" (and what it made public, in a dialect) or "undone EVENT" lines. */
typedef struct Printer {
    FILE *out;
    const char *verb;
    const GameSession *s;
} Printer;

/* A command's words after its name, and its whole line. */
typedef struct Args {
    const char *line;
    int argc;
    char **argv;
} Args;

/* The game's dialect, or NULL. */
static const EngineDialect *dialect(const GameSession *s) { return engine_dialect_find(game_session_class(s)); }

/* A failing command's message, "CMD: why" (a dialect's: why alone); -1. */
static int fail(const GameSession *s, char *err, size_t errlen, const char *cmd, const char *why)
{
    if (dialect(s))
        snprintf(err, errlen, "%s", why);
    else
        snprintf(err, errlen, "%s: %.*s", cmd, GAME_SESSION_ERR_MAX - 64, why); /* a why cut short, not the line */
    return -1;
}

/* In a dialect, where a command checks for a game: -1 with its error when
 * none is started.  (The generic protocol checks before any command.) */
static int need_game(const GameSession *s, char *err, size_t errlen)
{
    const EngineDialect *d = dialect(s);
    if (!d || game_session_started(s))
        return 0;
    snprintf(err, errlen, "%s", d->no_game);
    return -1;
}

static void print_event(void *ctx, const char *event, const void *before, GameAction a)
{
    Printer *p = ctx;
    const EngineDialect *d = dialect(p->s);
    fprintf(p->out, "%s %s\n", p->verb, event);
    if (d && d->observed && strcmp(p->verb, "played") == 0)
        d->observed(p->out, game_session_params(p->s), before, a);
}

static void print_status(const GameSession *s, FILE *out)
{
    const GameClass *g = game_session_class(s);
    const EngineDialect *d = dialect(s);
    if (d && d->status) {
        d->status(out, game_session_params(s), game_session_state(s));
        return;
    }
    int seat = game_session_to_move(s);
    fprintf(out, "status decisions %d to-move %s\n", game_session_decisions(s), game_session_seat_key(s, seat));
    GameOutcome o;
    if (game_session_outcome(s, &o) == 0) {
        char text[256];
        g->result_text(&o, text, sizeof text);
        fprintf(out, "over %s\ninfo game over: %s\n", game_session_seat_key(s, o.winner), text);
        if (g->max_seats != GAME_SEATS) /* a game of more seats: every seat's score and rank */
            for (int i = 0; i < o.seats; i++)
                fprintf(out, "info score %s %d rank %d\n", game_session_seat_key(s, i), o.score[i], o.rank[i]);
    }
}

/* --- commands -------------------------------------------------------------- */

/* new [--seed S] [--number K] [--PARAM V ...]: the cell of `noirlab run`,
 * its flags read by the command line's rules (options.h, game_flags.h). */
static int cmd_new(GameSession *s, int argc, char **argv, FILE *out, char *err, size_t errlen)
{
    CampaignFlags flags = {.game = game_session_class(s)->name};
    uint64_t number = 0;
    GameFlagValues values = {0};
    const EngineDialect *d = dialect(s);
    const Option common[] = {
        {"seed", 0, OPT_STRING, &flags.seed, "S", "the master seed"},
        {"number", 0, OPT_UNSIGNED, &number, "K", "the game's number", .min = 0, .max = UINT32_MAX - 1},
    };
    enum { COMMON = sizeof common / sizeof common[0] };
    Option options[COMMON + GAME_FLAGS_MAX + ENGINE_DIALECT_NEW_OPTIONS + 1];
    if (d && d->new_options)
        d->new_options(options, &flags, &number);
    else
        game_flags_table_list(options, common, COMMON, &values, 0);
    const OptionCommand command = {"new", "", NULL, options, NULL};
    if (options_parse_words(&command, argc, argv, NULL, err, errlen) != OPTIONS_OK)
        return -1;
    Printer p = {out, "played", s};
    GameSessionObserver obs = {print_event, &p};
    char why[CAMPAIGN_ERR_MAX];
    if (game_flags_list_apply(&values, &flags, NULL, NULL, why, sizeof why) ||
        game_session_new(s, &flags, number, &obs, why, sizeof why))
        return fail(s, err, errlen, "new", why);
    print_status(s, out);
    return 0;
}

/* load FILE [--seed S]: the record's game, its events played; the random
 * streams (chance, policies) from S, default 0. */
static int cmd_load(GameSession *s, int argc, char **argv, FILE *out, char *err, size_t errlen)
{
    uint64_t seed = 0;
    const Option options[] = {
        {"seed", 0, OPT_UNSIGNED, &seed, "S", "the random streams' seed", .min = 0, .max = UINT64_MAX},
        {0},
    };
    const OptionCommand command = {"load", "", NULL, options, NULL};
    int operands;
    if (options_parse_words(&command, argc, argv, &operands, err, errlen) != OPTIONS_OK)
        return -1;
    if (operands != 1)
        return fail(s, err, errlen, "load", "usage: load FILE [--seed S]");
    Printer p = {out, "played", s};
    GameSessionObserver obs = {print_event, &p};
    char why[GAME_SESSION_ERR_MAX];
    const EngineDialect *d = dialect(s);
    if (game_session_load(s, argv[0], seed, d && d->load_quiet ? NULL : &obs, why, sizeof why))
        return fail(s, err, errlen, "load", why);
    print_status(s, out);
    return 0;
}

static int cmd_status(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen)
{
    (void)w;
    if (need_game(s, err, errlen))
        return -1;
    print_status(s, out);
    return 0;
}

static int cmd_legal(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen)
{
    (void)w;
    if (need_game(s, err, errlen))
        return -1;
    GameActions legal;
    game_session_legal(s, &legal);
    for (int i = 0; i < legal.n; i++) {
        char text[GAME_SESSION_EVENT_MAX];
        game_session_event(s, legal.a[i], text, sizeof text);
        fprintf(out, "%s\n", text);
    }
    return 0;
}

/* play EVENT: the rest of the line is the event. */
static int cmd_play_event(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen)
{
    const char *text = w->line + strspn(w->line, " \t") + 4;
    text += strspn(text, " \t");
    char why[GAME_SESSION_ERR_MAX];
    GameAction a;
    Printer p = {out, "played", s};
    GameSessionObserver obs = {print_event, &p};
    const EngineDialect *d = dialect(s);
    if (need_game(s, err, errlen))
        return -1;
    if (d && d->play_usage && game_session_to_move(s) == GAME_NOBODY) /* said before a missing event */
        return fail(s, err, errlen, "play", "the game is over");
    if (d && d->play_usage && !*text)
        return fail(s, err, errlen, "play", d->play_usage);
    if (game_session_parse(s, text, &a, why, sizeof why) || game_session_play(s, a, &obs, why, sizeof why))
        return fail(s, err, errlen, "play", why);
    print_status(s, out);
    return 0;
}

/* Back to before the last decision of a seat (and the chance moves after it). */
static int cmd_undo(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen)
{
    (void)w;
    Printer p = {out, "undone", s};
    GameSessionObserver obs = {print_event, &p};
    const EngineDialect *d = dialect(s);
    if (need_game(s, err, errlen))
        return -1;
    if (game_session_undo(s, &obs) == 0)
        return fail(s, err, errlen, "undo", d && d->undo_none ? d->undo_none : "no decision to take back");
    print_status(s, out);
    return 0;
}

/* The seat named `side`, by its key or its number; -1 with the error for
 * `cmd` when none. */
static int seat_arg(const GameSession *s, const char *cmd, const char *side, char *err, size_t errlen)
{
    const GameClass *g = game_session_class(s);
    int seats = game_session_seats(s), seat = side ? game_session_seat(s, side) : -1;
    if (seat >= 0)
        return seat;
    if (seats == GAME_SEATS)
        snprintf(err, errlen, "%s: which side? %s or %s", cmd, g->seat_name[GAME_SEEKER], g->seat_name[GAME_HIDER]);
    else
        snprintf(err, errlen, "%s: which seat? a seat's name (%s ...) or its number, 0 to %d", cmd, g->seat_name[0],
                 seats - 1);
    return -1;
}

/* view SIDE [json]: in a dialect, its seat words and its one usage line. */
static int cmd_view(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen)
{
    int argc = w->argc;
    char **argv = w->argv;
    const EngineDialect *d = dialect(s);
    int json = argc == 2 && strcmp(argv[1], "json") == 0;
    int seat = d && d->seat ? (argc > 0 ? d->seat(argv[0]) : -1)
                            : seat_arg(s, "view", argc > 0 ? argv[0] : NULL, err, errlen);
    if (d && d->seat && (seat < 0 || argc > 2 || (argc == 2 && !json)))
        return fail(s, err, errlen, "view", d->view_usage);
    if (seat < 0)
        return -1;
    if (argc > 2 || (argc == 2 && !json))
        return fail(s, err, errlen, "view", "usage: view SIDE [json]");
    char why[GAME_SESSION_ERR_MAX];
    if (need_game(s, err, errlen))
        return -1;
    return game_session_view(s, seat, json, out, why, sizeof why) ? fail(s, err, errlen, "view", why) : 0;
}

/* hypotheses SIDE: what the seat can deduce, from its views at the start
 * and now; in a dialect with its own, its words (Intent to Kill's
 * `hypotheses [N]`: the Detective's likeliest). */
static int cmd_hypotheses(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen)
{
    int argc = w->argc;
    char **argv = w->argv;
    char why[GAME_SESSION_ERR_MAX];
    const EngineDialect *d = dialect(s);
    if (need_game(s, err, errlen))
        return -1;
    if (d && d->hypotheses)
        return d->hypotheses(out, game_session_params(s), game_session_state(s), argc, argv, err, errlen);
    if (!game_belief_find(game_session_class(s)->name)) /* said before a missing seat */
        return snprintf(why, sizeof why, "%s has no belief engine", game_session_class(s)->title),
               fail(s, err, errlen, "hypotheses", why);
    int seat = seat_arg(s, "hypotheses", argc > 0 ? argv[0] : NULL, err, errlen);
    if (seat < 0)
        return -1;
    return game_session_hypotheses(s, seat, out, why, sizeof why) ? fail(s, err, errlen, "hypotheses", why) : 0;
}

/* "info search iterations N nodes M" and "info move EVENT visits V value X"
 * for the most visited root moves of the seat's last search; nothing for a
 * policy that does not search. */
static void move_name(const void *s, GameAction a, char *out, size_t outlen) { game_session_event(s, a, out, outlen); }

static void print_search(const GameSession *s, int seat, FILE *out)
{
    SearchInfo info;
    game_session_search_info(s, seat, &info);
    search_info_print(out, &info, move_name, s);
}

/* go SPEC [iterations N] [time SECONDS] [play]: the policy's move as
 * "bestmove EVENT" after its search's `info` lines; played (and answered as
 * `play`) only with `play`. */
static int cmd_go(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen)
{
    int argc = w->argc;
    char **argv = w->argv;
    char why[GAME_SESSION_ERR_MAX], spec[POLICY_SPEC_MAX];
    GameAction a;
    int play = 0;
    const EngineDialect *d = dialect(s);
    if (need_game(s, err, errlen))
        return -1;
    if (!d && game_session_to_move(s) != GAME_NOBODY && argc == 0) /* a dialect's: protocol_go_spec's usage */
        return fail(s, err, errlen, "go", "which policy? (go SPEC [play])");
    if ((argc || d) && protocol_go_spec(argc, argv, spec, sizeof spec, &play, err, errlen))
        return -1;
    int seat = game_session_to_move(s);
    if (game_session_choose(s, argc ? spec : NULL, &a, why, sizeof why))
        return fail(s, err, errlen, "go", why);
    if (d && d->hypotheses) /* what the seeker would deduce, before the search */
        d->hypotheses(out, game_session_params(s), game_session_state(s), 0, NULL, why, sizeof why);
    print_search(s, seat, out);
    if (!play) {
        char text[GAME_SESSION_EVENT_MAX];
        game_session_event(s, a, text, sizeof text);
        fprintf(out, "bestmove %s\n", text);
        return 0;
    }
    Printer p = {out, "played", s};
    GameSessionObserver obs = {print_event, &p};
    if (game_session_play(s, a, &obs, why, sizeof why))
        return fail(s, err, errlen, "go", why);
    print_status(s, out);
    return 0;
}

static int cmd_record(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen)
{
    int argc = w->argc;
    char **argv = w->argv;
    char why[GAME_SESSION_ERR_MAX];
    const EngineDialect *d = dialect(s);
    const char *path = argc > 0 ? argv[0] : NULL;
    if (d && d->record_usage && argc > 1)
        return fail(s, err, errlen, "record", d->record_usage);
    if (need_game(s, err, errlen))
        return -1;
    if (!path) {
        game_session_write_record(s, out);
        return 0;
    }
    if (game_session_save_record(s, path, why, sizeof why))
        return fail(s, err, errlen, "record", why);
    fprintf(out, "info wrote %s\n", path);
    return 0;
}

/* --- the loop ---------------------------------------------------------------- */

/* Split line into words (no quotes: a game of this table names nothing with
 * a space); -1 when there are more than ARGS_MAX (none is dropped unseen). */
static int split(char *line, char **argv)
{
    int argc = 0;
    for (char *save, *w = strtok_r(line, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
        if (argc == ARGS_MAX)
            return -1;
        argv[argc++] = w;
    }
    return argc;
}

/* A command after the game. */
typedef struct Command {
    const char *name;
    int (*run)(GameSession *s, const Args *w, FILE *out, char *err, size_t errlen);
} Command;

static const Command commands[] = {
    {"status", cmd_status}, {"legal", cmd_legal}, {"play", cmd_play_event}, {"undo", cmd_undo},
    {"view", cmd_view}, {"hypotheses", cmd_hypotheses}, {"go", cmd_go}, {"record", cmd_record},
};

/* One command of `line`, whose words are argv: its answer but the "ok" into
 * out, or -1 with the error in err.  The generic protocol refuses every
 * command but new, load and help before a game; a dialect names an unknown
 * command first, and its commands check for the game themselves. */
static int dispatch(GameSession *s, const char *line, int argc, char **argv, FILE *out, char *err, size_t errlen)
{
    const EngineDialect *d = dialect(s);
    if (argc == 0) /* a dialect's words: white space that is not a blank's (a form feed) */
        return snprintf(err, errlen, "unknown command '%s' (help lists them)", line + strspn(line, " \t")), -1;
    const char *cmd = argv[0];
    if (strcmp(cmd, "new") == 0)
        return cmd_new(s, argc - 1, argv + 1, out, err, errlen);
    if (strcmp(cmd, "load") == 0)
        return cmd_load(s, argc - 1, argv + 1, out, err, errlen);
    if (strcmp(cmd, "help") == 0) {
        fputs(d ? d->help
                : "info commands: new [--seed S] [--number K] [--PARAM V ...], load FILE [--seed S], status,\n"
                  "info legal, play EVENT, undo, view SIDE [json], hypotheses SIDE,\n"
                  "info go SPEC [iterations N] [time S] [play], record [FILE], help, quit\n",
              out);
        return 0;
    }
    if (!d && !game_session_started(s))
        return fail(s, err, errlen, cmd, "no game started (new or load)");
    const Args w = {line, argc - 1, argv + 1};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(cmd, commands[i].name) == 0)
            return commands[i].run(s, &w, out, err, errlen);
    snprintf(err, errlen, "unknown command '%s' (help lists them)", cmd);
    return -1;
}

/* The command of `line` (protocol.h's ProtocolAnswer), split into words. */
static int answer(void *s, char *line, FILE *body, char *err, size_t errlen)
{
    char words[PROTOCOL_LINE_MAX + 2], *argv[ARGS_MAX];
    const EngineDialect *d = dialect(s);
    snprintf(words, sizeof words, "%s", line);
    int argc = d && d->split ? d->split(words, argv, ARGS_MAX, err, errlen) : split(words, argv);
    if (argc < 0 && !(d && d->split))
        return snprintf(err, errlen, "more than %d words on a line", ARGS_MAX), -1;
    if (argc < 0)
        return -1;
    return dispatch(s, line, argc, argv, body, err, errlen);
}

int engine_game_command(GameSession *s, const char *line, FILE *out) { return protocol_answer(answer, s, line, out); }

static int run_command(void *s, const char *line, FILE *out) { return engine_game_command(s, line, out); }

int engine_game_run(const GameClass *g, const void *campaign_data, const char *const *names, int n_names, FILE *in,
                    FILE *out)
{
    GameSession *s = game_session_create(g, campaign_data, names, n_names);
    if (!s)
        return -1;
    protocol_run(run_command, s, in, out);
    game_session_destroy(s);
    return 0;
}
