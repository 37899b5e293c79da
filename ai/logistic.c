/*
 * logistic.c — logistic regression by Newton's method (logistic.h).
 */
#include "ai/logistic.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

enum { MAX_STEPS = 100 };
#define STEP_TOLERANCE 1e-9

double logistic(double z)
{
    return z >= 0 ? 1 / (1 + exp(-z)) : exp(z) / (1 + exp(z)); /* no overflow either way */
}

double logistic_predict(const double *w, const double *x, int features)
{
    double z = 0;
    for (int j = 0; j < features; j++)
        z += w[j] * x[j];
    return logistic(z);
}

/* The gradient and the Hessian's negative (the information) of the penalised
 * log-likelihood at w. */
static void derivatives(const double *x, const double *y, size_t n, int f, double ridge, const double *w,
                        double *grad, double info[LOGISTIC_MAX_FEATURES][LOGISTIC_MAX_FEATURES])
{
    for (int a = 0; a < f; a++) {
        grad[a] = -ridge * w[a];
        for (int b = 0; b < f; b++)
            info[a][b] = a == b ? ridge : 0;
    }
    for (size_t i = 0; i < n; i++) {
        const double *row = x + i * (size_t)f;
        double p = logistic_predict(w, row, f), v = p * (1 - p);
        for (int a = 0; a < f; a++) {
            grad[a] += (y[i] - p) * row[a];
            for (int b = 0; b <= a; b++)
                info[a][b] += v * row[a] * row[b];
        }
    }
    for (int a = 0; a < f; a++)
        for (int b = a + 1; b < f; b++)
            info[a][b] = info[b][a];
}

/* Solve m d = g in place of g by Cholesky (m symmetric); -1 when m is not
 * positive definite. */
static int cholesky_solve(double m[LOGISTIC_MAX_FEATURES][LOGISTIC_MAX_FEATURES], double *g, int f)
{
    for (int j = 0; j < f; j++) {
        double d = m[j][j];
        for (int k = 0; k < j; k++)
            d -= m[j][k] * m[j][k];
        if (!(d > 0))
            return -1;
        m[j][j] = sqrt(d);
        for (int i = j + 1; i < f; i++) {
            double s = m[i][j];
            for (int k = 0; k < j; k++)
                s -= m[i][k] * m[j][k];
            m[i][j] = s / m[j][j];
        }
    }
    for (int i = 0; i < f; i++) { /* L z = g */
        for (int k = 0; k < i; k++)
            g[i] -= m[i][k] * g[k];
        g[i] /= m[i][i];
    }
    for (int i = f - 1; i >= 0; i--) { /* L^T d = z */
        for (int k = i + 1; k < f; k++)
            g[i] -= m[k][i] * g[k];
        g[i] /= m[i][i];
    }
    return 0;
}

int logistic_fit(const double *x, const double *y, size_t n, int features, double ridge, double *w, char *err,
                 size_t errlen)
{
    if (features < 1 || features > LOGISTIC_MAX_FEATURES) {
        snprintf(err, errlen, "logistic fit: %d features (1 to %d)", features, LOGISTIC_MAX_FEATURES);
        return -1;
    }
    double cur[LOGISTIC_MAX_FEATURES] = {0}, step[LOGISTIC_MAX_FEATURES];
    double info[LOGISTIC_MAX_FEATURES][LOGISTIC_MAX_FEATURES];
    for (int steps = 1; steps <= MAX_STEPS; steps++) {
        derivatives(x, y, n, features, ridge, cur, step, info);
        if (cholesky_solve(info, step, features)) {
            snprintf(err, errlen, "logistic fit: the features are collinear (add a ridge or drop one)");
            return -1;
        }
        double moved = 0, largest = 1;
        for (int j = 0; j < features; j++) {
            cur[j] += step[j];
            moved = fmax(moved, fabs(step[j]));
            largest = fmax(largest, fabs(cur[j]));
        }
        if (moved <= STEP_TOLERANCE * largest) {
            memcpy(w, cur, (size_t)features * sizeof *w);
            return steps;
        }
    }
    snprintf(err, errlen, "logistic fit: no convergence in %d Newton steps", MAX_STEPS);
    return -1;
}
