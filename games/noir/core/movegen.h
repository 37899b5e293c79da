/*
 * movegen.h — the sets each phase chooses from, shared by the list generator
 * (movegen.c) and the random playout (playout.c), so that both name the same
 * actions in the same order.
 */
#ifndef NOIRLAB_NOIR_MOVEGEN_H
#define NOIRLAB_NOIR_MOVEGEN_H

#include "games/noir/core/board.h"

/* N6: the suspects the Killer may kill. */
static inline NoirSuspects movegen_kills(const NoirGame *g) { return board_live_neighbours(g, g->killer); }

/* N7, N15: the suspects the Inspector may arrest. */
static inline NoirSuspects movegen_arrests(const NoirGame *g)
{
    NoirSuspects self = g->p.self_arrest ? (NoirSuspects)1 << g->inspector : 0;
    return board_live_neighbours(g, g->inspector) | self;
}

/* N8, N9: Disguise and Exonerate need a card in the Evidence Deck. */
static inline int movegen_deck_open(const NoirGame *g) { return g->top < g->n_deck; }

static inline int movegen_may_disguise(const NoirGame *g) { return g->p.disguise && movegen_deck_open(g); }

/* N3, N15: may the Killer do anything but kill this turn? */
static inline int movegen_kill_only(const NoirGame *g)
{
    return g->phase == NOIR_PH_KILLER_FIRST && !g->p.first_kill_optional;
}

/* N12: the suspects a citizen's arrest discarding card d may arrest (N15's
 * self_arrest=0 bars the Inspector's own identity here too). */
NoirSuspects noir_movegen_citizen_targets(const NoirGame *g, int d);

/* N12: may the Inspector make a citizen's arrest at all this turn? */
static inline int movegen_citizens_open(const NoirGame *g)
{
    return g->p.mode == NOIR_CITIZENS_ARREST && movegen_deck_open(g) && g->hand;
}

#endif
