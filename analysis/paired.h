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

#include "sim/game_class.h"

/* The games of cells a and b played with the same game number and seed, as
 * counts of games won by `seat` (GAME_SEEKER, GAME_HIDER; a score of 1 in
 * game_seats, or version 4's detective_won, murderer_won: docs/schema.md):
 * n[0] in both, n[1] in a only, n[2] in b only, n[3] in neither.  0 when the
 * database has all `games` games of both cells in pairs; -1 otherwise (games
 * not logged or sampled, other deals, an older database without a per-game
 * log of every game: compare the totals unpaired). */
int paired_counts(sqlite3 *db, int seat, int a, int b, uint64_t games, uint64_t n[4]);

#endif
