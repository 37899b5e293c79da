/*
 * report_data.c — read a results database into a ReportData (report_data.h).
 *
 * One read transaction covers every query, so a database that a run is still
 * writing is read as one consistent snapshot.  Each table is read by one
 * query and one row handler; a row that breaks the schema's rules (an
 * unknown motive, a cell the cells table does not list, a negative count)
 * stops the read with a message naming the table.
 */
#include "analysis/report_data.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <sqlite3.h>

#include "analysis/db_reader.h"
#include "analysis/store.h"
#include "analysis/store_check.h"
#include "base/errorf.h"
#include "base/xalloc.h"
#include "runner/game_campaign.h"

const char *const shape_metric_name[SHAPE_METRICS] = {"murders", "refusals", "rounds"};

typedef struct Reader {
    ReportData *d;
    sqlite3 *db;
    char *err;
    size_t errlen;
} Reader;

__attribute__((format(printf, 2, 3)))
static int fail(Reader *r, const char *fmt, ...)
{
    char what[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return errorf(r->err, r->errlen, "%s: %s", r->d->path, what);
}

static void copy_text(char *out, size_t outlen, sqlite3_stmt *st, int col)
{
    const unsigned char *t = sqlite3_column_text(st, col);
    snprintf(out, outlen, "%s", t ? (const char *)t : "");
}

/* Run sql and hand each row to row(); 0, or -1 with the message in r->err. */
static int query(Reader *r, const char *sql, int (*row)(Reader *r, sqlite3_stmt *st))
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(r->db, sql, -1, &st, NULL) != SQLITE_OK)
        return fail(r, "%s", sqlite3_errmsg(r->db));
    int rc, failed = 0;
    while (!failed && (rc = sqlite3_step(st)) == SQLITE_ROW)
        failed = row(r, st) != 0;
    if (!failed && rc != SQLITE_DONE)
        failed = fail(r, "%s", sqlite3_errmsg(r->db)) != 0;
    sqlite3_finalize(st);
    return failed ? -1 : 0;
}

/* ---------------------------------------------------------------------------
 * Opening: a readable file, a SQLite database, and one of ours
 * ------------------------------------------------------------------------- */

static int open_database(Reader *r, const char *path)
{
    struct stat sb;
    if (stat(path, &sb) != 0)
        return fail(r, "cannot open: %s", strerror(errno));
    if (S_ISDIR(sb.st_mode))
        return fail(r, "is a directory, not a database");
    if (db_open_reader(path, &r->db) != SQLITE_OK)
        return fail(r, "cannot open: %s", r->db ? sqlite3_errmsg(r->db) : "out of memory");
    sqlite3_busy_timeout(r->db, 10000);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(r->db, "SELECT count(*) FROM sqlite_schema", -1, &st, NULL) != SQLITE_OK)
        return fail(r, "not a SQLite database (%s)", sqlite3_errmsg(r->db));
    int ok = sqlite3_step(st) == SQLITE_ROW;
    sqlite3_finalize(st);
    if (!ok)
        return fail(r, "not a SQLite database (%s)", sqlite3_errmsg(r->db));
    if (sqlite3_prepare_v2(r->db, "SELECT version FROM schema_version", -1, &st, NULL) != SQLITE_OK)
        return fail(r, "a SQLite database, but not a noirlab one (no schema_version table)");
    int version = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    if (version < 2 || version > STORE_SCHEMA_VERSION) /* 2 lacks only what the report does not read */
        return fail(r, "schema version %d, this noirlab reads versions 2 to %d", version, STORE_SCHEMA_VERSION);
    char problem[512];
    if (store_check_contents(r->db, version, problem, sizeof problem))
        return fail(r, "%s", problem);
    return 0;
}

/* ---------------------------------------------------------------------------
 * Row handlers, one per table
 * ------------------------------------------------------------------------- */

static int run_row(Reader *r, sqlite3_stmt *st)
{
    ReportData *d = r->d;
    d->run = xrealloc(d->run, (size_t)(d->n_runs + 1) * sizeof *d->run);
    RdRun *u = &d->run[d->n_runs++];
    memset(u, 0, sizeof *u);
    copy_text(u->campaign, sizeof u->campaign, st, 0);
    copy_text(u->config_hash, sizeof u->config_hash, st, 1);
    copy_text(u->master_seed, sizeof u->master_seed, st, 2);
    u->games_per_cell = sqlite3_column_int64(st, 3);
    copy_text(u->version, sizeof u->version, st, 4);
    copy_text(u->host, sizeof u->host, st, 5);
    copy_text(u->started, sizeof u->started, st, 6);
    copy_text(u->finished, sizeof u->finished, st, 7);
    u->shard = sqlite3_column_int(st, 8);
    u->shard_count = sqlite3_column_int(st, 9);
    u->merged_from = sqlite3_column_int(st, 10);
    u->resumed = sqlite3_column_int(st, 11);
    return 0;
}

static int motive_row(Reader *r, sqlite3_stmt *st)
{
    ReportData *d = r->d;
    if (d->n_motives == RD_MOTIVES_MAX)
        return fail(r, "the motives table lists more than %d motives", RD_MOTIVES_MAX);
    copy_text(d->motive[d->n_motives], sizeof d->motive[0], st, 0);
    d->n_motives++;
    return 0;
}

static int pair_index(ReportData *d, const char *detective, const char *murderer)
{
    for (int i = 0; i < d->n_pairs; i++)
        if (strcmp(d->pair[i].detective, detective) == 0 && strcmp(d->pair[i].murderer, murderer) == 0)
            return i;
    d->pair = xrealloc(d->pair, (size_t)(d->n_pairs + 1) * sizeof *d->pair);
    memset(&d->pair[d->n_pairs], 0, sizeof *d->pair); /* not rated until skill_basis_load */
    snprintf(d->pair[d->n_pairs].detective, RD_TEXT_MAX, "%s", detective);
    snprintf(d->pair[d->n_pairs].murderer, RD_TEXT_MAX, "%s", murderer);
    return d->n_pairs++;
}

/* A count column: a whole number >= 0. */
static int count_column(Reader *r, sqlite3_stmt *st, int col, const char *table, uint64_t *out)
{
    int64_t v = sqlite3_column_int64(st, col);
    if (sqlite3_column_type(st, col) != SQLITE_INTEGER || v < 0)
        return fail(r, "%s has a count that is not a whole number >= 0 ('%s')", table,
                    sqlite3_column_text(st, col) ? (const char *)sqlite3_column_text(st, col) : "NULL");
    *out = (uint64_t)v;
    return 0;
}

static int cell_row(Reader *r, sqlite3_stmt *st)
{
    ReportData *d = r->d;
    d->cell = xrealloc(d->cell, (size_t)(d->n_cells + 1) * sizeof *d->cell);
    RdCell *c = &d->cell[d->n_cells++];
    memset(c, 0, sizeof *c);
    c->id = sqlite3_column_int(st, 0);
    copy_text(c->scenario, sizeof c->scenario, st, 1);
    snprintf(c->scenario_group, sizeof c->scenario_group, "%s", c->scenario);
    copy_text(c->scenario_name, sizeof c->scenario_name, st, 2);
    copy_text(c->motive_set, sizeof c->motive_set, st, 3);
    copy_text(c->switches, sizeof c->switches, st, 4);
    char detective[RD_TEXT_MAX], murderer[RD_TEXT_MAX];
    copy_text(detective, sizeof detective, st, 5);
    copy_text(murderer, sizeof murderer, st, 6);
    c->pair = pair_index(d, detective, murderer);
    c->scenario_rules = -1;
    int64_t mask = report_motive_mask(d, c->motive_set);
    if (mask < 0)
        return fail(r, "cells: cell %d has the motive set '%s', with a motive the motives table does not list",
                    c->id, c->motive_set);
    c->motives = (uint32_t)mask;
    return count_column(r, st, 7, "cell_results", &c->games) || count_column(r, st, 8, "cell_results", &c->wins) ||
                   count_column(r, st, 9, "cell_results", &c->accused_right) ||
                   count_column(r, st, 10, "runs", &c->want)
               ? -1
               : 0;
}

/* bsearch over n sorted elements; none when n is 0, where the array may be
 * NULL, which bsearch may not be given even with no elements. */
static void *find_sorted(const int *id, const void *base, int n, size_t size,
                         int (*cmp)(const void *, const void *))
{
    return n > 0 ? bsearch(id, base, (size_t)n, size, cmp) : NULL;
}

static int cmp_cell_id(const void *key, const void *elem)
{
    int id = *(const int *)key, other = ((const RdCell *)elem)->id;
    return (id > other) - (id < other);
}

/* The cell a row of `table` belongs to (cells are sorted by id). */
static RdCell *row_cell(Reader *r, sqlite3_stmt *st, const char *table)
{
    int id = sqlite3_column_int(st, 0);
    RdCell *c = find_sorted(&id, r->d->cell, r->d->n_cells, sizeof *r->d->cell, cmp_cell_id);
    if (!c)
        fail(r, "%s has a row for cell %d, which the cells table does not list", table, id);
    return c;
}

/* A motive named in column col of `table`; none_ok lets 'none' through as RD_NONE_COLUMN. */
static int row_motive(Reader *r, sqlite3_stmt *st, int col, const char *table, int none_ok)
{
    char name[64];
    copy_text(name, sizeof name, st, col);
    if (none_ok && strcmp(name, "none") == 0)
        return RD_NONE_COLUMN;
    int m = report_motive_index(r->d, name);
    if (m < 0)
        fail(r, "%s names the motive '%s', which the motives table does not list", table, name);
    return m;
}

static int cell_motive_row(Reader *r, sqlite3_stmt *st)
{
    RdCell *c = row_cell(r, st, "cell_motive");
    int m = c ? row_motive(r, st, 1, "cell_motive", 0) : -1;
    if (m < 0)
        return -1;
    return count_column(r, st, 2, "cell_motive", &c->motive_games[m]) ||
                   count_column(r, st, 3, "cell_motive", &c->motive_wins[m])
               ? -1
               : 0;
}

static int confusion_row(Reader *r, sqlite3_stmt *st)
{
    RdCell *c = row_cell(r, st, "cell_confusion");
    int t = c ? row_motive(r, st, 1, "cell_confusion", 0) : -1;
    int a = t >= 0 ? row_motive(r, st, 2, "cell_confusion", 1) : -1;
    if (a < 0)
        return -1;
    return count_column(r, st, 3, "cell_confusion", &c->confusion[t][a]);
}

static int shape_row(Reader *r, sqlite3_stmt *st)
{
    RdCell *c = row_cell(r, st, "cell_shape");
    if (!c)
        return -1;
    char metric[64];
    copy_text(metric, sizeof metric, st, 1);
    int k = 0;
    while (k < SHAPE_METRICS && strcmp(metric, shape_metric_name[k]) != 0)
        k++;
    if (k == SHAPE_METRICS)
        return 0; /* a metric this report does not plot */
    int64_t value = sqlite3_column_int64(st, 2);
    if (value < 0 || value >= SHAPE_BINS)
        return fail(r, "cell_shape: %s = %lld for cell %d is outside 0..%d", metric, (long long)value, c->id,
                    SHAPE_BINS - 1);
    return count_column(r, st, 3, "cell_shape", &c->shape[k][value]);
}

/* Whether each cell played its scenario's own rules: read only when the
 * cells table has a scenario_rules column (schema version 1 has none, and
 * then every cell keeps -1).  Kept apart so the report's rule effects
 * (glance.c) have one place to read it from. */
static int scenario_rules_row(Reader *r, sqlite3_stmt *st)
{
    RdCell *c = row_cell(r, st, "cells");
    if (!c)
        return -1;
    c->scenario_rules = sqlite3_column_type(st, 1) == SQLITE_INTEGER ? sqlite3_column_int(st, 1) != 0 : -1;
    if (c->scenario_rules == 0)
        snprintf(c->scenario_group, sizeof c->scenario_group, "%s (rules off)", c->scenario);
    return 0;
}

static int has_column(Reader *r, const char *table, const char *column)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(r->db, "SELECT count(*) FROM pragma_table_info(?1) WHERE name = ?2", -1, &st, NULL) !=
        SQLITE_OK)
        return 0;
    sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, column, -1, SQLITE_STATIC);
    int n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
    sqlite3_finalize(st);
    return n > 0;
}

static int read_scenario_rules(Reader *r, const char *scenario_cells)
{
    if (!has_column(r, "cells", "scenario_rules"))
        return 0;
    char sql[256];
    snprintf(sql, sizeof sql, "SELECT id, scenario_rules FROM cells c%s", scenario_cells);
    return query(r, sql, scenario_rules_row);
}

/* ---------------------------------------------------------------------------
 * Entry points
 * ------------------------------------------------------------------------- */

/* The other games' cells: one row of game_outcomes each (docs/schema.md). */
static int game_cell_row(Reader *r, sqlite3_stmt *st)
{
    ReportData *d = r->d;
    d->game_cell = xrealloc(d->game_cell, (size_t)(d->n_game_cells + 1) * sizeof *d->game_cell);
    RdGameCell *c = &d->game_cell[d->n_game_cells++];
    memset(c, 0, sizeof *c);
    c->shape = xcalloc(GAME_METRICS_MAX, sizeof *c->shape);
    c->id = sqlite3_column_int(st, 0);
    copy_text(c->game_name, sizeof c->game_name, st, 1);
    c->game = game_class_find(c->game_name);
    copy_text(c->setup, sizeof c->setup, st, 2);
    copy_text(c->seeker, sizeof c->seeker, st, 3);
    copy_text(c->hider, sizeof c->hider, st, 4);
    return count_column(r, st, 5, "game_outcomes", &c->games) ||
                   count_column(r, st, 6, "game_outcomes", &c->seeker_wins) ||
                   count_column(r, st, 7, "game_outcomes", &c->hider_wins) ||
                   count_column(r, st, 8, "game_outcomes", &c->unfinished) ||
                   count_column(r, st, 9, "runs", &c->want)
               ? -1
               : 0;
}

static int cmp_game_cell_id(const void *key, const void *elem)
{
    int id = *(const int *)key, other = ((const RdGameCell *)elem)->id;
    return (id > other) - (id < other);
}

/* A cell_shape row of another game's cell: metrics named by its game's class. */
static int game_shape_row(Reader *r, sqlite3_stmt *st)
{
    int id = sqlite3_column_int(st, 0);
    RdGameCell *c = find_sorted(&id, r->d->game_cell, r->d->n_game_cells, sizeof *r->d->game_cell,
                                cmp_game_cell_id);
    if (!c)
        return fail(r, "cell_shape has a row for cell %d, which game_outcomes does not list", id);
    int k = report_game_metric(c->game, (const char *)sqlite3_column_text(st, 1));
    if (k < 0)
        return 0; /* a metric this noirlab's class of the game does not name */
    int64_t value = sqlite3_column_int64(st, 2);
    if (value < 0 || value >= GAME_METRIC_BINS)
        return fail(r, "cell_shape: %s = %lld for cell %d is outside 0..%d", c->game->metric[k].name,
                    (long long)value, id, GAME_METRIC_BINS - 1);
    return count_column(r, st, 3, "cell_shape", &c->shape[k][value]);
}

/* The game whose cells name a scenario, a motive set and switches (the
 * first CAMPAIGN hook's, runner/game_campaign.h: Intent to Kill), whose
 * cells the scenario tables read; the other games' cells are read by
 * read_game_cells.  Schema version 3 names each cell's game; earlier ones
 * hold that game's cells only. */
static const char *scenario_game(void)
{
    const GameCampaign *h = game_campaign_first();
    return h ? h->game->name : "";
}

/* A cell's run's games per cell (cells c): what a cell of the run should
 * hold, each run its own (equilibrium's loop adds runs of other sizes). */
#define RUN_GAMES_SQL "coalesce((SELECT games_per_cell FROM runs WHERE id = c.run), 0)"

static int read_game_cells(Reader *r)
{
    char cells_sql[384], shape_sql[256];
    snprintf(cells_sql, sizeof cells_sql,
             "SELECT o.cell, o.game, o.setup, o.detective, o.murderer, o.games, o.detective_wins, o.murderer_wins,"
             " o.unfinished, " RUN_GAMES_SQL " FROM game_outcomes o JOIN cells c ON c.id = o.cell"
             " WHERE o.game <> '%s' ORDER BY o.cell",
             scenario_game());
    snprintf(shape_sql, sizeof shape_sql,
             "SELECT cell, metric, value, games FROM cell_shape WHERE cell IN (SELECT id FROM cells WHERE game <> '%s')",
             scenario_game());
    return query(r, cells_sql, game_cell_row) || query(r, shape_sql, game_shape_row);
}

static int read_tables(Reader *r)
{
    int games = has_column(r, "cells", "game");
    char scenario_cells[128] = "", scenario_rows[128] = "", cells_sql[512], shape_sql[256];
    if (games) {
        snprintf(scenario_cells, sizeof scenario_cells, " WHERE c.game = '%s'", scenario_game());
        snprintf(scenario_rows, sizeof scenario_rows, " WHERE cell IN (SELECT id FROM cells WHERE game = '%s')",
                 scenario_game());
    }
    snprintf(cells_sql, sizeof cells_sql,
             "SELECT c.id, c.scenario, c.scenario_name, c.motive_set, c.switches, c.detective, c.murderer,"
             " coalesce(r.games, 0), coalesce(r.detective_wins, 0), coalesce(r.accused_right, 0), " RUN_GAMES_SQL
             " FROM cells c LEFT JOIN cell_results r ON r.cell = c.id%s ORDER BY c.id",
             scenario_cells);
    snprintf(shape_sql, sizeof shape_sql, "SELECT cell, metric, value, games FROM cell_shape%s", scenario_rows);
    return query(r,
                 "SELECT campaign, config_hash, master_seed, games_per_cell, version, host, started,"
                 " coalesce(finished, ''), shard, shard_count, merged_from, resumed FROM runs ORDER BY id",
                 run_row) ||
           query(r, "SELECT name FROM motives WHERE key <> 'none' ORDER BY id", motive_row) ||
           query(r, cells_sql, cell_row) ||
           query(r, "SELECT cell, motive, games, detective_wins FROM cell_motive", cell_motive_row) ||
           query(r, "SELECT cell, true_motive, accused_motive, games FROM cell_confusion", confusion_row) ||
           query(r, shape_sql, shape_row) || read_scenario_rules(r, scenario_cells) || (games && read_game_cells(r));
}

int report_data_load(ReportData *d, const char *path, char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    snprintf(d->path, sizeof d->path, "%s", path);
    Reader r = {.d = d, .err = err, .errlen = errlen};
    int rc = open_database(&r, path);
    if (rc == 0) {
        if (sqlite3_exec(r.db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
            rc = fail(&r, "%s", sqlite3_errmsg(r.db));
        else {
            rc = read_tables(&r);
            sqlite3_exec(r.db, "COMMIT", NULL, NULL, NULL);
        }
    }
    sqlite3_close(r.db);
    if (rc)
        report_data_free(d);
    return rc;
}

void report_data_free(ReportData *d)
{
    for (int i = 0; i < d->n_game_cells; i++)
        free(d->game_cell[i].shape);
    free(d->game_cell);
    d->game_cell = NULL;
    d->n_game_cells = 0;
    free(d->run);
    free(d->pair);
    free(d->cell);
    d->run = NULL;
    d->pair = NULL;
    d->cell = NULL;
    d->n_runs = d->n_pairs = d->n_cells = 0;
}

int report_motive_index(const ReportData *d, const char *name)
{
    for (int m = 0; m < d->n_motives; m++)
        if (strcmp(d->motive[m], name) == 0)
            return m;
    return -1;
}

int64_t report_motive_mask(const ReportData *d, const char *list)
{
    int64_t mask = 0;
    const char *p = list;
    while (*p) {
        while (*p == ' ')
            p++;
        size_t len = strcspn(p, ",");
        char name[64];
        size_t end = len;
        while (end > 0 && p[end - 1] == ' ')
            end--;
        if (end == 0 || end >= sizeof name)
            return -1;
        memcpy(name, p, end);
        name[end] = '\0';
        int m = report_motive_index(d, name);
        if (m < 0)
            return -1;
        mask |= (int64_t)1 << m;
        p += len;
        if (*p == ',')
            p++;
    }
    return mask;
}

int report_game_metric(const GameClass *g, const char *name)
{
    for (int k = 0; g && name && k < g->n_metrics; k++)
        if (strcmp(g->metric[k].name, name) == 0)
            return k;
    return -1;
}

uint64_t report_total_games(const ReportData *d, uint64_t *wins)
{
    uint64_t games = 0, w = 0;
    for (int i = 0; i < d->n_cells; i++) {
        games += d->cell[i].games;
        w += d->cell[i].wins;
    }
    if (wins)
        *wins = w;
    return games;
}
