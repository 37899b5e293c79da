/*
 * sprt.c — the generalised SPRT of sprt.h on trinomial pair scores.
 */
#include "analysis/sprt.h"

#include <math.h>
#include <stdio.h>

#define EMPTY_COUNT 1e-3    /* stands in for a count of zero (fishtest's regularisation) */

int sprt_check(const SprtParams *p, char *err, size_t errlen)
{
    if (!(p->alpha > 0 && p->alpha < 0.5)) {
        snprintf(err, errlen, "--alpha must be between 0 and 0.5 (exclusive), not %g", p->alpha);
        return -1;
    }
    if (!(p->beta > 0 && p->beta < 0.5)) {
        snprintf(err, errlen, "--beta must be between 0 and 0.5 (exclusive), not %g", p->beta);
        return -1;
    }
    if (!(fabs(p->elo0) < 2000 && fabs(p->elo1) < 2000)) {
        snprintf(err, errlen, "--elo0 and --elo1 must be between -2000 and 2000, not %g and %g", p->elo0, p->elo1);
        return -1;
    }
    if (!(p->elo0 < p->elo1)) {
        snprintf(err, errlen, "--elo0 (%g) must be less than --elo1 (%g)", p->elo0, p->elo1);
        return -1;
    }
    return 0;
}

void sprt_bounds(const SprtParams *p, double *lower, double *upper)
{
    *lower = log(p->beta / (1 - p->alpha));
    *upper = log((1 - p->beta) / p->alpha);
}

double sprt_score_of_elo(double elo)
{
    return 1 / (1 + pow(10, -elo / 400));
}

double sprt_elo_of_score(double s)
{
    if (s <= 0)
        return -INFINITY;
    if (s >= 1)
        return INFINITY;
    return -400 * log10(1 / s - 1);
}

/*
 * The l of sprt.h for mean s: f(l) = sum_i p_i (a_i - s) / (1 + l (a_i - s))
 * falls from +inf to -inf on the interval where every 1 + l (a_i - s) > 0,
 * that is -1 / (1 - s) < l < 1 / s (the scores run from 0 to 1), so
 * bisection finds its root.
 */
static double lagrange_root(const double *p, const double *a, double s)
{
    double lo = -1 / (1 - s), hi = 1 / s;
    for (int it = 0; it < 200; it++) {
        double mid = (lo + hi) / 2, f = 0;
        if (mid == lo || mid == hi)
            break;
        for (int i = 0; i < 3; i++)
            f += p[i] * (a[i] - s) / (1 + mid * (a[i] - s));
        if (f > 0)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}

double sprt_llr(const SprtParams *p, const SprtCounts *c)
{
    double n[3] = {(double)c->b_ahead, (double)c->level, (double)c->a_ahead};
    static const double score[3] = {0, 0.5, 1};
    double total = n[0] + n[1] + n[2];
    if (total == 0)
        return 0;
    double reg = 0, freq[3];
    for (int i = 0; i < 3; i++)
        reg += n[i] > 0 ? n[i] : EMPTY_COUNT;
    for (int i = 0; i < 3; i++)
        freq[i] = (n[i] > 0 ? n[i] : EMPTY_COUNT) / reg;
    double s0 = sprt_score_of_elo(p->elo0), s1 = sprt_score_of_elo(p->elo1);
    double l0 = lagrange_root(freq, score, s0), l1 = lagrange_root(freq, score, s1), sum = 0;
    for (int i = 0; i < 3; i++)
        sum += freq[i] * (log1p(l0 * (score[i] - s0)) - log1p(l1 * (score[i] - s1)));
    return total * sum;
}

int sprt_verdict(const SprtParams *p, double llr)
{
    double lower, upper;
    sprt_bounds(p, &lower, &upper);
    return llr >= upper ? SPRT_H1 : llr <= lower ? SPRT_H0 : SPRT_CONTINUE;
}

double sprt_elo_estimate(const SprtCounts *c, double z, Interval *ci)
{
    double w = (double)c->a_ahead, d = (double)c->level, l = (double)c->b_ahead, n = w + d + l;
    if (n == 0) {
        *ci = (Interval){-INFINITY, INFINITY};
        return 0;
    }
    double s = (w + d / 2) / n;
    double var = (w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
    double half = z * sqrt(var / n);
    ci->lo = sprt_elo_of_score(s - half);
    ci->hi = sprt_elo_of_score(s + half);
    return sprt_elo_of_score(s);
}

int sprt_run(const SprtParams *p, SprtNext next, void *next_ctx, SprtProgress progress, void *progress_ctx,
             SprtState *out, char *err, size_t errlen)
{
    SprtState s = {0};
    sprt_bounds(p, &s.lower, &s.upper);
    s.verdict = SPRT_CONTINUE;
    while (s.verdict == SPRT_CONTINUE) {
        SprtCounts add = {0, 0, 0};
        if (next(next_ctx, s.batch, &add, err, errlen))
            return -1;
        if (add.a_ahead + add.level + add.b_ahead == 0) {
            s.verdict = SPRT_OUT_OF_GAMES;
            break;
        }
        s.batch++;
        s.counts.a_ahead += add.a_ahead;
        s.counts.level += add.level;
        s.counts.b_ahead += add.b_ahead;
        s.llr = sprt_llr(p, &s.counts);
        s.verdict = sprt_verdict(p, s.llr);
        if (progress)
            progress(progress_ctx, &s);
    }
    *out = s;
    return 0;
}

const char *sprt_verdict_name(int verdict)
{
    switch (verdict) {
    case SPRT_H0:
        return "H0 accepted";
    case SPRT_H1:
        return "H1 accepted";
    case SPRT_OUT_OF_GAMES:
        return "no decision (out of games)";
    default:
        return "continue";
    }
}
