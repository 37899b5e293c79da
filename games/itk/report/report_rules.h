/*
 * report_rules.h — the report's section on the scenarios' own rules
 * (REFERENCE §7): which rules each scenario was played with, which printed
 * rules are not simulated, and "what each scenario rule does": a scenario's
 * win rate with and without its rules on the same deals (internal to
 * analysis/report*.c).
 */
#ifndef NOIRLAB_REPORT_RULES_H
#define NOIRLAB_REPORT_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "analysis/report_data.h"
#include "analysis/report_doc.h"

/*
 * Add the section to doc when the database's cells name scenario rules (a
 * database of beginner cells only gets nothing).  Reads d->path itself, so
 * ReportData needs no field for it.  Returns 0, or -1 with the problem in err.
 */
int itk_report_rules_section(const ReportData *d, uint64_t min_games, Doc *doc, char *err, size_t errlen);

#endif
