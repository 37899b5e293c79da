/*
 * aggregate.h — what a campaign keeps of its games: per-cell sums, and
 * optionally one row per game.
 *
 * Games of any game are counted from their outcome (sim/game_class.h): wins
 * of each seat, unfinished games (no single winner), the decisions, a
 * histogram of every named metric, and for every seat of a game of any
 * number its scores and its ranks with how many seats shared them.  The metrics a game marks as truth, guess and right (Intent
 * to Kill: the true motive, the accused motive, the right civilian accused)
 * are also tabulated jointly, into tables sized for Intent to Kill's motives,
 * and so is how the seeker's final guess broke a tie (GameOutcome.guess_tie).
 *
 * Every field of an Aggregate is a count, and aggregate_add() is a plain sum,
 * so the aggregate of a cell does not depend on the order its chunks were
 * played in: the same for any thread count, any shard split and any resume
 * point (docs/campaign.md, "Reproducibility").
 */
#ifndef NOIRLAB_AGGREGATE_H
#define NOIRLAB_AGGREGATE_H

#include <stdint.h>

#include "sim/game_class.h"

enum {
    TRUTH_VALUES = GAME_TRUTH_VALUES, /* the truth metric's values counted: 0..11 (larger ones clamped) */
    GUESS_NONE = GAME_TRUTH_VALUES,   /* confusion column: no guess (Intent to Kill: no accusation, R2) */
    ACCUSED_NONE = GUESS_NONE,
};

typedef struct Aggregate {
    uint64_t games;
    uint64_t detective_wins;                         /* the seeker's (Detective, Inspector) */
    uint64_t murderer_wins;                          /* the hider's (Murderer, Killer) */
    uint64_t unfinished;                             /* no winner (NOIR's turn limit, N14) */
    uint64_t accused_right;                          /* right metric = 1: the accused was the hider */
    uint64_t decisions;                              /* actions played, chance included */
    uint64_t motive_games[TRUTH_VALUES];             /* by the truth metric (the true motive) */
    uint64_t motive_wins[TRUTH_VALUES];              /* seeker wins, by the truth metric */
    uint64_t confusion[TRUTH_VALUES][GUESS_NONE + 1]; /* [truth][guess or GUESS_NONE] */
    uint64_t tie_games[TRUTH_VALUES][GAME_TIES];     /* by the truth and how the guess broke a tie (GameTie) */
    uint64_t tie_wins[TRUTH_VALUES][GAME_TIES];      /* seeker wins of those */
    uint64_t metric[GAME_METRICS_MAX][GAME_METRIC_BINS]; /* games by the value of each metric */
    /* Every seat, in games of any number of seats: its scores summed and
     * squared and summed (a negative score adds as the uint64_t it converts
     * to, so sums wrap back to the true value: read them as int64_t), and
     * its games by rank and by how many seats shared that rank,
     * [seat][rank - 1][shared - 1]: [seat][0][0] are its wins, [seat][0][k-1]
     * its first places shared k ways. */
    uint64_t seat_score[GAME_SEATS_MAX];
    uint64_t seat_score_sq[GAME_SEATS_MAX];
    uint64_t seat_rank[GAME_SEATS_MAX][GAME_SEATS_MAX][GAME_SEATS_MAX];
} Aggregate;

/* One game, for the optional per-game log. */
typedef struct GameRow {
    uint32_t cell;
    uint32_t game;           /* index of the game within its cell */
    uint64_t seed;           /* seed_for_game(master, cell seed, game) */
    uint8_t winner;          /* GAME_SEEKER, GAME_HIDER or GAME_NOBODY */
    uint8_t seats;           /* the game's seats, then each one's rank and score (GameOutcome) */
    uint8_t rank[GAME_SEATS_MAX];
    int32_t score[GAME_SEATS_MAX];
    uint16_t metric[GAME_METRICS_MAX];
} GameRow;

void aggregate_clear(Aggregate *a);

/* Count one game of `game`.  Out-of-range values (a broken engine) are
 * clamped into the last bin rather than written out of bounds. */
void aggregate_count(Aggregate *a, const GameClass *game, const GameOutcome *o);

/* into += from, field by field. */
void aggregate_add(Aggregate *into, const Aggregate *from);

/* 1 when every count is equal. */
int aggregate_equal(const Aggregate *a, const Aggregate *b);

/* A seat's wins in a, the games it ranked first alone (GAME_SEEKER: the
 * seeker's, GAME_HIDER: the hider's). */
uint64_t aggregate_seat_wins(const Aggregate *a, int seat);

/* A seat's share of first places: a first place shared k ways counts 1/k
 * (docs/campaign.md, "Seats and scores"). */
double aggregate_seat_win_share(const Aggregate *a, int seat);

/* The row of one game. */
GameRow game_row(uint32_t cell, uint32_t game, uint64_t seed, const GameOutcome *o);

#endif
