/*
 * report_endings.h — the "How games end" table of a game of more seats in
 * the report (docs/report.md, "Games of more seats"): per setup, the share
 * of games that ended each way and the mean of the game's other tabulated
 * metrics, from cell_shape (docs/schema.md).
 */
#ifndef NOIRLAB_REPORT_ENDINGS_H
#define NOIRLAB_REPORT_ENDINGS_H

#include <sqlite3.h>
#include <stdint.h>

#include "analysis/report_doc.h"
#include "sim/game_class.h"

/* The table for game g's cells in db; nothing when g tabulates no metric.
 * 0, or -1 on an SQLite error (sqlite3_errmsg(db) says which). */
int report_endings_table(sqlite3 *db, const GameClass *g, uint64_t min_games, Doc *doc);

#endif
