/*
 * session_test.c — the engine session (games/itk/engine/session.h) on its own:
 *   - every legal action of every position of 150 random games, written as a
 *     record event and read back (itk_record_format_action, itk_record_parse_event,
 *     itk_session_parse), is the same action — every action kind occurs;
 *   - undo all the way back gives the starting position byte for byte, and
 *     replaying with `random` then gives the same game (the streams went back);
 *   - the Detective's deductions at the start: 20 suspects x 6 motives x 19
 *     Persons of Interest x 9 supporter groups = 20,520 hypotheses, each
 *     (murderer, motive) with probability 1/120 (uniform prior, games/itk/docs/belief.md);
 *   - parse errors name the problem; a side letter may be left out.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/engine/session.h"

static Session *session;

static int setup(void **state)
{
    (void)state;
    char err[SESSION_ERR_MAX];
    session = itk_session_create(NULL, err, sizeof err);
    if (!session)
        fprintf(stderr, "%s\n", err);
    return session ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    itk_session_destroy(session);
    return 0;
}

static void new_game(uint64_t seed, uint64_t game)
{
    char text[32], err[SESSION_ERR_MAX];
    snprintf(text, sizeof text, "%llu", (unsigned long long)seed);
    CampaignFlags flags = {.seed = text, .games = "1"};
    assert_int_equal(itk_session_new_game(session, &flags, game, err, sizeof err), 0);
}

static void play_random_to_end(void)
{
    char err[SESSION_ERR_MAX];
    Action a;
    while (!game_over(itk_session_game(session))) {
        assert_int_equal(itk_session_choose(session, "random", &a, err, sizeof err), 0);
        assert_int_equal(itk_session_play(session, a, NULL, err, sizeof err), 0);
    }
}

static void test_events_read_back(void **state)
{
    (void)state;
    int kinds_seen[ACTION_KINDS] = {0};
    char text[RECORD_ACTION_TEXT_MAX + 4], err[SESSION_ERR_MAX];
    for (uint64_t game = 0; game < 150; game++) {
        new_game(5, game);
        kinds_seen[ACT_DRAW]++; /* chance's moves are played by the session, never parsed */
        while (!game_over(itk_session_game(session))) {
            const Game *g = itk_session_game(session);
            ActionList legal;
            itk_game_legal(g, &legal);
            for (int i = 0; i < legal.n; i++) {
                Action back;
                itk_session_format(session, g, legal.a[i], i % 2, text, sizeof text); /* with and without the side */
                if (itk_session_parse(session, text, &back, err, sizeof err) != 0)
                    fail_msg("'%s' did not read back: %s", text, err);
                assert_int_equal(back, legal.a[i]);
                kinds_seen[action_kind(legal.a[i])]++;
            }
            Action a;
            assert_int_equal(itk_session_choose(session, "random", &a, err, sizeof err), 0);
            assert_int_equal(itk_session_play(session, a, NULL, err, sizeof err), 0);
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
    Game start = *itk_session_game(session);
    play_random_to_end();
    char *first = NULL, *second = NULL;
    size_t n1 = 0, n2 = 0;
    FILE *f = open_memstream(&first, &n1);
    itk_session_write_record(session, f);
    fclose(f);
    int undone = 0, k;
    while ((k = itk_session_undo(session, NULL)) > 0)
        undone += k;
    assert_true(undone > 50);
    assert_int_equal(itk_session_plies(session), 0);
    assert_memory_equal(itk_session_game(session), &start, sizeof start);
    play_random_to_end();
    f = open_memstream(&second, &n2);
    itk_session_write_record(session, f);
    fclose(f);
    assert_string_equal(first, second);
    free(first);
    free(second);
}

static void test_deductions_at_start(void **state)
{
    (void)state;
    new_game(1, 0); /* beginner, the Logic-mode set of 6 motives, a Person of Interest */
    Deductions d;
    itk_session_deduce(session, &d);
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
    char err[SESSION_ERR_MAX];
    Action a;
    assert_int_equal(itk_session_parse(session, "start 3", &a, err, sizeof err), -1);
    /* The side left out is the side to move's, the Murderer's: */
    assert_non_null(strstr(err, "'start' is not possible now; the Murderer may: supporters"));
    assert_int_equal(itk_session_parse(session, "D start 3", &a, err, sizeof err), -1);
    assert_string_equal(err, "illegal event: it is the Murderer's turn, not the Detective's");
    assert_int_equal(itk_session_parse(session, "M supporters Nobody", &a, err, sizeof err), -1);
    assert_string_equal(err, "unknown group 'Nobody'");
    assert_int_equal(itk_session_parse(session, "M fly", &a, err, sizeof err), -1);
    assert_string_equal(err, "unknown action 'fly'");
    assert_int_equal(itk_session_parse(session, "", &a, err, sizeof err), -1);
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
