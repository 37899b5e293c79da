/*
 * playout.h — uniformly random play: the core's exerciser, the cheapest
 * rollout, and the loop the benchmark times.
 */
#ifndef NOIRLAB_TENKILL_PLAYOUT_H
#define NOIRLAB_TENKILL_PLAYOUT_H

#include "games/tenkill/tenkill.h"

/* A uniformly random legal action: the same action, from the same draw, as
 * legal.a[pcg32_below(rng, legal.n)] after tenkill_legal(g, &legal). */
TenkillAction tenkill_random_action(const TenkillGame *g, Pcg32 *rng);

/* Play random legal actions (chance's included) from rng until the game
 * ends; returns how many. */
int tenkill_random_playout(TenkillGame *g, Pcg32 *rng);

/* Fold a finished game's outcome (ending, rounds, kills, arrests, every
 * seat's score) into a running signature.  The plain implementation folds
 * the same fields, so equal signatures mean equal outcomes. */
uint64_t tenkill_outcome_fold(uint64_t sig, int end, int rounds, int kills, int arrests, const int *score, int n);
uint64_t tenkill_outcome_signature(uint64_t sig, const TenkillGame *g);

/* Uniform-random self-play of `games` games: game i deals from
 * pcg32(seed_for_game(seed, 0, i), stream 0) and plays from stream 1 of the
 * same seed.  Returns the outcomes' signature; *actions_out (when not NULL)
 * gets the actions played. */
/* Game i of tenkill_random_games: its deal and its play stream. */
void tenkill_random_game_deal(const TenkillParams *p, uint64_t seed, long i, TenkillSetup *setup, Pcg32 *play);

uint64_t tenkill_random_games(const TenkillParams *p, uint64_t seed, long games, long *actions_out);

#endif
