/*
 * rules_city_test — the city phase (R11) and the end of the game (R13: the
 * accusation and the early-accusation switch), on the hand-written positions
 * of games/itk/tests/records/rules/ (see rules_fixture.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/tests/core/rules_fixture.h"

#define CITY "games/itk/tests/records/rules/city.rec"
#define FOUR_MURDERS "games/itk/tests/records/rules/four_murders.rec"

static uint16_t group_bit(const char *name) { return (uint16_t)(1u << fx_group(name)); }

/* ---- R11 city phase --------------------------------------------------------------- */

/* The city's tables (games/itk/core/city.c) against the 4x4 grid, worked out
 * here from rows and columns: R8 and R11 step to an orthogonal neighbour
 * (|row| + |column| = 1), the Vigilante's ring is the king-move
 * neighbourhood (both at most 1, the block itself excluded). */
static void test_city_tables_match_the_grid(void **state)
{
    (void)state;
    for (int a = 0; a < CITY_BLOCKS; a++)
        for (int b = 0; b < CITY_BLOCKS; b++) {
            int dr = a / CITY_SIDE - b / CITY_SIDE, dc = a % CITY_SIDE - b % CITY_SIDE;
            dr = dr < 0 ? -dr : dr;
            dc = dc < 0 ? -dc : dc;
            if (((city_adjacent(a) >> b) & 1) != (dr + dc == 1))
                fail_msg("blocks %d and %d: adjacent is %d", a, b, (int)((city_adjacent(a) >> b) & 1));
            if (((city_ring(a) >> b) & 1) != (a != b && dr <= 1 && dc <= 1))
                fail_msg("blocks %d and %d: in the ring is %d", a, b, (int)((city_ring(a) >> b) & 1));
        }
    assert_int_equal(bits_count(city_adjacent(0)), 2); /* a corner */
    assert_int_equal(bits_count(city_adjacent(5)), 4);
}

/* R11: "All intimidated civilians in the Detective's block are comforted";
 * the others stay intimidated. */
static void test_r11_comfort_in_the_detectives_block(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 0\nM intimidate Actress\nM intimidate Paperboy\nM murder \"Cat Lady\"\nD move 6");
    assert_int_equal(g.intimidated, fx_civs(&g, "Actress, Paperboy"));
    fx_do(&g, "end");
    assert_int_equal(g.intimidated, fx_civs(&g, "Actress"));
    assert_int_equal(g.phase, PH_DRAW);
}

/* R11: the Murderer draws a token from the stack (the 6 groups not drawn at
 * setup) and moves its civilians one step each, never onto a crime scene or
 * a full block; then the Detective draws from the other 5; both tokens go
 * back to the stack at the end. */
static void test_r11_murderer_then_detective_draw_and_move(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 0\nM intimidate Actress\nM intimidate Nurse\nM murder \"Cat Lady\"\nD end");
    uint16_t stack = g.stack;
    assert_int_equal(stack, group_bit("Immigrants") | group_bit("Government") | group_bit("Medicine") |
                                group_bit("Outcasts") | group_bit("Jet Set") | group_bit("Press"));
    assert_string_equal(fx_legal(&g), "draw Immigrants; draw Government; draw Medicine; draw Outcasts; "
                                      "draw \"Jet Set\"; draw Press");

    fx_do(&g, "draw Immigrants");
    assert_int_equal(itk_game_to_move(&g), SIDE_MURDERER);
    assert_int_equal(g.may_move, fx_civs(&g, "Musician, Nun, Professor"));
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_GROUP_MOVE, fx_civ(&g, "Musician"))),
                        "2, 7, 10"); /* not 5: a crime scene */
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_GROUP_MOVE, fx_civ(&g, "Professor"))),
                        "9, 11, 14"); /* not 6: full */
    fx_do(&g, "group-move Professor 11");
    assert_int_equal(fx_legal_blocks(&g, ACT_GROUP_MOVE, fx_civ(&g, "Professor")), 0); /* one step each */
    fx_do(&g, "group-move Nun 12");
    assert_true(g.full & (1u << 12));
    fx_do(&g, "group-done");

    assert_int_equal(itk_game_to_move(&g), SIDE_CHANCE);
    assert_string_equal(fx_legal(&g), "draw Government; draw Medicine; draw Outcasts; draw \"Jet Set\"; draw Press");
    fx_do(&g, "draw Outcasts");
    assert_int_equal(itk_game_to_move(&g), SIDE_DETECTIVE);
    assert_int_equal(g.may_move, fx_civs(&g, "Greaser, Veteran")); /* the Cat Lady is dead */
    assert_false(fx_legal_blocks(&g, ACT_GROUP_MOVE, -1) & (1u << 12)); /* full now */
    fx_do(&g, "group-move Veteran 13");
    fx_do(&g, "group-done");

    assert_int_equal(g.stack, stack);
    assert_int_equal(g.held, 0);
    assert_int_equal(g.round, 2);
    assert_int_equal(g.pos[fx_civ(&g, "Professor")], 11);
    assert_int_equal(g.pos[fx_civ(&g, "Veteran")], 13);
    const Obs *o = &g.obs[g.n_obs - 1]; /* draws are public (R14) */
    assert_int_equal(o->kind, OBS_DRAW);
    assert_int_equal(o->civ, fx_group("Outcasts"));
    assert_int_equal(o->value, SIDE_DETECTIVE);
}

/* R11: a token whose group has nobody left (the Secret Agent was Government's
 * only member) lets its drawer move any group with a civilian, and goes to
 * the box for good. */
static void test_r11_a_vanished_group_lets_the_drawer_pick_and_goes_to_the_box(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 0\nM intimidate Actress\nM intimidate Nurse\nM murder \"Secret Agent\"\nD end\n"
                      "C draw Government");
    assert_int_equal(g.phase, PH_PICK_GROUP);
    assert_int_equal(itk_game_to_move(&g), SIDE_MURDERER);
    assert_string_equal(fx_legal(&g), "pick-group Criminals; pick-group Labor; pick-group Immigrants; "
                                      "pick-group Medicine; pick-group Authority; pick-group Outcasts; "
                                      "pick-group \"Jet Set\"; pick-group Press");
    assert_int_equal(g.boxed, group_bit("Government"));
    fx_do(&g, "pick-group Criminals");
    assert_int_equal(g.may_move, fx_civs(&g, "Bartender, Mafia Don"));
    fx_do(&g, "group-done");
    assert_string_equal(fx_legal(&g), "draw Immigrants; draw Medicine; draw Outcasts; draw \"Jet Set\"; draw Press");
    fx_round(&g, NULL);
    assert_int_equal(g.round, 2);
    assert_false(g.stack & group_bit("Government")); /* for good */
    assert_int_equal(g.boxed, group_bit("Government"));
}

/* ---- R13 the end -------------------------------------------------------------------------- */

/* R13: after the 5th murder's round the Detective names an alive civilian and
 * a motive of the set (15 x 6 choices, nothing else); both right wins, one
 * wrong loses. */
static void test_r13_accuse_alive_civilian_and_motive(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, FOUR_MURDERS, "M murder Bartender");
    fx_round(&g, NULL);
    assert_int_equal(g.phase, PH_ACCUSE);
    assert_int_equal(itk_game_to_move(&g), SIDE_DETECTIVE);
    ActionList l;
    itk_game_legal(&g, &l);
    assert_int_equal(l.n, 15 * 6);
    assert_int_equal(fx_count_kind(&g, ACT_ACCUSE), 15 * 6);
    assert_int_equal(fx_legal_civs(&g, ACT_ACCUSE), g.alive);
    assert_false(itk_game_is_legal(&g, ACTION(ACT_ACCUSE, fx_civ(&g, "Informant"), MOTIVE_RADICAL))); /* a victim */
    assert_false(itk_game_is_legal(&g, ACTION(ACT_ACCUSE, fx_civ(&g, "Nurse"), MOTIVE_SPY))); /* not in the set */

    Game right = g, wrong_motive = g, wrong_civilian = g;
    fx_do(&right, "accuse Nurse Radical");
    assert_true(game_over(&right));
    assert_int_equal(right.winner, SIDE_DETECTIVE);
    fx_do(&wrong_motive, "accuse Nurse Cultist");
    assert_int_equal(wrong_motive.winner, SIDE_MURDERER);
    fx_do(&wrong_civilian, "accuse Waitress Radical");
    assert_int_equal(wrong_civilian.winner, SIDE_MURDERER);
    assert_int_equal(wrong_civilian.accused, fx_civ(&g, "Waitress"));
    assert_int_equal(wrong_civilian.accused_motive, MOTIVE_RADICAL);
}

/* R13 switch: with early accusation from round N the Detective may accuse or
 * continue at the end of round N and of every later round, not before. */
static void test_r13_early_accusation_switch(void **state)
{
    (void)state;
    static const char *const victims[] = {"Actress", "Librarian", "Nun", "Veteran"};
    Game g;
    fx_game(&g, CITY, "motive: Cutthroat\nswitches: early_accusation=3\nD start 0");
    fx_round(&g, victims[0]);
    fx_round(&g, victims[1]);
    assert_int_equal(g.round, 3);
    assert_int_equal(g.phase, PH_INTIMIDATE); /* no accusation after round 2 */
    fx_round(&g, victims[2]);
    assert_int_equal(g.phase, PH_ACCUSE_EARLY);
    assert_int_equal(fx_count_kind(&g, ACT_ACCUSE), 17 * MOTIVES);
    assert_true(itk_game_is_legal(&g, ACTION(ACT_CONTINUE, 0, 0)));

    Game early = g;
    fx_do(&early, "accuse Nurse Cutthroat");
    assert_int_equal(early.winner, SIDE_DETECTIVE);

    fx_do(&g, "continue");
    assert_int_equal(g.round, 4);
    assert_int_equal(g.phase, PH_INTIMIDATE);
    fx_round(&g, victims[3]);
    assert_int_equal(g.phase, PH_ACCUSE_EARLY); /* and after every later round */

    fx_game(&g, CITY, "motive: Cutthroat\nswitches: early_accusation=4\nD start 0");
    for (int i = 0; i < 3; i++)
        fx_round(&g, victims[i]);
    assert_int_equal(g.round, 4);
    assert_int_equal(g.phase, PH_INTIMIDATE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_city_tables_match_the_grid),
        cmocka_unit_test(test_r11_comfort_in_the_detectives_block),
        cmocka_unit_test(test_r11_murderer_then_detective_draw_and_move),
        cmocka_unit_test(test_r11_a_vanished_group_lets_the_drawer_pick_and_goes_to_the_box),
        cmocka_unit_test(test_r13_accuse_alive_civilian_and_motive),
        cmocka_unit_test(test_r13_early_accusation_switch),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
