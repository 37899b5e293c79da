/*
 * rules_scenario_test — the rulings that widen what the engine allows (R16
 * the Detective's order of the initial response, R17 the second refusal) and
 * the scenarios' own rules in Logic mode (R18-R22), each on a hand-written
 * record of tests/records/scenario/ (see rules_fixture.h): the legal cases
 * replay to the end, the illegal ones are refused with the record's line and
 * the ruling's reason.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules_fixture.h"

#define DIR "tests/records/scenario/"

/* The position of base with edits played until an event is refused: its
 * reason must read `want`. */
static void assert_refused(const char *base, const char *edits, const char *want)
{
    static Position p; /* large: keep it off the stack */
    fx_read(&p, base, edits);
    assert_string_equal(fx_refusal(&p), want);
}

/* The record cut just before its nth (0-based) event of `kind`, with `event`
 * played there instead, must be refused as `want`. */
static void assert_refused_at(const char *base, int kind, int nth, const char *event, const char *want)
{
    static Position p;
    fx_read(&p, base, event);
    p.n = fx_replace_event(&p, kind, nth) + 1;
    assert_string_equal(fx_refusal(&p), want);
}

/* ---- R16 initial response order ------------------------------------------------ */

/* R16: with two civilians left on the crime scene and one adjacent place, the
 * Detective picks which one takes it: the record sends the higher-numbered
 * Mafia Don to block 4, then the Bartender anywhere with room (R8). */
static void test_r16_the_higher_numbered_civilian_takes_the_only_adjacent_place(void **state)
{
    (void)state;
    Game g;
    Position p;
    fx_read(&p, DIR "r16_one_adjacent_place.rec", "");
    fx_play_events(&p, &g, fx_event(&p, ACT_DISPLACE, 0));
    assert_int_equal(g.phase, PH_DISPLACE);
    assert_int_equal(fx_legal_civs(&g, ACT_DISPLACE), fx_civs(&g, "Bartender, Mafia Don"));
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_DISPLACE, fx_civ(&g, "Mafia Don"))), "4");
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_DISPLACE, fx_civ(&g, "Bartender"))), "4");
    fx_do(&g, "displace \"Mafia Don\" 4");
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_DISPLACE, fx_civ(&g, "Bartender"))),
                        "2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15");
    fx_play(&p, &g); /* the whole record replays */
    assert_int_equal(g.pos[fx_civ(&g, "Mafia Don")], 4);
    assert_int_equal(g.pos[fx_civ(&g, "Bartender")], 10);
}

/* R16, R8: while an adjacent block has room, no civilian may go further, and
 * a civilian not on the crime scene is not displaced. */
static void test_r16_illegal_displacements_are_refused(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, DIR "r16_one_adjacent_place.rec", "");
    fx_play_events(&p, &g, fx_event(&p, ACT_DISPLACE, 0));
    assert_false(game_is_legal(&g, ACTION(ACT_DISPLACE, fx_civ(&g, "Bartender"), 10)));
    assert_false(game_is_legal(&g, ACTION(ACT_DISPLACE, fx_civ(&g, "Fence"), 4)));
    assert_refused(DIR "r16_far_first.rec", "",
                   "block 10 is not adjacent to block 0, and an adjacent block has room (R8, R16)");
}

/* ---- R17 second refusal ---------------------------------------------------------- */

/* R17: the second refusal is legal although victims exist, and the record of
 * the game it ends replays: the Detective wins in round 2. */
static void test_r17_a_record_ending_in_a_second_refusal_replays(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, DIR "r17_second_refusal.rec", "");
    assert_true(game_over(&g));
    assert_int_equal(g.winner, SIDE_DETECTIVE);
    assert_int_equal(g.refusals, 2);
    assert_int_equal(g.round, 2);
    assert_int_equal(g.n_victims, 0);
    assert_true(game_legal_victims(&g, 0) != 0); /* a victim was there to be had */
}

/* R17: the second refusal is a certain loss: game_legal_sensible (what the
 * ISMCTS tree and rollouts use) leaves it out while a victim exists, and keeps
 * it when refusing is the only move (a Spy in a city without buildings). */
static void test_r17_the_sensible_list_leaves_the_certain_loss_out(void **state)
{
    (void)state;
    Position p;
    Game g;
    ActionList all, sensible;
    fx_read(&p, DIR "r17_second_refusal.rec", "");
    fx_play_events(&p, &g, fx_event(&p, ACT_REFUSE, 1));
    game_legal(&g, &all);
    game_legal_sensible(&g, &sensible);
    assert_int_equal(sensible.n, all.n - 1);
    assert_true(game_certain_loss(&g, ACTION(ACT_REFUSE, 0, 0)));
    for (int i = 0; i < sensible.n; i++)
        assert_int_equal(action_kind(sensible.a[i]), ACT_MURDER);
    fx_read(&p, DIR "r17_second_refusal.rec", "layout: none\nmotives: Sadist, Spy\nmotive: Spy");
    fx_play_events(&p, &g, fx_event(&p, ACT_REFUSE, 1));
    game_legal_sensible(&g, &sensible);
    assert_int_equal(sensible.n, 1);
    assert_int_equal(sensible.a[0], ACTION(ACT_REFUSE, 0, 0));
}

/* ---- R18 T-Men stakeout ------------------------------------------------------------ */

#define STAKEOUT DIR "r18_stakeout.rec"

/* R18: before its first use the token works as usual; once used it stays on
 * the block where its civilian stood (15), and the Police action may move it
 * from any block onto another alive civilian at most 2 steps away. */
static void test_r18_a_used_token_stays_on_its_block_and_moves_two_steps(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, STAKEOUT, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_SURVEIL, 0));
    assert_int_equal(g.stakeout, 0);
    assert_int_equal(g.surveilled, fx_civ(&g, "Ballplayer"));
    fx_do(&g, "surveil");
    assert_int_equal(g.surveilled, NOBODY);
    assert_int_equal(g.token_block, 15);
    assert_int_equal(g.stakeout, 1);

    fx_play_events(&p, &g, fx_event(&p, ACT_STAKEOUT, 0));
    assert_int_equal(g.detective, 7); /* the Waitress's crime scene: no Police station */
    /* Blocks within 2 steps of 15 (row 3, column 3): 7, 10, 11, 13, 14, 15; the
     * Benefactor (14) and the Waitress (7) are dead. */
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_STAKEOUT)), "Professor, Greaser, Ballplayer");
    assert_false(fx_legal_civs(&g, ACT_POLICE)); /* no Police station here */
    fx_do(&g, "stakeout Professor");
    assert_int_equal(g.surveilled, fx_civ(&g, "Professor"));
    assert_int_equal(g.token_block, NO_BLOCK);
    assert_false(fx_legal_civs(&g, ACT_STAKEOUT)); /* it was the Police action of the round */

    /* The Professor murdered under the token: it stays on crime scene 10. */
    fx_play_events(&p, &g, fx_event(&p, ACT_DISPLACE, 0));
    assert_int_equal(g.surveilled, NOBODY);
    assert_int_equal(g.token_block, 10);
    fx_play(&p, &g); /* the whole record replays */
    assert_int_equal(g.token_block, 11);
    assert_int_equal(g.obs[g.n_obs - 1].kind, OBS_SURVEIL);
    assert_int_equal(g.obs[g.n_obs - 1].civ, fx_civ(&g, "Greaser"));
}

/* R18: at a Police station the ordinary Police action stays available beside
 * the stakeout move; without the rule the used token returns as usual (R6). */
static void test_r18_the_police_action_stays_and_the_rule_can_be_off(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, STAKEOUT, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_STAKEOUT, 1)); /* round 3, the marker on crime scene 10 */
    fx_do(&g, "move 14");                                   /* a Police station */
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_POLICE)), "Ballplayer");
    /* From crime scene 10 (row 2, column 2): blocks 2, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15. */
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_STAKEOUT)),
                        "Nurse, Cat Lady, Paperboy, Musician, Dispatcher, Nun, Secret Agent, Greaser, Ballplayer");
    fx_read(&p, STAKEOUT, "rules: none");
    fx_play_events(&p, &g, fx_event(&p, ACT_STAKEOUT, 0));
    assert_int_equal(g.stakeout, 0);
    assert_int_equal(g.token_block, NO_BLOCK);
    assert_int_equal(g.surveilled, NOBODY); /* returned to the Detective */
    assert_false(fx_legal_civs(&g, ACT_STAKEOUT));
}

/* R18 refused: a stakeout move of three steps (block 15 to the Secret Agent's
 * block 9); before the token's first use; a second Police action. */
static void test_r18_illegal_stakeouts_are_refused(void **state)
{
    (void)state;
    assert_refused_at(STAKEOUT, ACT_STAKEOUT, 0, "D stakeout \"Secret Agent\"",
                      "Secret Agent in block 9 is more than 2 steps from the token's block 15 (R18)");
    assert_refused_at(STAKEOUT, ACT_SURVEIL, 0, "D stakeout Actress",
                      "the surveillance token has not been used yet (R18)");
    assert_refused_at(STAKEOUT, ACT_END, 1, "D stakeout Greaser",
                      "the Police action was already taken this round (R18)");
    assert_refused(STAKEOUT, "rules: none", "the stakeout rule (R18) is not in force");
}

/* ---- R22 Split Second evacuation ----------------------------------------------------- */

#define EVACUATION DIR "r22_evacuation.rec"

/* R22: an evacuation opens every Detective phase, refusal rounds included and
 * before the initial response; the building's action is gone and a later
 * murder's snapshot keeps the buildings it was made with. */
static void test_r22_every_detective_phase_opens_with_an_evacuation(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, EVACUATION, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_EVACUATE, 0));
    assert_int_equal(g.phase, PH_EVACUATE);
    assert_string_equal(fx_legal(&g), "evacuate police 5; evacuate police 14; evacuate diner 4; evacuate diner 13; "
                                      "evacuate hospital 6; evacuate hospital 15; evacuate fire 7; "
                                      "evacuate fire 12");
    fx_do(&g, "evacuate police 5");
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(g.building[BUILDING_POLICE], 1u << 14);
    assert_false(fx_legal_civs(&g, ACT_POLICE)); /* the marker is on block 5: no station left there */

    fx_play_events(&p, &g, fx_event(&p, ACT_EVACUATE, 1));
    assert_int_equal(g.refusals, 1);
    assert_int_equal(g.phase, PH_EVACUATE);

    fx_play_events(&p, &g, fx_event(&p, ACT_EVACUATE, 2));
    assert_int_equal(g.phase, PH_EVACUATE);
    assert_int_equal(g.in_block[6], fx_civs(&g, "Musician, Dispatcher")); /* still on the crime scene */
    fx_do(&g, "evacuate hospital 6");
    assert_int_equal(g.phase, PH_DISPLACE);
    fx_play(&p, &g);
    const Obs *murder = &g.obs[0];
    assert_int_equal(murder->kind, OBS_MURDER);
    assert_true(bits_has(murder->buildings, 5)); /* before the first evacuation */
    int last = g.n_obs - 1;
    while (g.obs[last].kind != OBS_MURDER)
        last--;
    assert_false(bits_has(g.obs[last].buildings, 5) || bits_has(g.obs[last].buildings, 4));
    assert_true(bits_has(g.obs[last].buildings, 6)); /* evacuated after the murder */
    assert_false(bits_has(g.any_building, 6));
}

/* R22 refused: evacuating a building twice; the rule off, no evacuation phase. */
static void test_r22_a_building_is_evacuated_once(void **state)
{
    (void)state;
    assert_refused_at(EVACUATION, ACT_EVACUATE, 1, "D evacuate police 5",
                      "there is no police building in block 5 (R22: evacuated or never there)");
    Position p;
    Game g;
    fx_read(&p, EVACUATION, "rules: none");
    fx_play_events(&p, &g, fx_event(&p, ACT_EVACUATE, 0));
    assert_int_equal(g.phase, PH_INVESTIGATE);
}

/* ---- R21 The Street with No Name, undercover agent ------------------------------------ */

#define AGENT DIR "r21_agent.rec"

/* R21: the agent is named first in the Detective's first investigation, any
 * living civilian, and the Murderer's view does not show it until the agent
 * is murdered; then the game ends after the round of the fourth murder. */
static void test_r21_the_game_ends_after_the_fourth_murder_when_the_agent_was_murdered(void **state)
{
    (void)state;
    Position p;
    Game g, view;
    fx_read(&p, AGENT, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_AGENT, 0));
    assert_int_equal(g.phase, PH_AGENT);
    assert_int_equal(fx_legal_civs(&g, ACT_AGENT), g.alive); /* the murderer (Nurse) included */
    assert_true(fx_legal_civs(&g, ACT_AGENT) & fx_civs(&g, "Nurse, Dispatcher"));
    fx_do(&g, "agent Nun");
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(g.move_points, MOVEMENT_POINTS);
    game_view(&g, SIDE_MURDERER, &view);
    assert_int_equal(view.agent, NOBODY); /* the Murderer's only secret */
    assert_int_equal(view.agent_named, 1);
    game_view(&g, SIDE_DETECTIVE, &view);
    assert_int_equal(view.agent, fx_civ(&g, "Nun"));

    fx_play_events(&p, &g, fx_event(&p, ACT_MURDER, 3));
    assert_int_equal(g.agent_murdered, 1);
    game_view(&g, SIDE_MURDERER, &view);
    assert_int_equal(view.agent, fx_civ(&g, "Nun")); /* public once murdered */
    fx_play(&p, &g);
    assert_true(game_over(&g));
    assert_int_equal(g.n_victims, 4);
    assert_int_equal(g.round, 4);
    assert_int_equal(g.winner, SIDE_DETECTIVE);
}

/* R21: with an agent who is not murdered (the Nurse, the murderer herself)
 * the fourth murder's round is followed by round 5; without the rule there
 * is no agent to name. */
static void test_r21_an_agent_alive_leaves_the_game_its_length(void **state)
{
    (void)state;
    Game g;
    Position p;
    /* Crime scene 1 is empty and has no building: only moving and ending are left. */
    assert_refused(AGENT, "rules: none", "'agent' is not possible now; the Detective may: move, end");
    /* The record without its accusation, the agent being the Nurse. */
    fx_read(&p, AGENT, "D agent Nurse");
    fx_replace_event(&p, ACT_AGENT, 0);
    p.n = fx_event(&p, ACT_ACCUSE, 0);
    fx_play(&p, &g);
    assert_false(game_over(&g));
    assert_int_equal(g.agent_murdered, 0);
    assert_int_equal(g.round, 5);
    assert_int_equal(g.phase, PH_INTIMIDATE);
}

/* R21 refused: naming a dead civilian, and naming an agent a second time. */
static void test_r21_illegal_agents_are_refused(void **state)
{
    (void)state;
    assert_refused_at(AGENT, ACT_AGENT, 0, "D agent Actress", "Actress is not alive (R21)");
    /* Round 2, on crime scene 3 (a Fire station in this layout), cleared. */
    assert_refused_at(AGENT, ACT_END, 1, "D agent Nurse", "'agent' is not possible now; the Detective may: move, fire, end");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r16_the_higher_numbered_civilian_takes_the_only_adjacent_place),
        cmocka_unit_test(test_r16_illegal_displacements_are_refused),
        cmocka_unit_test(test_r17_a_record_ending_in_a_second_refusal_replays),
        cmocka_unit_test(test_r17_the_sensible_list_leaves_the_certain_loss_out),
        cmocka_unit_test(test_r18_a_used_token_stays_on_its_block_and_moves_two_steps),
        cmocka_unit_test(test_r18_the_police_action_stays_and_the_rule_can_be_off),
        cmocka_unit_test(test_r18_illegal_stakeouts_are_refused),
        cmocka_unit_test(test_r21_the_game_ends_after_the_fourth_murder_when_the_agent_was_murdered),
        cmocka_unit_test(test_r21_an_agent_alive_leaves_the_game_its_length),
        cmocka_unit_test(test_r21_illegal_agents_are_refused),
        cmocka_unit_test(test_r22_every_detective_phase_opens_with_an_evacuation),
        cmocka_unit_test(test_r22_a_building_is_evacuated_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
