/*
 * worked_examples_test — the rulebook's worked examples (Intent to Kill rules
 * v1.1: "Example of the murderer phase", "Example of the detective phase",
 * "Example of the city phase") replayed from the hand-written record
 * games/itk/tests/records/rulebook_example.rec, checked step by step with the rules core.
 *
 * Matthew is the Murderer (the Nurse, a Maniac); Helen the Detective.  The
 * record's comments explain how the position realises each example.  Variants
 * of its setup (another motive, another murderer, other supporters) show that
 * the rules draw the same conclusions Helen draws.  Finally, illegal events
 * written into the record are refused by the replay with their line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/data/record.h"

#define EXAMPLE "games/itk/tests/records/rulebook_example.rec"

static Catalog cat;
static Setup example;
static RecordInfo info;
static RecordEvent events[RECORD_MAX_EVENTS];
static int n_events;

static int load_example(void **state)
{
    char err[RECORD_ERR_MAX];
    (void)state;
    if (itk_catalog_load(&cat, "scenarios", err, sizeof err) != 0 ||
        itk_record_parse(&cat, EXAMPLE, &example, events, RECORD_MAX_EVENTS, &n_events, &info, err, sizeof err) != 0) {
        print_error("%s\n", err);
        return -1;
    }
    return 0;
}

static int civ(const char *name)
{
    for (int i = 0; i < CIVILIANS; i++)
        if (strcmp(example.card[i].name, name) == 0)
            return i;
    fail_msg("%s is not in the example", name);
    return -1;
}

static CivSet bit(const char *name) { return (CivSet)1u << civ(name); }

static int group(const char *name)
{
    int g = itk_catalog_group(&cat, name);
    assert_true(g >= 0);
    return g;
}

/* Index of the nth (0-based) event of this kind in the record. */
static int event_of(int kind, int nth)
{
    for (int i = 0; i < n_events; i++)
        if (action_kind(events[i].action) == kind && nth-- == 0)
            return i;
    fail_msg("the record has no such %s event", itk_action_kind_name(kind));
    return -1;
}

/* Start from setup s and play the record's first `upto` events, each of which
 * must be legal and the written side's. */
static void play(Game *g, const Setup *s, int upto)
{
    char why[RECORD_ERR_MAX];
    assert_int_equal(itk_game_init(g, s), 0);
    for (int i = 0; i < upto; i++) {
        if (itk_record_check_event(g, &cat, &events[i], why, sizeof why) != 0)
            fail_msg("%s:%d: %s", EXAMPLE, events[i].line, why);
        itk_game_apply(g, events[i].action);
    }
}

static Setup with_motive(int motive)
{
    Setup s = example;
    s.motive = (uint8_t)motive;
    return s;
}

/* ---- Example of the murderer phase ---------------------------------------- */

/* Matthew intimidates the Actress and the Waitress (R3): exactly those two flip. */
static void test_matthew_intimidates_the_actress_and_the_waitress(void **state)
{
    (void)state;
    Game g;
    play(&g, &example, event_of(ACT_INTIMIDATE, 0));
    assert_int_equal(g.phase, PH_INTIMIDATE);
    assert_int_equal(g.intimidations_left, INTIMIDATIONS);
    assert_int_equal(g.intimidated, 0);
    play(&g, &example, event_of(ACT_MURDER, 0));
    assert_int_equal(g.intimidated, bit("Actress") | bit("Waitress"));
    assert_int_equal(g.phase, PH_MURDER);
}

/* The Cat Lady fits the Maniac: the first victim's sex is free (REFERENCE §3),
 * she is not in the Detective's block and not the murderer (R4). */
static void test_the_cat_lady_is_a_legal_first_victim_of_either_sex(void **state)
{
    (void)state;
    Game g;
    play(&g, &example, event_of(ACT_MURDER, 0));
    CivSet victims = itk_game_legal_victims(&g, 0);
    assert_true(victims & bit("Cat Lady"));
    assert_true(victims & bit("Paperboy")); /* a man would do as well, for now */
    assert_false(victims & bit("Nurse"));   /* not the murderer (R4) */
    assert_false(victims & bit("Bartender")); /* block 0 holds the Detective (R4) */
    assert_true(itk_game_is_legal(&g, events[event_of(ACT_MURDER, 0)].action));

    play(&g, &example, event_of(ACT_MURDER, 0) + 1);
    assert_int_equal(g.n_victims, 1);
    assert_int_equal(g.victims[0], civ("Cat Lady"));
    assert_true(g.crime & (1u << 5));
    /* Helen's initial response: the marker moves to the crime scene, nobody to move (R8) */
    assert_int_equal(g.detective, 5);
    assert_int_equal(g.phase, PH_INVESTIGATE);
    /* from now on the Maniac needs women: the Paperboy no longer fits */
    assert_false(itk_game_legal_victims(&g, 1) & bit("Paperboy"));
}

/* ---- Example of the detective phase --------------------------------------- */

/* The Police station is on the crime scene; the Paperboy is next door (R10). */
static void test_helen_puts_the_token_on_the_paperboy(void **state)
{
    (void)state;
    Game g;
    play(&g, &example, event_of(ACT_POLICE, 0));
    assert_true(g.building[BUILDING_POLICE] & (1u << g.detective));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_POLICE, civ("Paperboy"), 0)));
    play(&g, &example, event_of(ACT_POLICE, 0) + 1);
    assert_int_equal(g.surveilled, civ("Paperboy"));
}

/* "Can you murder him right now?" — "No" (R6): the Maniac's first victim was a
 * woman, the Paperboy is a man. */
static void test_surveillance_of_the_paperboy_answers_no(void **state)
{
    (void)state;
    Game g;
    play(&g, &example, event_of(ACT_SURVEIL, 0));
    assert_int_equal(itk_game_surveillance_answer(&g, civ("Paperboy")), 0);
    play(&g, &example, event_of(ACT_SURVEIL, 0) + 1);
    const Obs *o = &g.obs[g.n_obs - 1];
    assert_int_equal(o->kind, OBS_SURVEIL);
    assert_int_equal(o->civ, civ("Paperboy"));
    assert_int_equal(o->yes, 0);
    assert_int_equal(g.surveilled, NOBODY); /* the token returns (R6) */
}

/* Helen rules out the Psychopath (two ages: 60 and 20), the Sadist (the
 * Paperboy is not intimidated) and the Terrorist (Outcasts and Press): each of
 * them, with the Nurse as murderer and the Cat Lady the only victim, would
 * answer "Yes" (R6), so "No" excludes them. */
static void test_no_rules_out_psychopath_sadist_and_terrorist(void **state)
{
    (void)state;
    const int ruled_out[] = {MOTIVE_PSYCHOPATH, MOTIVE_SADIST, MOTIVE_TERRORIST};
    for (size_t i = 0; i < sizeof ruled_out / sizeof ruled_out[0]; i++) {
        Setup s = with_motive(ruled_out[i]);
        Game g;
        play(&g, &s, event_of(ACT_SURVEIL, 0)); /* the same game is legal under this motive */
        assert_int_equal(g.n_victims, 1);
        assert_int_equal(g.victims[0], civ("Cat Lady"));
        assert_int_equal(g.murderer, civ("Nurse"));
        if (itk_game_surveillance_answer(&g, civ("Paperboy")) != 1)
            fail_msg("the %s could murder the Paperboy: the answer must be yes", itk_motive_key(ruled_out[i]));
    }
    /* and the facts Helen reasons with */
    Game g;
    play(&g, &example, event_of(ACT_SURVEIL, 0));
    assert_false(g.intimidated & bit("Paperboy"));
    assert_int_not_equal(g.group_of[civ("Paperboy")], g.group_of[civ("Cat Lady")]);
    assert_int_not_equal(g.card[civ("Paperboy")].age, g.card[civ("Cat Lady")].age);
}

/* "However, there is a possibility that Matthew cannot kill the Paperboy
 * because he is the Murderer": with the Paperboy as murderer even the Sadist
 * answers "No" (R6). */
static void test_the_murderer_himself_answers_no(void **state)
{
    (void)state;
    Setup s = with_motive(MOTIVE_SADIST);
    Game g;
    s.murderer = (uint8_t)civ("Paperboy");
    play(&g, &s, event_of(ACT_SURVEIL, 0));
    assert_int_equal(itk_game_surveillance_answer(&g, civ("Paperboy")), 0);
}

/* Two movement points take Helen from the crime scene (5) through 6 to the
 * Musician and the Dispatcher in block 10 (R8). */
static void test_helen_moves_two_blocks(void **state)
{
    (void)state;
    Game g;
    play(&g, &example, event_of(ACT_MOVE, 0));
    assert_int_equal(g.move_points, MOVEMENT_POINTS);
    assert_false(itk_game_is_legal(&g, ACTION(ACT_MOVE, 10, 0))); /* two steps away */
    play(&g, &example, event_of(ACT_MOVE, 1) + 1);
    assert_int_equal(g.detective, 10);
    assert_int_equal(g.move_points, 0);
    assert_int_equal(g.in_block[10], bit("Musician") | bit("Dispatcher"));
    assert_false(itk_game_is_legal(&g, ACTION(ACT_MOVE, 11, 0))); /* no points left */
}

/* "Is the Murderer female?": the Musician tells the truth, "Yes" (the Nurse is
 * a woman, R9); the Dispatcher's "No" is a lie, legal because the Dispatcher is
 * one of the supporters (R7).  After two different actions only the end of
 * the investigation (and surveillance) remains (R8). */
static void test_questioning_musician_and_dispatcher(void **state)
{
    (void)state;
    Game g;
    play(&g, &example, event_of(ACT_QUESTION, 0) + 1);
    assert_int_equal(g.to_ask, bit("Musician") | bit("Dispatcher"));

    play(&g, &example, event_of(ACT_ASK, 0) + 1);
    assert_int_equal(itk_game_to_move(&g), SIDE_DETECTIVE); /* no answer from the Murderer */
    const Obs *o = &g.obs[g.n_obs - 1];
    assert_int_equal(o->kind, OBS_ANSWER);
    assert_int_equal(o->civ, civ("Musician"));
    assert_int_equal(o->value, Q_FEMALE);
    assert_int_equal(o->yes, 1);

    play(&g, &example, event_of(ACT_ASK, 1) + 1);
    assert_int_equal(g.phase, PH_ANSWER);
    assert_true(g.liars & bit("Dispatcher"));
    assert_false(g.liars & bit("Musician"));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_ANSWER, 0, 0)));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_ANSWER, 1, 0)));

    play(&g, &example, event_of(ACT_ANSWER, 0) + 1);
    o = &g.obs[g.n_obs - 1];
    assert_int_equal(o->civ, civ("Dispatcher"));
    assert_int_equal(o->yes, 0);
    assert_int_equal(g.phase, PH_INVESTIGATE);
    ActionList legal;
    itk_game_legal(&g, &legal);
    for (int i = 0; i < legal.n; i++)
        assert_true(action_kind(legal.a[i]) == ACT_END || action_kind(legal.a[i]) == ACT_SURVEIL);
}

/* Replay the example with setup s; the replay must stop at `line` with `why`. */
static void assert_replay_refuses(const Setup *s, const RecordEvent *ev, int n, int line, const char *why)
{
    Game g;
    char err[RECORD_ERR_MAX], want[RECORD_ERR_MAX];
    assert_int_equal(itk_record_play(&g, s, &cat, ev, n, EXAMPLE, &info, NULL, NULL, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:%d: illegal event: %s", EXAMPLE, line, why);
    assert_string_equal(err, want);
}

/* "One of them lies": with other supporters the Dispatcher is no liar, answers
 * "Yes" by the rules, and the record's "M answer no" is refused (R7). */
static void test_a_truthful_dispatcher_cannot_say_no(void **state)
{
    (void)state;
    Setup s = example;
    s.supporters = (uint8_t)group("Labor");
    int answer = event_of(ACT_ANSWER, 0);
    assert_replay_refuses(&s, events, n_events, events[answer].line,
                          "Dispatcher is not a liar and has answered truthfully (R7)");
    Game g;
    play(&g, &s, answer);
    assert_int_equal(g.obs[g.n_obs - 1].yes, 1);
}

/* With a male murderer, a Musician who is no liar must answer "No" to "Is the
 * Murderer female?": a "Yes" written for him is refused (R7, R9). */
static void test_a_truthful_musician_cannot_say_yes_for_a_man(void **state)
{
    (void)state;
    Setup s = example;
    s.murderer = (uint8_t)civ("Secret Agent");
    RecordEvent ev[RECORD_MAX_EVENTS];
    int ask = event_of(ACT_ASK, 0);
    memcpy(ev, events, sizeof ev[0] * (size_t)(ask + 1));
    ev[ask + 1] = (RecordEvent){ACTION(ACT_ANSWER, 1, 0), SIDE_MURDERER, events[ask].line + 1};
    assert_replay_refuses(&s, ev, ask + 2, events[ask].line + 1,
                          "Musician is not a liar and has answered truthfully (R7)");
    Game g;
    play(&g, &s, ask + 1);
    assert_int_equal(g.obs[g.n_obs - 1].yes, 0);
}

/* ---- Example of the city phase --------------------------------------------- */

/* Nobody intimidated in Helen's block; Matthew draws the Immigrants and moves
 * the Musician and the Nun; Helen draws the Outcasts and moves the Veteran and
 * the Greaser; both tokens go back to the stack (R11). */
static void test_city_phase_moves_immigrants_then_outcasts(void **state)
{
    (void)state;
    Game g;
    int draw1 = event_of(ACT_DRAW, 0), draw2 = event_of(ACT_DRAW, 1);
    play(&g, &example, draw1);
    assert_int_equal(g.intimidated, bit("Actress") | bit("Waitress")); /* none to comfort in block 10 */
    assert_int_equal(itk_game_to_move(&g), SIDE_CHANCE);
    const uint16_t stack = g.stack;
    assert_true(stack & (1u << group("Immigrants")));
    assert_true(stack & (1u << group("Outcasts")));
    assert_false(stack & (1u << group("Authority"))); /* drawn by the Murderer at setup */

    play(&g, &example, draw1 + 1);
    assert_int_equal(g.drawer, SIDE_MURDERER);
    assert_int_equal(g.may_move, bit("Musician") | bit("Nun") | bit("Professor"));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_GROUP_MOVE, civ("Musician"), 9)));
    assert_false(itk_game_is_legal(&g, ACTION(ACT_GROUP_MOVE, civ("Musician"), 5))); /* a crime scene */
    assert_false(itk_game_is_legal(&g, ACTION(ACT_GROUP_MOVE, civ("Veteran"), 8)));  /* not an Immigrant */

    play(&g, &example, draw2);
    assert_int_equal(g.pos[civ("Musician")], 9);
    assert_int_equal(g.pos[civ("Nun")], 4);
    assert_false(itk_game_is_legal(&g, ACTION(ACT_DRAW, group("Immigrants"), 0))); /* held until the end */

    play(&g, &example, draw2 + 1);
    assert_int_equal(g.drawer, SIDE_DETECTIVE);
    assert_int_equal(g.may_move, bit("Veteran") | bit("Greaser")); /* the Cat Lady is dead */

    play(&g, &example, n_events);
    assert_int_equal(g.pos[civ("Veteran")], 8);
    assert_int_equal(g.pos[civ("Greaser")], 14);
    assert_int_equal(g.stack, stack);
    assert_int_equal(g.round, 2);
    assert_int_equal(g.phase, PH_INTIMIDATE);
}

/* ---- illegal events --------------------------------------------------------- */

/* The example's text up to (and including) line `last`, with `extra` as the
 * next line, read and replayed under the name EXAMPLE; `motive` replaces the
 * header's motive line when not NULL. */
static void assert_line_refused(int last, const char *extra, const char *motive, const char *why)
{
    FILE *in = fopen(EXAMPLE, "r"), *text;
    char line[1024], *buf = NULL, err[RECORD_ERR_MAX], want[RECORD_ERR_MAX];
    size_t len = 0;
    assert_non_null(in);
    text = open_memstream(&buf, &len);
    for (int k = 1; k <= last && fgets(line, sizeof line, in); k++)
        fputs(motive && strncmp(line, "motive:", 7) == 0 ? motive : line, text);
    fprintf(text, "%s\n", extra);
    fclose(in);
    fclose(text);

    static RecordEvent ev[RECORD_MAX_EVENTS];
    Setup s;
    RecordInfo ri;
    Game g;
    int n;
    in = fmemopen(buf, len, "r");
    assert_int_equal(itk_record_read(in, EXAMPLE, &cat, &s, ev, RECORD_MAX_EVENTS, &n, &ri, err, sizeof err), 0);
    fclose(in);
    assert_int_equal(itk_record_play(&g, &s, &cat, ev, n, EXAMPLE, &ri, NULL, NULL, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:%d: illegal event: %s", EXAMPLE, last + 1, why);
    assert_string_equal(err, want);
    free(buf);
}

/* R4: the Bartender shares block 0 with the Detective; R3: a third
 * intimidation; a Killer's victim must be alone (REFERENCE §3): the Reporter
 * shares block 3 with the Librarian.  Each refused with its line. */
static void test_illegal_events_are_refused_with_their_line(void **state)
{
    (void)state;
    int second = events[event_of(ACT_INTIMIDATE, 1)].line;
    assert_line_refused(second, "M murder Bartender", NULL, "Bartender is in the Detective's block (R4)");
    assert_line_refused(second, "M intimidate Nun", NULL, "this round's intimidations are done (R3)");
    assert_line_refused(second, "M murder Reporter", "motive: Killer\n",
                        "Reporter does not fit the motive Killer (R4)");
    assert_line_refused(second, "M murder Nurse", NULL, "Nurse is the murderer (R4)");
    assert_line_refused(second, "D move 1", NULL, "it is the Murderer's turn, not the Detective's");
    assert_line_refused(events[event_of(ACT_POLICE, 0)].line, "D police Musician", NULL,
                        "'police' was already taken this round (R8: two different actions)");
    assert_line_refused(events[event_of(ACT_MOVE, 1)].line, "D move 6", NULL,
                        "no movement points left this round (R8)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_matthew_intimidates_the_actress_and_the_waitress),
        cmocka_unit_test(test_the_cat_lady_is_a_legal_first_victim_of_either_sex),
        cmocka_unit_test(test_helen_puts_the_token_on_the_paperboy),
        cmocka_unit_test(test_surveillance_of_the_paperboy_answers_no),
        cmocka_unit_test(test_no_rules_out_psychopath_sadist_and_terrorist),
        cmocka_unit_test(test_the_murderer_himself_answers_no),
        cmocka_unit_test(test_helen_moves_two_blocks),
        cmocka_unit_test(test_questioning_musician_and_dispatcher),
        cmocka_unit_test(test_a_truthful_dispatcher_cannot_say_no),
        cmocka_unit_test(test_a_truthful_musician_cannot_say_yes_for_a_man),
        cmocka_unit_test(test_city_phase_moves_immigrants_then_outcasts),
        cmocka_unit_test(test_illegal_events_are_refused_with_their_line),
    };
    return cmocka_run_group_tests(tests, load_example, NULL);
}
