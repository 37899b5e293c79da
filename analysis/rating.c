/*
 * rating.c — the Bradley-Terry fit of rating.h: Newton's method on the free
 * parameters, and the covariance from the observed Fisher information.
 *
 * Sizes are those of a ladder (tens of configurations), so the linear
 * algebra is dense and plain: a Cholesky factorisation of the information
 * matrix, used both for the Newton step and for its inverse.
 */
#include "rating.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/xalloc.h"

enum { MAX_NEWTON = 200, MAX_HALVINGS = 60 };
#define STEP_TOLERANCE 1e-10   /* natural units: far below anything printed */

/* The games of every pair, summed, plus the prior's virtual games. */
typedef struct PairTable {
    int n_det, n_mur;
    double *games, *wins;      /* n_det * n_mur, row = detective */
    double *real_games, *real_wins;
} PairTable;

/* log(logistic(x)), without overflow for large |x|. */
static double log_logistic(double x)
{
    return x >= 0 ? -log1p(exp(-x)) : x - log1p(exp(x));
}

static double logistic(double x)
{
    return x >= 0 ? 1.0 / (1.0 + exp(-x)) : exp(x) / (1.0 + exp(x));
}

/* ---------------------------------------------------------------------------
 * Connectivity
 * ------------------------------------------------------------------------- */

int rating_unreached(int n_det, int n_mur, const RatingGames *g, int n)
{
    int total = n_det + n_mur;
    if (total == 0)
        return -1;
    /* Flood fill from detective 0 over pairs that played: tiny graphs, so
     * repeat a pass over the games until nothing changes. */
    unsigned char *seen = xcalloc((size_t)total, 1);
    seen[0] = 1;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < n; i++) {
            if (g[i].games == 0)
                continue;
            int a = g[i].det, b = n_det + g[i].mur;
            if (seen[a] != seen[b]) {
                seen[a] = seen[b] = 1;
                changed = 1;
            }
        }
    }
    int unreached = -1;
    for (int k = 0; k < total && unreached < 0; k++)
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
 * The model on free parameters
 * ------------------------------------------------------------------------- */

/* Ratings (natural units) from the free parameters: the last murderer is
 * minus the sum of the others, so the murderers average 0. */
static void full_ratings(const PairTable *t, const double *x, double *theta)
{
    int free_n = t->n_det + t->n_mur - 1;
    double sum = 0;
    for (int f = 0; f < free_n; f++) {
        theta[f] = x[f];
        if (f >= t->n_det)
            sum += x[f];
    }
    theta[free_n] = -sum;
}

/* d theta_k / d x_f: the identity, plus -1 for the last murderer against
 * every free murderer. */
static double jacobian(const PairTable *t, int k, int f)
{
    int last = t->n_det + t->n_mur - 1;
    if (k < last)
        return k == f ? 1.0 : 0.0;
    return f >= t->n_det ? -1.0 : 0.0;
}

/* Log-likelihood of the counts in (games, wins) at ratings theta. */
static double log_likelihood(const PairTable *t, const double *games, const double *wins, const double *theta)
{
    double ll = 0;
    for (int i = 0; i < t->n_det; i++)
        for (int j = 0; j < t->n_mur; j++) {
            double n = games[i * t->n_mur + j], w = wins[i * t->n_mur + j];
            if (n > 0) {
                double eta = theta[i] - theta[t->n_det + j];
                ll += w * log_logistic(eta) + (n - w) * log_logistic(-eta);
            }
        }
    return ll;
}

/* Gradient and information (negative Hessian) of the penalised
 * log-likelihood with respect to the free parameters. */
static void derivatives(const PairTable *t, const double *theta, double *grad, double *info)
{
    int total = t->n_det + t->n_mur, free_n = total - 1;
    double *g = xcalloc((size_t)total, sizeof *g), *h = xcalloc((size_t)total * (size_t)total, sizeof *h);
    for (int i = 0; i < t->n_det; i++)
        for (int j = 0; j < t->n_mur; j++) {
            double n = t->games[i * t->n_mur + j], w = t->wins[i * t->n_mur + j];
            if (n <= 0)
                continue;
            int a = i, b = t->n_det + j;
            double p = logistic(theta[a] - theta[b]), v = n * p * (1 - p);
            g[a] += w - n * p;
            g[b] -= w - n * p;
            h[a * total + a] += v;
            h[b * total + b] += v;
            h[a * total + b] -= v;
            h[b * total + a] -= v;
        }
    for (int f = 0; f < free_n; f++) {
        grad[f] = 0;
        for (int k = 0; k < total; k++)
            grad[f] += jacobian(t, k, f) * g[k];
        for (int e = 0; e < free_n; e++) {
            double s = 0;
            for (int k = 0; k < total; k++) {
                double jkf = jacobian(t, k, f);
                if (jkf == 0)
                    continue;
                for (int l = 0; l < total; l++)
                    s += jkf * h[k * total + l] * jacobian(t, l, e);
            }
            info[f * free_n + e] = s;
        }
    }
    free(g);
    free(h);
}

/* ---------------------------------------------------------------------------
 * The fit
 * ------------------------------------------------------------------------- */

static int build_table(PairTable *t, int n_det, int n_mur, const RatingGames *g, int n, double prior, char *err,
                       size_t errlen)
{
    size_t cells = (size_t)n_det * (size_t)n_mur;
    t->n_det = n_det;
    t->n_mur = n_mur;
    t->games = xcalloc(cells, sizeof *t->games);
    t->wins = xcalloc(cells, sizeof *t->wins);
    t->real_games = xcalloc(cells, sizeof *t->real_games);
    t->real_wins = xcalloc(cells, sizeof *t->real_wins);
    for (int i = 0; i < n; i++) {
        if (g[i].det < 0 || g[i].det >= n_det || g[i].mur < 0 || g[i].mur >= n_mur || g[i].det_wins > g[i].games) {
            snprintf(err, errlen, "rating: entry %d (detective %d, murderer %d, %llu of %llu) is out of range", i,
                     g[i].det, g[i].mur, (unsigned long long)g[i].det_wins, (unsigned long long)g[i].games);
            return -1;
        }
        size_t c = (size_t)g[i].det * (size_t)n_mur + (size_t)g[i].mur;
        t->real_games[c] += (double)g[i].games;
        t->real_wins[c] += (double)g[i].det_wins;
    }
    for (size_t c = 0; c < cells; c++)
        if (t->real_games[c] > 0) {
            t->games[c] = t->real_games[c] + prior;
            t->wins[c] = t->real_wins[c] + prior / 2;
        }
    return 0;
}

static void free_table(PairTable *t)
{
    free(t->games);
    free(t->wins);
    free(t->real_games);
    free(t->real_wins);
}

/* Newton's method from x = 0; x holds the optimum on return. */
static int newton(const PairTable *t, double *x, double *info, int *iterations, char *err, size_t errlen)
{
    int total = t->n_det + t->n_mur, free_n = total - 1;
    double *theta = xcalloc((size_t)total, sizeof *theta), *step = xcalloc((size_t)free_n, sizeof *step);
    double *trial = xcalloc((size_t)free_n, sizeof *trial);
    int rc = -1;
    full_ratings(t, x, theta);
    double ll = log_likelihood(t, t->games, t->wins, theta);
    for (*iterations = 0; *iterations < MAX_NEWTON; ++*iterations) {
        derivatives(t, theta, step, info);
        if (cholesky(info, free_n)) {
            snprintf(err, errlen, "rating: the information matrix is singular (a configuration wins or "
                                  "loses every game and there is no prior)");
            break;
        }
        cholesky_solve(info, free_n, step);
        double size = 0;
        for (int f = 0; f < free_n; f++)
            size = fmax(size, fabs(step[f]));
        if (size < STEP_TOLERANCE) {
            rc = 0;
            break;
        }
        /* Halve the step until the likelihood does not drop. */
        double scale = 1, ll_new = ll;
        for (int h = 0; h < MAX_HALVINGS; h++, scale /= 2) {
            for (int f = 0; f < free_n; f++)
                trial[f] = x[f] + scale * step[f];
            full_ratings(t, trial, theta);
            ll_new = log_likelihood(t, t->games, t->wins, theta);
            if (ll_new >= ll - 1e-12 * fabs(ll))
                break;
        }
        memcpy(x, trial, (size_t)free_n * sizeof *x);
        if (fabs(ll_new - ll) <= 1e-15 * fabs(ll) && scale < 1) {
            rc = 0; /* no step improves any more: at the optimum within rounding */
            break;
        }
        ll = ll_new;
    }
    if (rc && *iterations == MAX_NEWTON)
        snprintf(err, errlen, "rating: no convergence after %d Newton steps (ratings diverge: a configuration "
                              "wins or loses every game and there is no prior)", MAX_NEWTON);
    if (rc == 0) {
        /* The information at the optimum, factorised, for the covariance. */
        full_ratings(t, x, theta);
        derivatives(t, theta, step, info);
        if (cholesky(info, free_n)) {
            snprintf(err, errlen, "rating: the information matrix is singular at the optimum");
            rc = -1;
        }
    }
    free(theta);
    free(step);
    free(trial);
    return rc;
}

/* cov = J (L L^T)^-1 J^T, scaled to Elo points squared. */
static void covariance(const PairTable *t, const double *chol, double *cov)
{
    int total = t->n_det + t->n_mur, free_n = total - 1;
    double *inv = xcalloc((size_t)free_n * (size_t)free_n, sizeof *inv), *col = xcalloc((size_t)free_n, sizeof *col);
    for (int e = 0; e < free_n; e++) {
        memset(col, 0, (size_t)free_n * sizeof *col);
        col[e] = 1;
        cholesky_solve(chol, free_n, col);
        for (int f = 0; f < free_n; f++)
            inv[f * free_n + e] = col[f];
    }
    for (int k = 0; k < total; k++)
        for (int l = 0; l < total; l++) {
            double s = 0;
            for (int f = 0; f < free_n; f++) {
                double jkf = jacobian(t, k, f);
                if (jkf == 0)
                    continue;
                for (int e = 0; e < free_n; e++)
                    s += jkf * inv[f * free_n + e] * jacobian(t, l, e);
            }
            cov[k * total + l] = s * ELO_PER_NATURAL * ELO_PER_NATURAL;
        }
    free(inv);
    free(col);
}

/* Pearson's X^2, the pairs outside their Wilson 95% interval and the
 * dispersion of the real games at ratings theta (natural units). */
static void goodness_of_fit(const PairTable *t, const double *theta, Ratings *out)
{
    out->pairs = out->pairs_outside = 0;
    out->pearson = 0;
    for (int i = 0; i < t->n_det; i++)
        for (int j = 0; j < t->n_mur; j++) {
            double n = t->real_games[i * t->n_mur + j], w = t->real_wins[i * t->n_mur + j];
            if (n <= 0)
                continue;
            double p = logistic(theta[i] - theta[t->n_det + j]);
            out->pearson += (w - n * p) * (w - n * p) / (n * p * (1 - p));
            Interval ci = wilson_interval((uint64_t)w, (uint64_t)n, Z95);
            out->pairs_outside += p < ci.lo || p > ci.hi;
            out->pairs++;
        }
    out->df = out->pairs - (t->n_det + t->n_mur - 1);
    out->dispersion = out->df >= 1 && out->pearson > out->df ? out->pearson / out->df : 1;
}

double rating_pairs_outside_expected(const Ratings *r) { return 0.05 * r->pairs; }

int rating_fit(int n_det, int n_mur, const RatingGames *g, int n, double prior, Ratings *out, char *err,
               size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (n_det < 1 || n_mur < 1) {
        snprintf(err, errlen, "rating: needs at least one detective and one murderer");
        return -1;
    }
    if (!(prior >= 0)) {
        snprintf(err, errlen, "rating: the prior must be 0 or more virtual games, not %g", prior);
        return -1;
    }
    PairTable t;
    if (build_table(&t, n_det, n_mur, g, n, prior, err, errlen)) {
        free_table(&t);
        return -1;
    }
    int unreached = rating_unreached(n_det, n_mur, g, n);
    if (unreached >= 0) {
        snprintf(err, errlen, "rating: %s %d has no games linking it to detective 0",
                 unreached < n_det ? "detective" : "murderer", unreached < n_det ? unreached : unreached - n_det);
        free_table(&t);
        return -1;
    }
    int total = n_det + n_mur, free_n = total - 1; /* >= 1 */
    double *x = xcalloc((size_t)free_n, sizeof *x), *info = xcalloc((size_t)free_n * (size_t)free_n, sizeof *info);
    int rc = newton(&t, x, info, &out->iterations, err, errlen);
    if (rc == 0) {
        out->n_det = n_det;
        out->n_mur = n_mur;
        out->prior = prior;
        out->elo = xcalloc((size_t)total, sizeof *out->elo);
        out->cov = xcalloc((size_t)total * (size_t)total, sizeof *out->cov);
        full_ratings(&t, x, out->elo);
        out->log_likelihood = log_likelihood(&t, t.real_games, t.real_wins, out->elo);
        goodness_of_fit(&t, out->elo, out);
        covariance(&t, info, out->cov);
        for (int k = 0; k < total * total; k++)
            out->cov[k] *= out->dispersion;
        for (int k = 0; k < total; k++)
            out->elo[k] *= ELO_PER_NATURAL;
    }
    free(x);
    free(info);
    free_table(&t);
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

double rating_win_probability(const Ratings *r, int det, int mur)
{
    return logistic((r->elo[det] - r->elo[r->n_det + mur]) / ELO_PER_NATURAL);
}
