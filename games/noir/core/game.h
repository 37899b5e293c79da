/*
 * game.h — the position of a game of NOIR: Killer vs Inspector (rulings
 * N1-N15, games/noir/docs/noir.md), and the operations on it.
 *
 * Design (as games/itk/core/game.h for Intent to Kill):
 *   - NoirSetup (setup.h)  everything fixed before play: parameters, the grid
 *                          and the evidence deck as dealt.
 *   - NoirGame             the position: plain data, no pointers, so a copy is
 *                          a memcpy.
 *   - noir_legal / noir_apply   move generation and making a move (movegen.c,
 *                          apply.c).  There is no chance player: the deck's
 *                          order is part of the deal, and a player's view
 *                          (observe.c) leaves it out.
 *
 * The board is a bitboard with a stride of 8: cell (r, c) is bit 8r + c, so a
 * 7x7 grid fits in 64 bits with column 7 always empty, and the 8 neighbours of
 * a cell (N4) are a few shifts of its bit masked by the grid.  Suspects are at
 * most 49, so a set of suspects is a 64-bit word too.
 *
 * The rules core does no I/O and never calls a policy.
 */
#ifndef NOIRLAB_NOIR_GAME_H
#define NOIRLAB_NOIR_GAME_H

#include <stdint.h>

#include "games/noir/core/action.h"
#include "games/noir/core/setup.h"
#include "games/noir/core/view.h"

typedef uint64_t NoirCells;    /* bit 8r + c: cell (r, c) of the current grid */
typedef uint64_t NoirSuspects; /* bit s: suspect s */

enum { NOIR_CELLS = 64, NOIR_OFF = 0xFF /* pos[] of a card removed by a collapse (N10) */ };

typedef struct NoirGame {
    NoirParams p;

    /* --- the board -------------------------------------------------------- */
    uint8_t rows, cols;
    NoirCells grid;          /* cells of the current rows x cols grid */
    NoirCells live;          /* cells holding a living suspect */
    uint8_t card[NOIR_CELLS];        /* suspect on each cell, NOBODY off the grid */
    uint8_t card_t[NOIR_CELLS];      /* card[] transposed, card_t[8c + r] == card[8r + c]:
                                        a column is a word too (board.c's shift) */
    uint8_t pos[NOIR_MAX_SUSPECTS];  /* cell of each suspect, NOIR_OFF once collapsed away */
    NoirSuspects alive;
    NoirSuspects marked;     /* marked innocent (N9, N12) */
    uint8_t deaths;          /* N11: deceased suspects from any cause */

    /* --- the evidence (hidden: observe.c decides who sees what, N13) ------ */
    uint8_t killer;          /* the Killer's identity */
    uint8_t inspector;       /* the Inspector's identity, NOBODY before N3's choice */
    NoirSuspects dealt;      /* the four dealt to the Inspector (N2) */
    NoirSuspects hand;       /* the Inspector's evidence hand (N3) */
    uint8_t deck[NOIR_MAX_SUSPECTS]; /* the Evidence Deck: deck[top..n_deck) */
    uint8_t top, n_deck;
    uint8_t n_pile;
    uint8_t pile[NOIR_MAX_SUSPECTS]; /* face-up discards, oldest first */

    /* --- the turn --------------------------------------------------------- */
    uint8_t phase;           /* enum NoirPhase */
    uint8_t shift_line, shift_dir; /* N5's barred undo, or NOBODY */
    uint8_t bar_from, bar_n; /* the same as entries of the list of all shifts (board.h) */
    uint16_t turns;          /* N14 */
    uint8_t winner;          /* enum NoirSide, NOIR_SIDE_NONE while playing or unfinished */
    uint8_t end;             /* enum NoirEnd */

    /* --- the record (N13) ------------------------------------------------- */
    uint16_t n_obs;
    NoirObs obs[NOIR_MAX_OBS];
} NoirGame;

/* Start a game from a setup.  Returns 0, or -1 when noir_setup_check fails. */
int noir_init(NoirGame *g, const NoirSetup *s);

/* noir_init without the check, for a setup known to be valid (noir_deal's). */
void noir_init_dealt(NoirGame *g, const NoirSetup *s);

/* Who decides now: NOIR_KILLER, NOIR_INSPECTOR, or NOIR_SIDE_NONE when over. */
int noir_to_move(const NoirGame *g);

static inline int noir_over(const NoirGame *g) { return g->phase == NOIR_PH_OVER; }

/* The legal actions now, in ascending numeric order. */
void noir_legal(const NoirGame *g, NoirActionList *out);

/* Is x legal now?  (The same answer as searching noir_legal's list.) */
int noir_is_legal(const NoirGame *g, NoirAction x);

/* Play a legal action.  The caller guarantees legality (noir_is_legal). */
void noir_apply(NoirGame *g, NoirAction x);

/* The information set of `side` (N13); see view.h. */
void noir_view(const NoirGame *g, int side, NoirView *out);

/* Entry i (< n_obs) of the record as `side` sees it (N13; view.h). */
NoirObs noir_view_obs(const NoirGame *g, int side, int i);

/* Invariants of a position (cards conserved, board and positions agree, no
 * all-dead line, ...): NULL when they hold, else the first broken one.  Run
 * after every action in builds with NOIRLAB_CHECKS, and by the tests. */
const char *noir_check(const NoirGame *g);

/* --- questions the rules ask, shared by move generation and policies ----- */

/* N4: the 8 neighbours of each cell of the 8-wide bitboard, no wrap (game.c). */
extern const NoirCells noir_neighbour_cells[NOIR_CELLS];

/* N4: the cells adjacent to `cell` on the current grid (8 neighbours, no wrap):
 * a table look-up, since the random game asks it at every turn. */
static inline NoirCells noir_adjacent(const NoirGame *g, int cell) { return noir_neighbour_cells[cell] & g->grid; }

/* Are suspects s and t on adjacent cells?  (0 when either is off the grid.) */
int noir_are_adjacent(const NoirGame *g, int s, int t);

/* The suspects on a set of cells. */
NoirSuspects noir_suspects_on(const NoirGame *g, NoirCells cells);

/* Cards in a line of the current grid (N5: a line of one card cannot shift). */
static inline int noir_line_length(const NoirGame *g, int line)
{
    return line >= NOIR_COLUMN ? g->rows : g->cols;
}

#endif
