/*
 * itk_dialect.c — Intent to Kill's words in the one engine protocol
 * (engine/engine_dialect.h, docs/protocol.md), spoken by the engine of
 * every game (engine/engine_game.c over engine/game_session.c): its `new`
 * flags, status and outcome lines, the `observed` lines of what a move made
 * public (R14), the Detective's deductions, its views, records and error
 * texts, and the fixed numbering of its actions for masks.  Its parameters
 * (ItkParams) point into the catalog, the game data campaigns are resolved
 * against, so every hook reads the catalog from them.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "base/number.h"
#include "engine/engine_dialect.h"
#include "engine/engine_dialect_list.h" /* its declaration, checked against the definition */
#include "games/itk/ai/belief.h"
#include "games/itk/engine/deduce.h"
#include "games/itk/engine/event_parse.h"
#include "games/itk/engine/record_file.h"
#include "games/itk/engine/show_game.h"
#include "games/itk/engine/view.h"
#include "games/itk/itk_class.h"

enum { MAX_WORDS = 16, TOP_DEFAULT = 3 };

/* The action numbering: kind, then a (a civilian 0..19 is the largest
 * argument a takes), then b (a block 0..15 the largest b takes). */
enum { INDEX_A = CIVILIANS, INDEX_B = CITY_BLOCKS };

static const Catalog *catalog(const void *params) { return ((const ItkParams *)params)->cat; }

/* A line's words, in place; "double quoted" words keep their spaces.  `play`
 * is its one word: its event is the rest of the line, read by the record's
 * rules. */
static int split(char *s, char **argv, int max, char *err, size_t errlen)
{
    int n = 0;
    const char *rest = s + strspn(s, " \t");
    int play = strcspn(rest, " \t") == 4 && strncmp(rest, "play", 4) == 0;
    (void)max; /* MAX_WORDS is less */
    for (;;) {
        while (isspace((unsigned char)*s))
            s++;
        if (!*s)
            return n;
        if (n == MAX_WORDS)
            return snprintf(err, errlen, "more than %d words", MAX_WORDS), -1;
        if (*s == '"') {
            argv[n++] = ++s;
            s = strchr(s, '"');
            if (!s)
                return snprintf(err, errlen, "unterminated quote"), -1;
        } else {
            argv[n++] = s;
            while (*s && !isspace((unsigned char)*s))
                s++;
        }
        if (*s)
            *s++ = '\0';
        if (n == 1 && strcmp(argv[0], "play") == 0) /* "\fplay": a word, not the command (as ever) */
            return play ? n : (snprintf(err, errlen, "unknown command 'play' (help lists them)"), -1);
    }
}

/* new [--scenario NAME|FILE] [--motives LIST] [--seed S] [--game K] */
static void new_options(Option *out, CampaignFlags *flags, uint64_t *number)
{
    const Option options[] = {
        {"scenario", 0, OPT_STRING, &flags->scenario, "NAME|FILE", "the scenario"},
        {"motives", 0, OPT_STRING, &flags->motives, "LIST", "the motives"},
        {"seed", 0, OPT_STRING, &flags->seed, "S", "the master seed"},
        {"game", 0, OPT_UNSIGNED, number, "K", "the game's number", .min = 0, .max = UINT64_MAX},
        {0},
    };
    memcpy(out, options, sizeof options);
}

static int seat(const char *w)
{
    if (strcmp(w, "murderer") == 0 || strcmp(w, "M") == 0)
        return SIDE_MURDERER;
    if (strcmp(w, "detective") == 0 || strcmp(w, "D") == 0)
        return SIDE_DETECTIVE;
    return -1;
}

static const char *side_word(int side)
{
    return side == SIDE_MURDERER ? "murderer" : side == SIDE_DETECTIVE ? "detective" : side == SIDE_CHANCE ? "chance"
                                                                                                          : "none";
}

/* "status round 2 phase investigate to-move detective victims 1 refusals 0"
 * and, when the game is over, "over detective" and the outcome. */
static void status(FILE *out, const void *params, const void *state)
{
    const Game *g = state;
    fprintf(out, "status round %d phase %s to-move %s victims %d refusals %d\n", g->round,
            itk_show_phase_name(g->phase), side_word(itk_game_to_move(g)), g->n_victims, g->refusals);
    if (game_over(g)) {
        fprintf(out, "over %s\n", side_word(g->winner));
        fputs("info ", out);
        itk_show_outcome(out, catalog(params), g);
    }
}

/* What the move made public, "observed ..." (R14; R20: not the bomb's victim). */
static void observed(FILE *out, const void *params, const void *before, GameAction a)
{
    const Game *b = before;
    Game after = *b, public;
    itk_game_apply(&after, a);
    itk_game_view(&after, SIDE_DETECTIVE, &public);
    for (int i = b->n_obs; i < after.n_obs; i++) {
        fputs("observed ", out);
        itk_show_observation(out, catalog(params), &public, &public.obs[i]);
    }
}

/* hypotheses [N]: the Detective's N likeliest (murderer, motive). */
static int hypotheses(FILE *out, const void *params, const void *state, int argc, char **argv, char *err,
                      size_t errlen)
{
    uint64_t top = TOP_DEFAULT;
    if (argc > 1 || (argc == 1 && number_whole(argv[0], 1, 8, &top)))
        return snprintf(err, errlen, "usage: hypotheses [N] (N in 1..8)"), -1;
    const Catalog *cat = catalog(params);
    const Game *g = state;
    Deductions d;
    if (itk_deduce(g, &d) != 0)
        return snprintf(err, errlen, "out of memory"), -1;
    char motives[MOTIVES * (MOTIVE_NAME_MAX + 2)];
    itk_catalog_motive_set_format(cat, d.motives, motives, sizeof motives);
    fprintf(out, "info hypotheses %ld suspects %d motives %s\n", d.hypotheses, bits_count(d.suspects),
            d.motives ? motives : "none");
    for (int i = 0; i < d.n && i < (int)top; i++) {
        const char *name = g->card[d.top[i].murderer].name;
        const char *quote = strchr(name, ' ') ? "\"" : "";
        fprintf(out, "info hypothesis %d %s%s%s %s %.4f\n", i + 1, quote, name, quote,
                cat->motive_name[d.top[i].motive], d.top[i].p);
    }
    return 0;
}

static void view(FILE *out, const void *params, const void *state, int side, int json)
{
    (json ? itk_view_json : itk_view_text)(out, catalog(params), state, side);
}

static void params_data(void *params, const void *data)
{
    memset(params, 0, sizeof(ItkParams));
    ((ItkParams *)params)->cat = data;
}

/* A record read against the catalog, its events checked in turn
 * (itk_record_play); the parameters get its layout (NULL for `layout:
 * none`), motive set and switches. */
static int record_read(FILE *in, const char *name, void *params, void *setup, GameAction *actions, int max_actions,
                       int *n_actions, char *err, size_t errlen)
{
    ItkParams *p = params;
    RecordEvent *events = malloc(RECORD_MAX_EVENTS * sizeof *events);
    Game *g = malloc(sizeof *g);
    RecordInfo info;
    int n, rc = -1;
    if (!events || !g)
        snprintf(err, errlen, "out of memory");
    else if (itk_record_read(in, name, p->cat, setup, events, RECORD_MAX_EVENTS, &n, &info, err, errlen) == 0 &&
             itk_record_play(g, setup, p->cat, events, n, name, &info, NULL, NULL, err, errlen) == 0) {
        if (n > max_actions)
            snprintf(err, errlen, "%s: more than %d events", name, max_actions);
        else {
            const Setup *s = setup;
            p->layout = info.layout_key[0] ? itk_catalog_layout(p->cat, info.layout_key) : NULL;
            p->motives = s->motives;
            p->sw = s->sw;
            for (int i = 0; i < n; i++)
                actions[i] = events[i].action;
            *n_actions = n;
            rc = 0;
        }
    }
    free(g);
    free(events);
    return rc;
}

static int action_index(GameAction a)
{
    int kind = action_kind(a), x = action_a(a), y = action_b(a);
    if (kind >= ACTION_KINDS || x >= INDEX_A || y >= INDEX_B)
        return -1;
    return (kind * INDEX_A + x) * INDEX_B + y;
}

static GameAction action_from_index(int index)
{
    return ACTION(index / (INDEX_A * INDEX_B), index / INDEX_B % INDEX_A, index % INDEX_B);
}

const EngineDialect itk_engine_dialect = {
    .game = "itk",
    .split = split,
    .help = "info new [--scenario NAME|FILE] [--motives LIST] [--seed S] [--game K]  start game K of a cell\n"
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
    .no_game = "no game: start one with 'new' or 'load'",
    .play_usage = "usage: play EVENT (an event line of a record, like 'D move 6')",
    .undo_none = "nothing to undo",
    .view_usage = "usage: view detective|murderer [json]",
    .record_usage = "usage: record [FILE]",
    .new_options = new_options,
    .catalog_cells = 1,
    .seat = seat,
    .status = status,
    .observed = observed,
    .hypotheses = hypotheses,
    .view = view,
    .keep_policies = 1,
    .load_quiet = 1,
    .save = itk_record_save,
    .params_data = params_data,
    .record_read = record_read,
    .parse = itk_event_parse,
    .not_legal = "action %#x is not legal now (the legal list gives those that are)",
    .action_space = ACTION_KINDS * INDEX_A * INDEX_B,
    .action_index = action_index,
    .action_from_index = action_from_index,
};
