/*
 * glance.h — "At a glance", the report's first section, and "Findings in
 * full" further down, both at the pair the skill basis headlines (skill.h):
 * the equilibrium's, else the matched top pair, never a skill gap; without a
 * basis each mirror pair on its own.  Every verdict sentence names its basis.
 *
 * At a glance is one screen: a table with one row per scenario (then per
 * motive set, when the sets do not follow the scenarios) giving the verdict
 * (balance_of), the Detective's win rate with its Wilson 95% interval (drawn
 * as a bar against the band 50% +/- the tolerance in the HTML page), the
 * skill level it is judged at, and what the scenario's own rules do where
 * cells played them off (such cells are not a scenario of their own); then
 * the rate over every cell.
 *
 * Findings in full, each one sentence with its number and interval:
 *
 *   - which scenarios and which motive sets favour which side, and what the
 *     other skill levels that measured them show (a finding that flips is
 *     flagged);
 *   - the motives hardest and easiest to identify (the Detective names the
 *     true motive);
 *   - the motive pairs most often confused (each named for the other, in the
 *     cells that have both);
 *   - what each scenario's rules do, when the database holds cells played
 *     with the rules on and off that are otherwise the same.
 */
#ifndef NOIRLAB_GLANCE_H
#define NOIRLAB_GLANCE_H

#include "analysis/report_data.h"
#include "analysis/report_doc.h"

/* The default tolerance: a side is favoured beyond 50% +/- 5 points. */
#define GLANCE_TOLERANCE_POINTS 5.0

typedef enum Balance {
    BALANCE_DETECTIVE,   /* the whole interval lies above 50% + tolerance */
    BALANCE_MURDERER,    /* the whole interval lies below 50% - tolerance */
    BALANCE_EVEN,        /* the whole interval lies within 50% +/- tolerance */
    BALANCE_UNCLEAR,     /* the interval crosses 50% +/- tolerance */
    BALANCE_FEW,         /* fewer than min_games games */
} Balance;

/* The balance of wins out of games; tolerance in percentage points. */
Balance balance_of(uint64_t wins, uint64_t games, uint64_t min_games, double tolerance);

/* "favours the Detective", "favours the Murderer", "even", "unclear", "too few games" */
const char *balance_name(Balance b);

/* Do two balances say opposite things (one side favoured at one level, the
 * other side at the other)? */
int balance_flips(Balance a, Balance b);

/* Append the "At a glance" section to doc. */
void glance_section(const ReportData *d, uint64_t min_games, double tolerance, Doc *doc);

/* Append "Findings in full" to doc; nothing when no level gives verdicts. */
void glance_findings(const ReportData *d, uint64_t min_games, double tolerance, Doc *doc);

#endif
