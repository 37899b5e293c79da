/*
 * record_test — records (T23): random games written through the game
 * interface and read back to the same actions; the hand-written record of
 * E4 with the reference's outcome; bad records refused with FILE:LINE.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/tenkill/playout.h"
#include "games/tenkill/record.h"
#include "games/tenkill/replay.h"
#include "games/tenkill/tenkill.h"
#include "games/tenkill/tenkill_class.h"

enum { MAX = 4096 };

static void test_round_trip(void **state)
{
    (void)state;
    const GameClass *gc = &tenkill_game_class;
    for (int i = 0; i < 30; i++) {
        TenkillParams p;
        char err[256];
        gc->params_default(&p);
        p.players = (uint8_t)(2 + i % 3);
        if (i % 5 == 4)
            assert_int_equal(gc->params_set(&p, "police_empty", "random", err, sizeof err), 0);
        p.police = i % 5 == 4 ? 1 : p.police;
        Pcg32 chance, play;
        pcg32_seed(&chance, (uint64_t)i, 0);
        pcg32_seed(&play, (uint64_t)i, 1);
        TenkillSetup setup, back_setup;
        TenkillGame g;
        assert_int_equal(gc->deal(&p, &chance, &setup, &g), 0);
        char *text = NULL;
        size_t len = 0;
        FILE *out = open_memstream(&text, &len);
        gc->record_header(out, &p, &setup);
        static GameAction played[MAX], back[MAX];
        int n = 0;
        while (gc->to_move(&g) != GAME_NOBODY && n < MAX) {
            GameActions l;
            gc->legal(&g, &l);
            played[n] = l.a[pcg32_below(&play, (uint32_t)l.n)];
            gc->record_event(out, &p, &g, played[n]);
            gc->apply(&g, played[n++]);
        }
        gc->record_end(out, n);
        fclose(out);
        FILE *in = fmemopen(text, len, "r");
        TenkillParams back_p;
        int m = 0;
        if (gc->record_read(in, "mem", &back_p, &back_setup, back, MAX, &m, err, sizeof err))
            fail_msg("%s", err);
        fclose(in);
        free(text);
        assert_int_equal(m, n);
        assert_memory_equal(back, played, (size_t)n * sizeof back[0]);
        assert_memory_equal(&back_setup, &setup, sizeof setup);
    }
}

static const char *const e4 = "games/tenkill/tests/records/e4_knife_on_a_hitman.txt";

/* E4 as a record: p0 +3 for p1's hitman, p1 +1 for the arrest, the game
 * ends with no hitman left (T13, T16, T18). */
static void test_e4_record(void **state)
{
    (void)state;
    FILE *in = fopen(e4, "r");
    assert_non_null(in);
    TenkillSetup s;
    TenkillAction a[64];
    int n = 0;
    char err[256];
    if (tenkill_record_read(in, e4, &s, a, 64, &n, err, sizeof err))
        fail_msg("%s", err);
    fclose(in);
    TenkillGame g;
    assert_int_equal(tenkill_start(&g, &s), 0);
    for (int i = 0; i < n; i++)
        tenkill_apply(&g, a[i]);
    assert_int_equal(g.end, TENKILL_END_NO_HITMAN);
    assert_int_equal(tenkill_score(&g, 0), 3);
    assert_int_equal(tenkill_score(&g, 1), 1);
    FILE *again = fopen(e4, "r");
    assert_non_null(again);
    assert_true(tenkill_replay_detect(again));
    fclose(again);
    FILE *sink = fopen("/dev/null", "w");
    assert_int_equal(tenkill_replay(e4, sink, sink), 0);
    fclose(sink);
}

/* The E4 record with one line replaced (or cut): refused at that line. */
static void expect_refused(const char *find, const char *replace, const char *message)
{
    FILE *in = fopen(e4, "r");
    char text[4096], changed[4096], err[256];
    size_t len = fread(text, 1, sizeof text - 1, in);
    fclose(in);
    text[len] = '\0';
    char *at = strstr(text, find);
    assert_non_null(at);
    snprintf(changed, sizeof changed, "%.*s%s%s", (int)(at - text), text, replace, at + strlen(find));
    FILE *m = fmemopen(changed, strlen(changed), "r");
    TenkillSetup s;
    TenkillAction a[64];
    int n = 0;
    assert_int_equal(tenkill_record_read(m, "e4", &s, a, 64, &n, err, sizeof err), -1);
    fclose(m);
    if (!strstr(err, message))
        fail_msg("'%s' does not say '%s'", err, message);
}

static void test_bad_records(void **state)
{
    (void)state;
    expect_refused("end 7\n", "", "e4:19: the record has no 'end N' line");
    expect_refused("p0 kill C7", "p0 kill C5", "e4:15: 'kill C5' is not legal here");
    expect_refused("p1 flee C0 0", "p0 flee C0 0", "e4:16: 'p1' acts here, not 'p0'");
    expect_refused("params players=2", "params players=5", "e4:8: players must be 2, 3 or 4");
    expect_refused("seat 1 hitman 7", "seat 1 hitman 0", "e4:12: not a valid deal");
    expect_refused("end 7", "end 6", "'end 6' but 7 events");
    expect_refused("scopes 1 7 8 14", "scopes 1 7 8 15", "e4:12: not a valid deal"); /* T2: the pinwheel */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_e4_record),
        cmocka_unit_test(test_bad_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
