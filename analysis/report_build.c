/*
 * report_build.c — the sections of the report (docs/report.md), in order:
 * overview, at a glance (glance.c), how to read the numbers with a glossary,
 * the findings in full (glance.c), the games' own sections for that place
 * (report_section.h: Intent to Kill's rulebook advice), the skill levels, the
 * run and its completeness, win rates per cell, the games' sections for that
 * place (Intent to Kill's scenario rules), win rates per true motive, per
 * motive set, per scenario, per switch setting, per policy pair, the motive
 * the Detective names and the shape of the games.
 *
 * Every number is a count from the database or a proportion of two counts
 * with its Wilson 95% interval.  A proportion over fewer than min_games games
 * is not printed: the table says "too few games" ("no games" for zero) and
 * the figure leaves the bar out.
 */
#include "analysis/report_build.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/glance.h"
#include "analysis/report_games.h"
#include "analysis/report_groups.h"
#include "analysis/report_section.h"
#include "analysis/report_sections.h"
#include "analysis/report_text.h"
#include "analysis/report_ties.h"
#include "analysis/skill.h"
#include "analysis/stats.h"
#include "base/xalloc.h"

typedef struct Builder {
    const ReportData *d;
    uint64_t min_games;
    double tolerance;      /* percentage points around 50% (glance.h) */
    const Plotter *p;
    Doc *doc;
    int *level;            /* every pair: those that may headline first, the random ones last (skill.h) */
    int n_verdict_levels;  /* the first ones, without a random player, which give a balance */
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
    report_rate_text(wins, games, b->min_games, rate, ci, CELL_TEXT);
}

/* A bar: rate, low, high in percent, or NAN when there are too few games. */
static void rate_bar(const Builder *b, uint64_t wins, uint64_t games, double *v)
{
    report_rate_bar(wins, games, b->min_games, v);
}

/* "favours the Detective", ..., or "no verdict (random player)". */
static const char *balance_text(const Builder *b, int pair, uint64_t wins, uint64_t games)
{
    if (skill_is_random(b->d, pair))
        return "no verdict (random)";
    return balance_name(balance_of(wins, games, b->min_games, b->tolerance));
}

int report_figure(Doc *doc, int rc, const char *name, const char *caption, uint64_t min_games)
{
    if (rc < 0)
        return -1;
    if (rc == 0)
        doc_figure(doc, name, "%s", caption);
    else
        doc_para(doc, "No figure: no group has %llu games or more yet.", (unsigned long long)min_games);
    return 0;
}

/* Add a drawn figure, or say why there is none.  rc is the plot_* result. */
static int figure(Builder *b, int rc, const char *name, const char *caption)
{
    return report_figure(b->doc, rc, name, caption, b->min_games);
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

void report_free_labels(const char **label, int n)
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

/* Cells with no games, and cells with fewer than their run asked for. */
static void completeness(Builder *b)
{
    const ReportData *d = b->d;
    int empty = 0, partial = 0, few = 0;
    char list[CELL_TEXT] = "";
    size_t n = 0;
    for (int i = 0; i < d->n_cells; i++) {
        const RdCell *c = &d->cell[i];
        empty += c->games == 0;
        partial += c->games > 0 && c->games < c->want;
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
    if (partial > 0 && d->n_runs == 1)
        doc_para(b->doc, "%d cell%s fewer games than the campaign's %lld per cell: an unfinished run or a partial "
                         "merge.",
                 partial, partial > 1 ? "s have" : " has", (long long)d->run[0].games_per_cell);
    else if (partial > 0)
        doc_para(b->doc, "%d cell%s fewer games than their run's games per cell: an unfinished run.", partial,
                 partial > 1 ? "s have" : " has");
    if (few > empty)
        doc_para(b->doc, "%d cell%s fewer than %llu games: too few for a win rate worth printing, so the tables "
                         "say \"too few games\" there.",
                 few - empty, few - empty > 1 ? "s have" : " has", (unsigned long long)b->min_games);
}

static void section_title(Builder *b)
{
    const ReportData *d = b->d;
    doc_heading(b->doc, 1, "NoirLab balance report: %s", d->n_runs > 0 ? d->run[0].campaign : "no run");
}

/* The database as a whole, then its runs: what the first screen leaves out. */
static void section_run(Builder *b)
{
    const ReportData *d = b->d;
    doc_heading(b->doc, 2, "Run");
    uint64_t wins, games = report_total_games(d, &wins);
    char rate[CELL_TEXT], ci[CELL_TEXT];
    rate_text(b, wins, games, rate, ci);
    doc_para(b->doc, "Database %s: %d cell%s, %llu games, %d policy pair%s. Detective win rate over all of them: "
                     "%s %s (a pool of every cell, so it mixes policies and settings; the sections of the report "
                     "keep them apart).",
             d->path, d->n_cells, d->n_cells == 1 ? "" : "s", (unsigned long long)games, d->n_pairs,
             d->n_pairs == 1 ? "" : "s", rate, strcmp(ci, "-") ? ci : "");
    if (d->n_runs == 0)
        doc_para(b->doc, "The runs table is empty.");
    else
        run_table(b);
    completeness(b);
}

/* ---------------------------------------------------------------------------
 * Skill levels
 * ------------------------------------------------------------------------- */

static void section_skill(Builder *b)
{
    static const char *const head[] = {"Level", "Detective", "Murderer", "Detective's shortfall",
                                       "Murderer's shortfall", "Standing", "Games", "Headlines"};
    const ReportData *d = b->d;
    doc_heading(b->doc, 2, "Skill levels");
    char source[2048];
    skill_source_text(d, source, sizeof source);
    doc_para(b->doc, "Each policy pair is a skill level, and every balance figure below is shown per level. %s",
             source);
    doc_para(b->doc, "A pair is matched when its two shortfalls' intervals overlap: it then plays like its sides' "
                     "best pair, and the matched pairs headline, the smallest shortfalls first (the equilibrium's "
                     "pair, or the top pair: each side's best). When they do not overlap the pair has a skill gap: "
                     "one side plays nearer its best than the other, and its win rate is about that, so it never "
                     "headlines. A pair with a random player gives no verdict.");
    DocTable *t = doc_table(b->doc, 8, 0x41, head);
    for (int i = 0; i < d->n_pairs; i++) {
        int pair = b->level[i];
        char level[CELL_TEXT], shortfall[2][CELL_TEXT], standing[CELL_TEXT], games[CELL_TEXT];
        snprintf(level, sizeof level, "%d", i + 1);
        for (int side = 0; side < 2; side++)
            skill_shortfall_text(d, pair, side, shortfall[side], CELL_TEXT);
        skill_standing_text(d, pair, standing, sizeof standing);
        uint64_t n = 0;
        for (int c = 0; c < d->n_cells; c++)
            n += d->cell[c].pair == pair ? d->cell[c].games : 0;
        count_text(n, games);
        SkillStanding s = skill_standing(d, pair);
        table_row(t, (const char *const[]){level, d->pair[pair].detective, d->pair[pair].murderer, shortfall[0],
                                           shortfall[1], standing, games,
                                           s == STANDING_MATCHED || s == STANDING_MIRROR ? "yes" : "no"});
    }
}

/* ---------------------------------------------------------------------------
 * Win rates per cell and per group of cells
 * ------------------------------------------------------------------------- */

static void section_cells(Builder *b)
{
    static const char *const head[] = {"Cell", "Scenario", "Motive set", "Switches", "Detective", "Murderer",
                                       "Games", "Detective wins", "Win rate", "95% interval", "Balance"};
    doc_heading(b->doc, 2, "Detective win rate per cell");
    doc_para(b->doc, "One row per cell of the campaign: a scenario, a motive set, the switches and a policy pair. "
                     "Balance: whether the whole Wilson 95%% interval lies above 50%% + %g points (favours the "
                     "Detective), below 50%% - %g (favours the Murderer), within 50%% +/- %g (even), or across one of "
                     "those bounds (unclear).",
             b->tolerance, b->tolerance, b->tolerance);
    DocTable *t = doc_table(b->doc, 11, 0x3c1, head);
    for (int i = 0; i < b->d->n_cells; i++) {
        const RdCell *c = &b->d->cell[i];
        const RdPair *p = &b->d->pair[c->pair];
        char id[CELL_TEXT], games[CELL_TEXT], wins[CELL_TEXT], rate[CELL_TEXT], ci[CELL_TEXT];
        snprintf(id, sizeof id, "%d", c->id);
        count_text(c->games, games);
        count_text(c->wins, wins);
        rate_text(b, c->wins, c->games, rate, ci);
        table_row(t, (const char *const[]){id, c->scenario, c->motive_set, c->switches, p->detective, p->murderer,
                                           games, wins, rate, ci, balance_text(b, c->pair, c->wins, c->games)});
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
    const char *head[] = {"Detective", "Murderer", s->column, "Games", "Detective wins", "Win rate", "95% interval",
                          "Balance"};
    if (!label)
        memmove(&head[2], &head[3], 5 * sizeof head[0]);
    DocTable *t = doc_table(b->doc, 7 + label, label ? 0x78u : 0x3cu, head);
    for (int i = 0; i < g->n; i++) {
        const GroupRow *r = &g->row[i];
        const RdPair *p = &b->d->pair[r->pair];
        char games[CELL_TEXT], wins[CELL_TEXT], rate[CELL_TEXT], ci[CELL_TEXT];
        count_text(r->t.games, games);
        count_text(r->t.wins, wins);
        rate_text(b, r->t.wins, r->t.games, rate, ci);
        const char *cells[] = {p->detective, p->murderer, g->label[r->label], games, wins, rate, ci,
                               balance_text(b, r->pair, r->t.wins, r->t.games)};
        if (!label)
            memmove(&cells[2], &cells[3], 5 * sizeof cells[0]);
        table_row(t, cells);
    }
}

/* The rate of (pair, label) in percent, or NAN when there are too few games. */
static double group_rate(const Builder *b, const Groups *g, int pair, int label)
{
    const GroupRow *r = groups_find(g, pair, label);
    double v[3];
    rate_bar(b, r ? r->t.wins : 0, r ? r->t.games : 0, v);
    return v[0];
}

/* The labels by the first pair's rate, highest first; labels it has no rate
 * for go last, in their order. */
static int *sorted_labels(const Builder *b, const Groups *g, int first_pair)
{
    int *order = xcalloc((size_t)g->n_labels, sizeof *order);
    for (int i = 0; i < g->n_labels; i++) {
        double v = group_rate(b, g, first_pair, i);
        int k = i;
        while (k > 0) {
            double w = group_rate(b, g, first_pair, order[k - 1]);
            if (!(isnan(w) && !isnan(v)) && !(!isnan(w) && !isnan(v) && w < v))
                break;
            order[k] = order[k - 1];
            k--;
        }
        order[k] = i;
    }
    return order;
}

/* One bar chart of some pairs (the series, in level order), the labels
 * sorted by the first pair's rate; 1 when nothing to draw. */
static int group_chart(Builder *b, const GroupSection *s, const Groups *g, const int *pairs, int n_pairs,
                       const char *name, const char *title)
{
    const ReportData *d = b->d;
    if (n_pairs == 0)
        return 1;
    int *order = sorted_labels(b, g, pairs[0]), n_cat = 0;
    /* only the labels some of these pairs have a rate for */
    for (int c = 0; c < g->n_labels; c++) {
        int any = 0;
        for (int p = 0; p < n_pairs; p++)
            any |= !isnan(group_rate(b, g, pairs[p], order[c]));
        if (any)
            order[n_cat++] = order[c];
    }
    const char **series = xcalloc((size_t)n_pairs, sizeof *series);
    for (int i = 0; i < n_pairs; i++) {
        char text[2 * RD_TEXT_MAX + 8];
        pair_label(d, pairs[i], text, sizeof text);
        series[i] = xstrdup(text);
    }
    const char **cat = xcalloc((size_t)n_cat, sizeof *cat);
    for (int c = 0; c < n_cat; c++) {
        const char *label = g->label[order[c]];
        cat[c] = s->by == GROUP_SET ? set_abbreviation(d, label) : xstrdup(label);
    }
    double *val = xcalloc((size_t)(n_pairs * n_cat * 3), sizeof *val);
    for (int p = 0; p < n_pairs; p++)
        for (int c = 0; c < n_cat; c++) {
            const GroupRow *r = groups_find(g, pairs[p], order[c]);
            rate_bar(b, r ? r->t.wins : 0, r ? r->t.games : 0, &val[(p * n_cat + c) * 3]);
        }
    int rc = plot_bars(b->p, name, title, "Detective win rate (%)", (PlotAxis){n_cat, cat},
                       (PlotAxis){n_pairs, series}, val, 50.0);
    report_free_labels(series, n_pairs);
    report_free_labels(cat, n_cat);
    free(val);
    free(order);
    return rc;
}

/* The skill levels that give verdicts in one chart, the random pairs in
 * another (their rates near 0% and 100% would squash the scale). */
static int group_figure(Builder *b, const GroupSection *s, const Groups *g)
{
    const ReportData *d = b->d;
    int nv = b->n_verdict_levels, nr = d->n_pairs - nv;
    char caption[512], name[64], title[256];
    snprintf(caption, sizeof caption,
             "%s, with Wilson 95%% intervals; the dashed line is 50%%. Bars are sorted by the first pair's rate; "
             "one colour per skill level, in the order of \"Skill levels\".",
             s->heading);
    int rc = group_chart(b, s, g, b->level, nv, s->figure, s->heading);
    if (rc < 0 || (rc == 0 && figure(b, rc, s->figure, caption)))
        return -1;
    int drawn = rc == 0;
    snprintf(name, sizeof name, "%s-random", s->figure);
    snprintf(title, sizeof title, "%s, random players", s->heading);
    snprintf(caption, sizeof caption,
             "%s for the pairs with a random player, apart so that their rates near 0%% or 100%% do not squash "
             "the scale above; they give no verdict.",
             s->heading);
    rc = group_chart(b, s, g, b->level + nv, nr, name, title);
    if (rc < 0 || (rc == 0 && figure(b, rc, name, caption)))
        return -1;
    drawn |= rc == 0;
    return drawn ? 0 : figure(b, 1, s->figure, caption);
}

/* Labels whose balance differs between the levels that give verdicts. */
static void group_flips(Builder *b, const GroupSection *s, const Groups *g)
{
    if (b->n_verdict_levels < 2)
        return;
    char flips[2048] = "", partly[2048] = "";
    size_t nf = 0, np = 0;
    for (int k = 0; k < g->n_labels; k++) {
        int seen[BALANCE_FEW + 1] = {0}, levels = 0;
        for (int l = 0; l < b->n_verdict_levels; l++) {
            const GroupRow *r = groups_find(g, b->level[l], k);
            Balance x = r ? balance_of(r->t.wins, r->t.games, b->min_games, b->tolerance) : BALANCE_FEW;
            if (x != BALANCE_FEW) {
                seen[x] = 1;
                levels++;
            }
        }
        if (levels < 2)
            continue;
        if (seen[BALANCE_DETECTIVE] && seen[BALANCE_MURDERER]) {
            if (nf < sizeof flips)
                nf += (size_t)snprintf(flips + nf, sizeof flips - nf, "%s%s", nf ? ", " : "", g->label[k]);
        } else if (seen[BALANCE_DETECTIVE] + seen[BALANCE_MURDERER] + seen[BALANCE_EVEN] + seen[BALANCE_UNCLEAR] > 1) {
            if (np < sizeof partly)
                np += (size_t)snprintf(partly + np, sizeof partly - np, "%s%s", np ? ", " : "", g->label[k]);
        }
    }
    if (nf)
        doc_para(b->doc, "FLIPS between skill levels (favours the Detective at one, the Murderer at another): %s.",
                 flips);
    if (np)
        doc_para(b->doc, "Balance differs between skill levels, without flipping: %s.", partly);
    if (!nf && !np)
        doc_para(b->doc, "Every %s measured at two or more skill levels has the same balance at each.",
                 s->axis ? s->axis : "row");
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
        if (rc == 0) {
            group_table(b, s, &g);
            group_flips(b, s, &g);
        }
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

/* Is the square (truth t, named a) one no game could fill, so that it is
 * left blank rather than shown as 0%?  When no cell of the pair has both in
 * its set and no game named a for t (a Detective that names motives outside
 * the set, like the random one, can). */
static int blank_square(const ReportData *d, int pair, uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1], int t,
                        int a)
{
    if (a == RD_NONE_COLUMN || conf[t][a] > 0)
        return 0;
    uint32_t both = 1u << t | 1u << a;
    for (int i = 0; i < d->n_cells; i++)
        if (d->cell[i].pair == pair && (d->cell[i].motives & both) == both)
            return 0;
    return 1;
}

static uint64_t row_total(uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1], int t)
{
    uint64_t n = 0;
    for (int a = 0; a <= RD_MOTIVES_MAX; a++)
        n += conf[t][a];
    return n;
}

static void confusion_table(Builder *b, int pair, uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1],
                            const int *rows, int n_rows, const int *cols, int n_cols)
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
            if (enough(b, n) && blank_square(b->d, pair, conf, rows[r], cols[c]))
                snprintf(text[2 + c], CELL_TEXT, "-");
            else if (enough(b, n))
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
            val[r * n_cols + c] = enough(b, n) && !blank_square(b->d, pair, conf, rows[r], cols[c])
                                      ? 100.0 * proportion(conf[rows[r]][cols[c]], n)
                                      : NAN;
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
                     "pair, so a motive is only confused with those that share a set with it: a square of two "
                     "motives that never share a set and no game is left blank (\"-\"), not shown as 0%%.");
    for (int i = 0; i < b->d->n_pairs; i++) {
        int pair = b->level[i]; /* in the order of "Skill levels" */
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
        confusion_table(b, pair, conf, rows, n_rows, cols, n_cols);
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
    int rc = plot_bars(b->p, name, title, "games (%)", (PlotAxis){n_cat, cat}, (PlotAxis){d->n_pairs, series}, val,
                       NAN);
    report_free_labels(series, d->n_pairs);
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
    double t = b->tolerance;
    doc_item(b->doc, "Cell: one configuration of the campaign (a scenario, a motive set, the switches and a policy "
                     "pair) and its games.");
    doc_item(b->doc, "Motive set: the motives the Murderer's is dealt from in a cell.");
    doc_item(b->doc, "Wilson interval: the 95%% interval of a win rate; in the page's first table, the bar against "
                     "the shaded band 50%% +/- %g points.",
             t);
    doc_item(b->doc, "Paired difference: two rates over the same deals (common seeds) compared game by game, with "
                     "Newcombe's 95%% interval; narrower than a difference of two independent samples.");
    doc_item(b->doc, "Skill level: a policy pair (Detective first). The first screen's verdicts are at the pair "
                     "the skill basis headlines, named in each sentence: the equilibrium's pair, else the matched "
                     "top pair (each side's best), never a pair with a skill gap (section \"Skill levels\"). A row "
                     "is judged at the first such level with %llu games of it, else the first with any.",
             (unsigned long long)b->min_games);
    doc_item(b->doc, "A rule's effect: the Detective's win rate with the scenario's own rules minus without them, in "
                     "points, with its 95%% interval; paired when the games of both cells are logged. Cells played "
                     "with the rules off are this experiment, not a scenario.");
    doc_item(b->doc, "Verdict: favours the Detective (or the Murderer) when the whole interval lies above 50%% + %g "
                     "(below 50%% - %g) points; even when it lies within 50%% +/- %g; unclear (too close to call) "
                     "when it crosses a bound; too few games below %llu games.",
             t, t, t, (unsigned long long)b->min_games);
    doc_para(b->doc, "A win rate is the Detective's wins divided by the games. Its 95%% interval is Wilson's score "
                     "interval, which stays inside 0-100%% and keeps its coverage for small samples and rates near "
                     "0 or 100%%. A difference of two rates (the advice section) gets Newcombe's hybrid score "
                     "interval, widened by Holm's correction when many claims are judged together. Groups with "
                     "fewer than %llu games show \"too few games\" instead of a rate, and are left out of the "
                     "figures.",
             (unsigned long long)b->min_games);
    doc_para(b->doc, "Balance is judged by the interval, not the rate alone: a side is favoured only when the whole "
                     "interval lies beyond 50%% +/- %g points, so more games can turn \"unclear\" into a verdict "
                     "but a verdict does not come and go with noise. Every figure and table is per skill level (a "
                     "policy pair); a finding that holds for one pair of players may not hold for better ones, and "
                     "the report says where it flips. Random players give no verdict.",
             b->tolerance);
    doc_para(b->doc, "Pooled tables add up the games of several cells. Policies are never pooled, but scenarios, "
                     "motive sets and switches are, so a pooled rate depends on the mix of cells in the campaign: "
                     "compare rows within one table, and use the per-cell table for single configurations.");
    doc_para(b->doc, "The figures' gnuplot scripts and data are in figures/ (NAME.gp, NAME.dat): run \"gnuplot "
                     "NAME.gp\" there to redraw one. The numbers come only from the documented tables of the "
                     "database (docs/schema.md), so a merged cluster database reports like a single run.");
}

/* A database with no Intent to Kill cells: the title, the run, and each
 * other game's own section (report_games.c); Intent to Kill's sections would
 * describe nothing. */
static int build_other_games(Builder *b)
{
    const ReportData *d = b->d;
    doc_heading(b->doc, 1, "NoirLab balance report: %s", d->n_runs > 0 ? d->run[0].campaign : "no run");
    doc_para(b->doc, "Database %s: %d cell%s, none of them Intent to Kill's, so the report has only the run and "
                     "each game's own section.",
             d->path, d->n_game_cells, d->n_game_cells == 1 ? "" : "s");
    doc_heading(b->doc, 2, "Run");
    if (d->n_runs == 0)
        doc_para(b->doc, "The runs table is empty.");
    else
        run_table(b);
    return report_games_sections(d, b->min_games, b->p, b->doc);
}

/* The games' own sections (report_section.h), registered by their
 * CMakeLists.txt; NULL ends the list, which may be otherwise empty. */
static const GameReport *const game_reports[] = {NOIRLAB_GAME_REPORTS NULL};

/* Each game's section at this place of the report, in the order of NOIRLAB_GAMES. */
static int games_sections(const Builder *b, ReportPlace place)
{
    const ReportContext ctx = {.d = b->d, .min_games = b->min_games, .p = b->p, .doc = b->doc};
    for (int g = 0; game_reports[g]; g++)
        if (game_reports[g]->section[place] && game_reports[g]->section[place](&ctx))
            return -1;
    return 0;
}

int report_build(const ReportData *d, uint64_t min_games, double tolerance, const Plotter *p, Doc *doc)
{
    Builder b = {.d = d, .min_games = min_games, .tolerance = tolerance, .p = p, .doc = doc};
    if (d->n_cells == 0 && d->n_game_cells > 0)
        return build_other_games(&b);
    b.level = xcalloc((size_t)d->n_pairs, sizeof *b.level);
    skill_order(d, b.level);
    for (int i = 0; i < d->n_pairs; i++)
        b.n_verdict_levels += !skill_is_random(d, i);
    section_title(&b);
    glance_section(d, min_games, tolerance, doc);
    section_method(&b);
    glance_findings(d, min_games, tolerance, doc);
    int rc = games_sections(&b, REPORT_AFTER_FINDINGS);
    if (rc == 0) {
        section_skill(&b);
        section_run(&b);
        section_cells(&b);
        rc = games_sections(&b, REPORT_AFTER_CELLS) || section_groups(&b) || section_pairs(&b) ||
                     section_confusion(&b) || report_ties_section(d, min_games, doc, p->err, p->errlen) ||
                     section_shape(&b)
                 ? -1
                 : 0;
    }
    if (rc == 0)
        rc = report_games_sections(d, min_games, p, doc); /* other games' cells beside Intent to Kill's */
    free(b.level);
    return rc;
}
