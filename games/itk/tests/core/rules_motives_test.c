/*
 * rules_motives_test — who may be murdered: each motive's per-victim
 * condition (REFERENCE §3, the table in docs/engine.md) and completability
 * (R5), on the hand-written positions of games/itk/tests/records/rules/.
 *
 * Lists of victims are written out in full, in civilian index order, so that
 * a test names every civilian the rule lets through.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/core/victim.h"
#include "games/itk/tests/core/rules_fixture.h"

#define CITY "games/itk/tests/records/rules/city.rec"
#define FOUR_MURDERS "games/itk/tests/records/rules/four_murders.rec"
#define FEW_WOMEN "games/itk/tests/records/rules/few_women.rec"
#define AGES "games/itk/tests/records/rules/ages.rec"
#define FOUR_GROUPS "games/itk/tests/records/rules/four_groups.rec"

/* The legal victims now (R4 + R5), by name. */
static const char *victims(const Game *g) { return fx_names(g, itk_game_legal_victims(g, 0)); }

/* city.rec with `motive`, the marker started on `start`, at round 1's murder. */
static void city_round_one(Game *g, const char *motive, int start)
{
    char edits[128];
    snprintf(edits, sizeof edits, "motive: %s\nD start %d", motive, start);
    fx_game(g, CITY, edits);
    fx_to_murder(g);
}

/* ---- per-victim conditions (REFERENCE §3) ------------------------------------------ */

/* Maniac: the first victim's sex is free; then only the first victim's sex. */
static void test_maniac_same_sex_as_the_first_victim(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Maniac", 0);
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Paperboy, Cat Lady")); /* either sex */
    fx_round(&g, "Cat Lady");
    fx_to_murder(&g);
    assert_string_equal(victims(&g), "Bartender, Actress, Librarian, Reporter, Pharmacist, Waitress, Nun, Judge");
}

/* Sadist: not an intimidated civilian, checked after this round's
 * intimidation: the Waitress and the Ballplayer, free when the round began,
 * are no longer victims once flipped. */
static void test_sadist_not_intimidated_after_this_rounds_intimidation(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "motive: Sadist\nD start 6");
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Waitress"));
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Ballplayer"));
    fx_do(&g, "intimidate Waitress");
    fx_do(&g, "intimidate Ballplayer");
    assert_string_equal(victims(&g), "Bartender, Mafia Don, Actress, Librarian, Reporter, Pharmacist, Cat Lady, "
                                     "Nun, Secret Agent, Professor, Greaser, Veteran, Judge, Benefactor");
}

/* Cutthroat: not in the central blocks 5, 6, 9, 10. */
static void test_cutthroat_not_in_the_centre(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Cutthroat", 0);
    assert_string_equal(victims(&g), "Actress, Librarian, Reporter, Pharmacist, Waitress, Nun, Veteran, Judge, "
                                     "Benefactor, Ballplayer");
}

/* Vigilante: not in the king-move ring around the marker: 5 blocks at an
 * edge (around 4: 0, 1, 5, 8, 9), 3 in a corner (around 15: 10, 11, 14), 8
 * inside.  The marker's own block is excluded by R4. */
static void test_vigilante_king_ring_edge_and_corner(void **state)
{
    (void)state;
    Game g;
    assert_int_equal(bits_count(city_ring(4)), 5);
    assert_string_equal(fx_blocks(city_ring(4)), "0, 1, 5, 8, 9");
    assert_int_equal(bits_count(city_ring(15)), 3);
    assert_string_equal(fx_blocks(city_ring(15)), "10, 11, 14");
    assert_int_equal(bits_count(city_ring(5)), 8);

    city_round_one(&g, "Vigilante", 4);
    assert_string_equal(victims(&g), "Librarian, Reporter, Paperboy, Musician, Dispatcher, Waitress, Professor, "
                                     "Greaser, Veteran, Judge, Benefactor, Ballplayer");
    city_round_one(&g, "Vigilante", 15);
    assert_string_equal(victims(&g), "Bartender, Mafia Don, Actress, Librarian, Reporter, Pharmacist, Cat Lady, "
                                     "Paperboy, Musician, Dispatcher, Waitress, Nun, Secret Agent, Veteran, Judge");
}

/* Killer: only a civilian alone in their block. */
static void test_killer_only_a_civilian_alone(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Killer", 0);
    assert_string_equal(victims(&g), "Actress, Pharmacist, Cat Lady, Waitress, Nun, Secret Agent, Benefactor, "
                                     "Ballplayer");
}

/* Killer, at the boundary "alone": the murderer counts as a block mate.
 * With the Bartender as the murderer, the Mafia Don shares block 0 with him
 * and is not alone; the Nurse, no longer the murderer, is alone in block 2.
 * (The marker starts on the empty block 13, which rules out nobody.) */
static void test_killer_the_murderers_block_mate_is_not_alone(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "motive: Killer\nmurderer: Bartender\nD start 13");
    fx_to_murder(&g);
    assert_false(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Mafia Don"));
    assert_string_equal(victims(&g), "Actress, Nurse, Pharmacist, Cat Lady, Waitress, Nun, Secret Agent, "
                                     "Benefactor, Ballplayer");
}

/* Terrorist: every victim from a different group: after the Actress, no
 * more Jet Set (the Benefactor, the Ballplayer). */
static void test_terrorist_distinct_groups(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Terrorist", 0);
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Benefactor"));
    fx_round(&g, "Actress");
    fx_to_murder(&g);
    assert_string_equal(victims(&g), "Bartender, Mafia Don, Librarian, Reporter, Pharmacist, Cat Lady, Paperboy, "
                                     "Musician, Dispatcher, Waitress, Nun, Secret Agent, Professor, Greaser, "
                                     "Veteran, Judge");
}

/* Psychopath: at most two ages among the victims.  After the Actress (20) any
 * second age is free; after the Cat Lady (60) the 40-year-olds are out. */
static void test_psychopath_at_most_two_ages(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Psychopath", 0);
    fx_round(&g, "Actress");
    fx_to_murder(&g);
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Waitress, Cat Lady, Reporter"));
    fx_round(&g, "Cat Lady");
    fx_to_murder(&g);
    assert_string_equal(victims(&g), "Mafia Don, Librarian, Reporter, Pharmacist, Paperboy, Dispatcher, Nun, "
                                     "Secret Agent, Professor, Greaser, Judge, Ballplayer");
}

/* Robber: not orthogonally next to the MOST RECENT crime scene.  After the
 * Actress (block 1) blocks 0, 2, 5 are out; after the Waitress (block 7)
 * blocks 3, 6, 11 are out and 0 and 5 are free again. */
static void test_robber_only_the_most_recent_scenes_neighbours(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Robber", 0);
    fx_round(&g, "Actress");
    fx_to_murder(&g);
    assert_string_equal(victims(&g), "Librarian, Reporter, Pharmacist, Paperboy, Musician, Dispatcher, Waitress, "
                                     "Nun, Secret Agent, Professor, Greaser, Veteran, Judge, Benefactor, Ballplayer");
    fx_round(&g, "Waitress");
    fx_to_murder(&g);
    assert_string_equal(victims(&g), "Bartender, Mafia Don, Pharmacist, Cat Lady, Nun, Secret Agent, Professor, "
                                     "Greaser, Veteran, Judge, Benefactor, Ballplayer");
}

/* Spy: only in a block with a building (beginner: 0, 2, 5, 7, 9, 11, 12, 14). */
static void test_spy_only_in_building_blocks(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Spy", 3);
    assert_string_equal(victims(&g), "Bartender, Mafia Don, Cat Lady, Waitress, Secret Agent, Veteran, Judge, "
                                     "Benefactor");
}

/* Cultist: the first victim's group differs from the Person of Interest's
 * (the Librarian, Labor), each next one's from the previous victim's; the
 * Person of Interest is not a victim in round 1 (already implied there by
 * the group rule).  After the Actress (Jet Set), Labor and the Person of
 * Interest are free and Jet Set is out. */
static void test_cultist_group_alternation_from_the_person_of_interest(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Cultist", 0);
    assert_string_equal(victims(&g), "Actress, Reporter, Pharmacist, Cat Lady, Paperboy, Musician, Dispatcher, "
                                     "Nun, Secret Agent, Professor, Greaser, Veteran, Judge, Benefactor, Ballplayer");
    fx_round(&g, "Actress");
    fx_to_murder(&g);
    assert_string_equal(victims(&g), "Bartender, Mafia Don, Librarian, Reporter, Pharmacist, Cat Lady, Paperboy, "
                                     "Musician, Dispatcher, Waitress, Nun, Secret Agent, Professor, Greaser, "
                                     "Veteran, Judge");
}

/* Cultist after a refusal in round 1: still no victim yet, so the first
 * victim's group must still differ from the Person of Interest's. */
static void test_cultist_first_victim_after_a_refusal(void **state)
{
    (void)state;
    Game g;
    city_round_one(&g, "Cultist", 0);
    fx_round(&g, NULL);
    fx_to_murder(&g);
    assert_int_equal(g.round, 2);
    assert_false(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Librarian, Waitress"));
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Reporter"));
}

/* Radical and Cannibal: no per-victim condition (series conditions only):
 * early in the game they may murder whoever R4 allows. */
static void test_radical_and_cannibal_have_no_per_victim_condition(void **state)
{
    (void)state;
    static const char *const motives[] = {"Radical", "Cannibal"};
    for (int i = 0; i < 2; i++) {
        Game g;
        city_round_one(&g, motives[i], 6);
        CivSet r4 = g.alive & ~fx_civs(&g, "Nurse, Paperboy, Musician, Dispatcher");
        assert_int_equal(itk_game_legal_victims(&g, 1), r4);
        assert_int_equal(itk_game_legal_victims(&g, 0), r4);
    }
}

/* ---- R5 completability ----------------------------------------------------------------- */

/* four_murders.rec with `motive` at its murder of round k + 1, k victims
 * down (0 to 4; they are Criminals, Press, Criminals, Press). */
static void murders_done(Game *g, const char *motive, int k)
{
    static Position p; /* large: keep it off the stack */
    char edits[64];
    snprintf(edits, sizeof edits, "motive: %s", motive);
    fx_read(&p, FOUR_MURDERS, edits);
    fx_play_events(&p, g, k < 4 ? fx_event(&p, ACT_MURDER, k) : p.n);
    assert_int_equal(g->n_victims, k);
    assert_int_equal(g->phase, PH_MURDER);
}

/* R5: "after 2+2 victims from two groups a Radical's 5th must come from one
 * of them": Criminals (Bartender, Gangster) or Press (Editor, Mailwoman). */
static void test_r5_radical_after_two_and_two(void **state)
{
    (void)state;
    Game g;
    murders_done(&g, "Radical", 4);
    assert_string_equal(victims(&g), "Bartender, Gangster, Editor, Mailwoman");
    assert_true(itk_game_legal_victims(&g, 1) & fx_civs(&g, "Benefactor, Librarian")); /* R4 alone would allow */
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_MURDER)), "Bartender, Gangster, Editor, Mailwoman");
}

/* R5 for the Radical at both sides of "the victims still required": after
 * Criminals, Press, Criminals one more Criminal can still come 5th, so the
 * 4th victim is free (the Benefactor, Jet Set, passes); after the 4th
 * (Press) it cannot (test_r5_radical_after_two_and_two). */
static void test_r5_radical_fourth_victim_free_with_one_more_due(void **state)
{
    (void)state;
    Game g;
    murders_done(&g, "Radical", 3);
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Benefactor"));
    murders_done(&g, "Radical", 4);
    assert_false(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Benefactor"));
}

/* R5 for the Cultist: victims' groups alternate, so a victim of the Person
 * of Interest's group (Labor: the Waitress) needs two more murders after it,
 * someone of a third group and then the Person of Interest.  In
 * four_murders.rec (POI the Librarian, Labor): 3rd murder (2 due after it)
 * the Waitress passes; 4th murder (1 due after it) she does not, while the
 * Judge (Authority) does. */
static void test_r5_cultist_poi_group_needs_two_murders_after(void **state)
{
    (void)state;
    Game g;
    murders_done(&g, "Cultist", 2);
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Waitress"));
    murders_done(&g, "Cultist", 3);
    assert_true(itk_game_legal_victims(&g, 1) & fx_civs(&g, "Waitress")); /* the per-victim condition passes */
    assert_false(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Waitress"));
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Judge"));
}

/* R5: "a Cultist with 4 victims and the Person of Interest alive must murder
 * the Person of Interest" (the Librarian; the others of another group than
 * Press would pass the per-victim condition). */
static void test_r5_cultist_with_four_victims_must_murder_the_person_of_interest(void **state)
{
    (void)state;
    Game g;
    murders_done(&g, "Cultist", 4);
    assert_string_equal(victims(&g), "Librarian");
    assert_true(itk_game_legal_victims(&g, 1) & fx_civs(&g, "Bartender, Benefactor"));
    assert_string_equal(fx_legal(&g), "murder Librarian; refuse"); /* R2: no refusal made yet */
}

/* R5: a Cannibal needs all three builds among 5 victims.  After three thin
 * victims the 4th must not be thin; after thin, thin, thin, medium the 5th
 * must be heavy. */
static void test_r5_cannibal_missing_builds(void **state)
{
    (void)state;
    Game g;
    murders_done(&g, "Cannibal", 3);
    assert_string_equal(victims(&g), "Musician, Waitress, Reporter, Nun, Secret Agent, Bartender, Gangster, "
                                     "Dispatcher, Judge, Cat Lady, Veteran, Editor, Benefactor");
    murders_done(&g, "Cannibal", 4);
    assert_string_equal(victims(&g), "Musician, Nun, Bartender, Judge, Editor");
}

/* R5: a Cannibal with no heavy civilian left besides the murderer can never
 * complete the series: no legal victim, so only REFUSE (R2). */
static void test_r5_cannibal_without_a_heavy_civilian_must_refuse(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, FEW_WOMEN, "motive: Cannibal\nD start 0");
    fx_to_murder(&g);
    assert_int_equal(itk_game_legal_victims(&g, 0), 0);
    assert_true(itk_game_legal_victims(&g, 1) != 0);
    assert_string_equal(fx_legal(&g), "refuse");
}

/* R5: a Terrorist runs out of groups: 20 civilians from 4 groups cannot give
 * 5 victims from 5 groups, so only REFUSE is legal. */
static void test_r5_terrorist_runs_out_of_groups(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, FOUR_GROUPS, "D start 0");
    fx_to_murder(&g);
    assert_true(itk_game_legal_victims(&g, 1) != 0);
    assert_string_equal(fx_legal(&g), "refuse");
}

/* R5 counts "alive civilians other than the murderer": with a fifth group
 * whose only member is the Paperboy the Terrorist can complete the series,
 * unless the Paperboy is the murderer. */
static void test_r5_terrorist_the_murderers_group_does_not_count(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, FOUR_GROUPS, "block 15: Secret Agent, Paperboy\nD start 0");
    fx_to_murder(&g);
    assert_int_equal(itk_game_legal_victims(&g, 0), itk_game_legal_victims(&g, 1));
    assert_int_equal(bits_count(itk_game_legal_victims(&g, 0)), CIVILIANS - 3); /* all but murderer and block 0 */

    fx_game(&g, FOUR_GROUPS, "block 15: Secret Agent, Paperboy\nmurderer: Paperboy\nD start 0");
    fx_to_murder(&g);
    assert_string_equal(fx_legal(&g), "refuse");
}

/* R5 for the Maniac [engine]: at least as many civilians of the first
 * victim's sex must remain as murders are still due.  With 3 women among the
 * 20, a woman cannot be the first victim (2 women left for 4 murders). */
static void test_r5_maniac_counts_the_remaining_of_the_sex(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, FEW_WOMEN, "D start 0");
    fx_to_murder(&g);
    CivSet women = fx_civs(&g, "Actress, Nurse, Cat Lady");
    assert_int_equal(itk_game_legal_victims(&g, 1) & women, women);
    assert_int_equal(itk_game_legal_victims(&g, 0) & women, 0);
    assert_string_equal(victims(&g), "Mafia Don, Ice Cream Man, Fireman, Professor, Navy Sailor, Secret Agent, "
                                     "Mayor, Surgeon, Orderly, Patrolman, Dispatcher, Beggar, Veteran, Benefactor, "
                                     "Psychiatrist");
}

/* R5 for the Maniac at both sides of the boundary: a first victim leaves 4
 * murders due, so a woman may begin only if 4 other women (not the
 * murderer) remain.  few_women.rec with the Patrolman replaced by the Lawyer
 * and the Veteran by the Coroner has 5 women: each may be the first victim
 * (exactly 4 left); with only the Lawyer added there are 4, and none may (3
 * left). */
static void test_r5_maniac_boundary_exactly_enough_of_the_sex(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, FEW_WOMEN, "block 11: Lawyer\nblock 13: Coroner\nD start 0");
    fx_to_murder(&g);
    CivSet women = fx_civs(&g, "Actress, Nurse, Lawyer, Coroner, Cat Lady");
    assert_int_equal(itk_game_legal_victims(&g, 0) & women, women);

    fx_game(&g, FEW_WOMEN, "block 11: Lawyer\nD start 0");
    fx_to_murder(&g);
    women = fx_civs(&g, "Actress, Nurse, Lawyer, Cat Lady");
    assert_int_equal(itk_game_legal_victims(&g, 1) & women, women); /* the per-victim condition lets them through */
    assert_int_equal(itk_game_legal_victims(&g, 0) & women, 0);
}

/* R5 for the Psychopath [engine]: after a victim aged 20, a victim aged 40
 * would fix the two ages at 20 and 40, with only 2 such civilians left (the
 * Paperboy and the other 40) for 3 murders still due. */
static void test_r5_psychopath_counts_the_remaining_of_two_ages(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, AGES, "D start 0");
    fx_to_murder(&g);
    assert_int_equal(bits_count(itk_game_legal_victims(&g, 0)), CIVILIANS - 3); /* round 1: anybody */
    fx_round(&g, "Actress");
    fx_to_murder(&g);
    CivSet forties = fx_civs(&g, "Waitress, Musician");
    assert_int_equal(itk_game_legal_victims(&g, 1) & forties, forties);
    assert_int_equal(itk_game_legal_victims(&g, 0) & forties, 0);
    assert_true(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Paperboy, Nun"));
}

/* itk_victim_murderers_allowing (the murderers under whom c may be murdered,
 * asked once per class of murderers R5 tells apart, the dead all alike)
 * against itk_victim_allowed asked for each murderer, with and without R5, for
 * every motive, victim and Person of Interest,
 * on the boundary positions above (where the murderer's own sex, group or
 * life decides R5) at their first murder and after two more. */
static void test_murderers_allowing_matches_asking_each_murderer(void **state)
{
    (void)state;
    static const char *const bases[] = {FEW_WOMEN, FOUR_GROUPS, AGES, CITY, CITY};
    static const char *const edits[] = {"D start 0", "D start 0", "D start 0", "D start 0", "motive: Cultist\nD start 6"};
    long compared = 0, allowed_somewhere = 0;
    for (int b = 0; b < 5; b++)
        for (int more = 0; more < 2; more++) {
            Game g;
            fx_game(&g, bases[b], edits[b]);
            fx_to_murder(&g);
            for (int k = 0; k < 2 * more && itk_game_legal_victims(&g, 0); k++) { /* two more rounds' murders */
                itk_game_apply(&g, ACTION(ACT_MURDER, bits_first(itk_game_legal_victims(&g, 0)), 0));
                while (!game_over(&g) && g.phase != PH_MURDER) {
                    ActionList l;
                    itk_game_legal(&g, &l);
                    itk_game_apply(&g, l.a[0]);
                }
            }
            VictimCtx v;
            itk_victim_ctx_live(&g, &v);
            for (int m = 0; m < MOTIVES; m++)
                for (int poi = 0; poi < CIVILIANS; poi += 7)
                    for (int c = 0; c < CIVILIANS; c++)
                        for (int only = 0; only < 2; only++) { /* R5 too, or the per-victim rule only */
                            v.motive = (uint8_t)m;
                            v.poi = (uint8_t)poi;
                            CivSet fast = itk_victim_murderers_allowing(&v, c, ((CivSet)1u << CIVILIANS) - 1, only);
                            CivSet each = 0;
                            for (int x = 0; x < CIVILIANS; x++) {
                                v.murderer = (uint8_t)x;
                                each |= itk_victim_allowed(&v, (CivSet)1u << c, only) ? (CivSet)1u << x : 0;
                            }
                            assert_int_equal(fast, each);
                            compared++;
                            allowed_somewhere += each != 0;
                        }
        }
    assert_int_equal(compared, 10 * MOTIVES * 3 * CIVILIANS * 2);
    assert_true(allowed_somewhere > compared / 4); /* the verdicts are not all "no" */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_maniac_same_sex_as_the_first_victim),
        cmocka_unit_test(test_sadist_not_intimidated_after_this_rounds_intimidation),
        cmocka_unit_test(test_cutthroat_not_in_the_centre),
        cmocka_unit_test(test_vigilante_king_ring_edge_and_corner),
        cmocka_unit_test(test_killer_only_a_civilian_alone),
        cmocka_unit_test(test_killer_the_murderers_block_mate_is_not_alone),
        cmocka_unit_test(test_terrorist_distinct_groups),
        cmocka_unit_test(test_psychopath_at_most_two_ages),
        cmocka_unit_test(test_robber_only_the_most_recent_scenes_neighbours),
        cmocka_unit_test(test_spy_only_in_building_blocks),
        cmocka_unit_test(test_cultist_group_alternation_from_the_person_of_interest),
        cmocka_unit_test(test_cultist_first_victim_after_a_refusal),
        cmocka_unit_test(test_radical_and_cannibal_have_no_per_victim_condition),
        cmocka_unit_test(test_r5_radical_after_two_and_two),
        cmocka_unit_test(test_r5_radical_fourth_victim_free_with_one_more_due),
        cmocka_unit_test(test_r5_cultist_poi_group_needs_two_murders_after),
        cmocka_unit_test(test_r5_cultist_with_four_victims_must_murder_the_person_of_interest),
        cmocka_unit_test(test_r5_cannibal_missing_builds),
        cmocka_unit_test(test_r5_cannibal_without_a_heavy_civilian_must_refuse),
        cmocka_unit_test(test_r5_terrorist_runs_out_of_groups),
        cmocka_unit_test(test_r5_terrorist_the_murderers_group_does_not_count),
        cmocka_unit_test(test_r5_maniac_counts_the_remaining_of_the_sex),
        cmocka_unit_test(test_r5_maniac_boundary_exactly_enough_of_the_sex),
        cmocka_unit_test(test_r5_psychopath_counts_the_remaining_of_two_ages),
        cmocka_unit_test(test_murderers_allowing_matches_asking_each_murderer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
