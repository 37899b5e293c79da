/*
 * board.c — shifting and collapsing the grid (N5, N10).
 */
#include "games/noir/core/board.h"

#include <stddef.h>
#include <string.h>

/* Put suspect `s` on `cell`, keeping card[], pos[] and the live cells in step
 * (card_t[] is rebuilt once the collapse is done). */
static void place(NoirGame *g, int cell, int s)
{
    g->card[cell] = (uint8_t)s;
    g->pos[s] = (uint8_t)cell;
    g->live = (g->live & ~((NoirCells)1 << cell)) | (NoirCells)(g->alive >> s & 1) << cell; /* no branch */
}

void noir_board_transpose(NoirGame *g)
{
    memset(g->card_t, NOIR_NOBODY, sizeof g->card_t);
    for (int r = 0; r < g->rows; r++)
        for (int c = 0; c < g->cols; c++)
            g->card_t[8 * c + r] = g->card[8 * r + c];
}

/* The cells of each line of the 8-wide bitboard, by N5's line number: rows
 * 0..6, columns NOIR_COLUMN + 0..6. */
static const NoirCells line_cells[NOIR_COLUMN + 7] = {
    0xFFULL, 0xFFULL << 8, 0xFFULL << 16, 0xFFULL << 24, 0xFFULL << 32, 0xFFULL << 40, 0xFFULL << 48, 0,
    0x0101010101010101ULL, 0x0101010101010101ULL << 1, 0x0101010101010101ULL << 2, 0x0101010101010101ULL << 3,
    0x0101010101010101ULL << 4, 0x0101010101010101ULL << 5, 0x0101010101010101ULL << 6,
};

/* Rotate the len lanes of `lane_bits` bits each that `mask` selects in x by
 * `up` lanes (1: towards the higher lanes, the last re-entering at the
 * first; len - 1: the other way), in place.  One formula for both
 * directions, so no branch: the direction of a random shift is a coin toss
 * no predictor guesses. */
static inline uint64_t rotate_lanes(uint64_t x, uint64_t mask, int len, int up, int lane_bits)
{
    x &= mask;
    return (x << (up * lane_bits) | x >> ((len - up) * lane_bits)) & mask;
}

/*
 * A row of card[] and a column of card_t[] are each one word of byte lanes:
 * the line rotates as a word, and its cards are written back, one by one,
 * into the other array and pos[].  Rows and columns share the code, and
 * which of the two arrays is which is chosen by arithmetic, not a branch
 * (rows and columns are drawn at random).  The line's living cells rotate as
 * bits of `live`, by the step between its cells (1 or 8): column 7 is never
 * on the grid, so no bit crosses into another line once masked.
 */
void noir_board_shift_in(NoirGame *g, BoardShape sh, int line, int dir)
{
    int column = line >> 3; /* NOIR_COLUMN == 8 */
    int index = line & 7, len = sh.cols + column * (sh.rows - sh.cols);
    int up = len - 1 + dir * (2 - len); /* lanes to rotate towards the higher ones: 1 or len - 1 */
    int along = 1 + 7 * column, across = 8 - 7 * column; /* cell = index * across + i * along */
    ptrdiff_t apart = (ptrdiff_t)offsetof(NoirGame, card_t) - (ptrdiff_t)offsetof(NoirGame, card);
    unsigned char *card = (unsigned char *)g + offsetof(NoirGame, card);
    unsigned char *mine = card + column * apart, *other = card + (1 - column) * apart;
    uint64_t mask = ~0ULL >> (64 - 8 * len), w;
    memcpy(&w, mine + 8 * index, sizeof w);
    uint64_t x = rotate_lanes(w, mask, len, up, 8);
    memcpy(mine + 8 * index, &(uint64_t){(w & ~mask) | x}, sizeof w);
    /* Lane i's card goes to other[8i + index] and its position is the cell
     * first + i * along: unrolled by the line's length (2 to 7), since a
     * loop's own counting costs as much as its body here. */
    unsigned char *to = other + index;
    int first = index * across;
#define PLACE(i)                                                                                                 \
    do {                                                                                                         \
        int s_ = (int)(x >> (8 * (i)) & 0xFF);                                                                   \
        to[8 * (i)] = (uint8_t)s_;                                                                               \
        g->pos[s_] = (uint8_t)(first + (i) * along);                                                             \
    } while (0)
    switch (len) {
    case 7: PLACE(6); /* fall through */
    case 6: PLACE(5); /* fall through */
    case 5: PLACE(4); /* fall through */
    case 4: PLACE(3); /* fall through */
    case 3: PLACE(2); /* fall through */
    default: PLACE(1); PLACE(0);
    }
#undef PLACE
    g->live = (g->live & ~line_cells[line]) | rotate_lanes(g->live, line_cells[line] & sh.grid, len, up, along);
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
    noir_board_transpose(g);
}

/* Out of line even under link-time optimisation: it is rare, and inlined it
 * would make every turn's end save registers for it. */
__attribute__((noinline)) int noir_board_collapse_lines(NoirGame *g)
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
