/*
 * report_advice.h — the report's section on the rulebook's advice
 * (docs/report.md, "The rulebook's advice, tested"): the claims of advice.h
 * judged at every skill level of the database (verdicts.h).  Intent to
 * Kill's report section after the findings (itk_report.c).
 */
#ifndef NOIRLAB_REPORT_ADVICE_H
#define NOIRLAB_REPORT_ADVICE_H

#include "analysis/report_section.h"

/* Add the section when some claim has its cells in the database (else
 * nothing).  0, or -1 when a figure cannot be drawn (in ctx->p->err). */
int itk_report_advice_section(const ReportContext *ctx);

#endif
