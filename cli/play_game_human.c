/*
 * play_game_human.c — `noirlab play --human SEAT` for a game with a text view
 * (GameClass.view_text: NOIR and the games of more seats): a person plays one seat in the
 * terminal through the game interface alone, against a policy in every other
 * seat (two seats or more, as the parameters seat them).
 *
 * The person is a policy: a GamePolicyClass of this file whose choose()
 * draws the seat's view, lists the legal actions by number under the game's
 * own names for them (GameClass.action_name) and reads a number or an
 * action's name; the other seats' moves show in the seat's view, and are
 * printed as they are made when the game's actions are all public
 * (GameClass.actions_public).  So the game is game_match_play's, the very
 * game `noirlab play` deals for the same cell (the flags' or a campaign
 * file's --cell N), --seed and --number, with every other seat drawing from
 * its own stream.  The record is written into memory as the game goes (the
 * game's record hooks) and saved only when the game ends; a person who quits
 * (or whose input ends) abandons it and nothing is saved.  With --explain,
 * the game's belief (ai/game_belief.h) says under the view what the person's
 * seat could deduce.
 *
 * A game may show its game its own way at fixed points of this loop (its
 * PersonDialect, person_dialect.h: Intent to Kill's screen, its lists in
 * columns and its accusation in two steps); its hooks see the whole
 * position and show only what the person's seat sees.
 */
#include "cli/play_game_human.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/game_belief.h"
#include "ai/game_match.h"
#include "base/number.h"
#include "cli/game_names.h"
#include "cli/move_prompt.h"
#include "cli/person_dialect.h"
#include "runner/campaign.h"

typedef struct Table {
    const GameClass *game;
    const void *params;
    int seats;                    /* at this game's table */
    int seat;                     /* the person's */
    const char *spec[GAME_SEATS_MAX]; /* every other seat's policy */
    GameNames names;
    FILE *record;                 /* in memory until the game ends */
    int events;                   /* written to the record */
    int abandoned;
    const GameBelief *explain;    /* --explain: the game's belief, with a text */
    void *first;                  /* the person's first view, which the belief follows from */
    const PersonDialect *dialect; /* the game's own screen, or NULL */
    int explaining;               /* --explain, for the dialect's draw */
    const GameMatch *match;       /* the game being played */
    void *shown;                  /* the position the dialect last drew, when it redraws on change */
    int drawn;
    int decisions;                /* played when the person left */
} Table;

/* "Inspector" for "the Inspector", "Player 2" for "player 2". */
static const char *title(const Table *t, int seat, char *out, size_t outlen)
{
    const char *text = t->game->seat_title[seat];
    snprintf(out, outlen, "%s", strncmp(text, "the ", 4) == 0 ? text + 4 : text);
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
    return out;
}

/* "the Killer"; at a table of more than two, with the seat's key, which the
 * view and the actions use: "player 2 (p1)". */
static const char *who(const Table *t, int seat, char *out, size_t outlen)
{
    if (t->game->max_seats == GAME_SEATS)
        snprintf(out, outlen, "%s", t->game->seat_title[seat]);
    else
        snprintf(out, outlen, "%s (%s)", t->game->seat_title[seat], t->game->seat_name[seat]);
    return out;
}

static void list_moves(const Table *t, const void *view, const GameActions *legal)
{
    char text[96], me[32];
    if (t->dialect && t->dialect->list_moves) {
        t->dialect->list_moves(stdout, t->params, game_match_state(t->match), t->seat, legal);
        return;
    }
    printf("your moves (%s):\n", title(t, t->seat, me, sizeof me));
    for (int i = 0; i < legal->n; i++) {
        t->game->action_name(t->params, view, legal->a[i], text, sizeof text);
        printf("  %3d) %-24s%s", i + 1, text, i % 3 == 2 || i == legal->n - 1 ? "\n" : "");
    }
}

/* The dialect's draw of the person's view, remembering what it showed. */
static void redraw(void *ctx)
{
    Table *t = ctx;
    const void *state = game_match_state(t->match);
    t->dialect->draw(stdout, t->params, state, t->seat, t->explaining);
    if (t->shown)
        memcpy(t->shown, state, t->game->state_size);
    t->drawn = 1;
}

/* 'b': the view drawn again. */
static void draw_board(Table *t, const void *view)
{
    if (t->dialect && t->dialect->draw)
        redraw(t);
    else
        t->game->view_text(stdout, view, t->names.name, t->names.n);
}

/* The legal action a typed line names in the dialect's words: its index, or
 * -1 with the dialect's answer printed. */
static int action_parsed(const Table *t, const GameActions *legal, const char *text)
{
    char err[512];
    GameAction a;
    if (t->dialect->parse(t->params, game_match_state(t->match), text, &a, err, sizeof err)) {
        printf("%s\n", err);
        return -1;
    }
    for (int i = 0; i < legal->n; i++)
        if (legal->a[i] == a)
            return i;
    printf("'%s' is not one of your moves now: give its number, or an event as listed\n", text);
    return -1;
}

/* The legal action named `text` ("kill 7"), or -1. */
static int action_named(const Table *t, const void *view, const GameActions *legal, const char *text)
{
    char name[96];
    for (int i = 0; i < legal->n; i++) {
        t->game->action_name(t->params, view, legal->a[i], name, sizeof name);
        if (strcmp(name, text) == 0)
            return i;
    }
    return -1;
}

/* The person's decision: its index in legal, or -1 when they leave. */
static int read_move(Table *t, const void *view, const GameActions *legal)
{
    char line[MOVE_LINE_MAX], *text;
    const PersonDialect *d = t->dialect;
    for (;;) {
        int k = move_prompt(legal->n, d && d->typed ? d->typed : "its name", line, sizeof line, &text);
        if (k >= 0 || k == MOVE_QUIT)
            return k;
        if (k == MOVE_BOARD) {
            draw_board(t, view);
            list_moves(t, view, legal);
            continue;
        }
        if (d && d->parse) {
            int i = action_parsed(t, legal, text);
            if (i >= 0)
                return i;
            continue;
        }
        int i = action_named(t, view, legal, text);
        if (i >= 0)
            return i;
        printf("'%s' is not one of your moves now: give its number, or its name as listed\n", text);
    }
}

/* --- the person as a policy ---------------------------------------------- */

/* --explain: what the seat could deduce, followed from its first view (kept
 * on the first call) to this one. */
static void explain(Table *t, const void *view)
{
    if (!t->first && (t->first = malloc(t->game->view_size)))
        memcpy(t->first, view, t->game->view_size);
    if (t->first)
        t->explain->text(stdout, t->seat, t->first, view, t->names.name, t->names.n);
}

static void person_destroy(void *state) { (void)state; }

/* The person's view before a decision: the dialect's when it has one
 * (when what it shows has changed), else the game's with the deductions. */
static void draw(Table *t, const void *view)
{
    const PersonDialect *d = t->dialect;
    if (d && d->draw) {
        if (!t->drawn || !t->shown || d->changed(t->shown, game_match_state(t->match)))
            redraw(t);
        return;
    }
    putchar('\n');
    t->game->view_text(stdout, view, t->names.name, t->names.n);
    if (t->explain)
        explain(t, view);
}

/* The person's decision into *a, in the dialect's steps or from the list:
 * 0, or -1 when they leave. */
static int decide(Table *t, const void *view, const GameActions *legal, GameAction *a)
{
    const PersonDialect *d = t->dialect;
    if (d && d->ask) {
        PersonAsk q = {.params = t->params, .state = game_match_state(t->match), .seat = t->seat,
                       .explain = t->explaining, .legal = legal, .redraw = redraw, .ctx = t};
        int k = d->ask(&q, a);
        if (k != PERSON_ASK_NOT_MINE)
            return k == PERSON_ASK_LEFT ? -1 : 0;
    }
    list_moves(t, view, legal);
    int i = read_move(t, view, legal);
    if (i >= 0)
        *a = legal->a[i];
    return i < 0 ? -1 : 0;
}

static GameAction person_choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    (void)rng; /* the person draws nothing from the game's streams */
    Table *t = state;
    draw(t, view);
    GameAction a;
    if (decide(t, view, legal, &a) < 0) {
        t->abandoned = 1; /* the match stops before this action (stop) */
        t->decisions = t->events;
        return legal->a[0];
    }
    if (!(t->dialect && t->dialect->played)) { /* else the dialect says it as played */
        char text[96];
        t->game->action_name(t->params, view, a, text, sizeof text);
        printf("  you: %s\n", text);
    }
    return a;
}

static const GamePolicyClass person = {
    .game = NULL,
    .name = "person",
    .help = "a person at the terminal",
    .needs_view = 1,
    .destroy = person_destroy,
    .choose = person_choose,
};

/* --- the game ---------------------------------------------------------- */

static void on_setup(void *ctx, const void *setup)
{
    Table *t = ctx;
    t->game->record_header(t->record, t->params, setup);
}

/* Every move goes to the record.  The other seats' moves are printed as
 * played only in a game whose actions are all public (actions_public); else the
 * person reads them in their own view, where the others' secrets stay blank
 * (NOIR's record, N13). */
static void on_action(void *ctx, const void *before, GameAction a)
{
    Table *t = ctx;
    const GameClass *g = t->game;
    g->record_event(t->record, t->params, before, a);
    t->events++;
    if (t->dialect && t->dialect->played) {
        t->dialect->played(stdout, t->params, before, a, t->seat);
        return;
    }
    int actor = g->to_move(before);
    if (g->actions_public && actor != t->seat) {
        char text[96];
        g->action_name(t->params, before, a, text, sizeof text);
        printf("  %s: %s\n", actor == GAME_CHANCE ? "chance" : g->seat_name[actor], text);
    }
}

/* The person left: the game ends unfinished, and nothing is saved. */
static int left(void *ctx) { return ((Table *)ctx)->abandoned; }

/* The person's view of the final position, and the result. */
static void draw_end(const Table *t, const GameMatch *m, const GameOutcome *out)
{
    char result[256];
    if (t->dialect && t->dialect->end) {
        t->dialect->end(stdout, t->params, game_match_state(m), t->seat, t->explaining);
        return;
    }
    t->game->result_text(out, result, sizeof result);
    void *view = malloc(t->game->view_size);
    if (!view)
        return;
    t->game->view(game_match_state(m), t->seat, view);
    putchar('\n');
    t->game->view_text(stdout, view, t->names.name, t->names.n);
    free(view);
    printf("\ngame over: %s\n", result);
}

/* The record's name: --record, or the first free game-S-K[-N].GAME (or
 * the dialect's .EXT). */
static int save(const HumanPlay *h, const Table *t, const char *text, size_t len, char *path, size_t pathlen)
{
    const char *seed = h->flags.seed;
    const char *ext = t->dialect && t->dialect->record_ext ? t->dialect->record_ext : t->game->name;
    for (int n = 1; n < 1000; n++) {
        if (h->record)
            snprintf(path, pathlen, "%s", h->record);
        else if (n == 1)
            snprintf(path, pathlen, "game-%s-%llu.%s", seed, (unsigned long long)h->game, ext);
        else
            snprintf(path, pathlen, "game-%s-%llu-%d.%s", seed, (unsigned long long)h->game, n, ext);
        if (h->record || access(path, F_OK) != 0)
            break;
    }
    FILE *f = fopen(path, "wx");
    if (!f || fwrite(text, 1, len, f) != len || fclose(f) != 0) {
        fprintf(stderr, "noirlab play: %s: cannot write the record\n", path);
        return -1;
    }
    return 0;
}

/* "You are the Killer; the Inspector is played by heuristic.", and at a
 * table of more: "...; player 1 (p0) is played by heuristic, player 3 (p2)
 * by random." */
static void greet(const Table *t)
{
    char me[64], them[64];
    printf("You are %s;", who(t, t->seat, me, sizeof me));
    for (int s = 0, first = 1; s < t->seats; s++)
        if (s != t->seat) {
            printf("%s %s %s %s", first ? "" : ",", who(t, s, them, sizeof them), first ? "is played by" : "by",
                   t->spec[s]);
            first = 0;
        }
    printf(".\n");
}

/* The policies of the other seats into opp[], the person's into me; every
 * spec was checked by play_game_human. */
static void seat_players(const Table *t, GamePolicy *opp, GamePolicy *me, GamePolicy **seat)
{
    char err[512];
    for (int s = 0; s < t->seats; s++) {
        if (s == t->seat) {
            seat[s] = me;
            continue;
        }
        game_policy_create(&opp[s], t->game, t->spec[s], s, err, sizeof err);
        seat[s] = &opp[s];
    }
}

/* Play the cell's game with the person at t->seat; the exit status. */
static int play(const HumanPlay *h, Table *t)
{
    const Campaign *c = h->campaign;
    const GameClass *g = c->game;
    GamePolicyClass cls = person;
    cls.asked_forced = t->dialect && t->dialect->asked_forced;
    GamePolicy opp[GAME_SEATS_MAX], *seat[GAME_SEATS_MAX],
        me = {.cls = &cls, .game = g, .state = t, .seat = t->seat, .needs_view = 1};
    seat_players(t, opp, &me, seat);
    char *text = NULL;
    size_t len = 0;
    t->record = open_memstream(&text, &len);
    GameMatch m;
    game_match_init(&m, g, t->params);
    t->match = &m;
    GameMatchObserver obs = {.on_setup = on_setup, .on_action = on_action, .stop = left, .ctx = t};
    GameOutcome out;
    greet(t);
    uint64_t seed = seed_for_game(c->master_seed, c->cell[h->cell].seed, h->game);
    int rc = game_match_play(&m, seat, seed, &out, &obs);
    if (rc == 0 && g->record_end)
        g->record_end(t->record, t->events);
    fclose(t->record);
    int status = 0;
    char path[4096];
    const PersonDialect *d = t->dialect;
    if (rc < 0) {
        fprintf(stderr, "noirlab play: %s cannot be dealt\n", c->setup[h->cell]);
        status = 2;
    } else if (t->abandoned) {
        if (d && d->count_decisions)
            printf("\nThe game was abandoned after %d decisions; nothing was saved.\n", t->decisions);
        else
            printf("\nThe game was abandoned; nothing was saved.\n");
        printf("The same command deals the same game again.\n");
        status = 1;
    } else {
        draw_end(t, &m, &out);
        status = save(h, t, text, len, path, sizeof path) ? 1 : 0;
        if (status == 0 && d && d->explainable)
            printf("The game is saved in %s: noirlab replay %s, or noirlab explain %s\n", path, path, path);
        else if (status == 0)
            printf("The game is saved in %s: noirlab replay %s\n", path, path);
    }
    free(text);
    game_match_free(&m);
    for (int s = 0; s < t->seats; s++)
        if (s != t->seat)
            game_policy_destroy(&opp[s]);
    return status;
}

/* "p0, p1, p2" */
static void seat_list(const GameClass *g, int seats, char *out, size_t outlen)
{
    size_t used = 0;
    for (int s = 0; s < seats && used < outlen; s++)
        used += (size_t)snprintf(out + used, outlen - used, "%s%s", s ? ", " : "", g->seat_name[s]);
}

int play_game_human_seat(const GameClass *g, int seats, const char *text)
{
    int seat = game_seat_by_name(g, text);
    uint64_t k;
    if (seat < 0 && text[0] == 'p' && text[1] >= '0' && text[1] <= '9')
        text++; /* pK: every game's seat K */
    if (seat < 0 && number_whole(text, 0, GAME_SEATS_MAX - 1, &k) == 0)
        seat = (int)k;
    return seat < seats ? seat : -1;
}

/* The person's seat and every other seat's policy (per-seat flags, else
 * --opponent), each spec tried once; 0, or -1 with the message printed. */
static int seat_table(Table *t, const HumanPlay *h)
{
    char err[512], seats[64];
    const GameClass *g = t->game;
    t->seats = game_seats(g, t->params);
    t->seat = play_game_human_seat(g, t->seats, h->side);
    if (t->seat < 0) {
        seat_list(g, t->seats, seats, sizeof seats);
        fprintf(stderr, "noirlab play: --human must be a seat of this %d-seat game of %s: %s (or its number, 0 to %d), "
                        "not '%s'\n", t->seats, g->name, seats, t->seats - 1, h->side);
        return -1;
    }
    for (int s = t->seats; s < GAME_SEATS_MAX; s++)
        if (h->flags.seat[s]) {
            seat_list(g, t->seats, seats, sizeof seats);
            fprintf(stderr, "noirlab play: %s: not a seat of this %d-seat game of %s (%s)\n", h->flags.seat_flag[s],
                    t->seats, g->name, seats);
            return -1;
        }
    if (h->flags.seat[t->seat]) {
        fprintf(stderr, "noirlab play: %s: that is your seat (--human %s)\n", h->flags.seat_flag[t->seat], h->side);
        return -1;
    }
    for (int s = 0; s < t->seats; s++) {
        if (s == t->seat)
            continue;
        t->spec[s] = h->flags.seat[s] ? h->flags.seat[s] : human_play_opponent(h, s);
        GamePolicy check;
        if (game_policy_create(&check, g, t->spec[s], s, err, sizeof err)) {
            fprintf(stderr, "noirlab play: %s: %s\n",
                    h->flags.seat[s] ? h->flags.seat_flag[s] : human_play_opponent_source(h), err);
            return -1;
        }
        game_policy_destroy(&check);
    }
    return 0;
}

int play_game_human(const HumanPlay *h)
{
    static Table t;
    char err[CAMPAIGN_ERR_MAX];
    const GameClass *g = h->campaign->game;
    const PersonDialect *d = person_dialect_find(g);
    t = (Table){.game = g, .params = campaign_cell_params(h->campaign, h->cell), .dialect = d,
                .explaining = h->explain,
                .explain = h->explain && !(d && d->draw) ? game_belief_find(g->name) : NULL};
    int status = seat_table(&t, h) ? 2 : 0;
    if (status == 0 && d && d->draw && d->changed && !(t.shown = malloc(g->state_size))) {
        fprintf(stderr, "noirlab play: out of memory\n");
        status = 1;
    }
    if (status == 0 && game_names_load(&t.names, g, err, sizeof err)) {
        fprintf(stderr, "noirlab play: %s\n", err);
        status = 1;
    }
    if (status == 0)
        status = play(h, &t);
    free(t.first);
    free(t.shown);
    return status;
}

int play_game_human_draws(const GameClass *g)
{
    const PersonDialect *d = person_dialect_find(g);
    return g->view_text || (d && d->draw);
}

int play_game_human_explains(const GameClass *g)
{
    const PersonDialect *d = person_dialect_find(g);
    const GameBelief *belief = game_belief_find(g->name);
    return (d && d->draw) || (belief && belief->text);
}
