/*
 * report_text.c — a win rate as the report's tables print it (report_text.h).
 */
#include "analysis/report_text.h"

#include <math.h>
#include <stdio.h>

#include "analysis/stats.h"

void report_rate_text(uint64_t wins, uint64_t games, uint64_t min_games, char *rate, char *ci, size_t len)
{
    if (games == 0 || games < min_games) {
        snprintf(rate, len, "%s", games == 0 ? "no games" : "too few games");
        snprintf(ci, len, "-");
        return;
    }
    Interval w = wilson_interval(wins, games, Z95);
    snprintf(rate, len, "%.2f%%", 100.0 * proportion(wins, games));
    snprintf(ci, len, "[%.2f%%, %.2f%%]", 100.0 * w.lo, 100.0 * w.hi);
}

void report_rate_bar(uint64_t wins, uint64_t games, uint64_t min_games, double v[3])
{
    if (games == 0 || games < min_games) {
        v[0] = v[1] = v[2] = NAN;
        return;
    }
    Interval w = wilson_interval(wins, games, Z95);
    v[0] = 100.0 * proportion(wins, games);
    v[1] = 100.0 * w.lo;
    v[2] = 100.0 * w.hi;
}
