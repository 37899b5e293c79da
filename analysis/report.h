/*
 * report.h — `noirlab report DB --out DIR`: a results database as a report
 * (docs/report.md).
 *
 * DIR receives index.html (self-contained), report.md, and figures/ with each
 * figure as PNG and SVG plus its gnuplot script and data.  The report is
 * built in a temporary folder beside DIR and renamed into place, so a failed
 * report leaves no half-written output (and an existing DIR is replaced only
 * by a complete report).
 */
#ifndef NOIRLAB_REPORT_H
#define NOIRLAB_REPORT_H

#include <stddef.h>

#include "report_data.h"
#include "report_doc.h"

/* Below this many games a rate is not shown: "too few games". */
enum { REPORT_MIN_GAMES = 100 };

/* Write the report of the database at db_path into out_dir.  Returns 0, or -1
 * with one message in err. */
int report_write(const char *db_path, const char *out_dir, char *err, size_t errlen);

/*
 * The pieces, for reports that add sections of their own (advice): build the
 * standard sections of d into doc, drawing figures into figures_dir.
 */
int report_build(const ReportData *d, Doc *doc, const char *figures_dir, char *err, size_t errlen);

/* Render doc into out_dir (index.html, report.md, figures/ already drawn in
 * tmp_dir/figures) and move tmp_dir into place as out_dir. */
int report_publish(const Doc *doc, const char *tmp_dir, const char *out_dir, char *err, size_t errlen);

/* Make a fresh temporary folder beside out_dir with a figures/ folder inside;
 * its path goes into tmp (size tmplen).  Returns 0, or -1 with a message. */
int report_start(const char *out_dir, char *tmp, size_t tmplen, char *err, size_t errlen);

/* Remove a folder made by report_start (after a failure). */
void report_discard(const char *tmp_dir);

/* "12.34%" or "too few games" / "no games"; the interval likewise. */
void report_rate_text(unsigned long long wins, unsigned long long games, char *rate, size_t ratelen,
                      char *interval, size_t intervallen);

#endif
