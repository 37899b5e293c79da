/*
 * replay_test — `noirlab replay` run as a program: a valid record (complete,
 * or stopping mid-game) exits 0 and prints the game; a malformed record or an
 * illegal event exits 1 with exactly one message "FILE:LINE: problem" on
 * stderr and nothing on stdout; bad usage exits 2.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "tests/common/cli_capture.h"
#include "tests/common/test_text.h"

#include "games/itk/data/record.h"

#define EXAMPLE "games/itk/tests/records/rulebook_example.rec"

static char out[1 << 17], err[2048]; /* a whole game prints about 20 kB */

/* Run `noirlab replay ARGS`; returns the exit status, fills out and err. */
static int replay(const char *args) { return cli_capture(NOIRLAB_BIN, "replay", args, out, sizeof out, err, sizeof err); }

/* Write the example's first `lines` lines plus `extra` to DIR/name, with the
 * line starting with `old` (if not NULL) replaced by `new`; returns the path. */
static const char *variant(const char *name, int lines, const char *extra, const char *old, const char *new)
{
    static char path[256];
    snprintf(path, sizeof path, "%s/%s", cli_scratch(), name);
    test_copy_lines(EXAMPLE, path, lines, old, new, extra);
    return path;
}

/* The line number of the first line of the example starting with `text`. */
static int line_of(const char *text) { return test_line_of(EXAMPLE, text); }

static void assert_one_message(const char *path, int line, const char *problem)
{
    char want[1024];
    snprintf(want, sizeof want, "%s:%d: %s\n", path, line, problem);
    assert_string_equal(err, want);
    assert_string_equal(out, ""); /* nothing half-printed */
}

static void test_help_and_usage(void **state)
{
    (void)state;
    assert_int_equal(replay("--help"), 0);
    assert_non_null(strstr(out, "usage: noirlab replay FILE"));
    assert_int_equal(replay(""), 2);
    assert_string_equal(err, "noirlab replay: which record? (FILE is missing; noirlab replay --help)\n");
    assert_int_equal(replay(EXAMPLE " " EXAMPLE), 2);
    assert_int_equal(replay("--colour " EXAMPLE), 2);
}

/* The rulebook example: the events, what they made public, the city after
 * round 1, and the position the record stops in. */
static void test_example_replays(void **state)
{
    (void)state;
    assert_int_equal(replay(EXAMPLE), 0);
    assert_string_equal(err, "");
    assert_non_null(strstr(out, "murder 1: Cat Lady in block 5"));
    assert_non_null(strstr(out, "surveillance on Paperboy, \"can you murder them now?\": no"));
    assert_non_null(strstr(out, "Musician answers 'female': yes"));
    assert_non_null(strstr(out, "Dispatcher answers 'female': no"));
    assert_non_null(strstr(out, "the Murderer draws Immigrants"));
    assert_non_null(strstr(out, "the Detective draws Outcasts"));
    assert_non_null(strstr(out, "end of round 1"));
    assert_non_null(strstr(out, "| CRIME SCENE 1    |"));
    assert_non_null(strstr(out, "| 10           DET |"));
    assert_non_null(strstr(out, "| Actress*         |"));
    assert_non_null(strstr(out, "round 2, intimidate, Murderer to move; victims: Cat Lady"));
    assert_null(strstr(out, "game over"));
}

/* A record may stop in the middle of a round: that position is printed. */
static void test_record_stopping_mid_round_is_a_position(void **state)
{
    (void)state;
    /* A record may stop anywhere, and says so by its end line ... */
    const char *path = variant("mid.rec", line_of("D police Paperboy"), "end 5\n", NULL, NULL);
    assert_int_equal(replay(path), 0);
    assert_non_null(strstr(out, "the record stops here"));
    assert_non_null(strstr(out, "| Paperboy@        |"));
    assert_non_null(strstr(out, "round 1, investigate, Detective to move; victims: Cat Lady"));
    /* ... without it, the same lines are a record cut short, refused at its last line. */
    path = variant("cut.rec", line_of("D police Paperboy"), "", NULL, NULL);
    assert_int_equal(replay(path), 1);
    assert_one_message(path, line_of("D police Paperboy"), "the record stops without its last line 'end 5': cut short?");
}

/* A complete game written by record_write_*: replayed to its outcome. */
static void test_written_game_replays_to_its_outcome(void **state)
{
    (void)state;
    static Catalog cat;
    char msg[CATALOG_ERR_MAX], path[256];
    assert_int_equal(itk_catalog_load(&cat, "scenarios", msg, sizeof msg), 0);
    const Layout *layout = itk_catalog_layout(&cat, "beginner");
    Setup s;
    Game g;
    Pcg32 rng;
    pcg32_seed(&rng, 2024, 1);
    assert_int_equal(itk_deal_random(&s, &cat.deck, layout, layout->logic_motives, (Switches){0}, &rng), 0);
    assert_int_equal(itk_game_init(&g, &s), 0);
    snprintf(path, sizeof path, "%s/game.rec", cli_scratch());
    FILE *o = fopen(path, "w");
    int events = 0;
    assert_non_null(o);
    itk_record_write_header(o, &cat, &s, layout->key);
    while (!game_over(&g)) {
        ActionList legal;
        itk_game_legal(&g, &legal);
        Action a = legal.a[pcg32_bounded(&rng, (uint32_t)legal.n)];
        itk_record_write_event(o, &cat, &g, a);
        itk_game_apply(&g, a);
        events++;
    }
    itk_record_write_end(o, events);
    fclose(o);
    assert_int_equal(replay(path), 0);
    assert_string_equal(err, "");
    assert_non_null(strstr(out, g.winner == SIDE_DETECTIVE ? "game over: the Detective wins"
                                                           : "game over: the Murderer wins"));
}

/* A malformed record: exit 1, one message with file and line, no output. */
static void test_malformed_record(void **state)
{
    (void)state;
    const char *path = variant("full.rec", 1000, "", "block 10:", "block 10: Musician, Dispatcher, Fence, Deputy\n");
    assert_int_equal(replay(path), 1);
    assert_one_message(path, line_of("block 10:"), "block 10 would hold more than 3 civilians ('Deputy')");

    path = variant("action.rec", line_of("M murder"), "M poison Nun\n", NULL, NULL);
    assert_int_equal(replay(path), 1);
    assert_one_message(path, line_of("M murder") + 1, "unknown action 'poison'");
}

/* Illegal events: exit 1, "FILE:LINE: illegal event: why", no output. */
static void test_illegal_events(void **state)
{
    (void)state;
    int second = line_of("M intimidate Waitress");
    const char *path = variant("r4.rec", second, "M murder \"Mafia Don\"\n", NULL, NULL);
    assert_int_equal(replay(path), 1);
    assert_one_message(path, second + 1, "illegal event: Mafia Don is in the Detective's block (R4)");

    path = variant("r3.rec", second, "M intimidate Nun\n", NULL, NULL);
    assert_int_equal(replay(path), 1);
    assert_one_message(path, second + 1, "illegal event: this round's intimidations are done (R3)");

    int ask = line_of("D ask Musician");
    path = variant("r7.rec", ask, "M answer yes\n", NULL, NULL);
    assert_int_equal(replay(path), 1);
    assert_one_message(path, ask + 1, "illegal event: Musician is not a liar and has answered truthfully (R7)");
}

static void test_missing_file(void **state)
{
    (void)state;
    assert_int_equal(replay("games/itk/tests/records/no-such.rec"), 1);
    assert_string_equal(err, "games/itk/tests/records/no-such.rec: cannot open: No such file or directory\n");
    assert_string_equal(out, "");
}

/* A folder and a FIFO are refused by their kind before any game's reader
 * looks at them: one message, exit 1 (a FIFO once hung in the games' record
 * detection, waiting for a writer). */
static void test_folder_and_fifo(void **state)
{
    (void)state;
    char args[300], want[400];
    snprintf(args, sizeof args, "'%s'", cli_scratch());
    assert_int_equal(replay(args), 1);
    snprintf(want, sizeof want, "%s: is a folder, not a file\n", cli_scratch());
    assert_string_equal(err, want);
    cli_assert_fifo_refused(NOIRLAB_BIN, "replay");
}

/* A NOIR record is recognised by its first line (games/noir/docs/noir.md): its events,
 * their public results, the grid, and the outcome. */
static void test_noir_record_replays(void **state)
{
    (void)state;
    assert_int_equal(replay("games/noir/tests/records/rulebook_classic.noir"), 0);
    assert_string_equal(err, "");
    assert_non_null(strstr(out, "NOIR, 5x5, Classic mode, kill target 16"));
    assert_non_null(strstr(out, "the Killer draws 9 and becomes them; the old identity 12 dies (N8)"));
    assert_non_null(strstr(out, "\"are you 17?\" no"));
    assert_non_null(strstr(out, "the Inspector wins: the Inspector arrested the Killer (N7)"));
    /* explain reads it too: each side's belief (tests/cli/noir_tools_test.c checks its sets) */
    assert_int_equal(cli_capture(NOIRLAB_BIN, "explain", "games/noir/tests/records/rulebook_classic.noir", out, sizeof out,
                                 err, sizeof err),
                     0);
    assert_string_equal(err, "");
    assert_non_null(strstr(out, "the Inspector: the Killer is one of "));
}

/* An illegal NOIR event: one FILE:LINE message, nothing printed. */
static void test_noir_illegal_event(void **state)
{
    (void)state;
    char path[256];
    snprintf(path, sizeof path, "%s/bad.noir", cli_scratch());
    FILE *o = fopen(path, "w");
    assert_non_null(o);
    fputs("noir-record 1\ngrid: 4\nrow 0: 0 1 2 3\nrow 1: 4 5 6 7\nrow 2: 8 9 10 11\nrow 3: 12 13 14 15\n"
          "killer: 5\ninspector: 0 1 2 3\nK kill 15\n", o);
    fclose(o);
    assert_int_equal(replay(path), 1);
    assert_one_message(path, 9, "illegal event: suspect 15 is not next to the Killer's identity (N4, N6)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_help_and_usage),
        cmocka_unit_test(test_example_replays),
        cmocka_unit_test(test_record_stopping_mid_round_is_a_position),
        cmocka_unit_test(test_written_game_replays_to_its_outcome),
        cmocka_unit_test(test_malformed_record),
        cmocka_unit_test(test_illegal_events),
        cmocka_unit_test(test_missing_file),
        cmocka_unit_test(test_folder_and_fifo),
        cmocka_unit_test(test_noir_record_replays),
        cmocka_unit_test(test_noir_illegal_event),
    };
    return cmocka_run_group_tests(tests, cli_scratch_make, cli_scratch_remove);
}
