/*
 * strength_test — the heuristic (ai/heuristic.h) against random players,
 * seats rotated: every deal is played N times, the heuristic in each seat
 * once and random players elsewhere, so every seat holds it equally often on
 * the same deals.  Its win share counts a k-way shared first place (T21) as
 * 1/k.  The test plays a few hundred games of 2 and 4 players and asserts
 * the share's Wilson interval lies above 0.6 (chance is 1/N); with TENKILL_STRENGTH_DEALS set it plays
 * that many deals per player count (2, 3, 4) from TENKILL_STRENGTH_SEED and
 * prints the figures (docs/tenkill.md, Players).
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <cmocka.h>

#include "ai/game_match.h"
#include "games/tenkill/tenkill.h"
#include "games/tenkill/tenkill_class.h"

enum { TEST_DEALS = 60, TEST_SEED = 777 };

typedef struct Share {
    double sum;
    long games;
} Share;

/* Wilson's 95% interval for a proportion p of n (shares are not whole). */
static void wilson(double p, long n, double *lo, double *hi)
{
    double z = 1.959964, z2n = z * z / (double)n, c = (p + z2n / 2) / (1 + z2n);
    double half = z / (1 + z2n) * sqrt(p * (1 - p) / (double)n + z2n / (4 * (double)n));
    *lo = c - half;
    *hi = c + half;
}

static Share rotated(int players, long deals, uint64_t seed, const char *spec)
{
    TenkillParams params;
    tenkill_params_default(&params);
    params.players = (uint8_t)players;
    GameMatch m;
    game_match_init(&m, &tenkill_game_class, &params);
    Share share = {0, 0};
    char err[200];
    for (int hero = 0; hero < players; hero++) {
        GamePolicy pol[TENKILL_SEATS_MAX];
        GamePolicy *seat[TENKILL_SEATS_MAX];
        for (int s = 0; s < players; s++) {
            if (game_policy_create(&pol[s], &tenkill_game_class, s == hero ? spec : "random", s, err, sizeof err))
                fail_msg("%s", err);
            seat[s] = &pol[s];
        }
        for (long d = 0; d < deals; d++) {
            GameOutcome out;
            assert_int_equal(game_match_play(&m, seat, seed + (uint64_t)d, &out, NULL), 0);
            int first = 0;
            for (int s = 0; s < players; s++)
                first += out.rank[s] == 1;
            share.sum += out.rank[hero] == 1 ? 1.0 / first : 0;
            share.games++;
        }
        for (int s = 0; s < players; s++)
            game_policy_destroy(&pol[s]);
    }
    game_match_free(&m);
    return share;
}

static void test_heuristic_beats_random(void **state)
{
    (void)state;
    for (int players = 2; players <= TENKILL_SEATS_MAX; players += 2) {
        Share s = rotated(players, TEST_DEALS, TEST_SEED, "heuristic");
        double lo, hi;
        wilson(s.sum / (double)s.games, s.games, &lo, &hi);
        if (lo <= 0.6)
            fail_msg("%d players: heuristic share %.3f [%.3f, %.3f] not above 0.6", players,
                     s.sum / (double)s.games, lo, hi);
    }
}

/* The long run, opt-in: the figures the docs report. */
static void test_long_run(void **state)
{
    (void)state;
    const char *deals = getenv("TENKILL_STRENGTH_DEALS");
    if (!deals)
        skip();
    const char *seed = getenv("TENKILL_STRENGTH_SEED");
    const char *spec = getenv("TENKILL_STRENGTH_SPEC");
    for (int players = 2; players <= TENKILL_SEATS_MAX; players++) {
        clock_t t0 = clock();
        Share s = rotated(players, atol(deals), seed ? strtoull(seed, NULL, 10) : 1, spec ? spec : "heuristic");
        double cpu = (double)(clock() - t0) / CLOCKS_PER_SEC, p = s.sum / (double)s.games, lo, hi;
        wilson(p, s.games, &lo, &hi);
        printf("%d players: heuristic win share %.3f [%.3f, %.3f] over %ld games (chance %.3f), %.0f games/CPU-s\n",
               players, p, lo, hi, s.games, 1.0 / players, (double)s.games / cpu);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_heuristic_beats_random), cmocka_unit_test(test_long_run)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
