/*
 * rating.c — the Plackett-Luce fit of rating.h by the MM algorithm of Hunter
 * (2004), the covariance from the observed Fisher information, and
 * Bradley-Terry as its two-seat case (rating_fit).
 *
 * Sizes are those of a ladder (tens of configurations), so the linear
 * algebra is dense and plain: a Cholesky factorisation of the information
 * matrix, used for its inverse.
 */
#include "analysis/rating.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

/* MM converges linearly; these stop it where the ratings no longer move in
 * the 13th digit, far below anything printed. */
enum { MAX_MM = 1000000 };
#define MM_TOLERANCE 1e-13 /* natural units */

/* ---------------------------------------------------------------------------
 * Connectivity
 * ------------------------------------------------------------------------- */

int pl_unreached(int n_items, const PlGame *g, int n)
{
    if (n_items == 0)
        return -1;
    /* Flood fill from item 0 over games that were played: tiny graphs, so
     * repeat a pass over the games until nothing changes. */
    unsigned char *seen = xcalloc((size_t)n_items, 1);
    seen[0] = 1;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < n; i++) {
            if (!(g[i].count > 0))
                continue;
            int any = 0;
            for (int a = 0; a < g[i].n_seats; a++)
                any |= seen[g[i].item[a]];
            for (int a = 0; a < g[i].n_seats && any; a++)
                if (!seen[g[i].item[a]])
                    seen[g[i].item[a]] = changed = 1;
        }
    }
    int unreached = -1;
    for (int k = 0; k < n_items && unreached < 0; k++)
        if (!seen[k])
            unreached = k;
    free(seen);
    return unreached;
}

/* ---------------------------------------------------------------------------
 * Small dense linear algebra
 * ------------------------------------------------------------------------- */

/* a (n x n, symmetric positive definite) = L L^T in place (lower triangle).
 * Returns -1 when a is not positive definite. */
static int cholesky(double *a, int n)
{
    for (int j = 0; j < n; j++) {
        double d = a[j * n + j];
        for (int k = 0; k < j; k++)
            d -= a[j * n + k] * a[j * n + k];
        if (!(d > 0))
            return -1;
        d = sqrt(d);
        a[j * n + j] = d;
        for (int i = j + 1; i < n; i++) {
            double s = a[i * n + j];
            for (int k = 0; k < j; k++)
                s -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = s / d;
        }
    }
    return 0;
}

/* Solve L L^T x = b in place (b becomes x). */
static void cholesky_solve(const double *l, int n, double *b)
{
    for (int i = 0; i < n; i++) {
        double s = b[i];
        for (int k = 0; k < i; k++)
            s -= l[i * n + k] * b[k];
        b[i] = s / l[i * n + i];
    }
    for (int i = n - 1; i >= 0; i--) {
        double s = b[i];
        for (int k = i + 1; k < n; k++)
            s -= l[k * n + i] * b[k];
        b[i] = s / l[i * n + i];
    }
}

/* ---------------------------------------------------------------------------
 * The games as choices
 *
 * A game whose seats finished in the order a_1, ..., a_n is, in the
 * Plackett-Luce model, n - 1 choices: a_1 out of {a_1..a_n}, then a_2 out of
 * {a_2..a_n}, and so on, each with probability gamma_chosen / sum of gamma
 * over those still in (gamma = e^theta).  Every choice is a "stage" here.
 * ------------------------------------------------------------------------- */

typedef struct Stages {
    int n_items, n_anchor;
    int n, cap;
    int *start;              /* n + 1 offsets into item */
    int *item;               /* stage s: item[start[s]] is chosen, then the others still in */
    double *weight;          /* games, the prior's virtual ones included */
    double *real;            /* real games only */
} Stages;

static void add_stage(Stages *t, const int *item, int k, double weight, double real)
{
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->start = xrealloc(t->start, (size_t)(t->cap + 1) * sizeof *t->start);
        t->item = xrealloc(t->item, (size_t)t->cap * PL_SEATS_MAX * sizeof *t->item);
        t->weight = xrealloc(t->weight, (size_t)t->cap * sizeof *t->weight);
        t->real = xrealloc(t->real, (size_t)t->cap * sizeof *t->real);
    }
    if (t->n == 0)
        t->start[0] = 0;
    memcpy(t->item + t->start[t->n], item, (size_t)k * sizeof *item);
    t->weight[t->n] = weight;
    t->real[t->n] = real;
    t->start[t->n + 1] = t->start[t->n] + k;
    t->n++;
}

static void free_stages(Stages *t)
{
    free(t->start);
    free(t->item);
    free(t->weight);
    free(t->real);
}

/* The stages of the games, then the prior: `prior` virtual two-seat games
 * for every pair of items that met, each finishing first in half of them. */
static int build_stages(Stages *t, int n_items, int n_anchor, const PlGame *g, int n, double prior, char *err,
                        size_t errlen)
{
    memset(t, 0, sizeof *t);
    t->n_items = n_items;
    t->n_anchor = n_anchor;
    unsigned char *met = xcalloc((size_t)n_items * (size_t)n_items, 1);
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++) {
        int k = g[i].n_seats, ok = k >= 2 && k <= PL_SEATS_MAX && g[i].count >= 0;
        for (int a = 0; a < k && ok; a++) {
            ok = g[i].item[a] >= 0 && g[i].item[a] < n_items;
            for (int b = 0; b < a && ok; b++)
                ok = g[i].item[a] != g[i].item[b];
        }
        if (!ok) {
            snprintf(err, errlen, "rating: game entry %d (%d seats, %g games) is out of range", i, k, g[i].count);
            rc = -1;
            break;
        }
        if (g[i].count == 0)
            continue;
        for (int a = 0; a < k; a++)
            for (int b = 0; b < k; b++)
                met[g[i].item[a] * n_items + g[i].item[b]] = a != b;
        for (int stage = 0; stage + 1 < k; stage++)
            add_stage(t, g[i].item + stage, k - stage, g[i].count, g[i].count);
    }
    for (int a = 0; a < n_items && rc == 0 && prior > 0; a++)
        for (int b = 0; b < n_items; b++)
            if (a != b && met[a * n_items + b])
                add_stage(t, (const int[]){a, b}, 2, prior / 2, 0);
    free(met);
    return rc;
}

/* Each item's probability of being chosen at stage s, at ratings theta. */
static void stage_probabilities(const Stages *t, int s, const double *theta, double *p)
{
    int k = t->start[s + 1] - t->start[s];
    const int *item = t->item + t->start[s];
    double top = theta[item[0]], sum = 0;
    for (int a = 1; a < k; a++)
        top = fmax(top, theta[item[a]]);
    for (int a = 0; a < k; a++)
        sum += p[a] = exp(theta[item[a]] - top);
    for (int a = 0; a < k; a++)
        p[a] /= sum;
}

/* Log-likelihood of the real games at ratings theta (natural units). */
static double log_likelihood(const Stages *t, const double *theta)
{
    double ll = 0, p[PL_SEATS_MAX];
    for (int s = 0; s < t->n; s++)
        if (t->real[s] > 0) {
            stage_probabilities(t, s, theta, p);
            ll += t->real[s] * log(p[0]);
        }
    return ll;
}

/* ---------------------------------------------------------------------------
 * The MM algorithm (D. R. Hunter, "MM algorithms for generalized
 * Bradley-Terry models", Annals of Statistics 32:384-406, 2004, section 5):
 *
 *     gamma_i <- w_i / sum over stages s with i still in of weight_s / sum_{j in s} gamma_j
 *
 * with w_i the weight of the stages at which i was chosen.  Every step raises
 * the likelihood; the origin is then moved so that the anchor items' ratings
 * average 0.
 * ------------------------------------------------------------------------- */

static void anchor_origin(const Stages *t, double *theta)
{
    double mean = 0;
    for (int k = t->n_items - t->n_anchor; k < t->n_items; k++)
        mean += theta[k] / t->n_anchor;
    for (int k = 0; k < t->n_items; k++)
        theta[k] -= mean;
}

static int mm(const Stages *t, double *theta, int *iterations, char *err, size_t errlen)
{
    int n = t->n_items, rc = -1;
    double *chosen = xcalloc((size_t)n, sizeof *chosen), *denom = xcalloc((size_t)n, sizeof *denom);
    for (int s = 0; s < t->n; s++)
        chosen[t->item[t->start[s]]] += t->weight[s];
    for (int k = 0; k < n; k++)
        if (!(chosen[k] > 0)) {
            snprintf(err, errlen, "rating: configuration %d never finishes ahead of another (it loses every game "
                                  "and there is no prior)", k);
            free(chosen);
            free(denom);
            return -1;
        }
    memset(theta, 0, (size_t)n * sizeof *theta);
    for (*iterations = 1; *iterations <= MAX_MM && rc; ++*iterations) {
        memset(denom, 0, (size_t)n * sizeof *denom);
        for (int s = 0; s < t->n; s++) {
            const int *item = t->item + t->start[s];
            int k = t->start[s + 1] - t->start[s];
            double sum = 0;
            for (int a = 0; a < k; a++)
                sum += exp(theta[item[a]]);
            for (int a = 0; a < k; a++)
                denom[item[a]] += t->weight[s] / sum;
        }
        double step = 0;
        for (int k = 0; k < n; k++) {
            double next = log(chosen[k] / denom[k]);
            step = fmax(step, fabs(next - theta[k]));
            theta[k] = next;
        }
        anchor_origin(t, theta);
        if (step < MM_TOLERANCE)
            rc = 0;
    }
    if (rc)
        snprintf(err, errlen, "rating: no convergence after %d MM steps (ratings diverge: a configuration wins "
                              "every game and there is no prior)", MAX_MM);
    free(chosen);
    free(denom);
    return rc;
}

/* ---------------------------------------------------------------------------
 * The information and the covariance
 *
 * Free parameters: every rating but the last anchor item's, which is minus
 * the sum of the other anchor items' (so that they average 0).
 * ------------------------------------------------------------------------- */

/* d theta_k / d x_f: the identity, plus -1 for the last item against every
 * free anchor item. */
static double jacobian(const Stages *t, int k, int f)
{
    int last = t->n_items - 1;
    if (k < last)
        return k == f ? 1.0 : 0.0;
    return f >= t->n_items - t->n_anchor ? -1.0 : 0.0;
}

/* The congruence of m by the Jacobian J (n_items x free parameters):
 * J^T m J from m over all ratings (`to_free`), or J m J^T from m over the
 * free parameters. */
static void congruence(const Stages *t, const double *m, int to_free, double *out)
{
    int total = t->n_items, free_n = total - 1, in = to_free ? total : free_n, n = to_free ? free_n : total;
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++) {
            double sum = 0;
            for (int k = 0; k < in; k++) {
                double jka = to_free ? jacobian(t, k, a) : jacobian(t, a, k);
                if (jka == 0)
                    continue;
                for (int l = 0; l < in; l++)
                    sum += jka * m[k * in + l] * (to_free ? jacobian(t, l, b) : jacobian(t, b, l));
            }
            out[a * n + b] = sum;
        }
}

/* The information (negative Hessian of the penalised log-likelihood) with
 * respect to the free parameters, at ratings theta: each stage adds
 * weight * (diag(p) - p p^T) over its items. */
static void information(const Stages *t, const double *theta, double *info)
{
    int total = t->n_items;
    double *h = xcalloc((size_t)total * (size_t)total, sizeof *h), p[PL_SEATS_MAX];
    for (int s = 0; s < t->n; s++) {
        const int *item = t->item + t->start[s];
        int k = t->start[s + 1] - t->start[s];
        stage_probabilities(t, s, theta, p);
        for (int a = 0; a < k; a++)
            for (int b = 0; b < k; b++)
                h[item[a] * total + item[b]] += t->weight[s] * ((a == b ? p[a] : 0) - p[a] * p[b]);
    }
    congruence(t, h, 1, info);
    free(h);
}

/* cov = J (L L^T)^-1 J^T, scaled to Elo points squared. */
static void covariance(const Stages *t, const double *chol, double *cov)
{
    int total = t->n_items, free_n = total - 1;
    double *inv = xcalloc((size_t)free_n * (size_t)free_n, sizeof *inv), *col = xcalloc((size_t)free_n, sizeof *col);
    for (int e = 0; e < free_n; e++) {
        memset(col, 0, (size_t)free_n * sizeof *col);
        col[e] = 1;
        cholesky_solve(chol, free_n, col);
        for (int f = 0; f < free_n; f++)
            inv[f * free_n + e] = col[f];
    }
    congruence(t, inv, 0, cov);
    for (int k = 0; k < total * total; k++)
        cov[k] *= ELO_PER_NATURAL * ELO_PER_NATURAL;
    free(inv);
    free(col);
}

/* ---------------------------------------------------------------------------
 * Goodness of fit: the real stages grouped by the set of items still in
 * (for two seats: by pair), Pearson's X^2 of each group's choices against
 * the model, and the groups whose model probability falls outside the
 * Wilson 95% interval of what they chose.
 * ------------------------------------------------------------------------- */

/* Do stages a and b choose among the same items? */
static int same_set(const Stages *t, int a, int b)
{
    int k = t->start[a + 1] - t->start[a];
    if (k != t->start[b + 1] - t->start[b])
        return 0;
    for (int i = 0; i < k; i++) {
        int found = 0;
        for (int j = 0; j < k && !found; j++)
            found = t->item[t->start[a] + i] == t->item[t->start[b] + j];
        if (!found)
            return 0;
    }
    return 1;
}

/* One group (the real stages among the items of stage `first`). */
static void fit_group(const Stages *t, int first, const double *theta, Ratings *out)
{
    int k = t->start[first + 1] - t->start[first];
    const int *item = t->item + t->start[first];
    double games = 0, won[PL_SEATS_MAX] = {0}, p[PL_SEATS_MAX];
    for (int s = first; s < t->n; s++)
        if (t->real[s] > 0 && same_set(t, first, s))
            for (int a = 0; a < k; a++) {
                won[a] += item[a] == t->item[t->start[s]] ? t->real[s] : 0;
                games += item[a] == t->item[t->start[s]] ? t->real[s] : 0;
            }
    stage_probabilities(t, first, theta, p);
    /* The multinomial X^2; for two items it is (w - n p)^2 / (n p (1 - p)). */
    for (int a = 0; a < k; a++)
        out->pearson += (won[a] - games * p[a]) * (won[a] - games * p[a]) / (games * p[a]);
    /* k - 1 free proportions: the first k - 1 items' (for two, one: the
     * Wilson interval of the other is its mirror image). */
    for (int a = 0; a + 1 < k; a++) {
        Interval ci = wilson_interval((uint64_t)llround(won[a]), (uint64_t)llround(games), Z95);
        out->pairs_outside += p[a] < ci.lo || p[a] > ci.hi;
        out->pairs++;
    }
}

static void goodness_of_fit(const Stages *t, const double *theta, Ratings *out)
{
    out->pairs = out->pairs_outside = 0;
    out->pearson = 0;
    for (int s = 0; s < t->n; s++) {
        int first = t->real[s] > 0;
        for (int r = 0; r < s && first; r++)
            first = !(t->real[r] > 0 && same_set(t, r, s));
        if (first)
            fit_group(t, s, theta, out);
    }
    out->df = out->pairs - (t->n_items - 1);
    out->dispersion = out->df >= 1 && out->pearson > out->df ? out->pearson / out->df : 1;
}

double rating_pairs_outside_expected(const Ratings *r) { return 0.05 * r->pairs; }

/* ---------------------------------------------------------------------------
 * The fits
 * ------------------------------------------------------------------------- */

int rating_fit_pl(int n_items, int n_anchor, const PlGame *g, int n, double prior, Ratings *out, char *err,
                  size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (n_items < 2 || n_anchor < 1 || n_anchor > n_items) {
        snprintf(err, errlen, "rating: needs at least two configurations and one to anchor the scale");
        return -1;
    }
    if (!(prior >= 0)) {
        snprintf(err, errlen, "rating: the prior must be 0 or more virtual games, not %g", prior);
        return -1;
    }
    Stages t;
    if (build_stages(&t, n_items, n_anchor, g, n, prior, err, errlen)) {
        free_stages(&t);
        return -1;
    }
    int unreached = pl_unreached(n_items, g, n);
    if (unreached >= 0) {
        snprintf(err, errlen, "rating: configuration %d has no games linking it to configuration 0", unreached);
        free_stages(&t);
        return -1;
    }
    int free_n = n_items - 1;
    double *theta = xcalloc((size_t)n_items, sizeof *theta);
    double *info = xcalloc((size_t)free_n * (size_t)free_n, sizeof *info);
    int rc = mm(&t, theta, &out->iterations, err, errlen);
    if (rc == 0) {
        information(&t, theta, info);
        if (cholesky(info, free_n)) {
            snprintf(err, errlen, "rating: the information matrix is singular at the optimum");
            rc = -1;
        }
    }
    if (rc == 0) {
        out->n_det = n_items - n_anchor;
        out->n_mur = n_anchor;
        out->prior = prior;
        out->elo = xcalloc((size_t)n_items, sizeof *out->elo);
        out->cov = xcalloc((size_t)n_items * (size_t)n_items, sizeof *out->cov);
        out->log_likelihood = log_likelihood(&t, theta);
        goodness_of_fit(&t, theta, out);
        covariance(&t, info, out->cov);
        for (int k = 0; k < n_items * n_items; k++)
            out->cov[k] *= out->dispersion;
        for (int k = 0; k < n_items; k++)
            out->elo[k] = theta[k] * ELO_PER_NATURAL;
    }
    free(theta);
    free(info);
    free_stages(&t);
    return rc;
}

/* Two seats as Plackett-Luce games: each entry's games are two orders, the
 * Detective first in the games it won, murderer j numbered n_det + j.
 * Returns 2 * n entries (free() them). */
static PlGame *two_seat_games(int n_det, const RatingGames *g, int n)
{
    PlGame *games = xcalloc((size_t)(2 * n), sizeof *games);
    for (int i = 0; i < n; i++) {
        int det = g[i].det, mur = n_det + g[i].mur;
        games[2 * i] = (PlGame){2, {det, mur}, (double)g[i].det_wins};
        games[2 * i + 1] = (PlGame){2, {mur, det}, (double)(g[i].games - g[i].det_wins)};
    }
    return games;
}

int rating_unreached(int n_det, int n_mur, const RatingGames *g, int n)
{
    PlGame *games = two_seat_games(n_det, g, n);
    int unreached = pl_unreached(n_det + n_mur, games, 2 * n);
    free(games);
    return unreached;
}

/* Two seats: the murderers are the anchor. */
int rating_fit(int n_det, int n_mur, const RatingGames *g, int n, double prior, Ratings *out, char *err,
               size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (n_det < 1 || n_mur < 1) {
        snprintf(err, errlen, "rating: needs at least one detective and one murderer");
        return -1;
    }
    for (int i = 0; i < n; i++)
        if (g[i].det < 0 || g[i].det >= n_det || g[i].mur < 0 || g[i].mur >= n_mur || g[i].det_wins > g[i].games) {
            snprintf(err, errlen, "rating: entry %d (detective %d, murderer %d, %llu of %llu) is out of range", i,
                     g[i].det, g[i].mur, (unsigned long long)g[i].det_wins, (unsigned long long)g[i].games);
            return -1;
        }
    int unreached = rating_unreached(n_det, n_mur, g, n);
    if (unreached >= 0) {
        snprintf(err, errlen, "rating: %s %d has no games linking it to detective 0",
                 unreached < n_det ? "detective" : "murderer", unreached < n_det ? unreached : unreached - n_det);
        return -1;
    }
    PlGame *games = two_seat_games(n_det, g, n);
    int rc = rating_fit_pl(n_det + n_mur, n_mur, games, 2 * n, prior, out, err, errlen);
    free(games);
    return rc;
}

void ratings_free(Ratings *r)
{
    free(r->elo);
    free(r->cov);
    memset(r, 0, sizeof *r);
}

double rating_se(const Ratings *r, int k)
{
    int total = r->n_det + r->n_mur;
    return sqrt(fmax(0.0, r->cov[k * total + k]));
}

Interval rating_interval(const Ratings *r, int k, double z)
{
    double se = rating_se(r, k);
    return (Interval){r->elo[k] - z * se, r->elo[k] + z * se};
}

Interval rating_difference(const Ratings *r, int a, int b, double z, double *diff)
{
    int total = r->n_det + r->n_mur;
    double var = r->cov[a * total + a] + r->cov[b * total + b] - 2 * r->cov[a * total + b];
    double se = sqrt(fmax(0.0, var));
    *diff = r->elo[a] - r->elo[b];
    return (Interval){*diff - z * se, *diff + z * se};
}

static double logistic(double x)
{
    return x >= 0 ? 1.0 / (1.0 + exp(-x)) : exp(x) / (1.0 + exp(x));
}

double rating_win_probability(const Ratings *r, int det, int mur)
{
    return logistic((r->elo[det] - r->elo[r->n_det + mur]) / ELO_PER_NATURAL);
}
