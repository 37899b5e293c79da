/*
 * board.h — the grid's own operations, inside the NOIR core: the shift (N5)
 * and the collapse (N10).  Move generation and apply use them; nothing
 * outside sim/noir should.
 */
#ifndef NOIRLAB_NOIR_BOARD_H
#define NOIRLAB_NOIR_BOARD_H

#include "game.h"

/* Fill card_t[] from card[]. */
void board_transpose(NoirGame *g);

/* N5: move every card of `line` one cell (dir 0 towards index 0, 1 away). */
void board_shift(NoirGame *g, int line, int dir);

/* N10: is some row or column of the current grid without a living card?
 * Inline: it is asked after every action, and the answer is nearly always no. */
static inline int board_has_dead_line(const NoirGame *g)
{
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
    NoirCells x = g->live;
    /* A byte's high bit of y is set exactly when the byte of x is not zero. */
    uint64_t y = ((x & low7) + low7) | x;
    uint64_t rows_grid = g->grid & 0x0101010101010101ULL; /* bit 8r for each row r */
    uint64_t c = x | x >> 32;
    c |= c >> 16;
    c |= c >> 8;
    return (((~y >> 7) & rows_grid) | (~c & g->grid & 0xFF)) != 0;
}

/* N10: remove every all-dead row and column, closing the grid up, until none
 * is left.  Returns 1 when anything was removed. */
int board_collapse_lines(NoirGame *g);

static inline int board_collapse(NoirGame *g) { return board_has_dead_line(g) ? board_collapse_lines(g) : 0; }

/* Shifts of all the lines, barred or not: each line of two or more cards,
 * both ways, rows first.  They change only with the grid's shape, so they
 * are kept in the position (row_shifts, all_shifts) and set here. */
static inline void board_count_shifts(NoirGame *g)
{
    g->row_shifts = (uint8_t)(g->cols >= 2 ? 2 * g->rows : 0);
    g->all_shifts = (uint8_t)(g->row_shifts + (g->rows >= 2 ? 2 * g->cols : 0));
}
static inline int board_row_shifts(const NoirGame *g) { return g->row_shifts; }
static inline int board_all_shifts(const NoirGame *g) { return g->all_shifts; }

/* N5: bar the undo of a shift of `line` in `dir` (NOBODY: bar nothing) for
 * the next player: the opposite direction on that line, or both on a
 * two-card line, where either direction gives the old grid back.  Sets
 * shift_line and shift_dir, and the same bar as entries of the list of all
 * shifts (bar_from, bar_n), so that counting and naming the legal shifts, at
 * every turn, need not work it out again. */
static inline void board_set_bar(NoirGame *g, int line, int dir)
{
    g->shift_line = (uint8_t)line;
    g->shift_dir = (uint8_t)dir;
    if (line == NOIR_NOBODY) {
        g->bar_from = g->bar_n = 0;
        return;
    }
    /* Arithmetic, not branches: rows and columns, and the two directions,
     * come at random. */
    int column = line >> 3; /* NOIR_COLUMN == 8 */
    int base = (board_row_shifts(g) & -column) + 2 * (line & 7);
    int two = g->cols + column * (g->rows - g->cols) == 2; /* the line's length is 2 */
    g->bar_from = (uint8_t)(base + (1 - dir) * (1 - two));
    g->bar_n = (uint8_t)(1 + two);
}

/* N5: the legal shifts, counted. */
static inline int board_shift_count(const NoirGame *g) { return board_all_shifts(g) - g->bar_n; }

/* The k-th legal shift in the list's order (rows, then columns; direction 0
 * then 1), as an action. */
static inline NoirAction board_shift_nth(const NoirGame *g, int k)
{
    k += k >= g->bar_from ? g->bar_n : 0; /* skip the barred entries, next to each other */
    /* Without a branch: a random shift is a row or a column at random, and
     * a branch on it is mispredicted half the time. */
    int row_shifts = board_row_shifts(g);
    int column = (int)((unsigned)(row_shifts - 1 - k) >> 31); /* k >= row_shifts */
    int line = (column << 3) + ((k - (row_shifts & -column)) >> 1);
    return NOIR_ACTION(NOIR_SHIFT, line, k & 1);
}

/* Fill the fields the core derives from the others, for a position built
 * field by field rather than by noir_init and noir_apply: card_t[] from
 * card[], the shift list's length from the grid's shape, and the undo bar's
 * entries from shift_line and shift_dir. */
static inline void board_derive(NoirGame *g)
{
    board_transpose(g);
    board_count_shifts(g);
    board_set_bar(g, g->shift_line, g->shift_dir);
}

/* noir_suspects_on for a set of at most 8 cells (some of a cell's
 * neighbours), in 8 steps without a branch: a loop over the cells would stop
 * after a random count, and its exit would be mispredicted at every kill and
 * arrest of a random game.  An empty step looks at cell 63, never on the
 * grid, and adds nothing. */
static inline NoirSuspects board_suspects_near(const NoirGame *g, NoirCells cells)
{
    NoirSuspects set = 0;
    for (int i = 0; i < 8; i++) {
        int cell = __builtin_ctzll(cells | 1ULL << 63);
        set |= (NoirSuspects)(cells != 0) << (g->card[cell] & 63);
        cells &= cells - 1;
    }
    return set;
}

/* The living suspects on the cells next to suspect s (N4). */
static inline NoirSuspects board_live_neighbours(const NoirGame *g, int s)
{
    return board_suspects_near(g, noir_adjacent(g, g->pos[s]) & g->live);
}

#endif
