/*
 * plain.h — a second, deliberately plain implementation of NOIR's rules
 * (N1-N15), written from the rulings and independently of the bitboard core,
 * so that the differential test (games/noir/tests/differential_test.c) can compare
 * the two at every step.
 *
 * Everything is arrays and loops: the grid is a rows x cols array of suspect
 * numbers; adjacency is "row and column differ by at most one"; a shift is
 * copied cell by cell; N5's undo bar is tested literally, by comparing the
 * grid a shift would give with a saved copy of the grid before the
 * opponent's shift.  It shares with the core only the vocabulary: NoirSetup
 * and the parameters (setup.h), the action encoding (action.h), and the
 * NoirView it fills (view.h).  Speed is not a goal; obviousness is.
 */
#ifndef NOIRLAB_NOIR_PLAIN_H
#define NOIRLAB_NOIR_PLAIN_H

#include "games/noir/core/view.h"

typedef struct PlainGrid {
    int rows, cols;
    int cell[NOIR_MAX_SIDE][NOIR_MAX_SIDE]; /* suspect number */
} PlainGrid;

typedef struct NoirPlain {
    NoirParams p;
    int n;                          /* suspects: side x side */
    PlainGrid grid;
    int alive[NOIR_MAX_SUSPECTS];   /* 1 alive, 0 deceased */
    int marked[NOIR_MAX_SUSPECTS];  /* marked innocent */
    int dealt[NOIR_MAX_SUSPECTS];   /* one of the Inspector's four */
    int in_hand[NOIR_MAX_SUSPECTS]; /* in the Inspector's evidence hand */
    int killer, inspector;          /* identities; inspector -1 before the choice */
    int deck[NOIR_MAX_SUSPECTS], deck_next, deck_end; /* cards deck[deck_next..deck_end) */
    int pile[NOIR_MAX_SUSPECTS], n_pile;
    int deaths, turns;
    int phase;                      /* enum NoirPhase */
    int winner, end;                /* enum NoirSide, enum NoirEnd */
    /* N5: was the last move a shift, which one, and the grid before it. */
    int last_was_shift, last_line, last_dir;
    PlainGrid before_last;
    NoirObs log[NOIR_MAX_OBS];
    int n_log;
} NoirPlain;

/* Start from a setup (noir_setup_check must accept it). */
void noir_plain_init(NoirPlain *g, const NoirSetup *s);

/* Who decides now: NOIR_KILLER, NOIR_INSPECTOR or NOIR_SIDE_NONE. */
int noir_plain_to_move(const NoirPlain *g);

/* The legal actions, sorted ascending. */
void noir_plain_legal(const NoirPlain *g, NoirActionList *out);

/* Play a legal action. */
void noir_plain_apply(NoirPlain *g, NoirAction x);

/* What `side` knows (N13), as view.h describes, and entry i of the record. */
void noir_plain_view(const NoirPlain *g, int side, NoirView *out);
NoirObs noir_plain_view_obs(const NoirPlain *g, int side, int i);

/* The same loop as noir_random_games (playout.h), on this implementation:
 * equal signatures mean equal outcomes. */
uint64_t noir_plain_random_games(const NoirParams *p, uint64_t seed, long games, long *actions_out);

/* --- small questions, shared by the three files of the plain implementation */

/* Where suspect s is: 1 and its row and column, or 0 when collapsed away. */
int noir_plain_find(const PlainGrid *grid, int s, int *row, int *col);

/* N4: 1 when suspects s and t are on cells touching by a side or a corner. */
int noir_plain_adjacent(const NoirPlain *g, int s, int t);

/* N5: the grid after shifting `line` in `dir` (action.h's encoding). */
PlainGrid noir_plain_shifted(const PlainGrid *grid, int line, int dir);

#endif
