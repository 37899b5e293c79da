/*
 * aggregate.h — what a campaign keeps of its games: per-cell sums, and
 * optionally one row per game.
 *
 * Every field of an Aggregate is a count, and aggregate_add() is a plain sum,
 * so the aggregate of a cell does not depend on the order its chunks were
 * played in: the same for any thread count, any shard split and any resume
 * point (docs/campaign.md, "Reproducibility").
 */
#ifndef NOIRLAB_AGGREGATE_H
#define NOIRLAB_AGGREGATE_H

#include <stdint.h>

#include "../ai/match.h"

enum {
    ACCUSED_NONE = MOTIVES,          /* confusion column: no accusation (second refusal, R2) */
    MURDERS_MAX = MAX_VICTIMS,       /* histogram of murders: 0..5 (R1) */
    REFUSALS_MAX = 2,                /* histogram of refusals: 0..2 (R2) */
    ROUNDS_MAX = MAX_ROUNDS,         /* histogram of rounds: 1..6 (R1) */
};

typedef struct Aggregate {
    uint64_t games;
    uint64_t detective_wins;
    uint64_t accused_right;                          /* the accused civilian was the murderer */
    uint64_t decisions;                              /* actions played, chance included */
    uint64_t motive_games[MOTIVES];                  /* by true motive */
    uint64_t motive_wins[MOTIVES];                   /* Detective wins, by true motive */
    uint64_t confusion[MOTIVES][MOTIVES + 1];        /* [true motive][accused motive or ACCUSED_NONE] */
    uint64_t murders[MURDERS_MAX + 1];               /* games with 0..5 murders */
    uint64_t refusals[REFUSALS_MAX + 1];             /* games with 0..2 refusals */
    uint64_t rounds[ROUNDS_MAX + 1];                 /* games that lasted 1..6 rounds; [0] stays 0 */
} Aggregate;

/* One game, for the optional per-game log. */
typedef struct GameRow {
    uint32_t cell;
    uint32_t game;           /* index of the game within its cell */
    uint64_t seed;           /* seed_for_game(master, cell seed, game) */
    uint8_t winner;          /* SIDE_DETECTIVE or SIDE_MURDERER */
    uint8_t motive;          /* true motive */
    uint8_t accused_motive;  /* ACCUSED_NONE when there was no accusation */
    uint8_t accused_right;
    uint8_t murders, refusals, rounds;
} GameRow;

void aggregate_clear(Aggregate *a);

/* Count one game.  Out-of-range values (a broken engine) are clamped into the
 * last histogram bin rather than written out of bounds. */
void aggregate_count(Aggregate *a, const GameResult *r);

/* into += from, field by field. */
void aggregate_add(Aggregate *into, const Aggregate *from);

/* 1 when every count is equal. */
int aggregate_equal(const Aggregate *a, const Aggregate *b);

/* The row of one game. */
GameRow game_row(uint32_t cell, uint32_t game, uint64_t seed, const GameResult *r);

#endif
