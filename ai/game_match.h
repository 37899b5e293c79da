/*
 * game_match.h — one game of any game between its seats' policies.
 *
 * The per-game seed splits into independent PCG32 streams (GameStream;
 * stream i = pcg32_seed(seed, i)): chance (the deal and chance's moves) 0,
 * then seat s's 1 + s (the hider's 1 and the seeker's 2 in a two-seat game);
 * seat s's per-game draw (GamePolicyClass.draw, a mixture's member) is stream
 * 1 + GAME_SEATS_MAX + s.  Changing one policy never changes the deal another
 * game of the same seed sees (common random numbers).  These are the numbers
 * Intent to Kill's own game loop always used (games/itk/ai/match.h now takes
 * them from here), so its results are those of itk_match_play, and the bench
 * signature and every stored result depend on them: they never change.
 */
#ifndef NOIRLAB_GAME_MATCH_H
#define NOIRLAB_GAME_MATCH_H

#include <stdint.h>

#include "ai/game_policy.h"

/* The streams of a game's seed (above): chance's, seat s's GAME_STREAM_SEAT +
 * s, and seat s's per-game draw GAME_STREAM_DRAW + s. */
typedef enum GameStream {
    GAME_STREAM_CHANCE = 0,
    GAME_STREAM_SEAT = 1,
    GAME_STREAM_DRAW = GAME_STREAM_SEAT + GAME_SEATS_MAX,
} GameStream;

/* Receives the setup and every action of a game in order; may be NULL. */
typedef struct GameMatchObserver {
    void (*on_setup)(void *ctx, const void *setup);
    void (*on_action)(void *ctx, const void *state_before, GameAction a);
    void *ctx;
    /* 1: the game ends here, unfinished (a person who left), asked after
     * each decision is chosen and before it is played.  May be NULL. */
    int (*stop)(void *ctx);
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
 * the parameters (game_seats).  0; 1 when the observer's stop ended it
 * (*out is not set); or -1 when the parameters cannot be dealt. */
int game_match_play(GameMatch *m, GamePolicy *const *seat, uint64_t seed, GameOutcome *out,
                    const GameMatchObserver *obs);

/* The final position of the last game played (m->state), for callers that
 * want more than the outcome. */
static inline const void *game_match_state(const GameMatch *m) { return m->state; }

#endif
