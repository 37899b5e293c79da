/*
 * play_human.c — `noirlab play --human detective|murderer`: a person plays one
 * side in the terminal against a policy, over the same Session the engine
 * protocol uses (games/itk/engine/session.h), dealt from the cell cmd_play.c
 * resolved (the flags' or a campaign file's --cell N), so the game is the one
 * `noirlab play` and `noirlab run` deal for the same cell, --seed and --game.
 *
 * Before each of the person's decisions the city is drawn from their side's
 * view (show_game.h: blocks, buildings, the Detective marker, civilians,
 * intimidated ones, crime scenes and victims, then the notebook of answers and
 * surveillance results), the legal moves are listed by number, and a number
 * or a typed event ("move 6", "ask Nurse male") is read; the accusation is
 * asked as two choices, the murderer and then the motive (R13).  The opponent's
 * moves are printed as they are played; the Murderer's secret choice of
 * supporters is shown to the Detective only as a choice made (R12).
 *
 * The finished game is saved as a record (games/itk/docs/records.md) that `noirlab
 * replay` and `noirlab explain` read.  When input ends (or the person types
 * quit) before the end, nothing is saved: the game is abandoned, and the same
 * command deals it again.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli/move_prompt.h"
#include "games/itk/cli/play_human.h"
#include "games/itk/engine/session.h"
#include "games/itk/engine/show_game.h"

enum { COLUMNS = 3 };

typedef struct Options {
    const CampaignFlags *flags;
    unsigned long long game;
    int human;            /* enum Side */
    const char *opponent; /* policy SPEC */
    const char *record;   /* NULL: a free game-SEED-GAME.rec */
    int explain;
} Options;

static const char *side_title(int side) { return side == SIDE_MURDERER ? "Murderer" : "Detective"; }

typedef struct Table {
    Session *s;
    const Options *o;
    int drawn;  /* the city has been drawn */
    Game shown; /* the position it was last drawn in */
} Table;

/* A decision as the person sees it: the Murderer's supporters stay secret
 * from the Detective (R12); everything else played is public (R14). */
static void print_move(void *ctx, const Game *before, Action a)
{
    Table *t = ctx;
    char text[RECORD_ACTION_TEXT_MAX + 4];
    int side = itk_game_to_move(before);
    if (side == t->o->human)
        return; /* the person knows what they typed */
    if (action_kind(a) == ACT_SUPPORTERS && t->o->human == SIDE_DETECTIVE)
        snprintf(text, sizeof text, "M supporters (secret)");
    else
        itk_session_format(t->s, before, a, 1, text, sizeof text);
    printf("  %s: %s\n", side == SIDE_CHANCE ? "chance" : side_title(side), text);
    Game after = *before;
    itk_game_apply(&after, a);
    for (int i = before->n_obs; i < after.n_obs; i++) {
        fputs("      -> ", stdout);
        itk_show_observation(stdout, itk_session_catalog(t->s), &after, &after.obs[i]);
    }
}

static void print_own_observations(Table *t, const Game *before)
{
    const Game *g = itk_session_game(t->s);
    for (int i = before->n_obs; i < g->n_obs; i++) {
        fputs("      -> ", stdout);
        itk_show_observation(stdout, itk_session_catalog(t->s), g, &g->obs[i]);
    }
}

static void print_deductions(Table *t)
{
    Deductions d;
    char motives[MOTIVES * (MOTIVE_NAME_MAX + 2)];
    const Catalog *cat = itk_session_catalog(t->s);
    itk_session_deduce(t->s, &d);
    itk_catalog_motive_set_format(cat, d.motives, motives, sizeof motives);
    printf("what the Detective could deduce: %ld hypotheses, %d suspects, motives %s\n", d.hypotheses,
           bits_count(d.suspects), d.motives ? motives : "none");
    fputs("  likeliest:", stdout);
    for (int i = 0; i < d.n && i < 5; i++)
        printf("%s %s as %s %.1f%%", i ? "," : "", itk_session_game(t->s)->card[d.top[i].murderer].name,
               cat->motive_name[d.top[i].motive], 100 * d.top[i].p);
    fputc('\n', stdout);
}

static void draw(Table *t)
{
    fputc('\n', stdout);
    itk_session_view_text(t->s, t->o->human, stdout);
    if (t->o->explain)
        print_deductions(t);
    t->shown = *itk_session_game(t->s);
    t->drawn = 1;
}

/* Has anything the city shows or the notebook holds changed since it was drawn? */
static int changed(const Table *t)
{
    const Game *a = &t->shown, *b = itk_session_game(t->s);
    return !t->drawn || memcmp(a->pos, b->pos, sizeof a->pos) != 0 || a->intimidated != b->intimidated ||
           a->detective != b->detective || a->surveilled != b->surveilled || a->n_obs != b->n_obs ||
           a->round != b->round;
}

enum { ITEM_MAX = RECORD_ACTION_TEXT_MAX + 4 };

/* Numbered items in COLUMNS columns, read down each column. */
static void list_columns(const char (*text)[ITEM_MAX], int n)
{
    int rows = (n + COLUMNS - 1) / COLUMNS;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < COLUMNS; c++) {
            int i = c * rows + r;
            if (i >= n)
                break;
            printf("  %3d) %-22s", i + 1, text[i]);
        }
        fputc('\n', stdout);
    }
}

static void list_moves(Table *t, const ActionList *legal)
{
    char text[MAX_ACTIONS][ITEM_MAX];
    printf("your moves (%s, round %d, %s):\n", side_title(t->o->human), itk_session_game(t->s)->round,
           itk_show_phase_name(itk_session_game(t->s)->phase));
    for (int i = 0; i < legal->n; i++)
        itk_session_format(t->s, itk_session_game(t->s), legal->a[i], 0, text[i], sizeof text[i]);
    list_columns((const char (*)[ITEM_MAX])text, legal->n);
}

/* Read the person's decision into *a.  Returns 0, or -1 when they leave
 * (end of input or 'q'). */
static int read_move(Table *t, const ActionList *legal, Action *a)
{
    char line[MOVE_LINE_MAX], *text;
    list_moves(t, legal);
    for (;;) {
        int k = move_prompt(legal->n, "an event", line, sizeof line, &text);
        if (k == MOVE_QUIT)
            return -1;
        if (k == MOVE_BOARD) {
            draw(t);
            list_moves(t, legal);
            continue;
        }
        if (k >= 0) {
            *a = legal->a[k];
            return 0;
        }
        char err[SESSION_ERR_MAX];
        if (itk_session_parse(t->s, text, a, err, sizeof err) == 0)
            return 0;
        printf("%s\n", err);
    }
}

/* --- the accusation as two choices (R13) -------------------------------------
 * One list of every (civilian, motive) pair is up to 20 x 12 items, so the
 * person names the murderer first, then the motive among those still
 * possible; the phase's other moves (continue, R13's early accusation) are
 * listed after the suspects.  A whole event ("accuse Nurse Terrorist") is
 * still read at either step. */

enum { ACCUSE_QUIT = -1, ACCUSE_CHOSEN = -2, ACCUSE_BACK = -3 };

static int accusations(const ActionList *legal)
{
    int n = 0;
    for (int i = 0; i < legal->n; i++)
        n += action_kind(legal->a[i]) == ACT_ACCUSE;
    return n;
}

/* Under --explain: the Detective's likeliest (murderer, motive) pairs. */
static void print_likeliest_pairs(Table *t)
{
    Deductions d;
    itk_session_deduce(t->s, &d);
    puts("the likeliest accusations (what the Detective could deduce):");
    for (int i = 0; i < d.n; i++)
        printf("  %d. %s as %s %.1f%%\n", i + 1, itk_session_game(t->s)->card[d.top[i].murderer].name,
               itk_session_catalog(t->s)->motive_name[d.top[i].motive], 100 * d.top[i].p);
}

/* A typed line at either step: "back" at the motive (when allowed), a
 * suspect's name at the first step (*civ set), else an event. */
static int read_typed(Table *t, const char *text, const int *civ, int n_civ, int may_back, Action *a)
{
    if (may_back && strcmp(text, "back") == 0)
        return ACCUSE_BACK;
    for (int i = 0; i < n_civ; i++)
        if (strcasecmp(text, itk_session_game(t->s)->card[civ[i]].name) == 0)
            return civ[i];
    char err[SESSION_ERR_MAX];
    if (itk_session_parse(t->s, text, a, err, sizeof err) == 0)
        return ACCUSE_CHOSEN;
    printf("%s\n", err);
    return INT_MIN;
}

/* The first choice: a suspect (returned), or another move or a whole event
 * (ACCUSE_CHOSEN, *a set), or ACCUSE_QUIT. */
static int read_suspect(Table *t, const ActionList *legal, Action *a)
{
    const Game *g = itk_session_game(t->s);
    char text[MAX_ACTIONS][ITEM_MAX], line[MOVE_LINE_MAX], *typed;
    int civ[MAX_ACTIONS], n_civ = 0, n = 0;
    Action other[MAX_ACTIONS];
    CivSet seen = 0;
    for (int i = 0; i < legal->n; i++) {
        Action x = legal->a[i];
        if (action_kind(x) == ACT_ACCUSE && !(seen & (CivSet)1 << action_a(x))) {
            seen |= (CivSet)1 << action_a(x);
            civ[n_civ++] = action_a(x);
        }
    }
    for (int i = 0; i < n_civ; i++)
        snprintf(text[n++], ITEM_MAX, "%s", g->card[civ[i]].name);
    for (int i = 0; i < legal->n; i++)
        if (action_kind(legal->a[i]) != ACT_ACCUSE) {
            other[n - n_civ] = legal->a[i];
            itk_session_format(t->s, g, legal->a[i], 0, text[n], ITEM_MAX);
            n++;
        }
    if (t->o->explain)
        print_likeliest_pairs(t);
    for (;;) {
        printf("your accusation (round %d): who is the murderer? (then the motive)\n", g->round);
        list_columns((const char (*)[ITEM_MAX])text, n);
        int k = move_prompt(n, "an event", line, sizeof line, &typed);
        if (k == MOVE_QUIT)
            return ACCUSE_QUIT;
        if (k >= 0 && k < n_civ)
            return civ[k];
        if (k >= n_civ) {
            *a = other[k - n_civ];
            return ACCUSE_CHOSEN;
        }
        if (k == MOVE_BOARD)
            draw(t);
        else if ((k = read_typed(t, typed, civ, n_civ, 0, a)) != INT_MIN)
            return k;
    }
}

/* The second choice: the motive of civilian `civ` (ACCUSE_CHOSEN, *a set),
 * ACCUSE_BACK to the suspects, or ACCUSE_QUIT. */
static int read_motive(Table *t, const ActionList *legal, int civ, Action *a)
{
    char text[MAX_ACTIONS][ITEM_MAX], line[MOVE_LINE_MAX], *typed;
    Action pair[MAX_ACTIONS];
    int n = 0;
    for (int i = 0; i < legal->n; i++)
        if (action_kind(legal->a[i]) == ACT_ACCUSE && action_a(legal->a[i]) == civ) {
            pair[n] = legal->a[i];
            snprintf(text[n++], ITEM_MAX, "%s", itk_session_catalog(t->s)->motive_name[action_b(legal->a[i])]);
        }
    for (;;) {
        printf("the motive of the %s?\n", itk_session_game(t->s)->card[civ].name);
        list_columns((const char (*)[ITEM_MAX])text, n);
        int k = move_prompt(n, "an event, or back", line, sizeof line, &typed);
        if (k == MOVE_QUIT)
            return ACCUSE_QUIT;
        if (k >= 0) {
            *a = pair[k];
            return ACCUSE_CHOSEN;
        }
        if (k == MOVE_BOARD)
            draw(t);
        else if ((k = read_typed(t, typed, NULL, 0, 1, a)) != INT_MIN)
            return k;
    }
}

/* The accusation into *a: 0, or -1 when the person leaves. */
static int read_accusation(Table *t, const ActionList *legal, Action *a)
{
    for (;;) {
        int k = read_suspect(t, legal, a);
        if (k >= 0)
            k = read_motive(t, legal, k, a);
        if (k != ACCUSE_BACK)
            return k == ACCUSE_QUIT ? -1 : 0;
    }
}

/* The record's name: --record, or the first free game-S-K[-N].rec. */
static int save(Table *t, char *path, size_t pathlen)
{
    char err[SESSION_ERR_MAX];
    const char *seed = t->o->flags->seed;
    for (int n = 1; n < 1000; n++) {
        if (t->o->record)
            snprintf(path, pathlen, "%s", t->o->record);
        else if (n == 1)
            snprintf(path, pathlen, "game-%s-%llu.rec", seed, t->o->game);
        else
            snprintf(path, pathlen, "game-%s-%llu-%d.rec", seed, t->o->game, n);
        if (t->o->record || access(path, F_OK) != 0)
            break;
    }
    if (itk_session_save_record(t->s, path, err, sizeof err) == 0)
        return 0;
    fprintf(stderr, "noirlab play: %s\n", err);
    return -1;
}

static int play(Table *t)
{
    Session *s = t->s;
    int human = t->o->human;
    MatchObserver bot = {.on_action = print_move, .ctx = t};
    char err[SESSION_ERR_MAX];
    printf("You are the %s; the %s is played by %s.\n", side_title(human), side_title(!human), t->o->opponent);
    while (!game_over(itk_session_game(s))) {
        ActionList legal;
        Action a;
        if (itk_session_to_move(s) != human) {
            if (itk_session_choose(s, t->o->opponent, &a, err, sizeof err) < 0 ||
                itk_session_play(s, a, &bot, err, sizeof err) < 0) {
                fprintf(stderr, "noirlab play: --opponent: %s\n", err);
                return 2;
            }
            continue;
        }
        itk_game_legal(itk_session_game(s), &legal);
        if (changed(t))
            draw(t);
        if ((accusations(&legal) > 1 ? read_accusation(t, &legal, &a) : read_move(t, &legal, &a)) < 0) {
            printf("\nThe game was abandoned after %d decisions; nothing was saved.\n"
                   "The same command deals the same game again.\n",
                   itk_session_plies(s));
            return 1;
        }
        Game before = *itk_session_game(s);
        char text[RECORD_ACTION_TEXT_MAX + 4];
        itk_session_format(s, &before, a, 1, text, sizeof text);
        printf("  you: %s\n", text);
        itk_session_play(s, a, &bot, err, sizeof err); /* legal: read_move took it from the list or checked it */
        print_own_observations(t, &before);
    }
    draw(t);
    if (human == SIDE_DETECTIVE) {
        fputs("the truth, now the game is over:\n", stdout);
        itk_show_setup(stdout, itk_session_catalog(s), itk_session_game(s));
    }
    char path[4096];
    if (save(t, path, sizeof path) < 0)
        return 1;
    printf("The game is saved in %s: noirlab replay %s, or noirlab explain %s\n", path, path, path);
    return 0;
}

int itk_play_human(const HumanPlay *h)
{
    int human = strcmp(h->side, "murderer") == 0 ? SIDE_MURDERER : SIDE_DETECTIVE;
    Options o = {.flags = &h->flags, .game = h->game, .record = h->record, .explain = h->explain, .human = human,
                 .opponent = human_play_opponent(h, !human)};
    char err[SESSION_ERR_MAX];
    Session *s = itk_session_create(NULL, err, sizeof err);
    if (!s) {
        fprintf(stderr, "noirlab play: %s\n", err);
        return 1;
    }
    /* The opponent's spec is checked before the game starts, on a policy of
     * its own: asking the session would draw from the game's streams. */
    Policy check = {0};
    Table *t = NULL;
    int status = 2;
    if (itk_policy_create(&check, o.opponent, !o.human, err, sizeof err) < 0)
        fprintf(stderr, "noirlab play: %s: %s\n", human_play_opponent_source(h), err);
    else if (itk_session_new_cell_game(s, h->campaign, h->cell, o.game, err, sizeof err) < 0)
        fprintf(stderr, "noirlab play: %s\n", err);
    else if (!(t = calloc(1, sizeof *t)))
        fprintf(stderr, "noirlab play: out of memory\n");
    else {
        *t = (Table){.s = s, .o = &o};
        status = play(t);
    }
    itk_policy_destroy(&check);
    free(t);
    itk_session_destroy(s);
    return status;
}
