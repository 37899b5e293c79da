/*
 * store_check.h — impossible contents of a results database, found before
 * anything is read from it or added to it (docs/schema.md, "Checked
 * contents"): counts that are negative or not integers, wins above games, and
 * totals that disagree with the ledger of chunks (a chunk counted twice).
 */
#ifndef NOIRLAB_STORE_CHECK_H
#define NOIRLAB_STORE_CHECK_H

#include <stddef.h>

#include <sqlite3.h>

/* Check the contents of db, a database of schema `version` (2 to
 * STORE_SCHEMA_VERSION).  0 when nothing impossible was found; -1 with
 * "TABLE, ROW: problem" (no file name) in problem for the first thing that
 * was, or with SQLite's message when the database cannot be read. */
int store_check_contents(sqlite3 *db, int version, char *problem, size_t len);

#endif
