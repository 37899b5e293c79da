/*
 * paired.c — the paired table of two cells' games (paired.h).
 */
#include "paired.h"

#include <stddef.h>
#include <stdio.h>

int paired_counts(sqlite3 *db, const char *won, int a, int b, uint64_t games, uint64_t n[4])
{
    char sql[512];
    snprintf(sql, sizeof sql,
             "SELECT count(*), sum(x.%s AND y.%s), sum(x.%s AND NOT y.%s), sum(y.%s AND NOT x.%s)"
             " FROM games x JOIN games y ON y.game = x.game AND y.seed = x.seed WHERE x.cell = ? AND y.cell = ?",
             won, won, won, won, won, won);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        return -1; /* an older database: no such column */
    sqlite3_bind_int(st, 1, a);
    sqlite3_bind_int(st, 2, b);
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
