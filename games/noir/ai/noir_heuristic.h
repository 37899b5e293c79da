/*
 * noir_heuristic.h — "heuristic": NOIR's rule-of-thumb player for either side,
 * built on the exact belief (noir_belief.h).
 *
 * Every legal action gets a score from the side's belief and the grid, and
 * the best is played (ties broken at random):
 *
 * Inspector (K: the Killer's possible identities; J: the Inspector's own
 * exposure, the public belief about it)
 *   CHOOSE     the dealt card with the fewest of K next to it (N3).
 *   ARREST     a suspect x of K in reach: taken when its chance, 1/|K|, is
 *              more than `caution` per bit of J it gives away (N7: the
 *              answer no shows the Inspector is x or next to x); always
 *              when |K| = 1 or caution=0.
 *   CITIZEN    a suspect of K next to a hand card, when |K| <= `citizen` (N12).
 *   SHIFT      the shift leaving most of K next to the Inspector's card,
 *              then the one bringing K closest (N5); once |J| <= `flee`,
 *              the one leaving fewest of K next to it.
 *   EXONERATE  in the Standard modes, when no shift brings K in reach and a
 *              canvass would split K (N9); in Classic, only when nothing else.
 *   DISCARD    the card whose canvass splits K most evenly; else a dead one.
 * Killer (J: the Inspector's possible identities; E: the Killer's own
 * exposure): the hiding Killer (hide=1) or the eager one (hide=0), see
 * noir_heuristic_killer.c.
 *
 * The scores read only the side's own information: the grid, its own
 * identity (and hand), and the belief.  So the same function serves the
 * policy (on the side's view) and the search's rollouts (on a full position).
 */
#ifndef NOIRLAB_NOIR_HEURISTIC_H
#define NOIRLAB_NOIR_HEURISTIC_H

#include "ai/policy.h"
#include "ai/tie.h"
#include "games/noir/ai/noir_belief.h"

typedef struct NoirHeuristic {
    int citizen;     /* Inspector: citizen's arrests when the Killer is one of at most this many */
    int disguise;    /* Killer: disguise when the public belief holds at most this many suspects */
    double caution;  /* Inspector: an arrest's cost per bit of its exposure given away (0: none) */
    int flee;        /* Inspector: shifts K away once its exposure holds at most this many */
    int hide;        /* Killer: 1 the hiding Killer, 0 the eager one (noir_heuristic_killer.c) */
    double leak;     /* hiding Killer: a kill's cost per bit of its exposure given away */
    int patience;    /* hiding Killer: turns over which `leak` fades to 0 (0: it never does) */
    double approach; /* hiding Killer: a shift's worth per share of J brought next to it */
    double progress; /* hiding Killer: a death's worth towards the kill target */
    TieOrder ties;   /* both: actions of equal score (arrests, kills, ...): at random, first or last (ai/tie.h) */
} NoirHeuristic;

/* The keys noir_heuristic_params reads, for a policy's list of keys. */
#define NOIR_HEURISTIC_KEYS \
    "citizen", "caution", "flee", "hide", "disguise", "leak", "patience", "approach", "progress", "ties"

/* The defaults: citizen=10, caution=0.03, flee=6; hide=1, disguise=8,
 * leak=0.2, patience=60, approach=-0.5, progress=0.6 (games/noir/docs/noir.md,
 * "Strength": the best of those measured against each other). */
void noir_heuristic_defaults(NoirHeuristic *h);

/* Read NOIR_HEURISTIC_KEYS from a spec (the defaults for keys not
 * given).  -1 with a message on a bad value. */
int noir_heuristic_params(const PolicySpec *spec, NoirHeuristic *h, char *err, size_t errlen);

/* The move of the side to move in g (its view or a full position: only its
 * own information is read), with b its belief. */
NoirAction noir_heuristic_choose(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b,
                                 const NoirActionList *legal, Pcg32 *rng);

/* --- shared by the two sides' scores (noir_heuristic_*.c) ----------------- */

/* One decision's inputs, and the cells of the sets a shift's score reads,
 * found once for every action scored (noir_heuristic_choose). */
typedef struct NoirScoring {
    const NoirHeuristic *h;
    const NoirGame *g;
    const NoirBelief *b;
    NoirCells alive;    /* the Killer's decision: the living suspects' cells */
    NoirCells suspects; /* the cells of the opponent's possible identities (b->killer or b->inspector) */
} NoirScoring;

double noir_score_inspector(const NoirScoring *s, NoirAction x);
double noir_score_killer(const NoirScoring *s, NoirAction x);

/* The cells of the cards of `set` still on the grid (N10). */
NoirCells noir_cells_of(const NoirGame *g, NoirSuspects set);

/* Cards on `cells` (noir_cells_of: a set's) that stand next to suspect me's
 * card once the shift `x` is made (N4, N5), me's own card not counted: how
 * many, and the sum of their distances (Chebyshev, on the grid as it is). */
int noir_near_after_shift(const NoirGame *g, int me, NoirCells cells, NoirAction x, int *distance_sum);

#endif
