/*
 * rules_scenario_test — the rulings that widen what the engine allows (R16
 * the Detective's order of the initial response, R17 the second refusal) and
 * the scenarios' own rules in Logic mode (R18-R22), each on a hand-written
 * record of games/itk/tests/records/scenario/ (see rules_fixture.h): the legal cases
 * replay to the end, the illegal ones are refused with the record's line and
 * the ruling's reason.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/core/victim.h"
#include "games/itk/tests/core/rules_fixture.h"

#define DIR "games/itk/tests/records/scenario/"

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
    assert_false(itk_game_is_legal(&g, ACTION(ACT_DISPLACE, fx_civ(&g, "Bartender"), 10)));
    assert_false(itk_game_is_legal(&g, ACTION(ACT_DISPLACE, fx_civ(&g, "Fence"), 4)));
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
    assert_true(itk_game_legal_victims(&g, 0) != 0); /* a victim was there to be had */
}

/* R17: the second refusal is a certain loss: itk_game_legal_sensible (what the
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
    itk_game_legal(&g, &all);
    itk_game_legal_sensible(&g, &sensible);
    assert_int_equal(sensible.n, all.n - 1);
    assert_true(itk_game_certain_loss(&g, ACTION(ACT_REFUSE, 0, 0)));
    for (int i = 0; i < sensible.n; i++)
        assert_int_equal(action_kind(sensible.a[i]), ACT_MURDER);
    fx_read(&p, DIR "r17_second_refusal.rec", "layout: none\nmotives: Sadist, Spy\nmotive: Spy");
    fx_play_events(&p, &g, fx_event(&p, ACT_REFUSE, 1));
    itk_game_legal_sensible(&g, &sensible);
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

/* ---- R19 D.O.A., the poisoned Benefactor ---------------------------------------------- */

#define BENEFACTOR DIR "r19_benefactor.rec"

/* R19: round 1 intimidates as usual and has no murder: the Murderer places
 * crime scene 1 on any of the 16 blocks (the Detective's block 15 and the
 * building blocks included); the Benefactor goes to victim slot 1 (public),
 * block 6 becomes the most recent crime scene, the marker moves there and the
 * three civilians standing on it stay. */
static void test_r19_round_one_places_the_benefactors_crime_scene(void **state)
{
    (void)state;
    Position p;
    Game g, view;
    fx_read(&p, BENEFACTOR, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_BENEFACTOR, 0));
    assert_int_equal(g.phase, PH_BENEFACTOR);
    assert_int_equal(itk_game_to_move(&g), SIDE_MURDERER);
    assert_int_equal(g.intimidated, fx_civs(&g, "Bartender, Mafia Don")); /* as usual (R3) */
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_BENEFACTOR, -1)),
                        "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15");
    assert_false(fx_legal_civs(&g, ACT_MURDER) || itk_game_is_legal(&g, ACTION(ACT_REFUSE, 0, 0)));
    fx_do(&g, "benefactor 6");
    int benefactor = fx_civ(&g, "Benefactor");
    assert_int_equal(g.benefactor, benefactor);
    assert_int_equal(g.n_victims, 1);
    assert_int_equal(g.victims[0], benefactor);
    assert_false(bits_has(g.alive, benefactor));
    assert_int_equal(g.crime, 1u << 6);
    assert_int_equal(g.last_crime, 6);
    assert_int_equal(g.detective, 6);
    assert_int_equal(g.in_block[6], fx_civs(&g, "Paperboy, Musician, Dispatcher")); /* nobody moved */
    assert_int_equal(g.phase, PH_INVESTIGATE);
    const Obs *o = &g.obs[g.n_obs - 1];
    assert_int_equal(o->kind, OBS_BENEFACTOR);
    assert_int_equal(o->civ, benefactor);
    assert_int_equal(o->civ_block, 6);
    itk_game_view(&g, SIDE_DETECTIVE, &view); /* public */
    assert_int_equal(view.benefactor, benefactor);
    assert_int_equal(view.victims[0], benefactor);
}

/* R19: the Robber's second murder of the game is judged against crime scene 1
 * (block 6): blocks 2, 5, 7 and 10 are out, block 6 itself is not, so the
 * Musician standing on it may be murdered; the Detective's block 7 is out
 * anyway (R4).  The marker then moves to block 6 and nobody is displaced. */
static void test_r19_the_robber_murders_on_the_most_recent_crime_scene(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, BENEFACTOR, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_MURDER, 0));
    assert_int_equal(g.round, 2);
    assert_int_equal(g.detective, 7);
    assert_string_equal(fx_names(&g, itk_game_legal_victims(&g, 0)),
                        "Bartender, Mafia Don, Actress, Librarian, Reporter, Pharmacist, Paperboy, Musician, "
                        "Dispatcher, Nun, Secret Agent, Veteran, Judge, Ballplayer");
    fx_do(&g, "murder Musician");
    assert_int_equal(g.phase, PH_INVESTIGATE); /* no initial response to play */
    assert_int_equal(g.detective, 6);
    assert_int_equal(g.in_block[6], fx_civs(&g, "Paperboy, Dispatcher"));
    /* The Robber's next murder: block 6 is the most recent scene again, and
     * civilians may still stand on crime scene 10 when it is made (the Professor). */
    fx_play_events(&p, &g, fx_event(&p, ACT_MURDER, 3));
    assert_int_equal(g.in_block[10], fx_civs(&g, "Professor"));
    assert_true(bits_has(g.crime, 10));
}

/* R19, R1: the Benefactor counts as the first of the five murders, so the
 * fourth murder of the motive (the Veteran, round 5) is the game's last: the
 * accusation follows that round. */
static void test_r19_the_game_ends_after_five_murders_counting_the_benefactor(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, BENEFACTOR, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_ACCUSE, 0));
    assert_int_equal(g.phase, PH_ACCUSE);
    assert_int_equal(g.round, 5);
    assert_int_equal(g.n_victims, 5);
    assert_int_equal(fx_civs(&g, "Benefactor, Musician, Nun, Greaser, Veteran") & g.alive, 0);
    assert_int_equal(g.victims[0], fx_civ(&g, "Benefactor"));
    /* After the 5th murder R6 answers as if a 6th were due (per-victim only). */
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Ballplayer")), 1);
    fx_play(&p, &g);
    assert_true(game_over(&g));
    assert_int_equal(g.winner, SIDE_DETECTIVE);
}

/* R19 and R5: the motive counts the Murderer's own victims only, four at most.
 * A Radical (3 victims of one group) on the same deal: the Benefactor on block
 * 0, then the Actress (Jet Set) and the Nun (Immigrants).  With one victim to
 * go after the next, only a second Immigrant can still make three: the
 * Musician or the Professor.  Counting the Benefactor (Jet Set) would allow
 * the Ballplayer; planning for five victims would allow any group with two
 * left (the Outcasts, say). */
static void test_r19_the_motive_counts_four_own_victims(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, BENEFACTOR, "motive: Radical");
    fx_play_events(&p, &g, 1); /* D start 15 */
    fx_round(&g, NULL);        /* the lowest offers: crime scene 1 on block 0 */
    assert_int_equal(g.last_crime, 0);
    fx_round(&g, "Actress");
    fx_round(&g, "Nun");
    fx_to_murder(&g);
    assert_int_equal(g.detective, 8);
    assert_string_equal(fx_names(&g, itk_game_legal_victims(&g, 0)), "Musician, Professor");
}

/* R19, R6: round-1 surveillance is answered with no victim of the motive yet:
 * a Maniac's first victim's sex is still free after the (male) Benefactor. */
static void test_r19_round_one_surveillance_has_no_own_victims(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, BENEFACTOR, "motive: Maniac");
    fx_play_events(&p, &g, fx_event(&p, ACT_END, 0));
    assert_int_equal(g.round, 1);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Actress")), 1);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Secret Agent")), 1);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Nurse")), 0); /* the murderer */
}

/* R19 with R12: the Benefactor may be the Person of Interest, but a Cultist
 * must murder the Person of Interest (REFERENCE §3) and the Benefactor is no
 * victim of the Murderer's, so that motive can never be completed and such a
 * deal is redrawn; with the Librarian as Person of Interest it can. */
static void test_r19_a_cultist_cannot_have_the_benefactor_as_person_of_interest(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, BENEFACTOR, "motives: Cultist, Robber\nmotive: Cultist\npoi: Benefactor");
    fx_play_events(&p, &g, 0);
    assert_int_equal(g.poi, fx_civ(&g, "Benefactor"));
    assert_false(itk_victim_motive_possible(&g));
    fx_read(&p, BENEFACTOR, "motives: Cultist, Robber\nmotive: Cultist");
    fx_play_events(&p, &g, 0);
    assert_true(itk_victim_motive_possible(&g));
}

/* R19 refused: a murder or a refusal in round 1, the Benefactor's crime
 * scene in round 2, a civilian moving onto a crime scene (the Professor from
 * block 10 onto crime scene 6), and BENEFACTOR without the rule. */
static void test_r19_illegal_cases_are_refused(void **state)
{
    (void)state;
    const char *no_murder = "no murder in D.O.A.'s round 1: the Benefactor dies, the Murderer places crime "
                            "scene 1 ('M benefactor BLOCK', R19)";
    assert_refused_at(BENEFACTOR, ACT_BENEFACTOR, 0, "M murder Actress", no_murder);
    assert_refused_at(BENEFACTOR, ACT_BENEFACTOR, 0, "M refuse", no_murder);
    assert_refused_at(BENEFACTOR, ACT_MURDER, 0, "M benefactor 3",
                      "'benefactor' is not possible now; the Murderer may: murder, refuse");
    assert_refused_at(BENEFACTOR, ACT_GROUP_DONE, 0, "M group-move Professor 6", "block 6 is a crime scene (R8)");
    assert_refused(BENEFACTOR, "rules: none", "'benefactor' is not possible now; the Murderer may: murder, refuse");
}

/* R19 in the deal: with the rule the Benefactor is among the 20 and never the
 * murderer; with the scenario's rules off it is an ordinary civilian (the
 * layout still requires the card) and is the murderer in about 1 deal in 20. */
static void test_r19_the_benefactor_is_dealt_and_never_the_murderer(void **state)
{
    (void)state;
    const Catalog *cat = fx_catalog();
    const Layout *doa = itk_catalog_layout(cat, "doa");
    assert_non_null(doa);
    assert_int_equal(doa->rules, RULE_DOA);
    int benefactor_murderer[2] = {0, 0};
    for (int off = 0; off < 2; off++) {
        Pcg32 rng;
        pcg32_seed(&rng, 1919, (uint64_t)off);
        Switches sw = {.no_scenario_rules = (uint8_t)off};
        for (int i = 0; i < 2000; i++) {
            Setup s;
            Game g;
            assert_int_equal(itk_deal_random(&s, &cat->deck, doa, doa->motives, sw, &rng), 0);
            assert_int_equal(s.rules, off ? 0 : RULE_DOA);
            assert_int_equal(itk_game_init(&g, &s), 0);
            int b = 0;
            while (b < CIVILIANS && strcmp(s.card[b].name, "Benefactor") != 0)
                b++;
            assert_true(b < CIVILIANS);
            assert_int_equal(g.benefactor, off ? NOBODY : b);
            benefactor_murderer[off] += s.murderer == b;
        }
    }
    assert_int_equal(benefactor_murderer[0], 0);
    assert_in_range(benefactor_murderer[1], 60, 140); /* 2000 / 20 = 100, +-4 standard deviations */
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
    itk_game_view(&g, SIDE_MURDERER, &view);
    assert_int_equal(view.agent, NOBODY); /* the Murderer's only secret */
    assert_int_equal(view.agent_named, 1);
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    assert_int_equal(view.agent, fx_civ(&g, "Nun"));

    fx_play_events(&p, &g, fx_event(&p, ACT_MURDER, 3));
    assert_int_equal(g.agent_murdered, 1);
    itk_game_view(&g, SIDE_MURDERER, &view);
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

/* ---- R20 Touch of Evil, Homemade Bomb ------------------------------------------------ */

#define BOMB DIR "r20_bomb.rec"
#define BOMB_LAST DIR "r20_bomb_last.rec"

/* R20: the bomb kills every civilian of its block into one victim slot, the
 * designated victim (the Musician) hidden from the Detective, and counts as
 * one murder: the game ends after the round of the fifth murder (R1). */
static void test_r20_the_bomb_kills_its_block_into_one_victim_slot(void **state)
{
    (void)state;
    Position p;
    Game g, view;
    fx_read(&p, BOMB, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_BOMB, 0));
    assert_int_equal(g.phase, PH_MURDER);
    /* Any block but the Detective's (15) and the murderer's (2): a Maniac's
     * first victim is free and 4 of either sex stay after any blast (R5). */
    CivSet others = g.alive & ~fx_civs(&g, "Nurse, Ballplayer");
    assert_int_equal(fx_legal_civs(&g, ACT_BOMB), others);
    assert_int_equal(fx_legal_civs(&g, ACT_MURDER), others); /* not the last murder: a single one is legal too */
    fx_do(&g, "bomb Musician");
    CivSet blast = fx_civs(&g, "Paperboy, Musician, Dispatcher");
    assert_int_equal(g.n_victims, 1);
    assert_int_equal(g.victims[0], fx_civ(&g, "Musician"));
    assert_int_equal(g.bomb_slot, 0);
    assert_int_equal(g.bomb_dead, blast);
    assert_false(g.alive & blast);
    assert_int_equal(g.in_block[6], 0);
    assert_int_equal(g.detective, 6);
    assert_int_equal(g.phase, PH_INVESTIGATE); /* the crime scene is empty: nobody to displace */
    assert_int_equal(g.obs[g.n_obs - 1].kind, OBS_BOMB);
    assert_int_equal(g.obs[g.n_obs - 1].civ, fx_civ(&g, "Musician"));
    itk_game_view(&g, SIDE_DETECTIVE, &view); /* every death public, the victim hidden */
    assert_int_equal(view.bomb_dead, blast);
    assert_int_equal(view.victims[0], NOBODY);
    assert_int_equal(view.obs[view.n_obs - 1].civ, NOBODY);
    itk_game_view(&g, SIDE_MURDERER, &view);
    assert_int_equal(view.victims[0], fx_civ(&g, "Musician"));
    assert_false(fx_legal_civs(&g, ACT_BOMB)); /* one bomb */
    fx_play(&p, &g);
    assert_true(game_over(&g));
    assert_int_equal(g.n_victims, 5);
    assert_int_equal(g.round, 5);
    assert_int_equal(g.winner, SIDE_DETECTIVE);
}

/* R20 refused: the Detective's block; the block of the murderer's own
 * civilian (the Reporter, with the Librarian); a designated victim the motive
 * forbids (a Killer's victim must be alone in its block, R4); a second bomb;
 * the rule off. */
static void test_r20_illegal_bombs_are_refused(void **state)
{
    (void)state;
    assert_refused_at(BOMB, ACT_BOMB, 0, "M bomb Ballplayer", "Ballplayer is in the Detective's block (R20)");
    assert_refused_at(BOMB, ACT_BOMB, 0, "murderer: Reporter\npoi: Actress\nM bomb Librarian",
                      "Librarian is in the block of the murderer's own civilian (R20)");
    assert_refused_at(BOMB, ACT_BOMB, 0, "motive: Killer\nM bomb Musician",
                      "Musician does not fit the motive Killer (R4, R20)");
    assert_refused_at(BOMB, ACT_MURDER, 0, "M bomb Veteran", "the Homemade Bomb was already used (R20: one bomb)");
    assert_refused(BOMB, "rules: none", "the bomb rule (R20) is not in force");
    /* The Killer may bomb a civilian alone in its block: the bomb kills only her. */
    Position p;
    Game g;
    fx_read(&p, BOMB, "motive: Killer");
    fx_play_events(&p, &g, fx_event(&p, ACT_BOMB, 0));
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_BOMB)),
                        "Actress, Pharmacist, Cat Lady, Waitress, Nun, Secret Agent, Benefactor");
}

/* R20: unused when the last murder is due (the fifth), the bomb must be used:
 * no single murder is legal, a surveillance answer still speaks of a single
 * murder (R6), and the record ends with the bomb in victim slot 5. */
static void test_r20_the_last_murder_must_use_the_bomb(void **state)
{
    (void)state;
    Position p;
    Game g;
    fx_read(&p, BOMB_LAST, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_BOMB, 0));
    assert_int_equal(g.n_victims, 4);
    assert_false(fx_legal_civs(&g, ACT_MURDER));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_REFUSE, 0, 0))); /* R2 */
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_BOMB)),
                        "Mafia Don, Paperboy, Musician, Dispatcher, Secret Agent, Professor");
    assert_true(itk_game_surveillance_answer(&g, fx_civ(&g, "Secret Agent"))); /* R6: a single murder, whatever the bomb */
    assert_refused_at(BOMB_LAST, ACT_BOMB, 0, "M murder \"Secret Agent\"",
                      "the bomb is unused and this is the game's last murder: it must be a bomb (R20)");
    fx_play(&p, &g);
    assert_true(game_over(&g));
    assert_int_equal(g.bomb_slot, 4);
    assert_int_equal(g.victims[4], fx_civ(&g, "Dispatcher"));
    assert_int_equal(g.bomb_dead, fx_civs(&g, "Paperboy, Musician, Dispatcher"));
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
        cmocka_unit_test(test_r19_round_one_places_the_benefactors_crime_scene),
        cmocka_unit_test(test_r19_the_robber_murders_on_the_most_recent_crime_scene),
        cmocka_unit_test(test_r19_the_game_ends_after_five_murders_counting_the_benefactor),
        cmocka_unit_test(test_r19_the_motive_counts_four_own_victims),
        cmocka_unit_test(test_r19_round_one_surveillance_has_no_own_victims),
        cmocka_unit_test(test_r19_a_cultist_cannot_have_the_benefactor_as_person_of_interest),
        cmocka_unit_test(test_r19_illegal_cases_are_refused),
        cmocka_unit_test(test_r19_the_benefactor_is_dealt_and_never_the_murderer),
        cmocka_unit_test(test_r20_the_bomb_kills_its_block_into_one_victim_slot),
        cmocka_unit_test(test_r20_illegal_bombs_are_refused),
        cmocka_unit_test(test_r20_the_last_murder_must_use_the_bomb),
        cmocka_unit_test(test_r21_the_game_ends_after_the_fourth_murder_when_the_agent_was_murdered),
        cmocka_unit_test(test_r21_an_agent_alive_leaves_the_game_its_length),
        cmocka_unit_test(test_r21_illegal_agents_are_refused),
        cmocka_unit_test(test_r22_every_detective_phase_opens_with_an_evacuation),
        cmocka_unit_test(test_r22_a_building_is_evacuated_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
