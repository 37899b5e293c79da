/*
 * playout.h — uniformly random play of NOIR: the core's own exerciser, the
 * cheapest rollout, and the loop the benchmark times.
 */
#ifndef NOIRLAB_NOIR_PLAYOUT_H
#define NOIRLAB_NOIR_PLAYOUT_H

#include "games/noir/core/game.h"

/* A uniformly random legal action: the same action, from the same draw, as
 * legal.a[pcg32_below(rng, legal.n)] after noir_legal(g, &legal). */
NoirAction noir_random_action(const NoirGame *g, Pcg32 *rng);

/* Play random legal actions from rng until the game ends; returns how many. */
int noir_random_playout(NoirGame *g, Pcg32 *rng);

/* Fold a finished game into a running signature: seed_mix(sig ^ (winner |
 * end << 4 | deaths << 8 | turns << 16)).  The plain implementation folds
 * the same fields, so equal signatures mean equal outcomes. */
uint64_t noir_outcome_signature(uint64_t sig, const NoirGame *g);

/*
 * Uniform-random self-play of `games` games with parameters p: game i deals
 * from pcg32(seed_for_game(seed, 0, i), stream 0) and plays from stream 1 of
 * the same seed.  Returns the signature of the outcomes; *actions_out (when
 * not NULL) gets the number of actions played.
 */
uint64_t noir_random_games(const NoirParams *p, uint64_t seed, long games, long *actions_out);

#endif
