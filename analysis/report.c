/*
 * report.c — `noirlab report`: read the database, build the folder beside
 * its place, draw the figures, write report.md and index.html, rename the
 * folder into place (report.h).
 */
#include "analysis/report.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "analysis/glance.h"
#include "analysis/report_build.h"
#include "analysis/report_dir.h"
#include "analysis/skill.h"
#include "base/errorf.h"

/* Write one rendering of the document to DIR/name. */
static int write_rendering(const Doc *doc, const char *dir, const char *name, const char *figures, char *err,
                           size_t errlen)
{
    char path[4096];
    if (path_format(path, sizeof path, err, errlen, "%s/%s", dir, name))
        return -1;
    FILE *f = fopen(path, "w");
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    int rc = figures ? doc_write_html(doc, figures, f) : doc_write_md(doc, f);
    if (fclose(f) != 0)
        rc = -1;
    if (rc)
        snprintf(err, errlen, "%s: write failed", path);
    return rc;
}

/* The whole report into the folder tmp. */
static int write_into(const ReportData *d, const ReportOptions *opt, const char *tmp, char *err, size_t errlen)
{
    char figures[4096];
    if (path_format(figures, sizeof figures, err, errlen, "%s/figures", tmp))
        return -1;
    if (mkdir(figures, 0755) != 0) {
        snprintf(err, errlen, "%s: cannot create: %s", figures, strerror(errno));
        return -1;
    }
    Plotter p = {.dir = figures, .gnuplot = opt && opt->gnuplot ? opt->gnuplot : plot_default_gnuplot(),
                 .err = err, .errlen = errlen};
    Doc doc = {0};
    uint64_t min_games = opt && opt->min_games ? opt->min_games : REPORT_MIN_GAMES;
    double tolerance = opt && opt->tolerance > 0 ? opt->tolerance : GLANCE_TOLERANCE_POINTS;
    int rc = report_build(d, min_games, tolerance, &p, &doc);
    if (rc == 0)
        rc = write_rendering(&doc, tmp, "report.md", NULL, err, errlen);
    if (rc == 0)
        rc = write_rendering(&doc, tmp, "index.html", figures, err, errlen);
    doc_free(&doc);
    return rc;
}

int report_write(const char *db, const char *out, const ReportOptions *opt, char *err, size_t errlen)
{
    ReportData d;
    if (report_data_load(&d, db, err, errlen))
        return -1;
    if (skill_basis_load(&d, opt ? opt->skill : NULL, err, errlen)) {
        report_data_free(&d);
        return -1;
    }
    OutDir dir;
    int rc = outdir_begin(&dir, out, err, errlen);
    if (rc == 0) {
        rc = write_into(&d, opt, dir.tmp.path, err, errlen);
        if (rc == 0)
            rc = outdir_commit(&dir, err, errlen);
        else
            outdir_abort(&dir);
    }
    report_data_free(&d);
    return rc;
}
