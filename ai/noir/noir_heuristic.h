/*
 * noir_heuristic.h — "heuristic": NOIR's rule-of-thumb player for either side,
 * built on the exact belief (noir_belief.h).
 *
 * Every legal action gets a score from the side's belief and the grid, and
 * the best is played (ties broken at random):
 *
 * Inspector (K: the Killer's possible identities)
 *   CHOOSE     the dealt card with the fewest of K next to it (N3).
 *   ARREST     a suspect of K in reach wins with chance 1/|K| and removes one
 *              suspect if not: always taken when there is one (N7).
 *   CITIZEN    a suspect of K next to a hand card, when |K| <= `citizen` (N12).
 *   SHIFT      the shift leaving most of K next to the Inspector's card,
 *              then the one bringing K closest (N5).
 *   EXONERATE  in the Standard modes, when no shift brings K in reach and a
 *              canvass would split K (N9); in Classic, only when nothing else.
 *   DISCARD    the card whose canvass splits K most evenly; else a dead one.
 * Killer (J: the Inspector's possible identities; E: the Killer's own
 * exposure, the public belief about it)
 *   KILL       always, when a living neighbour is there: one of J first
 *              (a win with chance 1/|J|), else the one that leaves E largest
 *              (N6); the first kill the same way.
 *   DISGUISE   worth a kill times the chance that the drawn card is alive
 *              (the old identity dies, N8), and a kill more when |E| <=
 *              `disguise` (the Inspector is close): so also whenever there
 *              is no one to kill and the deck is not empty.
 *   SHIFT      with no one to kill and no deck: the shift bringing most
 *              living suspects (J counting double) next to the Killer.
 *
 * The scores read only the side's own information: the grid, its own
 * identity (and hand), and the belief.  So the same function serves the
 * policy (on the side's view) and the search's rollouts (on a full position).
 */
#ifndef NOIRLAB_NOIR_HEURISTIC_H
#define NOIRLAB_NOIR_HEURISTIC_H

#include "ai/policy.h"
#include "noir_belief.h"

typedef struct NoirHeuristic {
    int citizen;  /* Inspector: citizen's arrests when the Killer is one of at most this many */
    int disguise; /* Killer: disguise when the public belief holds at most this many suspects */
} NoirHeuristic;

/* The defaults: citizen=3, disguise=2. */
void noir_heuristic_defaults(NoirHeuristic *h);

/* Read `citizen` and `disguise` from a spec (the defaults for keys not
 * given).  -1 with a message on a bad value. */
int noir_heuristic_params(const PolicySpec *spec, NoirHeuristic *h, char *err, size_t errlen);

/* The move of the side to move in g (its view or a full position: only its
 * own information is read), with b its belief. */
NoirAction noir_heuristic_choose(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b,
                                 const NoirActionList *legal, Pcg32 *rng);

/* --- shared by the two sides' scores (noir_heuristic_*.c) ----------------- */

double noir_score_inspector(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b, NoirAction x);
double noir_score_killer(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b, NoirAction x);

/* Suspects of `set` whose cards stand next to suspect me's card once the
 * shift `x` is made (N4, N5): how many, and the sum of their distances
 * (Chebyshev, on the grid as it is). */
int noir_near_after_shift(const NoirGame *g, int me, NoirSuspects set, NoirAction x, int *distance_sum);

#endif
