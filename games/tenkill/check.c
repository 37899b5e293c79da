/*
 * check.c — invariants of a position: run after every action in builds with
 * NOIRLAB_CHECKS, and by the tests.
 */
#include <stddef.h>

#include "games/tenkill/board.h"

static const char *check_figures(const TenkillGame *g)
{
    TenkillMask chars = 0, police_tiles = 0;
    for (int t = 0; t < TENKILL_TILES; t++) {
        if (g->chars_at[t] & chars)
            return "a character stands on two tiles";
        chars |= g->chars_at[t];
        if (g->police_at[t])
            police_tiles |= (TenkillMask)(1u << t);
        for (int f = 0; f < TENKILL_FIGURES; f++) {
            int here = f < TENKILL_CHARS ? g->chars_at[t] >> f & 1 : g->police_at[t] >> (f - TENKILL_CHARS) & 1;
            if (here != (g->pos[f] == t))
                return "a figure's tile and the tiles' contents disagree";
        }
    }
    if (chars != g->on_board || police_tiles != g->police_tiles ||
        g->watched != (TenkillMask)tk_figures_on(g, police_tiles, 0))
        return "the board's masks disagree with the tiles";
    uint8_t police_on = 0;
    for (int i = 0; i < TENKILL_POLICE; i++)
        if (g->pos[TENKILL_CHARS + i] != TENKILL_OFF)
            police_on |= (uint8_t)(1u << i);
    if (police_on != g->police_on || (g->supply & g->police_on) || (g->supply | g->police_on) >> g->police_total)
        return "a policeman is both on the board and in the supply, or does not exist (T3, T15)";
    if (__builtin_popcount(g->on_board) + __builtin_popcount(g->police_on) > TENKILL_TILES)
        return "more than 16 figures on the board (T15 brings one per kill)";
    uint32_t listed = 0;
    for (int i = 0; i < g->n_figs; i++)
        if (g->figs[i] >= TENKILL_FIGURES || (i > 0 && g->figs[i] <= g->figs[i - 1]))
            return "the list of figures on the board is not ascending";
        else
            listed |= 1u << g->figs[i];
    if (listed != tk_figures(g))
        return "the list of figures on the board disagrees with the board";
    for (int c = 0; c < TENKILL_CHARS; c++)
        if ((g->pos[c] == TENKILL_OFF) != (g->pile[c] != TENKILL_NOBODY))
            return "a character is neither on the board nor in a pile (T13, T16)";
    return NULL;
}

static const char *check_seats(const TenkillGame *g)
{
    TenkillMask held = 0;
    for (int q = 0; q < g->n; q++) {
        const TenkillSeat *s = &g->seat[q];
        TenkillMask mine = (TenkillMask)(s->targets | 1u << s->hitman);
        if (__builtin_popcount(s->targets) != TENKILL_TARGETS || (s->targets >> s->hitman & 1) || (held & mine))
            return "identities are not distinct (T4)";
        held |= mine;
        if ((s->status == TENKILL_HM_ON) != (g->pos[s->hitman] != TENKILL_OFF) ||
            (s->status == TENKILL_HM_ON) != (g->armed >> q & 1))
            return "a hitman's status and its place disagree (T13, T16)";
        int dead = __builtin_popcount(s->targets & ~g->on_board);
        if (dead != s->targets_dead)
            return "a seat's dead targets are miscounted (T18)";
        if (dead == TENKILL_TARGETS && !g->triggered)
            return "three dead targets did not trigger the end (T18)";
    }
    return NULL;
}

static const char *check_turn(const TenkillGame *g)
{
    if (g->phase > TENKILL_PH_OVER || g->to_act >= g->n)
        return "the phase or the seat to act is out of range";
    if (g->phase != TENKILL_PH_OVER && (g->actions_left < 1 || g->actions_left > 2))
        return "a turn has one or two actions left (T5)";
    if ((g->phase == TENKILL_PH_PLACE) != (g->picked != TENKILL_NOBODY) ||
        (g->phase == TENKILL_PH_PLACE && g->pos[g->picked] == TENKILL_OFF))
        return "a placement without a selected figure on the board (T6)";
    if (g->phase == TENKILL_PH_FLEE && (!g->fleeing || g->placer != (g->killer + 1) % g->n))
        return "a flee without fleeing figures, or placed by the wrong seat (T14)";
    if (g->round < 1 || g->round > g->p.max_rounds)
        return "the round is beyond the cap (T19)";
    return NULL;
}

const char *tenkill_check(const TenkillGame *g)
{
    const char *why = check_figures(g);
    if (!why)
        why = check_seats(g);
    if (!why)
        why = check_turn(g);
    return why;
}
