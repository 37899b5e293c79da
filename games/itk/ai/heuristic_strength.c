/*
 * heuristic_strength.c — how strong the heuristic players are (heuristic.h):
 * win rates of the four pairings of heuristic and random players on common
 * seeds, with Wilson 95% intervals, and heuristic games per second.
 */
#include <math.h>
#include <stdio.h>

#include "base/cpu_clock.h"
#include "games/itk/ai/heuristic.h"

void itk_heuristic_wilson95(long k, long n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    const double z = 1.959963984540054;
    double p = (double)k / (double)n, z2n = z * z / (double)n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = z * sqrt(p * (1 - p) / (double)n + z2n / (4 * (double)n)) / (1 + z2n);
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

/* Play `games` games of one pairing; -1 when a policy or a deal fails. */
int itk_strength_play_row(const MatchConfig *cfg, long games, uint64_t seed, StrengthRow *row)
{
    Policy detective = {0}, murderer = {0};
    char err[256];
    int status = -1;
    if (itk_policy_create(&detective, row->detective, SIDE_DETECTIVE, err, sizeof err) == 0 &&
        itk_policy_create(&murderer, row->murderer, SIDE_MURDERER, err, sizeof err) == 0) {
        row->games = row->detective_wins = 0;
        status = 0;
        for (long i = 0; i < games && status == 0; i++) {
            GameResult r;
            status = itk_match_play(cfg, &detective, &murderer, seed_for_game(seed, 0, (uint64_t)i), &r, NULL);
            row->games++;
            row->detective_wins += r.winner == SIDE_DETECTIVE;
            if (row->won)
                row->won[i] = r.winner == SIDE_DETECTIVE;
        }
        row->rate = row->games ? (double)row->detective_wins / (double)row->games : 0;
        itk_heuristic_wilson95(row->detective_wins, row->games, &row->lo, &row->hi);
    }
    itk_policy_destroy(&detective);
    itk_policy_destroy(&murderer);
    return status;
}

int itk_heuristic_strength(const MatchConfig *cfg, long games, uint64_t seed, StrengthRow rows[STRENGTH_ROWS])
{
    static const char *const pairing[STRENGTH_ROWS][2] = {
        {"heuristic", "random"},
        {"random", "heuristic"},
        {"heuristic", "heuristic"},
        {"random", "random"},
    };
    for (int i = 0; i < STRENGTH_ROWS; i++) {
        rows[i] = (StrengthRow){.detective = pairing[i][0], .murderer = pairing[i][1]};
        if (itk_strength_play_row(cfg, games, seed, &rows[i]))
            return -1;
    }
    return 0;
}

double itk_heuristic_games_per_s(const MatchConfig *cfg, long games, uint64_t seed)
{
    StrengthRow row = {.detective = "heuristic", .murderer = "heuristic"};
    double start = thread_cpu_seconds();
    if (itk_strength_play_row(cfg, games, seed, &row))
        return 0;
    double elapsed = thread_cpu_seconds() - start;
    return elapsed > 0 ? (double)games / elapsed : 0;
}
