/*
 * report_advice_test — the rulebook's advice as claims (games/itk/report/advice.h):
 * the verdict rule on synthetic intervals, the measures and verdicts on a
 * synthetic database in memory, and scenarios/campaigns/advice.ini holding
 * exactly the cells the claims read; Holm's correction on a worked example
 * done by hand, the p-value behind it, and the verdicts of two synthetic
 * skill levels (verdicts.h): a claim that flips between them is flagged,
 * random players give none; the scenario rules' effect "At a glance" gives
 * when cells record them (glance.h); the skill basis (skill.h): the headline
 * is at the matched pair, never at a pair with a skill gap, from ratings
 * fitted from the cells, a ladder's ratings or an equilibrium in a --skill
 * database, each naming its basis.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "analysis/glance.h"
#include "analysis/rating.h"
#include "analysis/skill.h"
#include "games/itk/report/advice.h"
#include "games/itk/report/verdicts.h"
#include "games/itk/runner/campaign_grid.h"
#include "runner/campaign.h"
#include "tests/common/test_catalog.h"

/* ---------------------------------------------------------------------------
 * The verdict rule
 * ------------------------------------------------------------------------- */

static void test_interval_above_the_value(void **state)
{
    (void)state;
    Interval above = {0.004, 0.031};
    assert_int_equal(itk_advice_verdict(CLAIM_ABOVE, 0.0, above), VERDICT_SUPPORTED);
    assert_int_equal(itk_advice_verdict(CLAIM_BELOW, 0.0, above), VERDICT_CONTRADICTED);
}

static void test_interval_below_the_value(void **state)
{
    (void)state;
    Interval below = {-0.12, -0.05};
    assert_int_equal(itk_advice_verdict(CLAIM_BELOW, 0.0, below), VERDICT_SUPPORTED);
    assert_int_equal(itk_advice_verdict(CLAIM_ABOVE, 0.0, below), VERDICT_CONTRADICTED);
}

static void test_interval_holding_the_value_is_inconclusive(void **state)
{
    (void)state;
    Interval across = {-0.01, 0.02}, touching = {0.0, 0.02};
    assert_int_equal(itk_advice_verdict(CLAIM_ABOVE, 0.0, across), VERDICT_INCONCLUSIVE);
    assert_int_equal(itk_advice_verdict(CLAIM_BELOW, 0.0, across), VERDICT_INCONCLUSIVE);
    /* an interval that reaches the value does not exclude it */
    assert_int_equal(itk_advice_verdict(CLAIM_ABOVE, 0.0, touching), VERDICT_INCONCLUSIVE);
    /* the comparison value need not be 0 */
    assert_int_equal(itk_advice_verdict(CLAIM_ABOVE, 0.03, across), VERDICT_CONTRADICTED);
    assert_int_equal(itk_advice_verdict(CLAIM_BELOW, -0.02, across), VERDICT_CONTRADICTED);
    assert_string_equal(itk_verdict_name(VERDICT_INCONCLUSIVE), "inconclusive");
    assert_string_equal(itk_verdict_name(VERDICT_NOT_MEASURED), "not measured");
}

/* ---------------------------------------------------------------------------
 * A synthetic database
 * ------------------------------------------------------------------------- */

static const char *const motive_names[] = {"Maniac", "Sadist",  "Cutthroat", "Vigilante", "Killer",   "Terrorist",
                                           "Psychopath", "Radical", "Robber", "Spy", "Cannibal", "Cultist"};

enum { MAX_CELLS = 16 };

static void data_init(ReportData *d)
{
    memset(d, 0, sizeof *d);
    d->cell = calloc(MAX_CELLS, sizeof *d->cell); /* room for all: add_cell's pointers stay valid */
    assert_non_null(d->cell);
    snprintf(d->path, sizeof d->path, "synthetic");
    d->n_motives = 12;
    for (int m = 0; m < 12; m++)
        snprintf(d->motive[m], sizeof d->motive[m], "%s", motive_names[m]);
    d->n_pairs = 2;
    d->pair = calloc(2, sizeof *d->pair);
    assert_non_null(d->pair);
    snprintf(d->pair[0].detective, RD_TEXT_MAX, "heuristic");
    snprintf(d->pair[0].murderer, RD_TEXT_MAX, "heuristic");
    snprintf(d->pair[1].detective, RD_TEXT_MAX, "random");
    snprintf(d->pair[1].murderer, RD_TEXT_MAX, "heuristic");
}

static int M(const char *name)
{
    for (int m = 0; m < 12; m++)
        if (strcmp(motive_names[m], name) == 0)
            return m;
    fail_msg("no motive %s", name);
    return -1;
}

/* A cell of `games` games split evenly over its six motives, each named right. */
static RdCell *add_cell(ReportData *d, int pair, const char *scenario, const char *set, const char *switches,
                        uint64_t games)
{
    assert_true(d->n_cells < MAX_CELLS);
    RdCell *c = &d->cell[d->n_cells];
    memset(c, 0, sizeof *c);
    c->id = d->n_cells++;
    c->pair = pair;
    snprintf(c->scenario, sizeof c->scenario, "%s", scenario);
    snprintf(c->scenario_group, sizeof c->scenario_group, "%s", scenario);
    snprintf(c->motive_set, sizeof c->motive_set, "%s", set);
    snprintf(c->switches, sizeof c->switches, "%s", switches);
    int64_t mask = report_motive_mask(d, set);
    assert_true(mask > 0);
    c->motives = (uint32_t)mask;
    c->games = games;
    for (int m = 0; m < 12; m++)
        if (mask >> m & 1) {
            c->motive_games[m] = games / 6;
            c->confusion[m][m] = games / 6;
        }
    return c;
}

/* Move k games of truth a from "named right" to "named b". */
static void confuse(RdCell *c, const char *a, const char *b, uint64_t k)
{
    c->confusion[M(a)][M(a)] -= k;
    c->confusion[M(a)][M(b)] += k;
}

static const Claim *claim(const char *id)
{
    for (int i = 0; i < itk_advice_claim_count; i++)
        if (strcmp(itk_advice_claims[i].id, id) == 0)
            return &itk_advice_claims[i];
    fail_msg("no claim %s", id);
    return NULL;
}

static const ClaimResult *result(const ClaimResult *r, const char *id)
{
    return &r[claim(id) - itk_advice_claims];
}

#define FILL ",Sadist,Cutthroat,Vigilante,Killer"

static void test_pair_confusion_against_a_neutral_motive(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d);
    /* 6,000 games a cell: 1,000 per motive. */
    RdCell *pc = add_cell(&d, 0, "beginner", "Psychopath,Cannibal" FILL, "standard", 6000);
    confuse(pc, "Psychopath", "Cannibal", 30);
    confuse(pc, "Cannibal", "Psychopath", 90);
    confuse(pc, "Psychopath", "Sadist", 400); /* not the pair: does not count */
    RdCell *pm = add_cell(&d, 0, "beginner", "Psychopath,Maniac" FILL, "standard", 6000);
    confuse(pm, "Psychopath", "Maniac", 10);
    RdCell *cm = add_cell(&d, 0, "beginner", "Cannibal,Maniac" FILL, "standard", 6000);
    confuse(cm, "Maniac", "Cannibal", 6);
    /* The same cells of another pair of policies must not count. */
    RdCell *other = add_cell(&d, 1, "beginner", "Psychopath,Cannibal" FILL, "standard", 6000);
    confuse(other, "Psychopath", "Cannibal", 500);

    ClaimResult r[64];
    assert_true(itk_advice_claim_count <= 64);
    itk_advice_evaluate(&d, 0, 100, r);
    const ClaimResult *a1 = result(r, "A1");
    assert_int_equal(a1->x.wins, 120);      /* 30 + 90 */
    assert_int_equal(a1->x.games, 2000);    /* Psychopath's and Cannibal's games */
    assert_int_equal(a1->y.wins, 16);       /* 10 + 6 */
    assert_int_equal(a1->y.games, 4000);
    Interval want = newcombe_difference(120, 2000, 16, 4000, Z95);
    assert_true(a1->diff.lo == want.lo && a1->diff.hi == want.hi);
    assert_int_equal(a1->verdict, VERDICT_SUPPORTED);
    /* A3 (Radical less than Psychopath-Cannibal) has no Radical cells: not measured. */
    assert_int_equal(result(r, "A3")->verdict, VERDICT_NOT_MEASURED);
    assert_int_equal(result(r, "A3")->x.games, 0);
    assert_true(itk_advice_applies(&d, 0));

    /* With the other pair only the Psychopath-Cannibal cell exists. */
    itk_advice_evaluate(&d, 1, 100, r);
    assert_int_equal(result(r, "A1")->x.wins, 500);
    assert_int_equal(result(r, "A1")->verdict, VERDICT_NOT_MEASURED);
    report_data_free(&d);
}

static void test_win_rates_of_a_motive_against_the_others(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d);
    RdCell *a = add_cell(&d, 0, "beginner", "Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist", "standard", 600);
    RdCell *b = add_cell(&d, 0, "t-men", "Spy,Cutthroat,Psychopath,Vigilante,Terrorist,Sadist", "standard", 600);
    RdCell *ban = add_cell(&d, 0, "beginner", "Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist",
                           "surveillance_ban=5", 600);
    for (int m = 0; m < 12; m++) {
        a->motive_wins[m] = a->motive_games[m] / 2;  /* 50 of 100 */
        b->motive_wins[m] = b->motive_games[m] / 4;  /* 25 of 100 */
        ban->motive_wins[m] = 0;
    }
    a->motive_wins[M("Killer")] = 90;
    ban->motive_wins[M("Killer")] = 100; /* a switch cell: not pooled */
    ClaimResult r[64];
    itk_advice_evaluate(&d, 0, 100, r);
    /* Killer is only in cell a (and the ban cell, which does not count). */
    const ClaimResult *a7 = result(r, "A7");
    assert_int_equal(a7->x.wins, 90);
    assert_int_equal(a7->x.games, 100);
    assert_int_equal(a7->y.wins, 250);
    assert_int_equal(a7->y.games, 500);
    assert_int_equal(a7->verdict, VERDICT_SUPPORTED);
    /* Sadist is in both standard cells: x its own games, y the other motives' games of both. */
    const ClaimResult *a9 = result(r, "A9");
    assert_int_equal(a9->x.wins, 200);
    assert_int_equal(a9->x.games, 200);
    assert_int_equal(a9->y.wins, 1000);
    assert_int_equal(a9->y.games, 1000);
    /* x - y = 0: the interval (about -0.4 to +1.9 points) lies wholly short of
     * the 3 points that matter, so the claim is contradicted. */
    assert_true(a9->diff.hi < 0.03);
    assert_int_equal(a9->verdict, VERDICT_CONTRADICTED);
    /* Spy: 100 games, all in cell b. */
    assert_int_equal(result(r, "A8")->x.games, 100);
    assert_int_equal(result(r, "A8")->x.wins, 25);
    /* min_games: with 101 required, the 100 Killer games are not enough. */
    itk_advice_evaluate(&d, 0, 101, r);
    assert_int_equal(result(r, "A7")->verdict, VERDICT_NOT_MEASURED);
    report_data_free(&d);
}

static void test_surveillance_ban_cells(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d);
    const char *logic = "Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist";
    add_cell(&d, 0, "beginner", logic, "standard", 10000)->wins = 4700;
    add_cell(&d, 0, "beginner", logic, "surveillance_ban=5", 10000)->wins = 4000;
    add_cell(&d, 0, "beginner", logic, "surveillance_ban=4", 10000)->wins = 3700;
    add_cell(&d, 0, "t-men", logic, "surveillance_ban=4", 10000)->wins = 0; /* another layout: not read */
    ClaimResult r[64];
    itk_advice_evaluate(&d, 0, 100, r);
    const ClaimResult *a12 = result(r, "A12"), *a13 = result(r, "A13");
    assert_int_equal(a12->x.wins, 4000);
    assert_int_equal(a12->y.wins, 4700);
    assert_int_equal(a12->verdict, VERDICT_SUPPORTED);
    assert_int_equal(a13->x.wins, 3700);
    assert_int_equal(a13->x.games, 10000);
    /* x - y = -3.00 points exactly: its interval holds -3, the smallest effect that matters. */
    assert_true(a13->diff.lo < -0.03 && a13->diff.hi > -0.03);
    assert_int_equal(a13->verdict, VERDICT_INCONCLUSIVE);
    report_data_free(&d);
}

static void test_an_unrelated_database_has_no_advice_section(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d);
    add_cell(&d, 0, "t-men", "Spy,Cutthroat,Psychopath,Vigilante,Terrorist,Sadist", "standard", 6000);
    assert_false(itk_advice_applies(&d, 0));
    ClaimResult r[64];
    itk_advice_evaluate(&d, 0, 100, r);
    assert_int_equal(result(r, "A1")->verdict, VERDICT_NOT_MEASURED);
    report_data_free(&d);
}

/* ---------------------------------------------------------------------------
 * Holm's correction and the p-values it adjusts
 * ------------------------------------------------------------------------- */

static void test_holm_worked_example(void **state)
{
    (void)state;
    /* By hand (Holm 1979): sorted, 0.005 0.01 0.03 0.04 are multiplied by
     * 4, 3, 2, 1: 0.02, 0.03, 0.06, 0.04; each takes the largest so far:
     * 0.02, 0.03, 0.06, 0.06.  Back in input order: */
    const double p[] = {0.01, 0.04, 0.03, 0.005};
    double adjusted[4];
    holm_adjust(p, 4, adjusted);
    assert_float_equal(adjusted[0], 0.03, 1e-15);
    assert_float_equal(adjusted[1], 0.06, 1e-15);
    assert_float_equal(adjusted[2], 0.06, 1e-15);
    assert_float_equal(adjusted[3], 0.02, 1e-15);
    /* At 5%: 0.01 and 0.005 rejected, though 0.04 and 0.03 are below 0.05 on
     * their own.  An adjusted p never exceeds 1: 3 x 0.4 is 1. */
    const double q[] = {0.4, 0.9, 0.001};
    holm_adjust(q, 3, adjusted);
    assert_float_equal(adjusted[2], 0.003, 1e-15);
    assert_float_equal(adjusted[0], 0.8, 1e-15);
    assert_float_equal(adjusted[1], 0.9, 1e-15);
    holm_adjust((const double[]){0.5, 0.6}, 2, adjusted);
    assert_float_equal(adjusted[0], 1.0, 1e-15);
    assert_float_equal(adjusted[1], 1.0, 1e-15);
}

static void test_p_value_inverts_the_interval(void **state)
{
    (void)state;
    /* P(Z > 1.959964) = 0.025 (the normal table), and back. */
    assert_float_equal(normal_upper_tail(Z95), 0.025, 1e-12);
    assert_float_equal(normal_upper_quantile(0.025), Z95, 1e-9);
    /* 560/1000 against 500/1000: the interval at level 1 - p has delta on its edge. */
    const double deltas[] = {0.0, 0.03, 0.1, -0.02};
    for (int i = 0; i < 4; i++) {
        double p = newcombe_p_value(560, 1000, 500, 1000, deltas[i]);
        Interval ci = newcombe_difference(560, 1000, 500, 1000, normal_upper_quantile(p / 2));
        double edge = deltas[i] < 0.06 ? ci.lo : ci.hi;
        assert_float_equal(edge, deltas[i], 1e-9);
        /* p <= 0.05 exactly when the 95% interval leaves delta out */
        Interval ci95 = newcombe_difference(560, 1000, 500, 1000, Z95);
        assert_int_equal(p <= 0.05, deltas[i] < ci95.lo || deltas[i] > ci95.hi);
    }
    assert_float_equal(newcombe_p_value(560, 1000, 500, 1000, 0.06), 1.0, 0);
}

/* Two skill levels on the surveillance cells: the ban helps the Murderer
 * with the heuristic Detective (-7 points) and the Detective with the
 * stronger one (+7 points). */
static void test_a_verdict_that_flips_between_levels_is_flagged(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d);
    snprintf(d.pair[1].detective, RD_TEXT_MAX, "heuristic:silenced=0.001");
    const char *logic = "Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist";
    add_cell(&d, 0, "beginner", logic, "standard", 10000)->wins = 4700;
    add_cell(&d, 0, "beginner", logic, "surveillance_ban=5", 10000)->wins = 4000;
    add_cell(&d, 1, "beginner", logic, "standard", 10000)->wins = 4000;
    add_cell(&d, 1, "beginner", logic, "surveillance_ban=5", 10000)->wins = 4700;
    VerdictSet v;
    itk_verdicts_evaluate(&d, 100, &v);
    assert_int_equal(v.n_levels, 2);
    assert_int_equal(v.pair[0], 0); /* no skill basis: the mirror pair first */
    assert_int_equal(v.pair[1], 1);
    int a12 = (int)(claim("A12") - itk_advice_claims);
    assert_int_equal(itk_verdict_at(&v, 0, a12)->verdict, VERDICT_SUPPORTED);
    assert_int_equal(itk_verdict_at(&v, 1, a12)->verdict, VERDICT_CONTRADICTED);
    assert_int_equal(itk_verdicts_across(&v, a12), ACROSS_FLIPS);
    assert_string_equal(itk_across_name(ACROSS_FLIPS), "FLIPS between levels");
    char at[512];
    itk_verdicts_levels_with(&v, &d, a12, VERDICT_SUPPORTED, at, sizeof at);
    assert_string_equal(at, "heuristic vs heuristic");
    /* The family: A12 at both levels and the pooled claims the cells measure;
     * each claim's Holm p is the adjustment of the family's raw p-values. */
    double p[64], adjusted[64];
    int m = 0;
    for (int l = 0; l < 2; l++)
        for (int c = 0; c < itk_advice_claim_count; c++)
            if (itk_verdict_at(&v, l, c)->measured)
                p[m++] = itk_verdict_at(&v, l, c)->p;
    assert_int_equal(v.tests, m);
    holm_adjust(p, m, adjusted);
    m = 0;
    for (int l = 0; l < 2; l++)
        for (int c = 0; c < itk_advice_claim_count; c++)
            if (itk_verdict_at(&v, l, c)->measured)
                assert_float_equal(itk_verdict_at(&v, l, c)->p_holm, adjusted[m++], 0);
    /* The printed table says so too. */
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    itk_verdicts_print(&v, &d, f);
    fclose(f);
    assert_non_null(strstr(text, "| A12 No surveillance at 5 murders | x - y <= -3 | -7.00 ["));
    assert_non_null(strstr(text, "| supported | +7.00 ["));
    assert_non_null(strstr(text, "| contradicted | FLIPS between levels |"));
    free(text);
    itk_verdicts_free(&v);

    /* The same numbers at both levels: the same verdict, no flag. */
    d.cell[2].wins = 4700;
    d.cell[3].wins = 4000;
    itk_verdicts_evaluate(&d, 100, &v);
    assert_int_equal(itk_verdicts_across(&v, a12), ACROSS_AGREE);
    itk_verdicts_free(&v);
    report_data_free(&d);
}

static void test_random_players_give_no_verdict(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d); /* pair 1 is random vs heuristic */
    const char *logic = "Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist";
    add_cell(&d, 1, "beginner", logic, "standard", 10000)->wins = 4700;
    add_cell(&d, 1, "beginner", logic, "surveillance_ban=5", 10000)->wins = 100;
    VerdictSet v;
    itk_verdicts_evaluate(&d, 100, &v);
    assert_int_equal(v.n_levels, 1);
    assert_true(v.random[0]);
    assert_int_equal(v.tests, 0); /* nothing in the family */
    int a12 = (int)(claim("A12") - itk_advice_claims);
    assert_true(itk_verdict_at(&v, 0, a12)->measured);
    assert_int_equal(itk_verdict_at(&v, 0, a12)->verdict, VERDICT_RANDOM);
    assert_string_equal(itk_verdict_name(VERDICT_RANDOM), "no verdict (random players)");
    assert_int_equal(itk_verdicts_across(&v, a12), ACROSS_NONE);
    itk_verdicts_free(&v);
    report_data_free(&d);
}

/* ---------------------------------------------------------------------------
 * "At a glance" and the findings in full: what each scenario's rules do
 * ------------------------------------------------------------------------- */

/* The first table of doc (At a glance's verdicts), or NULL. */
static const DocTable *first_table(const Doc *doc)
{
    for (int i = 0; i < doc->n; i++)
        if (doc->block[i]->kind == BLOCK_TABLE)
            return &doc->block[i]->table;
    return NULL;
}

/* The text of the first list item of doc that contains needle, or NULL. */
static const char *item_with(const Doc *doc, const char *needle)
{
    for (int i = 0; i < doc->n; i++)
        if (doc->block[i]->kind == BLOCK_ITEM && strstr(doc->block[i]->text, needle))
            return doc->block[i]->text;
    return NULL;
}

static void test_scenario_rule_effects_at_a_glance(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d);
    const char *set = "Spy,Cutthroat,Psychopath,Vigilante,Terrorist,Sadist";
    /* T-Men with its rules (cells 0, 2) and without (1, 3), two switch settings,
     * written as the campaign writes them (scenario_rules=0 is a switch). */
    RdCell *on = add_cell(&d, 0, "t-men", set, "standard", 10000);
    RdCell *off = add_cell(&d, 0, "t-men", set, "scenario_rules=0", 10000);
    RdCell *on5 = add_cell(&d, 0, "t-men", set, "surveillance_ban=5", 10000);
    RdCell *off5 = add_cell(&d, 0, "t-men", set, "surveillance_ban=5,scenario_rules=0", 10000);
    snprintf(on->scenario_name, RD_TEXT_MAX, "T-Men");
    on->wins = 4400, off->wins = 4700, on5->wins = 4000, off5->wins = 4300;
    on->scenario_rules = on5->scenario_rules = 1;
    off->scenario_rules = off5->scenario_rules = 0;
    Doc doc = {0};
    glance_section(&d, 100, 5.0, &doc);
    glance_findings(&d, 100, 5.0, &doc);
    /* By hand: with the rules 8400 of 20000 (42.00%), without 9000 of 20000 (45.00%): -3.00 points. */
    const char *s = item_with(&doc, "The scenario rules of T-Men (t-men)");
    assert_non_null(s);
    Interval diff = newcombe_difference(8400, 20000, 9000, 20000, Z95);
    char want[256];
    snprintf(want, sizeof want, "change the Detective's win rate by -3.00 points [%+.2f, %+.2f]", 100 * diff.lo,
             100 * diff.hi);
    assert_non_null(strstr(s, want));
    assert_non_null(strstr(s, "(8400 of 20000 games)"));
    assert_non_null(strstr(s, "(9000 of 20000 games)"));
    /* The level's overall rate is the game as printed: the rules-on cells only,
     * 8400 of 20000, not 17400 of 40000 with the rules-off cells. */
    s = item_with(&doc, "Over all its cells");
    assert_non_null(s);
    assert_non_null(strstr(s, "Over all its cells played with their scenario's rules (2 cells with the rules off left "
                              "out) the Detective wins 42.00% ["));
    assert_non_null(strstr(s, "(8400 of 20000 games)"));
    /* The verdict table: T-Men once (its rules-off cells are not a scenario),
     * at its rules-on rate, with the rules' effect of the sentence above. */
    const DocTable *t = first_table(&doc);
    assert_non_null(t);
    assert_int_equal(t->rows, 1);
    assert_int_equal(t->cols, 6);
    assert_string_equal(table_cell(t, 1, 0), "T-Men (t-men)");
    Interval w = wilson_interval(8400, 20000, Z95);
    snprintf(want, sizeof want, "42.00%% [%.2f%%, %.2f%%]", 100 * w.lo, 100 * w.hi);
    assert_string_equal(table_cell(t, 1, 2), want);
    assert_string_equal(table_cell(t, 1, 1), "favours the Murderer");
    assert_string_equal(table_cell(t, 1, 3), "20000");
    assert_string_equal(table_cell(t, 1, 4), "heuristic vs heuristic (heuristic pair, no skill basis)");
    snprintf(want, sizeof want, "-3.00 [%+.2f, %+.2f]", 100 * diff.lo, 100 * diff.hi);
    assert_string_equal(table_cell(t, 1, 5), want);
    doc_free(&doc);
    /* A database that does not record scenario rules (every cell -1) says nothing of them,
     * and its overall rate is over every cell: 4400 + 4700 + 4000 + 4300 = 17400 of 40000. */
    on->scenario_rules = on5->scenario_rules = off->scenario_rules = off5->scenario_rules = -1;
    glance_section(&d, 100, 5.0, &doc);
    glance_findings(&d, 100, 5.0, &doc);
    assert_null(item_with(&doc, "scenario rules"));
    s = item_with(&doc, "Over all its cells the Detective wins 43.50% [");
    assert_non_null(s);
    assert_non_null(strstr(s, "(17400 of 40000 games)"));
    t = first_table(&doc);
    assert_int_equal(t->cols, 5); /* no effect column */
    assert_string_equal(table_cell(t, 1, 3), "40000");
    doc_free(&doc);
    report_data_free(&d);
}

/* Two scenarios crossed with two motive sets: the verdict table has a row per
 * scenario, then a row per set, each the sum of its cells. */
static void test_verdict_rows_per_scenario_and_set(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d);
    const char *a = "Spy,Cutthroat,Psychopath,Vigilante,Terrorist,Sadist";
    const char *b = "Maniac,Cutthroat,Psychopath,Vigilante,Terrorist,Sadist";
    static const uint64_t wins[4] = {1200, 800, 1000, 1000};
    const char *scenario[4] = {"beginner", "beginner", "t-men", "t-men"}, *set[4] = {a, b, a, b};
    for (int i = 0; i < 4; i++) {
        RdCell *c = add_cell(&d, 0, scenario[i], set[i], "standard", 2000);
        c->wins = wins[i];
        c->scenario_rules = -1;
        snprintf(c->scenario_name, RD_TEXT_MAX, "%s", scenario[i]);
    }
    Doc doc = {0};
    glance_section(&d, 100, 5.0, &doc);
    const DocTable *t = first_table(&doc);
    assert_non_null(t);
    assert_int_equal(t->rows, 4);
    assert_string_equal(table_cell(t, 1, 0), "beginner (beginner)");
    assert_string_equal(table_cell(t, 3, 0), "Motive set Spy,Cutthroat,Psychopath,Vigilante,Terrorist,Sadist");
    /* Set a: 1200 + 1000 of 4000 games (55.00%). */
    Interval w = wilson_interval(2200, 4000, Z95);
    char want[128];
    snprintf(want, sizeof want, "55.00%% [%.2f%%, %.2f%%]", 100 * w.lo, 100 * w.hi);
    assert_string_equal(table_cell(t, 3, 2), want);
    assert_string_equal(table_cell(t, 3, 3), "4000");
    assert_string_equal(table_cell(t, 3, 1), balance_name(balance_of(2200, 4000, 100, 5.0)));
    /* beginner: 2000 of 4000, even. */
    assert_string_equal(table_cell(t, 1, 1), "even");
    doc_free(&doc);
    report_data_free(&d);
}

/* ---------------------------------------------------------------------------
 * The skill basis: the headline at the matched pair, never at a skill gap
 * ------------------------------------------------------------------------- */

/* Detectives A (strong) and B, Murderers X (strong) and Y; the top pair A vs
 * X is not played.  A vs Y wins 80%, B vs Y 50%, B vs X 20% of 10,000 games:
 * Bradley-Terry puts B ln 4 below A and Y ln 4 below X, so B vs Y is matched
 * (both one step below their best) and A vs Y, B vs X are skill gaps.  A vs
 * Y also plays T-Men, which the matched pair does not. */
static const char *const det_a = "heuristic:silenced=0.001", *const det_b = "heuristic";
static const char *const mur_x = "ismcts:iterations=1000", *const mur_y = "heuristic";
enum { PAIR_AY, PAIR_BY, PAIR_BX };

static void skill_data(ReportData *d)
{
    data_init(d);
    d->path[0] = '\0'; /* in memory: no database of its own to read a basis from */
    free(d->pair);
    d->n_pairs = 3;
    d->pair = calloc(3, sizeof *d->pair);
    assert_non_null(d->pair);
    const char *det[3] = {det_a, det_b, det_b}, *mur[3] = {mur_y, mur_y, mur_x};
    static const uint64_t wins[3] = {8000, 5000, 2000};
    const char *logic = "Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist";
    for (int p = 0; p < 3; p++) {
        snprintf(d->pair[p].detective, RD_TEXT_MAX, "%s", det[p]);
        snprintf(d->pair[p].murderer, RD_TEXT_MAX, "%s", mur[p]);
        RdCell *c = add_cell(d, p, "beginner", logic, "standard", 10000);
        c->wins = wins[p];
        c->scenario_rules = -1;
        snprintf(c->scenario_name, RD_TEXT_MAX, "Beginner");
    }
    RdCell *c = add_cell(d, PAIR_AY, "t-men", logic, "standard", 10000);
    c->wins = 8000;
    c->scenario_rules = -1;
    snprintf(c->scenario_name, RD_TEXT_MAX, "T-Men");
}

/* The text of the first paragraph of doc that contains needle, or NULL. */
static const char *para_with(const Doc *doc, const char *needle)
{
    for (int i = 0; i < doc->n; i++)
        if (doc->block[i]->kind == BLOCK_PARAGRAPH && strstr(doc->block[i]->text, needle))
            return doc->block[i]->text;
    return NULL;
}

/* Every row of At a glance's table is judged at `pair`, by `basis`, and its
 * rate is the pair's: no row at a pair whose shortfalls' intervals do not
 * overlap. */
static void check_headline(const ReportData *d, int pair, const char *basis, uint64_t wins, int rows)
{
    Doc doc = {0};
    glance_section(d, 100, 5.0, &doc);
    glance_findings(d, 100, 5.0, &doc);
    char want[2048], label[600];
    snprintf(label, sizeof label, "%s vs %s", d->pair[pair].detective, d->pair[pair].murderer);
    snprintf(want, sizeof want, "Verdicts at %s, %s (", label, basis);
    assert_non_null(para_with(&doc, want));
    const DocTable *t = first_table(&doc);
    assert_non_null(t);
    assert_int_equal(t->rows, rows);
    snprintf(want, sizeof want, "%s (%s)", label, basis);
    Interval w = wilson_interval(wins, 10000, Z95);
    char rate[128];
    snprintf(rate, sizeof rate, "%.2f%% [%.2f%%, %.2f%%]", wins / 100.0, 100 * w.lo, 100 * w.hi);
    for (int r = 1; r <= t->rows; r++) {
        assert_string_equal(table_cell(t, r, 4), want);
        assert_string_equal(table_cell(t, r, 2), rate);
    }
    /* the findings name it too */
    snprintf(want, sizeof want, "At %s, %s (", label, basis);
    assert_non_null(para_with(&doc, want));
    snprintf(want, sizeof want, "(%s)", basis);
    assert_non_null(item_with(&doc, want)); /* the verdict sentences */
    doc_free(&doc);
    /* What the test stands on: the headline's shortfalls' intervals overlap. */
    const RdShortfall *s = d->pair[pair].skill;
    assert_false(s[0].hi < s[1].lo || s[1].hi < s[0].lo);
}

static void test_headline_skips_a_skill_gap(void **state)
{
    (void)state;
    ReportData d;
    skill_data(&d);
    char err[512];
    assert_int_equal(skill_basis_load(&d, NULL, err, sizeof err), 0);
    assert_int_equal(d.skill_source, SKILL_FITTED);
    /* By hand: B and Y are ln 4 natural units (240.8 Elo) below their sides'
     * best; the prior's one virtual game a pair moves that by < 1 Elo. */
    double step = ELO_PER_NATURAL * log(4.0);
    assert_float_equal(d.pair[PAIR_BY].skill[0].value, step, 1.0);
    assert_float_equal(d.pair[PAIR_BY].skill[1].value, step, 1.0);
    assert_float_equal(d.pair[PAIR_AY].skill[0].value, 0, 0);
    assert_float_equal(d.pair[PAIR_BX].skill[1].value, 0, 0);
    assert_int_equal(skill_standing(&d, PAIR_BY), STANDING_MATCHED);
    assert_int_equal(skill_standing(&d, PAIR_AY), STANDING_GAP);
    assert_int_equal(skill_standing(&d, PAIR_BX), STANDING_GAP);
    int order[3];
    assert_int_equal(skill_order(&d, order), 1);
    assert_int_equal(order[0], PAIR_BY);
    /* Beginner only: T-Men is played by the gap pair alone, and gets no row. */
    check_headline(&d, PAIR_BY, "matched pair by ratings fitted from this database's cells", 5000, 1);
    char text[256];
    skill_standing_text(&d, PAIR_AY, text, sizeof text);
    assert_string_equal(text, "skill gap: the Detective nearer its best");
    skill_standing_text(&d, PAIR_BX, text, sizeof text);
    assert_string_equal(text, "skill gap: the Murderer nearer its best");

    /* Without a basis (one Murderer: the fit has nothing to compare it
     * with) only a mirror pair headlines, and none is called the strongest. */
    d.n_pairs = 2;
    d.n_cells = 2;
    snprintf(d.pair[PAIR_BY].detective, RD_TEXT_MAX, "%s", mur_y);
    assert_int_equal(skill_basis_load(&d, NULL, err, sizeof err), 0);
    assert_int_equal(d.skill_source, SKILL_NONE);
    assert_int_equal(skill_order(&d, order), 1);
    assert_int_equal(order[0], PAIR_BY);
    check_headline(&d, PAIR_BY, "heuristic pair, no skill basis", 5000, 1);
    report_data_free(&d);
}

/* Run sql on the database at path (created when missing). */
static void sql_run(const char *path, const char *sql)
{
    sqlite3 *db = NULL;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    char *msg = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK)
        fail_msg("%s: %s", path, msg);
    sqlite3_close(db);
}

/* A row of `table` per policy A, B, X, Y: its side, its SPEC, then rest[i]. */
static void insert_policies(const char *path, const char *table, const char *const rest[4])
{
    const char *side[4] = {"detective", "detective", "murderer", "murderer"}, *spec[4] = {det_a, det_b, mur_x, mur_y};
    for (int i = 0; i < 4; i++) {
        char sql[512];
        snprintf(sql, sizeof sql, "INSERT INTO %s VALUES ('%s', '%s', %s);", table, side[i], spec[i], rest[i]);
        sql_run(path, sql);
    }
}

/* A --skill database with the columns of docs/ladder.md and
 * docs/equilibrium.md the basis reads: a ladder's ratings, then an
 * equilibrium too, which comes first. */
static void test_basis_from_a_skill_database(void **state)
{
    (void)state;
    char path[] = "/tmp/noirlab-skill-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    char err[1024];
    ReportData d;
    skill_data(&d);
    /* Neither table: refused, naming the file. */
    sql_run(path, "CREATE TABLE runs (id INTEGER);");
    assert_int_equal(skill_basis_load(&d, path, err, sizeof err), -1);
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "holds neither an equilibrium nor ladder ratings"));
    /* A ladder: B 100 Elo below A, Y 90 below X, each +/- 1.96 sqrt(2) 10:
     * B vs Y matched, A vs Y and B vs X gaps. */
    sql_run(path, "CREATE TABLE ladder_ratings (side TEXT, policy TEXT, rank INTEGER, rating REAL, rating_lo REAL,"
                  " rating_hi REAL, std_error REAL, games INTEGER, wins INTEGER);");
    insert_policies(path, "ladder_ratings",
                    (const char *const[]){"1, 200, 180, 220, 10, 20000, 13000", "2, 100, 80, 120, 10, 20000, 7000",
                                          "1, 150, 130, 170, 10, 20000, 12000", "2, 60, 40, 80, 10, 20000, 8000"});
    assert_int_equal(skill_basis_load(&d, path, err, sizeof err), 0);
    assert_int_equal(d.skill_source, SKILL_LADDER);
    assert_float_equal(d.pair[PAIR_BY].skill[0].value, 100, 1e-9);
    assert_float_equal(d.pair[PAIR_BY].skill[0].hi, 100 + Z95 * sqrt(200.0), 1e-9);
    char basis[1200];
    snprintf(basis, sizeof basis, "matched pair by the ladder ratings of %s", path);
    check_headline(&d, PAIR_BY, basis, 5000, 1);
    /* An equilibrium whose pair is A vs Y: it headlines, T-Men and all; B
     * vs X, both 0.1 short of their best, is matched too. */
    sql_run(path, "CREATE TABLE equilibrium (value REAL, value_lo REAL, value_hi REAL);"
                  "INSERT INTO equilibrium VALUES (0.8, 0.77, 0.83);"
                  "CREATE TABLE equilibrium_policies (side TEXT, policy TEXT, weight REAL, payoff REAL, regret REAL,"
                  " regret_lo REAL, regret_hi REAL, paired_lo REAL, paired_hi REAL, best_response INTEGER);");
    insert_policies(path, "equilibrium_policies",
                    (const char *const[]){"0.6, 0.8, 0, 0, 0, NULL, NULL, 1", "0.4, 0.7, 0.1, 0.07, 0.13, NULL, NULL, 0",
                                          "0, 0.9, 0.1, 0.07, 0.13, NULL, NULL, 0", "1, 0.8, 0, 0, 0, NULL, NULL, 1"});
    assert_int_equal(skill_basis_load(&d, path, err, sizeof err), 0);
    assert_int_equal(d.skill_source, SKILL_EQUILIBRIUM);
    assert_int_equal(skill_standing(&d, PAIR_BY), STANDING_GAP);
    assert_int_equal(skill_standing(&d, PAIR_BX), STANDING_MATCHED);
    int order[3];
    assert_int_equal(skill_order(&d, order), 2);
    assert_int_equal(order[0], PAIR_AY);
    assert_int_equal(order[1], PAIR_BX);
    snprintf(basis, sizeof basis, "at the equilibrium of %s", path);
    check_headline(&d, PAIR_AY, basis, 8000, 2);
    char text[256];
    skill_standing_text(&d, PAIR_AY, text, sizeof text);
    assert_string_equal(text, "the equilibrium pair");
    report_data_free(&d);
    unlink(path);
}

/* ---------------------------------------------------------------------------
 * advice.ini holds the cells of the claims, and only those
 * ------------------------------------------------------------------------- */

/* Mark the cells of the campaign that have the term's setup (one per skill
 * level); returns how many. */
static int campaign_cells(const Campaign *c, const Term *t, int *used)
{
    int64_t want = 0;
    for (const char *p = t->motives; *p;) {
        size_t n = strcspn(p, ",");
        int m = 0;
        const Catalog *cat = c->data;
        while (m < MOTIVES && (strlen(cat->motive_name[m]) != n || strncmp(cat->motive_name[m], p, n) != 0))
            m++;
        assert_true(m < MOTIVES);
        want |= (int64_t)1 << m;
        p += n + (p[n] == ',');
    }
    int found = 0;
    for (int i = 0; i < c->n_cells; i++) {
        char sw[128];
        const ItkParams *k = itk_cell_params(c, i);
        itk_switches_format(k->sw, sw, sizeof sw);
        if (strcmp(k->layout->key, t->scenario) == 0 && (int64_t)k->motives == want &&
            strcmp(sw, t->switches) == 0) {
            used[i] = 1;
            found++;
        }
    }
    return found;
}

static void test_advice_campaign_has_every_cell(void **state)
{
    (void)state;
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    if (campaign_load(&c, &test_catalog, "scenarios/campaigns/advice.ini", NULL, err, sizeof err))
        fail_msg("%s", err);
    assert_true(c.games >= 10000);
    int used[64] = {0}, levels[2] = {0, 0};
    assert_true(c.n_cells <= 64);
    for (int i = 0; i < itk_advice_claim_count; i++) {
        const Measure *m[2] = {&itk_advice_claims[i].x, &itk_advice_claims[i].y};
        for (int k = 0; k < 2; k++)
            for (int j = 0; j < MEASURE_TERMS && (m[k]->term[j].a || m[k]->term[j].motives); j++) {
                if (!m[k]->term[j].scenario)
                    continue; /* pooled over whatever cells hold the motive */
                if (campaign_cells(&c, &m[k]->term[j], used) != 2)
                    fail_msg("%s: not two cells (levels) %s / %s / %s in advice.ini", itk_advice_claims[i].id, m[k]->term[j].scenario,
                             m[k]->term[j].motives, m[k]->term[j].switches);
            }
    }
    for (int i = 0; i < c.n_cells; i++) {
        char text[512];
        cell_describe(&c, i, text, sizeof text);
        if (!used[i])
            fail_msg("advice.ini cell %d (%s) is read by no claim", i, text);
        /* the two skill levels: the heuristic pair and the ladder's strongest */
        const char *det = c.spec[c.cell[i].detective];
        assert_true(strcmp(det, "heuristic") == 0 || strcmp(det, "heuristic:silenced=0.001") == 0);
        assert_string_equal(c.spec[c.cell[i].murderer], "heuristic");
        levels[strcmp(det, "heuristic") == 0]++;
    }
    assert_int_equal(levels[0], c.n_cells / 2);
    assert_int_equal(levels[1], c.n_cells / 2);
    campaign_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_interval_above_the_value),
        cmocka_unit_test(test_interval_below_the_value),
        cmocka_unit_test(test_interval_holding_the_value_is_inconclusive),
        cmocka_unit_test(test_pair_confusion_against_a_neutral_motive),
        cmocka_unit_test(test_win_rates_of_a_motive_against_the_others),
        cmocka_unit_test(test_surveillance_ban_cells),
        cmocka_unit_test(test_an_unrelated_database_has_no_advice_section),
        cmocka_unit_test(test_holm_worked_example),
        cmocka_unit_test(test_p_value_inverts_the_interval),
        cmocka_unit_test(test_a_verdict_that_flips_between_levels_is_flagged),
        cmocka_unit_test(test_random_players_give_no_verdict),
        cmocka_unit_test(test_scenario_rule_effects_at_a_glance),
        cmocka_unit_test(test_verdict_rows_per_scenario_and_set),
        cmocka_unit_test(test_headline_skips_a_skill_gap),
        cmocka_unit_test(test_basis_from_a_skill_database),
        cmocka_unit_test(test_advice_campaign_has_every_cell),
    };
    return cmocka_run_group_tests(tests, test_catalog_load, NULL);
}
