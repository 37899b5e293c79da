/*
 * engine_game.c — `noirlab engine --game NAME` for a game with a text view
 * (NOIR): the line protocol of docs/protocol.md through the game interface
 * alone (engine_game.h).
 *
 * The game and its streams are game_match_play's: `new` deals game K of the
 * cell `noirlab run` plays with the same flags and seed, stream 0 deals (and
 * plays chance's moves at once), stream 1 + seat is the seat's policy's; a
 * seat with one legal action is not asked.  So `go random` for both seats to
 * the end writes the record `noirlab play` writes.  Events are the game's
 * record lines (GameClass.record_event: NOIR's "K kill 7"), so `legal`,
 * `play` and `record` speak one syntax.  `undo` restores the position and
 * the streams as they were before the last decision; the policies are
 * created afresh after it and see the shorter game.  `load` starts from a
 * record (GameClass.record_read) with the streams of its --seed, `view SIDE
 * json` asks GameClass.view_json, `hypotheses SIDE` the game's belief
 * (ai/game_belief.h): a game that fills those hooks has the commands.
 */
#include "cli/engine_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/game_belief.h"
#include "ai/game_match.h"
#include "base/json.h"
#include "base/line.h"
#include "cli/game_flags.h"
#include "cli/options.h"
#include "engine/protocol.h"
#include "runner/campaign.h"

enum { STREAMS = 1 + GAME_SEATS_MAX, MAX_DECISIONS = 2048, EVENT_MAX = 128, ARGS_MAX = 40 };

typedef struct Snapshot {
    Pcg32 rng[STREAMS];
    GameAction action;          /* the decision taken from this position */
} Snapshot;

typedef struct Engine {
    const GameClass *g;
    const Catalog *cat;
    int started;
    void *params, *setup, *state, *view, *start_view;
    void *next_params, *next_setup, *next_state; /* a game being dealt or read, until it is sure */
    Pcg32 rng[STREAMS];
    int n;                       /* decisions played */
    Snapshot *past;              /* past[i]: before decision i */
    unsigned char *states;       /* the position before decision i: n x state_size */
    GamePolicy policy[GAME_SEATS_MAX];
    char spec[GAME_SEATS_MAX][POLICY_SPEC_MAX];
} Engine;

static void *state_at(Engine *e, int i) { return e->states + (size_t)i * e->g->state_size; }

static const void *params(const Engine *e) { return e->params; }

/* The event line of action a in the current position, without its newline. */
static void event_text(Engine *e, const void *state, GameAction a, char *out, size_t outlen)
{
    FILE *f = fmemopen(out, outlen, "w");
    if (!f) {
        snprintf(out, outlen, "?");
        return;
    }
    e->g->record_event(f, params(e), state, a);
    fclose(f);
    out[strcspn(out, "\n")] = '\0';
}

static void forget_policies(Engine *e)
{
    for (int s = 0; s < GAME_SEATS_MAX; s++) {
        game_policy_destroy(&e->policy[s]);
        e->spec[s][0] = '\0';
    }
}

/* A seat's name, "chance" or "none". */
static const char *seat_key(const Engine *e, int seat)
{
    return seat < GAME_SEATS_MAX ? e->g->seat_name[seat] : seat == GAME_CHANCE ? "chance" : "none";
}

static void print_status(Engine *e, FILE *out)
{
    int seat = e->g->to_move(e->state);
    fprintf(out, "status decisions %d to-move %s\n", e->n, seat_key(e, seat));
    if (seat == GAME_NOBODY) {
        GameOutcome o;
        char text[256];
        e->g->result(e->state, e->n, &o);
        e->g->result_text(&o, text, sizeof text);
        fprintf(out, "over %s\ninfo game over: %s\n", seat_key(e, o.winner), text);
        if (e->g->max_seats != GAME_SEATS) /* a game of more seats: every seat's score and rank */
            for (int s = 0; s < o.seats; s++)
                fprintf(out, "info score %s %d rank %d\n", seat_key(e, s), o.score[s], o.rank[s]);
    }
}

static void swap(void **a, void **b)
{
    void *t = *a;
    *a = *b;
    *b = t;
}

/* The streams of a game's seed, as game_match_play splits it. */
static void seed_streams(Pcg32 *rng, uint64_t seed)
{
    for (int i = 0; i < STREAMS; i++)
        pcg32_seed(&rng[i], seed, (uint64_t)i);
}

/* The next game (next_params, next_setup, next_state) becomes the game, with
 * these streams and nothing played. */
static void begin(Engine *e, const Pcg32 *rng)
{
    swap(&e->params, &e->next_params);
    swap(&e->setup, &e->next_setup);
    swap(&e->state, &e->next_state);
    memcpy(e->rng, rng, sizeof e->rng);
    forget_policies(e);
    e->n = 0;
    e->started = 1;
}

/* Play action a (legal), the streams before it being `before`; remember
 * the position and the streams, for undo. */
static void push(Engine *e, GameAction a, const Pcg32 *before)
{
    memcpy(state_at(e, e->n), e->state, e->g->state_size);
    e->past[e->n] = (Snapshot){.action = a};
    memcpy(e->past[e->n].rng, before, sizeof e->past[e->n].rng);
    e->n++;
    e->g->apply(e->state, a);
}

/* Play action a (legal) with a "played" line, the streams before it being
 * `before`. */
static void play_one(Engine *e, GameAction a, const Pcg32 *before, FILE *out)
{
    char text[EVENT_MAX];
    event_text(e, e->state, a, text, sizeof text);
    push(e, a, before);
    fprintf(out, "played %s\n", text);
}

/* Chance's moves, drawn from the chance stream, while it is to move. */
static void play_chance(Engine *e, FILE *out)
{
    while (e->g->to_move(e->state) == GAME_CHANCE && e->n < MAX_DECISIONS) {
        GameActions legal;
        Pcg32 before[STREAMS];
        e->g->legal(e->state, &legal);
        memcpy(before, e->rng, sizeof before);
        play_one(e, legal.a[pcg32_below(&e->rng[0], (uint32_t)legal.n)], before, out);
    }
}

/* Play action a (legal), chosen when the streams were `rng`, and every
 * chance move after it; "played" lines. */
static void play_action(Engine *e, GameAction a, const Pcg32 *rng, FILE *out)
{
    Pcg32 before[STREAMS];
    memcpy(before, rng, sizeof before);
    play_one(e, a, before, out);
    play_chance(e, out);
}

/* --- commands -------------------------------------------------------------- */

/* new [--seed S] [--number K] [--PARAM V ...]: the cell of `noirlab run`,
 * its flags read by the command line's rules (options.h, game_flags.h). */
static int cmd_new(Engine *e, int argc, char **argv, FILE *out)
{
    CampaignFlags flags = {.game = e->g->name, .games = "1"};
    uint64_t number = 0;
    GameFlagValues values = {0};
    const Option common[] = {
        {"seed", 0, OPT_STRING, &flags.seed, "S", "the master seed"},
        {"number", 0, OPT_UNSIGNED, &number, "K", "the game's number", .min = 0, .max = UINT32_MAX - 1},
    };
    enum { COMMON = sizeof common / sizeof common[0] };
    Option options[COMMON + GAME_FLAGS_MAX + 1];
    game_flags_table_list(options, common, COMMON, &values, 0);
    const OptionCommand command = {"new", "", NULL, options, NULL};
    char err[CAMPAIGN_ERR_MAX];
    if (options_parse_words(&command, argc, argv, NULL, err, sizeof err) != OPTIONS_OK) {
        fprintf(out, "error %s\n", err);
        return -1;
    }
    if (game_flags_list_apply(&values, &flags, NULL, NULL, err, sizeof err)) {
        fprintf(out, "error new: %s\n", err);
        return -1;
    }
    Campaign c;
    if (campaign_from_flags(&c, e->cat, &flags, err, sizeof err)) {
        fprintf(out, "error new: %s\n", err);
        return -1;
    }
    Pcg32 rng[STREAMS];
    seed_streams(rng, seed_for_game(c.master_seed, c.cell[0].seed, number));
    memcpy(e->next_params, campaign_cell_params(&c, 0), e->g->params_size);
    int dealt = e->g->deal(e->next_params, &rng[0], e->next_setup, e->next_state) == 0;
    if (!dealt)
        fprintf(out, "error new: %s cannot be dealt\n", c.setup[0]);
    campaign_free(&c);
    if (!dealt)
        return -1;
    begin(e, rng);
    play_chance(e, out); /* a game that deals by chance's moves (the toy game) */
    print_status(e, out);
    return 0;
}

/* The record at path read into the next game; its actions into actions[]. */
static int read_record(Engine *e, const char *path, GameAction *actions, int *n, FILE *out)
{
    char err[1024];
    FILE *in = text_open(path, err, sizeof err);
    if (!in) {
        fprintf(out, "error load: %s\n", err);
        return -1;
    }
    int rc = e->g->record_read(in, path, e->next_params, e->next_setup, actions, MAX_DECISIONS - 1, n, err, sizeof err);
    fclose(in);
    if (rc == 0 && (rc = e->g->start(e->next_state, e->next_setup)) != 0)
        snprintf(err, sizeof err, "%s: the header is not a game that can start", path);
    if (rc)
        fprintf(out, "error load: %s\n", err);
    return rc;
}

/* load FILE [--seed S]: the record's game, its events played; the random
 * streams (chance, policies) from S, default 0. */
static int cmd_load(Engine *e, int argc, char **argv, FILE *out)
{
    uint64_t seed = 0;
    const Option options[] = {
        {"seed", 0, OPT_UNSIGNED, &seed, "S", "the random streams' seed", .min = 0, .max = UINT64_MAX},
        {0},
    };
    const OptionCommand command = {"load", "", NULL, options, NULL};
    char err[512];
    int operands;
    if (options_parse_words(&command, argc, argv, &operands, err, sizeof err) != OPTIONS_OK) {
        fprintf(out, "error %s\n", err);
        return -1;
    }
    if (operands != 1) {
        fprintf(out, "error load: usage: load FILE [--seed S]\n");
        return -1;
    }
    if (!e->g->record_read) {
        fprintf(out, "error load: %s has no record reader\n", e->g->title);
        return -1;
    }
    int n;
    GameAction *actions = malloc((MAX_DECISIONS - 1) * sizeof *actions);
    if (!actions) {
        fprintf(out, "error load: out of memory\n");
        return -1;
    }
    int rc = read_record(e, argv[0], actions, &n, out);
    if (rc == 0) {
        Pcg32 rng[STREAMS];
        seed_streams(rng, seed);
        begin(e, rng);
        for (int i = 0; i < n; i++)
            push(e, actions[i], e->rng);
        play_chance(e, out);
        print_status(e, out);
    }
    free(actions);
    return rc;
}

static void cmd_legal(Engine *e, FILE *out)
{
    GameActions legal;
    if (e->g->to_move(e->state) == GAME_NOBODY)
        return;
    e->g->legal(e->state, &legal);
    for (int i = 0; i < legal.n; i++) {
        char text[EVENT_MAX];
        event_text(e, e->state, legal.a[i], text, sizeof text);
        fprintf(out, "%s\n", text);
    }
}

/* The legal action whose event line is `text`, with or without its side
 * letter; -1 when none. */
static int find_event(Engine *e, const GameActions *legal, const char *text)
{
    for (int i = 0; i < legal->n; i++) {
        char line[EVENT_MAX];
        event_text(e, e->state, legal->a[i], line, sizeof line);
        const char *bare = strchr(line, ' ');
        if (strcmp(line, text) == 0 || (bare && strcmp(bare + 1, text) == 0))
            return i;
    }
    return -1;
}

static int cmd_play_event(Engine *e, const char *text, FILE *out)
{
    GameActions legal;
    if (e->n >= MAX_DECISIONS - 1) {
        fprintf(out, "error play: more than %d decisions\n", MAX_DECISIONS - 1);
        return -1;
    }
    if (e->g->to_move(e->state) == GAME_NOBODY) {
        fprintf(out, "error play: the game is over\n");
        return -1;
    }
    e->g->legal(e->state, &legal);
    int i = find_event(e, &legal, text);
    if (i < 0) {
        fprintf(out, "error play: '%s' is not a legal event now (legal lists them)\n", text);
        return -1;
    }
    play_action(e, legal.a[i], e->rng, out);
    print_status(e, out);
    return 0;
}

/* Back to before the last decision of a seat (and the chance moves after it). */
static int cmd_undo(Engine *e, FILE *out)
{
    int i = e->n - 1;
    while (i >= 0 && e->g->to_move(state_at(e, i)) == GAME_CHANCE)
        i--;
    if (i < 0) {
        fprintf(out, "error undo: no decision to take back\n");
        return -1;
    }
    for (int k = e->n - 1; k >= i; k--) {
        char text[EVENT_MAX];
        event_text(e, state_at(e, k), e->past[k].action, text, sizeof text);
        fprintf(out, "undone %s\n", text);
    }
    memcpy(e->state, state_at(e, i), e->g->state_size);
    memcpy(e->rng, e->past[i].rng, sizeof e->rng);
    e->n = i;
    forget_policies(e); /* they see the shorter game from its start */
    print_status(e, out);
    return 0;
}

/* The seat named `side`, by its key or its number; -1 with an error line
 * for `cmd` when none. */
static int seat_arg(const Engine *e, const char *cmd, const char *side, FILE *out)
{
    int seats = game_seats(e->g, e->params), seat = side ? game_seat_by_name(e->g, side) : -1;
    if (side && seat < 0 && side[0] >= '0' && side[0] <= '9' && side[1] == '\0')
        seat = side[0] - '0';
    if (seat >= 0 && seat < seats)
        return seat;
    if (seats == GAME_SEATS)
        fprintf(out, "error %s: which side? %s or %s\n", cmd, e->g->seat_name[GAME_SEEKER],
                e->g->seat_name[GAME_HIDER]);
    else
        fprintf(out, "error %s: which seat? a seat's name (%s ...) or its number, 0 to %d\n", cmd,
                e->g->seat_name[0], seats - 1);
    return -1;
}

/* The parameters' canonical text (GameClass.params_format) as an object:
 * "mode=classic,grid=5" is {"mode":"classic","grid":5}. */
static void json_params(const Engine *e, FILE *out)
{
    char text[GAME_PARAMS_TEXT];
    int first = 1;
    e->g->params_format(params(e), text, sizeof text);
    fputc('{', out);
    for (char *save, *kv = strtok_r(text, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
        char *value = strchr(kv, '=');
        if (!value)
            continue;
        *value++ = '\0';
        json_key(out, kv, &first);
        if (*value && value[strspn(value, "0123456789")] == '\0')
            fputs(value, out);
        else
            json_str(out, value);
    }
    fputc('}', out);
}

static void json_legal(Engine *e, FILE *out)
{
    GameActions legal;
    e->g->legal(e->state, &legal);
    fputc('[', out);
    for (int i = 0; i < legal.n; i++) {
        char text[EVENT_MAX];
        event_text(e, e->state, legal.a[i], text, sizeof text);
        fputs(i ? "," : "", out);
        json_str(out, text);
    }
    fputc(']', out);
}

/* One line: the seat, who is to move, the parameters, the game's own members
 * of the seat's view, and the legal events when the seat is to move. */
static void view_json(Engine *e, int seat, const char *const *names, int n_names, FILE *out)
{
    int first = 1, to_move = e->g->to_move(e->state);
    fputc('{', out);
    json_key(out, "side", &first);
    json_str(out, seat_key(e, seat));
    json_key(out, "to_move", &first);
    json_str(out, seat_key(e, to_move));
    json_key(out, "params", &first);
    json_params(e, out);
    fputc(',', out);
    e->g->view_json(out, e->view, names, n_names);
    json_key(out, "legal", &first);
    if (to_move == seat)
        json_legal(e, out);
    else
        fputs("[]", out);
    fputs("}\n", out);
}

/* view SIDE [json] */
static int cmd_view(Engine *e, int argc, char **argv, const char *const *names, int n_names, FILE *out)
{
    int seat = seat_arg(e, "view", argc > 0 ? argv[0] : NULL, out), json = argc == 2 && strcmp(argv[1], "json") == 0;
    if (seat < 0)
        return -1;
    if (argc > 2 || (argc == 2 && !json)) {
        fprintf(out, "error view: usage: view SIDE [json]\n");
        return -1;
    }
    if (json ? !e->g->view_json : !e->g->view_text) {
        fprintf(out, "error view: %s has no %s view\n", e->g->title, json ? "JSON" : "text");
        return -1;
    }
    e->g->view(e->state, seat, e->view);
    if (json)
        view_json(e, seat, names, n_names, out);
    else
        e->g->view_text(out, e->view, names, n_names);
    return 0;
}

/* hypotheses SIDE: what the seat can deduce, from its views at the start and now. */
static int cmd_hypotheses(Engine *e, const char *side, FILE *out)
{
    const GameBelief *b = game_belief_find(e->g->name);
    if (!b) {
        fprintf(out, "error hypotheses: %s has no belief engine\n", e->g->title);
        return -1;
    }
    int seat = seat_arg(e, "hypotheses", side, out);
    if (seat < 0)
        return -1;
    e->g->view(e->n ? state_at(e, 0) : e->state, seat, e->start_view);
    e->g->view(e->state, seat, e->view);
    b->hypotheses(out, seat, e->start_view, e->view);
    return 0;
}

/* The seat's policy of this spec, created (and started on the game's first
 * position) when new. */
static int policy_for(Engine *e, int seat, const char *spec, FILE *out)
{
    if (e->policy[seat].cls && strcmp(e->spec[seat], spec) == 0)
        return 0;
    GamePolicy p;
    char err[512];
    if (game_policy_create(&p, e->g, spec, seat, err, sizeof err)) {
        fprintf(out, "error go: %s\n", err);
        return -1;
    }
    game_policy_destroy(&e->policy[seat]);
    e->policy[seat] = p;
    snprintf(e->spec[seat], sizeof e->spec[seat], "%s", spec);
    if (p.cls->new_game) {
        void *first = e->n ? state_at(e, 0) : e->state;
        e->g->view(first, seat, e->start_view);
        p.cls->new_game(p.state, p.needs_view ? e->start_view : NULL);
    }
    return 0;
}

static int cmd_go(Engine *e, const char *spec, FILE *out)
{
    int seat = e->g->to_move(e->state);
    if (seat >= GAME_SEATS_MAX || e->n >= MAX_DECISIONS - 1) {
        fprintf(out, "error go: %s\n", seat == GAME_NOBODY ? "the game is over" : "no more decisions");
        return -1;
    }
    if (!spec) {
        fprintf(out, "error go: which policy? (go SPEC)\n");
        return -1;
    }
    if (policy_for(e, seat, spec, out))
        return -1;
    GameActions legal;
    e->g->legal(e->state, &legal);
    GameAction a = legal.a[0];
    Pcg32 before[STREAMS];
    memcpy(before, e->rng, sizeof before);
    if (legal.n > 1) { /* as the game loop: one legal action is not asked */
        GamePolicy *p = &e->policy[seat];
        if (p->needs_view)
            e->g->view(e->state, seat, e->view);
        a = p->cls->choose(p->state, p->needs_view ? e->view : NULL, &legal, &e->rng[1 + seat]);
    }
    play_action(e, a, before, out);
    print_status(e, out);
    return 0;
}

static int cmd_record(Engine *e, const char *path, FILE *out)
{
    FILE *f = out;
    if (path && !(f = fopen(path, "wx"))) {
        fprintf(out, "error record: %s: cannot be written (it must not exist)\n", path);
        return -1;
    }
    e->g->record_header(f, params(e), e->setup);
    for (int i = 0; i < e->n; i++)
        e->g->record_event(f, params(e), state_at(e, i), e->past[i].action);
    if (e->g->record_end)
        e->g->record_end(f, e->n);
    if (path) {
        fclose(f);
        fprintf(out, "info wrote %s\n", path);
    }
    return 0;
}

/* --- the loop ---------------------------------------------------------------- */

/* Split line into words (no quotes: a game of this table names nothing with
 * a space); -1 when there are more than ARGS_MAX (none is dropped unseen). */
static int split(char *line, char **argv)
{
    int argc = 0;
    for (char *w = strtok(line, " \t"); w; w = strtok(NULL, " \t")) {
        if (argc == ARGS_MAX)
            return -1;
        argv[argc++] = w;
    }
    return argc;
}

/* One command; 1 after quit. */
static int command(Engine *e, char *line, const char *const *names, int n_names, FILE *out)
{
    char copy[PROTOCOL_LINE_MAX + 2], *argv[ARGS_MAX];
    snprintf(copy, sizeof copy, "%s", line);
    int argc = split(line, argv);
    if (argc < 0) {
        fprintf(out, "error more than %d words on a line\n", ARGS_MAX);
        fflush(out);
        return 0;
    }
    if (argc == 0 || argv[0][0] == '#')
        return 0;
    const char *cmd = argv[0];
    int rc = 0, needs_game = strcmp(cmd, "new") != 0 && strcmp(cmd, "load") != 0 && strcmp(cmd, "help") != 0 &&
                             strcmp(cmd, "quit") != 0;
    if (needs_game && !e->started) {
        fprintf(out, "error %s: no game started (new or load)\n", cmd);
        fflush(out);
        return 0;
    }
    if (strcmp(cmd, "quit") == 0) {
        fprintf(out, "ok\n");
        fflush(out);
        return 1;
    } else if (strcmp(cmd, "new") == 0) {
        rc = cmd_new(e, argc - 1, argv + 1, out);
    } else if (strcmp(cmd, "load") == 0) {
        rc = cmd_load(e, argc - 1, argv + 1, out);
    } else if (strcmp(cmd, "status") == 0) {
        print_status(e, out);
    } else if (strcmp(cmd, "legal") == 0) {
        cmd_legal(e, out);
    } else if (strcmp(cmd, "play") == 0) {
        char *event = copy + strspn(copy, " \t") + 4;
        event += strspn(event, " \t");
        rc = cmd_play_event(e, event, out);
    } else if (strcmp(cmd, "undo") == 0) {
        rc = cmd_undo(e, out);
    } else if (strcmp(cmd, "view") == 0) {
        rc = cmd_view(e, argc - 1, argv + 1, names, n_names, out);
    } else if (strcmp(cmd, "hypotheses") == 0) {
        rc = cmd_hypotheses(e, argc > 1 ? argv[1] : NULL, out);
    } else if (strcmp(cmd, "go") == 0) {
        rc = cmd_go(e, argc > 1 ? argv[1] : NULL, out);
    } else if (strcmp(cmd, "record") == 0) {
        rc = cmd_record(e, argc > 1 ? argv[1] : NULL, out);
    } else if (strcmp(cmd, "help") == 0) {
        fprintf(out, "info commands: new [--seed S] [--number K] [--PARAM V ...], load FILE [--seed S], status,\n"
                     "info legal, play EVENT, undo, view SIDE [json], hypotheses SIDE, go SPEC, record [FILE],\n"
                     "info help, quit\n");
    } else {
        fprintf(out, "error unknown command '%s' (help lists them)\n", cmd);
        rc = -1;
    }
    if (rc == 0)
        fprintf(out, "ok\n");
    fflush(out);
    return 0;
}

int engine_game_run(const GameClass *g, const Catalog *cat, const char *const *names, int n_names, FILE *in,
                    FILE *out)
{
    Engine *e = calloc(1, sizeof *e);
    if (!e)
        return -1;
    *e = (Engine){.g = g, .cat = cat};
    void **blob[] = {&e->params, &e->setup, &e->state, &e->next_params, &e->next_setup, &e->next_state,
                     &e->view, &e->start_view};
    size_t size[] = {g->params_size, g->setup_size, g->state_size, g->params_size, g->setup_size, g->state_size,
                     g->view_size, g->view_size};
    int ready = 1;
    for (size_t i = 0; i < sizeof blob / sizeof blob[0]; i++)
        ready &= (*blob[i] = calloc(1, size[i])) != NULL;
    e->past = calloc(MAX_DECISIONS, sizeof *e->past);
    e->states = calloc(MAX_DECISIONS, g->state_size);
    int rc = -1;
    if (ready && e->past && e->states) {
        char line[PROTOCOL_LINE_MAX + 2], why[128];
        int got;
        protocol_handshake(out);
        fflush(out);
        while ((got = text_line_whole(in, line, sizeof line)) != TEXT_END && got != TEXT_READ_ERROR) {
            if (got == TEXT_LINE && command(e, line, names, n_names, out))
                break;
            if (got != TEXT_LINE) { /* refused whole: nothing of it runs */
                fprintf(out, "error %s\n", text_line_refusal(got, sizeof line, why, sizeof why));
                fflush(out);
            }
        }
        rc = 0;
    }
    forget_policies(e);
    for (size_t i = 0; i < sizeof blob / sizeof blob[0]; i++)
        free(*blob[i]);
    free(e->past);
    free(e->states);
    free(e);
    return rc;
}
