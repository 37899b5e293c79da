/*
 * report_plots.c — figures drawn by gnuplot (report_plots.h).
 */
#include "report_plots.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The common head of every script: PNG first, SVG by replot in plot_draw. */
static const char head[] = "set terminal pngcairo size 960,540 noenhanced font 'sans,10'\n"
                           "set output '%s.png'\n"
                           "set key outside right top\n"
                           "set grid ytics lc rgb '#dddddd'\n";

static int fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

static FILE *open_in(const char *dir, const char *name, const char *ext, char *err, size_t errlen)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.%s", dir, name, ext);
    FILE *f = fopen(path, "w");
    if (!f)
        fail(err, errlen, "%s: cannot write: %s", path, strerror(errno));
    return f;
}

/* gnuplot's single-quoted strings take '' for a quote. */
static void put_quoted(FILE *f, const char *s)
{
    fputc('\'', f);
    for (; *s; s++) {
        if (*s == '\'')
            fputc('\'', f);
        fputc(*s, f);
    }
    fputc('\'', f);
}

static void put_tics(FILE *f, const char *axis, int n, const char *const *labels, const char *rotate)
{
    fprintf(f, "set %s (", axis);
    for (int i = 0; i < n; i++) {
        put_quoted(f, labels[i]);
        fprintf(f, " %d%s", i, i + 1 < n ? ", " : "");
    }
    fprintf(f, ") %s\n", rotate);
}

/* Finish the script (SVG copy), close it and run gnuplot in dir. */
static int plot_draw(FILE *gp, const char *dir, const char *name, char *err, size_t errlen)
{
    fprintf(gp, "set terminal svg size 960,540 noenhanced font 'sans,10'\nset output '%s.svg'\nreplot\n", name);
    if (fclose(gp) != 0)
        return fail(err, errlen, "%s/%s.gp: cannot write", dir, name);
    char script[1024];
    snprintf(script, sizeof script, "%s.gp", name);
    pid_t pid = fork();
    if (pid < 0)
        return fail(err, errlen, "cannot start gnuplot: %s", strerror(errno));
    if (pid == 0) { /* gnuplot's warnings go to NAME.log beside the script */
        char log[1024];
        snprintf(log, sizeof log, "%s.log", name);
        if (chdir(dir) == 0 && freopen(log, "w", stderr))
            execlp("gnuplot", "gnuplot", script, (char *)NULL);
        _exit(127);
    }
    int status;
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
        return fail(err, errlen, "gnuplot did not finish on %s/%s", dir, script);
    if (WEXITSTATUS(status) == 127)
        return fail(err, errlen, "gnuplot not found (apt-get install gnuplot-nox)");
    if (WEXITSTATUS(status) != 0)
        return fail(err, errlen, "gnuplot failed on %s/%s (status %d; see %s/%s.log)", dir, script,
                    WEXITSTATUS(status), dir, name);
    return 0;
}

int plot_rates(const char *dir, const char *name, const char *ylabel, int n_labels, const char *const *labels,
               int n_series, const PlotSeries *series, char *err, size_t errlen)
{
    FILE *dat = open_in(dir, name, "dat", err, errlen), *gp = dat ? open_in(dir, name, "gp", err, errlen) : NULL;
    if (!gp) {
        if (dat)
            fclose(dat);
        return -1;
    }
    /* One block per series (gnuplot's "index"), one line per category. */
    for (int s = 0; s < n_series; s++) {
        fprintf(dat, "# %s\n", series[s].title);
        for (int i = 0; i < series[s].n; i++)
            if (!isnan(series[s].value[i]))
                fprintf(dat, "%d %.6f %.6f %.6f\n", i, series[s].value[i], series[s].lo[i], series[s].hi[i]);
        fprintf(dat, "\n\n");
    }
    fclose(dat);
    fprintf(gp, head, name);
    fprintf(gp, "set yrange [0:1]\nset xrange [-0.5:%d.5]\nset ylabel ", n_labels - 1);
    put_quoted(gp, ylabel);
    fputc('\n', gp);
    put_tics(gp, "xtics", n_labels, labels, "rotate by -30");
    double width = 0.6 / (n_series > 0 ? n_series : 1);
    fprintf(gp, "plot ");
    for (int s = 0; s < n_series; s++) {
        fprintf(gp, "%s'%s.dat' index %d using ($1%+.3f):2:3:4 with yerrorlines title ", s ? ", \\\n     " : "",
                name, s, (s - (n_series - 1) / 2.0) * width);
        put_quoted(gp, series[s].title);
    }
    fputc('\n', gp);
    return plot_draw(gp, dir, name, err, errlen);
}

int plot_heatmap(const char *dir, const char *name, const char *xlabel, const char *ylabel, int rows, int cols,
                 const char *const *row_labels, const char *const *col_labels, const double *value,
                 char *err, size_t errlen)
{
    FILE *dat = open_in(dir, name, "dat", err, errlen), *gp = dat ? open_in(dir, name, "gp", err, errlen) : NULL;
    if (!gp) {
        if (dat)
            fclose(dat);
        return -1;
    }
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            double v = value[r * cols + c];
            if (isnan(v))
                fputs(" NaN", dat);
            else
                fprintf(dat, " %.6f", v);
        }
        fputc('\n', dat);
    }
    fclose(dat);
    fprintf(gp, head, name);
    fprintf(gp, "unset grid\nset cbrange [0:1]\nset palette defined (0 'white', 0.5 '#f4a582', 1 '#b2182b')\n"
                "set xrange [-0.5:%d.5]\nset yrange [%d.5:-0.5]\nset xlabel ", cols - 1, rows - 1);
    put_quoted(gp, xlabel);
    fprintf(gp, "\nset ylabel ");
    put_quoted(gp, ylabel);
    fputc('\n', gp);
    put_tics(gp, "xtics", cols, col_labels, "rotate by -30");
    put_tics(gp, "ytics", rows, row_labels, "");
    fprintf(gp, "plot '%s.dat' matrix with image pixels notitle, \\\n"
                "     '%s.dat' matrix using 1:2:($3 == $3 ? sprintf('%%.2f', $3) : '') with labels notitle\n",
            name, name);
    return plot_draw(gp, dir, name, err, errlen);
}

int plot_histogram(const char *dir, const char *name, const char *xlabel, int n_values, int n_series,
                   const char *const *titles, const double *share, char *err, size_t errlen)
{
    FILE *dat = open_in(dir, name, "dat", err, errlen), *gp = dat ? open_in(dir, name, "gp", err, errlen) : NULL;
    if (!gp) {
        if (dat)
            fclose(dat);
        return -1;
    }
    for (int v = 0; v < n_values; v++) {
        fprintf(dat, "%d", v);
        for (int s = 0; s < n_series; s++)
            fprintf(dat, " %.6f", share[s * n_values + v]);
        fputc('\n', dat);
    }
    fclose(dat);
    fprintf(gp, head, name);
    fprintf(gp, "set style data histograms\nset style histogram clustered gap 1\nset style fill solid 0.8 border -1\n"
                "set yrange [0:1]\nset ylabel 'share of games'\nset xlabel ");
    put_quoted(gp, xlabel);
    fprintf(gp, "\nplot ");
    for (int s = 0; s < n_series; s++) {
        fprintf(gp, "%s'%s.dat' using %d:xtic(1) title ", s ? ", \\\n     " : "", name, s + 2);
        put_quoted(gp, titles[s]);
    }
    fputc('\n', gp);
    return plot_draw(gp, dir, name, err, errlen);
}
