/*
 * report_plots.h — the report's figures: each is a data file and a gnuplot
 * script written into the figures folder, then drawn by gnuplot as NAME.png
 * and NAME.svg.  The scripts stay beside the pictures so a figure can be
 * restyled and redrawn with `gnuplot NAME.gp`.
 */
#ifndef NOIRLAB_REPORT_PLOTS_H
#define NOIRLAB_REPORT_PLOTS_H

#include <stddef.h>
#include <stdio.h>

/* One series of points with 95% intervals (a policy pair). */
typedef struct PlotSeries {
    const char *title;
    int n;
    const double *value, *lo, *hi; /* n each; a NaN value leaves the point out */
} PlotSeries;

/*
 * Error-bar chart: categories along x (labels), one series per policy pair,
 * y in [0, 1].  Writes dir/NAME.dat and dir/NAME.gp and runs gnuplot.
 * Returns 0, or -1 with a message in err.
 */
int plot_rates(const char *dir, const char *name, const char *ylabel, int n_labels, const char *const *labels,
               int n_series, const PlotSeries *series, char *err, size_t errlen);

/*
 * Heat map of a rows x cols matrix of proportions (NaN: no data), with row
 * and column labels; the axes are named by ylabel (rows) and xlabel (cols).
 */
int plot_heatmap(const char *dir, const char *name, const char *xlabel, const char *ylabel, int rows, int cols,
                 const char *const *row_labels, const char *const *col_labels, const double *value,
                 char *err, size_t errlen);

/* Bars of a distribution: share of games per value 0..n-1, one series per pair. */
int plot_histogram(const char *dir, const char *name, const char *xlabel, int n_values, int n_series,
                   const char *const *titles, const double *share, char *err, size_t errlen);

#endif
