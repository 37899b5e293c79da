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

/* Each seat's score, and its rank with the number of seats that share it. */
static void count_seats(Aggregate *a, const GameOutcome *o)
{
    int seats = o->seats < GAME_SEATS_MAX ? o->seats : GAME_SEATS_MAX;
    for (int s = 0; s < seats; s++) {
        int64_t score = o->score[s];
        unsigned shared = 0;
        for (int t = 0; t < seats; t++)
            shared += o->rank[t] == o->rank[s];
        a->seat_score[s] += (uint64_t)score;
        a->seat_score_sq[s] += (uint64_t)(score * score);
        a->seat_rank[s][clamp(o->rank[s] - 1u, GAME_SEATS_MAX - 1)][clamp(shared - 1, GAME_SEATS_MAX - 1)]++;
    }
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
    count_seats(a, o);
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

uint64_t aggregate_seat_wins(const Aggregate *a, int seat)
{
    return a->seat_rank[seat][0][0];
}

double aggregate_seat_win_share(const Aggregate *a, int seat)
{
    double share = 0;
    for (int k = 0; k < GAME_SEATS_MAX; k++)
        share += (double)a->seat_rank[seat][0][k] / (k + 1);
    return share;
}

GameRow game_row(uint32_t cell, uint32_t game, uint64_t seed, const GameOutcome *o)
{
    GameRow row;
    memset(&row, 0, sizeof row); /* rows travel as bytes (MPI): no stray padding */
    row.cell = cell;
    row.game = game;
    row.seed = seed;
    row.winner = o->winner;
    row.seats = o->seats;
    memcpy(row.rank, o->rank, sizeof row.rank);
    memcpy(row.score, o->score, sizeof row.score);
    memcpy(row.metric, o->metric, sizeof row.metric);
    return row;
}
