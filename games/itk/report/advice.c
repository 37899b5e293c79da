/*
 * advice.c — the rulebook's advice as claims, their measures and verdicts
 * (advice.h).
 *
 * The cells the claims name are the cells of scenarios/campaigns/advice.ini
 * (tests/analysis/report_advice_test.c checks that each one is there).  All
 * pairing claims use Logic-mode sets of six: the two motives in question
 * plus four "filler" motives, Sadist, Cutthroat, Vigilante and Killer, and
 * compare with the same set where one of the two is replaced by Maniac, a
 * motive the rulebook names as easy to follow and pairs with nothing.
 */
#include "games/itk/report/advice.h"

#include <string.h>

/* Every claim: 3 percentage points, about the difference one pairing or
 * one rule change has to make before a designer would act on it (a rate
 * between 40% and 60% measured on 1,000 games has a 95% interval of about
 * +/-3 points). */
enum { MIN_EFFECT_POINTS = 3 };

/* The motive sets of advice.ini. */
#define FILLERS "Sadist,Cutthroat,Vigilante,Killer"
#define SET_PC "Psychopath,Cannibal," FILLERS
#define SET_PM "Psychopath,Maniac," FILLERS
#define SET_CM "Cannibal,Maniac," FILLERS
#define SET_PR "Psychopath,Radical," FILLERS
#define SET_CR "Cannibal,Radical," FILLERS
#define SET_TCU "Terrorist,Cultist," FILLERS
#define SET_TM "Terrorist,Maniac," FILLERS      /* also the first Logic game's set */
#define SET_CUM "Cultist,Maniac," FILLERS
#define SET_SPY_CUT "Spy,Cutthroat,Sadist,Vigilante,Killer,Maniac"

#define PAIR(scenario, set, a, b) {scenario, set, "standard", a, b}
#define POOLED(a) {NULL, NULL, NULL, a, NULL}
#define CELL(set, switches) {"beginner", set, switches, NULL, NULL}

/* Confusion of a pair with a neutral motive, used by several claims. */
#define NEUTRAL_PC                                                                                           \
    {MEASURE_PAIR_CONFUSION,                                                                                 \
     "Psychopath-Maniac and Cannibal-Maniac confusion (Maniac in place of the other)",                       \
     {PAIR("beginner", SET_PM, "Psychopath", "Maniac"), PAIR("beginner", SET_CM, "Cannibal", "Maniac")}}
#define CONFUSION_PC                                                                                         \
    {MEASURE_PAIR_CONFUSION, "Psychopath-Cannibal confusion, both in the set",                              \
     {PAIR("beginner", SET_PC, "Psychopath", "Cannibal")}}
#define CONFUSION_RADICAL                                                                                    \
    {MEASURE_PAIR_CONFUSION, "Psychopath-Radical and Cannibal-Radical confusion",                           \
     {PAIR("beginner", SET_PR, "Psychopath", "Radical"), PAIR("beginner", SET_CR, "Cannibal", "Radical")}}
#define CONFUSION_TCU                                                                                        \
    {MEASURE_PAIR_CONFUSION, "Terrorist-Cultist confusion, both in the set",                                \
     {PAIR("beginner", SET_TCU, "Terrorist", "Cultist")}}
#define WIN_TRUTH(motive) {MEASURE_WIN_TRUTH, "Detective win rate when the motive is " motive, {POOLED(motive)}}
#define WIN_OTHERS(motive)                                                                                   \
    {MEASURE_WIN_OTHERS, "Detective win rate for the other motives of the same sets", {POOLED(motive)}}
#define BAN_WIN(murders)                                                                                     \
    {MEASURE_CELL_WIN, "Detective win rate, no surveillance once " murders " murders are on the board",       \
     {CELL(SET_TM, "surveillance_ban=" murders)}}

const Claim itk_advice_claims[] = {
    {.id = "A1", .name = "Psychopath-Cannibal confusion",
     .advice = "Psychopath is almost indistinguishable from Cannibal: do not use them together",
     .test = "Psychopath and Cannibal are named for each other more often than for a neutral motive",
     .x = CONFUSION_PC, .y = NEUTRAL_PC, .dir = CLAIM_ABOVE, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A2", .name = "Radical overlaps Psychopath, Cannibal",
     .advice = "Radical overlaps with Psychopath and Cannibal too: add it with caution",
     .test = "Radical is confused with Psychopath and Cannibal more often than a neutral motive is",
     .x = CONFUSION_RADICAL, .y = NEUTRAL_PC, .dir = CLAIM_ABOVE, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A3", .name = "...less than they overlap each other",
     .advice = "...but Radical's overlaps happen a lot less often",
     .test = "Radical is confused with Psychopath or Cannibal less often than they are with each other",
     .x = CONFUSION_RADICAL, .y = CONFUSION_PC, .dir = CLAIM_BELOW, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A4", .name = "Terrorist-Cultist confusion",
     .advice = "Terrorist and Cultist may seem very similar",
     .test = "Terrorist and Cultist are named for each other more often than for a neutral motive",
     .x = CONFUSION_TCU,
     .y = {MEASURE_PAIR_CONFUSION, "Terrorist-Maniac and Cultist-Maniac confusion (Maniac in place of the other)",
           {PAIR("beginner", SET_TM, "Terrorist", "Maniac"), PAIR("beginner", SET_CUM, "Cultist", "Maniac")}},
     .dir = CLAIM_ABOVE, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A5", .name = "...less than Psychopath-Cannibal",
     .advice = "...but an experienced Detective can tell them apart (unlike Psychopath and Cannibal)",
     .test = "Terrorist and Cultist are confused less often than Psychopath and Cannibal",
     .x = CONFUSION_TCU, .y = CONFUSION_PC, .dir = CLAIM_BELOW, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A6", .name = "Spy-Cutthroat on On Dangerous Ground",
     .advice = "With other building placements (On Dangerous Ground) Spy and Cutthroat overlap significantly",
     .test = "Spy and Cutthroat are confused more often on On Dangerous Ground than on the beginner layout",
     .x = {MEASURE_PAIR_CONFUSION, "Spy-Cutthroat confusion on On Dangerous Ground",
           {PAIR("on-dangerous-ground", SET_SPY_CUT, "Spy", "Cutthroat")}},
     .y = {MEASURE_PAIR_CONFUSION, "Spy-Cutthroat confusion on the beginner layout",
           {PAIR("beginner", SET_SPY_CUT, "Spy", "Cutthroat")}},
     .dir = CLAIM_ABOVE, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A7", .name = "Killer hard for the Murderer",
     .advice = "Killer is one of the most difficult motives for the Murderer",
     .test = "the Detective wins more often when the motive is Killer than with the other motives of the same sets",
     .x = WIN_TRUTH("Killer"), .y = WIN_OTHERS("Killer"), .dir = CLAIM_ABOVE, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A8", .name = "Spy hard for the Murderer",
     .advice = "Spy is one of the most difficult motives for the Murderer",
     .test = "the Detective wins more often when the motive is Spy than with the other motives of the same sets",
     .x = WIN_TRUTH("Spy"), .y = WIN_OTHERS("Spy"), .dir = CLAIM_ABOVE, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A9", .name = "Sadist easy to spot",
     .advice = "Sadist is distinguished more easily than most others",
     .test = "the Detective names the motive right more often when it is Sadist than when it is another motive",
     .x = {MEASURE_NAMED_TRUTH, "Detective names Sadist when the motive is Sadist", {POOLED("Sadist")}},
     .y = {MEASURE_NAMED_OTHERS, "Detective names the true motive, other motives of the same sets",
           {POOLED("Sadist")}},
     .dir = CLAIM_ABOVE, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A10", .name = "Maniac easy for the Murderer",
     .advice = "Maniac is easier for the Murderer to follow without being exposed",
     .test = "the Detective wins less often when the motive is Maniac than with the other motives of the same sets",
     .x = WIN_TRUTH("Maniac"), .y = WIN_OTHERS("Maniac"), .dir = CLAIM_BELOW, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A11", .name = "Psychopath easy for the Murderer",
     .advice = "Psychopath is easier for the Murderer to follow without being exposed",
     .test = "the Detective wins less often when the motive is Psychopath than with the other motives of the "
             "same sets",
     .x = WIN_TRUTH("Psychopath"), .y = WIN_OTHERS("Psychopath"), .dir = CLAIM_BELOW, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A12", .name = "No surveillance at 5 murders",
     .advice = "Forbidding surveillance in the fifth round, when all victim slots are taken, helps the Murderer "
               "(Adjusting game difficulty, 3; R13)",
     .test = "the Detective wins less often with surveillance_ban=5 than without a ban (first Logic game set)",
     .x = BAN_WIN("5"), .y = {MEASURE_CELL_WIN, "Detective win rate, no ban", {CELL(SET_TM, "standard")}},
     .dir = CLAIM_BELOW, .min_effect = MIN_EFFECT_POINTS / 100.0},
    {.id = "A13", .name = "...at 4 murders: more",
     .advice = "...or even in the fourth round: that helps the Murderer more",
     .test = "the Detective wins less often with surveillance_ban=4 than with surveillance_ban=5",
     .x = BAN_WIN("4"), .y = BAN_WIN("5"), .dir = CLAIM_BELOW, .min_effect = MIN_EFFECT_POINTS / 100.0},
};

const int itk_advice_claim_count = (int)(sizeof itk_advice_claims / sizeof itk_advice_claims[0]);

Verdict itk_advice_verdict(Direction dir, double value, Interval diff)
{
    int above = diff.lo > value, below = diff.hi < value;
    if (!above && !below)
        return VERDICT_INCONCLUSIVE;
    return above == (dir == CLAIM_ABOVE) ? VERDICT_SUPPORTED : VERDICT_CONTRADICTED;
}

const char *itk_verdict_name(Verdict v)
{
    static const char *const name[] = {"supported", "contradicted", "inconclusive", "not measured",
                                       "no verdict (random players)"};
    return name[v];
}

double itk_claim_value(const Claim *c)
{
    return c->dir == CLAIM_ABOVE ? c->min_effect : -c->min_effect;
}

/* ---------------------------------------------------------------------------
 * Measures
 * ------------------------------------------------------------------------- */

/* Is cell c one of the term's cells? */
static int term_has_cell(const ReportData *d, const Term *t, const RdCell *c, int a)
{
    if (!t->scenario)
        return strcmp(c->switches, "standard") == 0 && a >= 0 && (c->motives >> a & 1);
    int64_t set = report_motive_mask(d, t->motives);
    return set >= 0 && (uint32_t)set == c->motives && strcmp(c->scenario, t->scenario) == 0 &&
           strcmp(c->switches, t->switches) == 0;
}

/* k and n of one cell; a and b are motive indices (-1 when not used or unknown). */
static Tally cell_measure(const RdCell *c, MeasureKind kind, int a, int b, int n_motives)
{
    Tally t = {0, 0};
    switch (kind) {
    case MEASURE_PAIR_CONFUSION:
        if (a >= 0 && b >= 0) {
            t.wins = c->confusion[a][b] + c->confusion[b][a];
            t.games = c->motive_games[a] + c->motive_games[b];
        }
        break;
    case MEASURE_WIN_TRUTH:
        t.wins = c->motive_wins[a];
        t.games = c->motive_games[a];
        break;
    case MEASURE_NAMED_TRUTH:
        t.wins = c->confusion[a][a];
        t.games = c->motive_games[a];
        break;
    case MEASURE_WIN_OTHERS:
    case MEASURE_NAMED_OTHERS:
        for (int m = 0; m < n_motives; m++)
            if (m != a) {
                t.wins += kind == MEASURE_WIN_OTHERS ? c->motive_wins[m] : c->confusion[m][m];
                t.games += c->motive_games[m];
            }
        break;
    case MEASURE_CELL_WIN:
        t.wins = c->wins;
        t.games = c->games;
        break;
    }
    return t;
}

Tally itk_advice_measure(const ReportData *d, int pair, const Measure *m)
{
    Tally sum = {0, 0};
    for (int k = 0; k < MEASURE_TERMS && (m->term[k].a || m->term[k].motives); k++) {
        const Term *t = &m->term[k];
        int a = t->a ? report_motive_index(d, t->a) : -1, b = t->b ? report_motive_index(d, t->b) : -1;
        if (m->kind != MEASURE_CELL_WIN && a < 0)
            continue; /* a motive this database does not know: nothing measured */
        for (int i = 0; i < d->n_cells; i++) {
            const RdCell *c = &d->cell[i];
            if (c->pair != pair || !term_has_cell(d, t, c, a))
                continue;
            Tally x = cell_measure(c, m->kind, a, b, d->n_motives);
            sum.wins += x.wins;
            sum.games += x.games;
        }
    }
    return sum;
}

void itk_advice_evaluate(const ReportData *d, int pair, uint64_t min_games, ClaimResult *out)
{
    for (int i = 0; i < itk_advice_claim_count; i++) {
        const Claim *c = &itk_advice_claims[i];
        ClaimResult *r = &out[i];
        r->x = itk_advice_measure(d, pair, &c->x);
        r->y = itk_advice_measure(d, pair, &c->y);
        r->ix = wilson_interval(r->x.wins, r->x.games, Z95);
        r->iy = wilson_interval(r->y.wins, r->y.games, Z95);
        r->diff = newcombe_difference(r->x.wins, r->x.games, r->y.wins, r->y.games, Z95);
        r->measured = r->x.games >= min_games && r->y.games >= min_games && r->x.games > 0 && r->y.games > 0;
        r->p = r->measured ? newcombe_p_value(r->x.wins, r->x.games, r->y.wins, r->y.games, itk_claim_value(c)) : 1.0;
        r->p_holm = r->p;
        r->level = 0.95;
        r->judged = r->diff;
        r->verdict = r->measured ? itk_advice_verdict(c->dir, itk_claim_value(c), r->diff) : VERDICT_NOT_MEASURED;
    }
}

int itk_advice_applies(const ReportData *d, int pair)
{
    for (int i = 0; i < itk_advice_claim_count; i++) {
        const Claim *c = &itk_advice_claims[i];
        if (c->x.term[0].scenario && itk_advice_measure(d, pair, &c->x).games > 0)
            return 1;
    }
    return 0;
}
