/*
 * report_plots.c — gnuplot figures (report_plots.h).
 *
 * Layout: writing the .dat and .gp files; running gnuplot; the three kinds of
 * figure (bars, heat map, forest).  Every script has the same frame: PNG
 * terminal, the plot, then `replot` into the SVG terminal, so both files
 * always show the same figure.  Text is drawn with `noenhanced`, so policy
 * specs and switches like surveillance_ban=5 appear as written.
 */
#include "analysis/report_plots.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

__attribute__((format(printf, 2, 3)))
static int fail(const Plotter *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->err, p->errlen, fmt, ap);
    va_end(ap);
    return -1;
}

const char *plot_default_gnuplot(void)
{
    const char *g = getenv("NOIRLAB_GNUPLOT");
    return g && *g ? g : "gnuplot";
}

/* ---------------------------------------------------------------------------
 * Files
 * ------------------------------------------------------------------------- */

static void path_of(const Plotter *p, const char *name, const char *ext, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/%s%s", p->dir, name, ext);
}

static FILE *create(const Plotter *p, const char *name, const char *ext)
{
    char path[4096];
    path_of(p, name, ext, path, sizeof path);
    FILE *f = fopen(path, "w");
    if (!f)
        fail(p, "%s: cannot write: %s", path, strerror(errno));
    return f;
}

static int close_file(const Plotter *p, FILE *f, const char *name, const char *ext)
{
    int bad = ferror(f);
    if (fclose(f) != 0 || bad) {
        char path[4096];
        path_of(p, name, ext, path, sizeof path);
        return fail(p, "%s: write failed", path);
    }
    return 0;
}

/* A gnuplot string: single quotes, with a quote inside doubled. */
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

static void put_number(FILE *f, double v)
{
    if (isnan(v))
        fputs("NaN", f);
    else
        fprintf(f, "%.4f", v);
}

/* "set xtics ('a' 0, 'b' 1, ...)" for an axis. */
static void put_tics(FILE *f, const char *axis, PlotAxis a)
{
    fprintf(f, "set %stics (", axis);
    for (int i = 0; i < a.n; i++) {
        put_quoted(f, a.label[i]);
        fprintf(f, " %d%s", i, i + 1 < a.n ? ", " : "");
    }
    fputs(")\n", f);
}

static int long_labels(PlotAxis a)
{
    for (int i = 0; i < a.n; i++)
        if (strlen(a.label[i]) > 8)
            return 1;
    return a.n > 14;
}

/* Text is drawn at 13 px and no figure is wider than 1,100 px, the
 * report's column on a desktop, so the text is never shrunk there; on a
 * phone the page shows figures at 70% (report_html.c): about 9 px. */
enum { FONT_SIZE = 13, MAX_WIDTH = 1100 };

/* Labels slanted down to the right, and room on the right for those that
 * would run past the edge of a figure `width` pixels wide: a label reaches
 * about 0.77 of its length (cos 40 degrees) right of its tic, and the tics
 * stand one slot of the plot apart (a character is about 9 pixels). */
static void put_rotated_tics(FILE *f, PlotAxis a, int width)
{
    double slot = (double)(width - 100) / (a.n > 0 ? a.n : 1) / 9.0, need = 0;
    for (int i = 0; i < a.n; i++)
        need = fmax(need, 0.77 * (double)strlen(a.label[i]) - (double)(a.n - 1 - i) * slot);
    /* and below the axis about sin 40 = 0.64 of the longest, in lines of
     * about 2.2 characters' width */
    size_t longest = 0;
    for (int i = 0; i < a.n; i++)
        longest = strlen(a.label[i]) > longest ? strlen(a.label[i]) : longest;
    fputs("set xtics rotate by -40 scale 0\n", f);
    fprintf(f, "set rmargin %d\nset bmargin %d\n", (int)need + 2, (int)(0.64 / 2.2 * (double)longest) + 5);
}

static void script_start(FILE *f, const char *name, const char *title, int width, int height)
{
    fprintf(f, "# %s.gp: written by noirlab report. Run `gnuplot %s.gp` in this folder to redraw\n", name, name);
    fprintf(f, "# %s.png and %s.svg from %s.dat.\n", name, name, name);
    fprintf(f, "set terminal pngcairo size %d,%d font 'sans,%d' noenhanced\n", width, height, FONT_SIZE);
    fprintf(f, "set output '%s.png'\n", name);
    fputs("set title ", f);
    put_quoted(f, title);
    fputc('\n', f);
}

static void script_end(FILE *f, const char *name, int width, int height)
{
    fprintf(f, "set terminal svg size %d,%d font 'sans,%d' noenhanced background '#ffffff'\n", width, height,
            FONT_SIZE);
    fprintf(f, "set output '%s.svg'\nreplot\nunset output\n", name);
}

/* ---------------------------------------------------------------------------
 * Running gnuplot
 * ------------------------------------------------------------------------- */

/* The first non-empty line of gnuplot's messages, for the error. */
static void first_line(const char *path, char *out, size_t outlen)
{
    FILE *f = fopen(path, "r");
    out[0] = '\0';
    if (!f)
        return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0]) {
            snprintf(out, outlen, "%s", line);
            break;
        }
    }
    fclose(f);
}

static int output_ok(const Plotter *p, const char *name, const char *ext)
{
    char path[4096];
    struct stat sb;
    path_of(p, name, ext, path, sizeof path);
    if (stat(path, &sb) != 0 || sb.st_size == 0)
        return fail(p, "gnuplot wrote no %s (script %s/%s.gp)", path, p->dir, name);
    return 0;
}

/* gnuplot -e "cd 'DIR'" NAME.gp, its messages into DIR/NAME.log. */
static int run_gnuplot(const Plotter *p, const char *name)
{
    char cd[4200], script[512], log[4096];
    size_t n = (size_t)snprintf(cd, sizeof cd, "cd '");
    for (const char *s = p->dir; *s && n + 3 < sizeof cd; s++) {
        if (*s == '\'')
            cd[n++] = '\'';
        cd[n++] = *s;
    }
    snprintf(cd + n, sizeof cd - n, "'");
    snprintf(script, sizeof script, "%s.gp", name);
    path_of(p, name, ".log", log, sizeof log);

    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    char *const argv[] = {(char *)p->gnuplot, "-e", cd, script, NULL};
    pid_t pid;
    int rc = posix_spawnp(&pid, p->gnuplot, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return fail(p, "cannot run gnuplot ('%s'): %s; install it (Debian: apt-get install gnuplot-nox) or set "
                    "NOIRLAB_GNUPLOT to the program",
                    p->gnuplot, strerror(rc));
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return fail(p, "waiting for gnuplot: %s", strerror(errno));
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        return fail(p, "cannot run gnuplot ('%s'): not found; install it (Debian: apt-get install gnuplot-nox) "
                    "or set NOIRLAB_GNUPLOT to the program",
                    p->gnuplot);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        char why[512];
        first_line(log, why, sizeof why);
        return fail(p, "gnuplot failed on %s/%s (%s %d)%s%s", p->dir, script,
                    WIFEXITED(status) ? "exit status" : "signal",
                    WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status), why[0] ? ": " : "", why);
    }
    unlink(log);
    return output_ok(p, name, ".png") || output_ok(p, name, ".svg") ? -1 : 0;
}

/* A figure's data and script files, both or neither (-1, said). */
static int create_pair(const Plotter *p, const char *name, FILE **dat, FILE **gp)
{
    *dat = create(p, name, ".dat");
    *gp = *dat ? create(p, name, ".gp") : NULL;
    if (*gp)
        return 0;
    if (*dat)
        fclose(*dat);
    return -1;
}

/* Close the two files, then draw. */
static int finish(const Plotter *p, const char *name, FILE *dat, FILE *gp)
{
    int rc = close_file(p, dat, name, ".dat");
    rc |= close_file(p, gp, name, ".gp");
    return rc ? -1 : run_gnuplot(p, name);
}

/* ---------------------------------------------------------------------------
 * Figures
 * ------------------------------------------------------------------------- */

static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

int plot_bars(const Plotter *p, const char *name, const char *title, const char *ylabel, PlotAxis cat,
              PlotAxis series, const double *val, double reference)
{
    double top = 0;
    int bars = 0, errors = 0;
    for (int k = 0; k < cat.n * series.n; k++) {
        const double *v = &val[k * 3];
        if (!isnan(v[0])) {
            bars++;
            top = fmax(top, fmax(v[0], isnan(v[2]) ? 0 : v[2]));
        }
        errors |= !isnan(v[1]);
    }
    if (bars == 0)
        return 1;
    FILE *dat, *gp;
    if (create_pair(p, name, &dat, &gp))
        return -1;
    /* One block per series ("index s"): x, value, low, high. */
    for (int s = 0; s < series.n; s++) {
        fprintf(dat, "# series %d: %s\n# x value low high\n", s, series.label[s]);
        for (int c = 0; c < cat.n; c++) {
            const double *v = &val[(s * cat.n + c) * 3];
            fprintf(dat, "%d ", c);
            put_number(dat, v[0]);
            fputc(' ', dat);
            put_number(dat, v[1]);
            fputc(' ', dat);
            put_number(dat, v[2]);
            fputc('\n', dat);
        }
        fputs("\n\n", dat);
    }
    int rotate = long_labels(cat);
    /* slanted labels take about sin 40 = 0.64 of their length below the axis */
    size_t longest = 0;
    for (int c = 0; c < cat.n; c++)
        longest = strlen(cat.label[c]) > longest ? strlen(cat.label[c]) : longest;
    int width = clampi(160 + cat.n * (16 + 16 * series.n), rotate ? 800 : 640, MAX_WIDTH);
    int height = rotate ? clampi(440 + (int)(0.64 * 8 * (double)longest), 480, 900) : 440;
    script_start(gp, name, title, width, height);
    fputs("set ylabel ", gp);
    put_quoted(gp, ylabel);
    if (!isnan(reference))
        top = fmax(top, reference);
    fprintf(gp, "\nset yrange [0:%.4f]\nset xrange [-0.6:%d.4]\n", fmin(100.0, top * 1.1 + 0.5), cat.n - 1);
    if (!isnan(reference))
        fprintf(gp, "set arrow from graph 0, first %.4f to graph 1, first %.4f nohead front lc rgb '#444444' dt 2 "
                    "lw 1.5\n",
                reference, reference);
    put_tics(gp, "x", cat);
    if (rotate)
        put_rotated_tics(gp, cat, width);
    else
        fputs("set xtics scale 0\n", gp);
    fputs("set grid ytics\nset style fill solid 0.7 border -1\n", gp);
    fputs(series.n > 1 ? "set key outside top center horizontal\n" : "unset key\n", gp);
    double bw = 0.8 / series.n;
    fputs("plot ", gp);
    for (int s = 0; s < series.n; s++) {
        double off = (s - (series.n - 1) / 2.0) * bw;
        fprintf(gp, "%s'%s.dat' index %d using ($1%+.4f):2:(%.4f) with boxes lc %d title ", s ? ", \\\n     " : "",
                name, s, off, bw, s + 1);
        put_quoted(gp, series.label[s]);
        if (errors)
            fprintf(gp, ", \\\n     '%s.dat' index %d using ($1%+.4f):2:3:4 with yerrorbars lc rgb '#222222' pt 0 "
                        "notitle",
                    name, s, off);
    }
    fputc('\n', gp);
    script_end(gp, name, width, height);
    return finish(p, name, dat, gp);
}

int plot_heatmap(const Plotter *p, const char *name, const char *title, const char *xlabel, const char *ylabel,
                 PlotAxis rows, PlotAxis cols, const double *val)
{
    int any = 0;
    for (int k = 0; k < rows.n * cols.n; k++)
        any |= !isnan(val[k]);
    if (!any)
        return 1;
    FILE *dat, *gp;
    if (create_pair(p, name, &dat, &gp))
        return -1;
    fprintf(dat, "# %d rows (%s) x %d columns (%s), percent; NaN: too few games\n", rows.n, ylabel, cols.n, xlabel);
    for (int r = 0; r < rows.n; r++) {
        for (int c = 0; c < cols.n; c++) {
            fputs(c ? " " : "", dat);
            put_number(dat, val[r * cols.n + c]);
        }
        fputc('\n', dat);
    }
    int rotate = long_labels(cols);
    int width = clampi(220 + cols.n * 62, 480, MAX_WIDTH);
    int height = clampi(140 + rows.n * 40 + (rotate ? 100 : 0), 300, 2400);
    script_start(gp, name, title, width, height);
    fputs("set xlabel ", gp);
    put_quoted(gp, xlabel);
    fputs("\nset ylabel ", gp);
    put_quoted(gp, ylabel);
    fprintf(gp, "\nset xrange [-0.5:%d.5]\nset yrange [%d.5:-0.5]\n", cols.n - 1, rows.n - 1);
    put_tics(gp, "x", cols);
    put_tics(gp, "y", rows);
    /* the colour box gives the slanted labels their room on the right */
    fputs(rotate ? "set xtics rotate by -40 scale 0\nset ytics scale 0\n" : "set xtics scale 0\nset ytics scale 0\n",
          gp);
    /* White to dark red, with most of the colour change below 20% so that
     * small confusions still show. */
    fputs("set palette defined (0 '#ffffff', 5 '#fdd49e', 20 '#fc8d59', 100 '#7f0000')\n"
          "set cbrange [0:100]\nset cblabel '%'\nunset key\n",
          gp);
    /* Labels in black on light squares, in white on dark ones. */
    fputs("label(v) = v != v ? '' : v < 9.95 ? sprintf('%.1f', v) : sprintf('%.0f', v)\n", gp);
    fprintf(gp,
            "plot '%s.dat' matrix using 1:2:(0.5):(0.5):3 with boxxyerror fs solid 1.0 noborder lc palette, \\\n"
            "     '' matrix using 1:2:($3 > 60 ? '' : label($3)) with labels, \\\n"
            "     '' matrix using 1:2:($3 > 60 ? label($3) : '') with labels tc rgb 'white'\n",
            name);
    script_end(gp, name, width, height);
    return finish(p, name, dat, gp);
}

int plot_forest(const Plotter *p, const char *name, const char *title, const char *xlabel, PlotAxis rows,
                const double *val, double band)
{
    int any = 0;
    for (int r = 0; r < rows.n; r++)
        any |= !isnan(val[r * 3]);
    if (!any)
        return 1;
    FILE *dat, *gp;
    if (create_pair(p, name, &dat, &gp))
        return -1;
    fputs("# row estimate low high\n", dat);
    for (int r = 0; r < rows.n; r++) {
        fprintf(dat, "%d", r);
        for (int k = 0; k < 3; k++) {
            fputc(' ', dat);
            put_number(dat, val[r * 3 + k]);
        }
        fprintf(dat, "  # %s\n", rows.label[r]);
    }
    int width = 1000, height = clampi(120 + rows.n * 36, 300, 2400);
    script_start(gp, name, title, width, height);
    fputs("set xlabel ", gp);
    put_quoted(gp, xlabel);
    fprintf(gp, "\nset yrange [%d.5:-0.5]\n", rows.n - 1);
    put_tics(gp, "y", rows);
    fputs("set ytics scale 0\nset grid xtics\nunset key\n"
          "set arrow from 0, graph 0 to 0, graph 1 nohead lc rgb '#2166ac' dt 2\n",
          gp);
    if (!isnan(band) && band > 0)
        fprintf(gp, "set arrow from %.4f, graph 0 to %.4f, graph 1 nohead lc rgb '#555555' dt 3\n"
                    "set arrow from %.4f, graph 0 to %.4f, graph 1 nohead lc rgb '#555555' dt 3\n",
                -band, -band, band, band);
    fprintf(gp, "plot '%s.dat' using 2:1:3:4 with xerrorbars pt 7 lc rgb '#b2182b'\n", name);
    script_end(gp, name, width, height);
    return finish(p, name, dat, gp);
}
