/*
 * play_game_human.c — `noirlab play --human SEAT` for a game with a text view
 * (GameClass.view_text: NOIR): a person plays one seat in the terminal
 * through the game interface alone.
 *
 * The person is a policy: a GamePolicyClass of this file whose choose()
 * draws the seat's view, lists the legal actions by number under the game's
 * own names for them (GameClass.action_name) and reads a number or an
 * action's name; the opponent's moves show in the seat's view.  So the game is game_match_play's, the very game `noirlab
 * play` deals for the same flags, --seed and --number, with the opponent
 * drawing from its own stream.  The record is written into memory as the
 * game goes (the game's record hooks) and saved only when the game ends; a
 * person who quits (or whose input ends) abandons it and nothing is saved.
 */
#include "cli/play_game_human.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/game_match.h"
#include "cli/game_names.h"
#include "cli/move_prompt.h"
#include "runner/campaign.h"

typedef struct Table {
    const GameClass *game;
    const void *params;
    int seat;                     /* the person's */
    const char *opponent;
    GameNames names;
    FILE *record;                 /* in memory until the game ends */
    int events;                   /* written to the record */
    int abandoned;
} Table;

/* "Inspector" for "inspector". */
static const char *title(const Table *t, int seat, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", t->game->seat_name[seat]);
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
    return out;
}

static void list_moves(const Table *t, const void *view, const GameActions *legal)
{
    char text[96], who[32];
    printf("your moves (%s):\n", title(t, t->seat, who, sizeof who));
    for (int i = 0; i < legal->n; i++) {
        t->game->action_name(t->params, view, legal->a[i], text, sizeof text);
        printf("  %3d) %-24s%s", i + 1, text, i % 3 == 2 || i == legal->n - 1 ? "\n" : "");
    }
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
    for (;;) {
        int k = move_prompt(legal->n, "its name", line, sizeof line, &text);
        if (k >= 0 || k == MOVE_QUIT)
            return k;
        if (k == MOVE_BOARD) {
            t->game->view_text(stdout, view, t->names.name, t->names.n);
            list_moves(t, view, legal);
            continue;
        }
        int i = action_named(t, view, legal, text);
        if (i >= 0)
            return i;
        printf("'%s' is not one of your moves now: give its number, or its name as listed\n", text);
    }
}

/* --- the person as a policy ---------------------------------------------- */

static void person_destroy(void *state) { (void)state; }

static GameAction person_choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    (void)rng; /* the person draws nothing from the game's streams */
    Table *t = state;
    if (t->abandoned)
        return legal->a[0]; /* the game is played out unseen and not saved */
    putchar('\n');
    t->game->view_text(stdout, view, t->names.name, t->names.n);
    list_moves(t, view, legal);
    int i = read_move(t, view, legal);
    if (i < 0) {
        t->abandoned = 1;
        return legal->a[0];
    }
    char text[96];
    t->game->action_name(t->params, view, legal->a[i], text, sizeof text);
    printf("  you: %s\n", text);
    return legal->a[i];
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

/* Every move goes to the record.  The opponent's moves are not printed as
 * played: the person reads them in their own view's record, where the
 * opponent's secrets stay blank (NOIR's N13). */
static void on_action(void *ctx, const void *before, GameAction a)
{
    Table *t = ctx;
    t->game->record_event(t->record, t->params, before, a);
    t->events++;
}

/* The person's view of the final position. */
static void draw_end(const Table *t, const GameMatch *m)
{
    void *view = malloc(t->game->view_size);
    if (!view)
        return;
    t->game->view(game_match_state(m), t->seat, view);
    putchar('\n');
    t->game->view_text(stdout, view, t->names.name, t->names.n);
    free(view);
}

/* The record's name: --record, or the first free game-S-K[-N].GAME. */
static int save(const HumanPlay *h, const Table *t, const char *text, size_t len, char *path, size_t pathlen)
{
    const char *seed = h->flags.seed ? h->flags.seed : "1";
    for (int n = 1; n < 1000; n++) {
        if (h->record)
            snprintf(path, pathlen, "%s", h->record);
        else if (n == 1)
            snprintf(path, pathlen, "game-%s-%llu.%s", seed, (unsigned long long)h->game, t->game->name);
        else
            snprintf(path, pathlen, "game-%s-%llu-%d.%s", seed, (unsigned long long)h->game, n, t->game->name);
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

/* Play the cell's game with the person at t->seat; the exit status. */
static int play(const HumanPlay *h, const Campaign *c, Table *t)
{
    const GameClass *g = c->game;
    GamePolicy opp, me = {.cls = &person, .game = g, .state = t, .seat = t->seat, .needs_view = 1};
    char err[512], who[32], them[32];
    game_policy_create(&opp, g, t->opponent, !t->seat, err, sizeof err); /* checked by play_game_human */
    char *text = NULL;
    size_t len = 0;
    t->record = open_memstream(&text, &len);
    GameMatch m;
    game_match_init(&m, g, t->params);
    GameMatchObserver obs = {.on_setup = on_setup, .on_action = on_action, .ctx = t};
    GameOutcome out;
    printf("You are the %s; the %s is played by %s.\n", title(t, t->seat, who, sizeof who),
           title(t, !t->seat, them, sizeof them), t->opponent);
    uint64_t seed = seed_for_game(c->master_seed, c->cell[0].seed, h->game);
    GamePolicy *seat[GAME_SEATS] = {[GAME_HIDER] = &opp, [GAME_SEEKER] = &opp};
    seat[t->seat] = &me;
    int rc = game_match_play(&m, seat, seed, &out, &obs);
    if (rc == 0 && g->record_end)
        g->record_end(t->record, t->events);
    fclose(t->record);
    int status = 0;
    char path[4096], result[256];
    if (rc) {
        fprintf(stderr, "noirlab play: %s cannot be dealt\n", c->setup[0]);
        status = 2;
    } else if (t->abandoned) {
        printf("\nThe game was abandoned; nothing was saved.\nThe same command deals the same game again.\n");
        status = 1;
    } else {
        draw_end(t, &m);
        g->result_text(&out, result, sizeof result);
        printf("\ngame over: %s\n", result);
        status = save(h, t, text, len, path, sizeof path) ? 1 : 0;
        if (status == 0)
            printf("The game is saved in %s: noirlab replay %s\n", path, path);
    }
    free(text);
    game_match_free(&m);
    game_policy_destroy(&opp);
    return status;
}

int play_game_human(const HumanPlay *h, const GameClass *g)
{
    static Table t;
    static Catalog cat;
    static Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    t = (Table){.game = g, .seat = game_seat_by_name(g, h->side), .opponent = h->opponent ? h->opponent : "heuristic"};
    if (h->record && access(h->record, F_OK) == 0) {
        fprintf(stderr, "noirlab play: --record %s: already exists (choose another name)\n", h->record);
        return 2;
    }
    GamePolicy check;
    if (game_policy_create(&check, g, t.opponent, !t.seat, err, sizeof err)) {
        fprintf(stderr, "noirlab play: --opponent: %s\n", err);
        return 2;
    }
    game_policy_destroy(&check);
    CampaignFlags flags = h->flags; /* the cell: a cell's deals do not depend on its policies */
    flags.detective = flags.murderer = "random";
    if (itk_catalog_load(&cat, itk_catalog_default_dir(), err, sizeof err) ||
        campaign_from_flags(&c, &cat, &flags, err, sizeof err)) {
        fprintf(stderr, "noirlab play: %s\n", err);
        return 2;
    }
    t.params = campaign_cell_params(&c, 0);
    int status = game_names_load(&t.names, g, err, sizeof err) ? 1 : 0;
    if (status)
        fprintf(stderr, "noirlab play: %s\n", err);
    else
        status = play(h, &c, &t);
    campaign_free(&c);
    return status;
}
