/*
 * report_games.c — each game's own section of the report (report_games.h),
 * for the cells of games played through the game interface: a two-seat
 * game's win rates per setup, its switches' effects, how its games end and
 * how long they last; a game of more seats gets report_seats.c's section.
 *
 * Everything is read through the game interface's names, not a game's types:
 * a cell's parameters are its canonical setup text ("mode=classic,grid=5,
 * ..."), the win rates are the hider seat's, and the ending and length come
 * from the metrics the game class names (GameMetric), the names of the
 * `ending` metric's values too.  The parameters split in two by what the
 * cells hold: a key whose values are all 0 or 1 is a switch (NOIR's
 * no_disguise, ...), any other key that varies is an axis (mode, grid).
 *
 * A switch's effect is the difference between a cell with that switch alone
 * on and its twin with every switch off, same axes and same policies.  The
 * switches share deals (GameParam.shares_deals, docs/campaign.md), so the
 * twins were dealt the same games; when the per-game log holds every game of
 * both (rows = all) the difference is paired game by game (Newcombe's paired
 * interval), otherwise it is the unpaired one and the row says so.
 */
#include "analysis/report_games.h"

#include <ctype.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/db_reader.h"
#include "analysis/paired.h"
#include "analysis/report_plots.h"
#include "analysis/report_seats.h"
#include "analysis/report_text.h"
#include "analysis/stats.h"
#include "base/xalloc.h"

enum { TEXT = 512, KEY_TEXT = 64 };

/* A setup text split into its keys and values. */
typedef struct CellSetup {
    int n;
    char key[GAME_PARAMS_MAX][KEY_TEXT], value[GAME_PARAMS_MAX][KEY_TEXT];
} CellSetup;

static void setup_parse(const char *text, CellSetup *s)
{
    memset(s, 0, sizeof *s);
    while (*text && s->n < GAME_PARAMS_MAX) {
        size_t len = strcspn(text, ",");
        const char *eq = memchr(text, '=', len);
        if (eq) {
            snprintf(s->key[s->n], KEY_TEXT, "%.*s", (int)(eq - text), text);
            snprintf(s->value[s->n], KEY_TEXT, "%.*s", (int)(text + len - eq - 1), eq + 1);
            s->n++;
        }
        text += len + (text[len] == ',');
    }
}

static const char *setup_value(const CellSetup *s, const char *key)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->key[i], key) == 0)
            return s->value[i];
    return "";
}

/* The cells of one game, their setups, and which keys are axes and switches. */
typedef struct GameView {
    const ReportData *d;
    const char *name;           /* the game's name in the database */
    const GameClass *g;         /* NULL: a game this noirlab does not know */
    uint64_t min_games;
    Doc *doc;
    int n;                      /* its cells */
    const RdGameCell **cell;
    CellSetup *setup;
    int n_keys;                 /* the keys of the first cell's setup */
    char key[GAME_PARAMS_MAX][KEY_TEXT];
    int axis[GAME_PARAMS_MAX], is_switch[GAME_PARAMS_MAX], varies[GAME_PARAMS_MAX];
    char hider[32], seeker[32]; /* seat names, capitalised: "Killer", "Inspector" */
    sqlite3 *db;                /* the database, read-only, for the per-game log; NULL if it cannot be opened */
    const Plotter *p;           /* the figures */
} GameView;

static void seat_title(const GameClass *g, int seat, const char *fallback, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", g ? g->seat_name[seat] : fallback);
    out[0] = (char)toupper((unsigned char)out[0]);
}

static void view_keys(GameView *v)
{
    v->n_keys = v->setup[0].n;
    for (int k = 0; k < v->n_keys; k++) {
        snprintf(v->key[k], KEY_TEXT, "%s", v->setup[0].key[k]);
        int varies = 0, binary = 1;
        for (int i = 0; i < v->n; i++) {
            const char *x = setup_value(&v->setup[i], v->key[k]);
            varies |= strcmp(x, setup_value(&v->setup[0], v->key[k])) != 0;
            binary &= strcmp(x, "0") == 0 || strcmp(x, "1") == 0;
        }
        v->is_switch[k] = binary;
        v->varies[k] = varies;
        v->axis[k] = varies && !binary;
    }
}

static void view_open(GameView *v, const ReportData *d, const char *name, uint64_t min_games, const Plotter *p,
                      Doc *doc)
{
    memset(v, 0, sizeof *v);
    v->d = d;
    v->p = p;
    v->name = name;
    v->min_games = min_games;
    v->doc = doc;
    v->cell = xcalloc((size_t)d->n_game_cells, sizeof *v->cell);
    v->setup = xcalloc((size_t)d->n_game_cells, sizeof *v->setup);
    for (int i = 0; i < d->n_game_cells; i++)
        if (strcmp(d->game_cell[i].game_name, name) == 0) {
            v->g = d->game_cell[i].game;
            setup_parse(d->game_cell[i].setup, &v->setup[v->n]);
            v->cell[v->n++] = &d->game_cell[i];
        }
    seat_title(v->g, GAME_HIDER, "hider", v->hider, sizeof v->hider);
    seat_title(v->g, GAME_SEEKER, "seeker", v->seeker, sizeof v->seeker);
    view_keys(v);
    if (db_open_reader(d->path, &v->db) != SQLITE_OK) {
        sqlite3_close(v->db);
        v->db = NULL; /* the switches' effects are then unpaired */
    }
}

static void view_close(GameView *v)
{
    free(v->cell);
    free(v->setup);
    sqlite3_close(v->db);
}

/* The number of switches on in cell i, and the key index of the last one. */
static int switches_on(const GameView *v, int i, int *which)
{
    int on = 0;
    for (int k = 0; k < v->n_keys; k++)
        if (v->is_switch[k] && strcmp(setup_value(&v->setup[i], v->key[k]), "1") == 0) {
            on++;
            *which = k;
        }
    return on;
}

static int same_pair(const RdGameCell *a, const RdGameCell *b)
{
    return strcmp(a->seeker, b->seeker) == 0 && strcmp(a->hider, b->hider) == 0;
}

/* Do cells i and j have the same value of every key but the switches (the
 * same axes)? */
static int same_axes(const GameView *v, int i, int j)
{
    for (int k = 0; k < v->n_keys; k++)
        if (!v->is_switch[k] &&
            strcmp(setup_value(&v->setup[i], v->key[k]), setup_value(&v->setup[j], v->key[k])) != 0)
            return 0;
    return 1;
}

/* The policy pairs as the index of the first cell of each, in cell order. */
static int view_pairs(const GameView *v, int *first)
{
    int n = 0;
    for (int i = 0; i < v->n; i++) {
        int seen = 0;
        for (int j = 0; j < n && !seen; j++)
            seen = same_pair(v->cell[first[j]], v->cell[i]);
        if (!seen)
            first[n++] = i;
    }
    return n;
}

/* ---------------------------------------------------------------------------
 * Numbers as text
 * ------------------------------------------------------------------------- */

static int enough(const GameView *v, uint64_t games)
{
    return games > 0 && games >= v->min_games;
}

static void rate_text(const GameView *v, uint64_t wins, uint64_t games, char *rate, char *ci)
{
    report_rate_text(wins, games, v->min_games, rate, ci, TEXT);
}

/* "43.60% [39.32%, 47.98%]", or why there is no rate. */
static void rate_with_ci(const GameView *v, uint64_t wins, uint64_t games, char *out)
{
    char rate[TEXT], ci[TEXT];
    rate_text(v, wins, games, rate, ci);
    snprintf(out, TEXT, "%.100s%s%.100s", rate, enough(v, games) ? " " : "", enough(v, games) ? ci : "");
}

static void count_text(uint64_t n, char *out)
{
    snprintf(out, TEXT, "%llu", (unsigned long long)n);
}

/* The header: the axes, then `rest`. Returns the column count. */
static int header(const GameView *v, const char *const *rest, int n_rest, const char **out)
{
    int c = 0;
    for (int k = 0; k < v->n_keys; k++)
        if (v->axis[k])
            out[c++] = v->key[k];
    for (int i = 0; i < n_rest; i++)
        out[c++] = rest[i];
    return c;
}

/* Cell i's axis values into row, from column 0. Returns the next column. */
static int axis_cells(const GameView *v, int i, const char **row)
{
    int c = 0;
    for (int k = 0; k < v->n_keys; k++)
        if (v->axis[k])
            row[c++] = setup_value(&v->setup[i], v->key[k]);
    return c;
}

static int n_axes(const GameView *v)
{
    int n = 0;
    for (int k = 0; k < v->n_keys; k++)
        n += v->axis[k];
    return n;
}

/* Bits of the columns from `from` on (numbers: right-aligned). */
static unsigned numbers_from(int from, int cols)
{
    return (unsigned)((1u << cols) - (1u << from));
}

/* ---------------------------------------------------------------------------
 * The hider's win rate per setup and policy pair
 * ------------------------------------------------------------------------- */

static void pair_heading(const GameView *v, const RdGameCell *c)
{
    doc_heading(v->doc, 4, "%s %s, %s %s", v->seeker, c->seeker, v->hider, c->hider);
}

static void win_rate_table(const GameView *v, int pair_cell)
{
    char wins_head[64], rate_head[64], seeker_head[64];
    snprintf(wins_head, sizeof wins_head, "%s wins", v->hider);
    snprintf(rate_head, sizeof rate_head, "%s win rate", v->hider);
    snprintf(seeker_head, sizeof seeker_head, "%s win rate", v->seeker);
    const char *rest[] = {"Games", wins_head, rate_head, "95% interval", seeker_head, "Unfinished"};
    const char *head[GAME_PARAMS_MAX + 6];
    int cols = header(v, rest, 6, head);
    DocTable *t = doc_table(v->doc, cols, numbers_from(n_axes(v), cols), head);
    int dummy;
    for (int i = 0; i < v->n; i++) {
        const RdGameCell *c = v->cell[i];
        if (!same_pair(c, v->cell[pair_cell]) || switches_on(v, i, &dummy) > 0)
            continue;
        char games[TEXT], wins[TEXT], rate[TEXT], ci[TEXT], seeker[TEXT], unfinished[TEXT];
        count_text(c->games, games);
        count_text(c->hider_wins, wins);
        count_text(c->unfinished, unfinished);
        rate_text(v, c->hider_wins, c->games, rate, ci);
        rate_with_ci(v, c->seeker_wins, c->games, seeker);
        const char *row[GAME_PARAMS_MAX + 6];
        int k = axis_cells(v, i, row);
        const char *values[] = {games, wins, rate, ci, seeker, unfinished};
        memcpy(row + k, values, sizeof values);
        table_row(t, row);
    }
}

/* The setups with every switch off, as the index of their first cell, in
 * cell order. */
static int view_setups(const GameView *v, int *first)
{
    int n = 0, dummy;
    for (int i = 0; i < v->n; i++) {
        if (switches_on(v, i, &dummy) > 0)
            continue;
        int seen = 0;
        for (int j = 0; j < n && !seen; j++)
            seen = same_axes(v, i, first[j]);
        if (!seen)
            first[n++] = i;
    }
    return n;
}

/* The switch-off cell of pair `pair_cell`'s policies with cell `setup`'s
 * axes; -1 if none. */
static int pair_setup_cell(const GameView *v, int pair_cell, int setup)
{
    int dummy;
    for (int i = 0; i < v->n; i++)
        if (same_pair(v->cell[i], v->cell[pair_cell]) && switches_on(v, i, &dummy) == 0 && same_axes(v, i, setup))
            return i;
    return -1;
}

/* "classic/5/16": a setup's axis values, in the order of the axes. */
static char *setup_label(const GameView *v, int i)
{
    char text[TEXT] = "";
    size_t used = 0;
    for (int k = 0; k < v->n_keys; k++)
        if (v->axis[k])
            used += (size_t)snprintf(text + used, used < sizeof text ? sizeof text - used : 0, "%s%s",
                                     used ? "/" : "", setup_value(&v->setup[i], v->key[k]));
    return xstrdup(text);
}

/* The hider's win rate per setup (the categories) and policy pair (the
 * series), as bars with their Wilson intervals.  Returns plot_bars' result:
 * 1 when no cell has enough games. */
static int win_rate_chart(const GameView *v, const int *pair, int n_pairs, const char *name)
{
    int *setup = xcalloc((size_t)v->n, sizeof *setup);
    int n_cat = view_setups(v, setup);
    const char **cat = xcalloc((size_t)n_cat + 1, sizeof *cat), **series = xcalloc((size_t)n_pairs, sizeof *series);
    double *val = xcalloc((size_t)(n_pairs * n_cat * 3) + 1, sizeof *val);
    for (int c = 0; c < n_cat; c++)
        cat[c] = setup_label(v, setup[c]);
    for (int p = 0; p < n_pairs; p++) {
        char text[2 * TEXT];
        snprintf(text, sizeof text, "%.200s vs %.200s", v->cell[pair[p]]->seeker, v->cell[pair[p]]->hider);
        series[p] = xstrdup(text);
        for (int c = 0; c < n_cat; c++) {
            int i = pair_setup_cell(v, pair[p], setup[c]);
            report_rate_bar(i >= 0 ? v->cell[i]->hider_wins : 0, i >= 0 ? v->cell[i]->games : 0, v->min_games,
                            &val[(p * n_cat + c) * 3]);
        }
    }
    char title[TEXT], ylabel[TEXT];
    snprintf(title, sizeof title, "%.100s's win rate per setup (every switch off)", v->hider);
    snprintf(ylabel, sizeof ylabel, "%.100s win rate (%%)", v->hider);
    int rc = n_cat > 0 ? plot_bars(v->p, name, title, ylabel, (PlotAxis){n_cat, cat}, (PlotAxis){n_pairs, series},
                                   val, 50.0)
                       : 1;
    for (int c = 0; c < n_cat; c++)
        free((void *)cat[c]);
    for (int p = 0; p < n_pairs; p++)
        free((void *)series[p]);
    free(cat);
    free(series);
    free(val);
    free(setup);
    return rc;
}

static int section_win_rates(const GameView *v, const int *pair, int n_pairs)
{
    doc_heading(v->doc, 3, "The %s's win rate", v->hider);
    doc_para(v->doc, "Every setup with all switches off, per policy pair: the %s's wins over all games, with the "
                     "Wilson 95%% interval. Games stopped unfinished (the turn limit) are neither side's win, so "
                     "the two seats' rates may add up to less than 100%%.",
             v->hider);
    char name[TEXT];
    snprintf(name, sizeof name, "%.100s-win", v->name);
    int rc = win_rate_chart(v, pair, n_pairs, name);
    if (rc < 0)
        return -1;
    if (rc == 0)
        doc_figure(v->doc, name,
                   "The %s's win rate per setup (%s), every switch off, with Wilson 95%% intervals; one colour per "
                   "policy pair (%s vs %s); the dashed line is 50%%.",
                   v->hider, "the axes' values joined by /, as in the tables' first columns", v->seeker, v->hider);
    for (int p = 0; p < n_pairs; p++) {
        pair_heading(v, v->cell[pair[p]]);
        win_rate_table(v, pair[p]);
    }
    return 0;
}

/* ---------------------------------------------------------------------------
 * What each switch does
 * ------------------------------------------------------------------------- */

/* The cell with every switch off, the same axes and the same pair as cell i; -1 if none. */
static int twin_off(const GameView *v, int i)
{
    int dummy;
    for (int j = 0; j < v->n; j++) {
        if (j != i && same_pair(v->cell[i], v->cell[j]) && switches_on(v, j, &dummy) == 0 && same_axes(v, i, j))
            return j;
    }
    return -1;
}

/* The hider's win rates of cells `on` and `off` on the same deals, paired game
 * by game from the per-game log: 0, or -1 when the log does not hold them all. */
static int paired_hider_wins(const GameView *v, int on, int off, uint64_t n[4])
{
    const RdGameCell *a = v->cell[on], *b = v->cell[off];
    return v->db && a->games == b->games ? paired_counts(v->db, GAME_HIDER, a->id, b->id, a->games, n)
                                         : -1;
}

/* One switch's row; returns 1 when its interval is paired. */
static int switch_row(const GameView *v, DocTable *t, int on, int off, int key)
{
    const RdGameCell *a = v->cell[on], *b = v->cell[off];
    char rate_off[TEXT], rate_on[TEXT], diff[TEXT], ci[TEXT];
    uint64_t n[4];
    int paired = 0;
    rate_with_ci(v, b->hider_wins, b->games, rate_off);
    rate_with_ci(v, a->hider_wins, a->games, rate_on);
    if (enough(v, a->games) && enough(v, b->games)) {
        paired = paired_hider_wins(v, on, off, n) == 0;
        Interval d = paired ? newcombe_paired_difference(n[0], n[1], n[2], n[3], Z95)
                            : newcombe_difference(a->hider_wins, a->games, b->hider_wins, b->games, Z95);
        snprintf(diff, TEXT, "%+.2f",
                 100.0 * (proportion(a->hider_wins, a->games) - proportion(b->hider_wins, b->games)));
        snprintf(ci, TEXT, "[%+.2f, %+.2f]%s", 100.0 * d.lo, 100.0 * d.hi, paired ? "" : " (unpaired)");
    } else {
        snprintf(diff, TEXT, "too few games");
        snprintf(ci, TEXT, "-");
    }
    const char *row[GAME_PARAMS_MAX + 8];
    row[0] = v->key[key];
    int k = 1 + axis_cells(v, on, row + 1);
    const char *values[] = {a->seeker, a->hider, rate_off, rate_on, diff, ci};
    memcpy(row + k, values, sizeof values);
    table_row(t, row);
    return paired;
}

static void section_switches(const GameView *v)
{
    doc_heading(v->doc, 3, "What each switch does");
    char off_head[64], on_head[64];
    snprintf(off_head, sizeof off_head, "%s win rate, off", v->hider);
    snprintf(on_head, sizeof on_head, "%s win rate, on", v->hider);
    const char *rest[] = {v->seeker, v->hider, off_head, on_head, "On - off (points)", "95% interval"};
    const char *head[GAME_PARAMS_MAX + 8] = {"Switch"};
    int cols = 1 + header(v, rest, 6, head + 1);
    DocTable *t = NULL;
    int rows = 0, paired = 0;
    for (int k = 0; k < v->n_keys; k++)
        for (int i = 0; i < v->n && v->is_switch[k]; i++) {
            int which = -1, twin = switches_on(v, i, &which) == 1 && which == k ? twin_off(v, i) : -1;
            if (twin < 0)
                continue;
            if (!t) {
                doc_para(v->doc, "Each row compares a cell with one switch on to its twin with every switch off "
                                 "(the same setup otherwise, the same policies): the %s's win rate in both, and "
                                 "the difference on minus off in percentage points. The switches share deals, so "
                                 "game g of both cells was dealt the same; with every game of both logged "
                                 "(rows = all) the interval is Newcombe's paired 95%% interval, game by game.",
                         v->hider);
                t = doc_table(v->doc, cols, numbers_from(3 + n_axes(v), cols), head);
            }
            paired += switch_row(v, t, i, twin, k);
            rows++;
        }
    if (t && paired < rows)
        doc_para(v->doc, "Intervals marked \"unpaired\" are Newcombe's hybrid score interval for two independent "
                         "proportions: the database does not log both cells' games one by one (rows = all pairs "
                         "them), or the two cells were not dealt the same games (a database of before the switches "
                         "shared deals).");
    if (!t)
        doc_para(v->doc, "No cell has exactly one switch on beside a twin with every switch off (the same setup "
                         "and policies otherwise), so this database cannot tell what a switch does. Add a grid "
                         "with one switch on to the campaign (docs/campaign.md).");
}

/* ---------------------------------------------------------------------------
 * How games end and how long they last
 * ------------------------------------------------------------------------- */

/* The name the game gives value `value` of its metric `metric`, or NULL. */
static const char *ending_name(const GameView *v, int metric, int value)
{
    const GameMetric *m = v->g ? &v->g->metric[metric] : NULL;
    return m && m->value_name && value >= 0 && value <= m->max ? m->value_name[value] : NULL;
}

/* "none" or the switches on, "no_disguise". */
static void switches_text(const GameView *v, int i, char *out)
{
    size_t n = 0;
    out[0] = '\0';
    for (int k = 0; k < v->n_keys; k++)
        if (v->is_switch[k] && strcmp(setup_value(&v->setup[i], v->key[k]), "1") == 0)
            n += (size_t)snprintf(out + n, TEXT - n, "%s%s", n ? ", " : "", v->key[k]);
    if (n == 0)
        snprintf(out, TEXT, "none");
}

static int has_switches(const GameView *v)
{
    for (int k = 0; k < v->n_keys; k++)
        if (v->is_switch[k] && (v->varies[k] || strcmp(setup_value(&v->setup[0], v->key[k]), "1") == 0))
            return 1;
    return 0;
}

/* The rows of a per-cell table of one pair: the axes, the switches when any is on somewhere, then `values`. */
static void cell_row(const GameView *v, DocTable *t, int i, const char *const *values, int n_values)
{
    const char *row[GAME_PARAMS_MAX + 16];
    char sw[TEXT], games[TEXT];
    int k = axis_cells(v, i, row);
    if (has_switches(v)) {
        switches_text(v, i, sw);
        row[k++] = sw;
    }
    count_text(v->cell[i]->games, games);
    row[k++] = games;
    for (int j = 0; j < n_values; j++)
        row[k++] = values[j];
    table_row(t, row);
}

static DocTable *cell_table(const GameView *v, const char *const *rest, int n_rest)
{
    const char *head[GAME_PARAMS_MAX + 16];
    int c = header(v, NULL, 0, head);
    int first_number = c + has_switches(v);
    if (has_switches(v))
        head[c++] = "Switches";
    head[c++] = "Games";
    for (int j = 0; j < n_rest; j++)
        head[c++] = rest[j];
    return doc_table(v->doc, c, numbers_from(first_number, c), head);
}

static void ending_table(const GameView *v, int pair_cell, int metric)
{
    int value[16], n_values = 0;
    char label[16][64];
    for (int x = 0; x < GAME_METRIC_BINS && n_values < 16; x++) {
        uint64_t games = 0;
        for (int i = 0; i < v->n; i++)
            games += v->cell[i]->shape[metric][x];
        if (games == 0)
            continue;
        const char *name = ending_name(v, metric, x);
        if (name)
            snprintf(label[n_values], sizeof label[0], "%s", name);
        else
            snprintf(label[n_values], sizeof label[0], "ending %d", x);
        value[n_values++] = x;
    }
    const char *head[16];
    for (int j = 0; j < n_values; j++)
        head[j] = label[j];
    DocTable *t = cell_table(v, head, n_values);
    for (int i = 0; i < v->n; i++) {
        if (!same_pair(v->cell[i], v->cell[pair_cell]))
            continue;
        char text[16][TEXT];
        const char *values[16];
        for (int j = 0; j < n_values; j++) {
            uint64_t games = v->cell[i]->games;
            if (enough(v, games))
                snprintf(text[j], TEXT, "%.2f%%", 100.0 * proportion(v->cell[i]->shape[metric][value[j]], games));
            else
                snprintf(text[j], TEXT, "%s", games ? "too few games" : "no games");
            values[j] = text[j];
        }
        cell_row(v, t, i, values, n_values);
    }
}

/* The mean and the median of a histogram of `games` games. */
static void histogram_summary(const uint64_t *h, uint64_t games, double *mean, int *median)
{
    double sum = 0;
    uint64_t seen = 0;
    *median = -1;
    for (int x = 0; x < GAME_METRIC_BINS; x++) {
        sum += (double)x * (double)h[x];
        seen += h[x];
        if (*median < 0 && 2 * seen >= games && games > 0)
            *median = x;
    }
    *mean = games ? sum / (double)games : 0;
}

static void length_table(const GameView *v, int pair_cell, int ending)
{
    int metric[GAME_METRICS_MAX], n_metrics = 0;
    char label[2 * GAME_METRICS_MAX][64];
    const char *head[2 * GAME_METRICS_MAX];
    for (int k = 0; v->g && k < v->g->n_metrics; k++)
        if (k != ending && v->g->metric[k].shape) {
            snprintf(label[2 * n_metrics], sizeof label[0], "Mean %s", v->g->metric[k].name);
            snprintf(label[2 * n_metrics + 1], sizeof label[0], "Median %s", v->g->metric[k].name);
            head[2 * n_metrics] = label[2 * n_metrics];
            head[2 * n_metrics + 1] = label[2 * n_metrics + 1];
            metric[n_metrics++] = k;
        }
    DocTable *t = cell_table(v, head, 2 * n_metrics);
    for (int i = 0; i < v->n; i++) {
        const RdGameCell *c = v->cell[i];
        if (!same_pair(c, v->cell[pair_cell]))
            continue;
        char text[2 * GAME_METRICS_MAX][TEXT];
        const char *values[2 * GAME_METRICS_MAX];
        for (int m = 0; m < n_metrics; m++) {
            double mean;
            int median;
            histogram_summary(c->shape[metric[m]], c->games, &mean, &median);
            if (c->games > 0) {
                snprintf(text[2 * m], TEXT, "%.2f", mean);
                snprintf(text[2 * m + 1], TEXT, "%d", median);
            } else {
                snprintf(text[2 * m], TEXT, "-");
                snprintf(text[2 * m + 1], TEXT, "-");
            }
            values[2 * m] = text[2 * m];
            values[2 * m + 1] = text[2 * m + 1];
        }
        cell_row(v, t, i, values, 2 * n_metrics);
    }
}

/* "deaths: deceased suspects at the end (N11); turns: ..." for the shape
 * metrics other than `ending`, from the game's own help lines. */
static void metrics_text(const GameView *v, int ending, char *out)
{
    size_t n = 0;
    out[0] = '\0';
    for (int k = 0; v->g && k < v->g->n_metrics && n < TEXT; k++)
        if (k != ending && v->g->metric[k].shape)
            n += (size_t)snprintf(out + n, TEXT - n, "%s%s: %s", n ? "; " : "", v->g->metric[k].name,
                                  v->g->metric[k].help);
    if (n == 0)
        snprintf(out, TEXT, "none");
}

static void section_endings(const GameView *v, const int *pair, int n_pairs)
{
    int ending = report_game_metric(v->g, "ending");
    doc_heading(v->doc, 3, "How games end");
    if (ending < 0)
        doc_para(v->doc, "This game names no ending metric.");
    else {
        doc_para(v->doc, "The share of each cell's games that ended each way (the game's `ending` metric: %s).",
                 v->g->metric[ending].help);
        for (int p = 0; p < n_pairs; p++) {
            pair_heading(v, v->cell[pair[p]]);
            ending_table(v, pair[p], ending);
        }
    }
    doc_heading(v->doc, 3, "How long games last");
    char what[TEXT];
    metrics_text(v, ending, what);
    doc_para(v->doc, "The mean and the median of each of the game's other metrics over each cell's games (%s).",
             what);
    for (int p = 0; p < n_pairs; p++) {
        pair_heading(v, v->cell[pair[p]]);
        length_table(v, pair[p], ending);
    }
}

/* ---------------------------------------------------------------------------
 * The section
 * ------------------------------------------------------------------------- */

static int game_section(const GameView *v)
{
    uint64_t games = 0, short_cells = 0;
    for (int i = 0; i < v->n; i++) {
        games += v->cell[i]->games;
        short_cells += v->cell[i]->games < v->cell[i]->want;
    }
    doc_heading(v->doc, 2, "%s", v->g ? v->g->title : v->name);
    doc_para(v->doc, "%d cell%s of game %s, %llu games. The rates are the %s's (the hider seat's) unless a column "
                     "says otherwise, each with its Wilson 95%% interval; a cell with fewer than %llu games shows "
                     "\"too few games\".",
             v->n, v->n == 1 ? "" : "s", v->name, (unsigned long long)games, v->hider,
             (unsigned long long)v->min_games);
    if (short_cells > 0 && v->d->n_runs == 1)
        doc_para(v->doc, "%llu cell%s fewer games than the campaign's %llu per cell: an unfinished run or a "
                         "partial merge (\"noirlab run --resume\" plays what is missing).",
                 (unsigned long long)short_cells, short_cells > 1 ? "s have" : " has",
                 (unsigned long long)v->d->run[0].games_per_cell);
    else if (short_cells > 0)
        doc_para(v->doc, "%llu cell%s fewer games than their run's games per cell: an unfinished run.",
                 (unsigned long long)short_cells, short_cells > 1 ? "s have" : " has");
    int *pair = xcalloc((size_t)v->n, sizeof *pair);
    int n_pairs = view_pairs(v, pair);
    int rc = section_win_rates(v, pair, n_pairs);
    if (rc == 0) {
        section_switches(v);
        section_endings(v, pair, n_pairs);
    }
    free(pair);
    return rc;
}

int report_games_sections(const ReportData *d, uint64_t min_games, const Plotter *p, Doc *doc)
{
    for (int i = 0; i < d->n_game_cells; i++) {
        int first = 1;
        for (int j = 0; j < i && first; j++)
            first = strcmp(d->game_cell[j].game_name, d->game_cell[i].game_name) != 0;
        if (!first)
            continue;
        const GameClass *g = game_class_find(d->game_cell[i].game_name);
        if (g && g->max_seats > GAME_SEATS) { /* a game of more seats: report_seats.c */
            if (report_seats_section(d->path, g->name, g->title, min_games, doc, p->err, p->errlen))
                return -1;
            continue;
        }
        GameView v;
        view_open(&v, d, d->game_cell[i].game_name, min_games, p, doc);
        int rc = game_section(&v);
        view_close(&v);
        if (rc < 0)
            return -1;
    }
    return 0;
}
