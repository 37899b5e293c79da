/*
 * report_text.h — a win rate as the report's tables print it (internal to
 * analysis/report*.c).
 */
#ifndef NOIRLAB_REPORT_TEXT_H
#define NOIRLAB_REPORT_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* "43.60%" and "[39.32%, 47.98%]" (the Wilson 95% interval) into rate and ci,
 * each of len bytes; "no games" or "too few games" (fewer than min_games)
 * and "-" when there is no rate to print. */
void report_rate_text(uint64_t wins, uint64_t games, uint64_t min_games, char *rate, char *ci, size_t len);

/* A bar of a rate chart in percent: v[0] the rate, v[1] and v[2] its Wilson
 * 95% interval; all NAN below min_games games (or none), which the chart
 * leaves empty. */
void report_rate_bar(uint64_t wins, uint64_t games, uint64_t min_games, double v[3]);

#endif
