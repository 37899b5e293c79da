/*
 * skill.h — the skill basis of a report: how strong each policy of its pairs
 * is, read from data, and so which pairs may headline a verdict
 * (docs/report.md, "Skill levels").
 *
 * A skill level is one Detective policy against one Murderer policy.  Every
 * balance figure of the report is shown per level; its headline ("At a
 * glance", the findings) only at a level whose two players are matched.  A
 * pair with a random player on either side gives no verdict: a random
 * Detective wins about 1% of games against anyone, so what it shows is the
 * random player, not the game.
 *
 * Skill is compared within a side: each policy's shortfall is how far it
 * plays below its side's best in the basis, with an interval.  Comparing a
 * Detective's strength with a Murderer's directly would be comparing the
 * pair's win rate with 50%, which is the balance being measured.  Under
 * Bradley-Terry (rating.h) a pair's log-odds are the top pair's, less the
 * Detective's shortfall, plus the Murderer's: a pair whose two shortfalls
 * are equal plays like the top pair, and one whose shortfalls differ by more
 * than their intervals (the intervals do not overlap) is moved by the
 * difference, towards the side that is nearer its best.  That is a skill
 * gap, and it never headlines.
 *
 * The basis is the first of:
 *   1. the database given with --skill (its equilibrium, else its ladder
 *      ratings; one of them is required);
 *   2. the report's own database: its `equilibrium` tables (noirlab
 *      equilibrium: the shortfall is each policy's regret against the other
 *      side's mixture, with its bootstrap interval, in points of win rate),
 *      else its `ladder_ratings` (noirlab ladder: the side's best rating
 *      minus the policy's, Elo points, +/- 1.96 standard errors of the two);
 *   3. Bradley-Terry ratings fitted from its own cells' win rates, when each
 *      side has two non-random policies or more and their pairs connect
 *      (rating.h; the shortfall's interval from the fit's covariance);
 *   4. none: no skill claim.  Only a mirror pair (the same SPEC on both
 *      sides, e.g. the heuristic pair) headlines, each on its own and none
 *      called the strongest.
 * Nothing is compiled in: a policy the basis does not hold is "not rated"
 * and gives no headline.
 */
#ifndef NOIRLAB_SKILL_H
#define NOIRLAB_SKILL_H

#include <stddef.h>

#include "analysis/report_data.h"

typedef enum SkillSource {
    SKILL_NONE,
    SKILL_EQUILIBRIUM,
    SKILL_LADDER,
    SKILL_FITTED,
} SkillSource;

typedef enum SkillStanding {
    STANDING_MATCHED,        /* both rated, their shortfalls' intervals overlap */
    STANDING_MIRROR,         /* no basis: the same SPEC on both sides */
    STANDING_GAP,            /* both rated, one side clearly nearer its best */
    STANDING_UNRATED,        /* a side the basis does not rate (or no basis, not a mirror pair) */
    STANDING_RANDOM,         /* a random player */
} SkillStanding;

/*
 * Fill d's skill basis (ReportData.skill_*, RdPair.skill): from the database
 * skill_db when it is not NULL, else from d's own database or cells, as
 * above.  Returns 0, or -1 with one message naming the file (skill_db
 * cannot be read, or holds neither an equilibrium nor ladder ratings).
 */
int skill_basis_load(ReportData *d, const char *skill_db, char *err, size_t errlen);

/* Does either side of the pair play uniformly at random? */
int skill_is_random(const ReportData *d, int pair);

SkillStanding skill_standing(const ReportData *d, int pair);

/*
 * The pairs of d into order (n_pairs entries): the pairs that may headline
 * (matched ones, strongest first: the smallest sum of shortfalls, then the
 * larger equilibrium weights; without a basis the mirror pairs, in database
 * order), then the skill gaps, then the unrated pairs, then the random ones.
 * Returns how many may headline.
 */
int skill_order(const ReportData *d, int *order);

/* The basis of a verdict at the pair, for its sentence: "at the equilibrium
 * of results/eq.db", "matched top pair by ratings fitted from this
 * database", "heuristic pair, no skill basis", ... (no ": " in it). */
void skill_basis_text(const ReportData *d, int pair, char *out, size_t outlen);

/* How the pair stands, for the skill table: "top pair", "matched",
 * "skill gap: the Detective nearer its best", "not rated", ... */
void skill_standing_text(const ReportData *d, int pair, char *out, size_t outlen);

/* A policy's shortfall "0 (best)", "+92 Elo [+61, +123]", "0.140 [0.112,
 * 0.169]" or "not rated". */
void skill_shortfall_text(const ReportData *d, int pair, int side, char *out, size_t outlen);

/* One sentence on where the basis comes from, for the report. */
void skill_source_text(const ReportData *d, char *out, size_t outlen);

#endif
