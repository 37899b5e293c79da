/*
 * report_ties.c — ties at the accusation (report_ties.h).
 *
 * A Detective's accusation names the most probable (murderer, motive); when
 * two or more are exactly as probable its `ties` order picks one (ai/tie.h):
 * at random (the default), the first (the lowest civilian, then the lowest
 * motive) or the last.  Each game's pick is counted by true motive in
 * cell_ties.  A per-motive verdict is the sign of x - y, the Detective's
 * win rate with that true motive minus his rate with the other motives of
 * the same cells (claims A7, A8, A10, A11 of the advice); it depends on ties
 * when it has one sign with ties=first and the other with ties=last.
 */
#include "analysis/report_ties.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/report_sql.h"
#include "analysis/report_text.h"
#include "analysis/stats.h"
#include "base/xalloc.h"

enum { TEXT = 512, RATE = 64, ORDERS = 3 };

static const char *const order_name[ORDERS] = {"first", "random", "last"}; /* the columns, left to right */

static int has_ties(sqlite3 *db)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT count(*) FROM cell_ties", -1, &st, NULL) != SQLITE_OK)
        return 0; /* a database made before the table */
    int n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
    sqlite3_finalize(st);
    return n > 0;
}

static void percent_of(uint64_t k, uint64_t n, char *out)
{
    if (n == 0)
        snprintf(out, TEXT, "-");
    else
        snprintf(out, TEXT, "%.1f%%", 100.0 * proportion(k, n));
}

/* Per pair and true motive: how often the accusation was a tie, how it was broken. */
static int tie_shares(sqlite3 *db, uint64_t min_games, Doc *doc)
{
    static const char *const head[] = {"Detective", "Murderer", "Motive", "Games", "Accusation tied",
                                       "95% interval", "Broken to the first", "to the last", "in between",
                                       "Detective wins when tied"};
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db,
                           "SELECT c.detective, c.murderer, t.motive, sum(t.games),"
                           " sum(CASE WHEN t.tie > 0 THEN t.games ELSE 0 END),"
                           " sum(CASE WHEN t.tie = 1 THEN t.games ELSE 0 END),"
                           " sum(CASE WHEN t.tie = 2 THEN t.games ELSE 0 END),"
                           " sum(CASE WHEN t.tie = 3 THEN t.games ELSE 0 END),"
                           " sum(CASE WHEN t.tie > 0 THEN t.detective_wins ELSE 0 END)"
                           " FROM cell_ties t JOIN cells c ON c.id = t.cell JOIN motives m ON m.name = t.motive"
                           " WHERE (c.detective, c.murderer) IN (SELECT c2.detective, c2.murderer FROM cell_ties t2"
                           " JOIN cells c2 ON c2.id = t2.cell WHERE t2.tie > 0)"
                           " GROUP BY c.detective, c.murderer, t.motive ORDER BY min(c.id), min(m.id)",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    DocTable *t = doc_table(doc, 10, 0x3F8u, head);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        uint64_t games = (uint64_t)sqlite3_column_int64(st, 3), tied = (uint64_t)sqlite3_column_int64(st, 4);
        char text[8][TEXT];
        snprintf(text[0], TEXT, "%llu", (unsigned long long)games);
        report_rate_text(tied, games, min_games, text[1], text[2], TEXT);
        for (int k = 0; k < 3; k++)
            percent_of((uint64_t)sqlite3_column_int64(st, 5 + k), tied, text[3 + k]);
        char rate[RATE], ci[RATE];
        report_rate_text((uint64_t)sqlite3_column_int64(st, 8), tied, 1, rate, ci, RATE);
        if (tied)
            snprintf(text[6], TEXT, "%s %s (%llu games)", rate, ci, (unsigned long long)tied);
        else
            snprintf(text[6], TEXT, "-");
        const char *cell[] = {report_sql_text(st, 0), report_sql_text(st, 1), report_sql_text(st, 2), text[0], text[1],
                              text[2],            text[3],            text[4],            text[5], text[6]};
        table_row(t, cell);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

/* A Detective spec without its ties key, and the order the key names
 * (index into order_name; random when absent). */
static void split_ties(const char *spec, char *base, size_t len, int *order)
{
    const char *colon = strchr(spec, ':');
    *order = 1;
    snprintf(base, len, "%.*s", colon ? (int)(colon - spec) : (int)strlen(spec), spec);
    int keys = 0;
    for (const char *p = colon ? colon + 1 : NULL; p && *p;) {
        const char *end = strchr(p, ',');
        int n = end ? (int)(end - p) : (int)strlen(p);
        if (strncmp(p, "ties=", 5) == 0) {
            for (int k = 0; k < ORDERS; k++)
                if (n - 5 == (int)strlen(order_name[k]) && strncmp(p + 5, order_name[k], (size_t)(n - 5)) == 0)
                    *order = k;
        } else {
            size_t used = strlen(base);
            snprintf(base + used, len - used, "%c%.*s", keys++ ? ',' : ':', n, p);
        }
        p = end ? end + 1 : NULL;
    }
}

/* x - y of one Detective and motive: wins and games with the motive, and with the others. */
typedef struct MotiveTally {
    uint64_t k1, n1, k2, n2;
} MotiveTally;

/* The pairs of the database, each with its Detective's base spec and tie order. */
typedef struct TiePair {
    char detective[TEXT], murderer[TEXT], base[TEXT];
    int order;
} TiePair;

static int read_pairs(sqlite3 *db, TiePair **out, int *n)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT detective, murderer FROM cells GROUP BY detective, murderer ORDER BY min(id)",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    int cap = 0, rc;
    *n = 0;
    *out = NULL;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (*n == cap)
            *out = xrealloc(*out, (size_t)(cap = cap ? 2 * cap : 8) * sizeof **out);
        TiePair *p = &(*out)[(*n)++];
        snprintf(p->detective, TEXT, "%s", report_sql_text(st, 0));
        snprintf(p->murderer, TEXT, "%s", report_sql_text(st, 1));
        split_ties(p->detective, p->base, TEXT, &p->order);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

/* The motive's tally for one pair: its games, and the other motives' games of the cells that have it. */
static int motive_tally(sqlite3 *db, const TiePair *p, const char *motive, MotiveTally *t)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db,
                           "SELECT coalesce(sum(m.games), 0), coalesce(sum(m.detective_wins), 0),"
                           " coalesce(sum(r.games - m.games), 0), coalesce(sum(r.detective_wins - m.detective_wins), 0)"
                           " FROM cell_motive m JOIN cells c ON c.id = m.cell JOIN cell_results r ON r.cell = m.cell"
                           " WHERE c.game = 'itk' AND c.detective = ?1 AND c.murderer = ?2 AND m.motive = ?3",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(st, 1, p->detective, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, p->murderer, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 3, motive, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *t = (MotiveTally){(uint64_t)sqlite3_column_int64(st, 1), (uint64_t)sqlite3_column_int64(st, 0),
                           (uint64_t)sqlite3_column_int64(st, 3), (uint64_t)sqlite3_column_int64(st, 2)};
    sqlite3_finalize(st);
    return rc == SQLITE_ROW ? 0 : -1;
}

/* "+4.2 [+1.0, +7.3]", the rate "52.1% [..]" before it. */
static void tally_text(const MotiveTally *t, uint64_t min_games, char *out)
{
    char rate[RATE], ci[RATE];
    report_rate_text(t->k1, t->n1, min_games, rate, ci, RATE);
    if (t->n1 < min_games || t->n2 < min_games) {
        snprintf(out, TEXT, "%s", rate);
        return;
    }
    Interval d = newcombe_difference(t->k1, t->n1, t->k2, t->n2, 1.959964);
    double x = 100.0 * (proportion(t->k1, t->n1) - proportion(t->k2, t->n2));
    snprintf(out, TEXT, "%s %s; %+.1f [%+.1f, %+.1f]", rate, ci, x, 100 * d.lo, 100 * d.hi);
}

/* The sign of x - y: k1 / n1 against k2 / n2, in whole numbers. */
static int sign_of(const MotiveTally *t)
{
    uint64_t x = t->k1 * t->n2, y = t->k2 * t->n1;
    return x > y ? 1 : x < y ? -1 : 0;
}

/* One row per motive for a Detective measured with ties=first and ties=last
 * (index of the three orders' pairs in `of`, -1 for an order absent). */
static int verdict_rows(sqlite3 *db, DocTable *table, const TiePair *pairs, const int of[ORDERS], uint64_t min_games)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db,
                           "SELECT m.motive FROM cell_motive m JOIN cells c ON c.id = m.cell JOIN motives k ON"
                           " k.name = m.motive WHERE c.detective = ?1 AND c.murderer = ?2 GROUP BY m.motive"
                           " ORDER BY min(k.id)",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    const TiePair *first = &pairs[of[0]];
    sqlite3_bind_text(st, 1, first->detective, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, first->murderer, -1, SQLITE_STATIC);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        char motive[TEXT], text[ORDERS][TEXT];
        snprintf(motive, TEXT, "%s", report_sql_text(st, 0));
        MotiveTally t[ORDERS];
        for (int k = 0; k < ORDERS; k++) {
            snprintf(text[k], TEXT, "-");
            if (of[k] >= 0 && motive_tally(db, &pairs[of[k]], motive, &t[k])) {
                sqlite3_finalize(st);
                return -1;
            }
            if (of[k] >= 0)
                tally_text(&t[k], min_games, text[k]);
        }
        int flips = sign_of(&t[0]) * sign_of(&t[2]) < 0;
        const char *cell[] = {first->base, first->murderer, motive, text[0], text[1], text[2],
                              flips ? "DEPENDS ON TIES: the sign flips" : "no"};
        table_row(table, cell);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

/* Every Detective measured with ties=first and ties=last against one Murderer. */
static int tie_verdicts(sqlite3 *db, uint64_t min_games, Doc *doc)
{
    TiePair *pairs = NULL;
    int n = 0, shown = 0, rc = read_pairs(db, &pairs, &n);
    static const char *const head[] = {"Detective", "Murderer", "Motive", "ties=first: win rate; x - y",
                                       "default (random)", "ties=last", "Verdict"};
    DocTable *table = NULL;
    for (int i = 0; i < n && rc == 0; i++) {
        int of[ORDERS] = {-1, -1, -1};
        for (int j = 0; j < n; j++)
            if (strcmp(pairs[j].base, pairs[i].base) == 0 && strcmp(pairs[j].murderer, pairs[i].murderer) == 0 &&
                of[pairs[j].order] < 0)
                of[pairs[j].order] = j;
        if (of[0] != i || of[2] < 0) /* each Detective once, from its ties=first pair */
            continue;
        if (!table) {
            doc_para(doc, "Per true motive, the Detective's win rate with its Wilson 95%% interval, then x - y: that "
                          "rate minus his rate with the other motives of the same cells, in points, with Newcombe's "
                          "95%% interval (claims A7, A8, A10, A11 of the advice read this difference). A verdict "
                          "whose sign differs between ties=first and ties=last depends on the tie order, not on the "
                          "game.");
            table = doc_table(doc, 7, 0x38u, head);
        }
        rc = verdict_rows(db, table, pairs, of, min_games);
        shown++;
    }
    if (rc == 0 && !shown)
        doc_para(doc, "No Detective was measured with both ties=first and ties=last against the same Murderer, so "
                      "this database cannot tell which verdicts depend on the tie order "
                      "(scenarios/campaigns/ties.ini measures both).");
    free(pairs);
    return rc;
}

static int write_ties(sqlite3 *db, uint64_t min_games, Doc *doc)
{
    doc_heading(doc, 2, "Ties at the accusation");
    doc_para(doc, "When two or more (murderer, motive) pairs are exactly as probable at the accusation, the "
                  "Detective's ties order (policy key ties=random|first|last, default random: uniformly from "
                  "his own stream) picks one. Per policy pair and true motive: the share of games whose "
                  "accusation was such a tie (Wilson 95%% interval), how it was broken (the first of the tied "
                  "pairs in order of civilian then motive, the last, or one in between), and the Detective's "
                  "win rate in those games. Pairs with no tied accusation are left out (a random Detective "
                  "reports none).");
    return tie_shares(db, min_games, doc) || tie_verdicts(db, min_games, doc) ? -1 : 0;
}

int report_ties_section(const ReportData *d, uint64_t min_games, Doc *doc, char *err, size_t errlen)
{
    static const ReportSqlSection section = {has_ties, write_ties};
    return report_sql_section(d->path, &section, min_games, doc, err, errlen);
}
