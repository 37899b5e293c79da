/*
 * matrix_game.h — a two-player zero-sum matrix game solved by linear
 * programming (docs/equilibrium.md).
 *
 * The row player picks row i, the column player column j, and the row player
 * gains a[i * cols + j], which the column player loses.  A mixture x of the
 * rows guarantees min_j sum_i x_i a_ij; the best such guarantee is the value
 * v, and by von Neumann's minimax theorem the column player's best guarantee
 * (max_i sum_j a_ij y_j, minimised) is the same v.  Each is one linear
 * program (the row player's):
 *
 *   maximise v  subject to  sum_i x_i a_ij >= v for every column j,
 *                           sum_i x_i = 1,  x >= 0,
 *
 * and the column player's the mirror image.  Both are solved with GLPK's
 * simplex method (a well-kept solver rather than one of our own); it is
 * deterministic, so the same matrix always gives the same mixtures, also
 * when the game has several equilibria (then one of them, a vertex).
 */
#ifndef NOIRLAB_MATRIX_GAME_H
#define NOIRLAB_MATRIX_GAME_H

#include <stddef.h>

/* The equilibrium mixtures x (rows entries) and y (cols entries) and the
 * value.  Returns 0, or -1 with a message (GLPK failed: not expected for a
 * finite matrix, whose programs are always feasible and bounded). */
int matrix_game_solve(int rows, int cols, const double *a, double *x, double *y, double *value, char *err,
                      size_t errlen);

/* The payoff of each row against the column mixture y (row_payoff[i] =
 * sum_j a_ij y_j) and of each column against the row mixture x
 * (col_payoff[j] = sum_i x_i a_ij).  Either output may be NULL. */
void matrix_game_payoffs(int rows, int cols, const double *a, const double *x, const double *y, double *row_payoff,
                         double *col_payoff);

/* GLPK's version, "5.0", for the record of how a result was computed. */
const char *matrix_game_solver_version(void);

#endif
