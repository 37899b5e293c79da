/*
 * advice.h — the rulebook's advice on motives, measured: each claim compares
 * two proportions from the cells of scenarios/campaigns/advice.ini and gets a
 * verdict from the Newcombe 95% interval of their difference.
 */
#ifndef NOIRLAB_ADVICE_H
#define NOIRLAB_ADVICE_H

#include <stdint.h>

#include "report_data.h"
#include "report_doc.h"

enum Verdict { VERDICT_SUPPORTED, VERDICT_NOT_SUPPORTED, VERDICT_INCONCLUSIVE, VERDICT_NO_DATA };

/*
 * The claim "A is larger than B" for A = ka/na and B = kb/nb: supported when
 * the 95% interval of A - B lies above 0, not supported when it lies below 0
 * (the data say the opposite), inconclusive when it holds 0, no data when a
 * side has no games.
 */
int advice_verdict(uint64_t ka, uint64_t na, uint64_t kb, uint64_t nb);

const char *advice_verdict_name(int verdict);

/* Add the section "The rulebook's advice" to doc: one table row per claim. */
void advice_section(const ReportData *d, Doc *doc);

#endif
