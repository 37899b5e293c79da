/*
 * tie.h — how every policy picks among candidates of equal score.
 *
 * A policy's argmax over hypotheses or actions (the accusation, a victim, a
 * question, a move, ...) offers its candidates one by one to a Tie; among
 * those whose scores are level with the best (equal up to rounding: within
 * 1e-12 of it, relative to its size when larger than 1) the Tie keeps
 *   TIES_RANDOM  one uniformly at random, drawn from the deciding side's own
 *                stream (reservoir sampling: a draw per extra tied candidate,
 *                none when there is no tie, so results stay a function of the
 *                configuration and the seed);
 *   TIES_FIRST   the first offered (the lowest index: what every accusation
 *                did before ties were broken at random);
 *   TIES_LAST    the last offered.
 * The policy key `ties=random|first|last` (tie_order_param) sets the order, so
 * that how much a verdict depends on tie order can be measured: a verdict
 * that changes between first and last depends on it (docs/report.md).
 *
 * How the pick was made is kept (tie_broken): whether it was alone at the
 * top, or the first, last or another of several.  The accusations report it
 * to the store (GameOutcome.guess_tie, docs/schema.md: cell_ties).
 */
#ifndef NOIRLAB_TIE_H
#define NOIRLAB_TIE_H

#include <stddef.h>

#include "ai/policy.h"
#include "base/pcg32.h"
#include "sim/game_class.h"

typedef enum TieOrder { TIES_RANDOM, TIES_FIRST, TIES_LAST } TieOrder;

typedef struct Tie {
    TieOrder order;
    Pcg32 *rng;      /* TIES_RANDOM's stream; unused (may be NULL) for the others */
    int tied;        /* candidates level with the pick so far; 0 before the first offer */
    int rank;        /* the pick's place among them, 0 = the first offered */
    double best;     /* the pick's score (tie_offer) */
} Tie;

void tie_start(Tie *t, TieOrder order, Pcg32 *rng);

/* Offer a candidate of this score: 1 when it becomes the pick. */
int tie_offer(Tie *t, double score);

/* Offer a candidate the caller has compared with the pick itself (cmp > 0
 * better, 0 level, < 0 worse; ignored for the first offer): 1 when it
 * becomes the pick.  For orders tie_offer's one score cannot express (the
 * search's visits, then mean reward). */
int tie_offer_cmp(Tie *t, int cmp);

/* -1, 0 or 1 as a is below, level with or above b (the rounding above). */
int tie_compare(double a, double b);

/* GAME_TIE_NONE when the pick had no equal, else GAME_TIE_FIRST, _LAST or
 * _BETWEEN: its place among the tied. */
int tie_broken(const Tie *t);

/* The index of the largest of score[0..n-1], n >= 1, ties by `order`. */
int tie_argmax(const double *score, int n, TieOrder order, Pcg32 *rng);

/* The SPEC key "ties" (default random): 0, or -1 with a message naming the
 * policy and the value. */
int tie_order_param(const PolicySpec *spec, TieOrder *order, char *err, size_t errlen);

/* "random", "first" or "last". */
const char *tie_order_name(TieOrder order);

#endif
