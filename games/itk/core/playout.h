/*
 * playout.h — uniformly random play to the end of a game: the rules core's
 * own exerciser (like a chess engine's perft), used by the benchmark, the
 * property tests and as the cheapest rollout.
 */
#ifndef NOIRLAB_PLAYOUT_H
#define NOIRLAB_PLAYOUT_H

#include "games/itk/core/deal.h"

/* A uniformly random legal action: the same action, from the same draws, as
 * legal.a[pcg32_below(rng, legal.n)] after itk_game_legal(g, &legal). */
Action itk_game_random_action(const Game *g, Pcg32 *rng);

/* Play one uniformly random legal action: itk_game_apply(g, itk_game_random_action(g,
 * rng)), the same draws and the same position after it. */
void itk_game_random_step(Game *g, Pcg32 *rng);

/* Play uniformly random legal actions (chance included) from rng until the game
 * ends; returns the number of actions played. */
int itk_game_random_playout(Game *g, Pcg32 *rng);

/* Fold a finished game into a running signature: seed_mix(sig ^ (winner |
 * victims << 4 | round << 8 | refusals << 12)).  The plain implementation
 * folds the same fields, so equal signatures mean equal outcomes. */
uint64_t itk_game_outcome_signature(uint64_t sig, const Game *g);

/*
 * Uniform-random self-play of `games` games, the loop `noirlab bench` times:
 * game i deals from pcg32(seed_for_game(seed, 0, i), stream 0) and plays from
 * stream 1 of the same seed.  itk_plain_random_games (games/itk/plain) is its twin on
 * the plain implementation: equal signatures mean equal outcomes.
 */
uint64_t itk_game_random_games(const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw,
                           uint64_t seed, long games, long *decisions_out);

/* The same games through the list path, itk_game_legal and itk_game_apply at every
 * decision (the same draws, so the same signature): the benchmark splits the
 * core's speed over the plain implementation into its representation and its
 * fast random step with it. */
uint64_t itk_game_listed_games(const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw,
                           uint64_t seed, long games, long *decisions_out);

#endif
