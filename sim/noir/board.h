/*
 * board.h — the grid's own operations, inside the NOIR core: the shift (N5)
 * and the collapse (N10).  Move generation and apply use them; nothing
 * outside sim/noir should.
 */
#ifndef NOIRLAB_NOIR_BOARD_H
#define NOIRLAB_NOIR_BOARD_H

#include "game.h"

/* N5: move every card of `line` one cell (dir 0 towards index 0, 1 away). */
void board_shift(NoirGame *g, int line, int dir);

/* N10: remove every all-dead row and column, closing the grid up, until none
 * is left.  Returns 1 when anything was removed. */
int board_collapse(NoirGame *g);

/* N5: the legal shifts, counted: every line of two or more cards, both ways,
 * less the undo of the opponent's shift (g->shift_line, g->shift_dir): the
 * opposite direction on that line, or both on a two-card line, where either
 * direction gives the old grid back. */
int board_shift_count(const NoirGame *g);

/* The k-th legal shift in the list's order (rows, then columns; direction 0
 * then 1), as an action. */
NoirAction board_shift_nth(const NoirGame *g, int k);

/* The living suspects on the cells next to suspect s (N4). */
static inline NoirSuspects board_live_neighbours(const NoirGame *g, int s)
{
    return noir_suspects_on(g, noir_adjacent(g, g->pos[s]) & g->live);
}

#endif
