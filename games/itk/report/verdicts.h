/*
 * verdicts.h — the rulebook's claims (advice.h) judged at every skill level
 * of a database (skill.h), with Holm's correction over all of them.
 *
 * The family is every measured claim at every level that gives a verdict
 * (random players give none).  Each claim's p-value is that of "x - y equals
 * the smallest effect that matters" from Newcombe's interval inverted
 * (stats.h); Holm's step-down adjusts them.  A claim is decided when its
 * adjusted p is at most 0.05, which is when its interval at the level Holm
 * tests it at — 1 - 0.05/(m - k + 1) for the k-th smallest of m p-values —
 * lies wholly beyond the smallest effect (and every claim before it in that
 * order was decided).  That interval is shown beside the verdict.
 */
#ifndef NOIRLAB_VERDICTS_H
#define NOIRLAB_VERDICTS_H

#include <stdio.h>

#include "games/itk/report/advice.h"

enum { VERDICT_ALPHA_PERCENT = 5 };

typedef struct VerdictSet {
    int n_levels;          /* pairs for which some claim has its cells, strongest first */
    int *pair;             /* [level]: index into ReportData.pair */
    int *random;           /* [level]: a random player: every claim is VERDICT_RANDOM */
    ClaimResult *r;        /* [level * itk_advice_claim_count + claim] */
    int tests;             /* m: the measured claims at the non-random levels */
} VerdictSet;

void itk_verdicts_evaluate(const ReportData *d, uint64_t min_games, VerdictSet *out);
void itk_verdicts_free(VerdictSet *v);

const ClaimResult *itk_verdict_at(const VerdictSet *v, int level, int claim);

/* What the levels that give a verdict say about one claim together. */
typedef enum Across {
    ACROSS_NONE,      /* no level decides it */
    ACROSS_ONE,       /* one level only measures it */
    ACROSS_AGREE,     /* every level that measures it gives the same verdict */
    ACROSS_PARTLY,    /* some decide it, others are inconclusive */
    ACROSS_FLIPS,     /* supported at one level, contradicted at another */
} Across;

Across itk_verdicts_across(const VerdictSet *v, int claim);

/* "holds at all 2 levels", "FLIPS between levels", ... */
const char *itk_across_name(Across a);

/* The pairs (pair labels, ", "-separated) at which the claim has verdict. */
void itk_verdicts_levels_with(const VerdictSet *v, const ReportData *d, int claim, Verdict verdict, char *out,
                          size_t outlen);

/* The verdict table as plain text for a terminal: one row per claim, one
 * column per level, then what the levels say together. */
void itk_verdicts_print(const VerdictSet *v, const ReportData *d, FILE *out);

#endif
