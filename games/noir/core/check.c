/*
 * check.c — invariants of a NOIR position: run after every turn in builds
 * with NOIRLAB_CHECKS, and by the tests.
 */
#include <stddef.h>

#include "games/noir/core/game.h"

static int count(uint64_t x) { return __builtin_popcountll(x); }

static const char *check_board(const NoirGame *g, int n)
{
    NoirCells grid = 0;
    for (int r = 0; r < g->rows; r++)
        grid |= (NoirCells)((1u << g->cols) - 1) << (8 * r);
    if (g->rows < 1 || g->cols < 1 || g->rows > g->p.side || g->cols > g->p.side || grid != g->grid)
        return "the grid's shape and its cells disagree";
    if ((g->shift_line == NOIR_NOBODY) != (g->bar_n == 0))
        return "the undo bar's entries do not fit shift_line (N5)";
    NoirSuspects on_grid = 0;
    NoirCells live = 0;
    for (int cell = 0; cell < NOIR_CELLS; cell++) {
        int s = g->card[cell];
        if (!(g->grid >> cell & 1)) {
            if (s != NOIR_NOBODY)
                return "a card lies off the grid";
            continue;
        }
        if (s >= n || (on_grid >> s & 1))
            return "a cell holds no card, or a card is on two cells";
        if (g->pos[s] != cell)
            return "card and position disagree";
        if (g->card_t[8 * (cell % 8) + cell / 8] != s)
            return "a card and its transposed copy disagree";
        on_grid |= (NoirSuspects)1 << s;
        if (g->alive >> s & 1)
            live |= (NoirCells)1 << cell;
    }
    if (live != g->live)
        return "the live cells are not the living suspects' cells";
    for (int s = 0; s < n; s++)
        if (!(on_grid >> s & 1) && (g->pos[s] != NOIR_OFF || (g->alive >> s & 1)))
            return "a suspect off the grid is alive or has a position";
    for (int r = 0; r < g->rows; r++)
        if (!(live >> (8 * r) & 0xFF))
            return "an all-dead row was not removed (N10)";
    for (int c = 0; c < g->cols; c++)
        if (!(live & (0x0101010101010101ULL << c)))
            return "an all-dead column was not removed (N10)";
    return NULL;
}

/* N2, N3, N8: every evidence card is in exactly one place: the Killer's
 * identity, the Inspector's (or their four before the choice) and hand, the
 * deck, the pile; a card in none of them is an old identity of the Killer's,
 * put aside by a disguise, and its suspect is dead. */
static const char *check_evidence(const NoirGame *g, int n)
{
    uint64_t all = ((NoirSuspects)1 << n) - 1;
    uint64_t hand = g->inspector == NOIR_NOBODY ? g->dealt : g->hand | (NoirSuspects)1 << g->inspector;
    uint64_t parts[] = {(NoirSuspects)1 << g->killer, hand, 0, 0};
    int sizes[] = {1, count(hand), g->n_deck - g->top, g->n_pile};
    for (int i = g->top; i < g->n_deck; i++)
        parts[2] |= (NoirSuspects)1 << g->deck[i];
    for (int i = 0; i < g->n_pile; i++)
        parts[3] |= (NoirSuspects)1 << g->pile[i];
    uint64_t seen = 0;
    for (int i = 0; i < 4; i++) {
        if ((seen & parts[i]) || count(parts[i]) != sizes[i])
            return "an evidence card is in two places";
        seen |= parts[i];
    }
    if ((all & ~seen) & g->alive)
        return "a living suspect's evidence card is nowhere (N2)";
    if (g->marked & ~parts[3])
        return "a marked suspect's card is not on the discard pile (N9)";
    return NULL;
}

const char *noir_check(const NoirGame *g)
{
    int n = g->p.side * g->p.side;
    const char *bad = check_board(g, n);
    if (bad)
        return bad;
    if (count(g->alive) + g->deaths != n)
        return "suspects neither alive nor dead";
    if (!(g->alive >> g->killer & 1))
        return "the Killer's identity is dead";
    if (g->inspector != NOIR_NOBODY && !(g->alive >> g->inspector & 1) && g->end != NOIR_END_INSPECTOR_KILLED)
        return "the Inspector's identity is dead but the game goes on";
    if (g->inspector != NOIR_NOBODY && !(g->dealt >> g->inspector & 1))
        return "the Inspector's identity was not dealt to them (N3)";
    if ((g->phase == NOIR_PH_OVER) != (g->end != NOIR_END_NONE))
        return "the game's end and its phase disagree";
    if (g->end == NOIR_END_NONE && g->deaths >= g->p.kill_target)
        return "the kill target is reached but the game goes on (N11)";
    if (g->turns > g->p.max_turns || g->n_obs > NOIR_MAX_OBS)
        return "the game ran past its turn limit (N14)";
    if (g->marked && g->p.mode == NOIR_CLASSIC)
        return "a mark in Classic mode (N9)";
    return check_evidence(g, n);
}
