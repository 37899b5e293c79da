/*
 * report_endings.c — how a game of more seats ends and how long it lasts,
 * per setup (report_endings.h).
 *
 * The figures come from cell_shape (docs/schema.md): per cell, the games at
 * each value of each metric the game class marks `shape`.  A setup's cells
 * are pooled, as in the seat-advantage table: with rotate = seats its cells
 * are the rotations of one assignment, dealt the same games.
 */
#include "analysis/report_endings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/report_data.h"
#include "analysis/stats.h"
#include "base/xalloc.h"

enum { TEXT = 64, ENDINGS_MAX = 8 };

/* The setups of game ?1 in the order of their first cell, with their games. */
static const char setups_sql[] =
    "SELECT c.setup, sum(t.games) FROM cells c JOIN cell_totals t ON t.cell = c.id WHERE c.game = ?1"
    " GROUP BY c.setup ORDER BY min(c.id)";

/* One setup's games at each value of metric ?3. */
static const char shape_sql[] =
    "SELECT s.value, sum(s.games) FROM cells c JOIN cell_shape s ON s.cell = c.id"
    " WHERE c.game = ?1 AND c.setup = ?2 AND s.metric = ?3 GROUP BY s.value ORDER BY s.value";

/* The columns: the ending's values, then the mean of every other shape metric. */
typedef struct Columns {
    const GameClass *g;
    int ending;                 /* the `ending` metric's index, -1: none */
    int n_values, value[ENDINGS_MAX];
    int n_means, mean[GAME_METRICS_MAX];
    char head[2 + ENDINGS_MAX + GAME_METRICS_MAX][TEXT];
} Columns;

static void columns_init(Columns *c, const GameClass *g)
{
    memset(c, 0, sizeof *c);
    c->g = g;
    c->ending = report_game_metric(g, "ending");
    snprintf(c->head[0], TEXT, "Setup");
    snprintf(c->head[1], TEXT, "Games");
    for (int v = 1; c->ending >= 0 && v <= g->metric[c->ending].max && c->n_values < ENDINGS_MAX; v++) {
        const char *const *names = g->metric[c->ending].value_name;
        if (names && names[v])
            snprintf(c->head[2 + c->n_values], TEXT, "%s", names[v]);
        else
            snprintf(c->head[2 + c->n_values], TEXT, "ending %d", v);
        c->value[c->n_values++] = v;
    }
    for (int k = 0; k < g->n_metrics; k++)
        if (k != c->ending && g->metric[k].shape) {
            snprintf(c->head[2 + c->n_values + c->n_means], TEXT, "Mean %s", g->metric[k].name);
            c->mean[c->n_means++] = k;
        }
}

/* Games at each value (0..GAME_METRIC_BINS-1) of metric k for one setup. */
static int read_shape(sqlite3_stmt *st, const char *setup, const char *metric, uint64_t *at)
{
    memset(at, 0, GAME_METRIC_BINS * sizeof *at);
    sqlite3_reset(st);
    sqlite3_bind_text(st, 2, setup, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 3, metric, -1, SQLITE_STATIC);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int v = sqlite3_column_int(st, 0);
        if (v >= 0 && v < GAME_METRIC_BINS)
            at[v] += (uint64_t)sqlite3_column_int64(st, 1);
    }
    return rc == SQLITE_DONE ? 0 : -1;
}

/* One setup's row: each ending's share with its Wilson interval, each mean. */
static int setup_row(DocTable *t, const Columns *c, sqlite3_stmt *shape, const char *setup, uint64_t games,
                     uint64_t min_games)
{
    char text[2 + ENDINGS_MAX + GAME_METRICS_MAX][TEXT];
    const char *cells[2 + ENDINGS_MAX + GAME_METRICS_MAX];
    int cols = 2 + c->n_values + c->n_means, enough = games > 0 && games >= min_games;
    uint64_t *at = xcalloc(GAME_METRIC_BINS, sizeof *at);
    snprintf(text[1], TEXT, "%llu", (unsigned long long)games);
    for (int i = 2; i < cols; i++)
        snprintf(text[i], TEXT, "%s", i == 2 && !enough ? "too few games" : "-");
    int rc = 0;
    if (enough && c->ending >= 0 && !(rc = read_shape(shape, setup, c->g->metric[c->ending].name, at)))
        for (int j = 0; j < c->n_values; j++) {
            Interval w = wilson_interval_share((double)at[c->value[j]], games, Z95);
            snprintf(text[2 + j], TEXT, "%.1f%% [%.1f, %.1f]", 100.0 * (double)at[c->value[j]] / (double)games,
                     100.0 * w.lo, 100.0 * w.hi);
        }
    for (int j = 0; enough && !rc && j < c->n_means; j++) {
        if ((rc = read_shape(shape, setup, c->g->metric[c->mean[j]].name, at)))
            break;
        double sum = 0;
        for (int v = 0; v < GAME_METRIC_BINS; v++)
            sum += (double)v * (double)at[v];
        snprintf(text[2 + c->n_values + j], TEXT, "%.2f", sum / (double)games);
    }
    free(at);
    for (int i = 0; i < cols; i++)
        cells[i] = i == 0 ? setup : text[i];
    table_row(t, cells);
    return rc;
}

int report_endings_table(sqlite3 *db, const GameClass *g, uint64_t min_games, Doc *doc)
{
    Columns c;
    columns_init(&c, g);
    if (c.ending < 0 && c.n_means == 0)
        return 0;
    sqlite3_stmt *setups = NULL, *shape = NULL;
    if (sqlite3_prepare_v2(db, setups_sql, -1, &setups, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, shape_sql, -1, &shape, NULL) != SQLITE_OK) {
        sqlite3_finalize(setups);
        return -1;
    }
    sqlite3_bind_text(setups, 1, g->name, -1, SQLITE_STATIC);
    sqlite3_bind_text(shape, 1, g->name, -1, SQLITE_STATIC);
    doc_heading(doc, 3, "How games end");
    doc_para(doc, "Per setup (its cells pooled), the share of games that ended each way (the game's `ending` "
                  "metric: %s) with Wilson 95%% intervals, and the mean of each other metric the game tabulates.",
             c.ending >= 0 ? g->metric[c.ending].help : "none");
    const char *head[2 + ENDINGS_MAX + GAME_METRICS_MAX];
    for (int i = 0; i < 2 + c.n_values + c.n_means; i++)
        head[i] = c.head[i];
    DocTable *t = doc_table(doc, 2 + c.n_values + c.n_means, ~0u << 1, head);
    int rc = 0, step;
    while (!rc && (step = sqlite3_step(setups)) == SQLITE_ROW) {
        const unsigned char *setup = sqlite3_column_text(setups, 0);
        rc = setup_row(t, &c, shape, setup ? (const char *)setup : "", (uint64_t)sqlite3_column_int64(setups, 1),
                       min_games);
    }
    if (!rc && step != SQLITE_DONE)
        rc = -1;
    sqlite3_finalize(setups);
    sqlite3_finalize(shape);
    return rc;
}
