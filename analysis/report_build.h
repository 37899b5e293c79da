/*
 * report_build.h — the report's content: every section of docs/report.md as
 * blocks of a Doc, and its figures drawn through the Plotter (internal to
 * analysis/report*.c).
 */
#ifndef NOIRLAB_REPORT_BUILD_H
#define NOIRLAB_REPORT_BUILD_H

#include "analysis/report.h"
#include "analysis/report_data.h"
#include "analysis/report_doc.h"
#include "analysis/report_plots.h"

/* Returns 0, or -1 when a figure cannot be drawn (the message is in p->err). */
int report_build(const ReportData *d, uint64_t min_games, double tolerance, const Plotter *p, Doc *doc);

#endif
