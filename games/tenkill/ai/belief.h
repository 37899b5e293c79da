/*
 * belief.h — what one seat may deduce of each other seat's hitman and targets
 * (§3), factorised per opponent (docs/tenkill.md, Players).
 *
 * For opponent q the hypotheses are the pairs (hitman h, targets T, |T| = 3)
 * consistent with the seat's view: h and T avoid the seat's own tiles and
 * every identity revealed for someone else (T4's distinctness, T13, T16);
 * q's revealed hitman and dead targets are fixed (T13, T16); a hidden hitman
 * is on the board, in S(V) of every kill q made (T8-T11) and not a character
 * q answered "no" about (T16); a target not yet revealed is alive (a dead
 * one would have been revealed, T13).  Within one opponent the set is exact.
 *
 * Approximate, and only this: the opponents are independent factors.  The
 * joint constraint that two opponents' hidden tiles are distinct (and, with 4
 * players, that the 16 tiles are all dealt) is not applied across factors,
 * so a factor may hold a pair no joint deal completes; and every consistent
 * pair weighs the same (the deal is uniform; play is not modelled).
 */
#ifndef NOIRLAB_TENKILL_BELIEF_H
#define NOIRLAB_TENKILL_BELIEF_H

#include "games/tenkill/view.h"

typedef struct TenkillOpponent {
    TenkillMask hitmen;      /* possible hitmen (one bit when known) */
    TenkillMask known;       /* targets already revealed */
    TenkillMask open;        /* characters that may be a target not yet revealed */
    int need;                /* targets still hidden: 3 - |known| */
    double pairs;            /* the number of (h, T) pairs */
    double p_hitman[TENKILL_CHARS]; /* P(h = c) */
    double p_target[TENKILL_CHARS]; /* P(c in T) */
} TenkillOpponent;

typedef struct TenkillBelief {
    int seat, n;
    TenkillOpponent opp[TENKILL_SEATS_MAX]; /* opp[seat] is unused */
} TenkillBelief;

void tenkill_belief(const TenkillSeatView *v, TenkillBelief *b);
/* Whether (h, targets) is in opponent q's set. */
int tenkill_belief_holds(const TenkillBelief *b, int q, int h, TenkillMask targets);

#endif
