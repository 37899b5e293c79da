/*
 * murderer_model_logit.c — the victim weights (murderer_model.h): maximum
 * likelihood of the conditional logit P(chosen | its choice set) =
 * exp(w . f_chosen) / sum over the set of exp(w . f), with a ridge of 1 (a
 * standard normal prior on each weight: a Murderer whose choice a feature
 * decides outright would otherwise send its weight to infinity).  Newton's
 * method; the standard errors are the square roots of the diagonal of the
 * inverse of the penalised information at the optimum.
 */
#include <math.h>
#include <string.h>

#include "games/itk/ai/murderer_model.h"

enum { F = MM_VICTIM_FEATURES, NEWTON_STEPS = 100 };

#define RIDGE 1.0

/* Gradient and (negative) Hessian of the penalised log-likelihood at w. */
static void derivatives(const MmVictimData *d, const double w[F], double grad[F], double info[F][F])
{
    for (int a = 0; a < F; a++) {
        grad[a] = -RIDGE * w[a];
        for (int b = 0; b < F; b++)
            info[a][b] = a == b ? RIDGE : 0;
    }
    for (long c = 0; c < d->n; c++) {
        const double(*f)[F] = d->f + d->choice[c].first;
        int n = d->choice[c].count;
        double score[CIVILIANS], top = -INFINITY, sum = 0, mean[F] = {0};
        for (int i = 0; i < n; i++) {
            score[i] = 0;
            for (int a = 0; a < F; a++)
                score[i] += w[a] * f[i][a];
            top = score[i] > top ? score[i] : top;
        }
        for (int i = 0; i < n; i++)
            sum += score[i] = exp(score[i] - top);
        for (int i = 0; i < n; i++)
            for (int a = 0; a < F; a++)
                mean[a] += score[i] / sum * f[i][a];
        for (int a = 0; a < F; a++)
            grad[a] += f[d->choice[c].chosen][a] - mean[a];
        for (int i = 0; i < n; i++) {
            double p = score[i] / sum;
            for (int a = 0; a < F; a++)
                for (int b = 0; b < F; b++)
                    info[a][b] += p * (f[i][a] - mean[a]) * (f[i][b] - mean[b]);
        }
    }
}

/* The inverse of a symmetric positive definite matrix (Gauss-Jordan). */
static void invert(double a[F][F], double inv[F][F])
{
    for (int i = 0; i < F; i++)
        for (int j = 0; j < F; j++)
            inv[i][j] = i == j;
    for (int col = 0; col < F; col++) {
        double pivot = a[col][col];
        for (int j = 0; j < F; j++) {
            a[col][j] /= pivot;
            inv[col][j] /= pivot;
        }
        for (int r = 0; r < F; r++) {
            double k = a[r][col];
            if (r == col || k == 0)
                continue;
            for (int j = 0; j < F; j++) {
                a[r][j] -= k * a[col][j];
                inv[r][j] -= k * inv[col][j];
            }
        }
    }
}

void itk_murderer_model_fit_victims(MurdererModel *m, const MmVictimData *d)
{
    memset(m->victim_w, 0, sizeof m->victim_w);
    memset(m->victim_se, 0, sizeof m->victim_se);
    m->victim_murders = d->n;
    if (!d->n)
        return;
    double grad[F], info[F][F], inv[F][F];
    for (int step = 0; step < NEWTON_STEPS; step++) {
        derivatives(d, m->victim_w, grad, info);
        invert(info, inv);
        double largest = 0;
        for (int a = 0; a < F; a++) {
            double delta = 0;
            for (int b = 0; b < F; b++)
                delta += inv[a][b] * grad[b];
            m->victim_w[a] += delta;
            largest = fabs(delta) > largest ? fabs(delta) : largest;
        }
        if (largest < 1e-10)
            break;
    }
    derivatives(d, m->victim_w, grad, info);
    invert(info, inv);
    for (int a = 0; a < F; a++)
        m->victim_se[a] = sqrt(inv[a][a]);
}
