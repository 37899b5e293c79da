/*
 * match.h — play one game between two policies.
 *
 * The per-game seed splits into three independent PCG32 streams: chance (the
 * deal and the token draws), the Murderer's and the Detective's.  Changing one
 * policy therefore never changes the deal or the draws another game of the
 * same seed sees (common random numbers for comparisons).
 */
#ifndef NOIRLAB_MATCH_H
#define NOIRLAB_MATCH_H

#include <stdint.h>

#include "ai/game_match.h"
#include "games/itk/ai/policy_class.h"
#include "games/itk/core/deal.h"

typedef struct MatchConfig {
    const Deck *deck;
    const Layout *layout;
    MotiveSet motives;
    Switches sw;
} MatchConfig;

typedef struct GameResult {
    uint8_t winner;          /* SIDE_DETECTIVE or SIDE_MURDERER */
    uint8_t motive;          /* the true motive */
    uint8_t accused_motive;  /* MOTIVES when there was no accusation (second refusal) */
    uint8_t accused_right;   /* the accused civilian was the murderer */
    uint8_t murders, refusals, rounds;
    uint16_t decisions;      /* actions played, chance included */
} GameResult;

/* Receives every action of a game in order (for game records); may be NULL. */
typedef struct MatchObserver {
    void (*on_setup)(void *ctx, const Setup *setup);
    void (*on_action)(void *ctx, const Game *before, Action a);
    void *ctx;
} MatchObserver;

/* The three streams of a game's seed, in the order itk_match_play seeds them
 * (pcg32_seed(&rng[i], seed, i)): the numbers of every game's
 * (ai/game_match.h), which game_match_play gives Intent to Kill too. */
enum MatchStream {
    MATCH_STREAM_CHANCE = GAME_STREAM_CHANCE,
    MATCH_STREAM_MURDERER = GAME_STREAM_SEAT + SIDE_MURDERER,
    MATCH_STREAM_DETECTIVE = GAME_STREAM_SEAT + SIDE_DETECTIVE,
    MATCH_STREAMS
};

/* Play one game from `seed`.  Returns 0, or -1 when the layout cannot be dealt. */
int itk_match_play(const MatchConfig *cfg, Policy *detective, Policy *murderer, uint64_t seed,
               GameResult *result, const MatchObserver *obs);

/* itk_match_play without an observer, leaving the game's final position in
 * *final (what learn and the model tests read: the whole public record and
 * the truth). */
int itk_match_play_final(const MatchConfig *cfg, Policy *detective, Policy *murderer, uint64_t seed,
                     GameResult *result, Game *final);

/* Fold a result into a running 64-bit signature (bench and tests). */
uint64_t itk_match_signature(uint64_t sig, const GameResult *r);

#endif
