/*
 * apply.c — making a move (games/noir/docs/noir.md).
 *
 * Every turn ends in end_turn: the collapse (N10), the undo bar (N5), the
 * turn count and its limit (N14), and the next phase (N3).
 */
#include "games/noir/core/apply.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "games/noir/core/board.h"

static void record(NoirGame *g, int kind, int a, int b, int result)
{
    NoirObs o = {(uint8_t)kind, (uint8_t)a, (uint8_t)b, (uint8_t)result};
    memcpy(&g->obs[g->n_obs++], &o, sizeof o); /* one 4-byte store, not four */
}

static void win(NoirGame *g, int side, int end)
{
    g->winner = (uint8_t)side;
    g->end = (uint8_t)end;
    g->phase = NOIR_PH_OVER;
}

/* A suspect turns deceased (N6, N8); N11's target counts every death. */
static void die(NoirGame *g, int s)
{
    g->alive &= ~((NoirSuspects)1 << s);
    g->live &= ~((NoirCells)1 << g->pos[s]);
    g->deaths++;
    if (g->deaths >= g->p.kill_target)
        win(g, NOIR_KILLER, NOIR_END_KILL_TARGET);
}

/* N3: who plays after the turn that ended in a phase, without and with
 * identity_first (N15); a table, since every turn asks it. */
static const uint8_t next_phase[2][NOIR_PH_OVER] = {
    [0] = {[NOIR_PH_KILLER_FIRST] = NOIR_PH_IDENTITY, [NOIR_PH_IDENTITY] = NOIR_PH_KILLER,
           [NOIR_PH_KILLER] = NOIR_PH_INSPECTOR, [NOIR_PH_INSPECTOR] = NOIR_PH_KILLER, [NOIR_PH_DISCARD] = NOIR_PH_KILLER},
    [1] = {[NOIR_PH_KILLER_FIRST] = NOIR_PH_INSPECTOR, [NOIR_PH_IDENTITY] = NOIR_PH_KILLER_FIRST,
           [NOIR_PH_KILLER] = NOIR_PH_INSPECTOR, [NOIR_PH_INSPECTOR] = NOIR_PH_KILLER, [NOIR_PH_DISCARD] = NOIR_PH_KILLER},
};

/* sh: the grid's shape as the action left it, before the collapse. */
static void end_turn(NoirGame *g, BoardShape sh, int shift_line, int shift_dir)
{
    /* N10 after every action; N5: a shift whose collapse changed the grid's
     * shape cannot be undone by any shift, so it bars nothing. */
    int collapsed = board_collapse_in(g, sh);
    board_set_bar(g, sh, collapsed ? NOIR_NOBODY : shift_line, collapsed ? NOIR_NOBODY : shift_dir);
    g->turns++;
    if (g->phase == NOIR_PH_OVER)
        return;
    if (g->turns >= g->p.max_turns) { /* N14: unfinished, nobody wins */
        win(g, NOIR_SIDE_NONE, NOIR_END_TURN_LIMIT);
        return;
    }
    g->phase = next_phase[g->p.identity_first][g->phase];
#ifdef NOIRLAB_CHECKS
    assert(noir_check(g) == NULL);
#endif
}

void noir_apply_choose(NoirGame *g, int s)
{
    g->inspector = (uint8_t)s; /* N3: the other three are the evidence hand */
    g->hand = g->dealt & ~((NoirSuspects)1 << s);
    record(g, NOIR_CHOOSE, s, NOIR_NOBODY, NOIR_NO_ANSWER);
    end_turn(g, board_shape(g), NOIR_NOBODY, NOIR_NOBODY);
}

void noir_apply_kill(NoirGame *g, int s)
{
    /* N6 (Standard modes): killing a suspect marked innocent canvasses it,
     * on the grid as the kill leaves it, before the collapse (N10). */
    int canvass = g->p.mode != NOIR_CLASSIC && (g->marked >> s & 1);
    die(g, s);
    record(g, NOIR_KILL, s, NOIR_NOBODY, canvass ? noir_are_adjacent(g, g->inspector, s) : NOIR_NO_ANSWER);
    if (s == g->inspector) /* N6, N11 */
        win(g, NOIR_KILLER, NOIR_END_INSPECTOR_KILLED);
    end_turn(g, board_shape(g), NOIR_NOBODY, NOIR_NOBODY);
}

void noir_apply_disguise(NoirGame *g)
{
    int d = g->deck[g->top++];
    if (g->alive >> d & 1) { /* N8: the old identity dies, in public; the new one is secret */
        int old = g->killer;
        g->killer = (uint8_t)d;
        record(g, NOIR_DISGUISE, d, old, NOIR_NO_ANSWER);
        die(g, old);
    } else { /* N8: a dead suspect's card is shown and discarded */
        g->pile[g->n_pile++] = (uint8_t)d;
        record(g, NOIR_DISGUISE, d, NOIR_NOBODY, NOIR_NO_ANSWER);
    }
    end_turn(g, board_shape(g), NOIR_NOBODY, NOIR_NOBODY);
}

void noir_apply_shift_in(NoirGame *g, BoardShape sh, int line, int dir)
{
    noir_board_shift_in(g, sh, line, dir);
    record(g, NOIR_SHIFT, line, dir, NOIR_NO_ANSWER);
    end_turn(g, sh, line, dir);
}

void noir_apply_shift(NoirGame *g, int line, int dir) { noir_apply_shift_in(g, board_shape(g), line, dir); }

/* N7, N12: "are you s?" */
static void arrest(NoirGame *g, int s, int end)
{
    if (s == g->killer)
        win(g, NOIR_INSPECTOR, end);
}

void noir_apply_arrest(NoirGame *g, int s)
{
    record(g, NOIR_ARREST, s, NOIR_NOBODY, s == g->killer);
    arrest(g, s, NOIR_END_ARREST);
    end_turn(g, board_shape(g), NOIR_NOBODY, NOIR_NOBODY);
}

void noir_apply_exonerate(NoirGame *g)
{
    int d = g->deck[g->top++]; /* N9: drawn in secret; the discard completes the turn */
    g->hand |= (NoirSuspects)1 << d;
    record(g, NOIR_EXONERATE, d, NOIR_NOBODY, NOIR_NO_ANSWER);
    board_clear_bar(g);
    g->phase = NOIR_PH_DISCARD;
}

/* N9, N12: a card leaves the hand face up; in the Standard modes a living
 * suspect is marked innocent. */
static void discard(NoirGame *g, int d)
{
    g->hand &= ~((NoirSuspects)1 << d);
    g->pile[g->n_pile++] = (uint8_t)d;
    if (g->p.mode != NOIR_CLASSIC && (g->alive >> d & 1))
        g->marked |= (NoirSuspects)1 << d;
}

void noir_apply_discard(NoirGame *g, int d)
{
    discard(g, d);
    /* N9 (Standard modes): dead or alive, the Killer says whether they stand
     * next to it; a card collapsed away stands next to nobody. */
    int answer = g->p.mode != NOIR_CLASSIC ? noir_are_adjacent(g, g->killer, d) : NOIR_NO_ANSWER;
    record(g, NOIR_DISCARD, d, NOIR_NOBODY, answer);
    end_turn(g, board_shape(g), NOIR_NOBODY, NOIR_NOBODY);
}

void noir_apply_citizen(NoirGame *g, int d, int s)
{
    discard(g, d); /* N12: no draw; the hand shrinks for good */
    record(g, NOIR_CITIZEN, d, s, s == g->killer);
    arrest(g, s, NOIR_END_CITIZENS_ARREST);
    end_turn(g, board_shape(g), NOIR_NOBODY, NOIR_NOBODY);
}

void noir_apply(NoirGame *g, NoirAction x)
{
    int a = noir_action_a(x), b = noir_action_b(x);
    switch (noir_action_kind(x)) {
    case NOIR_CHOOSE: noir_apply_choose(g, a); break;
    case NOIR_KILL: noir_apply_kill(g, a); break;
    case NOIR_DISGUISE: noir_apply_disguise(g); break;
    case NOIR_SHIFT: noir_apply_shift(g, a, b); break;
    case NOIR_ARREST: noir_apply_arrest(g, a); break;
    case NOIR_EXONERATE: noir_apply_exonerate(g); break;
    case NOIR_DISCARD: noir_apply_discard(g, a); break;
    case NOIR_CITIZEN: noir_apply_citizen(g, a, b); break;
    default: assert(!"unknown NOIR action kind"); break;
    }
}
