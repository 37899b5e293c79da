/*
 * report_sql.h — what the report's sections that query the database
 * themselves share (internal to analysis/report*.c): opening it read-only,
 * the one-line error naming it, and a text column that is never NULL.
 */
#ifndef NOIRLAB_REPORT_SQL_H
#define NOIRLAB_REPORT_SQL_H

#include <sqlite3.h>
#include <stddef.h>
#include <stdint.h>

#include "analysis/report_doc.h"

/* Open path read-only into *db: 0, or -1 with "PATH: problem" in err (*db
 * then closed and NULL). */
int report_sql_open(const char *path, sqlite3 **db, char *err, size_t errlen);

/* "PATH: SQLite's message" in err; returns -1. */
int report_sql_fail(char *err, size_t errlen, const char *path, sqlite3 *db);

/* Column i of the row as text, "" for NULL. */
const char *report_sql_text(sqlite3_stmt *st, int i);

/*
 * A section that reads the database itself: open path read-only, and when
 * present(db) says the database has what it reads, write it into doc
 * (groups of fewer than min_games games show no rate); close.  0, or -1 with
 * "PATH: problem" in err (write returns -1 on an SQLite error).
 */
typedef struct ReportSqlSection {
    int (*present)(sqlite3 *db);
    int (*write)(sqlite3 *db, uint64_t min_games, Doc *doc);
} ReportSqlSection;

int report_sql_section(const char *path, const ReportSqlSection *s, uint64_t min_games, Doc *doc, char *err,
                       size_t errlen);

#endif
