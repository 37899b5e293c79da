/*
 * record_check.c — is an event of a NOIR record legal, and why not; playing
 * a record through the core (record.h).
 *
 * The verdict is always the core's (noir_is_legal); the reasons only explain
 * a refusal, citing the ruling, in the order a reader would look for them.
 */
#include "games/noir/data/record.h"

#include <stdarg.h>

#include "games/noir/core/board.h"
#include "games/noir/core/movegen.h"

static const char *const side_name[] = {"Killer", "Inspector"};

__attribute__((format(printf, 3, 4))) static int why_not(char *why, size_t whylen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, whylen, fmt, ap);
    va_end(ap);
    return -1;
}

static int alive(const NoirGame *g, int s) { return s < g->p.side * g->p.side && (g->alive >> s & 1); }

/* Kill (N6) and Arrest (N7) name a living suspect next to the player's own
 * identity (N4). */
static int why_not_neighbour(const NoirGame *g, int side, int s, const char *ruling, char *why, size_t whylen)
{
    if (!alive(g, s))
        return why_not(why, whylen, "suspect %d is not alive (%s)", s, ruling);
    if (!noir_are_adjacent(g, side == NOIR_KILLER ? g->killer : g->inspector, s))
        return why_not(why, whylen, "suspect %d is not next to the %s's identity (N4, %s)", s, side_name[side], ruling);
    return why_not(why, whylen, "suspect %d may not be named here (%s)", s, ruling);
}

static int why_shift(const NoirGame *g, int line, int dir, char *why, size_t whylen)
{
    int column = line >= NOIR_COLUMN, index = column ? line - NOIR_COLUMN : line;
    if (index >= (column ? g->cols : g->rows))
        return why_not(why, whylen, "the grid has no %s %d now (N10)", column ? "column" : "row", index);
    if (noir_line_length(g, line) < 2)
        return why_not(why, whylen, "a line of one card cannot shift (N5)");
    if (line == g->shift_line)
        return why_not(why, whylen, "it undoes the %s's shift of that line (N5)",
                       side_name[1 - noir_to_move(g)]);
    return why_not(why, whylen, "shift %d %d is not legal here (N5)", line, dir);
}

static int why_arrest(const NoirGame *g, int s, char *why, size_t whylen)
{
    if (s == g->inspector)
        return why_not(why, whylen, "the Inspector may not arrest their own identity here (N15 self_arrest=0)");
    return why_not_neighbour(g, NOIR_INSPECTOR, s, "N7", why, whylen);
}

static int why_citizen(const NoirGame *g, int d, int s, char *why, size_t whylen)
{
    if (g->p.mode != NOIR_CITIZENS_ARREST)
        return why_not(why, whylen, "a citizen's arrest is only in Citizen's Arrest mode (N12)");
    if (!movegen_deck_open(g))
        return why_not(why, whylen, "the Evidence Deck is empty (N9, N12)");
    if (!(g->hand >> d & 1))
        return why_not(why, whylen, "suspect %d is not in the Inspector's hand (N12)", d);
    if (g->pos[d] == NOIR_OFF)
        return why_not(why, whylen, "suspect %d's card is no longer on the grid (N12)", d);
    if (s == g->inspector && !g->p.self_arrest)
        return why_not(why, whylen, "the Inspector may not arrest their own identity here (N15 self_arrest=0)");
    if (!alive(g, s))
        return why_not(why, whylen, "suspect %d is not alive (N12)", s);
    return why_not(why, whylen, "suspect %d is not next to suspect %d's cell (N4, N12)", s, d);
}

/* Why an action of the right phase's side is refused. */
static int why_illegal(const NoirGame *g, NoirAction x, char *why, size_t whylen)
{
    int kind = noir_action_kind(x), a = noir_action_a(x), b = noir_action_b(x);
    int phase = g->phase;
    if (phase == NOIR_PH_IDENTITY && kind != NOIR_CHOOSE)
        return why_not(why, whylen, "the Inspector's first turn is choosing an identity (N3)");
    if (phase == NOIR_PH_DISCARD && kind != NOIR_DISCARD)
        return why_not(why, whylen, "an Exonerate is completed by a discard (N9)");
    if (movegen_kill_only(g) && kind != NOIR_KILL)
        return why_not(why, whylen, "the Killer's first turn is a Kill (N3)");
    switch (kind) {
    case NOIR_CHOOSE:
        if (phase != NOIR_PH_IDENTITY)
            return why_not(why, whylen, "the Inspector chooses an identity only on their first turn (N3)");
        if (!(g->dealt >> a & 1))
            return why_not(why, whylen, "suspect %d is not one of the Inspector's four cards (N2, N3)", a);
        return why_not(why, whylen, "suspect %d is not alive (N3)", a);
    case NOIR_KILL: return why_not_neighbour(g, NOIR_KILLER, a, "N6", why, whylen);
    case NOIR_DISGUISE:
        if (!g->p.disguise)
            return why_not(why, whylen, "Disguise is switched off (N15 disguise=0)");
        return why_not(why, whylen, "the Evidence Deck is empty (N8)");
    case NOIR_SHIFT: return why_shift(g, a, b, why, whylen);
    case NOIR_ARREST: return why_arrest(g, a, why, whylen);
    case NOIR_EXONERATE: return why_not(why, whylen, "the Evidence Deck is empty (N9)");
    case NOIR_DISCARD:
        if (phase != NOIR_PH_DISCARD)
            return why_not(why, whylen, "a discard only completes an Exonerate (N9)");
        return why_not(why, whylen, "suspect %d is not in the Inspector's hand (N9)", a);
    case NOIR_CITIZEN: return why_citizen(g, a, b, why, whylen);
    default: return why_not(why, whylen, "not an action of NOIR");
    }
}

/* Which side plays each kind (action.h); SHIFT either. */
static int kind_side(int kind)
{
    switch (kind) {
    case NOIR_KILL:
    case NOIR_DISGUISE: return NOIR_KILLER;
    case NOIR_SHIFT: return NOIR_SIDE_NONE;
    default: return NOIR_INSPECTOR;
    }
}

int noir_record_check_event(const NoirGame *g, int side, NoirAction x, char *why, size_t whylen)
{
    int to_move = noir_to_move(g), kind = noir_action_kind(x);
    if (to_move == NOIR_SIDE_NONE)
        return why_not(why, whylen, "the game is over (N11, N14)");
    if (kind_side(kind) != NOIR_SIDE_NONE && kind_side(kind) != side)
        return why_not(why, whylen, "the %s does not %s", side_name[side], noir_action_kind_name(kind));
    if (side != to_move)
        return why_not(why, whylen, "it is the %s's turn, not the %s's (N3)", side_name[to_move], side_name[side]);
    if (noir_is_legal(g, x))
        return 0;
    return why_illegal(g, x, why, whylen);
}

int noir_record_play(const NoirRecord *r, NoirGame *g, const char *name, NoirRecordStep step, void *ctx, char *err,
                     size_t errlen)
{
    const char *bad = noir_setup_check(&r->setup);
    if (bad) {
        snprintf(err, errlen, "%s:%d: %s", name, r->header_end, bad);
        return -1;
    }
    noir_init(g, &r->setup);
    for (int i = 0; i < r->n; i++) {
        char why[256];
        if (noir_record_check_event(g, r->side[i], r->action[i], why, sizeof why)) {
            snprintf(err, errlen, "%s:%d: illegal event: %s", name, r->line[i], why);
            return -1;
        }
        NoirGame before = *g;
        noir_apply(g, r->action[i]);
        if (step)
            step(ctx, &before, g, r->action[i], r->line[i]);
    }
    return 0;
}
