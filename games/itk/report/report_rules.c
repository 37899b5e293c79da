/*
 * report_rules.c — the scenario rules section of the report (report_rules.h).
 *
 * A cell played with its scenario's rules and the cell that differs from it
 * only by scenario_rules = 0 share their cell seed (docs/campaign.md), so game
 * g of both was dealt the same.  When the database has both cells' games
 * (rows = all) the difference of their win rates is paired game by game
 * (Newcombe's paired interval); otherwise it is the unpaired one, and the
 * table says which.
 */
#include "games/itk/report/report_rules.h"

#include <stdio.h>
#include <string.h>

#include "analysis/paired.h"
#include "analysis/report_sql.h"
#include "analysis/report_text.h"
#include "analysis/stats.h"

enum { TEXT = 512 };

/* Does the database have the columns of schema version 2 and any rules in its cells? */
static int has_rules(sqlite3 *db)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db,
                           "SELECT count(*) FROM cells WHERE rules != 'none' OR scenario_rules = 0 "
                           "OR rules_not_simulated != ''",
                           -1, &st, NULL) != SQLITE_OK)
        return 0; /* an older database: no scenario rules to show */
    int n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
    sqlite3_finalize(st);
    return n > 0;
}

/* One row per scenario: the rules it was played with and the printed ones not simulated. */
static int rules_played(sqlite3 *db, Doc *doc)
{
    static const char *const head[] = {"Scenario", "Simulated rules (cells with them on)", "Cells with them off",
                                       "Printed rules not simulated"};
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db,
                           "SELECT scenario_name, group_concat(DISTINCT CASE WHEN scenario_rules = 1 THEN rules END),"
                           " sum(scenario_rules = 0), max(rules_not_simulated) FROM cells GROUP BY scenario"
                           " ORDER BY min(id)",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    DocTable *t = doc_table(doc, 4, 0x4, head);
    while (sqlite3_step(st) == SQLITE_ROW) {
        char off[TEXT];
        snprintf(off, sizeof off, "%d", sqlite3_column_int(st, 2));
        const char *not_sim = report_sql_text(st, 3);
        table_row(t, (const char *const[]){report_sql_text(st, 0), report_sql_text(st, 1), off,
                                           *not_sim ? not_sim : "-"});
    }
    return sqlite3_finalize(st) == SQLITE_OK ? 0 : -1;
}

/* "What each scenario rule does": pairs of cells that differ only by scenario_rules. */
static int rule_effects(sqlite3 *db, uint64_t min_games, Doc *doc)
{
    static const char *const head[] = {"Rules", "Scenario", "Motive set", "Detective", "Murderer", "Games",
                                       "With rules", "95% interval", "Without", "95% interval",
                                       "Difference (with - without)", "95% interval"};
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(
            db,
            "SELECT a.id, b.id, a.rules, a.scenario_name, a.motive_set, a.detective, a.murderer,"
            " ra.games, ra.detective_wins, rb.games, rb.detective_wins"
            " FROM cells a JOIN cells b ON b.cell_seed = a.cell_seed AND b.scenario = a.scenario"
            "  AND b.motive_set = a.motive_set AND b.detective = a.detective AND b.murderer = a.murderer"
            "  AND b.no_poi = a.no_poi AND b.min_groups = a.min_groups"
            "  AND b.early_accusation = a.early_accusation AND b.surveillance_ban = a.surveillance_ban"
            " JOIN cell_results ra ON ra.cell = a.id JOIN cell_results rb ON rb.cell = b.id"
            " WHERE a.scenario_rules = 1 AND b.scenario_rules = 0 AND a.rules != 'none' ORDER BY a.id",
            -1, &st, NULL) != SQLITE_OK)
        return -1;
    DocTable *t = NULL;
    int paired_all = 1;
    while (sqlite3_step(st) == SQLITE_ROW) {
        if (!t)
            t = doc_table(doc, 12, 0xfe0, head);
        uint64_t n1 = (uint64_t)sqlite3_column_int64(st, 7), k1 = (uint64_t)sqlite3_column_int64(st, 8);
        uint64_t n2 = (uint64_t)sqlite3_column_int64(st, 9), k2 = (uint64_t)sqlite3_column_int64(st, 10);
        char games[TEXT], r1[TEXT], c1[TEXT], r2[TEXT], c2[TEXT], diff[TEXT] = "", dci[TEXT] = "";
        snprintf(games, sizeof games, "%llu", (unsigned long long)(n1 < n2 ? n1 : n2));
        report_rate_text(k1, n1, min_games, r1, c1, TEXT);
        report_rate_text(k2, n2, min_games, r2, c2, TEXT);
        if (n1 >= min_games && n2 >= min_games && n1 > 0 && n2 > 0) {
            uint64_t p[4];
            int paired = n1 == n2 && paired_counts(db, GAME_SEEKER, sqlite3_column_int(st, 0),
                                                          sqlite3_column_int(st, 1), n1, p) == 0;
            Interval d = paired ? newcombe_paired_difference(p[0], p[1], p[2], p[3], Z95)
                                : newcombe_difference(k1, n1, k2, n2, Z95);
            paired_all &= paired;
            snprintf(diff, sizeof diff, "%+.2f points%s", 100.0 * ((double)k1 / (double)n1 - (double)k2 / (double)n2),
                     paired ? "" : " (unpaired)");
            snprintf(dci, sizeof dci, "[%+.2f, %+.2f]", 100.0 * d.lo, 100.0 * d.hi);
        }
        table_row(t, (const char *const[]){report_sql_text(st, 2), report_sql_text(st, 3), report_sql_text(st, 4),
                                           report_sql_text(st, 5), report_sql_text(st, 6), games, r1, c1, r2, c2,
                                           diff, dci});
    }
    if (sqlite3_finalize(st) != SQLITE_OK)
        return -1;
    if (!t)
        doc_para(doc, "The database has no cell played with its scenario's rules off (scenario_rules = 0), so "
                      "there is nothing to compare.");
    else if (!paired_all)
        doc_para(doc, "Rows marked \"unpaired\" compare the two cells' totals (Newcombe's interval for "
                      "independent samples): the database does not log their games (rows = all pairs them).");
    return 0;
}

static int write_rules(sqlite3 *db, uint64_t min_games, Doc *doc)
{
    doc_heading(doc, 2, "Scenario rules");
    doc_para(doc, "A scenario is played with its own rules in Logic mode (REFERENCE §7: T-Men's stakeout, "
                  "R18; D.O.A.'s poisoned Benefactor, R19; Touch of Evil's Homemade Bomb, R20; "
                  "The Street with No Name's undercover agent, R21; "
                  "Split Second's evacuated "
                  "buildings, R22) unless a cell turns them off "
                  "(scenario_rules = 0). The printed rules that need an Intuition card are not simulated; "
                  "each scenario's are named here.");
    if (rules_played(db, doc))
        return -1;
    doc_heading(doc, 3, "What each scenario rule does");
    doc_para(doc, "The Detective win rate of a scenario with its rules and without them, on the same "
                  "deals (both cells share their cell seed), with Wilson 95%% intervals, and the "
                  "difference with Newcombe's 95%% interval, paired game by game when the games are "
                  "logged. An interval that holds 0 does not show an effect.");
    return rule_effects(db, min_games, doc);
}

int itk_report_rules_section(const ReportContext *ctx)
{
    static const ReportSqlSection section = {has_rules, write_rules};
    return report_sql_section(ctx->d->path, &section, ctx->min_games, ctx->doc, ctx->p->err, ctx->p->errlen);
}
