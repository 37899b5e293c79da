#include "aggregate.h"

#include <string.h>

void aggregate_clear(Aggregate *a)
{
    memset(a, 0, sizeof *a);
}

static unsigned clamp(unsigned v, unsigned max)
{
    return v > max ? max : v;
}

void aggregate_count(Aggregate *a, const GameResult *r)
{
    unsigned m = clamp(r->motive, MOTIVES - 1);
    unsigned accused = clamp(r->accused_motive, ACCUSED_NONE);
    int won = r->winner == SIDE_DETECTIVE;

    a->games++;
    a->detective_wins += (uint64_t)won;
    a->accused_right += r->accused_right ? 1u : 0u;
    a->decisions += r->decisions;
    a->motive_games[m]++;
    a->motive_wins[m] += (uint64_t)won;
    a->confusion[m][accused]++;
    a->murders[clamp(r->murders, MURDERS_MAX)]++;
    a->refusals[clamp(r->refusals, REFUSALS_MAX)]++;
    a->rounds[clamp(r->rounds, ROUNDS_MAX)]++;
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

GameRow game_row(uint32_t cell, uint32_t game, uint64_t seed, const GameResult *r)
{
    GameRow row = {
        .cell = cell,
        .game = game,
        .seed = seed,
        .winner = r->winner,
        .motive = r->motive,
        .accused_motive = r->accused_motive,
        .accused_right = r->accused_right ? 1 : 0,
        .murders = r->murders,
        .refusals = r->refusals,
        .rounds = r->rounds,
    };
    return row;
}
