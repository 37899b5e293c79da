/*
 * board.c — shifting and collapsing the grid (N5, N10).
 */
#include "board.h"

#include <string.h>

/* Put suspect `s` on `cell`, keeping card[], pos[] and the live cells in step. */
static void place(NoirGame *g, int cell, int s)
{
    g->card[cell] = (uint8_t)s;
    g->pos[s] = (uint8_t)cell;
    g->live = (g->live & ~((NoirCells)1 << cell)) | (NoirCells)(g->alive >> s & 1) << cell; /* no branch */
}

/* A row is 8 bytes of card[] and one byte of live: rotate both as words. */
static void shift_row(NoirGame *g, int r, int dir)
{
    int len = g->cols;
    uint64_t mask = (1ULL << (8 * len)) - 1, row;
    memcpy(&row, &g->card[8 * r], sizeof row);
    uint64_t x = row & mask;
    x = dir ? (x << 8 | x >> (8 * (len - 1))) & mask : (x >> 8 | x << (8 * (len - 1))) & mask;
    row = (row & ~mask) | x;
    memcpy(&g->card[8 * r], &row, sizeof row);
    for (int c = 0; c < len; c++)
        g->pos[g->card[8 * r + c]] = (uint8_t)(8 * r + c);
    unsigned bits = (unsigned)(g->live >> (8 * r)) & 0xFF, lane = (1u << len) - 1;
    bits = dir ? (bits << 1 | bits >> (len - 1)) & lane : (bits >> 1 | bits << (len - 1)) & lane;
    g->live = (g->live & ~((NoirCells)0xFF << (8 * r))) | (NoirCells)bits << (8 * r);
}

void board_shift(NoirGame *g, int line, int dir)
{
    if (line < NOIR_COLUMN) {
        shift_row(g, line, dir);
        return;
    }
    /* A column's cells, in index order, step by 8. */
    int first = line - NOIR_COLUMN, step = 8, len = g->rows;
    uint8_t was[NOIR_MAX_SIDE];
    for (int i = 0; i < len; i++)
        was[i] = g->card[first + i * step];
    /* dir 1: the card at i goes to i + 1 and the last re-enters at 0; dir 0 the reverse. */
    int to = dir ? 1 : len - 1; /* where was[0] goes; no division in the loop */
    for (int i = 0; i < len; i++, to = to + 1 == len ? 0 : to + 1)
        place(g, first + to * step, was[i]);
}

/* N10: rows and columns of the current grid without a living card. */
static void dead_lines(const NoirGame *g, unsigned *rows, unsigned *cols)
{
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL, high = ~low7;
    NoirCells x = g->live;
    /* A byte's high bit of y is set exactly when the byte of x is not zero. */
    uint64_t y = ((x & low7) + low7) | x;
    uint64_t empty_rows = ~y & high & ((1ULL << (8 * g->rows)) - 1);
    *rows = 0;
    for (; empty_rows; empty_rows &= empty_rows - 1)
        *rows |= 1u << (__builtin_ctzll(empty_rows) / 8);
    uint64_t c = x | x >> 32;
    c |= c >> 16;
    c |= c >> 8;
    *cols = ~(unsigned)c & ((1u << g->cols) - 1);
}

/* Remove the given rows and columns; the rest closes up towards (0, 0). */
static void remove_lines(NoirGame *g, unsigned rows, unsigned cols)
{
    uint8_t was[NOIR_CELLS];
    memcpy(was, g->card, sizeof was);
    memset(g->card, NOIR_NOBODY, sizeof g->card);
    int new_rows = 0, new_cols = 0;
    g->live = 0;
    for (int r = 0; r < g->rows; r++) {
        if (rows >> r & 1) {
            for (int c = 0; c < g->cols; c++)
                g->pos[was[8 * r + c]] = NOIR_OFF;
            continue;
        }
        new_cols = 0;
        for (int c = 0; c < g->cols; c++) {
            if (cols >> c & 1)
                g->pos[was[8 * r + c]] = NOIR_OFF;
            else
                place(g, 8 * new_rows + new_cols++, was[8 * r + c]);
        }
        new_rows++;
    }
    g->rows = (uint8_t)new_rows;
    g->cols = (uint8_t)new_cols;
    g->grid = 0;
    for (int r = 0; r < new_rows; r++)
        g->grid |= (NoirCells)((1u << new_cols) - 1) << (8 * r);
}

int board_collapse(NoirGame *g)
{
    int removed = 0;
    for (;;) {
        unsigned rows, cols;
        dead_lines(g, &rows, &cols);
        if (!rows && !cols)
            return removed;
        remove_lines(g, rows, cols);
        removed = 1;
    }
}

int board_shift_count(const NoirGame *g)
{
    int n = (g->cols >= 2 ? 2 * g->rows : 0) + (g->rows >= 2 ? 2 * g->cols : 0);
    if (g->shift_line != NOIR_NOBODY)
        n -= noir_line_length(g, g->shift_line) == 2 ? 2 : 1;
    return n;
}

/* Position of a line's direction-0 shift in the list of all shifts, barred or not. */
static int shift_index(const NoirGame *g, int line)
{
    int row_shifts = g->cols >= 2 ? 2 * g->rows : 0;
    return line >= NOIR_COLUMN ? row_shifts + 2 * (line - NOIR_COLUMN) : 2 * line;
}

NoirAction board_shift_nth(const NoirGame *g, int k)
{
    /* Skip the barred entries: one or two, next to each other in the list. */
    if (g->shift_line != NOIR_NOBODY) {
        int base = shift_index(g, g->shift_line);
        int two = noir_line_length(g, g->shift_line) == 2;
        int barred_from = two ? base : base + (1 - g->shift_dir);
        if (k >= barred_from)
            k += two ? 2 : 1;
    }
    int row_shifts = g->cols >= 2 ? 2 * g->rows : 0;
    int line = k < row_shifts ? k / 2 : NOIR_COLUMN + (k - row_shifts) / 2;
    return NOIR_ACTION(NOIR_SHIFT, line, k & 1);
}
