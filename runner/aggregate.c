/*
 * aggregate.c — per-cell sums of outcomes (aggregate.h).
 */
#include "runner/aggregate.h"

#include <string.h>

void aggregate_clear(Aggregate *a)
{
    memset(a, 0, sizeof *a);
}

static unsigned clamp(unsigned v, unsigned max)
{
    return v > max ? max : v;
}

/* The joint tables of the truth, guess and right metrics, when the game has them. */
static void count_truth(Aggregate *a, const GameClass *game, const GameOutcome *o)
{
    if (game->right_metric >= 0)
        a->accused_right += o->metric[game->right_metric] ? 1u : 0u;
    if (game->truth_metric < 0)
        return;
    unsigned t = clamp(o->metric[game->truth_metric], TRUTH_VALUES - 1);
    a->motive_games[t]++;
    a->motive_wins[t] += o->winner == GAME_SEEKER;
    unsigned tie = clamp(o->guess_tie, GAME_TIES - 1);
    a->tie_games[t][tie]++;
    a->tie_wins[t][tie] += o->winner == GAME_SEEKER;
    if (game->guess_metric >= 0)
        a->confusion[t][clamp(o->metric[game->guess_metric], GUESS_NONE)]++;
}

void aggregate_count(Aggregate *a, const GameClass *game, const GameOutcome *o)
{
    a->games++;
    a->detective_wins += o->winner == GAME_SEEKER;
    a->murderer_wins += o->winner == GAME_HIDER;
    a->unfinished += o->winner == GAME_NOBODY;
    a->decisions += o->decisions;
    for (int m = 0; m < game->n_metrics; m++)
        a->metric[m][clamp(o->metric[m], GAME_METRIC_BINS - 1)]++;
    count_truth(a, game, o);
}

/* An Aggregate is nothing but uint64_t counters, so it can be summed as an
 * array; the static assertion keeps that true if a field of another type is
 * ever added. */
_Static_assert(sizeof(Aggregate) % sizeof(uint64_t) == 0, "Aggregate must hold only uint64_t counters");
enum { AGGREGATE_COUNTERS = sizeof(Aggregate) / sizeof(uint64_t) };

void aggregate_add(Aggregate *into, const Aggregate *from)
{
    uint64_t *dst = (uint64_t *)into;
    const uint64_t *src = (const uint64_t *)from;
    for (int i = 0; i < AGGREGATE_COUNTERS; i++)
        dst[i] += src[i];
}

int aggregate_equal(const Aggregate *a, const Aggregate *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

void outcome_seats(uint8_t winner, int n_seats, int *score, int *rank)
{
    for (int i = 0; i < n_seats; i++)
        score[i] = winner == i;
    for (int i = 0; i < n_seats; i++) {
        rank[i] = 1;
        for (int j = 0; j < n_seats; j++)
            rank[i] += score[j] > score[i];
    }
}

uint64_t aggregate_seat_wins(const Aggregate *a, int seat)
{
    return seat == GAME_SEEKER ? a->detective_wins : seat == GAME_HIDER ? a->murderer_wins : 0;
}

GameRow game_row(uint32_t cell, uint32_t game, uint64_t seed, const GameOutcome *o)
{
    GameRow row;
    memset(&row, 0, sizeof row); /* rows travel as bytes (MPI): no stray padding */
    row.cell = cell;
    row.game = game;
    row.seed = seed;
    row.winner = o->winner;
    memcpy(row.metric, o->metric, sizeof row.metric);
    return row;
}
