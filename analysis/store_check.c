/*
 * store_check.c — impossible contents of a results database (store_check.h).
 *
 * Every check is one query returning the first offending row, described as
 * text, or nothing.  They read the aggregate tables and the ledger only (a
 * few rows a cell), never the per-game log, so a check costs nothing next to
 * the command it guards.
 */
#include "analysis/store_check.h"

#include <stdio.h>

#include "analysis/store.h"

/* A table's count columns: each must be an integer of 0 or more.  `row`
 * describes a row as text in SQL. */
typedef struct CountColumns {
    int min_version, max_version;
    const char *table, *row, *columns[6];
} CountColumns;

static const CountColumns counts[] = {
    {2, STORE_SCHEMA_VERSION, "chunks", "'cell ' || cell || ', chunk ' || chunk", {"games"}},
    {2, 2, "cell_results", "'cell ' || cell", {"games", "detective_wins", "accused_right", "decisions"}},
    {3, 4, "cell_results", "'cell ' || cell",
     {"games", "detective_wins", "accused_right", "decisions", "murderer_wins", "unfinished"}},
    {5, STORE_SCHEMA_VERSION, "cell_totals", "'cell ' || cell", {"games", "decisions", "unfinished", "accused_right"}},
    {5, 5, "cell_seat_results", "'cell ' || cell || ', seat ' || seat", {"score", "wins"}},
    {6, STORE_SCHEMA_VERSION, "cell_seat_results", "'cell ' || cell || ', seat ' || seat", {"wins", "score_sq"}},
    {6, STORE_SCHEMA_VERSION, "cell_seat_ranks", "'cell ' || cell || ', seat ' || seat || ', rank ' || rank",
     {"rank", "shared", "games"}},
    {2, STORE_SCHEMA_VERSION, "cell_motive", "'cell ' || cell || ', motive ' || motive", {"games", "detective_wins"}},
    {2, STORE_SCHEMA_VERSION, "cell_confusion",
     "'cell ' || cell || ', ' || true_motive || ' accused as ' || accused_motive", {"games"}},
    {2, STORE_SCHEMA_VERSION, "cell_shape", "'cell ' || cell || ', ' || metric || ' = ' || quote(value)",
     {"value", "games"}},
};

/* Relations between counts: the query gives "TABLE, ROW: problem". */
typedef struct Relation {
    int min_version, max_version;
    const char *sql;
} Relation;

static const Relation relations[] = {
    {2, STORE_SCHEMA_VERSION,
     "SELECT 'cell_motive, cell ' || cell || ', motive ' || motive || ': ' || detective_wins ||"
     " ' Detective wins of ' || games || ' games' FROM cell_motive WHERE detective_wins > games"},
    {2, 4,
     "SELECT 'cell_results, cell ' || cell || ': ' || detective_wins || ' Detective wins of ' || games || ' games'"
     " FROM cell_results WHERE detective_wins > games"},
    {2, 4,
     "SELECT 'cell_results, cell ' || cell || ': ' || accused_right || ' right accusations in ' || games ||"
     " ' games' FROM cell_results WHERE accused_right > games"},
    {3, 4,
     "SELECT 'cell_results, cell ' || cell || ': ' || (detective_wins + murderer_wins) || ' wins and ' ||"
     " unfinished || ' unfinished of ' || games || ' games' FROM cell_results"
     " WHERE detective_wins + murderer_wins + unfinished > games"},
    {5, STORE_SCHEMA_VERSION,
     "SELECT 'cell_seat_results, cell ' || s.cell || ', seat ' || s.seat || ': ' || s.wins || ' wins of ' ||"
     " t.games || ' games' FROM cell_seat_results s JOIN cell_totals t ON t.cell = s.cell WHERE s.wins > t.games"},
    {5, STORE_SCHEMA_VERSION,
     "SELECT 'cell_totals, cell ' || t.cell || ': ' || (sum(s.wins) + t.unfinished) || ' games won or unfinished"
     " of ' || t.games FROM cell_totals t JOIN cell_seat_results s ON s.cell = t.cell GROUP BY t.cell"
     " HAVING sum(s.wins) + t.unfinished > t.games"},
    {5, STORE_SCHEMA_VERSION,
     "SELECT 'cell_totals, cell ' || cell || ': ' || accused_right || ' right accusations in ' || games ||"
     " ' games' FROM cell_totals WHERE accused_right > games"},
    /* The ledger: a cell's totals are the games of its chunks, no more (a
     * chunk counted twice) and no fewer. */
    {2, 4,
     "SELECT 'cell_results, cell ' || r.cell || ': ' || r.games || ' games, but its chunks in the ledger hold ' ||"
     " coalesce((SELECT sum(games) FROM chunks k WHERE k.cell = r.cell), 0) FROM cell_results r"
     " WHERE r.games <> coalesce((SELECT sum(games) FROM chunks k WHERE k.cell = r.cell), 0)"},
    {5, STORE_SCHEMA_VERSION,
     "SELECT 'cell_totals, cell ' || r.cell || ': ' || r.games || ' games, but its chunks in the ledger hold ' ||"
     " coalesce((SELECT sum(games) FROM chunks k WHERE k.cell = r.cell), 0) FROM cell_totals r"
     " WHERE r.games <> coalesce((SELECT sum(games) FROM chunks k WHERE k.cell = r.cell), 0)"},
    /* Every game ranks every seat of its cell once (after the ledger: a
     * chunk counted twice is named as such). */
    {6, STORE_SCHEMA_VERSION,
     "SELECT 'cell_seat_ranks, cell ' || s.cell || ', seat ' || s.seat || ': ' || coalesce(sum(r.games), 0) ||"
     " ' games ranked of ' || t.games FROM cell_seats s JOIN cell_totals t ON t.cell = s.cell"
     " LEFT JOIN cell_seat_ranks r ON r.cell = s.cell AND r.seat = s.seat GROUP BY s.cell, s.seat"
     " HAVING coalesce(sum(r.games), 0) <> t.games"},
};

/* Run one check: 0 when it finds nothing, -1 with the row (or SQLite's
 * message) in problem. */
static int first_row(sqlite3 *db, const char *sql, char *problem, size_t len)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        snprintf(problem, len, "cannot check its contents: %s", sqlite3_errmsg(db));
        return -1;
    }
    int rc = sqlite3_step(st), found = rc == SQLITE_ROW;
    if (found)
        snprintf(problem, len, "%s", (const char *)sqlite3_column_text(st, 0));
    else if (rc != SQLITE_DONE)
        snprintf(problem, len, "cannot check its contents: %s", sqlite3_errmsg(db));
    sqlite3_finalize(st);
    return found || rc != SQLITE_DONE ? -1 : 0;
}

int store_check_contents(sqlite3 *db, int version, char *problem, size_t len)
{
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        const CountColumns *c = &counts[i];
        if (version < c->min_version || version > c->max_version)
            continue;
        for (int k = 0; k < 6 && c->columns[k]; k++) {
            char sql[512];
            snprintf(sql, sizeof sql,
                     "SELECT '%s, ' || %s || ': %s = ' || quote(%s) || ' is not a count' FROM %s"
                     " WHERE typeof(%s) <> 'integer' OR %s < 0 LIMIT 1",
                     c->table, c->row, c->columns[k], c->columns[k], c->table, c->columns[k], c->columns[k]);
            if (first_row(db, sql, problem, len))
                return -1;
        }
    }
    for (size_t i = 0; i < sizeof relations / sizeof relations[0]; i++)
        if (version >= relations[i].min_version && version <= relations[i].max_version &&
            first_row(db, relations[i].sql, problem, len))
            return -1;
    return 0;
}
