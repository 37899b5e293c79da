/*
 * session_test.c — Intent to Kill as the engine, the C library and the Python
 * module play it: a game session (engine/game_session.h) of its game class,
 * with its dialect (games/itk/engine/itk_dialect.c), over the catalog.
 *   - every legal action of every position of 150 random games, written as
 *     its event line, with its side letter (the record's, game_session_event)
 *     and without (itk_record_format_action), and read back
 *     (game_session_parse: itk_event_parse, itk_record_parse_event), is the
 *     same action; every action kind occurs;
 *   - undo all the way back gives the starting position byte for byte, and
 *     `random` then replays the same game (the streams went back to the
 *     start; engine_protocol checks five undos in the middle of a game);
 *   - the Detective's deductions at the start (itk_deduce): 20 suspects x 6
 *     motives x 19 Persons of Interest x 9 supporter groups = 20,520
 *     hypotheses, each (murderer, motive) with probability 1/120 (uniform
 *     prior, games/itk/docs/belief.md);
 *   - parse errors name the problem: a side letter left out is the side to
 *     move's (engine_protocol checks the errors of events with a side).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/game_session.h"
#include "games/itk/data/record.h"
#include "games/itk/engine/deduce.h"
#include "tests/common/test_catalog.h"

static GameSession *session;

static int setup(void **state)
{
    if (test_catalog_load(state))
        return -1;
    session = game_session_create(game_class_find("itk"), &test_catalog, NULL, 0);
    return session ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    game_session_destroy(session);
    return 0;
}

static const Game *position(void) { return game_session_state(session); }

static void new_game(uint64_t seed, uint64_t game)
{
    char text[32], err[GAME_SESSION_ERR_MAX];
    snprintf(text, sizeof text, "%llu", (unsigned long long)seed);
    CampaignFlags flags = {.seed = text};
    if (game_session_new(session, &flags, game, NULL, err, sizeof err))
        fail_msg("seed %s game %llu: %s", text, (unsigned long long)game, err);
}

static void play_random_move(void)
{
    char err[GAME_SESSION_ERR_MAX];
    GameAction a;
    assert_int_equal(game_session_choose(session, "random", &a, err, sizeof err), 0);
    assert_int_equal(game_session_play(session, a, NULL, err, sizeof err), 0);
}

static void play_random_to_end(void)
{
    while (!game_over(position()))
        play_random_move();
}

static char *record_text(void)
{
    char *text = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&text, &n);
    assert_non_null(f);
    game_session_write_record(session, f);
    fclose(f);
    return text;
}

static void test_events_read_back(void **state)
{
    (void)state;
    int kinds_seen[ACTION_KINDS] = {0};
    char text[GAME_SESSION_EVENT_MAX], err[GAME_SESSION_ERR_MAX];
    for (uint64_t game = 0; game < 150; game++) {
        new_game(5, game);
        kinds_seen[ACT_DRAW]++; /* chance's moves are played by the session, never parsed */
        while (!game_over(position())) {
            GameActions legal;
            game_session_legal(session, &legal);
            for (int i = 0; i < legal.n; i++) {
                GameAction back;
                if (i % 2)
                    game_session_event(session, legal.a[i], text, sizeof text);
                else
                    itk_record_format_action(text, sizeof text, &test_catalog, position(), legal.a[i]);
                if (game_session_parse(session, text, &back, err, sizeof err) != 0)
                    fail_msg("'%s' did not read back: %s", text, err);
                assert_int_equal(back, legal.a[i]);
                kinds_seen[action_kind(legal.a[i])]++;
            }
            play_random_move();
        }
    }
    for (int k = 0; k < ACTION_KINDS; k++)
        /* CONTINUE needs the early-accusation switch; STAKEOUT, EVACUATE, AGENT, BENEFACTOR and
         * BOMB a scenario's rules (REFERENCE §7), read back in games/itk/tests/records/scenario/ */
        if (k != ACT_CONTINUE && k != ACT_STAKEOUT && k != ACT_EVACUATE && k != ACT_AGENT && k != ACT_BENEFACTOR &&
            k != ACT_BOMB && !kinds_seen[k])
            fail_msg("no '%s' in 150 games", itk_action_kind_name(k));
}

static void test_undo_to_start(void **state)
{
    (void)state;
    new_game(9, 4);
    Game start = *position();
    play_random_to_end();
    char *first = record_text();
    int undone = 0, k;
    while ((k = game_session_undo(session, NULL)) > 0)
        undone += k;
    assert_true(undone > 50);
    assert_int_equal(game_session_decisions(session), 0);
    assert_memory_equal(position(), &start, sizeof start);
    play_random_to_end();
    char *second = record_text();
    assert_string_equal(first, second);
    free(first);
    free(second);
}

static void test_deductions_at_start(void **state)
{
    (void)state;
    new_game(1, 0); /* beginner, the Logic-mode set of 6 motives, a Person of Interest */
    Deductions d;
    assert_int_equal(itk_deduce(position(), &d), 0);
    assert_int_equal(d.hypotheses, 20 * 6 * 19 * 9);
    assert_int_equal(bits_count(d.suspects), 20);
    assert_int_equal(d.n, 8);
    for (int i = 0; i < d.n; i++)
        assert_float_equal(d.top[i].p, 1.0 / 120, 1e-12);
    /* Ties keep (civilian, motive) order: civilian 0 with the first motives of the set. */
    assert_int_equal(d.top[0].murderer, 0);
    assert_int_equal(d.top[1].murderer, 0);
    assert_true(d.top[0].motive < d.top[1].motive);
}

static void test_parse_errors(void **state)
{
    (void)state;
    new_game(1, 0); /* the Murderer chooses its supporters first */
    char err[GAME_SESSION_ERR_MAX];
    GameAction a;
    assert_int_equal(game_session_parse(session, "start 3", &a, err, sizeof err), -1);
    /* The side left out is the side to move's, the Murderer's: */
    assert_non_null(strstr(err, "'start' is not possible now; the Murderer may: supporters"));
    assert_int_equal(game_session_parse(session, "M supporters Nobody", &a, err, sizeof err), -1);
    assert_string_equal(err, "unknown group 'Nobody'");
    assert_int_equal(game_session_parse(session, "", &a, err, sizeof err), -1);
    assert_string_equal(err, "event without an action");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_events_read_back),
        cmocka_unit_test(test_undo_to_start),
        cmocka_unit_test(test_deductions_at_start),
        cmocka_unit_test(test_parse_errors),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
