/*
 * report_rules.h — the report's section on the scenarios' own rules
 * (REFERENCE §7): which rules each scenario was played with, which printed
 * rules are not simulated, and "what each scenario rule does": a scenario's
 * win rate with and without its rules on the same deals.
 */
#ifndef NOIRLAB_REPORT_RULES_H
#define NOIRLAB_REPORT_RULES_H

#include "analysis/report_section.h"

/*
 * Add the section when the database's cells name scenario rules (a database
 * of beginner cells only gets nothing): Intent to Kill's report section after
 * the win rate per cell (itk_report.c).  Reads ctx->d->path itself, so
 * ReportData needs no field for it.  Returns 0, or -1 with the problem in
 * ctx->p->err.
 */
int itk_report_rules_section(const ReportContext *ctx);

#endif
