/*
 * equilibrium.c — the meta-game of a ladder (equilibrium.h).
 */
#include "analysis/equilibrium.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/matrix_game.h"
#include "analysis/stats.h"
#include "base/pcg32.h"

/* Scratch of one solve: the matrix, both mixtures and both seats' payoffs. */
typedef struct Solve {
    double *a, *mix[2], *payoff[2], value;
} Solve;

/* The win-rate matrix of g over the deals drawn: count[d] times deal d
 * (every deal once when count is NULL). */
static void fill_matrix(const MetaGame *g, const uint32_t *count, double *a)
{
    for (int c = 0; c < g->rows * g->cols; c++) {
        const uint8_t *won = g->won + (size_t)c * g->deals;
        uint64_t wins = 0;
        for (uint32_t d = 0; d < g->deals; d++)
            wins += count ? (uint64_t)count[d] * won[d] : won[d];
        a[c] = (double)wins / g->deals;
    }
}

/* The regret of each policy of a seat given its payoffs (the rows maximise
 * theirs, the columns minimise), and the index of the best response. */
static int regrets(const double *payoff, int n, int maximise, double *regret)
{
    int best = 0;
    for (int k = 1; k < n; k++)
        if (maximise ? payoff[k] > payoff[best] : payoff[k] < payoff[best])
            best = k;
    for (int k = 0; k < n; k++)
        regret[k] = maximise ? payoff[best] - payoff[k] : payoff[k] - payoff[best];
    return best;
}

static int solve(const MetaGame *g, const uint32_t *count, Solve *s, char *err, size_t errlen)
{
    fill_matrix(g, count, s->a);
    if (matrix_game_solve(g->rows, g->cols, s->a, s->mix[0], s->mix[1], &s->value, err, errlen))
        return -1;
    matrix_game_payoffs(g->rows, g->cols, s->a, s->mix[0], s->mix[1], s->payoff[0], s->payoff[1]);
    return 0;
}

/* The one policy a mixture puts all its weight on, or -1. */
static int pure(const double *mix, int n)
{
    for (int k = 0; k < n; k++)
        if (mix[k] > 1 - 1e-9)
            return k;
    return -1;
}

/*
 * Newcombe's paired interval of each regret of `seat` when the other seat
 * plays one policy o: the best response's and policy k's games against o on
 * the same deals, won by the seat (for the columns, lost by the rows).  The
 * best response's own stays NAN.
 */
static void paired_intervals(const MetaGame *g, int seat, int o, double z, SeatSolution *s)
{
    for (int k = 0; k < s->n; k++) {
        if (k == s->best) /* no difference to itself */
            continue;
        const uint8_t *best = g->won + (size_t)(seat ? o * g->cols + s->best : s->best * g->cols + o) * g->deals;
        const uint8_t *mine = g->won + (size_t)(seat ? o * g->cols + k : k * g->cols + o) * g->deals;
        uint64_t n[2][2] = {{0, 0}, {0, 0}}; /* [best won][k won], for the seat */
        for (uint32_t d = 0; d < g->deals; d++)
            n[best[d] != seat][mine[d] != seat]++;
        Interval ci = newcombe_paired_difference(n[1][1], n[1][0], n[0][1], n[0][0], z);
        s->paired_lo[k] = ci.lo;
        s->paired_hi[k] = ci.hi;
    }
}

/* The q-quantile of the sorted v[0..n), interpolated between order statistics. */
static double quantile(const double *v, int n, double q)
{
    double h = (n - 1) * q;
    int lo = (int)floor(h);
    return lo + 1 < n ? v[lo] + (h - lo) * (v[lo + 1] - v[lo]) : v[n - 1];
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Sort v[0..n) and return its percentile interval at `level`. */
static Interval percentile_interval(double *v, int n, double level)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    return (Interval){quantile(v, n, (1 - level) / 2), quantile(v, n, (1 + level) / 2)};
}

/*
 * The replicates: deals drawn with replacement, the game solved again, its
 * value and every policy's regret kept (rep[r * (1 + rows + cols)]: the
 * value, then the rows' regrets, then the columns').
 */
static int bootstrap(const MetaGame *g, const EquilibriumOptions *opt, double *a, Equilibrium *e, char *err,
                     size_t errlen)
{
    int width = 1 + g->rows + g->cols, B = opt->replicates;
    uint32_t *count = malloc(g->deals * sizeof *count);
    double *rep = malloc((size_t)B * (size_t)width * sizeof *rep), *column = malloc((size_t)B * sizeof *column);
    /* A replicate's regrets, then its mixtures and payoffs: the rows', then the columns'. */
    double *regret = malloc((size_t)(3 * (width - 1)) * sizeof *regret);
    int rc = -1;
    if (!count || !rep || !column || !regret) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    double *mix = regret + (width - 1), *payoff = mix + (width - 1);
    Solve rs = {a, {mix, mix + g->rows}, {payoff, payoff + g->rows}, 0};
    Pcg32 rng;
    pcg32_seed(&rng, opt->seed, 0x65717569u); /* a stream of its own */
    for (int r = 0; r < B; r++) {
        memset(count, 0, g->deals * sizeof *count);
        for (uint32_t d = 0; d < g->deals; d++)
            count[pcg32_below(&rng, g->deals)]++;
        if (solve(g, count, &rs, err, errlen))
            goto done;
        regrets(rs.payoff[0], g->rows, 1, regret);
        regrets(rs.payoff[1], g->cols, 0, regret + g->rows);
        rep[(size_t)r * width] = rs.value;
        memcpy(rep + (size_t)r * width + 1, regret, (size_t)(width - 1) * sizeof *regret);
    }
    for (int k = 0; k < width; k++) {
        for (int r = 0; r < B; r++)
            column[r] = rep[(size_t)r * width + k];
        Interval ci = percentile_interval(column, B, opt->level);
        SeatSolution *seat = &e->seat[k > g->rows];
        int p = k > g->rows ? k - 1 - g->rows : k - 1;
        if (k == 0) {
            e->value_lo = ci.lo;
            e->value_hi = ci.hi;
        } else {
            seat->regret_lo[p] = ci.lo;
            seat->regret_hi[p] = ci.hi;
        }
    }
    rc = 0;
done:
    free(count);
    free(rep);
    free(column);
    free(regret);
    return rc;
}

/* Allocate a seat's arrays of n entries, NAN where nothing is computed. */
static int seat_alloc(SeatSolution *s, int n)
{
    double **field[] = {&s->weight, &s->payoff, &s->regret, &s->regret_lo, &s->regret_hi, &s->paired_lo,
                        &s->paired_hi};
    s->n = n;
    int ok = 1;
    for (size_t f = 0; f < sizeof field / sizeof field[0]; f++) {
        *field[f] = malloc((size_t)n * sizeof **field[f]);
        ok = ok && *field[f];
        for (int k = 0; *field[f] && k < n; k++)
            (*field[f])[k] = NAN;
    }
    return ok ? 0 : -1;
}

static void seat_free(SeatSolution *s)
{
    free(s->weight);
    free(s->payoff);
    free(s->regret);
    free(s->regret_lo);
    free(s->regret_hi);
    free(s->paired_lo);
    free(s->paired_hi);
}

int equilibrium_solve(const MetaGame *g, const EquilibriumOptions *opt, Equilibrium *e, char *err, size_t errlen)
{
    memset(e, 0, sizeof *e);
    e->deals = g->deals;
    e->opt = *opt;
    e->value_lo = e->value_hi = NAN;
    int n[2] = {g->rows, g->cols};
    Solve s = {.a = malloc((size_t)(g->rows * g->cols) * sizeof *s.a)};
    int ok = s.a != NULL;
    for (int seat = 0; seat < 2; seat++) {
        ok = seat_alloc(&e->seat[seat], n[seat]) == 0 && ok;
        s.mix[seat] = e->seat[seat].weight;
        s.payoff[seat] = e->seat[seat].payoff;
    }
    int rc = ok ? solve(g, NULL, &s, err, errlen) : -1;
    if (!ok)
        snprintf(err, errlen, "out of memory");
    if (rc == 0) {
        e->value = s.value;
        double z = normal_upper_quantile((1 - opt->level) / 2);
        for (int seat = 0; seat < 2; seat++) {
            SeatSolution *me = &e->seat[seat];
            me->best = regrets(me->payoff, me->n, seat == 0, me->regret);
            int o = pure(e->seat[!seat].weight, n[!seat]);
            if (o >= 0)
                paired_intervals(g, seat, o, z, me);
        }
        if (opt->replicates > 0)
            rc = bootstrap(g, opt, s.a, e, err, errlen);
    }
    free(s.a);
    if (rc)
        equilibrium_free(e);
    return rc;
}

void equilibrium_free(Equilibrium *e)
{
    seat_free(&e->seat[0]);
    seat_free(&e->seat[1]);
    memset(e, 0, sizeof *e);
}
