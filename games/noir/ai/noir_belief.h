/*
 * noir_belief.h — the exact belief over NOIR's hidden identities (N13): which
 * suspects the Killer's identity and the Inspector's identity may be, given
 * the record and what one side (the observer) knows besides it.
 *
 * The deal is a uniform permutation of the evidence cards, so with no model
 * of the players' choices every full deal consistent with what the observer
 * saw is equally likely, and each set below holds its suspects with equal
 * weight: the belief is the set of identities that survive the record.
 *
 * killer     The Killer's current identity.  From the start: every suspect
 *            but the cards the observer has seen elsewhere (the Inspector's
 *            four, N2).  A kill of v keeps the suspects next to v (N6, on the
 *            grid before the kill); an arrest or a citizen's arrest of x
 *            answered "no" removes x (N7, N12); a canvass of d (Standard
 *            modes, N9) keeps the suspects next to d or those not next to it;
 *            a card drawn by an Exonerate is removed.  A successful disguise
 *            shows the old identity b (N8): the new one is any card then
 *            unseen (neither known elsewhere nor b) and alive.  The Killer
 *            is always alive.
 * inspector  The Inspector's identity (their choice among the four, N3).
 *            From the start: every suspect but the Killer's own cards when
 *            the observer is the Killer.  An arrest of x answered "no" keeps
 *            x and its neighbours (N7; only the neighbours with N15's
 *            self_arrest=0); a discard d removes d (N9, N12); a canvass of a
 *            killed, marked suspect v (N6) keeps v's neighbours or the rest;
 *            a citizen's arrest of s with self_arrest=0 removes s; a card the
 *            Killer drew (N8) is removed.  The Inspector is always alive.
 *
 * Each side's own identity set, computed from the public record alone, is
 * what the opponent's belief would be without the opponent's private cards
 * (a superset of it): the observer's exposure.  Both sets are bitsets of
 * suspects (bit s).
 */
#ifndef NOIRLAB_NOIR_BELIEF_H
#define NOIRLAB_NOIR_BELIEF_H

#include "games/noir/core/game.h"
#include "games/noir/core/seat_view.h"

typedef struct NoirBelief {
    uint8_t observer;       /* enum NoirSide: whose knowledge besides the record */
    NoirSuspects killer;    /* the Killer's possible identities */
    NoirSuspects inspector; /* the Inspector's possible identities */
    NoirSuspects seen;      /* cards known to be neither the Killer's nor in the deck */
} NoirBelief;

/* The belief of `observer` before any action, from its view at the start of
 * the game (noir_infoset; the Inspector's four, the Killer's identity). */
void noir_belief_start(NoirBelief *b, const NoirGame *view, int observer);

/* Update for record entry o as the observer sees it (noir_view_obs), written
 * when the grid was `before` (only the board's fields are read: the grid, the
 * positions and the living, before the entry's collapse). */
void noir_belief_step(NoirBelief *b, const NoirGame *before, NoirObs o);

/* What the end of a finished game tells that noir_belief_step, made for a
 * game that goes on (both identities alive), leaves out: a kill that ended
 * the game killed the Inspector (N6), so the Inspector is its victim.  For
 * readers of a finished game (explain, the engine's hypotheses). */
void noir_belief_end(NoirBelief *b, const NoirSeatView *view);

/* Every suspect of the game (n = side^2 of them). */
static inline NoirSuspects noir_everyone(const NoirGame *g)
{
    return ((((NoirSuspects)1 << (g->p.side * g->p.side - 1)) << 1) - 1);
}

/* How many suspects a set holds. */
static inline int noir_count(NoirSuspects s) { return __builtin_popcountll(s); }

/* The suspects on cells next to suspect s's cell (N4), dead or alive; none
 * when s's card was collapsed away. */
NoirSuspects noir_neighbours(const NoirGame *board, int s);

/*
 * A side following its own game: the belief kept up to date from the views
 * the side is shown, with the board replayed alongside (infoset.h).
 */
typedef struct NoirFollow {
    NoirGame board;  /* the grid as of entry n of the record */
    NoirBelief b;
    int n;           /* record entries taken in */
} NoirFollow;

/* Start following from the side's first view of the game: any entries
 * already in its record (at most the opponent's first action) are taken
 * in from the dealt grid, found by undoing them. */
void noir_follow_start(NoirFollow *f, const NoirSeatView *view, int side);

/* Take in the entries of view's record not seen yet; *position gets the
 * view as a position (noir_infoset), for the policy to read. */
void noir_follow_update(NoirFollow *f, const NoirSeatView *view, NoirGame *position);

#endif
