/*
 * report_advice_test — the rulebook's advice as claims (analysis/advice.h):
 * the verdict rule on synthetic intervals, the measures and verdicts on a
 * synthetic database in memory, and scenarios/campaigns/advice.ini holding
 * exactly the cells the claims read.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "analysis/advice.h"
#include "runner/campaign.h"
#include "test_catalog.h"

/* ---------------------------------------------------------------------------
 * The verdict rule
 * ------------------------------------------------------------------------- */

static void test_interval_above_the_value(void **state)
{
    (void)state;
    Interval above = {0.004, 0.031};
    assert_int_equal(advice_verdict(CLAIM_ABOVE, 0.0, above), VERDICT_SUPPORTED);
    assert_int_equal(advice_verdict(CLAIM_BELOW, 0.0, above), VERDICT_NOT_SUPPORTED);
}

static void test_interval_below_the_value(void **state)
{
    (void)state;
    Interval below = {-0.12, -0.05};
    assert_int_equal(advice_verdict(CLAIM_BELOW, 0.0, below), VERDICT_SUPPORTED);
    assert_int_equal(advice_verdict(CLAIM_ABOVE, 0.0, below), VERDICT_NOT_SUPPORTED);
}

static void test_interval_holding_the_value_is_inconclusive(void **state)
{
    (void)state;
    Interval across = {-0.01, 0.02}, touching = {0.0, 0.02};
    assert_int_equal(advice_verdict(CLAIM_ABOVE, 0.0, across), VERDICT_INCONCLUSIVE);
    assert_int_equal(advice_verdict(CLAIM_BELOW, 0.0, across), VERDICT_INCONCLUSIVE);
    /* an interval that reaches the value does not exclude it */
    assert_int_equal(advice_verdict(CLAIM_ABOVE, 0.0, touching), VERDICT_INCONCLUSIVE);
    /* the comparison value need not be 0 */
    assert_int_equal(advice_verdict(CLAIM_ABOVE, 0.03, across), VERDICT_NOT_SUPPORTED);
    assert_int_equal(advice_verdict(CLAIM_BELOW, -0.02, across), VERDICT_NOT_SUPPORTED);
    assert_string_equal(verdict_name(VERDICT_INCONCLUSIVE), "inconclusive");
    assert_string_equal(verdict_name(VERDICT_NOT_MEASURED), "not measured");
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
    for (int i = 0; i < advice_claim_count; i++)
        if (strcmp(advice_claims[i].id, id) == 0)
            return &advice_claims[i];
    fail_msg("no claim %s", id);
    return NULL;
}

static const ClaimResult *result(const ClaimResult *r, const char *id)
{
    return &r[claim(id) - advice_claims];
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
    assert_true(advice_claim_count <= 64);
    advice_evaluate(&d, 0, 100, r);
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
    assert_true(advice_applies(&d, 0));

    /* With the other pair only the Psychopath-Cannibal cell exists. */
    advice_evaluate(&d, 1, 100, r);
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
    advice_evaluate(&d, 0, 100, r);
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
    assert_int_equal(a9->verdict, VERDICT_INCONCLUSIVE);
    /* Spy: 100 games, all in cell b. */
    assert_int_equal(result(r, "A8")->x.games, 100);
    assert_int_equal(result(r, "A8")->x.wins, 25);
    /* min_games: with 101 required, the 100 Killer games are not enough. */
    advice_evaluate(&d, 0, 101, r);
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
    add_cell(&d, 0, "beginner", logic, "surveillance_ban=4", 10000)->wins = 3950;
    add_cell(&d, 0, "t-men", logic, "surveillance_ban=4", 10000)->wins = 0; /* another layout: not read */
    ClaimResult r[64];
    advice_evaluate(&d, 0, 100, r);
    const ClaimResult *a12 = result(r, "A12"), *a13 = result(r, "A13");
    assert_int_equal(a12->x.wins, 4000);
    assert_int_equal(a12->y.wins, 4700);
    assert_int_equal(a12->verdict, VERDICT_SUPPORTED);
    assert_int_equal(a13->x.wins, 3950);
    assert_int_equal(a13->x.games, 10000);
    assert_int_equal(a13->verdict, VERDICT_INCONCLUSIVE);
    report_data_free(&d);
}

static void test_an_unrelated_database_has_no_advice_section(void **state)
{
    (void)state;
    ReportData d;
    data_init(&d);
    add_cell(&d, 0, "t-men", "Spy,Cutthroat,Psychopath,Vigilante,Terrorist,Sadist", "standard", 6000);
    assert_false(advice_applies(&d, 0));
    ClaimResult r[64];
    advice_evaluate(&d, 0, 100, r);
    assert_int_equal(result(r, "A1")->verdict, VERDICT_NOT_MEASURED);
    report_data_free(&d);
}

/* ---------------------------------------------------------------------------
 * advice.ini holds the cells of the claims, and only those
 * ------------------------------------------------------------------------- */

static int campaign_cell(const Campaign *c, const Term *t)
{
    int64_t want = 0;
    for (const char *p = t->motives; *p;) {
        size_t n = strcspn(p, ",");
        int m = 0;
        while (m < MOTIVES && (strlen(c->cat->motive_name[m]) != n || strncmp(c->cat->motive_name[m], p, n) != 0))
            m++;
        assert_true(m < MOTIVES);
        want |= (int64_t)1 << m;
        p += n + (p[n] == ',');
    }
    for (int i = 0; i < c->n_cells; i++) {
        char sw[128];
        switches_format(c->cell[i].sw, sw, sizeof sw);
        if (strcmp(c->layout[c->cell[i].layout].key, t->scenario) == 0 && (int64_t)c->cell[i].motives == want &&
            strcmp(sw, t->switches) == 0)
            return i;
    }
    return -1;
}

static void test_advice_campaign_has_every_cell(void **state)
{
    (void)state;
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    if (campaign_load(&c, &test_catalog, "scenarios/campaigns/advice.ini", NULL, err, sizeof err))
        fail_msg("%s", err);
    assert_true(c.games >= 10000);
    int used[64] = {0};
    assert_true(c.n_cells <= 64);
    for (int i = 0; i < advice_claim_count; i++) {
        const Measure *m[2] = {&advice_claims[i].x, &advice_claims[i].y};
        for (int k = 0; k < 2; k++)
            for (int j = 0; j < MEASURE_TERMS && (m[k]->term[j].a || m[k]->term[j].motives); j++) {
                if (!m[k]->term[j].scenario)
                    continue; /* pooled over whatever cells hold the motive */
                int cell = campaign_cell(&c, &m[k]->term[j]);
                if (cell < 0)
                    fail_msg("%s: no cell %s / %s / %s in advice.ini", advice_claims[i].id, m[k]->term[j].scenario,
                             m[k]->term[j].motives, m[k]->term[j].switches);
                used[cell] = 1;
            }
    }
    for (int i = 0; i < c.n_cells; i++) {
        char text[512];
        cell_describe(&c, i, text, sizeof text);
        if (!used[i])
            fail_msg("advice.ini cell %d (%s) is read by no claim", i, text);
        assert_string_equal(c.spec[c.cell[i].detective], "heuristic");
        assert_string_equal(c.spec[c.cell[i].murderer], "heuristic");
    }
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
        cmocka_unit_test(test_advice_campaign_has_every_cell),
    };
    return cmocka_run_group_tests(tests, test_catalog_load, NULL);
}
