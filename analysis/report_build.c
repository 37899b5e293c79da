/*
 * report_build.c — the sections of the report (docs/report.md), in order:
 * overview and completeness, the rulebook's advice (when the database has its
 * cells), win rates per cell, per true motive, per motive set, per scenario,
 * per switch setting, per policy pair, the motive the Detective names, the
 * shape of the games, and how to read the numbers.
 *
 * Every number is a count from the database or a proportion of two counts
 * with its Wilson 95% interval.  A proportion over fewer than min_games games
 * is not printed: the table says "too few games" ("no games" for zero) and
 * the figure leaves the bar out.
 */
#include "report_build.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../runner/xalloc.h"
#include "advice.h"
#include "report_groups.h"
#include "report_rules.h"
#include "stats.h"

typedef struct Builder {
    const ReportData *d;
    uint64_t min_games;
    const Plotter *p;
    Doc *doc;
} Builder;

enum { CELL_TEXT = 512 };

/* ---------------------------------------------------------------------------
 * Numbers as text
 * ------------------------------------------------------------------------- */

static int enough(const Builder *b, uint64_t games)
{
    return games > 0 && games >= b->min_games;
}

static void count_text(uint64_t n, char *out)
{
    snprintf(out, CELL_TEXT, "%llu", (unsigned long long)n);
}

/* "43.60%" and "[39.32%, 47.98%]", or why there is no rate. */
static void rate_text(const Builder *b, uint64_t wins, uint64_t games, char *rate, char *ci)
{
    if (!enough(b, games)) {
        snprintf(rate, CELL_TEXT, "%s", games == 0 ? "no games" : "too few games");
        snprintf(ci, CELL_TEXT, "-");
        return;
    }
    Interval w = wilson_interval(wins, games, Z95);
    snprintf(rate, CELL_TEXT, "%.2f%%", 100.0 * proportion(wins, games));
    snprintf(ci, CELL_TEXT, "[%.2f%%, %.2f%%]", 100.0 * w.lo, 100.0 * w.hi);
}

/* A bar: rate, low, high in percent, or NAN when there are too few games. */
static void rate_bar(const Builder *b, uint64_t wins, uint64_t games, double *v)
{
    if (!enough(b, games)) {
        v[0] = v[1] = v[2] = NAN;
        return;
    }
    Interval w = wilson_interval(wins, games, Z95);
    v[0] = 100.0 * proportion(wins, games);
    v[1] = 100.0 * w.lo;
    v[2] = 100.0 * w.hi;
}

/* Add a drawn figure, or say why there is none.  rc is the plot_* result. */
static int figure(Builder *b, int rc, const char *name, const char *caption)
{
    if (rc < 0)
        return -1;
    if (rc == 0)
        doc_figure(b->doc, name, "%s", caption);
    else
        doc_para(b->doc, "No figure: no group has %llu games or more yet.", (unsigned long long)b->min_games);
    return 0;
}

/* The series of every chart: the policy pairs. */
static const char **pair_labels(const ReportData *d)
{
    const char **label = xcalloc((size_t)d->n_pairs, sizeof *label);
    for (int i = 0; i < d->n_pairs; i++) {
        char text[2 * RD_TEXT_MAX + 8];
        pair_label(d, i, text, sizeof text);
        label[i] = xstrdup(text);
    }
    return label;
}

static void free_labels(const char **label, int n)
{
    for (int i = 0; i < n; i++)
        free((char *)label[i]);
    free(label);
}

/* "Psy+Can+Sad+Cut+Vig+Kil": a motive set short enough for an axis, with the
 * first three letters of each name when those tell the motives apart. */
static char *set_abbreviation(const ReportData *d, const char *set)
{
    int unique = 1;
    for (int i = 0; i < d->n_motives; i++)
        for (int j = 0; j < i; j++)
            unique &= strncmp(d->motive[i], d->motive[j], 3) != 0;
    int64_t mask = report_motive_mask(d, set);
    if (!unique || mask < 0)
        return xstrdup(set);
    char out[RD_TEXT_MAX] = "";
    size_t n = 0;
    for (int m = 0; m < d->n_motives; m++)
        if (mask >> m & 1)
            n += (size_t)snprintf(out + n, sizeof out - n, "%s%.3s", n ? "+" : "", d->motive[m]);
    return xstrdup(out);
}

/* ---------------------------------------------------------------------------
 * Overview and completeness
 * ------------------------------------------------------------------------- */

static void run_table(Builder *b)
{
    static const char *const head[] = {"Campaign", "Master seed", "Games per cell", "Shard", "Merged from",
                                       "Resumed", "Started", "Finished", "noirlab", "Host", "Configuration"};
    DocTable *t = doc_table(b->doc, 11, 0x3e, head);
    for (int i = 0; i < b->d->n_runs; i++) {
        const RdRun *u = &b->d->run[i];
        char games[CELL_TEXT], shard[CELL_TEXT], merged[CELL_TEXT], resumed[CELL_TEXT];
        snprintf(games, sizeof games, "%lld", (long long)u->games_per_cell);
        snprintf(shard, sizeof shard, "%d/%d", u->shard, u->shard_count);
        snprintf(merged, sizeof merged, "%d", u->merged_from);
        snprintf(resumed, sizeof resumed, "%d", u->resumed);
        table_row(t, (const char *const[]){u->campaign, u->master_seed, games, shard, merged, resumed, u->started,
                                           u->finished[0] ? u->finished : "not finished", u->version, u->host,
                                           u->config_hash});
    }
}

/* Cells with no games, and cells with fewer than the campaign asked for. */
static void completeness(Builder *b)
{
    const ReportData *d = b->d;
    int64_t want = 0;
    for (int i = 0; i < d->n_runs; i++)
        if (d->run[i].games_per_cell > want)
            want = d->run[i].games_per_cell;
    int empty = 0, partial = 0, few = 0;
    char list[CELL_TEXT] = "";
    size_t n = 0;
    for (int i = 0; i < d->n_cells; i++) {
        const RdCell *c = &d->cell[i];
        empty += c->games == 0;
        partial += c->games > 0 && (int64_t)c->games < want;
        few += !enough(b, c->games);
        if (c->games == 0 && empty <= 12 && n < sizeof list)
            n += (size_t)snprintf(list + n, sizeof list - n, "%s%d", n ? ", " : "", c->id);
    }
    if (d->n_cells == 0) {
        doc_para(b->doc, "The database lists no cells: there is nothing to report yet.");
        return;
    }
    if (empty == d->n_cells)
        doc_para(b->doc, "No games are stored yet: the run has not finished its first chunk, or this is a shard "
                         "with no work. Every table below says \"no games\" and there are no figures.");
    else if (empty > 0)
        doc_para(b->doc, "%d of the %d cells have no games yet (cell%s %s%s): a run still going or stopped, or a "
                         "merge of some of the shards only. Their rows say \"no games\"; \"noirlab run --resume\" "
                         "plays what is missing.",
                 empty, d->n_cells, empty > 1 ? "s" : "", list, empty > 12 ? ", ..." : "");
    if (partial > 0)
        doc_para(b->doc, "%d cell%s fewer games than the campaign's %lld per cell: an unfinished run or a partial "
                         "merge.",
                 partial, partial > 1 ? "s have" : " has", (long long)want);
    if (few > empty)
        doc_para(b->doc, "%d cell%s fewer than %llu games: too few for a win rate worth printing, so the tables "
                         "say \"too few games\" there.",
                 few - empty, few - empty > 1 ? "s have" : " has", (unsigned long long)b->min_games);
}

static void section_overview(Builder *b)
{
    const ReportData *d = b->d;
    doc_heading(b->doc, 1, "NoirLab balance report: %s", d->n_runs > 0 ? d->run[0].campaign : "no run");
    uint64_t wins, games = report_total_games(d, &wins);
    char rate[CELL_TEXT], ci[CELL_TEXT];
    rate_text(b, wins, games, rate, ci);
    doc_para(b->doc, "Database %s: %d cell%s, %llu games, %d policy pair%s. Detective win rate over all of them: "
                     "%s %s (a pool of every cell, so it mixes policies and settings; the sections below keep "
                     "them apart).",
             d->path, d->n_cells, d->n_cells == 1 ? "" : "s", (unsigned long long)games, d->n_pairs,
             d->n_pairs == 1 ? "" : "s", rate, strcmp(ci, "-") ? ci : "");
    doc_heading(b->doc, 2, "Run");
    if (d->n_runs == 0)
        doc_para(b->doc, "The runs table is empty.");
    else
        run_table(b);
    completeness(b);
}

/* ---------------------------------------------------------------------------
 * The rulebook's advice
 * ------------------------------------------------------------------------- */

/* "label: 5.49% [4.76%, 6.32%] (180/3276)", or why there is no rate. */
static void measured_text(const Builder *b, const char *label, Tally t, Interval ci, char *out)
{
    if (t.games == 0)
        snprintf(out, CELL_TEXT, "%s: no games", label);
    else if (!enough(b, t.games))
        snprintf(out, CELL_TEXT, "%s: too few games (%llu)", label, (unsigned long long)t.games);
    else
        snprintf(out, CELL_TEXT, "%s: %.2f%% [%.2f%%, %.2f%%] (%llu/%llu)", label, 100.0 * proportion(t.wins, t.games),
                 100.0 * ci.lo, 100.0 * ci.hi, (unsigned long long)t.wins, (unsigned long long)t.games);
}

static double difference(const ClaimResult *r)
{
    return proportion(r->x.wins, r->x.games) - proportion(r->y.wins, r->y.games);
}

static void advice_table(Builder *b, const ClaimResult *r)
{
    static const char *const head[] = {"Claim", "Rulebook", "Tested", "x", "y", "x - y, 95% interval", "Verdict"};
    DocTable *t = doc_table(b->doc, 7, 0x20, head);
    for (int i = 0; i < advice_claim_count; i++) {
        const Claim *c = &advice_claims[i];
        char tested[CELL_TEXT], x[CELL_TEXT], y[CELL_TEXT], diff[CELL_TEXT];
        snprintf(tested, sizeof tested, "%s (x %s y)", c->test, c->dir == CLAIM_ABOVE ? ">" : "<");
        measured_text(b, c->x.label, r[i].x, r[i].ix, x);
        measured_text(b, c->y.label, r[i].y, r[i].iy, y);
        if (r[i].verdict == VERDICT_NOT_MEASURED)
            snprintf(diff, sizeof diff, "-");
        else
            snprintf(diff, sizeof diff, "%+.2f pp [%+.2f, %+.2f]", 100.0 * difference(&r[i]), 100.0 * r[i].diff.lo,
                     100.0 * r[i].diff.hi);
        table_row(t, (const char *const[]){c->id, c->advice, tested, x, y, diff, verdict_name(r[i].verdict)});
    }
}

static int advice_figure(Builder *b, int pair, const ClaimResult *r)
{
    const char **label = xcalloc((size_t)advice_claim_count, sizeof *label);
    double *val = xcalloc((size_t)advice_claim_count * 3, sizeof *val);
    for (int i = 0; i < advice_claim_count; i++) {
        char text[128];
        snprintf(text, sizeof text, "%s %s: %s", advice_claims[i].id, advice_claims[i].name,
                 verdict_name(r[i].verdict));
        label[i] = xstrdup(text);
        int shown = r[i].verdict != VERDICT_NOT_MEASURED;
        val[i * 3] = shown ? 100.0 * difference(&r[i]) : NAN;
        val[i * 3 + 1] = shown ? 100.0 * r[i].diff.lo : NAN;
        val[i * 3 + 2] = shown ? 100.0 * r[i].diff.hi : NAN;
    }
    char name[32], pl[2 * RD_TEXT_MAX + 8], title[2 * RD_TEXT_MAX + 64], caption[2 * RD_TEXT_MAX + 320];
    pair_label(b->d, pair, pl, sizeof pl);
    snprintf(title, sizeof title, "The rulebook's advice: x - y per claim, %s", pl);
    snprintf(name, sizeof name, "advice-%d", pair + 1);
    snprintf(caption, sizeof caption,
             "Each claim's difference x - y with its Newcombe 95%% interval (%s); a claim x > y is supported when "
             "its interval lies right of the dashed line, a claim x < y when it lies left of it.",
             pl);
    int rc = plot_forest(b->p, name, title, "x - y (percentage points)", (PlotAxis){advice_claim_count, label}, val);
    free_labels(label, advice_claim_count);
    free(val);
    return figure(b, rc, name, caption);
}

static int section_advice(Builder *b)
{
    int any = 0;
    for (int pair = 0; pair < b->d->n_pairs; pair++)
        any |= advice_applies(b->d, pair);
    if (!any)
        return 0;
    doc_heading(b->doc, 2, "The rulebook's advice, tested");
    doc_para(b->doc, "Each claim of the rulebook's \"Motives and combinations\" and \"Adjusting game difficulty\" "
                     "is turned into a comparison of two proportions x and y measured in this database "
                     "(docs/report.md explains each design). Verdict rule: supported when the whole Newcombe 95%% "
                     "interval of x - y lies on the side the claim states (above 0 for x > y, below 0 for x < y); "
                     "not supported when it lies wholly on the other side; inconclusive when it contains 0; not "
                     "measured when a side has fewer than %llu games. x and y show the rate, its Wilson 95%% "
                     "interval and the counts.",
             (unsigned long long)b->min_games);
    ClaimResult *r = xcalloc((size_t)advice_claim_count, sizeof *r);
    int rc = 0;
    for (int pair = 0; pair < b->d->n_pairs && rc == 0; pair++) {
        if (!advice_applies(b->d, pair))
            continue;
        doc_heading(b->doc, 3, "Detective %s, Murderer %s", b->d->pair[pair].detective, b->d->pair[pair].murderer);
        advice_evaluate(b->d, pair, b->min_games, r);
        advice_table(b, r);
        rc = advice_figure(b, pair, r);
    }
    free(r);
    return rc;
}

/* ---------------------------------------------------------------------------
 * Win rates per cell and per group of cells
 * ------------------------------------------------------------------------- */

static void section_cells(Builder *b)
{
    static const char *const head[] = {"Cell", "Scenario", "Motive set", "Switches", "Detective", "Murderer",
                                       "Games", "Detective wins", "Win rate", "95% interval"};
    doc_heading(b->doc, 2, "Detective win rate per cell");
    doc_para(b->doc, "One row per cell of the campaign: a scenario, a motive set, the switches and a policy pair.");
    DocTable *t = doc_table(b->doc, 10, 0x3c1, head);
    for (int i = 0; i < b->d->n_cells; i++) {
        const RdCell *c = &b->d->cell[i];
        const RdPair *p = &b->d->pair[c->pair];
        char id[CELL_TEXT], games[CELL_TEXT], wins[CELL_TEXT], rate[CELL_TEXT], ci[CELL_TEXT];
        snprintf(id, sizeof id, "%d", c->id);
        count_text(c->games, games);
        count_text(c->wins, wins);
        rate_text(b, c->wins, c->games, rate, ci);
        table_row(t, (const char *const[]){id, c->scenario, c->motive_set, c->switches, p->detective, p->murderer,
                                           games, wins, rate, ci});
    }
}

typedef struct GroupSection {
    GroupBy by;
    const char *heading, *column, *figure, *intro, *axis;
} GroupSection;

static const GroupSection group_sections[] = {
    {GROUP_MOTIVE, "Detective win rate per true motive", "True motive", "win-motive",
     "The games of every cell whose set has the motive and in which it was the Murderer's, pooled per policy "
     "pair over scenarios, motive sets and switches.",
     "true motive"},
    {GROUP_SET, "Detective win rate per motive set", "Motive set", "win-set",
     "Pooled per policy pair over scenarios and switches. In the figure each set is written with the first three "
     "letters of its motives.",
     "motive set"},
    {GROUP_SCENARIO, "Detective win rate per scenario", "Scenario", "win-scenario",
     "Pooled per policy pair over motive sets and switches.", "scenario"},
    {GROUP_SWITCHES, "Detective win rate per switch setting", "Switches", "win-switches",
     "Pooled per policy pair over scenarios and motive sets; \"standard\" is every switch off (R13).", "switches"},
};

static void group_table(Builder *b, const GroupSection *s, const Groups *g)
{
    /* Without a label column (s->column NULL) the rows are the policy pairs themselves. */
    int label = s->column != NULL;
    const char *head[] = {"Detective", "Murderer", s->column, "Games", "Detective wins", "Win rate", "95% interval"};
    if (!label)
        memmove(&head[2], &head[3], 4 * sizeof head[0]);
    DocTable *t = doc_table(b->doc, 6 + label, label ? 0x78u : 0x3cu, head);
    for (int i = 0; i < g->n; i++) {
        const GroupRow *r = &g->row[i];
        const RdPair *p = &b->d->pair[r->pair];
        char games[CELL_TEXT], wins[CELL_TEXT], rate[CELL_TEXT], ci[CELL_TEXT];
        count_text(r->t.games, games);
        count_text(r->t.wins, wins);
        rate_text(b, r->t.wins, r->t.games, rate, ci);
        const char *cells[] = {p->detective, p->murderer, g->label[r->label], games, wins, rate, ci};
        if (!label)
            memmove(&cells[2], &cells[3], 4 * sizeof cells[0]);
        table_row(t, cells);
    }
}

static int group_figure(Builder *b, const GroupSection *s, const Groups *g)
{
    const ReportData *d = b->d;
    const char **series = pair_labels(d);
    const char **cat = xcalloc((size_t)g->n_labels, sizeof *cat);
    for (int c = 0; c < g->n_labels; c++)
        cat[c] = s->by == GROUP_SET ? set_abbreviation(d, g->label[c]) : xstrdup(g->label[c]);
    double *val = xcalloc((size_t)(d->n_pairs * g->n_labels * 3), sizeof *val);
    for (int p = 0; p < d->n_pairs; p++)
        for (int c = 0; c < g->n_labels; c++) {
            const GroupRow *r = groups_find(g, p, c);
            rate_bar(b, r ? r->t.wins : 0, r ? r->t.games : 0, &val[(p * g->n_labels + c) * 3]);
        }
    char caption[256];
    snprintf(caption, sizeof caption, "%s, with Wilson 95%% intervals.", s->heading);
    int rc = plot_bars(b->p, s->figure, s->heading, "Detective win rate (%)", (PlotAxis){g->n_labels, cat},
                       (PlotAxis){d->n_pairs, series}, val);
    free_labels(series, d->n_pairs);
    free_labels(cat, g->n_labels);
    free(val);
    return figure(b, rc, s->figure, caption);
}

static int section_groups(Builder *b)
{
    for (size_t i = 0; i < sizeof group_sections / sizeof group_sections[0]; i++) {
        const GroupSection *s = &group_sections[i];
        /* Switch settings get a section only when the campaign varies them. */
        if (s->by == GROUP_SWITCHES && groups_distinct(b->d, GROUP_SWITCHES) < 2)
            continue;
        Groups g;
        groups_build(b->d, s->by, &g);
        doc_heading(b->doc, 2, "%s", s->heading);
        doc_para(b->doc, "%s", s->intro);
        int rc = group_figure(b, s, &g);
        if (rc == 0)
            group_table(b, s, &g);
        groups_free(&g);
        if (rc)
            return rc;
    }
    return 0;
}

/* ---------------------------------------------------------------------------
 * Policy pairs
 * ------------------------------------------------------------------------- */

/* The distinct Detective (side 0) or Murderer (side 1) policies, in order. */
static int side_policies(const ReportData *d, int side, const char **out)
{
    int n = 0;
    for (int i = 0; i < d->n_pairs; i++) {
        const char *s = side ? d->pair[i].murderer : d->pair[i].detective;
        int k = 0;
        while (k < n && strcmp(out[k], s) != 0)
            k++;
        if (k == n)
            out[n++] = s;
    }
    return n;
}

static int section_pairs(Builder *b)
{
    const ReportData *d = b->d;
    Groups g;
    groups_build(d, GROUP_PAIR, &g);
    doc_heading(b->doc, 2, "Detective win rate per policy pair");
    doc_para(b->doc, "Every Detective policy against every Murderer policy, pooled over all their cells. Rows of "
                     "the heat map are Detectives, columns Murderers; a blank square is a pair with too few games "
                     "or none.");
    const char **det = xcalloc((size_t)d->n_pairs + 1, sizeof *det), **mur = xcalloc((size_t)d->n_pairs + 1,
                                                                                       sizeof *mur);
    int nd = side_policies(d, 0, det), nm = side_policies(d, 1, mur);
    double *val = xcalloc((size_t)(nd * nm) + 1, sizeof *val);
    for (int k = 0; k < nd * nm; k++)
        val[k] = NAN;
    for (int i = 0; i < g.n; i++) {
        const RdPair *p = &d->pair[g.row[i].pair];
        int r = 0, c = 0;
        while (strcmp(det[r], p->detective) != 0)
            r++;
        while (strcmp(mur[c], p->murderer) != 0)
            c++;
        double v[3];
        rate_bar(b, g.row[i].t.wins, g.row[i].t.games, v);
        val[r * nm + c] = v[0];
    }
    int rc = plot_heatmap(b->p, "policy-pairs", "Detective win rate (%) per policy pair", "Murderer policy",
                          "Detective policy", (PlotAxis){nd, det}, (PlotAxis){nm, mur}, val);
    free(det);
    free(mur);
    free(val);
    rc = figure(b, rc, "policy-pairs", "Detective win rate per policy pair (percent).");
    if (rc == 0)
        group_table(b, &(GroupSection){GROUP_PAIR, NULL, NULL, NULL, NULL, NULL}, &g);
    groups_free(&g);
    return rc;
}

/* ---------------------------------------------------------------------------
 * Which motive the Detective names
 * ------------------------------------------------------------------------- */

/* The true motives of a pair's cells, and the accused columns that occur. */
static void confusion_axes(const ReportData *d, int pair, uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1],
                           int *rows, int *n_rows, int *cols, int *n_cols)
{
    uint32_t in_sets = 0;
    for (int i = 0; i < d->n_cells; i++)
        if (d->cell[i].pair == pair)
            in_sets |= d->cell[i].motives;
    *n_rows = *n_cols = 0;
    for (int m = 0; m < d->n_motives; m++)
        if (in_sets >> m & 1) {
            rows[(*n_rows)++] = m;
            cols[(*n_cols)++] = m;
        }
    int none = 0;
    for (int m = 0; m < d->n_motives; m++)
        none |= conf[m][RD_NONE_COLUMN] > 0;
    if (none)
        cols[(*n_cols)++] = RD_NONE_COLUMN;
}

static uint64_t row_total(uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1], int t)
{
    uint64_t n = 0;
    for (int a = 0; a <= RD_MOTIVES_MAX; a++)
        n += conf[t][a];
    return n;
}

static void confusion_table(Builder *b, uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1], const int *rows,
                            int n_rows, const int *cols, int n_cols)
{
    const char *head[RD_MOTIVES_MAX + 3] = {"True motive", "Games"};
    for (int c = 0; c < n_cols; c++)
        head[2 + c] = cols[c] == RD_NONE_COLUMN ? "no accusation" : b->d->motive[cols[c]];
    DocTable *t = doc_table(b->doc, n_cols + 2, ~1u, head);
    for (int r = 0; r < n_rows; r++) {
        uint64_t n = row_total(conf, rows[r]);
        char text[RD_MOTIVES_MAX + 3][CELL_TEXT];
        const char *cell[RD_MOTIVES_MAX + 3];
        snprintf(text[0], CELL_TEXT, "%s", b->d->motive[rows[r]]);
        count_text(n, text[1]);
        for (int c = 0; c < n_cols; c++) {
            if (enough(b, n))
                snprintf(text[2 + c], CELL_TEXT, "%.1f%%", 100.0 * proportion(conf[rows[r]][cols[c]], n));
            else
                snprintf(text[2 + c], CELL_TEXT, "%s", c == 0 ? (n ? "too few games" : "no games") : "-");
        }
        for (int c = 0; c < n_cols + 2; c++)
            cell[c] = text[c];
        table_row(t, cell);
    }
}

static int confusion_figure(Builder *b, int pair, uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1],
                            const int *rows, int n_rows, const int *cols, int n_cols)
{
    const char *rl[RD_MOTIVES_MAX], *cl[RD_MOTIVES_MAX + 1];
    double val[RD_MOTIVES_MAX * (RD_MOTIVES_MAX + 1)];
    for (int r = 0; r < n_rows; r++) {
        rl[r] = b->d->motive[rows[r]];
        uint64_t n = row_total(conf, rows[r]);
        for (int c = 0; c < n_cols; c++)
            val[r * n_cols + c] = enough(b, n) ? 100.0 * proportion(conf[rows[r]][cols[c]], n) : NAN;
    }
    for (int c = 0; c < n_cols; c++)
        cl[c] = cols[c] == RD_NONE_COLUMN ? "none" : b->d->motive[cols[c]];
    char name[32], pl[2 * RD_TEXT_MAX + 8], title[2 * RD_TEXT_MAX + 64], caption[2 * RD_TEXT_MAX + 320];
    snprintf(name, sizeof name, "confusion-%d", pair + 1);
    pair_label(b->d, pair, pl, sizeof pl);
    snprintf(title, sizeof title, "Motive named per true motive (%%), %s", pl);
    snprintf(caption, sizeof caption,
             "The motive the Detective names (columns) when the true motive is the row's, in percent of the row's "
             "games (%s).",
             pl);
    int rc = plot_heatmap(b->p, name, title, "motive named by the Detective", "true motive",
                          (PlotAxis){n_rows, rl}, (PlotAxis){n_cols, cl}, val);
    return figure(b, rc, name, caption);
}

static int section_confusion(Builder *b)
{
    doc_heading(b->doc, 2, "Which motive the Detective names");
    doc_para(b->doc, "For each true motive (row), the share of games in which the Detective named each motive "
                     "(column) in his accusation; the diagonal is the motive named right. \"no accusation\" counts "
                     "games that ended before one (a second refusal, R2). High off-diagonal squares are the "
                     "confusions the rulebook's pairing advice is about. Pooled over all cells of each policy "
                     "pair, so a motive is only confused with those that share a set with it.");
    for (int pair = 0; pair < b->d->n_pairs; pair++) {
        uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1];
        int rows[RD_MOTIVES_MAX], cols[RD_MOTIVES_MAX + 1], n_rows, n_cols;
        pair_confusion(b->d, pair, conf);
        confusion_axes(b->d, pair, conf, rows, &n_rows, cols, &n_cols);
        doc_heading(b->doc, 3, "Detective %s, Murderer %s", b->d->pair[pair].detective, b->d->pair[pair].murderer);
        if (n_rows == 0) {
            doc_para(b->doc, "The cells of this pair have no motives.");
            continue;
        }
        if (confusion_figure(b, pair, conf, rows, n_rows, cols, n_cols))
            return -1;
        confusion_table(b, conf, rows, n_rows, cols, n_cols);
    }
    return 0;
}

/* ---------------------------------------------------------------------------
 * The shape of the games
 * ------------------------------------------------------------------------- */

static int shape_metric(Builder *b, int k, uint64_t (*shape)[SHAPE_METRICS][SHAPE_BINS])
{
    const ReportData *d = b->d;
    int lo = SHAPE_BINS, hi = -1;
    for (int p = 0; p < d->n_pairs; p++)
        for (int v = 0; v < SHAPE_BINS; v++)
            if (shape[p][k][v]) {
                lo = v < lo ? v : lo;
                hi = v > hi ? v : hi;
            }
    const char *metric = shape_metric_name[k];
    doc_heading(b->doc, 3, "%c%s per game", metric[0] - 'a' + 'A', metric + 1);
    if (hi < 0) {
        doc_para(b->doc, "No games.");
        return 0;
    }
    int n_cat = hi - lo + 1;
    char value[SHAPE_BINS][8];
    const char *cat[SHAPE_BINS], *head[SHAPE_BINS + 4] = {"Detective", "Murderer", "Games"};
    for (int v = lo; v <= hi; v++) {
        snprintf(value[v - lo], sizeof value[0], "%d", v);
        cat[v - lo] = head[3 + v - lo] = value[v - lo];
    }
    head[3 + n_cat] = "Mean";
    const char **series = pair_labels(d);
    double *val = xcalloc((size_t)(d->n_pairs * n_cat * 3), sizeof *val);
    DocTable *t = doc_table(b->doc, n_cat + 4, ~3u, head);
    for (int p = 0; p < d->n_pairs; p++) {
        uint64_t n = 0, sum = 0;
        for (int v = lo; v <= hi; v++) {
            n += shape[p][k][v];
            sum += (uint64_t)v * shape[p][k][v];
        }
        char text[SHAPE_BINS + 4][CELL_TEXT];
        const char *cell[SHAPE_BINS + 4] = {d->pair[p].detective, d->pair[p].murderer, text[2]};
        count_text(n, text[2]);
        for (int v = lo; v <= hi; v++) {
            double *bar = &val[(p * n_cat + v - lo) * 3];
            bar[0] = enough(b, n) ? 100.0 * proportion(shape[p][k][v], n) : NAN;
            bar[1] = bar[2] = NAN;
            if (enough(b, n))
                snprintf(text[3 + v - lo], CELL_TEXT, "%.1f%%", bar[0]);
            else
                snprintf(text[3 + v - lo], CELL_TEXT, "%s", v == lo ? (n ? "too few games" : "no games") : "-");
            cell[3 + v - lo] = text[3 + v - lo];
        }
        if (enough(b, n))
            snprintf(text[3 + n_cat], CELL_TEXT, "%.3f", (double)sum / (double)n);
        else
            snprintf(text[3 + n_cat], CELL_TEXT, "-");
        cell[3 + n_cat] = text[3 + n_cat];
        table_row(t, cell);
    }
    char name[32], title[64], caption[128];
    snprintf(name, sizeof name, "shape-%s", metric);
    snprintf(title, sizeof title, "%s per game", metric);
    snprintf(caption, sizeof caption, "Distribution of %s per game, in percent of the games of each policy pair.",
             metric);
    int rc = plot_bars(b->p, name, title, "games (%)", (PlotAxis){n_cat, cat}, (PlotAxis){d->n_pairs, series}, val);
    free_labels(series, d->n_pairs);
    free(val);
    return figure(b, rc, name, caption);
}

static int section_shape(Builder *b)
{
    doc_heading(b->doc, 2, "Shape of the games");
    doc_para(b->doc, "How many murders (at most 5, R1), refusals (at most 2, R2) and rounds (at most 6, R1) the "
                     "games had, per policy pair.");
    uint64_t(*shape)[SHAPE_METRICS][SHAPE_BINS] = xcalloc((size_t)b->d->n_pairs + 1, sizeof *shape);
    for (int p = 0; p < b->d->n_pairs; p++)
        pair_shape(b->d, p, shape[p]);
    int rc = 0;
    for (int k = 0; k < SHAPE_METRICS && rc == 0; k++)
        rc = shape_metric(b, k, shape);
    free(shape);
    return rc;
}

/* ---------------------------------------------------------------------------
 * How to read it
 * ------------------------------------------------------------------------- */

static void section_method(Builder *b)
{
    doc_heading(b->doc, 2, "How to read this report");
    doc_para(b->doc, "A win rate is the Detective's wins divided by the games. Its 95%% interval is Wilson's score "
                     "interval, which stays inside 0-100%% and keeps its coverage for small samples and rates near "
                     "0 or 100%%. A difference of two rates (the advice section) gets Newcombe's hybrid score "
                     "interval. Groups with fewer than %llu games show \"too few games\" instead of a rate, and "
                     "are left out of the figures.",
             (unsigned long long)b->min_games);
    doc_para(b->doc, "Pooled tables add up the games of several cells. Policies are never pooled, but scenarios, "
                     "motive sets and switches are, so a pooled rate depends on the mix of cells in the campaign: "
                     "compare rows within one table, and use the per-cell table for single configurations.");
    doc_para(b->doc, "The figures' gnuplot scripts and data are in figures/ (NAME.gp, NAME.dat): run \"gnuplot "
                     "NAME.gp\" there to redraw one. The numbers come only from the documented tables of the "
                     "database (docs/schema.md), so a merged cluster database reports like a single run.");
}

int report_build(const ReportData *d, uint64_t min_games, const Plotter *p, Doc *doc)
{
    Builder b = {.d = d, .min_games = min_games, .p = p, .doc = doc};
    section_overview(&b);
    if (section_advice(&b))
        return -1;
    section_cells(&b);
    if (report_rules_section(d, min_games, doc, p->err, p->errlen)) /* REFERENCE §7, report_rules.c */
        return -1;
    if (section_groups(&b) || section_pairs(&b) || section_confusion(&b) || section_shape(&b))
        return -1;
    section_method(&b);
    return 0;
}
