/*
 * store_ladder.c — the ladder, sweep, sequential-test and equilibrium
 * tables (store_ladder.h, docs/ladder.md, docs/equilibrium.md).
 */
#include "analysis/store_ladder.h"

#include <stdio.h>
#include <time.h>

static const char ladder_sql[] =
    "CREATE TABLE IF NOT EXISTS ladder_ratings (\n"
    "  side TEXT NOT NULL,\n"
    "  policy TEXT NOT NULL,\n"
    "  rank INTEGER NOT NULL,\n"
    "  rating REAL NOT NULL,\n"
    "  rating_lo REAL NOT NULL,\n"
    "  rating_hi REAL NOT NULL,\n"
    "  std_error REAL NOT NULL,\n"
    "  games INTEGER NOT NULL,\n"
    "  wins INTEGER NOT NULL,\n"
    "  PRIMARY KEY (side, policy)) WITHOUT ROWID;\n"
    "CREATE TABLE IF NOT EXISTS ladder_fit (\n"
    "  model TEXT NOT NULL,\n"
    "  prior_games REAL NOT NULL,\n"
    "  iterations INTEGER NOT NULL,\n"
    "  log_likelihood REAL NOT NULL,\n"
    "  detectives INTEGER NOT NULL,\n"
    "  murderers INTEGER NOT NULL,\n"
    "  games INTEGER NOT NULL,\n"
    "  fitted TEXT NOT NULL);\n"
    "CREATE VIEW IF NOT EXISTS ladder_matchups AS\n"
    "  SELECT detective, murderer, SUM(games) AS games, SUM(detective_wins) AS detective_wins\n"
    "    FROM game_outcomes GROUP BY detective, murderer;\n"
    "DELETE FROM ladder_ratings;\n"
    "DELETE FROM ladder_fit;\n";

static const char tune_sql[] =
    "CREATE TABLE IF NOT EXISTS tune_configs (\n"
    "  policy TEXT PRIMARY KEY,\n"
    "  side TEXT NOT NULL,\n"
    "  opponent TEXT NOT NULL,\n"
    "  search TEXT NOT NULL,\n"
    "  games INTEGER NOT NULL,\n"
    "  wins INTEGER NOT NULL,\n"
    "  rounds INTEGER NOT NULL,\n"
    "  rank INTEGER NOT NULL);\n"
    "DELETE FROM tune_configs;\n";

static const char sprt_sql[] =
    "CREATE TABLE IF NOT EXISTS sprt_tests (\n"
    "  a TEXT NOT NULL, b TEXT NOT NULL, side TEXT NOT NULL, opponent TEXT NOT NULL,\n"
    "  elo0 REAL NOT NULL, elo1 REAL NOT NULL, alpha REAL NOT NULL, beta REAL NOT NULL,\n"
    "  lower_bound REAL NOT NULL, upper_bound REAL NOT NULL,\n"
    "  pairs INTEGER NOT NULL, a_only INTEGER NOT NULL, b_only INTEGER NOT NULL,\n"
    "  both_won INTEGER NOT NULL, neither_won INTEGER NOT NULL,\n"
    "  llr REAL NOT NULL, result TEXT NOT NULL,\n"
    "  elo REAL, elo_lo REAL, elo_hi REAL);\n"
    "CREATE TABLE IF NOT EXISTS sprt_steps (\n"
    "  batch INTEGER PRIMARY KEY,\n"
    "  pairs INTEGER NOT NULL,\n"
    "  llr REAL NOT NULL);\n"
    "DELETE FROM sprt_tests;\n"
    "DELETE FROM sprt_steps;\n";

static const char equilibrium_sql[] =
    "CREATE TABLE IF NOT EXISTS equilibrium (\n"
    "  row_seat TEXT NOT NULL, column_seat TEXT NOT NULL,\n"
    "  value REAL NOT NULL, value_lo REAL, value_hi REAL, level REAL NOT NULL,\n"
    "  replicates INTEGER NOT NULL, bootstrap_seed INTEGER NOT NULL, deals INTEGER NOT NULL,\n"
    "  row_policies INTEGER NOT NULL, column_policies INTEGER NOT NULL,\n"
    "  solver TEXT NOT NULL, solved TEXT NOT NULL);\n"
    "CREATE TABLE IF NOT EXISTS equilibrium_policies (\n"
    "  side TEXT NOT NULL,\n"
    "  policy TEXT NOT NULL,\n"
    "  weight REAL NOT NULL,\n"
    "  payoff REAL NOT NULL,\n"
    "  regret REAL NOT NULL,\n"
    "  regret_lo REAL, regret_hi REAL,\n"
    "  paired_lo REAL, paired_hi REAL,\n"
    "  best_response INTEGER NOT NULL,\n"
    "  PRIMARY KEY (side, policy)) WITHOUT ROWID;\n"
    "DELETE FROM equilibrium;\n"
    "DELETE FROM equilibrium_policies;\n";

/* ---------------------------------------------------------------------------
 * Helpers: one transaction around a save; statements that fail say so
 * ------------------------------------------------------------------------- */

static int db_error(sqlite3 *db, const char *path, char *err, size_t errlen)
{
    snprintf(err, errlen, "%s: %s", path, sqlite3_errmsg(db));
    return -1;
}

/* BEGIN, then the table's schema and the removal of its old rows. */
static int begin_save(sqlite3 *db, const char *path, const char *schema, char *err, size_t errlen)
{
    if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
        return db_error(db, path, err, errlen);
    if (sqlite3_exec(db, schema, NULL, NULL, NULL) != SQLITE_OK) {
        db_error(db, path, err, errlen);
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    return 0;
}

/* COMMIT when rc is 0 (else ROLLBACK); finalizes st. */
static int end_save(sqlite3 *db, sqlite3_stmt *st, int rc, const char *path, char *err, size_t errlen)
{
    if (rc)
        db_error(db, path, err, errlen);
    sqlite3_finalize(st);
    if (rc == 0 && sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
        rc = db_error(db, path, err, errlen);
    if (rc)
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    return rc ? -1 : 0;
}

static int step_reset(sqlite3_stmt *st)
{
    int rc = sqlite3_step(st);
    sqlite3_reset(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

/* The time now, UTC, ISO 8601. */
static void utc_now(char *out, size_t outlen)
{
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, outlen, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static void bind_text(sqlite3_stmt *st, int i, const char *text)
{
    sqlite3_bind_text(st, i, text, -1, SQLITE_TRANSIENT);
}

/* A real that may be infinite (an Elo of a pair score of 0 or 1) or NAN (not
 * computed): NULL then. */
static void bind_real(sqlite3_stmt *st, int i, double v)
{
    if (v - v == 0)
        sqlite3_bind_double(st, i, v);
    else
        sqlite3_bind_null(st, i);
}

/* ---------------------------------------------------------------------------
 * The saves
 * ------------------------------------------------------------------------- */

int store_ladder_save(Store *s, const char *path, const LadderFitRow *fit, const LadderRatingRow *rows, int n,
                      char *err, size_t errlen)
{
    sqlite3 *db = store_db(s);
    sqlite3_stmt *st = NULL;
    if (begin_save(db, path, ladder_sql, err, errlen))
        return -1;
    char now[32];
    utc_now(now, sizeof now);
    int rc = sqlite3_prepare_v2(db, "INSERT INTO ladder_fit VALUES (?, ?, ?, ?, ?, ?, ?, ?)", -1, &st, NULL) !=
             SQLITE_OK;
    if (rc == 0) {
        bind_text(st, 1, fit->model);
        sqlite3_bind_double(st, 2, fit->prior);
        sqlite3_bind_int(st, 3, fit->iterations);
        sqlite3_bind_double(st, 4, fit->log_likelihood);
        sqlite3_bind_int(st, 5, fit->detectives);
        sqlite3_bind_int(st, 6, fit->murderers);
        sqlite3_bind_int64(st, 7, (sqlite3_int64)fit->games);
        bind_text(st, 8, now);
        rc = step_reset(st);
        sqlite3_finalize(st);
        st = NULL;
    }
    if (rc == 0)
        rc = sqlite3_prepare_v2(db, "INSERT INTO ladder_ratings VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", -1, &st,
                                NULL) != SQLITE_OK;
    for (int i = 0; i < n && rc == 0; i++) {
        const LadderRatingRow *r = &rows[i];
        bind_text(st, 1, r->side);
        bind_text(st, 2, r->policy);
        sqlite3_bind_int(st, 3, r->rank);
        sqlite3_bind_double(st, 4, r->rating);
        sqlite3_bind_double(st, 5, r->lo);
        sqlite3_bind_double(st, 6, r->hi);
        sqlite3_bind_double(st, 7, r->se);
        sqlite3_bind_int64(st, 8, (sqlite3_int64)r->games);
        sqlite3_bind_int64(st, 9, (sqlite3_int64)r->wins);
        rc = step_reset(st);
    }
    return end_save(db, st, rc, path, err, errlen);
}

int store_tune_save(Store *s, const char *path, const char *side, const char *opponent, const char *search,
                    const TuneConfigRow *rows, int n, char *err, size_t errlen)
{
    sqlite3 *db = store_db(s);
    sqlite3_stmt *st = NULL;
    if (begin_save(db, path, tune_sql, err, errlen))
        return -1;
    int rc = sqlite3_prepare_v2(db, "INSERT INTO tune_configs VALUES (?, ?, ?, ?, ?, ?, ?, ?)", -1, &st, NULL) !=
             SQLITE_OK;
    for (int i = 0; i < n && rc == 0; i++) {
        bind_text(st, 1, rows[i].policy);
        bind_text(st, 2, side);
        bind_text(st, 3, opponent);
        bind_text(st, 4, search);
        sqlite3_bind_int64(st, 5, (sqlite3_int64)rows[i].games);
        sqlite3_bind_int64(st, 6, (sqlite3_int64)rows[i].wins);
        sqlite3_bind_int(st, 7, rows[i].rounds);
        sqlite3_bind_int(st, 8, rows[i].rank);
        rc = step_reset(st);
    }
    return end_save(db, st, rc, path, err, errlen);
}

int store_sprt_save(Store *s, const char *path, const SprtRow *r, char *err, size_t errlen)
{
    sqlite3 *db = store_db(s);
    sqlite3_stmt *st = NULL;
    if (begin_save(db, path, sprt_sql, err, errlen))
        return -1;
    int rc = sqlite3_prepare_v2(db,
                                "INSERT INTO sprt_tests VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                                " ?, ?, ?)",
                                -1, &st, NULL) != SQLITE_OK;
    if (rc == 0) {
        const char *text[4] = {r->a, r->b, r->side, r->opponent};
        const double real[6] = {r->elo0, r->elo1, r->alpha, r->beta, r->lower, r->upper};
        const uint64_t count[5] = {r->a_only + r->b_only + r->both + r->neither, r->a_only, r->b_only, r->both,
                                   r->neither};
        for (int i = 0; i < 4; i++)
            bind_text(st, 1 + i, text[i]);
        for (int i = 0; i < 6; i++)
            sqlite3_bind_double(st, 5 + i, real[i]);
        for (int i = 0; i < 5; i++)
            sqlite3_bind_int64(st, 11 + i, (sqlite3_int64)count[i]);
        sqlite3_bind_double(st, 16, r->llr);
        bind_text(st, 17, r->result);
        bind_real(st, 18, r->elo);
        bind_real(st, 19, r->elo_lo);
        bind_real(st, 20, r->elo_hi);
        rc = step_reset(st);
        sqlite3_finalize(st);
        st = NULL;
    }
    if (rc == 0)
        rc = sqlite3_prepare_v2(db, "INSERT INTO sprt_steps VALUES (?, ?, ?)", -1, &st, NULL) != SQLITE_OK;
    for (int i = 0; i < r->n_steps && rc == 0; i++) {
        sqlite3_bind_int(st, 1, i + 1);
        sqlite3_bind_int64(st, 2, (sqlite3_int64)r->step_pairs[i]);
        sqlite3_bind_double(st, 3, r->step_llr[i]);
        rc = step_reset(st);
    }
    return end_save(db, st, rc, path, err, errlen);
}

int store_equilibrium_save(Store *s, const char *path, const EquilibriumRow *game, const EquilibriumPolicyRow *rows,
                           int n, char *err, size_t errlen)
{
    sqlite3 *db = store_db(s);
    sqlite3_stmt *st = NULL;
    if (begin_save(db, path, equilibrium_sql, err, errlen))
        return -1;
    char now[32];
    utc_now(now, sizeof now);
    int rc = sqlite3_prepare_v2(db, "INSERT INTO equilibrium VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1,
                                &st, NULL) != SQLITE_OK;
    if (rc == 0) {
        bind_text(st, 1, game->row_seat);
        bind_text(st, 2, game->column_seat);
        sqlite3_bind_double(st, 3, game->value);
        bind_real(st, 4, game->lo);
        bind_real(st, 5, game->hi);
        sqlite3_bind_double(st, 6, game->level);
        sqlite3_bind_int(st, 7, game->replicates);
        sqlite3_bind_int64(st, 8, (sqlite3_int64)game->bootstrap_seed);
        sqlite3_bind_int64(st, 9, (sqlite3_int64)game->deals);
        sqlite3_bind_int(st, 10, game->rows);
        sqlite3_bind_int(st, 11, game->columns);
        bind_text(st, 12, game->solver);
        bind_text(st, 13, now);
        rc = step_reset(st);
        sqlite3_finalize(st);
        st = NULL;
    }
    if (rc == 0)
        rc = sqlite3_prepare_v2(db, "INSERT INTO equilibrium_policies VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1,
                                &st, NULL) != SQLITE_OK;
    for (int i = 0; i < n && rc == 0; i++) {
        const EquilibriumPolicyRow *r = &rows[i];
        const double real[7] = {r->weight, r->payoff, r->regret, r->regret_lo, r->regret_hi, r->paired_lo,
                                r->paired_hi};
        bind_text(st, 1, r->side);
        bind_text(st, 2, r->policy);
        for (int k = 0; k < 7; k++)
            bind_real(st, 3 + k, real[k]);
        sqlite3_bind_int(st, 10, r->best);
        rc = step_reset(st);
    }
    return end_save(db, st, rc, path, err, errlen);
}
