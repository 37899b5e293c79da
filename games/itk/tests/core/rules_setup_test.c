/*
 * rules_setup_test — the deal (R12, R15) with the layouts of scenarios/ and
 * with small crafted decks and layouts, and what each side may see (R14).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/core/doa.h"
#include "games/itk/tests/core/rules_fixture.h"

#define CITY "games/itk/tests/records/rules/city.rec"

enum { ALL_GROUPS = (1 << GROUPS) - 1 };

#define M(m) ((MotiveSet)(1u << (m)))

static const Switches standard = {0, 0, 0, 0};

static void deal(Setup *s, const Deck *deck, const Layout *l, MotiveSet motives, Switches sw, uint64_t seed)
{
    Pcg32 rng;
    pcg32_seed(&rng, seed, 0);
    assert_int_equal(itk_deal_random(s, deck, l, motives, sw, &rng), 0);
}

static const Layout *layout(const char *key)
{
    const Layout *l = itk_catalog_layout(fx_catalog(), key);
    assert_non_null(l);
    return l;
}

/* A deck of the named cards of civilians.csv. */
static Deck deck_of(const char *const *names, int n)
{
    Deck d = {0};
    for (int i = 0; i < n; i++) {
        int k = itk_catalog_card(fx_catalog(), names[i]);
        assert_true(k >= 0);
        d.card[d.n++] = fx_catalog()->deck.card[k];
    }
    return d;
}

/* A layout without buildings or draw rules, the beginner counts per block. */
static Layout plain_layout(void)
{
    static const uint8_t counts[CITY_BLOCKS] = {2, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 2};
    Layout l;
    memset(&l, 0, sizeof l);
    memcpy(l.count, counts, sizeof counts);
    memset(l.quota, -1, sizeof l.quota);
    l.required_card = -1;
    return l;
}

static unsigned groups_of(const Setup *s)
{
    unsigned groups = 0;
    for (int i = 0; i < CIVILIANS; i++)
        groups |= 1u << s->card[i].group;
    return groups;
}

/* The 20 civilians of games/itk/tests/records/rules/four_groups.rec: Criminals, Labor,
 * Immigrants, and two of Government. */
static const char *const four_groups[] = {
    "Bartender", "Fence", "Informant", "Bouncer", "Gangster", "Mafia Don",
    "Bus Driver", "Waitress", "Riveter", "Librarian", "Ice Cream Man", "Fireman",
    "Musician", "Nun", "Psychic", "Professor", "Navy Sailor", "Cabin Crew",
    "Secret Agent", "Mayor",
};

/* ---- R12 setup ---------------------------------------------------------------------- */

/* R12: 20 different civilians, dealt in block index order by the layout's
 * counts; murderer and Person of Interest two different civilians; the motive
 * from the set, each about equally often; 3 different tokens drawn; the
 * supporters left to the Murderer; the layout's buildings. */
static void test_r12_twenty_civilians_dealt_in_block_order(void **state)
{
    (void)state;
    const Layout *l = layout("beginner");
    const int deals = 600;
    int motive_count[MOTIVES] = {0};
    for (int seed = 0; seed < deals; seed++) {
        Setup s;
        deal(&s, &fx_catalog()->deck, l, l->logic_motives, standard, (uint64_t)seed);
        int per_block[CITY_BLOCKS] = {0};
        for (int i = 0; i < CIVILIANS; i++) {
            per_block[s.block[i]]++;
            if (i > 0)
                assert_true(s.block[i - 1] <= s.block[i]);
            for (int j = 0; j < i; j++)
                assert_string_not_equal(s.card[i].name, s.card[j].name);
        }
        for (int b = 0; b < CITY_BLOCKS; b++)
            assert_int_equal(per_block[b], l->count[b]);
        assert_true(s.murderer < CIVILIANS);
        assert_true(s.poi < CIVILIANS);
        assert_int_not_equal(s.poi, s.murderer);
        assert_true(l->logic_motives & M(s.motive));
        motive_count[s.motive]++;
        assert_true(s.drawn[0] < GROUPS && s.drawn[1] < GROUPS && s.drawn[2] < GROUPS);
        assert_int_equal(bits_count(1u << s.drawn[0] | 1u << s.drawn[1] | 1u << s.drawn[2]), DRAWN_TOKENS);
        assert_int_equal(s.supporters, NO_GROUP);
        assert_memory_equal(s.building, l->building, sizeof s.building);
    }
    for (int m = 0; m < MOTIVES; m++)
        if (l->logic_motives & M(m))
            assert_in_range(motive_count[m], deals / 6 - 40, deals / 6 + 40);
}

/* R12: the Murderer chooses the supporters among the 3 drawn tokens; the
 * stack is the other 6; then the Detective chooses any start block. */
static void test_r12_supporters_among_the_drawn_the_stack_is_the_other_six(void **state)
{
    (void)state;
    const Layout *l = layout("beginner");
    Setup s;
    Game g;
    deal(&s, &fx_catalog()->deck, l, l->logic_motives, standard, 7);
    assert_int_equal(itk_game_init(&g, &s), 0);
    assert_int_equal(g.phase, PH_SUPPORTERS);
    assert_int_equal(itk_game_to_move(&g), SIDE_MURDERER);
    unsigned drawn = 1u << s.drawn[0] | 1u << s.drawn[1] | 1u << s.drawn[2];
    assert_int_equal(g.stack, ALL_GROUPS & ~drawn);
    ActionList legal;
    itk_game_legal(&g, &legal);
    assert_int_equal(legal.n, DRAWN_TOKENS);
    unsigned offered = 0;
    for (int i = 0; i < legal.n; i++) {
        assert_int_equal(action_kind(legal.a[i]), ACT_SUPPORTERS);
        offered |= 1u << action_a(legal.a[i]);
        if (i > 0)
            assert_true(legal.a[i - 1] < legal.a[i]);
    }
    assert_int_equal(offered, drawn);

    int chosen = action_a(legal.a[1]);
    itk_game_apply(&g, legal.a[1]);
    assert_int_equal(g.supporters, chosen);
    assert_int_equal(g.liars, g.group[chosen] | 1u << s.murderer | 1u << s.poi); /* R7 */
    assert_int_equal(g.phase, PH_START);
    itk_game_legal(&g, &legal);
    assert_int_equal(legal.n, CITY_BLOCKS);
    assert_int_equal(legal.a[15], ACTION(ACT_START, 15, 0));
}

/* R12: the Person of Interest is a switch, on by default, forced on when the
 * Cultist is in the motive set. */
static void test_r12_person_of_interest_switch(void **state)
{
    (void)state;
    const Layout *l = layout("beginner");
    Switches no_poi = standard;
    no_poi.no_poi = 1;
    MotiveSet with_cultist = (MotiveSet)(l->logic_motives | M(MOTIVE_CULTIST));
    for (int seed = 0; seed < 50; seed++) {
        Setup s;
        deal(&s, &fx_catalog()->deck, l, l->logic_motives, no_poi, (uint64_t)seed);
        assert_int_equal(s.poi, NOBODY);
        deal(&s, &fx_catalog()->deck, l, with_cultist, no_poi, (uint64_t)seed);
        assert_true(s.poi < CIVILIANS);
        assert_int_not_equal(s.poi, s.murderer);
    }
}

/* R12: the beginner option "at least k groups" redraws the 20 until they
 * span k groups.  A deck of 4 whole groups plus one card of two more: 20 of
 * its 26 cards often miss one of the two. */
static void test_r12_min_groups_switch(void **state)
{
    (void)state;
    const char *names[26];
    memcpy(names, four_groups, 18 * sizeof names[0]); /* Criminals, Labor, Immigrants */
    const char *more[] = {"Secret Agent", "Mayor", "Congressman", "Secretary", "Ambassador", "Lobbyist",
                          "Nurse", "Paperboy"}; /* all of Government, one Medicine, one Press */
    memcpy(names + 18, more, sizeof more);
    Deck deck = deck_of(names, 26);
    Layout l = plain_layout();
    Switches six = standard, seven = standard;
    six.min_groups = 6;
    seven.min_groups = 7;
    int short_of_six = 0;
    for (int seed = 0; seed < 100; seed++) {
        Setup s;
        deal(&s, &deck, &l, M(MOTIVE_SADIST), standard, (uint64_t)seed);
        short_of_six += bits_count(groups_of(&s)) < 6;
        deal(&s, &deck, &l, M(MOTIVE_SADIST), six, (uint64_t)seed);
        assert_int_equal(bits_count(groups_of(&s)), 6);
    }
    assert_true(short_of_six > 10);
    Setup s;
    Pcg32 rng;
    pcg32_seed(&rng, 1, 0);
    assert_int_equal(itk_deal_random(&s, &deck, &l, M(MOTIVE_SADIST), seven, &rng), -1); /* only 6 in the deck */
}

/* R12: "A deal in which the chosen motive cannot be completed at all is
 * redrawn": from 20 civilians of 4 groups a Terrorist (5 groups) never comes
 * out; with the Terrorist alone the deal fails. */
static void test_r12_an_impossible_motive_is_redrawn(void **state)
{
    (void)state;
    Deck deck = deck_of(four_groups, CIVILIANS);
    Layout l = plain_layout();
    for (int seed = 0; seed < 100; seed++) {
        Setup s;
        deal(&s, &deck, &l, M(MOTIVE_TERRORIST) | M(MOTIVE_SADIST), standard, (uint64_t)seed);
        assert_int_equal(s.motive, MOTIVE_SADIST);
    }
    Setup s;
    Pcg32 rng;
    pcg32_seed(&rng, 1, 0);
    assert_int_equal(itk_deal_random(&s, &deck, &l, M(MOTIVE_TERRORIST), standard, &rng), -1);
}

/* ---- the deal's own checks ------------------------------------------------------------ */

static int try_deal_with(const Deck *deck, const Layout *l, MotiveSet motives, Switches sw)
{
    Setup s;
    Pcg32 rng;
    pcg32_seed(&rng, 7, 0);
    return itk_deal_random(&s, deck, l, motives, sw, &rng);
}

/* The deal starts its game without itk_game_init's check of the setup, so it
 * refuses itself what that check would: a block over capacity, a scenario
 * rule that is not simulated, D.O.A.'s rule (R19) without the Benefactor
 * among the 20, a card of no group. */
static void test_the_deal_refuses_an_unplayable_setup(void **state)
{
    (void)state;
    Deck deck = deck_of(four_groups, CIVILIANS);
    MotiveSet sadist = M(MOTIVE_SADIST);
    Layout l = plain_layout();
    assert_int_equal(try_deal_with(&deck, &l, sadist, standard), 0);

    Layout crowded = plain_layout();
    crowded.count[0] = BLOCK_CAPACITY + 1; /* blocks 0-2 held 2 + 1 + 1: still 20 in all */
    crowded.count[1] = 0;
    crowded.count[2] = 0;
    assert_int_equal(try_deal_with(&deck, &crowded, sadist, standard), -1);

    Layout unknown_rule = plain_layout();
    unknown_rule.rules = 1u << SCENARIO_RULES;
    assert_int_equal(try_deal_with(&deck, &unknown_rule, sadist, standard), -1);
    Switches no_rules = standard;
    no_rules.no_scenario_rules = 1; /* REFERENCE §7: the layout's rules not played */
    assert_int_equal(try_deal_with(&deck, &unknown_rule, sadist, no_rules), 0);

    Layout doa = plain_layout();
    doa.rules = RULE_DOA; /* four_groups has no Benefactor */
    assert_int_equal(try_deal_with(&deck, &doa, sadist, standard), -1);

    Deck no_group = deck;
    no_group.card[5].group = GROUPS;
    assert_int_equal(try_deal_with(&no_group, &l, sadist, standard), -1);
}

/* The game the deal starts is the one itk_game_init starts from its setup;
 * the same when no setup is asked for, and when every game is dealt from one
 * plan (the random games' loop), with the generator left in the same state. */
static void test_the_dealt_game_is_its_setups_game(void **state)
{
    (void)state;
    static const char *const keys[] = {"beginner", "doa", "t-men", "touch-of-evil", "the-street-with-no-name",
                                        "split-second"};
    const Deck *deck = &fx_catalog()->deck;
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        const Layout *l = itk_catalog_layout(fx_catalog(), keys[i]);
        if (!l)
            fail_msg("no layout %s", keys[i]);
        DealPlan plan;
        assert_int_equal(itk_deal_plan(&plan, deck, l, l->logic_motives, standard), 0);
        for (int seed = 0; seed < 200; seed++) {
            Pcg32 with, without, planned;
            pcg32_seed(&with, (uint64_t)seed, 0);
            pcg32_seed(&without, (uint64_t)seed, 0);
            pcg32_seed(&planned, (uint64_t)seed, 0);
            Setup s, s_planned;
            Game dealt, bare, from_plan, started;
            assert_int_equal(itk_deal_game(&dealt, &s, deck, l, l->logic_motives, standard, &with), 0);
            assert_int_equal(itk_deal_game(&bare, NULL, deck, l, l->logic_motives, standard, &without), 0);
            assert_int_equal(itk_deal_planned(&plan, &from_plan, &s_planned, &planned), 0);
            assert_int_equal(itk_game_init(&started, &s), 0);
            assert_memory_equal(&dealt, &started, offsetof(Game, obs)); /* obs[] is empty: n_obs = 0 */
            assert_memory_equal(&bare, &started, offsetof(Game, obs));
            assert_memory_equal(&from_plan, &started, offsetof(Game, obs));
            assert_memory_equal(&s_planned, &s, offsetof(Setup, supporters) + 1); /* not the padding after it */
            uint32_t next = pcg32_next(&with);
            assert_int_equal(pcg32_next(&without), next);
            assert_int_equal(pcg32_next(&planned), next);
        }
    }
}

/* ---- R15 The Street with No Name -------------------------------------------------------- */

/* R15: 6 Criminals and 2 from each of 7 of the other 8 groups: one group is
 * left out, drawn at random (every one of the 8 is left out in some deal). */
/* R19 and REFERENCE §7: D.O.A. dealt with its rules and without them from the
 * same seed.  With the rule the murderer is never the Benefactor; the two
 * deals are the same (cards, murderer, Person of Interest, motive, tokens)
 * except where R19 acts, when the murderer without the rule is the
 * Benefactor: about one deal in 20, not the third of the deals that a
 * different draw would change. */
static void test_r19_doa_rule_on_and_off_share_deals(void **state)
{
    (void)state;
    const Layout *l = layout("doa");
    Switches off = standard;
    off.no_scenario_rules = 1;
    int differ = 0, deals = 2000;
    for (int seed = 0; seed < deals; seed++) {
        Setup on_deal, off_deal;
        deal(&on_deal, &fx_catalog()->deck, l, l->logic_motives, standard, (uint64_t)seed);
        deal(&off_deal, &fx_catalog()->deck, l, l->logic_motives, off, (uint64_t)seed);
        int benefactor = itk_doa_find_benefactor(on_deal.card);
        assert_int_not_equal(benefactor, NOBODY);
        assert_int_not_equal(on_deal.murderer, benefactor);
        assert_memory_equal(on_deal.card, off_deal.card, sizeof on_deal.card);
        if (on_deal.murderer != off_deal.murderer) {
            assert_int_equal(off_deal.murderer, benefactor); /* only where R19 acts */
            differ++;
            continue;
        }
        assert_int_equal(on_deal.poi, off_deal.poi);
        assert_int_equal(on_deal.motive, off_deal.motive);
        assert_memory_equal(on_deal.drawn, off_deal.drawn, sizeof on_deal.drawn);
    }
    /* 1/20 of 2000 is 100; 60..140 holds it at many standard errors. */
    assert_in_range(differ, 60, 140);
}

static void test_r15_street_with_no_name_leaves_one_group_out(void **state)
{
    (void)state;
    const Layout *l = layout("the-street-with-no-name");
    int criminals = fx_group("Criminals");
    unsigned left_out_seen = 0;
    for (int seed = 0; seed < 300; seed++) {
        Setup s;
        int per_group[GROUPS] = {0};
        deal(&s, &fx_catalog()->deck, l, l->logic_motives, standard, (uint64_t)seed);
        for (int i = 0; i < CIVILIANS; i++)
            per_group[s.card[i].group]++;
        int left_out = -1;
        for (int k = 0; k < GROUPS; k++) {
            if (k == criminals)
                assert_int_equal(per_group[k], 6);
            else if (per_group[k] == 0 && left_out < 0)
                left_out = k;
            else
                assert_int_equal(per_group[k], 2);
        }
        assert_true(left_out >= 0);
        left_out_seen |= 1u << left_out;
    }
    assert_int_equal(left_out_seen, ALL_GROUPS & ~(1u << criminals));
}

/* ---- R14 information ---------------------------------------------------------------------- */

/* R14: the Murderer's view is the whole game. */
static void test_r14_the_murderers_view_is_the_game(void **state)
{
    (void)state;
    Game g, view;
    fx_game(&g, CITY, "D start 0\nM intimidate Actress\nM intimidate Nurse\nM murder \"Cat Lady\"\nD move 6\n"
                      "D question\nD ask Dispatcher male\nM answer yes");
    itk_game_view(&g, SIDE_MURDERER, &view);
    assert_memory_equal(&view, &g, sizeof g);
}

/* R14: the Detective's view blanks the murderer, the Person of Interest, the
 * motive, the supporters, the drawn tokens and the liars, and nothing else. */
static void test_r14_the_detectives_view_blanks_the_hidden_identities(void **state)
{
    (void)state;
    Game g, view, expected;
    fx_game(&g, CITY, "D start 0\nM intimidate Actress\nM intimidate Nurse\nM murder \"Cat Lady\"\nD move 6\n"
                      "D question\nD ask Dispatcher male\nM answer yes");
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    assert_int_equal(view.murderer, NOBODY);
    assert_int_equal(view.poi, NOBODY);
    assert_false(view.motive < MOTIVES);
    assert_int_equal(view.supporters, NO_GROUP);
    for (int i = 0; i < DRAWN_TOKENS; i++)
        assert_int_equal(view.drawn[i], NO_GROUP);
    assert_int_equal(view.liars, 0);
    uint16_t unseen = g.stack; /* the face-down stack shows as stack + the Murderer's three */
    for (int i = 0; i < DRAWN_TOKENS; i++)
        unseen |= (uint16_t)(1u << g.drawn[i]);
    assert_int_equal(view.stack, unseen);

    expected = g;
    expected.stack = view.stack;
    expected.murderer = view.murderer;
    expected.poi = view.poi;
    expected.motive = view.motive;
    expected.supporters = view.supporters;
    memcpy(expected.drawn, view.drawn, sizeof expected.drawn);
    expected.liars = view.liars;
    assert_memory_equal(&view, &expected, sizeof view);
}

/* Two positions are the same: every field before the public record, and the
 * observations logged (the record's unused entries are not part of the game). */
static void assert_same_position(const Game *a, const Game *b)
{
    assert_int_equal(a->stack, b->stack); /* named first: the field the face-down stack is about */
    assert_memory_equal(a, b, offsetof(Game, obs));
    assert_memory_equal(a->obs, b->obs, sizeof a->obs[0] * a->n_obs);
}

/* The Detective's views of city.rec and of the same record with `edits`
 * (hidden identities changed), after the same public events. */
static void assert_same_detective_view(const char *edits, const char *events)
{
    char both[1024];
    Game a, b, va, vb;
    fx_game(&a, CITY, events);
    snprintf(both, sizeof both, "%s\n%s", edits, events);
    fx_game(&b, CITY, both);
    itk_game_view(&a, SIDE_DETECTIVE, &va);
    itk_game_view(&b, SIDE_DETECTIVE, &vb);
    assert_same_position(&va, &vb);
}

/* R14: another murderer, Person of Interest, motive and supporters, with the
 * same public play, look the same to the Detective. */
static void test_r14_the_detectives_view_does_not_depend_on_hidden_identities(void **state)
{
    (void)state;
    assert_same_detective_view("murderer: Secret Agent\npoi: Veteran\nmotive: Cutthroat\nsupporters: Labor",
                               "D start 0\nM intimidate Actress\nM intimidate Nurse\nM murder Pharmacist");
}

/*
 * R14 and setup step 10: the stack lies face down, so the Detective learns its
 * tokens only as they are drawn (OBS_DRAW).  Two games that differ only in the
 * Murderer's drawn tokens must look the same to the Detective (the view shows
 * the stack together with the drawn three).
 */
static void test_r14_the_stack_does_not_reveal_the_drawn_tokens(void **state)
{
    (void)state;
    assert_same_detective_view("drawn: Authority, Press, Medicine", "D start 0");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r12_twenty_civilians_dealt_in_block_order),
        cmocka_unit_test(test_r12_supporters_among_the_drawn_the_stack_is_the_other_six),
        cmocka_unit_test(test_r12_person_of_interest_switch),
        cmocka_unit_test(test_r12_min_groups_switch),
        cmocka_unit_test(test_r12_an_impossible_motive_is_redrawn),
        cmocka_unit_test(test_the_deal_refuses_an_unplayable_setup),
        cmocka_unit_test(test_the_dealt_game_is_its_setups_game),
        cmocka_unit_test(test_r15_street_with_no_name_leaves_one_group_out),
        cmocka_unit_test(test_r19_doa_rule_on_and_off_share_deals),
        cmocka_unit_test(test_r14_the_murderers_view_is_the_game),
        cmocka_unit_test(test_r14_the_detectives_view_blanks_the_hidden_identities),
        cmocka_unit_test(test_r14_the_detectives_view_does_not_depend_on_hidden_identities),
        cmocka_unit_test(test_r14_the_stack_does_not_reveal_the_drawn_tokens),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
