/*
 * game_match.h — one game of any game between its seats' policies.
 *
 * The per-game seed splits into independent PCG32 streams, numbered as
 * Intent to Kill's match.h always did: chance (the deal and chance's moves)
 * 0, then seat s's 1 + s (the hider's 1 and the seeker's 2 in a two-seat
 * game; stream i = pcg32_seed(seed, i)); seat s's per-game draw
 * (GamePolicyClass.draw, a mixture's member) is stream 1 + GAME_SEATS_MAX + s.  Changing one
 * policy never changes the deal another game of the same seed sees (common
 * random numbers), and Intent to Kill's results are those of itk_match_play.
 */
#ifndef NOIRLAB_GAME_MATCH_H
#define NOIRLAB_GAME_MATCH_H

#include <stdint.h>

#include "ai/game_policy.h"

/* Receives the setup and every action of a game in order; may be NULL. */
typedef struct GameMatchObserver {
    void (*on_setup)(void *ctx, const void *setup);
    void (*on_action)(void *ctx, const void *state_before, GameAction a);
    void *ctx;
} GameMatchObserver;

/* A game's parameters and the scratch memory its games are played in (one
 * per thread: the state, a view and a setup of the class's sizes). */
typedef struct GameMatch {
    const GameClass *game;
    const void *params;
    void *state, *view, *setup;
} GameMatch;

void game_match_init(GameMatch *m, const GameClass *game, const void *params);
void game_match_free(GameMatch *m);

/* Play one game from `seed` with seat[s] playing seat s, for every seat of
 * the parameters (game_seats).  0, or -1 when the parameters cannot be
 * dealt. */
int game_match_play(GameMatch *m, GamePolicy *const *seat, uint64_t seed, GameOutcome *out,
                    const GameMatchObserver *obs);

/* The final position of the last game played (m->state), for callers that
 * want more than the outcome. */
static inline const void *game_match_state(const GameMatch *m) { return m->state; }

#endif
