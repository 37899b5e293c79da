/*
 * report.c — the standard report: win rates per policy pair, scenario,
 * motive set, switches and true motive with Wilson 95% intervals, the motive
 * confusion heat maps, the matrix of policy pairs and the game shape.
 */
#include "report.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../runner/xalloc.h"
#include "report_groups.h"
#include "report_plots.h"
#include "stats.h"

/* --- numbers as text ------------------------------------------------------ */

void report_rate_text(unsigned long long wins, unsigned long long games, char *rate, size_t ratelen,
                      char *interval, size_t intervallen)
{
    if (games < REPORT_MIN_GAMES) {
        snprintf(rate, ratelen, "%s", games ? "too few games" : "no games");
        snprintf(interval, intervallen, "-");
        return;
    }
    Interval ci = wilson_interval(wins, games, Z95);
    snprintf(rate, ratelen, "%.2f%%", 100.0 * (double)wins / (double)games);
    snprintf(interval, intervallen, "[%.2f%%, %.2f%%]", 100.0 * ci.lo, 100.0 * ci.hi);
}

/* --- the sections ------------------------------------------------------------ */

static const char *const group_title[] = {
    [GROUP_SCENARIO] = "scenario", [GROUP_SET] = "motive set", [GROUP_SWITCHES] = "switches",
    [GROUP_MOTIVE] = "true motive", [GROUP_PAIR] = "policy pair",
};
static const char *const group_figure[] = {
    [GROUP_SCENARIO] = "by_scenario", [GROUP_SET] = "by_motive_set", [GROUP_SWITCHES] = "by_switches",
    [GROUP_MOTIVE] = "by_motive", [GROUP_PAIR] = "by_pair",
};

/* The table and the error-bar figure of one grouping. */
static int rates_section(const ReportData *d, Doc *doc, GroupBy by, const char *figures, char *err, size_t errlen)
{
    Groups g;
    groups_build(d, by, &g);
    static const char *const header[] = {"Detective vs Murderer", "group", "games", "Detective wins",
                                         "win rate", "95% interval"};
    DocTable *t = doc_table(doc, 6, 0x3c, header);
    int n_pairs = d->n_pairs;
    PlotSeries *series = xcalloc((size_t)n_pairs, sizeof *series);
    double *v = xcalloc((size_t)(3 * n_pairs * (g.n_labels ? g.n_labels : 1)), sizeof *v);
    char (*titles)[256] = xcalloc((size_t)n_pairs, sizeof *titles);
    for (int p = 0; p < n_pairs; p++) {
        pair_label(d, p, titles[p], sizeof titles[p]);
        double *value = v + 3 * p * g.n_labels;
        series[p] = (PlotSeries){titles[p], g.n_labels, value, value + g.n_labels, value + 2 * g.n_labels};
        for (int l = 0; l < g.n_labels; l++) {
            const GroupRow *row = groups_find(&g, p, l);
            value[l] = NAN;
            if (!row)
                continue;
            char games[32], wins[32], rate[32], interval[64];
            snprintf(games, sizeof games, "%llu", (unsigned long long)row->t.games);
            snprintf(wins, sizeof wins, "%llu", (unsigned long long)row->t.wins);
            report_rate_text(row->t.wins, row->t.games, rate, sizeof rate, interval, sizeof interval);
            const char *cells[] = {titles[p], g.label[l], games, wins, rate, interval};
            table_row(t, cells);
            if (row->t.games >= REPORT_MIN_GAMES) {
                Interval ci = wilson_interval(row->t.wins, row->t.games, Z95);
                value[l] = (double)row->t.wins / (double)row->t.games;
                value[g.n_labels + l] = ci.lo;
                value[2 * g.n_labels + l] = ci.hi;
            }
        }
    }
    int rc = 0;
    if (g.n_labels > 0 && n_pairs > 0) {
        rc = plot_rates(figures, group_figure[by], "Detective win rate", g.n_labels, g.label, n_pairs, series, err,
                        errlen);
        if (rc == 0)
            doc_figure(doc, group_figure[by], "Detective win rate by %s, with Wilson 95%% intervals.",
                       group_title[by]);
    }
    free(titles);
    free(v);
    free(series);
    groups_free(&g);
    return rc;
}

/* P(accused motive | true motive) per policy pair: the confusion the rulebook's pairing advice is about. */
static int confusion_section(const ReportData *d, Doc *doc, const char *figures, char *err, size_t errlen)
{
    int m = d->n_motives;
    const char *names[RD_MOTIVES_MAX + 1];
    for (int i = 0; i < m; i++)
        names[i] = d->motive[i];
    names[m] = "none";
    for (int p = 0; p < d->n_pairs; p++) {
        uint64_t conf[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1];
        pair_confusion(d, p, conf);
        /* Only motives that were the truth in some game of this pair are rows. */
        int rows[RD_MOTIVES_MAX], n_rows = 0;
        for (int i = 0; i < m; i++) {
            uint64_t total = conf[i][RD_NONE_COLUMN];
            for (int j = 0; j < m; j++)
                total += conf[i][j];
            if (total)
                rows[n_rows++] = i;
        }
        if (!n_rows)
            continue;
        double *value = xcalloc((size_t)(n_rows * (m + 1)), sizeof *value);
        const char *row_names[RD_MOTIVES_MAX];
        for (int r = 0; r < n_rows; r++) {
            int i = rows[r];
            uint64_t total = conf[i][RD_NONE_COLUMN];
            for (int j = 0; j < m; j++)
                total += conf[i][j];
            row_names[r] = names[i];
            for (int j = 0; j < m; j++)
                value[r * (m + 1) + j] = (double)conf[i][j] / (double)total;
            value[r * (m + 1) + m] = (double)conf[i][RD_NONE_COLUMN] / (double)total;
        }
        char name[64], label[256];
        snprintf(name, sizeof name, "confusion_%d", p + 1);
        pair_label(d, p, label, sizeof label);
        int rc = plot_heatmap(figures, name, "accused motive", "true motive", n_rows, m + 1, row_names, names, value,
                              err, errlen);
        free(value);
        if (rc)
            return rc;
        doc_figure(doc, name,
                   "%s: share of games with each true motive (rows) in which the Detective accused each motive "
                   "(columns; 'none' = no accusation).",
                   label);
    }
    return 0;
}

/* The Detective x Murderer matrix of overall win rates. */
static int pairs_section(const ReportData *d, Doc *doc, const char *figures, char *err, size_t errlen)
{
    const char *det[64], *mur[64];
    int nd = 0, nm = 0;
    for (int p = 0; p < d->n_pairs && nd < 64 && nm < 64; p++) {
        int i = 0, j = 0;
        while (i < nd && strcmp(det[i], d->pair[p].detective) != 0)
            i++;
        if (i == nd)
            det[nd++] = d->pair[p].detective;
        while (j < nm && strcmp(mur[j], d->pair[p].murderer) != 0)
            j++;
        if (j == nm)
            mur[nm++] = d->pair[p].murderer;
    }
    if (nd < 2 && nm < 2)
        return 0;
    double *value = xcalloc((size_t)(nd * nm), sizeof *value);
    for (int k = 0; k < nd * nm; k++)
        value[k] = NAN;
    Groups g;
    groups_build(d, GROUP_PAIR, &g);
    for (int r = 0; r < g.n; r++) {
        const RdPair *pair = &d->pair[g.row[r].pair];
        int i = 0, j = 0;
        while (strcmp(det[i], pair->detective) != 0)
            i++;
        while (strcmp(mur[j], pair->murderer) != 0)
            j++;
        if (g.row[r].t.games >= REPORT_MIN_GAMES)
            value[i * nm + j] = (double)g.row[r].t.wins / (double)g.row[r].t.games;
    }
    groups_free(&g);
    int rc = plot_heatmap(figures, "pairs", "Murderer policy", "Detective policy", nd, nm, det, mur, value, err,
                          errlen);
    free(value);
    if (rc == 0)
        doc_figure(doc, "pairs", "Detective win rate for each Detective policy (rows) against each Murderer "
                                 "policy (columns), all cells pooled.");
    return rc;
}

static int shape_section(const ReportData *d, Doc *doc, const char *figures, char *err, size_t errlen)
{
    static const char *const axis[SHAPE_METRICS] = {"murders in the game", "refusals", "rounds played"};
    static const int values[SHAPE_METRICS] = {6, 3, 7};
    int np = d->n_pairs;
    char (*titles)[256] = xcalloc((size_t)np, sizeof *titles);
    const char **title_ptr = xcalloc((size_t)np, sizeof *title_ptr);
    double *share = xcalloc((size_t)(np * SHAPE_BINS), sizeof *share);
    int rc = 0;
    for (int k = 0; k < SHAPE_METRICS && rc == 0; k++) {
        for (int p = 0; p < np; p++) {
            uint64_t shape[SHAPE_METRICS][SHAPE_BINS], total = 0;
            pair_shape(d, p, shape);
            pair_label(d, p, titles[p], sizeof titles[p]);
            title_ptr[p] = titles[p];
            for (int v = 0; v < values[k]; v++)
                total += shape[k][v];
            for (int v = 0; v < values[k]; v++)
                share[p * values[k] + v] = total ? (double)shape[k][v] / (double)total : 0.0;
        }
        char name[64];
        snprintf(name, sizeof name, "shape_%s", shape_metric_name[k]);
        rc = plot_histogram(figures, name, axis[k], values[k], np, title_ptr, share, err, errlen);
        if (rc == 0)
            doc_figure(doc, name, "Distribution of %s, per policy pair.", axis[k]);
    }
    free(share);
    free(title_ptr);
    free(titles);
    return rc;
}

static void run_section(const ReportData *d, Doc *doc)
{
    uint64_t wins, games = report_total_games(d, &wins);
    doc_para(doc, "Database: %s. %d cell(s), %d policy pair(s), %llu games in all.", d->path, d->n_cells,
             d->n_pairs, (unsigned long long)games);
    for (int i = 0; i < d->n_runs; i++) {
        const RdRun *r = &d->run[i];
        doc_para(doc, "Run '%s': master seed %s, noirlab %s on %s, started %s, %s%s.", r->campaign,
                 r->master_seed, r->version, r->host, r->started,
                 r->finished[0] ? "finished " : "not finished (a partial or interrupted run)",
                 r->finished[0] ? r->finished : "");
    }
    doc_para(doc, "Win rates are the Detective's, with Wilson 95%% score intervals. A group with fewer than "
                  "%d games shows 'too few games' instead of a rate.",
             REPORT_MIN_GAMES);
}

int report_build(const ReportData *d, Doc *doc, const char *figures, char *err, size_t errlen)
{
    if (doc->n == 0) /* a report of its own may have put its title and sections first */
        doc_heading(doc, 1, "NoirLab balance report");
    run_section(d, doc);
    uint64_t wins, games = report_total_games(d, &wins);
    if (games == 0) {
        doc_para(doc, "This database holds no games yet: there is nothing to report. Run (or resume) the "
                      "campaign first.");
        return 0;
    }
    doc_heading(doc, 2, "Win rate by policy pair");
    if (rates_section(d, doc, GROUP_PAIR, figures, err, errlen) || pairs_section(d, doc, figures, err, errlen))
        return -1;
    static const GroupBy by[] = {GROUP_SCENARIO, GROUP_SET, GROUP_SWITCHES, GROUP_MOTIVE};
    for (size_t i = 0; i < sizeof by / sizeof by[0]; i++) {
        if (by[i] != GROUP_MOTIVE && groups_distinct(d, by[i]) < 2)
            continue; /* one value only: the pair table already says it */
        doc_heading(doc, 2, "Win rate by %s", group_title[by[i]]);
        if (rates_section(d, doc, by[i], figures, err, errlen))
            return -1;
    }
    doc_heading(doc, 2, "Which motive the Detective accuses");
    if (confusion_section(d, doc, figures, err, errlen))
        return -1;
    doc_heading(doc, 2, "Game shape");
    return shape_section(d, doc, figures, err, errlen);
}

/* --- output ------------------------------------------------------------------ */

int report_start(const char *out_dir, char *tmp, size_t tmplen, char *err, size_t errlen)
{
    snprintf(tmp, tmplen, "%s.tmp-XXXXXX", out_dir);
    if (!mkdtemp(tmp)) {
        snprintf(err, errlen, "%s: cannot create a folder beside it: %s", out_dir, strerror(errno));
        return -1;
    }
    char figures[4096];
    snprintf(figures, sizeof figures, "%s/figures", tmp);
    if (mkdir(figures, 0777)) {
        snprintf(err, errlen, "%s: %s", figures, strerror(errno));
        report_discard(tmp);
        return -1;
    }
    return 0;
}

/* Remove a folder tree of plain files (what report_start and the renderers make). */
static void remove_tree(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
            remove_tree(path);
        else
            unlink(path);
    }
    closedir(d);
    rmdir(dir);
}

void report_discard(const char *tmp_dir) { remove_tree(tmp_dir); }

static int render(const Doc *doc, const char *tmp_dir, const char *file, int html, char *err, size_t errlen)
{
    char path[4200], figures[4200];
    snprintf(path, sizeof path, "%s/%s", tmp_dir, file);
    snprintf(figures, sizeof figures, "%s/figures", tmp_dir);
    FILE *f = fopen(path, "w");
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    int rc = html ? doc_write_html(doc, figures, f) : doc_write_md(doc, f);
    if (fclose(f) != 0 || rc != 0) {
        snprintf(err, errlen, "%s: cannot write", path);
        return -1;
    }
    return 0;
}

int report_publish(const Doc *doc, const char *tmp_dir, const char *out_dir, char *err, size_t errlen)
{
    if (render(doc, tmp_dir, "report.md", 0, err, errlen) || render(doc, tmp_dir, "index.html", 1, err, errlen))
        return -1;
    /* Swap the finished folder in; an old report is removed only afterwards. */
    char old[4096];
    snprintf(old, sizeof old, "%s.old-XXXXXX", out_dir);
    int had_old = access(out_dir, F_OK) == 0;
    if (had_old && (!mkdtemp(old) || rmdir(old) || rename(out_dir, old))) {
        snprintf(err, errlen, "%s: cannot replace the existing folder: %s", out_dir, strerror(errno));
        return -1;
    }
    if (rename(tmp_dir, out_dir)) {
        snprintf(err, errlen, "%s: cannot create: %s", out_dir, strerror(errno));
        if (had_old)
            rename(old, out_dir);
        return -1;
    }
    if (had_old)
        remove_tree(old);
    return 0;
}

int report_write(const char *db_path, const char *out_dir, char *err, size_t errlen)
{
    ReportData d;
    if (report_data_load(&d, db_path, err, errlen))
        return -1;
    char tmp[4000], figures[4096];
    if (report_start(out_dir, tmp, sizeof tmp, err, errlen)) {
        report_data_free(&d);
        return -1;
    }
    snprintf(figures, sizeof figures, "%s/figures", tmp);
    Doc doc = {0};
    int rc = report_build(&d, &doc, figures, err, errlen);
    if (rc == 0)
        rc = report_publish(&doc, tmp, out_dir, err, errlen);
    if (rc)
        report_discard(tmp);
    doc_free(&doc);
    report_data_free(&d);
    return rc;
}
