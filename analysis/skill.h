/*
 * skill.h — the skill levels of a report: its policy pairs, strongest first.
 *
 * A skill level is one Detective policy against one Murderer policy.  Every
 * balance figure of the report is shown per level, and its findings are
 * given at the strongest level the database holds.  A pair with a random
 * player on either side gives no verdict: a random Detective wins about 1%
 * of games against anyone, so what it shows is the random player, not the
 * game.
 *
 * How strong a pair is comes from the beginner ladder of docs/ladder.md (its
 * Bradley-Terry ratings, Elo points): the level of a pair is the Detective's
 * rating plus the Murderer's, so a pair plays better when both of its players
 * do.  A policy the ladder has not rated ranks below the rated ones, in the
 * order the database first uses it.  Rerun the ladder and update skill.c's
 * table when a policy changes.
 */
#ifndef NOIRLAB_SKILL_H
#define NOIRLAB_SKILL_H

#include "analysis/report_data.h"

/* Does either side of the pair play uniformly at random? */
int skill_is_random(const ReportData *d, int pair);

/* The ladder's rating of a policy SPEC on one side (0 Detective, 1
 * Murderer); 0 with *rated = 0 when the ladder did not rate it. */
double skill_rating(const char *spec, int side, int *rated);

/*
 * The pairs of d, strongest first, into order (n_pairs entries): rated
 * non-random pairs by the sum of their ratings, then unrated non-random
 * pairs in database order, then the random ones by their ratings.  Returns how
 * many of them give a verdict (the non-random ones).
 */
int skill_order(const ReportData *d, int *order);

#endif
