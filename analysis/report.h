/*
 * report.h — `noirlab report`: the balance report of a results database.
 *
 * The report is a folder: index.html (self-contained: style inline, figures
 * embedded), report.md (the same content as Markdown), and figures/ with a
 * PNG and an SVG of every figure and the gnuplot script and data behind it.
 * docs/report.md describes every section.
 */
#ifndef NOIRLAB_REPORT_H
#define NOIRLAB_REPORT_H

#include <stddef.h>
#include <stdint.h>

/* Groups with fewer games than this show "too few games" instead of a rate. */
enum { REPORT_MIN_GAMES = 100 };

typedef struct ReportOptions {
    uint64_t min_games;     /* 0 means REPORT_MIN_GAMES */
    double tolerance;       /* percentage points around 50% within which neither side is favoured;
                               0 means GLANCE_TOLERANCE_POINTS (5) */
    const char *gnuplot;    /* NULL means $NOIRLAB_GNUPLOT or "gnuplot" */
    const char *skill;      /* a database whose equilibrium or ladder ratings are the skill basis
                               (analysis/skill.h); NULL: the report's own database, else its cells */
} ReportOptions;

/*
 * Read the database at db and write the report folder out.  The folder is
 * built beside out as OUT.tmp-XXXXXX and renamed into place at the end, so
 * it appears whole or not at all; an existing out is replaced only when it is
 * an earlier report (it holds the file .noirlab-report).  A database that
 * cannot be read creates nothing.  Returns 0, or -1 with one message in err.
 */
int report_write(const char *db, const char *out, const ReportOptions *opt, char *err, size_t errlen);

#endif
