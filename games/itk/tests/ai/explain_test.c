/*
 * explain_test — `noirlab explain` run as a program: the Detective's
 * deductions printed for a hand-written record (the rulebook's detective-phase
 * example, games/itk/tests/records/explain_helen.rec), with probabilities checked by
 * hand; bad records exit 1 with one "FILE:LINE: problem" message and nothing
 * on stdout; bad usage exits 2.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "tests/common/cli_capture.h"

#define HELEN "games/itk/tests/records/explain_helen.rec"

static char out[1 << 17], err[4096];

/* Run `noirlab explain ARGS`; returns the exit status, fills out and err. */
static int explain(const char *args) { return cli_capture(NOIRLAB_BIN, "explain", args, out, sizeof out, err, sizeof err); }

static void expect_out(const char *text)
{
    if (!strstr(out, text))
        fail_msg("expected in the output:\n%s\ngot:\n%s", text, out);
}

static void test_usage(void **state)
{
    (void)state;
    assert_int_equal(explain("--help"), 0);
    assert_non_null(strstr(out, "usage: noirlab explain"));
    assert_int_equal(explain(""), 2);
    assert_string_equal(err, "noirlab explain: which record? (FILE is missing; noirlab explain --help)\n");
    assert_int_equal(explain("--colour " HELEN), 2);
    assert_int_equal(explain(HELEN " " HELEN), 2);
    assert_int_equal(explain("--top x " HELEN), 2);
    assert_string_equal(err, "noirlab explain: --top must be a whole number from 0 to 20, not 'x'\n");
    assert_int_equal(explain("--lie 1 " HELEN), 2);
    assert_string_equal(err, "noirlab explain: --lie must be a number from 0.001 to 0.999, not '1'\n");
    assert_string_equal(out, "");
}

/*
 * Helen's "No" on the Paperboy.  With no answers yet every hypothesis weighs
 * the same, and each (murderer, motive) pair holds the same number of
 * (Person of Interest, supporters) pairs.  After the Cat Lady's murder 19
 * civilians may be the murderer with any of the 8 motives.  The "No" leaves
 * 5 motives to each of the 18 murderers other than the Paperboy, and all 8 to
 * the Paperboy: 98 pairs.  So P(Maniac) = 19/98 = 19.4%, P(Sadist) = 1/98 =
 * 1.0%, P(Paperboy) = 8/98 = 8.2%, P(Bartender) = 5/98 = 5.1%, and the best
 * pair has 1/98 = 1.0%.
 */
static void test_helen(void **state)
{
    (void)state;
    assert_int_equal(explain("--top 2 " HELEN), 0);
    assert_string_equal(err, "");
    expect_out("murderer: Nurse, motive: Maniac, Person of Interest: Librarian\n");
    expect_out("         before any event\n"
               "         motives:  Maniac 12.5%, Sadist 12.5%, Cutthroat 12.5%, Vigilante 12.5%, Killer 12.5%, "
               "Terrorist 12.5%, Psychopath 12.5%, Robber 12.5%\n"
               "         murderer: Bartender 5.0%, Fence 5.0% (18 more possible)\n");
    expect_out("   52  D surveil\n"
               "         -> surveillance on Paperboy, \"can you murder them now?\": no\n"
               "         motives:  Maniac 19.4%, Cutthroat 19.4%, Vigilante 19.4%, Killer 19.4%, Robber 19.4%, "
               "Sadist 1.0%, Terrorist 1.0%, Psychopath 1.0%\n"
               "         murderer: Paperboy 8.2%, Bartender 5.1% (17 more possible)\n"
               "         best accusation: Bartender as Maniac, 1.0% (the truth: 1.0%);");
    /* events that make nothing public print no deductions */
    expect_out("   51  D police Paperboy\n   52  D surveil\n");
}

static void test_bad_records(void **state)
{
    (void)state;
    char path[256], args[300];
    snprintf(path, sizeof path, "%s/bad.rec", cli_scratch());
    FILE *in = fopen(HELEN, "r"), *o = fopen(path, "w");
    char line[1024];
    int n = 0, bad = 0;
    assert_non_null(in);
    assert_non_null(o);
    while (fgets(line, sizeof line, in)) {
        n++;
        if (strncmp(line, "M murder", 8) == 0) { /* the Ballplayer shares the Detective's block 15 */
            fputs("M murder Ballplayer\n", o);
            bad = n;
        } else {
            fputs(line, o);
        }
    }
    fclose(in);
    fclose(o);
    assert_true(bad > 0);
    snprintf(args, sizeof args, "'%s'", path);
    assert_int_equal(explain(args), 1);
    char want[512];
    snprintf(want, sizeof want, "%s:%d: illegal event: Ballplayer is in the Detective's block (R4)\n", path, bad);
    assert_string_equal(err, want);
    assert_string_equal(out, "");

    snprintf(args, sizeof args, "'%s/missing.rec'", cli_scratch());
    assert_int_equal(explain(args), 1);
    assert_non_null(strstr(err, "missing.rec"));
    assert_int_equal(strchr(err, '\n') - err + 1, (long)strlen(err)); /* one line */
    assert_string_equal(out, "");

    /* A FIFO is refused by its kind, not waited on for a writer (the games'
     * record detection once opened it and hung). */
    cli_assert_fifo_refused(NOIRLAB_BIN, "explain");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_usage),
        cmocka_unit_test(test_helen),
        cmocka_unit_test(test_bad_records),
    };
    return cmocka_run_group_tests(tests, cli_scratch_make, cli_scratch_remove);
}
