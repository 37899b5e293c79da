/*
 * rules_murderer_test — the murderer phase and the length of the game:
 * R1 (length), R2 (refusal), R3 (intimidation), R4 (legal victim), on the
 * hand-written positions of games/itk/tests/records/rules/ (see rules_fixture.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/tests/core/rules_fixture.h"

#define CITY "games/itk/tests/records/rules/city.rec"

/* ---- R3 intimidation ------------------------------------------------------------ */

/* R3: eligible = alive, not intimidated, not in the Detective's block (the
 * Bartender and the Mafia Don share block 0 with the marker); exactly two are
 * flipped.  [engine] pairs in index order: the first flip may be anyone
 * eligible but the highest (the Ballplayer), the second anyone above the first. */
static void test_r3_two_flips_in_index_order_outside_the_detectives_block(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 0");
    assert_int_equal(g.phase, PH_INTIMIDATE);
    assert_int_equal(g.intimidations_left, 2);
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_INTIMIDATE)),
                        "Actress, Nurse, Librarian, Reporter, Pharmacist, Cat Lady, Paperboy, Musician, "
                        "Dispatcher, Waitress, Nun, Secret Agent, Professor, Greaser, Veteran, Judge, "
                        "Benefactor");

    fx_do(&g, "intimidate Waitress");
    assert_int_equal(g.phase, PH_INTIMIDATE);
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_INTIMIDATE)),
                        "Nun, Secret Agent, Professor, Greaser, Veteran, Judge, Benefactor, Ballplayer");

    fx_do(&g, "intimidate Ballplayer");
    assert_int_equal(g.phase, PH_MURDER); /* exactly two: no third flip */
    assert_int_equal(fx_legal_civs(&g, ACT_INTIMIDATE), 0);
    assert_int_equal(g.intimidated, fx_civs(&g, "Waitress, Ballplayer"));
}

/* R3: "The murderer's own civilian may be chosen." */
static void test_r3_the_murderer_may_intimidate_his_own_civilian(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 0\nM intimidate Nurse\nM intimidate Librarian");
    assert_int_equal(g.intimidated, fx_civs(&g, "Nurse, Librarian"));
    assert_int_equal(g.murderer, fx_civ(&g, "Nurse"));
}

/* Everybody intimidated except the civilians in `free`: R3's small cases
 * cannot arise in six rounds of play (at most 12 flips), so the position is
 * set by hand before the Detective's start. */
static void intimidate_all_but(Game *g, const char *free)
{
    assert_int_equal(g->phase, PH_START);
    g->intimidated = g->alive & ~fx_civs(g, free);
}

/* R3: one eligible civilian -> exactly one flip, and it is that civilian even
 * though it is the highest index (no pair to leave room for). */
static void test_r3_one_eligible_civilian_one_flip(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "");
    intimidate_all_but(&g, "Bartender, Mafia Don, Ballplayer"); /* block 0 will hold the marker */
    fx_do(&g, "start 0");
    assert_int_equal(g.phase, PH_INTIMIDATE);
    assert_int_equal(g.intimidations_left, 1);
    assert_string_equal(fx_legal(&g), "intimidate Ballplayer");
    fx_do(&g, "intimidate Ballplayer");
    assert_int_equal(g.phase, PH_MURDER);
}

/* R3: two eligible civilians -> both flip, lower index first (one path). */
static void test_r3_two_eligible_civilians_are_both_flipped(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "");
    intimidate_all_but(&g, "Bartender, Mafia Don, Nun, Judge");
    fx_do(&g, "start 0");
    assert_string_equal(fx_legal(&g), "intimidate Nun");
    fx_do(&g, "intimidate Nun");
    assert_string_equal(fx_legal(&g), "intimidate Judge");
}

/* R3: nobody eligible -> straight to the murder. */
static void test_r3_no_eligible_civilian_goes_straight_to_the_murder(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "");
    intimidate_all_but(&g, "Bartender, Mafia Don");
    fx_do(&g, "start 0");
    assert_int_equal(g.phase, PH_MURDER);
    assert_int_equal(g.intimidations_left, 0);
}

/* ---- R4 legal victim ---------------------------------------------------------------- */

/* R4: alive, not the murderer (the Nurse), not in the Detective's block (6).
 * A Robber before the first murder has no per-victim condition, so these are
 * all the rules ask; intimidated civilians (Bartender, Mafia Don) are victims. */
static void test_r4_legal_victims_are_alive_not_the_murderer_not_in_the_detectives_block(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "motive: Robber\nD start 6\nM intimidate Bartender\nM intimidate \"Mafia Don\"");
    const char *expected = "Bartender, Mafia Don, Actress, Librarian, Reporter, Pharmacist, Cat Lady, Waitress, "
                           "Nun, Secret Agent, Professor, Greaser, Veteran, Judge, Benefactor, Ballplayer";
    assert_string_equal(fx_names(&g, itk_game_legal_victims(&g, 0)), expected);
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_MURDER)), expected);

    /* a victim is off the board and never a victim again */
    fx_do(&g, "murder Professor");
    fx_round(&g, NULL);
    fx_to_murder(&g);
    assert_false(g.alive & fx_civs(&g, "Professor"));
    assert_int_equal(g.pos[fx_civ(&g, "Professor")], NO_BLOCK);
    assert_false(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Professor"));
    assert_false(itk_game_is_legal(&g, ACTION(ACT_MURDER, fx_civ(&g, "Professor"), 0)));
}

/* ---- R2 refusal ------------------------------------------------------------------------ */

/* R2: a refusal keeps the marker where it is, logs OBS_REFUSE, makes no crime
 * scene, and the Detective investigates. */
static void test_r2_a_refusal_is_public_and_the_game_goes_on(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 0\nM intimidate Actress\nM intimidate Nurse");
    assert_true(itk_game_is_legal(&g, ACTION(ACT_REFUSE, 0, 0)));
    fx_do(&g, "refuse");
    assert_int_equal(g.refusals, 1);
    assert_int_equal(g.detective, 0);
    assert_int_equal(g.crime, 0);
    assert_int_equal(g.n_victims, 0);
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(g.obs[g.n_obs - 1].kind, OBS_REFUSE);
}

/* R17: after one refusal, REFUSE is still offered while a legal victim
 * exists; playing it ends the game at once and the Detective wins (R2). */
static void test_r17_a_second_refusal_is_legal_and_loses_at_once(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 0");
    fx_to_murder(&g);
    assert_true(itk_game_is_legal(&g, ACTION(ACT_REFUSE, 0, 0)));
    fx_round(&g, NULL);
    assert_int_equal(g.round, 2);
    fx_to_murder(&g);
    assert_true(itk_game_legal_victims(&g, 0) != 0);
    assert_true(itk_game_is_legal(&g, ACTION(ACT_REFUSE, 0, 0)));
    fx_do(&g, "refuse");
    assert_true(game_over(&g));
    assert_int_equal(g.winner, SIDE_DETECTIVE);
    assert_int_equal(g.refusals, 2);
    assert_int_equal(g.n_victims, 0);
}

/* R2: with no legal victim the Murderer must refuse (only REFUSE is legal,
 * in round 1 and again after a refusal), and the second refusal loses at
 * once.  A Spy in a city without buildings has no victim. */
static void test_r2_no_victim_must_refuse_and_the_second_refusal_loses(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "layout: none\nmotive: Spy\nD start 0");
    fx_to_murder(&g);
    assert_string_equal(fx_legal(&g), "refuse");
    fx_round(&g, NULL);
    fx_to_murder(&g);
    assert_int_equal(g.refusals, 1);
    assert_string_equal(fx_legal(&g), "refuse");
    fx_do(&g, "refuse");
    assert_true(game_over(&g));
    assert_int_equal(g.winner, SIDE_DETECTIVE);
    assert_int_equal(g.round, 2);
}

/* ---- R1 length ---------------------------------------------------------------------------- */

/* Five victims a Cutthroat may take in turn from city.rec (none in the centre). */
static const char *const victims[] = {"Actress", "Librarian", "Nun", "Veteran", "Ballplayer"};

/* R1: "The round with the 5th murder is the last": its detective and city
 * phases are played, then the final accusation; there is no round 6. */
static void test_r1_five_murders_end_the_game_after_that_round(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "motive: Cutthroat\nD start 0");
    for (int i = 0; i < 4; i++) {
        fx_round(&g, victims[i]);
        assert_int_equal(g.round, i + 2);
        assert_int_equal(g.phase, PH_INTIMIDATE);
    }
    fx_to_murder(&g);
    fx_do(&g, "murder Ballplayer");
    assert_int_equal(g.n_victims, MAX_VICTIMS);
    assert_int_equal(g.phase, PH_INVESTIGATE); /* the round goes on */
    fx_round(&g, NULL);
    assert_int_equal(g.phase, PH_ACCUSE);
    assert_int_equal(g.round, 5);
}

/* R1: a round without a murder extends the game to 6 rounds; it ends after
 * round 6. */
static void test_r1_a_refusal_extends_the_game_to_round_six(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "motive: Cutthroat\nD start 0");
    fx_round(&g, NULL);
    for (int i = 0; i < 4; i++)
        fx_round(&g, victims[i]);
    assert_int_equal(g.n_victims, 4);
    assert_int_equal(g.round, 6);
    assert_int_equal(g.phase, PH_INTIMIDATE);
    fx_round(&g, victims[4]);
    assert_int_equal(g.n_victims, 5);
    assert_int_equal(g.round, 6);
    assert_int_equal(g.phase, PH_ACCUSE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r3_two_flips_in_index_order_outside_the_detectives_block),
        cmocka_unit_test(test_r3_the_murderer_may_intimidate_his_own_civilian),
        cmocka_unit_test(test_r3_one_eligible_civilian_one_flip),
        cmocka_unit_test(test_r3_two_eligible_civilians_are_both_flipped),
        cmocka_unit_test(test_r3_no_eligible_civilian_goes_straight_to_the_murder),
        cmocka_unit_test(test_r4_legal_victims_are_alive_not_the_murderer_not_in_the_detectives_block),
        cmocka_unit_test(test_r2_a_refusal_is_public_and_the_game_goes_on),
        cmocka_unit_test(test_r17_a_second_refusal_is_legal_and_loses_at_once),
        cmocka_unit_test(test_r2_no_victim_must_refuse_and_the_second_refusal_loses),
        cmocka_unit_test(test_r1_five_murders_end_the_game_after_that_round),
        cmocka_unit_test(test_r1_a_refusal_extends_the_game_to_round_six),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
