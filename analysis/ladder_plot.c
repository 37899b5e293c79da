/*
 * ladder_plot.c — the matchup heat map of ladder_plot.h.
 *
 * gnuplot runs as a child process in DIR.  The script takes the names of its
 * two pictures from the variables `png` and `svg` when given (noirlab gives
 * temporary names and renames the files once gnuplot succeeded) and
 * defaults to NAME.png and NAME.svg, so `gnuplot NAME.gp` in DIR draws them
 * again by hand.
 */
#include "analysis/ladder_plot.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* A gnuplot string literal: "..." with " and \ escaped. */
static void put_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

static void put_tics(FILE *f, const char *axis, const char *const *names, int n, const char *extra)
{
    fprintf(f, "set %s (", axis);
    for (int i = 0; i < n; i++) {
        put_string(f, names[i]);
        fprintf(f, " %d%s", i, i + 1 < n ? ", " : "");
    }
    fprintf(f, ")%s\n", extra);
}

static int longest(const char *const *names, int n)
{
    size_t most = 0;
    for (int i = 0; i < n; i++)
        most = strlen(names[i]) > most ? strlen(names[i]) : most;
    return (int)most;
}

static void write_script(FILE *f, const char *name, const char *title, const char *const *det, int n_det,
                         const char *const *mur, int n_mur)
{
    /* Room for the tic labels, whole configurations such as
     * "ismcts:iterations=1000,model=scenarios/models/heuristic.model": about
     * 7 pixels a character at the 10-point font across for the Detectives'
     * and as much for the Murderers' first label, turned by 25 degrees and
     * ending under its column, and about 3 downwards for theirs. */
    int det_len = longest(det, n_det), mur_len = longest(mur, n_mur);
    int left = 7 * (det_len > mur_len ? det_len : mur_len);
    int width = 180 + left + 150 * n_mur, height = 200 + 3 * mur_len + 55 * n_det;
    fprintf(f, "# The matchup matrix of a ladder (noirlab ladder; docs/ladder.md).\n"
               "# Run `gnuplot %s.gp` in this folder to draw %s.png and %s.svg again.\n",
            name, name, name);
    fprintf(f, "if (!exists(\"png\")) png = \"%s.png\"\nif (!exists(\"svg\")) svg = \"%s.svg\"\n", name, name);
    fprintf(f, "set title ");
    put_string(f, title);
    fprintf(f, "\nset xlabel \"Murderer\"\nset ylabel \"Detective\"\n");
    put_tics(f, "xtics", mur, n_mur, " rotate by 25 right");
    put_tics(f, "ytics", det, n_det, "");
    fprintf(f, "set xrange [-0.5:%d.5]\nset yrange [%d.5:-0.5]\n", n_mur - 1, n_det - 1);
    fprintf(f, "set cbrange [0:1]\nset cblabel \"Detective win rate\"\n"
               "set palette defined (0 \"#b2182b\", 0.5 \"#f7f7f7\", 1 \"#2166ac\")\n"
               "unset key\nset tics nomirror\n");
    for (int t = 0; t < 2; t++) {
        fprintf(f, "set terminal %s size %d,%d noenhanced font \"sans,10\"\nset output %s\n",
                t ? "svg" : "pngcairo", width, height, t ? "svg" : "png");
        fprintf(f, "plot \"%s.dat\" using 1:2:(0.5):(0.5):3 with boxxyerror fs solid 1.0 noborder lc palette,"
                   " \"\" using 1:2:4 with labels\n", name);
    }
    fprintf(f, "unset output\n");
}

static void write_data(FILE *f, int n_det, int n_mur, const double *rate)
{
    fprintf(f, "# murderer detective win_rate label\n");
    for (int i = 0; i < n_det; i++)
        for (int j = 0; j < n_mur; j++) {
            double r = rate[i * n_mur + j];
            if (isnan(r))
                fprintf(f, "%d %d NaN \"-\"\n", j, i);
            else
                fprintf(f, "%d %d %.6f \"%.0f%%\"\n", j, i, r, 100 * r);
        }
}

/* What the data file and the script say. */
typedef struct Content {
    const char *name, *title;
    const char *const *det, *const *mur;
    int n_det, n_mur;
    const double *rate;
} Content;

/* DIR/NAME.EXT (the data for "dat", the script for "gp"), written as
 * DIR/NAME.EXT.part and renamed. */
static int write_file(const char *dir, const char *ext, const Content *c, char *err, size_t errlen)
{
    char path[4096], part[4200];
    snprintf(path, sizeof path, "%s/%s.%s", dir, c->name, ext);
    snprintf(part, sizeof part, "%s.part", path);
    FILE *f = fopen(part, "w");
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", part, strerror(errno));
        return -1;
    }
    if (strcmp(ext, "gp") == 0)
        write_script(f, c->name, c->title, c->det, c->n_det, c->mur, c->n_mur);
    else
        write_data(f, c->n_det, c->n_mur, c->rate);
    if (ferror(f) | fclose(f) || rename(part, path) != 0) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        unlink(part);
        return -1;
    }
    return 0;
}

/* gnuplot -e "png='NAME.png.part'; svg='NAME.svg.part'" NAME.gp, in dir.
 * Returns its exit status, 127 when it cannot be started. */
static int run_gnuplot(const char *dir, const char *name)
{
    char vars[1024], script[512];
    snprintf(vars, sizeof vars, "png='%s.png.part'; svg='%s.svg.part'", name, name);
    snprintf(script, sizeof script, "%s.gp", name);
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0)
        return 127;
    if (pid == 0) {
        FILE *quiet = freopen("/dev/null", "w", stdout);
        (void)quiet;
        if (chdir(dir) == 0)
            execlp("gnuplot", "gnuplot", "-e", vars, script, (char *)NULL);
        _exit(127);
    }
    int status;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
        return 126;
    return WEXITSTATUS(status);
}

int ladder_plot_matrix(const char *dir, const char *name, const char *title, const char *const *det, int n_det,
                       const char *const *mur, int n_mur, const double *rate, char *err, size_t errlen)
{
    Content c = {name, title, det, mur, n_det, n_mur, rate};
    if (write_file(dir, "dat", &c, err, errlen) || write_file(dir, "gp", &c, err, errlen))
        return -1;
    int status = run_gnuplot(dir, name);
    int rc = 0;
    static const char *const ext[2] = {"png", "svg"};
    for (int i = 0; i < 2; i++) {
        char path[4096], part[4200];
        snprintf(path, sizeof path, "%s/%s.%s", dir, name, ext[i]);
        snprintf(part, sizeof part, "%s.part", path);
        if (status == 0 && rc == 0 && rename(part, path) != 0) {
            snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
            rc = -1;
        }
        unlink(part);
    }
    if (status == 127) {
        snprintf(err, errlen, "gnuplot not found: %s/%s.png and .svg not drawn (the data and script are there)",
                 dir, name);
        return 1;
    }
    if (status != 0 && rc == 0) {
        snprintf(err, errlen, "gnuplot failed (status %d) on %s/%s.gp", status, dir, name);
        rc = -1;
    }
    return rc;
}
