/*
 * report_plots.h — the report's figures, drawn by gnuplot.
 *
 * Each figure NAME is written into the figures folder as NAME.dat (the
 * numbers) and NAME.gp (the script), and gnuplot is run on the script, which
 * writes NAME.png and NAME.svg.  The .dat and .gp files stay, so a figure can
 * be restyled by editing its script and running `gnuplot NAME.gp` there.
 *
 * Values are percentages; NAN marks a missing value (a group with too few
 * games), which the figure leaves empty.
 */
#ifndef NOIRLAB_REPORT_PLOTS_H
#define NOIRLAB_REPORT_PLOTS_H

#include <stddef.h>

typedef struct Plotter {
    const char *dir;       /* the figures folder */
    const char *gnuplot;   /* the program to run */
    char *err;             /* where a failure is described */
    size_t errlen;
} Plotter;

/* The gnuplot program: $NOIRLAB_GNUPLOT when set, else "gnuplot". */
const char *plot_default_gnuplot(void);

/* The labels along an axis and the series of a chart. */
typedef struct PlotAxis {
    int n;
    const char *const *label;
} PlotAxis;

/*
 * Bars: one group per category, one bar per series.  val holds, for series s
 * and category c, the triple val[(s * cat.n + c) * 3 + {0, 1, 2}] = value,
 * interval low, interval high; with NAN lows the bars get no error bars.
 * A dashed line marks the value reference (NAN: none), e.g. 50% for a win
 * rate.
 */
int plot_bars(const Plotter *p, const char *name, const char *title, const char *ylabel, PlotAxis cat,
              PlotAxis series, const double *val, double reference);

/* A heat map: val[r * cols.n + c] for row r (drawn top to bottom) and column c,
 * each cell labelled with its value.  The cells are drawn as vector squares
 * (`with boxxyerror`, filled), so browsers show them crisp, not as a smoothed
 * bitmap, at any size: gnuplot's `with image` draws nothing for a grid of one
 * row or one column (a single policy pair). */
int plot_heatmap(const Plotter *p, const char *name, const char *title, const char *xlabel, const char *ylabel,
                 PlotAxis rows, PlotAxis cols, const double *val);

/* A forest plot: row r has val[r * 3 + {0, 1, 2}] = estimate, interval low,
 * interval high; a vertical line marks 0, and dotted ones -band and +band
 * (NAN or 0: none). */
int plot_forest(const Plotter *p, const char *name, const char *title, const char *xlabel, PlotAxis rows,
                const double *val, double band);

#endif
