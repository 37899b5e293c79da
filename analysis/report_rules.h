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

#include <sqlite3.h>

#include "report_data.h"
#include "report_doc.h"

/*
 * Add the section to doc when the database's cells name scenario rules (a
 * database of beginner cells only gets nothing).  Reads d->path itself, so
 * ReportData needs no field for it.  Returns 0, or -1 with the problem in err.
 */
int report_rules_section(const ReportData *d, uint64_t min_games, Doc *doc, char *err, size_t errlen);

/*
 * The paired table of two cells dealt the same games, from the per-game log:
 * of the games played with the same seed in both, n[0] won by the seat whose
 * `won` column (detective_won, murderer_won) is 1 in both, n[1] in the first
 * only, n[2] in the second only, n[3] in neither.  0 when all `games` games of
 * both are logged in pairs, -1 otherwise (not logged, sampled, other deals).
 */
int report_paired_counts(sqlite3 *db, const char *won, int first, int second, uint64_t games, uint64_t n[4]);

#endif
