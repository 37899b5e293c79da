/*
 * advice.h — the rulebook's advice on motives and difficulty, as claims that
 * a campaign can test (scenarios/campaigns/advice.ini, `noirlab advice`).
 *
 * Sources: the rulebook's "Motives and combinations" and "Adjusting game
 * difficulty" sections, and REFERENCE.md section 3 (the motives), section 6
 * R13 (the surveillance ban as a switch).
 *
 * Each claim compares two proportions x and y measured on the cells of one
 * policy pair: a confusion rate, a win rate or an identification rate.  The
 * difference x - y gets Newcombe's hybrid score interval (stats.h), and the
 * verdict follows one rule for every claim (itk_advice_verdict).
 */
#ifndef NOIRLAB_ADVICE_H
#define NOIRLAB_ADVICE_H

#include <stdint.h>

#include "analysis/report_data.h"
#include "analysis/report_groups.h"
#include "analysis/stats.h"

typedef enum Verdict {
    VERDICT_SUPPORTED,      /* the difference is beyond the smallest effect that matters, on the claimed side */
    VERDICT_CONTRADICTED,   /* it is short of that effect, or on the other side */
    VERDICT_INCONCLUSIVE,   /* the interval holds the smallest effect that matters */
    VERDICT_NOT_MEASURED,   /* a cell the claim needs is missing or has too few games */
    VERDICT_RANDOM,         /* measured between random players: no verdict */
} Verdict;

/* The side of the comparison value the claim puts the difference x - y on. */
typedef enum Direction { CLAIM_ABOVE, CLAIM_BELOW } Direction;

/*
 * The rule: the claim "x - y is above (below) value" is supported when the
 * whole interval of x - y lies above (below) value, contradicted when the
 * whole interval lies on the other side, and inconclusive when the interval
 * contains value.  value is the smallest effect that matters, signed as the
 * claim (+min_effect for x > y, -min_effect for x < y); the interval is the
 * one Holm's correction judges the claim by (verdicts.h).
 */
Verdict itk_advice_verdict(Direction dir, double value, Interval diff);

const char *itk_verdict_name(Verdict v);

typedef enum MeasureKind {
    MEASURE_PAIR_CONFUSION, /* games with truth a or b in which the Detective named the other one /
                               games with truth a or b */
    MEASURE_WIN_TRUTH,      /* Detective wins / games, when the truth is a */
    MEASURE_WIN_OTHERS,     /* the same for every other truth, in the cells that have a */
    MEASURE_NAMED_TRUTH,    /* games in which the Detective named a / games with truth a */
    MEASURE_NAMED_OTHERS,   /* games in which he named the true motive / games, other truths, cells with a */
    MEASURE_CELL_WIN,       /* Detective wins / games of the cell */
} MeasureKind;

/*
 * Where a measure is taken: one cell (scenario key, motive set, switches as
 * cells.switches spells them), or with scenario NULL every cell of the pair
 * whose switches are "standard" and whose set has a.  a and b are the
 * motives the measure is about (NULL for MEASURE_CELL_WIN).
 */
typedef struct Term {
    const char *scenario, *motives, *switches;
    const char *a, *b;
} Term;

enum { MEASURE_TERMS = 2 };

/* A proportion summed over up to two terms. */
typedef struct Measure {
    MeasureKind kind;
    const char *label;               /* what it is, for the report's table */
    Term term[MEASURE_TERMS];        /* an unused term has neither a nor motives */
} Measure;

typedef struct Claim {
    const char *id;       /* "A1" */
    const char *name;     /* a few words, for the figure */
    const char *advice;   /* the rulebook's advice, in short */
    const char *test;     /* the statement tested: "x - y > 0" in words */
    Measure x, y;
    Direction dir;
    double min_effect;    /* the smallest |x - y| a designer would act on (a proportion: 0.03 is 3 points) */
} Claim;

extern const Claim itk_advice_claims[];
extern const int itk_advice_claim_count;

typedef struct ClaimResult {
    Tally x, y;           /* wins = the counted games (k), games = the denominator (n) */
    Interval ix, iy;      /* Wilson 95% */
    Interval diff;        /* Newcombe 95% for x - y */
    int measured;         /* both sides have min_games games or more */
    double p;             /* two-sided p of "x - y = the smallest effect that matters" (Newcombe, inverted) */
    /* Filled in by itk_verdicts_evaluate (verdicts.h), over the whole family of claims: */
    double p_holm;        /* Holm-adjusted p */
    double level;         /* the confidence of the interval Holm judges this claim by, e.g. 0.9962 */
    Interval judged;      /* Newcombe's interval for x - y at that level */
    Verdict verdict;
} ClaimResult;

/* The comparison value of a claim: +min_effect for x > y, -min_effect for x < y. */
double itk_claim_value(const Claim *c);

/* The proportion a measure takes on the cells of one pair (k in wins, n in games). */
Tally itk_advice_measure(const ReportData *d, int pair, const Measure *m);

/* Every claim on the cells of one pair, before any correction: the
 * verdict is judged by the 95% interval alone (itk_verdicts_evaluate corrects
 * it for the family of claims).  A side with fewer than min_games games
 * leaves the claim not measured. */
void itk_advice_evaluate(const ReportData *d, int pair, uint64_t min_games, ClaimResult *out);

/* Does any claim that names its cells find them for this pair?  (Then the
 * report has an advice section.) */
int itk_advice_applies(const ReportData *d, int pair);

#endif
