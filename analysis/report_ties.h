/*
 * report_ties.h — the report's section on ties at the accusation (internal
 * to analysis/report*.c): per policy pair and true motive, the share of
 * games whose accusation was picked among equally probable pairs and how the
 * tie was broken (the table cell_ties, docs/schema.md), and, when the
 * database holds a Detective with ties=first and the same one with
 * ties=last, which per-motive verdicts depend on the tie order.
 */
#ifndef NOIRLAB_REPORT_TIES_H
#define NOIRLAB_REPORT_TIES_H

#include <stddef.h>
#include <stdint.h>

#include "analysis/report_data.h"
#include "analysis/report_doc.h"

/* Add the section to doc when the database has the table cell_ties (one made
 * before it was added gets nothing).  Reads d->path itself.  Returns 0, or -1
 * with the problem in err. */
int report_ties_section(const ReportData *d, uint64_t min_games, Doc *doc, char *err, size_t errlen);

#endif
