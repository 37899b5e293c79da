/*
 * rules_detective_test — the detective phase: surveillance (R6), liars (R7),
 * the initial response and the investigation (R8), questioning (R9), the
 * buildings (R10) and the surveillance-ban switch (R13), on the hand-written
 * positions of games/itk/tests/records/rules/ (see rules_fixture.h).
 *
 * Most tests start from city.rec with a Sadist: round 1's murder of the Cat
 * Lady (block 5, alone, a Police station) puts the marker on 5 with nobody to
 * displace, next to the full block 6 (Paperboy, Musician, Dispatcher).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/tests/core/rules_fixture.h"

#define CITY "games/itk/tests/records/rules/city.rec"
#define FOUR_MURDERS "games/itk/tests/records/rules/four_murders.rec"

/* Round 1 of city.rec (a Sadist) up to the investigation after the murder of
 * the Cat Lady; `pair` are the two intimidations, `more` further events. */
static void cat_lady_murdered(Game *g, const char *pair, const char *more)
{
    char edits[1024];
    snprintf(edits, sizeof edits, "D start 0\n%s\nM murder \"Cat Lady\"\n%s", pair, more);
    fx_game(g, CITY, edits);
}

static const Obs *last_obs(const Game *g)
{
    assert_true(g->n_obs > 0);
    return &g->obs[g->n_obs - 1];
}

/* ---- R6 surveillance ------------------------------------------------------------- */

/* R6: "Can you murder this civilian right now?" is R4 on the current
 * position: a Vigilante cannot murder the Secret Agent (block 9) while the
 * marker is on 5 or 6 (9 is in their ring) but can once it is on 7.  Used,
 * the token returns to the Detective. */
static void test_r6_truthful_on_the_current_position(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "motive: Vigilante\nD start 3\nM intimidate Bartender\nM intimidate \"Mafia Don\"\n"
                      "M murder \"Cat Lady\"\nD police \"Secret Agent\"");
    int agent = fx_civ(&g, "Secret Agent");
    assert_int_equal(g.surveilled, agent);
    assert_int_equal(itk_game_surveillance_answer(&g, agent), 0);
    fx_do(&g, "move 6");
    assert_int_equal(itk_game_surveillance_answer(&g, agent), 0);
    fx_do(&g, "move 7");
    assert_int_equal(itk_game_surveillance_answer(&g, agent), 1);

    fx_do(&g, "surveil");
    const Obs *o = last_obs(&g);
    assert_int_equal(o->kind, OBS_SURVEIL);
    assert_int_equal(o->civ, agent);
    assert_int_equal(o->yes, 1);
    assert_int_equal(o->det_block, 7);
    assert_int_equal(g.surveilled, NOBODY);
    assert_false(itk_game_is_legal(&g, ACTION(ACT_SURVEIL, 0, 0)));
}

/* R6: "No" for the murderer (the Nurse fits a Sadist and is not in the
 * Detective's block) and for a civilian in the Detective's block. */
static void test_r6_no_for_the_murderer_and_for_the_detectives_block(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Reporter\nM intimidate Pharmacist", "D police Paperboy");
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Nurse")), 0);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Paperboy")), 1);
    fx_do(&g, "move 6");
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Paperboy")), 0);
    fx_do(&g, "surveil");
    assert_int_equal(last_obs(&g)->yes, 0);
}

/* R6: after the 5th murder, per-victim conditions only.  A Radical with
 * Criminals, Press, Criminals, Press, Criminals could not take the Benefactor
 * (Jet Set) as a 6th victim by R5, but the answer is "Yes". */
static void test_r6_after_the_fifth_murder_per_victim_conditions_only(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, FOUR_MURDERS, "M murder Bartender\nD displace Gangster 11\nD move 14\nD police Benefactor");
    int benefactor = fx_civ(&g, "Benefactor");
    assert_int_equal(g.n_victims, MAX_VICTIMS);
    assert_false(itk_game_legal_victims(&g, 0) & fx_civs(&g, "Benefactor"));
    assert_true(itk_game_legal_victims(&g, 1) & fx_civs(&g, "Benefactor"));
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Editor")), 0); /* the Detective's block */
    fx_do(&g, "surveil");
    assert_int_equal(last_obs(&g)->civ, benefactor);
    assert_int_equal(last_obs(&g)->yes, 1);
}

/* R6 on the other side of its boundary: with 4 victims a 5th murder is due,
 * so the answer is R4 with R5.  In round 4's investigation of
 * four_murders.rec (a Radical; victims Criminals, Press, Criminals, Press)
 * the Benefactor (Jet Set) passes every per-victim condition (a Radical has
 * none) but would leave no group with 3 victims: "No"; the Bartender
 * (Criminals, the 3rd) is "Yes". */
static void test_r6_before_the_fifth_murder_completability_counts(void **state)
{
    (void)state;
    static Position p;
    Game g;
    fx_read(&p, FOUR_MURDERS, "");
    fx_play_events(&p, &g, fx_event(&p, ACT_MURDER, 3) + 1); /* the 4th murder played */
    assert_int_equal(g.n_victims, 4);
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Benefactor")), 0);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Bartender")), 1);
}

/* R6 after the 5th murder for the Psychopath ("victims have at most two
 * different ages", REFERENCE §3): per-victim conditions only, and the two
 * ages are a per-victim condition.  four_murders.rec as a Psychopath (in
 * the Maniac's place in the set): the
 * Informant, Paperboy, Reporter (20) and the Mafia Don (60), then the Nun (60)
 * as the 5th.  With the ages fixed at 20 and 60, by hand: the Waitress and
 * the Musician (40) "No", the Librarian (60) and the Secret Agent (20) "Yes"
 * (a 6th murder would need no further victim, so nothing else counts). */
static void test_r6_after_the_fifth_murder_psychopath_keeps_two_ages(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, FOUR_MURDERS,
            "motives: Radical, Cultist, Cannibal, Sadist, Psychopath, Killer\nmotive: Psychopath\n"
            "M murder Nun\nD move 4\nD move 5\nD police Waitress");
    assert_int_equal(g.n_victims, MAX_VICTIMS);
    assert_int_equal(g.detective, 5);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Musician")), 0);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Librarian")), 1);
    assert_int_equal(itk_game_surveillance_answer(&g, fx_civ(&g, "Secret Agent")), 1);
    fx_do(&g, "surveil");
    assert_int_equal(last_obs(&g)->civ, fx_civ(&g, "Waitress"));
    assert_int_equal(last_obs(&g)->yes, 0);
}

/* R6: the token returns when its civilian dies. */
static void test_r6_the_token_returns_when_its_civilian_dies(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Reporter\nM intimidate Pharmacist", "D police Paperboy");
    fx_round(&g, NULL);
    fx_to_murder(&g);
    assert_int_equal(g.surveilled, fx_civ(&g, "Paperboy"));
    fx_do(&g, "murder Paperboy");
    assert_int_equal(g.surveilled, NOBODY);
    assert_false(itk_game_is_legal(&g, ACTION(ACT_SURVEIL, 0, 0)));
}

/* R6, R8: surveillance is free and may be used twice in one investigation:
 * the token placed last round, then a new one placed at the Police station. */
static void test_r6_surveillance_is_free_and_may_be_used_twice(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Actress\nM intimidate Nurse", "D police Paperboy");
    fx_round(&g, NULL);
    fx_to_murder(&g);
    fx_do(&g, "murder \"Secret Agent\"");
    fx_do(&g, "move 5");
    int before = g.n_obs;
    fx_do(&g, "surveil");
    assert_int_equal(g.actions_used, 0); /* not one of the two actions */
    fx_do(&g, "police Musician");
    fx_do(&g, "surveil");
    assert_int_equal(g.n_obs, before + 2);
    assert_int_equal(g.obs[before].civ, fx_civ(&g, "Paperboy"));
    assert_int_equal(g.obs[before + 1].civ, fx_civ(&g, "Musician"));
    assert_int_equal(g.obs[before + 1].kind, OBS_SURVEIL);
    assert_true(itk_game_is_legal(&g, ACTION(ACT_END, 0, 0)));
}

/* R13 switch: no surveillance once `ban` murders are on the board.  Round 1
 * puts the token on the Ballplayer; a Cutthroat then murders outside the
 * centre, and at 4 victims the token stays unused. */
static void surveillance_ban(int ban, int legal_at_four)
{
    static const char *const next[] = {"murder Actress", "murder Nun", "murder Pharmacist"};
    char edits[256];
    Game g;
    snprintf(edits, sizeof edits,
             "motive: Cutthroat\nswitches: surveillance_ban=%d\nD start 0\nM intimidate Actress\n"
             "M intimidate Nurse\nM murder Benefactor\nD police Ballplayer",
             ban);
    fx_game(&g, CITY, edits);
    for (int i = 0; i < 3; i++) {
        assert_true(itk_game_is_legal(&g, ACTION(ACT_SURVEIL, 0, 0))); /* 1..3 victims */
        fx_round(&g, NULL);
        fx_to_murder(&g);
        fx_do(&g, next[i]);
    }
    assert_int_equal(g.n_victims, 4);
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(g.surveilled, fx_civ(&g, "Ballplayer"));
    assert_int_equal(itk_game_is_legal(&g, ACTION(ACT_SURVEIL, 0, 0)), legal_at_four);
}

static void test_r13_surveillance_ban_switch(void **state)
{
    (void)state;
    surveillance_ban(4, 0);
    surveillance_ban(5, 1);
}

/* ---- R7 liars ----------------------------------------------------------------------- */

/* R7: the liars of city.rec are the murderer (Nurse), the Person of Interest
 * (Librarian) and the supporters' group (Authority: Dispatcher, Judge).  A
 * liar's answer is the Murderer's decision (ANSWER, either way); anybody else
 * answers at once with the murderer's trait. */
static void test_r7_liars_answer_either_way_others_truthfully(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Actress\nM intimidate Nurse", "D move 6\nD question");
    assert_int_equal(g.liars, fx_civs(&g, "Nurse, Librarian, Dispatcher, Judge"));

    fx_do(&g, "ask Paperboy female"); /* the Nurse is a woman */
    assert_int_equal(g.phase, PH_ASK);
    assert_int_equal(last_obs(&g)->civ, fx_civ(&g, "Paperboy"));
    assert_int_equal(last_obs(&g)->yes, 1);

    fx_do(&g, "ask Dispatcher male");
    assert_int_equal(g.phase, PH_ANSWER);
    assert_int_equal(itk_game_to_move(&g), SIDE_MURDERER);
    assert_string_equal(fx_legal(&g), "answer no; answer yes");
    fx_do(&g, "answer yes"); /* a lie */
    assert_int_equal(last_obs(&g)->civ, fx_civ(&g, "Dispatcher"));
    assert_int_equal(last_obs(&g)->value, Q_MALE);
    assert_int_equal(last_obs(&g)->yes, 1);

    fx_do(&g, "ask Musician age40"); /* truthful: the Nurse is 40 */
    assert_int_equal(last_obs(&g)->yes, 1);
    assert_int_equal(g.phase, PH_INVESTIGATE);
}

/* R7: the Person of Interest lies too (asked at the Diner), and the murderer
 * herself (asked in her block). */
static void test_r7_the_person_of_interest_and_the_murderer_lie(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Actress\nM intimidate Reporter", "D move 6\nD move 7\nD diner Librarian");
    fx_do(&g, "ask Librarian tall");
    assert_int_equal(g.phase, PH_ANSWER);

    cat_lady_murdered(&g, "M intimidate Actress\nM intimidate Reporter", "D move 6\nD move 2\nD question");
    fx_do(&g, "ask Nurse male");
    assert_int_equal(g.phase, PH_ANSWER);
    fx_do(&g, "answer no");
    assert_int_equal(last_obs(&g)->yes, 0);
}

/* R7: without a Person of Interest (a switch, R12) the Librarian is no liar:
 * she answers at once, truthfully. */
static void test_r7_no_person_of_interest_no_lie(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "motives: Maniac, Sadist, Cutthroat, Vigilante, Killer, Terrorist\npoi: none\n"
                      "D start 0\nM intimidate Actress\nM intimidate Reporter\nM murder \"Cat Lady\"\n"
                      "D move 6\nD move 7\nD diner Librarian");
    assert_int_equal(g.liars, fx_civs(&g, "Nurse, Dispatcher, Judge"));
    fx_do(&g, "ask Librarian tall"); /* the Nurse is tall */
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(last_obs(&g)->yes, 1);
}

/* R7, R9: a truthful answer is the murderer's trait: with the Secret Agent
 * (a man) as murderer, the Paperboy says "No" to "female". */
static void test_r7_truthful_answers_follow_the_murderer(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "murderer: Secret Agent\nD start 0\nM intimidate Actress\nM intimidate Nurse\n"
                      "M murder \"Cat Lady\"\nD move 6\nD question\nD ask Paperboy female");
    assert_int_equal(last_obs(&g)->yes, 0);
    assert_true(g.liars & fx_civs(&g, "Secret Agent"));
    assert_false(g.liars & fx_civs(&g, "Nurse"));
}

/* ---- R8 detective phase ---------------------------------------------------------------- */

/* R8, R16: the marker moves to the crime scene; the Detective moves the
 * civilians left there one at a time, in an order of their choosing, to an
 * adjacent block that is not a crime scene and has room: the Musician and the
 * Dispatcher may each go to 2, 7 or 10 but not 5 (a crime scene); once the
 * Dispatcher fills block 10 the Musician may go to 2 or 7 only. */
static void test_r8_r16_initial_response_to_adjacent_blocks_with_room(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Actress\nM intimidate Nurse", "");
    fx_round(&g, NULL);
    fx_to_murder(&g);
    fx_do(&g, "murder Paperboy");
    assert_int_equal(g.detective, 6);
    assert_int_equal(g.phase, PH_DISPLACE);
    assert_int_equal(fx_legal_civs(&g, ACT_DISPLACE), fx_civs(&g, "Musician, Dispatcher"));
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_DISPLACE, fx_civ(&g, "Musician"))), "2, 7, 10");
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_DISPLACE, fx_civ(&g, "Dispatcher"))), "2, 7, 10");
    fx_do(&g, "displace Dispatcher 10");
    assert_int_equal(fx_legal_civs(&g, ACT_DISPLACE), fx_civs(&g, "Musician"));
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_DISPLACE, -1)), "2, 7");
    fx_do(&g, "displace Musician 7");
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(g.in_block[6], 0);
    assert_int_equal(g.move_points, MOVEMENT_POINTS);
}

/* R8: "or to any such block in the city if none is adjacent": the Mafia Don
 * is murdered in corner 0 after the Actress (1) and the Pharmacist (4); the
 * Bartender may go to any block that is not a crime scene and not full. */
static void test_r8_initial_response_anywhere_when_no_adjacent_block_has_room(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "motive: Cutthroat\nD start 15");
    fx_round(&g, "Actress");
    fx_round(&g, "Pharmacist");
    fx_to_murder(&g);
    fx_do(&g, "murder \"Mafia Don\"");
    assert_int_equal(g.phase, PH_DISPLACE);
    assert_string_equal(fx_blocks(fx_legal_blocks(&g, ACT_DISPLACE, fx_civ(&g, "Bartender"))),
                        "2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15");
    fx_do(&g, "displace Bartender 13");
    assert_int_equal(g.pos[fx_civ(&g, "Bartender")], 13);
}

/* R8: up to 2 actions of different kinds and 2 movement points, in any order
 * but never inside an action; moving onto a full block (6) and onto a crime
 * scene (5) is allowed. */
static void test_r8_two_actions_of_different_kinds_and_two_moves(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Actress\nM intimidate Nurse", "");
    assert_int_equal(g.move_points, 2);
    fx_do(&g, "move 6"); /* a full block */
    fx_do(&g, "question");
    /* inside the questioning: only questions, no move, no end (R8) */
    assert_int_equal(fx_count_kind(&g, ACT_ASK), 3 * QUESTIONS);
    assert_int_equal(fx_count_kind(&g, ACT_MOVE), 0);
    assert_int_equal(fx_count_kind(&g, ACT_END), 0);
    fx_do(&g, "ask Paperboy tall");
    assert_int_equal(fx_count_kind(&g, ACT_MOVE), 0);
    fx_do(&g, "ask Musician tall");
    fx_do(&g, "ask Dispatcher tall");
    fx_do(&g, "answer no");
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_false(itk_game_is_legal(&g, ACTION(ACT_QUESTION, 0, 0))); /* one action of each kind */
    fx_do(&g, "move 5");                                        /* a crime scene */
    assert_int_equal(g.move_points, 0);
    fx_do(&g, "police Actress");
    assert_string_equal(fx_legal(&g), "surveil; end"); /* no points, no third action */
}

/* ---- R9 questioning ------------------------------------------------------------------------ */

/* R9: every unintimidated civilian in the block is asked exactly one of the 11
 * questions, in any order; the intimidated Paperboy is not asked. */
static void test_r9_each_unintimidated_civilian_asked_once_in_any_order(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Paperboy\nM intimidate Waitress", "D move 6\nD question");
    assert_int_equal(g.to_ask, fx_civs(&g, "Musician, Dispatcher"));
    assert_int_equal(fx_count_kind(&g, ACT_ASK), 2 * QUESTIONS);
    assert_true(strstr(fx_legal(&g),
                       "ask Musician male; ask Musician female; ask Musician age20; ask Musician age40; "
                       "ask Musician age60; ask Musician thin; ask Musician medium-build; ask Musician heavy; "
                       "ask Musician tall; ask Musician medium-height; ask Musician short; ") == fx_legal(&g));
    int before = g.n_obs;
    fx_do(&g, "ask Dispatcher short"); /* the higher index first */
    fx_do(&g, "answer yes");
    assert_int_equal(fx_legal_civs(&g, ACT_ASK), fx_civs(&g, "Musician"));
    fx_do(&g, "ask Musician heavy");
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(g.n_obs, before + 2);
    assert_int_equal(g.obs[before].civ, fx_civ(&g, "Dispatcher"));
    assert_int_equal(g.obs[before + 1].civ, fx_civ(&g, "Musician"));
    assert_int_equal(g.obs[before + 1].value, Q_HEAVY);
    assert_int_equal(g.obs[before + 1].yes, 0); /* the Nurse is of medium build */
}

/* R9 [engine]: no questioning of a block without an unintimidated civilian. */
static void test_r9_no_questioning_without_a_witness(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 15\nM intimidate Bartender\nM intimidate \"Mafia Don\"\nM murder Actress\n"
                      "D move 0");
    assert_false(itk_game_is_legal(&g, ACTION(ACT_QUESTION, 0, 0)));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_FIRE, 0, 0))); /* the block's other action remains */
}

/* ---- R10 buildings -------------------------------------------------------------------------- */

/* R10 Police: put the token on a civilian in this or an adjacent block, or
 * move it there from another civilian. */
static void test_r10_police_this_or_adjacent_block(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Actress\nM intimidate Nurse", "");
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_POLICE)),
                        "Actress, Pharmacist, Paperboy, Musician, Dispatcher, Secret Agent");
    fx_do(&g, "police Musician");
    assert_int_equal(g.surveilled, fx_civ(&g, "Musician"));
    assert_false(itk_game_is_legal(&g, ACTION(ACT_POLICE, fx_civ(&g, "Paperboy"), 0))); /* once a round */
    fx_do(&g, "move 6");
    assert_int_equal(fx_legal_civs(&g, ACT_POLICE), 0); /* no Police station in block 6 */

    fx_round(&g, NULL);
    fx_to_murder(&g);
    fx_do(&g, "murder \"Secret Agent\"");
    fx_do(&g, "move 5");
    assert_false(fx_legal_civs(&g, ACT_POLICE) & fx_civs(&g, "Musician")); /* already under the token */
    fx_do(&g, "police Paperboy");
    assert_int_equal(g.surveilled, fx_civ(&g, "Paperboy"));
}

/* R10 Diner: question one unintimidated civilian in this or an adjacent block
 * (Diner on 7: blocks 3, 6, 7, 11; the Reporter and the Musician are
 * intimidated). */
static void test_r10_diner_one_unintimidated_civilian_nearby(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Reporter\nM intimidate Musician", "D move 6\nD move 7");
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_DINER)), "Librarian, Paperboy, Dispatcher, Waitress");
    fx_do(&g, "diner Waitress");
    assert_int_equal(g.phase, PH_ASK);
    assert_int_equal(fx_legal_civs(&g, ACT_ASK), fx_civs(&g, "Waitress"));
    assert_int_equal(fx_count_kind(&g, ACT_ASK), QUESTIONS);
    fx_do(&g, "ask Waitress age40");
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(last_obs(&g)->yes, 1);
}

/* R10 Hospital: comfort one intimidated civilian in this or an adjacent block
 * (Hospital on 2: blocks 1, 2, 3, 6). */
static void test_r10_hospital_one_intimidated_civilian_nearby(void **state)
{
    (void)state;
    Game g;
    cat_lady_murdered(&g, "M intimidate Actress\nM intimidate Musician", "D move 6\nD move 2");
    assert_string_equal(fx_names(&g, fx_legal_civs(&g, ACT_HOSPITAL)), "Actress, Musician");
    fx_do(&g, "hospital Musician");
    assert_int_equal(g.intimidated, fx_civs(&g, "Actress"));
    assert_int_equal(fx_legal_civs(&g, ACT_HOSPITAL), 0);
}

/* R10 Fire: a token is drawn from the stack (chance), the Detective moves
 * that group as in R11, and the token goes back to the stack. */
static void test_r10_fire_draws_a_group_the_detective_moves_it(void **state)
{
    (void)state;
    Game g;
    fx_game(&g, CITY, "D start 15\nM intimidate Librarian\nM intimidate Reporter\nM murder Actress\nD move 0");
    uint16_t stack = g.stack;
    fx_do(&g, "fire");
    assert_int_equal(itk_game_to_move(&g), SIDE_CHANCE);
    assert_string_equal(fx_legal(&g), "draw Immigrants; draw Government; draw Medicine; draw Outcasts; "
                                      "draw \"Jet Set\"; draw Press");
    fx_do(&g, "draw Immigrants");
    assert_int_equal(g.drawer, SIDE_DETECTIVE);
    assert_int_equal(itk_game_to_move(&g), SIDE_DETECTIVE);
    assert_int_equal(g.may_move, fx_civs(&g, "Musician, Nun, Professor"));
    assert_false(g.stack & (1u << fx_group("Immigrants")));
    fx_do(&g, "group-move Nun 4");
    fx_do(&g, "group-done");
    assert_int_equal(g.phase, PH_INVESTIGATE);
    assert_int_equal(g.stack, stack);
    assert_int_equal(g.held, 0);
    assert_int_equal(g.pos[fx_civ(&g, "Nun")], 4);
    assert_false(itk_game_is_legal(&g, ACTION(ACT_FIRE, 0, 0)));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_QUESTION, 0, 0))); /* a second, different action */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r6_truthful_on_the_current_position),
        cmocka_unit_test(test_r6_no_for_the_murderer_and_for_the_detectives_block),
        cmocka_unit_test(test_r6_after_the_fifth_murder_per_victim_conditions_only),
        cmocka_unit_test(test_r6_before_the_fifth_murder_completability_counts),
        cmocka_unit_test(test_r6_after_the_fifth_murder_psychopath_keeps_two_ages),
        cmocka_unit_test(test_r6_the_token_returns_when_its_civilian_dies),
        cmocka_unit_test(test_r6_surveillance_is_free_and_may_be_used_twice),
        cmocka_unit_test(test_r13_surveillance_ban_switch),
        cmocka_unit_test(test_r7_liars_answer_either_way_others_truthfully),
        cmocka_unit_test(test_r7_the_person_of_interest_and_the_murderer_lie),
        cmocka_unit_test(test_r7_no_person_of_interest_no_lie),
        cmocka_unit_test(test_r7_truthful_answers_follow_the_murderer),
        cmocka_unit_test(test_r8_r16_initial_response_to_adjacent_blocks_with_room),
        cmocka_unit_test(test_r8_initial_response_anywhere_when_no_adjacent_block_has_room),
        cmocka_unit_test(test_r8_two_actions_of_different_kinds_and_two_moves),
        cmocka_unit_test(test_r9_each_unintimidated_civilian_asked_once_in_any_order),
        cmocka_unit_test(test_r9_no_questioning_without_a_witness),
        cmocka_unit_test(test_r10_police_this_or_adjacent_block),
        cmocka_unit_test(test_r10_diner_one_unintimidated_civilian_nearby),
        cmocka_unit_test(test_r10_hospital_one_intimidated_civilian_nearby),
        cmocka_unit_test(test_r10_fire_draws_a_group_the_detective_moves_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
