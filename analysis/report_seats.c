/*
 * report_seats.c — a game of more seats in the report (report_seats.h).
 */
#include "report_seats.h"

#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "../sim/game_class.h"
#include "report_endings.h"
#include "stats.h"

enum { TEXT = 64, COLUMNS = 7 + GAME_SEATS_MAX };

/* One seat of one cell. */
typedef struct SeatRow {
    int cell, seat, seats;
    char setup[GAME_PARAMS_TEXT], name[TEXT], policy[256];
    uint64_t games, rank[GAME_SEATS_MAX];
    double share, score, score_sq;
} SeatRow;

static const char seat_sql[] =
    "SELECT c.id, c.setup, t.games, s.seat, s.name, s.policy, r.score, r.score_sq,"
    " (SELECT count(*) FROM cell_seats n WHERE n.cell = c.id)"
    " FROM cells c JOIN cell_totals t ON t.cell = c.id JOIN cell_seats s ON s.cell = c.id"
    " JOIN cell_seat_results r ON r.cell = c.id AND r.seat = s.seat WHERE c.game = ?1 ORDER BY c.id, s.seat";

static const char rank_sql[] = "SELECT rank, shared, games FROM cell_seat_ranks WHERE cell = ?1 AND seat = ?2";

static void copy_text(sqlite3_stmt *st, int col, char *out, size_t outlen)
{
    const unsigned char *t = sqlite3_column_text(st, col);
    snprintf(out, outlen, "%s", t ? (const char *)t : "");
}

/* The seat's ranks: games at each, and its share of first places. */
static int read_ranks(sqlite3_stmt *st, SeatRow *r)
{
    sqlite3_reset(st);
    sqlite3_bind_int(st, 1, r->cell);
    sqlite3_bind_int(st, 2, r->seat);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int rank = sqlite3_column_int(st, 0), shared = sqlite3_column_int(st, 1);
        uint64_t games = (uint64_t)sqlite3_column_int64(st, 2);
        if (rank >= 1 && rank <= GAME_SEATS_MAX)
            r->rank[rank - 1] += games;
        if (rank == 1 && shared >= 1)
            r->share += (double)games / shared;
    }
    return rc == SQLITE_DONE ? 0 : -1;
}

static void percent(double part, uint64_t whole, char *out)
{
    snprintf(out, TEXT, "%.1f%%", 100.0 * part / (double)whole);
}

/* A table row: seat, policy, games, win share and interval, mean score and
 * interval (normal, 95%), then the share of games at each rank. */
static void seat_row(DocTable *t, const SeatRow *r, uint64_t min_games)
{
    char text[COLUMNS][TEXT], seat[TEXT + 16];
    const char *cells[COLUMNS];
    snprintf(seat, sizeof seat, "%d %s", r->seat, r->name);
    snprintf(text[2], TEXT, "%llu", (unsigned long long)r->games);
    for (int i = 3; i < COLUMNS; i++)
        snprintf(text[i], TEXT, "%s", i == 3 && r->games < min_games ? "too few games" : "-");
    if (r->games >= min_games && r->games > 0) {
        double n = (double)r->games, mean = r->score / n;
        double sd = sqrt(fmax(0.0, r->score_sq / n - mean * mean) * n / fmax(1.0, n - 1.0));
        Interval share = wilson_interval_share(r->share, r->games, Z95);
        percent(r->share, r->games, text[3]);
        snprintf(text[4], TEXT, "[%.1f%%, %.1f%%]", 100.0 * share.lo, 100.0 * share.hi);
        snprintf(text[5], TEXT, "%.3f", mean);
        snprintf(text[6], TEXT, "[%.3f, %.3f]", mean - Z95 * sd / sqrt(n), mean + Z95 * sd / sqrt(n));
        for (int k = 0; k < r->seats && k < GAME_SEATS_MAX; k++)
            percent((double)r->rank[k], r->games, text[7 + k]);
    }
    for (int i = 0; i < COLUMNS; i++)
        cells[i] = i == 0 ? seat : i == 1 ? r->policy : text[i];
    table_row(t, cells);
}

static DocTable *cell_table(Doc *doc, const SeatRow *r)
{
    static const char *const head[COLUMNS] = {"Seat", "Policy", "Games", "Win share", "95% interval",
                                              "Mean score", "95% interval", "Rank 1", "Rank 2", "Rank 3",
                                              "Rank 4"};
    doc_heading(doc, 3, "Cell %d: %s", r->cell, r->setup);
    return doc_table(doc, 7 + r->seats, ~0u << 2, head);
}

/* Seat 0's and the last seat's first places per setup, pooled over its cells
 * (the rotations of a campaign with rotate = seats share a setup, so each
 * policy sat in each seat equally often).  A seat without a first place has
 * no rank-1 row, hence the outer join. */
static const char advantage_sql[] =
    "SELECT c.setup, k.seats, s.seat, sum(t.games), total(w.share)"
    " FROM cells c JOIN cell_totals t ON t.cell = c.id"
    " JOIN (SELECT cell, count(*) AS seats FROM cell_seats GROUP BY cell) k ON k.cell = c.id"
    " JOIN cell_seats s ON s.cell = c.id"
    " LEFT JOIN (SELECT cell, seat, total(CAST(games AS REAL) / shared) AS share FROM cell_seat_ranks"
    "  WHERE rank = 1 AND shared >= 1 GROUP BY cell, seat) w ON w.cell = c.id AND w.seat = s.seat"
    " WHERE c.game = ?1 AND (s.seat = 0 OR s.seat = k.seats - 1)"
    " GROUP BY c.setup, k.seats, s.seat ORDER BY k.seats, c.setup, s.seat";

enum { ADVANTAGE_COLUMNS = 8 };

/* A share and its Wilson 95% interval into two cells of text. */
static void share_cells(double share, uint64_t games, char *value, char *interval)
{
    Interval w = wilson_interval_share(share, games, Z95);
    percent(share, games, value);
    snprintf(interval, TEXT, "[%.1f%%, %.1f%%]", 100.0 * w.lo, 100.0 * w.hi);
}

/* One setup's row: seat 0's share, its excess over 1/N (the interval is the
 * Wilson one shifted: 1/N is no estimate), and the last seat's share. */
static void advantage_row(DocTable *t, const char *setup, int seats, uint64_t games, double first, double last,
                          uint64_t min_games)
{
    char text[ADVANTAGE_COLUMNS][TEXT];
    const char *cells[ADVANTAGE_COLUMNS];
    snprintf(text[1], TEXT, "%d", seats);
    snprintf(text[2], TEXT, "%llu", (unsigned long long)games);
    for (int i = 3; i < ADVANTAGE_COLUMNS; i++)
        snprintf(text[i], TEXT, "%s", i == 3 && games < min_games ? "too few games" : "-");
    if (games >= min_games && games > 0) {
        Interval w = wilson_interval_share(first, games, Z95);
        double fair = 1.0 / seats;
        share_cells(first, games, text[3], text[4]);
        snprintf(text[5], TEXT, "%+.1f [%+.1f, %+.1f]", 100.0 * (first / (double)games - fair),
                 100.0 * (w.lo - fair), 100.0 * (w.hi - fair));
        share_cells(last, games, text[6], text[7]);
    }
    for (int i = 0; i < ADVANTAGE_COLUMNS; i++)
        cells[i] = i == 0 ? setup : text[i];
    table_row(t, cells);
}

/* The seat-advantage table: one row per setup, in order of seats. */
static int advantage_table(sqlite3 *db, const char *name, uint64_t min_games, Doc *doc)
{
    static const char *const head[ADVANTAGE_COLUMNS] = {"Setup",          "Seats",        "Games",
                                                        "Seat 0 share",   "95% interval", "Seat 0 - 1/N (points)",
                                                        "Last seat share", "95% interval"};
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, advantage_sql, -1, &st, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    doc_heading(doc, 3, "Seat advantage");
    doc_para(doc, "Per setup (its cells pooled: with rotate = seats every policy sat in every seat equally often), "
                  "the share of first places of seat 0 (the first seat) and of the last seat, with Wilson "
                  "95%% intervals, and seat 0's share less 1/N, the share of a seat that neither gains nor loses "
                  "(in points; the interval is the Wilson interval less 1/N).");
    DocTable *t = doc_table(doc, ADVANTAGE_COLUMNS, ~0u << 1, head);
    char setup[GAME_PARAMS_TEXT];
    double first = 0.0;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int seats = sqlite3_column_int(st, 1), seat = sqlite3_column_int(st, 2);
        double share = sqlite3_column_double(st, 4);
        if (seat == 0) {
            copy_text(st, 0, setup, sizeof setup);
            first = share;
        }
        if (seat == seats - 1)
            advantage_row(t, setup, seats, (uint64_t)sqlite3_column_int64(st, 3), first, share, min_games);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

int report_seats_section(const char *path, const char *name, const char *title, uint64_t min_games, Doc *doc,
                         char *err, size_t errlen)
{
    sqlite3 *db = NULL;
    sqlite3_stmt *seats = NULL, *ranks = NULL;
    int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
             sqlite3_prepare_v2(db, seat_sql, -1, &seats, NULL) != SQLITE_OK ||
             sqlite3_prepare_v2(db, rank_sql, -1, &ranks, NULL) != SQLITE_OK;
    doc_heading(doc, 2, "%s", title);
    doc_para(doc, "Game %s seats more than two: for each cell and seat, its share of first places (a first place "
                  "shared by k seats counts 1/k) with its Wilson 95%% interval, its mean score with a 95%% interval "
                  "(mean +/- 1.96 standard errors), and the share of its games at each rank (tied seats share a "
                  "rank). A seat with fewer than %llu games shows \"too few games\".",
             name, (unsigned long long)min_games);
    if (!rc)
        sqlite3_bind_text(seats, 1, name, -1, SQLITE_STATIC);
    DocTable *t = NULL;
    int cell = -1, step = SQLITE_DONE;
    while (!rc && (step = sqlite3_step(seats)) == SQLITE_ROW) {
        SeatRow r = {.cell = sqlite3_column_int(seats, 0), .games = (uint64_t)sqlite3_column_int64(seats, 2),
                     .seat = sqlite3_column_int(seats, 3), .score = (double)sqlite3_column_int64(seats, 6),
                     .score_sq = (double)sqlite3_column_int64(seats, 7), .seats = sqlite3_column_int(seats, 8)};
        copy_text(seats, 1, r.setup, sizeof r.setup);
        copy_text(seats, 4, r.name, sizeof r.name);
        copy_text(seats, 5, r.policy, sizeof r.policy);
        rc = read_ranks(ranks, &r);
        if (r.cell != cell)
            t = cell_table(doc, &r);
        cell = r.cell;
        seat_row(t, &r, min_games);
    }
    if (!rc && step == SQLITE_DONE)
        rc = advantage_table(db, name, min_games, doc);
    const GameClass *g = game_class_find(name);
    if (!rc && step == SQLITE_DONE && g)
        rc = report_endings_table(db, g, min_games, doc);
    if (rc || step != SQLITE_DONE)
        snprintf(err, errlen, "%s: %s", path, db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_finalize(seats);
    sqlite3_finalize(ranks);
    sqlite3_close(db);
    return rc || step != SQLITE_DONE ? -1 : 0;
}
