/*
 * apply.c — playing an action: moves (T6), kills and their resolution
 * (T13-T15), investigations (T16), the turn's two actions (T5) and the end
 * (T18, T19).
 */
#include <assert.h>
#include <string.h>

#include "games/tenkill/board.h"

/* Figure f leaves its tile (still counted on the board). */
static void lift(TenkillGame *g, int f)
{
    int t = g->pos[f];
    if (f < TENKILL_CHARS) {
        g->chars_at[t] &= (TenkillMask)~(1u << f);
    } else {
        g->police_at[t] &= (uint8_t)~(1u << (f - TENKILL_CHARS));
        if (!g->police_at[t])
            g->police_tiles &= (TenkillMask)~(1u << t);
    }
}

static void put(TenkillGame *g, int f, int t)
{
    g->pos[f] = (uint8_t)t;
    if (f < TENKILL_CHARS) {
        g->chars_at[t] |= (TenkillMask)(1u << f);
    } else {
        g->police_at[t] |= (uint8_t)(1u << (f - TENKILL_CHARS));
        g->police_tiles |= (TenkillMask)(1u << t);
    }
}

/* The characters on tiles with a policeman, after a policeman came, went or
 * moved. */
static void rewatch(TenkillGame *g) { g->watched = (TenkillMask)tk_figures_on(g, g->police_tiles, 0); }

void tenkill_move_figure(TenkillGame *g, int f, int t)
{
    lift(g, f);
    put(g, f, t);
    if (f >= TENKILL_CHARS)
        rewatch(g);
    else if (g->police_tiles >> t & 1)
        g->watched |= (TenkillMask)(1u << f);
    else
        g->watched &= (TenkillMask)~(1u << f);
}

void tenkill_remove_figure(TenkillGame *g, int f)
{
    lift(g, f);
    g->pos[f] = TENKILL_OFF;
    if (f < TENKILL_CHARS)
        g->on_board &= (TenkillMask)~(1u << f);
    else
        g->police_on &= (uint8_t)~(1u << (f - TENKILL_CHARS));
    int i = 0;
    while (g->figs[i] != f)
        i++;
    g->n_figs--;
    memmove(&g->figs[i], &g->figs[i + 1], (size_t)(g->n_figs - i));
    rewatch(g);
}

void tenkill_police_enter(TenkillGame *g, int t)
{
    int i = __builtin_ctz(g->supply), f = TENKILL_CHARS + i;
    g->supply &= (uint8_t)~(1u << i);
    g->police_on |= (uint8_t)(1u << i);
    put(g, f, t);
    g->figs[g->n_figs++] = (uint8_t)f; /* policemen come after every character, in id order */
    rewatch(g);
}

static void game_over(TenkillGame *g, int end)
{
    g->phase = TENKILL_PH_OVER;
    g->end = (uint8_t)end;
}

/* T18(a): the turn of seat n-1 closes a triggered round; T19: the cap. */
static void end_turn(TenkillGame *g)
{
    if (g->triggered && g->to_act == g->n - 1) {
        game_over(g, TENKILL_END_TARGETS);
        return;
    }
    g->to_act = (uint8_t)(g->to_act + 1 == g->n ? 0 : g->to_act + 1); /* (no division: once a turn) */
    if (g->to_act == 0) {
        if (g->round >= g->p.max_rounds) {
            game_over(g, TENKILL_END_CAP);
            return;
        }
        g->round++;
    }
    g->actions_left = 2;
    g->killed = 0;
}

static void end_action(TenkillGame *g)
{
    if (--g->actions_left == 0)
        end_turn(g);
}

static void lose_hitman(TenkillGame *g, int q, int how)
{
    g->seat[q].status = (uint8_t)how;
    g->seat[q].lost_at = g->clock;
    g->armed &= (uint8_t)~(1u << q);
}

/* After the resolution: T18(b) ends the game at once when no hitman is left;
 * else the killer's turn goes on. */
static void resolved(TenkillGame *g)
{
    g->phase = TENKILL_PH_TURN;
    g->crime = g->killer = g->placer = TENKILL_NOBODY;
    if (!g->armed)
        game_over(g, TENKILL_END_NO_HITMAN);
    else
        end_action(g);
}

/* T15: the lowest policeman of the supply onto the crime tile; an empty
 * supply per police_empty. */
static void police_arrive(TenkillGame *g)
{
    if (g->supply) {
        tenkill_police_enter(g, g->crime);
    } else if (g->p.police_empty != TENKILL_EMPTY_NONE && tk_summonable(g)) {
        g->phase = g->p.police_empty == TENKILL_EMPTY_MOVE ? TENKILL_PH_SUMMON : TENKILL_PH_CHANCE;
        return;
    }
    resolved(g);
}

/* T13: the victim's case, all public; the end trigger of T18(a). */
static void classify(TenkillGame *g, int s, int v)
{
    TenkillSeat *me = &g->seat[s];
    if (v >= TENKILL_CHARS) {
        me->count[TENKILL_SC_POLICE]++;
        return;
    }
    g->pile[v] = (uint8_t)s;
    int q = g->owner[v];
    if (g->role[v] == TENKILL_ROLE_HITMAN) {
        me->count[TENKILL_SC_HITMAN]++;
        lose_hitman(g, q, TENKILL_HM_KILLED);
        g->hitman_kills++;
    } else if (g->role[v] == TENKILL_ROLE_TARGET) {
        if (q == s) {
            me->count[TENKILL_SC_TARGET]++;
        } else {
            if (!g->p.other_target_zero)
                me->count[TENKILL_SC_INNOCENT]++;
            g->spoils++;
        }
        if (++g->seat[q].targets_dead == TENKILL_TARGETS)
            g->triggered = 1;
    } else {
        me->count[TENKILL_SC_INNOCENT]++;
        g->innocents++;
    }
}

static void kill(TenkillGame *g, int v)
{
    int s = g->to_act;
    TenkillMask suspects = tenkill_suspects(g, v); /* §3: the killer's hitman is one of them */
    g->seat[s].suspects &= suspects;
    if (v < TENKILL_CHARS && __builtin_popcount(suspects) == 1)
        g->lone_suspect++; /* §4.8: the kill left a single suspect */
    g->crime = g->pos[v];
    g->killer = (uint8_t)s;
    g->killed = 1;
    g->kills++;
    tenkill_remove_figure(g, v);
    classify(g, s, v);
    /* T14: the characters left on the crime tile flee, placed by the next
     * seat (police_flee=1: the policemen too). */
    g->fleeing = g->chars_at[g->crime] | (g->p.police_flee ? (uint32_t)g->police_at[g->crime] << 16 : 0);
    g->flee_used = 0;
    if (g->fleeing) {
        g->phase = TENKILL_PH_FLEE;
        g->placer = (uint8_t)((s + 1) % g->n);
    } else {
        police_arrive(g);
    }
}

static void flee(TenkillGame *g, int f, int t)
{
    tenkill_move_figure(g, f, t);
    g->flee_used |= (TenkillMask)(1u << t);
    g->fleeing &= ~(1u << f);
    if (!g->fleeing)
        police_arrive(g);
}

/* T16: yes takes the character off the board into the investigator's pile. */
static void investigate(TenkillGame *g, int x, int q)
{
    if (g->seat[q].hitman == x) {
        tenkill_remove_figure(g, x);
        g->pile[x] = g->to_act;
        g->seat[g->to_act].count[TENKILL_SC_ARREST]++;
        lose_hitman(g, q, TENKILL_HM_ARRESTED);
        g->arrests++;
        if (!g->armed) {
            game_over(g, TENKILL_END_NO_HITMAN);
            return;
        }
    } else {
        g->seat[q].cleared |= (TenkillMask)(1u << x); /* §3: X is not Q's hitman */
    }
    end_action(g);
}

/* The second half of a move (T6): the selected figure onto its tile. */
static void place(TenkillGame *g, int f, int t)
{
    tenkill_move_figure(g, f, t);
    g->phase = TENKILL_PH_TURN;
    g->picked = TENKILL_NOBODY;
    end_action(g);
}

void tenkill_apply_move(TenkillGame *g, int f, int t)
{
    g->clock += 2;
    place(g, f, t);
}

void tenkill_apply(TenkillGame *g, TenkillAction a)
{
    int x = TENKILL_ARG_A(a), y = TENKILL_ARG_B(a);
    g->clock++;
    switch (TENKILL_KIND(a)) {
    case TENKILL_SELECT:
        g->phase = TENKILL_PH_PLACE;
        g->picked = (uint8_t)x;
        break;
    case TENKILL_MOVE: place(g, x, y); break;
    case TENKILL_KILL: kill(g, x); break;
    case TENKILL_INVESTIGATE: investigate(g, x, y); break;
    case TENKILL_PASS: end_turn(g); break;
    case TENKILL_FLEE: flee(g, x, y); break;
    default: /* SUMMON, CHANCE_POLICE */
        tenkill_move_figure(g, x, g->crime);
        resolved(g);
        break;
    }
#ifdef NOIRLAB_CHECKS
    assert(tenkill_check(g) == NULL);
#endif
}
