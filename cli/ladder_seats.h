/*
 * ladder_seats.h — `noirlab ladder` for a game of more than two seats
 * (docs/ladder.md, "Games of more seats"): Plackett-Luce ratings of every
 * policy from each logged game's finishing order.
 */
#ifndef NOIRLAB_LADDER_SEATS_H
#define NOIRLAB_LADDER_SEATS_H

#include <stdio.h>

#include "../analysis/store.h"
#include "../runner/campaign.h"

/* Can the campaign be rated so (before any game is played)?  Every game
 * logged (rows = all), and no policy in two seats of one cell (it would be
 * two items of one rating).  0, or -1 with a message in err. */
int ladder_seats_check(const Campaign *c, char *err, size_t errlen);

/* Rate the policies of campaign c from the per-game log of the database at
 * db_path (rows = all), print the ratings to out and save them into the
 * store's ladder tables.  0, or -1 with a message in err. */
int ladder_seats_rate(const Campaign *c, Store *store, const char *db_path, double prior, FILE *out, char *err,
                      size_t errlen);

#endif
