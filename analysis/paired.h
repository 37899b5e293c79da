/*
 * paired.h — the paired table of two cells' games (internal to analysis/).
 *
 * Two cells that share their cell seed were dealt the same game g (a rules
 * cell and its rules-off twin, docs/campaign.md).  When the database logs both
 * cells' games (rows = all), their win rates can be compared game by game:
 * Newcombe's paired interval needs only the four counts of the 2×2 table.
 */
#ifndef NOIRLAB_PAIRED_H
#define NOIRLAB_PAIRED_H

#include <sqlite3.h>
#include <stdint.h>

/* The games of cells a and b joined on their game number, as counts of
 * n[0] both Detectives won, n[1] only a's, n[2] only b's, n[3] neither.
 * 0 when the database has all `games` games of both cells; -1 otherwise
 * (games not logged, or a different number: compare the totals unpaired). */
int paired_counts(sqlite3 *db, int a, int b, uint64_t games, uint64_t n[4]);

#endif
