/*
 * matrix_game.c — zero-sum matrix games by GLPK's simplex (matrix_game.h).
 */
#include "analysis/matrix_game.h"

#include <glpk.h>
#include <stdio.h>
#include <stdlib.h>

/*
 * The maximiser's program of the rows × cols game a: variables x_1..x_rows
 * (GLPK counts from 1) and v, free; one constraint per column,
 * sum_i a_ij x_i - v >= 0; and sum_i x_i = 1.  Writes x and v.
 */
static int solve_maximiser(int rows, int cols, const double *a, double *x, double *v, char *err, size_t errlen)
{
    int nnz = cols * (rows + 1) + rows, k = 0;
    int *ia = malloc((size_t)(nnz + 1) * sizeof *ia), *ja = malloc((size_t)(nnz + 1) * sizeof *ja);
    double *ar = malloc((size_t)(nnz + 1) * sizeof *ar);
    glp_prob *lp = glp_create_prob();
    int rc = -1;
    if (!ia || !ja || !ar) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    glp_set_obj_dir(lp, GLP_MAX);
    glp_add_cols(lp, rows + 1);
    for (int i = 1; i <= rows; i++)
        glp_set_col_bnds(lp, i, GLP_LO, 0.0, 0.0);
    glp_set_col_bnds(lp, rows + 1, GLP_FR, 0.0, 0.0);
    glp_set_obj_coef(lp, rows + 1, 1.0);
    glp_add_rows(lp, cols + 1);
    for (int j = 1; j <= cols; j++) {
        glp_set_row_bnds(lp, j, GLP_LO, 0.0, 0.0);
        for (int i = 1; i <= rows; i++) {
            k++;
            ia[k] = j, ja[k] = i, ar[k] = a[(i - 1) * cols + (j - 1)];
        }
        k++;
        ia[k] = j, ja[k] = rows + 1, ar[k] = -1.0;
    }
    glp_set_row_bnds(lp, cols + 1, GLP_FX, 1.0, 1.0);
    for (int i = 1; i <= rows; i++) {
        k++;
        ia[k] = cols + 1, ja[k] = i, ar[k] = 1.0;
    }
    glp_load_matrix(lp, nnz, ia, ja, ar);
    glp_smcp parm;
    glp_init_smcp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    if (glp_simplex(lp, &parm) != 0 || glp_get_status(lp) != GLP_OPT) {
        snprintf(err, errlen, "GLPK's simplex found no optimum of a %d x %d matrix game", rows, cols);
        goto done;
    }
    /* Within the solver's tolerance a weight may come out a hair below 0. */
    double sum = 0;
    for (int i = 0; i < rows; i++) {
        double w = glp_get_col_prim(lp, i + 1);
        x[i] = w > 0 ? w : 0;
        sum += x[i];
    }
    for (int i = 0; i < rows; i++)
        x[i] /= sum;
    *v = glp_get_obj_val(lp);
    rc = 0;
done:
    glp_delete_prob(lp);
    free(ia);
    free(ja);
    free(ar);
    return rc;
}

int matrix_game_solve(int rows, int cols, const double *a, double *x, double *y, double *value, char *err,
                      size_t errlen)
{
    /* The minimiser of a is the maximiser of the game -a seen from the
     * columns: b[j][i] = -a[i][j], whose value is -v. */
    double *b = malloc((size_t)rows * (size_t)cols * sizeof *b), w;
    if (!b) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            b[j * rows + i] = -a[i * cols + j];
    int rc = solve_maximiser(rows, cols, a, x, value, err, errlen) || solve_maximiser(cols, rows, b, y, &w, err, errlen)
                 ? -1
                 : 0;
    free(b);
    return rc;
}

void matrix_game_payoffs(int rows, int cols, const double *a, const double *x, const double *y, double *row_payoff,
                         double *col_payoff)
{
    for (int i = 0; row_payoff && i < rows; i++) {
        row_payoff[i] = 0;
        for (int j = 0; j < cols; j++)
            row_payoff[i] += a[i * cols + j] * y[j];
    }
    for (int j = 0; col_payoff && j < cols; j++) {
        col_payoff[j] = 0;
        for (int i = 0; i < rows; i++)
            col_payoff[j] += x[i] * a[i * cols + j];
    }
}

const char *matrix_game_solver_version(void)
{
    return glp_version();
}
