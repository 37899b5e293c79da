/*
 * logistic.h — a binary logistic regression fitted by Newton's method
 * (iteratively reweighted least squares), for small models fitted to
 * outcomes: P(y = 1 | x) = 1 / (1 + exp(-w . x)).
 *
 * The outcomes may be fractions in [0, 1] (a drawn game as 1/2): the fit
 * maximises sum y log p + (1 - y) log(1 - p) - ridge/2 |w|^2.  The ridge
 * keeps the fit finite on separable data (where the plain maximum lies at
 * infinity) and the Hessian invertible; 0 fits the plain likelihood.
 */
#ifndef NOIRLAB_LOGISTIC_H
#define NOIRLAB_LOGISTIC_H

#include <stddef.h>

/* At most this many features (the intercept, if any, is one of them). */
#define LOGISTIC_MAX_FEATURES 16

/* 1 / (1 + exp(-z)). */
double logistic(double z);

/* The model's probability for features x: logistic(w . x). */
double logistic_predict(const double *w, const double *x, int features);

/*
 * Fit w[features] to n rows of x (row-major, n x features) and outcomes y.
 * Starts from w = 0 and stops when no coefficient moves by more than 1e-9
 * times the largest (or 1),
 * or after 100 steps.  Returns the number of Newton steps, or -1 with a
 * message in err (too many features, a Hessian that is not positive
 * definite, no convergence); w is then left as it was.
 */
int logistic_fit(const double *x, const double *y, size_t n, int features, double ridge, double *w, char *err,
                 size_t errlen);

#endif
