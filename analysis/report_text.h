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

#endif
