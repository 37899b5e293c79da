/*
 * ladder_plot.h — the matchup matrix of a ladder as a gnuplot heat map
 * (PNG and SVG), with the Detective's win rate written in every square.
 */
#ifndef NOIRLAB_LADDER_PLOT_H
#define NOIRLAB_LADDER_PLOT_H

#include <stddef.h>

/*
 * Write DIR/NAME.dat and DIR/NAME.gp (the data and the script, to re-draw
 * by hand) and run gnuplot on them to make DIR/NAME.png and DIR/NAME.svg.
 * rate[i * n_mur + j] is detective i's win rate against murderer j, NaN
 * when the pair did not play; rows are drawn top to bottom in list order.
 * Each file appears complete or not at all (written under a temporary name,
 * then renamed).  Returns 0; 1 when gnuplot is not installed (the data and
 * script are written, the pictures are not); -1 with a message on failure.
 */
int ladder_plot_matrix(const char *dir, const char *name, const char *title, const char *const *det, int n_det,
                       const char *const *mur, int n_mur, const double *rate, char *err, size_t errlen);

#endif
