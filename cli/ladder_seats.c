/*
 * ladder_seats.c — Plackett-Luce ladders of games of more seats
 * (ladder_seats.h).
 *
 * A policy is one item of the model wherever it sits, so a ladder of such a
 * game is best played with `rotate = seats` (every policy in every seat, on
 * the same deals).  A game whose seats tie is split over the finishing
 * orders the ranks allow, each with an equal part of the game: with ranks
 * (1, 1, 3) the orders a, b, c and b, a, c count half a game each.
 */
#include "ladder_seats.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "../analysis/rating.h"
#include "../analysis/store_ladder.h"
#include "../base/xalloc.h"
#include "ladder_text.h"

typedef struct Tally {
    const Campaign *c;
    int n_items, *item_of_spec;          /* items: the specs the cells use, in order of first use */
    PlGame *game;
    int n_games, cap;
    double *games, *share;               /* per item: seat-games played, shares of first places */
} Tally;

static int item_of(Tally *t, int spec)
{
    if (t->item_of_spec[spec] < 0)
        t->item_of_spec[spec] = t->n_items++;
    return t->item_of_spec[spec];
}

/* Add `count` games of this finishing order, merged with an equal one. */
static void add_order(Tally *t, const PlGame *g)
{
    for (int i = 0; i < t->n_games; i++)
        if (t->game[i].n_seats == g->n_seats && memcmp(t->game[i].item, g->item, sizeof g->item) == 0) {
            t->game[i].count += g->count;
            return;
        }
    if (t->n_games == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->game = xrealloc(t->game, (size_t)t->cap * sizeof *t->game);
    }
    t->game[t->n_games++] = *g;
}

/* Every finishing order consistent with the ranks: order[0..at-1] placed;
 * the next place goes to any unplaced seat of the lowest rank left. */
static void orders(Tally *t, const int *item, const int *rank, int seats, int *order, int at, double count)
{
    if (at == seats) {
        PlGame g = {.n_seats = seats, .count = count};
        for (int i = 0; i < seats; i++)
            g.item[i] = item[order[i]];
        add_order(t, &g);
        return;
    }
    int best = 1 << 20, ties = 0;
    for (int s = 0; s < seats; s++) {
        int placed = 0;
        for (int i = 0; i < at; i++)
            placed |= order[i] == s;
        if (!placed && rank[s] < best) {
            best = rank[s];
            ties = 0;
        }
        ties += !placed && rank[s] == best;
    }
    for (int s = 0; s < seats; s++) {
        int placed = 0;
        for (int i = 0; i < at; i++)
            placed |= order[i] == s;
        if (!placed && rank[s] == best) {
            order[at] = s;
            orders(t, item, rank, seats, order, at + 1, count / ties);
        }
    }
}

/* One logged game: its seats' ranks, in seat order. */
static void add_game(Tally *t, int cell, const int *rank)
{
    const Cell *k = &t->c->cell[cell];
    int item[GAME_SEATS_MAX], order[GAME_SEATS_MAX], firsts = 0;
    for (int s = 0; s < k->seats; s++) {
        item[s] = item_of(t, k->seat[s]);
        firsts += rank[s] == 1;
    }
    for (int s = 0; s < k->seats; s++) {
        t->games[item[s]] += 1;
        t->share[item[s]] += rank[s] == 1 ? 1.0 / firsts : 0.0;
    }
    orders(t, item, rank, k->seats, order, 0, 1.0);
}

/* Every logged game of the database, by cell and game. */
static int read_games(Tally *t, const char *path, char *err, size_t errlen)
{
    sqlite3 *db = NULL;
    sqlite3_stmt *st = NULL;
    int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
             sqlite3_prepare_v2(db, "SELECT cell, game, seat, rank FROM game_seats ORDER BY cell, game, seat", -1,
                                &st, NULL) != SQLITE_OK;
    int cell = -1, game = -1, rank[GAME_SEATS_MAX] = {0}, step = SQLITE_DONE;
    while (!rc && (step = sqlite3_step(st)) == SQLITE_ROW) {
        int c = sqlite3_column_int(st, 0), g = sqlite3_column_int(st, 1), s = sqlite3_column_int(st, 2);
        if ((c != cell || g != game) && cell >= 0)
            add_game(t, cell, rank);
        cell = c;
        game = g;
        if (c < 0 || c >= t->c->n_cells || s < 0 || s >= t->c->cell[c].seats) {
            snprintf(err, errlen, "%s: game_seats row of cell %d, seat %d is not one of the campaign's", path, c, s);
            rc = -1;
        } else
            rank[s] = sqlite3_column_int(st, 3);
    }
    if (!rc && step == SQLITE_DONE && cell >= 0)
        add_game(t, cell, rank);
    if (!rc && step != SQLITE_DONE)
        snprintf(err, errlen, "%s: %s", path, sqlite3_errmsg(db));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return rc || step != SQLITE_DONE ? -1 : 0;
}

static const char *spec_of(const Tally *t, int item)
{
    for (int s = 0; s < t->c->n_specs; s++)
        if (t->item_of_spec[s] == item)
            return t->c->spec[s];
    return "?";
}

int ladder_seats_check(const Campaign *c, char *err, size_t errlen)
{
    for (int i = 0; i < c->n_cells; i++)
        for (int s = 0; s < c->cell[i].seats; s++)
            for (int u = 0; u < s; u++)
                if (c->cell[i].seat[s] == c->cell[i].seat[u]) {
                    snprintf(err, errlen, "cell %d has policy '%s' in two seats: a Plackett-Luce ladder rates one "
                             "policy per seat of a game", i, c->spec[c->cell[i].seat[s]]);
                    return -1;
                }
    return c->rows == ROWS_ALL ? 0 : (snprintf(err, errlen, "a ladder of a game of more seats rates every game: "
                                               "give rows = all"), -1);
}

static void print_ratings(FILE *out, const Tally *t, const Ratings *fit, const int *order)
{
    char setup[512];
    ladder_setup_text(t->c, setup, sizeof setup);
    fprintf(out, "## Ladder %s: %s; %u games per cell, seed %llu\n\n", t->c->name, setup, t->c->games,
            (unsigned long long)t->c->master_seed);
    fprintf(out, "Plackett-Luce ratings in Elo points from every game's finishing order (the policies average 0; "
                 "seats that tie split the game over the orders their ranks allow), 95%% intervals from the "
                 "observed Fisher information widened by the misfit, prior %g virtual game(s) per pair.\n\n",
            fit->prior);
    fprintf(out, "Fit: Pearson X^2 %.1f on %d degrees of freedom, dispersion %.2f.\n\n", fit->pearson, fit->df,
            fit->dispersion);
    fprintf(out, "| rank | policy | Elo | 95%% interval | games | win share |\n|---|---|---|---|---|---|\n");
    for (int r = 0; r < t->n_items; r++) {
        int k = order[r];
        Interval ci = rating_interval(fit, k, Z95);
        fprintf(out, "| %d | %s | %.1f | [%.1f, %.1f] | %.0f | %.2f%% |\n", r + 1, spec_of(t, k), fit->elo[k], ci.lo,
                ci.hi, t->games[k], 100.0 * t->share[k] / t->games[k]);
    }
}

static const Ratings *sorting;

static int by_rating(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    double d = sorting->elo[b] - sorting->elo[a];
    return d > 0 ? 1 : d < 0 ? -1 : a - b;
}

static int save(Store *store, const char *path, const Tally *t, const Ratings *fit, const int *order)
{
    LadderRatingRow *rows = xcalloc((size_t)t->n_items, sizeof *rows);
    double all = 0;
    for (int r = 0; r < t->n_items; r++) {
        int k = order[r];
        Interval ci = rating_interval(fit, k, Z95);
        rows[r] = (LadderRatingRow){"any", spec_of(t, k), r + 1, fit->elo[k], ci.lo, ci.hi, rating_se(fit, k),
                                    (uint64_t)t->games[k], (uint64_t)(t->share[k] + 0.5)};
        all += t->games[k];
    }
    LadderFitRow row = {"Plackett-Luce over each game's finishing order (ties split); mean rating 0; Elo = 400/ln10 "
                        "per unit; 95% intervals from the observed Fisher information times sqrt(dispersion)",
                        fit->prior, fit->iterations, fit->log_likelihood, 0, t->n_items, (uint64_t)all};
    char err[4096];
    int rc = store_ladder_save(store, path, &row, rows, t->n_items, err, sizeof err);
    if (rc)
        fprintf(stderr, "noirlab ladder: %s\n", err);
    free(rows);
    return rc;
}

int ladder_seats_rate(const Campaign *c, Store *store, const char *db_path, double prior, FILE *out, char *err,
                      size_t errlen)
{
    Tally t = {.c = c};
    t.item_of_spec = xcalloc((size_t)c->n_specs, sizeof *t.item_of_spec);
    t.games = xcalloc((size_t)c->n_specs, sizeof *t.games);
    t.share = xcalloc((size_t)c->n_specs, sizeof *t.share);
    for (int s = 0; s < c->n_specs; s++)
        t.item_of_spec[s] = -1;
    Ratings fit = {0};
    int *order = NULL, rc = read_games(&t, db_path, err, errlen);
    if (rc == 0 && pl_unreached(t.n_items, t.game, t.n_games) >= 0) {
        snprintf(err, errlen, "the policies are not all linked by games: their ratings cannot be compared");
        rc = -1;
    }
    if (rc == 0)
        rc = rating_fit_pl(t.n_items, t.n_items, t.game, t.n_games, prior, &fit, err, errlen);
    if (rc == 0) {
        order = xcalloc((size_t)t.n_items, sizeof *order);
        for (int k = 0; k < t.n_items; k++)
            order[k] = k;
        sorting = &fit;
        qsort(order, (size_t)t.n_items, sizeof *order, by_rating);
        print_ratings(out, &t, &fit, order);
        rc = save(store, db_path, &t, &fit, order);
    }
    ratings_free(&fit);
    free(order);
    free(t.game);
    free(t.item_of_spec);
    free(t.games);
    free(t.share);
    return rc;
}
