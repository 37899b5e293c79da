/*
 * paired.c — the paired table of two cells' games (paired.h).
 */
#include "analysis/paired.h"

#include <stddef.h>
#include <stdio.h>

/* The per-game log of schema version 5 (a seat's score, 1 for a win, in
 * game_seats), and of versions 3 and 4 (a column per seat in games). */
static const char seats_sql[] =
    "SELECT count(*), sum(x.score AND y.score), sum(x.score AND NOT y.score), sum(y.score AND NOT x.score)"
    " FROM games gx JOIN games gy ON gy.game = gx.game AND gy.seed = gx.seed"
    " JOIN game_seats x ON x.cell = gx.cell AND x.game = gx.game AND x.seat = ?3"
    " JOIN game_seats y ON y.cell = gy.cell AND y.game = gy.game AND y.seat = ?3"
    " WHERE gx.cell = ?1 AND gy.cell = ?2";
#define COLUMNS_SQL(won)                                                                                      \
    "SELECT count(*), sum(x." won " AND y." won "), sum(x." won " AND NOT y." won "), sum(y." won             \
    " AND NOT x." won ") FROM games x JOIN games y ON y.game = x.game AND y.seed = x.seed"                    \
    " WHERE x.cell = ?1 AND y.cell = ?2"

int paired_counts(sqlite3 *db, int seat, int a, int b, uint64_t games, uint64_t n[4])
{
    sqlite3_stmt *st;
    const char *v4 = seat == GAME_SEEKER ? COLUMNS_SQL("detective_won") : COLUMNS_SQL("murderer_won");
    if (sqlite3_prepare_v2(db, seats_sql, -1, &st, NULL) != SQLITE_OK &&
        sqlite3_prepare_v2(db, v4, -1, &st, NULL) != SQLITE_OK)
        return -1; /* an older database: no such column */
    sqlite3_bind_int(st, 1, a);
    sqlite3_bind_int(st, 2, b);
    if (sqlite3_bind_parameter_count(st) >= 3)
        sqlite3_bind_int(st, 3, seat);
    int rc = -1;
    if (sqlite3_step(st) == SQLITE_ROW && (uint64_t)sqlite3_column_int64(st, 0) == games && games > 0) {
        n[0] = (uint64_t)sqlite3_column_int64(st, 1);
        n[1] = (uint64_t)sqlite3_column_int64(st, 2);
        n[2] = (uint64_t)sqlite3_column_int64(st, 3);
        n[3] = games - n[0] - n[1] - n[2];
        rc = 0;
    }
    sqlite3_finalize(st);
    return rc;
}
