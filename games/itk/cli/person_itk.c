/*
 * person_itk.c — Intent to Kill's screen in the one person's loop of
 * `noirlab play --human detective|murderer` (cli/person_dialect.h,
 * cli/play_game_human.c), line for line the screen it always had.
 *
 * Before each of the person's decisions the city is drawn from their side's
 * view (show_game.h: blocks, buildings, the Detective marker, civilians,
 * intimidated ones, crime scenes and victims, then the notebook of answers and
 * surveillance results) when it has changed, the legal moves are listed by
 * number in columns, and a number or a typed event ("move 6", "ask Nurse
 * male") is read; the accusation is asked as two choices, the murderer and
 * then the motive (R13).  The opponent's moves are printed as they are
 * played, with what they made public; the Murderer's secret choice of
 * supporters is shown to the Detective only as a choice made (R12).  The
 * saved record (games/itk/docs/records.md) is read by `noirlab replay` and
 * `noirlab explain`.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/move_prompt.h"
#include "cli/person_dialect.h"
#include "cli/person_dialects.h" /* its declaration, checked against the definition */
#include "games/itk/ai/belief.h"
#include "games/itk/engine/deduce.h"
#include "games/itk/engine/event_parse.h"
#include "games/itk/engine/record_file.h"
#include "games/itk/engine/show_game.h"
#include "games/itk/engine/view.h"
#include "games/itk/itk_class.h"

enum { COLUMNS = 3, ITEM_MAX = RECORD_ACTION_TEXT_MAX + 4 };

static const Catalog *catalog(const void *params) { return ((const ItkParams *)params)->cat; }

static const char *side_title(int side) { return side == SIDE_MURDERER ? "Murderer" : "Detective"; }


/* The observations a move made public: "      -> ..." lines. */
static void print_observations(FILE *out, const Catalog *cat, const Game *before, Action a)
{
    Game after = *before;
    itk_game_apply(&after, a);
    for (int i = before->n_obs; i < after.n_obs; i++) {
        fputs("      -> ", out);
        itk_show_observation(out, cat, &after, &after.obs[i]);
    }
}

/* A decision as the person sees it: their own as "you:", the Murderer's
 * supporters secret from the Detective (R12); everything else played is
 * public (R14). */
static void played(FILE *out, const void *params, const void *before, GameAction a, int seat)
{
    char text[ITEM_MAX];
    const Game *b = before;
    int side = itk_game_to_move(b);
    if (action_kind(a) == ACT_SUPPORTERS && seat == SIDE_DETECTIVE)
        snprintf(text, sizeof text, "M supporters (secret)");
    else
        itk_show_event_line(text, sizeof text, catalog(params), b, a);
    fprintf(out, "  %s: %s\n", side == seat ? "you" : side == SIDE_CHANCE ? "chance" : side_title(side), text);
    print_observations(out, catalog(params), b, a);
}

static void print_deductions(FILE *out, const Catalog *cat, const Game *g)
{
    Deductions d;
    char motives[MOTIVES * (MOTIVE_NAME_MAX + 2)];
    (void)itk_deduce(g, &d); /* out of memory: all zero, nothing shown as deduced */
    itk_catalog_motive_set_format(cat, d.motives, motives, sizeof motives);
    fprintf(out, "what the Detective could deduce: %ld hypotheses, %d suspects, motives %s\n", d.hypotheses,
            bits_count(d.suspects), d.motives ? motives : "none");
    fputs("  likeliest:", out);
    for (int i = 0; i < d.n && i < 5; i++)
        fprintf(out, "%s %s as %s %.1f%%", i ? "," : "", g->card[d.top[i].murderer].name,
                cat->motive_name[d.top[i].motive], 100 * d.top[i].p);
    fputc('\n', out);
}

static void draw(FILE *out, const void *params, const void *state, int seat, int explain)
{
    fputc('\n', out);
    itk_view_text(out, catalog(params), state, seat);
    if (explain)
        print_deductions(out, catalog(params), state);
}

/* Has anything the city shows or the notebook holds changed between a and b? */
static int changed(const void *shown, const void *now)
{
    const Game *a = shown, *b = now;
    return memcmp(a->pos, b->pos, sizeof a->pos) != 0 || a->intimidated != b->intimidated ||
           a->detective != b->detective || a->surveilled != b->surveilled || a->n_obs != b->n_obs ||
           a->round != b->round;
}

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

static void list_moves(FILE *out, const void *params, const void *state, int seat, const GameActions *legal)
{
    const Game *g = state;
    char text[GAME_MAX_ACTIONS][ITEM_MAX];
    fprintf(out, "your moves (%s, round %d, %s):\n", side_title(seat), g->round, itk_show_phase_name(g->phase));
    for (int i = 0; i < legal->n; i++)
        itk_record_format_action(text[i], ITEM_MAX, catalog(params), g, legal->a[i]);
    list_columns((const char (*)[ITEM_MAX])text, legal->n);
}

/* --- the accusation as two choices (R13) -------------------------------------
 * One list of every (civilian, motive) pair is up to 20 x 12 items, so the
 * person names the murderer first, then the motive among those still
 * possible; the phase's other moves (continue, R13's early accusation) are
 * listed after the suspects.  A whole event ("accuse Nurse Terrorist") is
 * still read at either step. */

enum { ACCUSE_QUIT = -1, ACCUSE_CHOSEN = -2, ACCUSE_BACK = -3 };

static int accusations(const GameActions *legal)
{
    int n = 0;
    for (int i = 0; i < legal->n; i++)
        n += action_kind(legal->a[i]) == ACT_ACCUSE;
    return n;
}

/* Under --explain: the Detective's likeliest (murderer, motive) pairs. */
static void print_likeliest_pairs(const PersonAsk *q)
{
    const Game *g = q->state;
    Deductions d;
    (void)itk_deduce(g, &d); /* out of memory: all zero, no pair listed */
    puts("the likeliest accusations (what the Detective could deduce):");
    for (int i = 0; i < d.n; i++)
        printf("  %d. %s as %s %.1f%%\n", i + 1, g->card[d.top[i].murderer].name,
               catalog(q->params)->motive_name[d.top[i].motive], 100 * d.top[i].p);
}

/* A typed line at either step: "back" at the motive (when allowed), a
 * suspect's name at the first step (*civ set), else an event. */
static int read_typed(const PersonAsk *q, const char *text, const int *civ, int n_civ, int may_back, GameAction *a)
{
    const Game *g = q->state;
    if (may_back && strcmp(text, "back") == 0)
        return ACCUSE_BACK;
    for (int i = 0; i < n_civ; i++)
        if (strcasecmp(text, g->card[civ[i]].name) == 0)
            return civ[i];
    char err[EVENT_ERR_MAX];
    if (itk_event_parse(q->params, g, text, a, err, sizeof err) == 0)
        return ACCUSE_CHOSEN;
    printf("%s\n", err);
    return INT_MIN;
}

/* The first choice: a suspect (returned), or another move or a whole event
 * (ACCUSE_CHOSEN, *a set), or ACCUSE_QUIT. */
static int read_suspect(const PersonAsk *q, GameAction *a)
{
    const Game *g = q->state;
    const GameActions *legal = q->legal;
    char text[GAME_MAX_ACTIONS][ITEM_MAX], line[MOVE_LINE_MAX], *typed;
    int civ[GAME_MAX_ACTIONS], n_civ = 0, n = 0;
    GameAction other[GAME_MAX_ACTIONS];
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
            itk_record_format_action(text[n], ITEM_MAX, catalog(q->params), g, legal->a[i]);
            n++;
        }
    if (q->explain)
        print_likeliest_pairs(q);
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
            q->redraw(q->ctx);
        else if ((k = read_typed(q, typed, civ, n_civ, 0, a)) != INT_MIN)
            return k;
    }
}

/* The second choice: the motive of civilian `civ` (ACCUSE_CHOSEN, *a set),
 * ACCUSE_BACK to the suspects, or ACCUSE_QUIT. */
static int read_motive(const PersonAsk *q, int civ, GameAction *a)
{
    const GameActions *legal = q->legal;
    char text[GAME_MAX_ACTIONS][ITEM_MAX], line[MOVE_LINE_MAX], *typed;
    GameAction pair[GAME_MAX_ACTIONS];
    int n = 0;
    for (int i = 0; i < legal->n; i++)
        if (action_kind(legal->a[i]) == ACT_ACCUSE && action_a(legal->a[i]) == civ) {
            pair[n] = legal->a[i];
            snprintf(text[n++], ITEM_MAX, "%s", catalog(q->params)->motive_name[action_b(legal->a[i])]);
        }
    for (;;) {
        printf("the motive of the %s?\n", ((const Game *)q->state)->card[civ].name);
        list_columns((const char (*)[ITEM_MAX])text, n);
        int k = move_prompt(n, "an event, or back", line, sizeof line, &typed);
        if (k == MOVE_QUIT)
            return ACCUSE_QUIT;
        if (k >= 0) {
            *a = pair[k];
            return ACCUSE_CHOSEN;
        }
        if (k == MOVE_BOARD)
            q->redraw(q->ctx);
        else if ((k = read_typed(q, typed, NULL, 0, 1, a)) != INT_MIN)
            return k;
    }
}

/* An accusation among several (R13) into *a; any other decision is the list's. */
static int ask(const PersonAsk *q, GameAction *a)
{
    if (accusations(q->legal) <= 1)
        return PERSON_ASK_NOT_MINE;
    for (;;) {
        int k = read_suspect(q, a);
        if (k >= 0)
            k = read_motive(q, k, a);
        if (k != ACCUSE_BACK)
            return k == ACCUSE_QUIT ? PERSON_ASK_LEFT : 0;
    }
}

/* The city once more and, for the Detective, the truth. */
static void end(FILE *out, const void *params, const void *state, int seat, int explain)
{
    draw(out, params, state, seat, explain);
    if (seat == SIDE_DETECTIVE) {
        fputs("the truth, now the game is over:\n", out);
        itk_show_setup(out, catalog(params), state);
    }
}

const PersonDialect itk_person_dialect = {
    .game = "itk",
    .draw = draw,
    .changed = changed,
    .list_moves = list_moves,
    .typed = "an event",
    .parse = itk_event_parse,
    .ask = ask,
    .played = played,
    .end = end,
    .record_ext = "rec",
    .explainable = 1,
    .count_decisions = 1,
    .asked_forced = 1,
};
