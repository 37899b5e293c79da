/*
 * plain_test — rule checks on the plain implementation (games/itk/plain) with
 * hand-built setups, independent of the core.  Each test cites the ruling
 * (REFERENCE.md §6) or motive text (§3) it checks.
 *
 * The deal used throughout: the first 20 rows of civilians.csv (Criminals,
 * Labor, Immigrants, two of Government) dealt in index order into the
 * beginner layout (2 civilians in each corner, 1 elsewhere):
 *
 *     block:  0:{0,1} 1:{2} 2:{3} 3:{4,5} 4:{6} 5:{7} 6:{8} 7:{9} 8:{10} 9:{11}
 *             10:{12} 11:{13} 12:{14,15} 13:{16} 14:{17} 15:{18,19}
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "games/itk/plain/plain.h"

enum { CRIMINALS, LABOR, IMMIGRANTS, GOVERNMENT, MEDICINE };

/* group, sex, age, build, height as in civilians.csv */
static const uint8_t test_cards[CIVILIANS][5] = {
    {CRIMINALS, SEX_FEMALE, AGE_40, BUILD_HEAVY, HEIGHT_MEDIUM},   /* 0 Bartender */
    {CRIMINALS, SEX_FEMALE, AGE_60, BUILD_MEDIUM, HEIGHT_TALL},    /* 1 Fence */
    {CRIMINALS, SEX_FEMALE, AGE_20, BUILD_THIN, HEIGHT_SHORT},     /* 2 Informant */
    {CRIMINALS, SEX_MALE, AGE_20, BUILD_HEAVY, HEIGHT_TALL},       /* 3 Bouncer */
    {CRIMINALS, SEX_MALE, AGE_40, BUILD_MEDIUM, HEIGHT_SHORT},     /* 4 Gangster */
    {CRIMINALS, SEX_MALE, AGE_60, BUILD_THIN, HEIGHT_MEDIUM},      /* 5 Mafia Don */
    {LABOR, SEX_MALE, AGE_60, BUILD_HEAVY, HEIGHT_SHORT},          /* 6 Bus Driver */
    {LABOR, SEX_FEMALE, AGE_40, BUILD_MEDIUM, HEIGHT_SHORT},       /* 7 Waitress */
    {LABOR, SEX_FEMALE, AGE_20, BUILD_HEAVY, HEIGHT_TALL},         /* 8 Riveter */
    {LABOR, SEX_FEMALE, AGE_60, BUILD_THIN, HEIGHT_MEDIUM},        /* 9 Librarian */
    {LABOR, SEX_MALE, AGE_20, BUILD_MEDIUM, HEIGHT_MEDIUM},        /* 10 Ice Cream Man */
    {LABOR, SEX_MALE, AGE_40, BUILD_THIN, HEIGHT_TALL},            /* 11 Fireman */
    {IMMIGRANTS, SEX_MALE, AGE_40, BUILD_HEAVY, HEIGHT_SHORT},     /* 12 Musician */
    {IMMIGRANTS, SEX_FEMALE, AGE_60, BUILD_HEAVY, HEIGHT_TALL},    /* 13 Nun */
    {IMMIGRANTS, SEX_FEMALE, AGE_20, BUILD_MEDIUM, HEIGHT_SHORT},  /* 14 Psychic */
    {IMMIGRANTS, SEX_MALE, AGE_60, BUILD_MEDIUM, HEIGHT_MEDIUM},   /* 15 Professor */
    {IMMIGRANTS, SEX_MALE, AGE_20, BUILD_THIN, HEIGHT_TALL},       /* 16 Navy Sailor */
    {IMMIGRANTS, SEX_FEMALE, AGE_40, BUILD_THIN, HEIGHT_MEDIUM},   /* 17 Cabin Crew */
    {GOVERNMENT, SEX_MALE, AGE_60, BUILD_HEAVY, HEIGHT_MEDIUM},    /* 18 Congressman */
    {GOVERNMENT, SEX_MALE, AGE_20, BUILD_MEDIUM, HEIGHT_TALL},     /* 19 Secret Agent */
};

static const uint8_t beginner_count[CITY_BLOCKS] = {2, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 2};

#define BIT(b) ((BlockSet)(1u << (b)))
#define FIRST_GAME_MOTIVES ((MotiveSet)0x3F) /* Maniac .. Terrorist */

/* The beginner deal above with the given hidden identities; supporters fixed
 * to Medicine (nobody in play), tokens Medicine, Authority, Outcasts drawn. */
static Setup make_setup(int murderer, int poi, int motive)
{
    Setup s = {0};
    int c = 0;
    for (int b = 0; b < CITY_BLOCKS; b++)
        for (int k = 0; k < beginner_count[b]; k++)
            s.block[c++] = (uint8_t)b;
    for (c = 0; c < CIVILIANS; c++) {
        s.card[c].group = test_cards[c][0];
        s.card[c].sex = test_cards[c][1];
        s.card[c].age = test_cards[c][2];
        s.card[c].build = test_cards[c][3];
        s.card[c].height = test_cards[c][4];
    }
    s.building[BUILDING_POLICE] = BIT(5) | BIT(14);
    s.building[BUILDING_DINER] = BIT(7) | BIT(9);
    s.building[BUILDING_HOSPITAL] = BIT(2) | BIT(11);
    s.building[BUILDING_FIRE] = BIT(0) | BIT(12);
    s.motives = (MotiveSet)(FIRST_GAME_MOTIVES | 1u << motive);
    s.murderer = (uint8_t)murderer;
    s.poi = (uint8_t)poi;
    s.motive = (uint8_t)motive;
    s.drawn[0] = MEDICINE;
    s.drawn[1] = MEDICINE + 1;
    s.drawn[2] = MEDICINE + 2;
    s.supporters = MEDICINE;
    return s;
}

static int is_legal(const PlainGame *g, Action x)
{
    ActionList l;
    itk_plain_legal(g, &l);
    for (int i = 0; i < l.n; i++)
        if (l.a[i] == x)
            return 1;
    return 0;
}

static void play(PlainGame *g, Action x)
{
    assert_true(is_legal(g, x));
    itk_plain_apply(g, x);
}

/* The civilians whose MURDER is legal now, as a bit set for easy comparison. */
static uint32_t murderable(const PlainGame *g)
{
    ActionList l;
    uint32_t set = 0;
    itk_plain_legal(g, &l);
    for (int i = 0; i < l.n; i++)
        if (action_kind(l.a[i]) == ACT_MURDER)
            set |= 1u << action_a(l.a[i]);
    return set;
}

/* Play the first legal flips until the murder decision. */
static void flip_to_murder(PlainGame *g)
{
    ActionList l;
    while (g->phase == PLAIN_INTIMIDATE) {
        itk_plain_legal(g, &l);
        itk_plain_apply(g, l.a[0]);
    }
    assert_int_equal(g->phase, PLAIN_MURDER);
}

/* From the investigation to the next murderer phase, moving nobody: END, then
 * the first draw / pick, and GROUP_DONE at once. */
static void pass_round(PlainGame *g)
{
    ActionList l;
    play(g, ACTION(ACT_END, 0, 0));
    while (g->phase == PLAIN_DRAW || g->phase == PLAIN_PICK_GROUP || g->phase == PLAIN_GROUP_MOVE) {
        itk_plain_legal(g, &l);
        itk_plain_apply(g, g->phase == PLAIN_GROUP_MOVE ? ACTION(ACT_GROUP_DONE, 0, 0) : l.a[0]);
    }
    flip_to_murder(g);
}

/* Take civilian c off the board as a victim without playing the round (for
 * positions deep into a game); c must be alone in its block. */
static void place_victim(PlainGame *g, int c)
{
    g->crime_scene[g->block[c]] = 1;
    g->last_crime = g->block[c];
    g->alive[c] = 0;
    g->block[c] = NO_BLOCK;
    g->victim[g->n_victims++] = c;
}

static void test_init_rejects_bad_setup(void **state)
{
    (void)state;
    PlainGame g;
    Setup s = make_setup(7, NOBODY, MOTIVE_KILLER);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    s.block[2] = 0;
    s.block[3] = 0; /* a fourth civilian in block 0 */
    assert_int_equal(itk_plain_init(&g, &s), -1);
    s = make_setup(7, 7, MOTIVE_KILLER); /* murderer and Person of Interest are two cards */
    assert_int_equal(itk_plain_init(&g, &s), -1);
    s = make_setup(7, NOBODY, MOTIVE_KILLER);
    s.supporters = 0; /* not among the drawn tokens */
    assert_int_equal(itk_plain_init(&g, &s), -1);
}

/* Setup step 10 / R12: the Murderer chooses the supporters among the 3 drawn,
 * then the Detective places the marker anywhere. */
static void test_supporters_then_start(void **state)
{
    (void)state;
    PlainGame g;
    ActionList l;
    Setup s = make_setup(7, NOBODY, MOTIVE_KILLER);
    s.supporters = NO_GROUP;
    assert_int_equal(itk_plain_init(&g, &s), 0);
    assert_int_equal(itk_plain_to_move(&g), SIDE_MURDERER);
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, 3);
    assert_int_equal(l.a[0], ACTION(ACT_SUPPORTERS, MEDICINE, 0));
    itk_plain_apply(&g, l.a[2]);
    assert_int_equal(itk_plain_to_move(&g), SIDE_DETECTIVE);
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, CITY_BLOCKS);
}

/* R3: min(2, eligible) flips, nobody in the Detective's block; [engine] the
 * pair is taken in ascending order. */
static void test_intimidation_pairs(void **state)
{
    (void)state;
    PlainGame g;
    ActionList l;
    Setup s = make_setup(7, NOBODY, MOTIVE_MANIAC);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0)); /* 18 and 19 are out of reach */
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, 17); /* 0..16: 17 is the highest eligible, it cannot come first */
    assert_int_equal(l.a[0], ACTION(ACT_INTIMIDATE, 0, 0));
    assert_int_equal(l.a[16], ACTION(ACT_INTIMIDATE, 16, 0));
    play(&g, ACTION(ACT_INTIMIDATE, 7, 0)); /* the murderer's own civilian may be chosen */
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, 10); /* 8..17 */
    assert_int_equal(l.a[0], ACTION(ACT_INTIMIDATE, 8, 0));
    play(&g, ACTION(ACT_INTIMIDATE, 17, 0));
    assert_int_equal(g.phase, PLAIN_MURDER);
    assert_true(itk_plain_intimidated(&g, 7) && itk_plain_intimidated(&g, 17));
}

/* REFERENCE §3 Killer: only a civilian alone in the block; R4: never the
 * murderer nor anyone in the Detective's block. */
static void test_killer_only_lone_civilians(void **state)
{
    (void)state;
    PlainGame g;
    Setup s = make_setup(7, NOBODY, MOTIVE_KILLER);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 10, 0));
    flip_to_murder(&g);
    uint32_t expected = 1u << 2 | 1u << 3 | 1u << 6 | 1u << 8 | 1u << 9 | 1u << 10 | 1u << 11 |
                        1u << 13 | 1u << 16 | 1u << 17;
    assert_int_equal(murderable(&g), expected);
    assert_true(is_legal(&g, ACTION(ACT_REFUSE, 0, 0)));
}

/* REFERENCE §3 Robber and the rulebook's Robber note: only the most recent
 * crime scene's neighbours are forbidden. */
static void test_robber_most_recent_scene_only(void **state)
{
    (void)state;
    PlainGame g;
    Setup s = make_setup(0, NOBODY, MOTIVE_ROBBER);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    play(&g, ACTION(ACT_MURDER, 7, 0)); /* block 5 */
    assert_int_equal(itk_plain_detective(&g), 5);
    pass_round(&g);
    uint32_t around5 = 1u << 2 | 1u << 6 | 1u << 8 | 1u << 11; /* blocks 1, 4, 6, 9 */
    assert_int_equal(murderable(&g) & around5, 0);
    play(&g, ACTION(ACT_MURDER, 13, 0)); /* block 11 */
    pass_round(&g);
    uint32_t around11 = 1u << 9 | 1u << 12 | 1u << 18 | 1u << 19; /* blocks 7, 10, 15 */
    assert_int_equal(murderable(&g) & around11, 0);
    assert_int_equal(murderable(&g) & around5, around5);
}

/* REFERENCE §3 Cultist: the first victim's group differs from the Person of
 * Interest's, the Person of Interest is not murdered in round 1, each victim's
 * group differs from the previous one's. */
static void test_cultist_round_one(void **state)
{
    (void)state;
    PlainGame g;
    Setup s = make_setup(7, 2, MOTIVE_CULTIST);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    uint32_t criminals = 0x3F; /* civilians 0..5, the Person of Interest's group */
    assert_int_equal(murderable(&g) & criminals, 0);
    assert_false(itk_plain_surveillance_answer(&g, 2));
    play(&g, ACTION(ACT_MURDER, 9, 0)); /* Labor */
    pass_round(&g);
    assert_true(murderable(&g) & 1u << 2);
    assert_int_equal(murderable(&g) & 0xFC0, 0); /* Labor 6..11 */
}

/* R2: one refusal is free; R17: a second is still offered while victims exist. */
static void test_refusal_once_while_victims_exist(void **state)
{
    (void)state;
    PlainGame g;
    Setup s = make_setup(7, NOBODY, MOTIVE_MANIAC);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    play(&g, ACTION(ACT_REFUSE, 0, 0));
    assert_int_equal(itk_plain_refusals(&g), 1);
    assert_int_equal(g.obs[0].kind, OBS_REFUSE);
    assert_int_equal(g.phase, PLAIN_INVESTIGATE);
    assert_int_equal(itk_plain_detective(&g), 15); /* the marker stays */
    pass_round(&g);
    assert_true(is_legal(&g, ACTION(ACT_REFUSE, 0, 0)));
    assert_int_not_equal(murderable(&g), 0);
    play(&g, ACTION(ACT_REFUSE, 0, 0));
    assert_true(itk_plain_over(&g));
    assert_int_equal(itk_plain_winner(&g), SIDE_DETECTIVE);
}

/* R2: with no legal victim the Murderer must refuse; the second refusal loses. */
static void test_second_refusal_loses(void **state)
{
    (void)state;
    PlainGame g;
    ActionList l;
    Setup s = make_setup(7, NOBODY, MOTIVE_KILLER);
    for (int c = 0; c < CIVILIANS; c++)
        s.block[c] = (uint8_t)(c / 2); /* pairs everywhere: a Killer has nobody */
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, 1);
    assert_int_equal(l.a[0], ACTION(ACT_REFUSE, 0, 0));
    itk_plain_apply(&g, l.a[0]);
    assert_false(itk_plain_over(&g));
    pass_round(&g);
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, 1);
    itk_plain_apply(&g, l.a[0]);
    assert_true(itk_plain_over(&g));
    assert_int_equal(itk_plain_winner(&g), SIDE_DETECTIVE);
    assert_int_equal(itk_plain_to_move(&g), SIDE_NONE);
}

/* R5: "after 2+2 victims from two groups a Radical's 5th must come from one of them". */
static void test_radical_fifth_victim(void **state)
{
    (void)state;
    PlainGame g;
    Setup s = make_setup(12, NOBODY, MOTIVE_RADICAL);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    place_victim(&g, 2);
    place_victim(&g, 6);
    place_victim(&g, 3);
    place_victim(&g, 8);
    uint32_t criminals_labor_left = 1u << 0 | 1u << 1 | 1u << 4 | 1u << 5 | 1u << 7 | 1u << 9 |
                                    1u << 10 | 1u << 11;
    assert_int_equal(murderable(&g), criminals_labor_left);
}

/* R5: "a Cultist with 4 victims and the Person of Interest alive must murder the
 * Person of Interest"; the surveillance answer follows (rulebook, Cultist note). */
static void test_cultist_must_murder_poi_last(void **state)
{
    (void)state;
    PlainGame g;
    Setup s = make_setup(13, 12, MOTIVE_CULTIST);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    g.round = 5;
    place_victim(&g, 2);
    place_victim(&g, 6);
    place_victim(&g, 3);
    place_victim(&g, 8);
    assert_int_equal(murderable(&g), 1u << 12);
    assert_false(itk_plain_surveillance_answer(&g, 16));
    assert_true(itk_plain_surveillance_answer(&g, 12));
}

/* R6: after the 5th murder only the per-victim conditions count.  A Radical
 * with 2 Criminals and 3 Labor could not complete a series with a 6th victim
 * from Immigrants, but the answer is "Yes". */
static void test_surveillance_after_fifth_murder(void **state)
{
    (void)state;
    PlainGame g;
    Setup s = make_setup(12, NOBODY, MOTIVE_RADICAL);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    place_victim(&g, 2);
    place_victim(&g, 6);
    place_victim(&g, 3);
    place_victim(&g, 8);
    assert_false(itk_plain_surveillance_answer(&g, 16)); /* 4 victims: R5 still applies */
    place_victim(&g, 9);
    assert_true(itk_plain_surveillance_answer(&g, 16));
    assert_false(itk_plain_surveillance_answer(&g, 12)); /* the murderer */
    assert_false(itk_plain_surveillance_answer(&g, 18)); /* in the Detective's block */
}

/* R7, R9: a truthful witness's answer is the murderer's trait; a liar's is the Murderer's choice. */
static void test_questioning_liars(void **state)
{
    (void)state;
    PlainGame g;
    ActionList l;
    Setup s = make_setup(18, NOBODY, MOTIVE_MANIAC); /* murderer: Congressman, male 60 heavy */
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    play(&g, ACTION(ACT_REFUSE, 0, 0));
    play(&g, ACTION(ACT_QUESTION, 0, 0));
    assert_int_equal(g.phase, PLAIN_ASK);
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, 2 * QUESTIONS);
    play(&g, ACTION(ACT_ASK, 18, Q_MALE)); /* the murderer himself */
    assert_int_equal(itk_plain_to_move(&g), SIDE_MURDERER);
    play(&g, ACTION(ACT_ANSWER, 0, 0));
    assert_int_equal(g.obs[1].kind, OBS_ANSWER);
    assert_int_equal(g.obs[1].civ, 18);
    assert_int_equal(g.obs[1].yes, 0); /* a lie */
    assert_int_equal(g.phase, PLAIN_ASK); /* 19 is still to be asked */
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, QUESTIONS);
    play(&g, ACTION(ACT_ASK, 19, Q_FEMALE)); /* truthful */
    assert_int_equal(g.obs[2].civ, 19);
    assert_int_equal(g.obs[2].value, Q_FEMALE);
    assert_int_equal(g.obs[2].yes, 0);
    assert_int_equal(g.phase, PLAIN_INVESTIGATE);
    assert_false(is_legal(&g, ACTION(ACT_QUESTION, 0, 0))); /* one Question action per round */
}

/* R8: the civilians left on a new crime scene go to adjacent blocks with room, lowest index first. */
static void test_initial_response(void **state)
{
    (void)state;
    PlainGame g;
    ActionList l;
    Setup s = make_setup(7, NOBODY, MOTIVE_MANIAC);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    play(&g, ACTION(ACT_MURDER, 14, 0)); /* block 12, with civilian 15 */
    assert_int_equal(itk_plain_detective(&g), 12);
    assert_int_equal(g.phase, PLAIN_DISPLACE);
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, 2);
    assert_int_equal(l.a[0], ACTION(ACT_DISPLACE, 15, 8));
    assert_int_equal(l.a[1], ACTION(ACT_DISPLACE, 15, 13));
    itk_plain_apply(&g, l.a[1]);
    assert_int_equal(itk_plain_block(&g, 15), 13);
    assert_int_equal(itk_plain_block(&g, 14), NO_BLOCK);
    assert_int_equal(g.phase, PLAIN_INVESTIGATE);
}

/* R11: a token whose group is gone lets the drawer pick any group and goes to the box. */
static void test_empty_group_token_is_boxed(void **state)
{
    (void)state;
    PlainGame g;
    ActionList l;
    Setup s = make_setup(7, NOBODY, MOTIVE_MANIAC);
    assert_int_equal(itk_plain_init(&g, &s), 0);
    play(&g, ACTION(ACT_START, 15, 0));
    flip_to_murder(&g);
    play(&g, ACTION(ACT_REFUSE, 0, 0));
    play(&g, ACTION(ACT_END, 0, 0));
    itk_plain_legal(&g, &l); /* the stack: Criminals, Labor, Immigrants, Government, Jet Set, Press */
    assert_int_equal(l.n, 6);
    assert_int_equal(itk_plain_to_move(&g), SIDE_CHANCE);
    play(&g, ACTION(ACT_DRAW, GROUPS - 1, 0)); /* Press: nobody in play */
    assert_int_equal(g.phase, PLAIN_PICK_GROUP);
    assert_int_equal(itk_plain_to_move(&g), SIDE_MURDERER);
    itk_plain_legal(&g, &l);
    assert_int_equal(l.n, 4);
    play(&g, ACTION(ACT_PICK_GROUP, GOVERNMENT, 0));
    play(&g, ACTION(ACT_GROUP_MOVE, 18, 11));
    assert_false(is_legal(&g, ACTION(ACT_GROUP_MOVE, 18, 10))); /* once per civilian */
    play(&g, ACTION(ACT_GROUP_DONE, 0, 0));
    itk_plain_legal(&g, &l); /* the Detective's draw: Press is in the box */
    assert_int_equal(l.n, 5);
    assert_false(is_legal(&g, ACTION(ACT_DRAW, GROUPS - 1, 0)));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init_rejects_bad_setup),
        cmocka_unit_test(test_supporters_then_start),
        cmocka_unit_test(test_intimidation_pairs),
        cmocka_unit_test(test_killer_only_lone_civilians),
        cmocka_unit_test(test_robber_most_recent_scene_only),
        cmocka_unit_test(test_cultist_round_one),
        cmocka_unit_test(test_refusal_once_while_victims_exist),
        cmocka_unit_test(test_second_refusal_loses),
        cmocka_unit_test(test_radical_fifth_victim),
        cmocka_unit_test(test_cultist_must_murder_poi_last),
        cmocka_unit_test(test_surveillance_after_fifth_murder),
        cmocka_unit_test(test_questioning_liars),
        cmocka_unit_test(test_initial_response),
        cmocka_unit_test(test_empty_group_token_is_boxed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
