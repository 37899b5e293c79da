/*
 * protocol.c — the commands of Intent to Kill's dialect of the `noirlab
 * engine` line protocol (protocol.h, docs/protocol.md).  Each command is a
 * function that checks its words, does its work through the Session and
 * prints its answer; a failure returns the one error line's text instead
 * and prints nothing else.
 */
#include "games/itk/engine/protocol.h"

#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "base/number.h"
#include "cli/options.h"
#include "engine/protocol.h"
#include "games/itk/engine/session.h"
#include "games/itk/engine/show_game.h"

enum { MAX_WORDS = 16, TOP_DEFAULT = 3 };

typedef struct Words {
    int n;
    char *w[MAX_WORDS];
} Words;

/* A failing command's message (without "error "). */
typedef struct Reply {
    char error[SESSION_ERR_MAX];
} Reply;

static int fail(Reply *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->error, sizeof r->error, fmt, ap);
    va_end(ap);
    return -1;
}

/* Split a line in place into words; "double quoted" words keep their spaces.
 * -1 on an unterminated quote or too many words. */
static int split_words(char *s, Words *out, Reply *r)
{
    out->n = 0;
    for (;;) {
        while (isspace((unsigned char)*s))
            s++;
        if (!*s)
            return 0;
        if (out->n == MAX_WORDS)
            return fail(r, "more than %d words", MAX_WORDS);
        if (*s == '"') {
            out->w[out->n++] = ++s;
            s = strchr(s, '"');
            if (!s)
                return fail(r, "unterminated quote");
        } else {
            out->w[out->n++] = s;
            while (*s && !isspace((unsigned char)*s))
                s++;
        }
        if (*s)
            *s++ = '\0';
    }
}

static const char *side_word(int side)
{
    return side == SIDE_MURDERER ? "murderer" : side == SIDE_DETECTIVE ? "detective" : side == SIDE_CHANCE ? "chance"
                                                                                                          : "none";
}

static int parse_side(const char *w)
{
    if (strcmp(w, "murderer") == 0 || strcmp(w, "M") == 0)
        return SIDE_MURDERER;
    if (strcmp(w, "detective") == 0 || strcmp(w, "D") == 0)
        return SIDE_DETECTIVE;
    return -1;
}

static int need_game(const Session *s, Reply *r)
{
    return itk_session_started(s) ? 0 : fail(r, "no game: start one with 'new' or 'load'");
}

/* --- reporting what was played ------------------------------------------------ */

typedef struct Printer {
    FILE *out;
    const Session *s;
    const char *verb; /* "played" or "undone" */
} Printer;

/* "played D move 6", then what the move made public ("observed ..."). */
static void print_ply(void *ctx, const Game *before, Action a)
{
    Printer *p = ctx;
    char text[RECORD_ACTION_TEXT_MAX + 4];
    itk_session_format(p->s, before, a, 1, text, sizeof text);
    fprintf(p->out, "%s %s\n", p->verb, text);
    if (strcmp(p->verb, "played") != 0)
        return;
    Game after = *before, public;
    itk_game_apply(&after, a);
    itk_game_view(&after, SIDE_DETECTIVE, &public); /* R14; R20: not the bomb's victim */
    for (int i = before->n_obs; i < after.n_obs; i++) {
        fputs("observed ", p->out);
        itk_show_observation(p->out, itk_session_catalog(p->s), &public, &public.obs[i]);
    }
}

/* "status round 2 phase investigate to-move detective victims 1 refusals 0"
 * and, when the game is over, "over detective". */
static void print_status(const Session *s, FILE *out)
{
    const Game *g = itk_session_game(s);
    fprintf(out, "status round %d phase %s to-move %s victims %d refusals %d\n", g->round,
            itk_show_phase_name(g->phase), side_word(itk_game_to_move(g)), g->n_victims, g->refusals);
    if (game_over(g)) {
        fprintf(out, "over %s\n", side_word(g->winner));
        fputs("info ", out);
        itk_show_outcome(out, itk_session_catalog(s), g);
    }
}

static int play_and_report(Session *s, Action a, FILE *out, Reply *r)
{
    Printer p = {out, s, "played"};
    MatchObserver obs = {.on_action = print_ply, .ctx = &p};
    if (itk_session_play(s, a, &obs, r->error, sizeof r->error) < 0)
        return -1;
    print_status(s, out);
    return 0;
}

/* --- the commands ---------------------------------------------------------------- */

/* new [--scenario NAME|FILE] [--motives LIST] [--seed S] [--game K]: the
 * flags read by the command line's rules (cli/options.h: each once, no empty
 * value, numbers checked). */
static int cmd_new(Session *s, const Words *w, FILE *out, Reply *r)
{
    CampaignFlags flags = {.games = "1"};
    uint64_t game = 0;
    const Option options[] = {
        {"scenario", 0, OPT_STRING, &flags.scenario, "NAME|FILE", "the scenario"},
        {"motives", 0, OPT_STRING, &flags.motives, "LIST", "the motives"},
        {"seed", 0, OPT_STRING, &flags.seed, "S", "the master seed"},
        {"game", 0, OPT_UNSIGNED, &game, "K", "the game's number", .min = 0, .max = UINT64_MAX},
        {0},
    };
    const OptionCommand command = {"new", "", NULL, options, NULL};
    Words args = *w; /* the parser moves operands to the front */
    if (options_parse_words(&command, args.n - 1, args.w + 1, NULL, r->error, sizeof r->error) != OPTIONS_OK)
        return -1;
    if (itk_session_new_game(s, &flags, game, r->error, sizeof r->error) < 0)
        return -1;
    print_status(s, out);
    return 0;
}

/* load FILE [--seed S] */
static int cmd_load(Session *s, const Words *w, FILE *out, Reply *r)
{
    uint64_t seed = 0;
    const Option options[] = {
        {"seed", 0, OPT_UNSIGNED, &seed, "S", "the random streams' seed", .min = 0, .max = UINT64_MAX},
        {0},
    };
    const OptionCommand command = {"load", "", NULL, options, NULL};
    Words args = *w; /* the parser moves the operand, FILE, to the front */
    int n;
    if (options_parse_words(&command, args.n - 1, args.w + 1, &n, r->error, sizeof r->error) != OPTIONS_OK)
        return -1;
    if (n != 1)
        return fail(r, "usage: load FILE [--seed S]");
    if (itk_session_load_record(s, args.w[1], seed, r->error, sizeof r->error) < 0)
        return -1;
    print_status(s, out);
    return 0;
}

static int cmd_status(Session *s, const Words *w, FILE *out, Reply *r)
{
    (void)w;
    if (need_game(s, r))
        return -1;
    print_status(s, out);
    return 0;
}

static int cmd_legal(Session *s, const Words *w, FILE *out, Reply *r)
{
    (void)w;
    if (need_game(s, r))
        return -1;
    ActionList legal;
    char text[RECORD_ACTION_TEXT_MAX + 4];
    itk_game_legal(itk_session_game(s), &legal);
    if (itk_game_to_move(itk_session_game(s)) == SIDE_NONE)
        legal.n = 0;
    for (int i = 0; i < legal.n; i++) {
        itk_session_format(s, itk_session_game(s), legal.a[i], 1, text, sizeof text);
        fprintf(out, "%s\n", text);
    }
    return 0;
}

/* play EVENT: the rest of the line is the event, "D move 6" or "move 6". */
static int cmd_play(Session *s, const char *rest, FILE *out, Reply *r)
{
    Action a;
    if (need_game(s, r))
        return -1;
    if (game_over(itk_session_game(s)))
        return fail(r, "the game is over");
    if (!*rest)
        return fail(r, "usage: play EVENT (an event line of a record, like 'D move 6')");
    if (itk_session_parse(s, rest, &a, r->error, sizeof r->error) < 0)
        return -1;
    return play_and_report(s, a, out, r);
}

static int cmd_undo(Session *s, const Words *w, FILE *out, Reply *r)
{
    (void)w;
    if (need_game(s, r))
        return -1;
    Printer p = {out, s, "undone"};
    MatchObserver obs = {.on_action = print_ply, .ctx = &p};
    if (itk_session_undo(s, &obs) == 0)
        return fail(r, "nothing to undo");
    print_status(s, out);
    return 0;
}

static void print_deductions(Session *s, FILE *out, int top)
{
    Deductions d;
    char motives[MOTIVES * (MOTIVE_NAME_MAX + 2)];
    const Catalog *cat = itk_session_catalog(s);
    itk_session_deduce(s, &d);
    itk_catalog_motive_set_format(cat, d.motives, motives, sizeof motives);
    fprintf(out, "info hypotheses %ld suspects %d motives %s\n", d.hypotheses, bits_count(d.suspects),
            d.motives ? motives : "none");
    for (int i = 0; i < d.n && i < top; i++) {
        const char *name = itk_session_game(s)->card[d.top[i].murderer].name;
        fprintf(out, "info hypothesis %d %s%s%s %s %.4f\n", i + 1, strchr(name, ' ') ? "\"" : "", name,
                strchr(name, ' ') ? "\"" : "", cat->motive_name[d.top[i].motive], d.top[i].p);
    }
}

/* hypotheses [N] */
static int cmd_hypotheses(Session *s, const Words *w, FILE *out, Reply *r)
{
    uint64_t top = TOP_DEFAULT;
    if (need_game(s, r))
        return -1;
    if (w->n > 2 || (w->n == 2 && number_whole(w->w[1], 1, 8, &top)))
        return fail(r, "usage: hypotheses [N] (N in 1..8)");
    print_deductions(s, out, (int)top);
    return 0;
}

/* "info search iterations 1000 nodes 812", then "info move D police 7 visits
 * 402 value 0.6130" for the most visited root moves (ai/search_info.h); nothing
 * for a policy that did not search. */
static void move_name(const void *s, GameAction a, char *out, size_t outlen)
{
    itk_session_format(s, itk_session_game(s), a, 1, out, outlen);
}

static void print_search(Session *s, const char *spec, int side, FILE *out)
{
    SearchInfo info;
    itk_session_search_info(s, spec, side, &info);
    search_info_print(out, &info, move_name, s);
}

/* go SPEC [iterations N] [time SECONDS] [play]: the options become the spec's
 * keys.  The policy's move is answered as "bestmove EVENT" after the `info`
 * lines, and played only with `play` (protocol 1's `go`). */
static int cmd_go(Session *s, const Words *w, FILE *out, Reply *r)
{
    if (need_game(s, r))
        return -1;
    char spec[POLICY_SPEC_MAX];
    int play;
    if (protocol_go_spec(w->n - 1, w->w + 1, spec, sizeof spec, &play, r->error, sizeof r->error))
        return -1;
    Action a;
    int side = itk_game_to_move(itk_session_game(s));
    if (itk_session_choose(s, spec, &a, r->error, sizeof r->error) < 0)
        return -1;
    print_deductions(s, out, TOP_DEFAULT);
    print_search(s, spec, side, out);
    if (play)
        return play_and_report(s, a, out, r);
    char text[RECORD_ACTION_TEXT_MAX + 4];
    itk_session_format(s, itk_session_game(s), a, 1, text, sizeof text);
    fprintf(out, "bestmove %s\n", text);
    return 0;
}

/* view detective|murderer [json] */
static int cmd_view(Session *s, const Words *w, FILE *out, Reply *r)
{
    int side = w->n >= 2 ? parse_side(w->w[1]) : -1;
    int json = w->n == 3 && strcmp(w->w[2], "json") == 0;
    if (side < 0 || w->n > 3 || (w->n == 3 && !json))
        return fail(r, "usage: view detective|murderer [json]");
    if (need_game(s, r))
        return -1;
    if (json)
        itk_session_view_json(s, side, out);
    else
        itk_session_view_text(s, side, out);
    return 0;
}

/* record [FILE]: the record as lines, or written to a new FILE (never over
 * an existing one). */
static int cmd_record(Session *s, const Words *w, FILE *out, Reply *r)
{
    if (w->n > 2)
        return fail(r, "usage: record [FILE]");
    if (need_game(s, r))
        return -1;
    if (w->n == 1) {
        itk_session_write_record(s, out);
        return 0;
    }
    if (itk_session_save_record(s, w->w[1], r->error, sizeof r->error) < 0)
        return -1;
    fprintf(out, "info wrote %s\n", w->w[1]);
    return 0;
}

static int cmd_help(Session *s, const Words *w, FILE *out, Reply *r)
{
    (void)s, (void)w, (void)r;
    fputs("info new [--scenario NAME|FILE] [--motives LIST] [--seed S] [--game K]  start game K of a cell\n"
          "info load FILE [--seed S]     start from a record (its header and events)\n"
          "info status                   round, phase, side to move\n"
          "info legal                    the legal actions of the side to move, one event a line\n"
          "info play EVENT               play an event ('D move 6' or 'move 6')\n"
          "info undo                     take back the last decision (and the draws after it)\n"
          "info view detective|murderer [json]  what that side knows\n"
          "info go SPEC [iterations N] [time SECONDS]  a policy plays the side to move\n"
          "info hypotheses [N]           the Detective's N likeliest (murderer, motive)\n"
          "info record [FILE]            the game so far as a record\n"
          "info quit                     end the session\n",
          out);
    return 0;
}

typedef struct Command {
    const char *name;
    int (*run)(Session *s, const Words *w, FILE *out, Reply *r);
} Command;

static const Command commands[] = {
    {"new", cmd_new},         {"load", cmd_load},     {"status", cmd_status},
    {"legal", cmd_legal},     {"undo", cmd_undo},     {"view", cmd_view},
    {"go", cmd_go},           {"hypotheses", cmd_hypotheses},
    {"record", cmd_record},   {"help", cmd_help},
};

/* Answer into `body` (a memory stream) so that a failing command prints
 * nothing but its error line. */
static int answer(Session *s, char *line, FILE *body, Reply *r)
{
    char *rest = line + strspn(line, " \t");
    size_t name_len = strcspn(rest, " \t");
    if (name_len == 4 && strncmp(rest, "play", 4) == 0)
        return cmd_play(s, rest + 4 + strspn(rest + 4, " \t"), body, r);
    Words w;
    if (split_words(rest, &w, r) < 0)
        return -1;
    if (w.n == 0) /* white space that is not a blank's (a form feed): no word, named as the generic engine does */
        return fail(r, "unknown command '%s' (help lists them)", rest);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(w.w[0], commands[i].name) == 0)
            return commands[i].run(s, &w, body, r);
    return fail(r, "unknown command '%s' (help lists them)", w.w[0]);
}

/* The command of `line` (engine/protocol.h's ProtocolAnswer). */
static int answer_line(void *s, char *line, FILE *body, char *err, size_t errlen)
{
    Reply r = {{0}};
    int rc = answer(s, line, body, &r);
    snprintf(err, errlen, "%s", r.error);
    return rc;
}

int itk_protocol_command(void *session, const char *line, FILE *out)
{
    return protocol_answer(answer_line, session, line, out);
}
