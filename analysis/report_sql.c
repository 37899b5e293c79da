/*
 * report_sql.c — the report sections' database helpers (report_sql.h).
 */
#include "analysis/report_sql.h"

#include <stdio.h>

#include "analysis/db_reader.h"

int report_sql_fail(char *err, size_t errlen, const char *path, sqlite3 *db)
{
    snprintf(err, errlen, "%s: %s", path, db ? sqlite3_errmsg(db) : "cannot open");
    return -1;
}

int report_sql_open(const char *path, sqlite3 **db, char *err, size_t errlen)
{
    *db = NULL;
    if (db_open_reader(path, db) == SQLITE_OK)
        return 0;
    report_sql_fail(err, errlen, path, *db);
    sqlite3_close(*db);
    *db = NULL;
    return -1;
}

int report_sql_section(const char *path, const ReportSqlSection *s, uint64_t min_games, Doc *doc, char *err,
                       size_t errlen)
{
    sqlite3 *db;
    if (report_sql_open(path, &db, err, errlen))
        return -1;
    int rc = s->present(db) && s->write(db, min_games, doc) ? report_sql_fail(err, errlen, path, db) : 0;
    sqlite3_close(db);
    return rc;
}

const char *report_sql_text(sqlite3_stmt *st, int i)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    return t ? (const char *)t : "";
}
