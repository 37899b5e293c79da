/*
 * board.h — the grid's own operations, inside the NOIR core: the shift (N5)
 * and the collapse (N10).  Move generation and apply use them; nothing
 * outside games/noir/core should.
 */
#ifndef NOIRLAB_NOIR_BOARD_H
#define NOIRLAB_NOIR_BOARD_H

#include "games/noir/core/game.h"

/* Fill card_t[] from card[]. */
void noir_board_transpose(NoirGame *g);

/*
 * The grid's shape, passed by value to the functions every turn calls.  Most
 * callers pass the position's own (board_shape); the random playout passes
 * the dealt square grids as constants (board_square, playout.c), so that the
 * line lengths, masks and shift counts derived from them fold away at compile
 * time, until a collapse changes the shape.
 */
typedef struct BoardShape {
    int rows, cols;
    NoirCells grid; /* the cells of the rows x cols grid */
} BoardShape;

static inline BoardShape board_shape(const NoirGame *g) { return (BoardShape){g->rows, g->cols, g->grid}; }

static inline BoardShape board_square(int side)
{
    NoirCells row = (1ULL << side) - 1;
    return (BoardShape){side, side, row * (0x0101010101010101ULL >> (64 - 8 * side))};
}

/* N5: move every card of `line` one cell (dir 0 towards index 0, 1 away),
 * on a grid of shape sh (the position's). */
void noir_board_shift_in(NoirGame *g, BoardShape sh, int line, int dir);

static inline void board_shift(NoirGame *g, int line, int dir) { noir_board_shift_in(g, board_shape(g), line, dir); }

/* N10: is some row or column of the grid of shape sh (the position's)
 * without a living card?  Inline: it is asked after every action, and the
 * answer is nearly always no. */
static inline int board_has_dead_line(const NoirGame *g, BoardShape sh)
{
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
    NoirCells x = g->live;
    /* A byte's high bit of y is set exactly when the byte of x is not zero. */
    uint64_t y = ((x & low7) + low7) | x;
    uint64_t rows_grid = sh.grid & 0x0101010101010101ULL; /* bit 8r for each row r */
    uint64_t c = x | x >> 32;
    c |= c >> 16;
    c |= c >> 8;
    return (((~y >> 7) & rows_grid) | (~c & sh.grid & 0xFF)) != 0;
}

/* N10: remove every all-dead row and column, closing the grid up, until none
 * is left.  Returns 1 when anything was removed. */
int noir_board_collapse_lines(NoirGame *g);

static inline int board_collapse_in(NoirGame *g, BoardShape sh)
{
    return board_has_dead_line(g, sh) ? noir_board_collapse_lines(g) : 0;
}

static inline int board_collapse(NoirGame *g) { return board_collapse_in(g, board_shape(g)); }

/* Shifts of all the lines, barred or not: each line of two or more cards,
 * both ways, rows first. */
static inline int board_row_shifts(BoardShape sh) { return sh.cols >= 2 ? 2 * sh.rows : 0; }
static inline int board_all_shifts(BoardShape sh) { return board_row_shifts(sh) + (sh.rows >= 2 ? 2 * sh.cols : 0); }

/* N5: no shift barred (the turn after any action but a shift). */
static inline void board_clear_bar(NoirGame *g)
{
    g->shift_line = g->shift_dir = NOIR_NOBODY;
    g->bar_from = g->bar_n = 0;
}

/* N5: bar the undo of a shift of `line` in `dir` (NOBODY: bar nothing) for
 * the next player: the opposite direction on that line, or both on a
 * two-card line, where either direction gives the old grid back.  Sets
 * shift_line and shift_dir, and the same bar as entries of the list of all
 * shifts (bar_from, bar_n), so that counting and naming the legal shifts, at
 * every turn, need not work it out again. */
static inline void board_set_bar(NoirGame *g, BoardShape sh, int line, int dir)
{
    if (line == NOIR_NOBODY) {
        board_clear_bar(g);
        return;
    }
    g->shift_line = (uint8_t)line;
    g->shift_dir = (uint8_t)dir;
    /* Arithmetic, not branches: rows and columns, and the two directions,
     * come at random. */
    int column = line >> 3; /* NOIR_COLUMN == 8 */
    int base = (board_row_shifts(sh) & -column) + 2 * (line & 7);
    int two = sh.cols + column * (sh.rows - sh.cols) == 2; /* the line's length is 2 */
    g->bar_from = (uint8_t)(base + (1 - dir) * (1 - two));
    g->bar_n = (uint8_t)(1 + two);
}

/* N5: the legal shifts, counted. */
static inline int board_shift_count(const NoirGame *g, BoardShape sh) { return board_all_shifts(sh) - g->bar_n; }

/* The k-th legal shift's entry in the list of all shifts: the barred
 * entries, next to each other, skipped. */
static inline int board_legal_shift(const NoirGame *g, int k) { return k + (k >= g->bar_from ? g->bar_n : 0); }

/* The line of entry i of the list of all shifts (rows, then columns); its
 * direction is i & 1. */
static inline int board_shift_line(BoardShape sh, int i)
{
    /* Without a branch: a random shift is a row or a column at random, and
     * a branch on it is mispredicted half the time. */
    int row_shifts = board_row_shifts(sh);
    int column = (int)((unsigned)(row_shifts - 1 - i) >> 31); /* i >= row_shifts */
    return (column << 3) + ((i - (row_shifts & -column)) >> 1);
}

/* The k-th legal shift in the list's order (rows, then columns; direction 0
 * then 1), as an action. */
static inline NoirAction board_shift_nth(const NoirGame *g, BoardShape sh, int k)
{
    int i = board_legal_shift(g, k);
    return NOIR_ACTION(NOIR_SHIFT, board_shift_line(sh, i), i & 1);
}

/* Fill the fields the core derives from the others, for a position built
 * field by field rather than by noir_init and noir_apply: card_t[] from
 * card[], and the undo bar's entries from shift_line and shift_dir. */
static inline void board_derive(NoirGame *g)
{
    noir_board_transpose(g);
    board_set_bar(g, board_shape(g), g->shift_line, g->shift_dir);
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
