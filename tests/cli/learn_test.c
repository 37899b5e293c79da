/*
 * learn_test — `noirlab learn` as a program: bad flags refused with status 2,
 * one line and no file; an existing --out never replaced; a run writes a
 * model the Detectives read, the same for any --threads, and leaves no
 * temporary file behind; a mixture learned from, the same for any --threads,
 * and a bad mixture file refused by its line.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "tests/common/cli_capture.h"

typedef struct Output {
    int status;
    char out[65536];
    char err[65536];
} Output;

static Output o;

#define NOIRLAB(...)                                                                                                \
    (o.status = cli_exec(NOIRLAB_BIN, (const char *const[]){__VA_ARGS__, NULL}, 0, o.out, sizeof o.out, o.err,   \
                         sizeof o.err))

static const char *scratch_path(const char *name)
{
    static char path[4][512];
    static int next;
    char *p = path[next++ % 4];
    snprintf(p, 512, "%s/%s", cli_scratch(), name);
    return p;
}

static int lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

/* Status 2, one line on stderr containing `message`, nothing on stdout, no `out`. */
static void assert_refused(const char *out, const char *message)
{
    if (o.status != 2 || lines(o.err) != 1 || !strstr(o.err, message) || o.out[0])
        fail_msg("status %d, stderr '%s', stdout '%s'; expected 2 and '%s'", o.status, o.err, o.out, message);
    assert_int_equal(access(out, F_OK), -1);
}

static void test_bad_flags(void **state)
{
    (void)state;
    const char *out = scratch_path("never.model");
    NOIRLAB("learn", "--out", out);
    assert_refused(out, "noirlab learn: --murderer is required");
    NOIRLAB("learn", "--murderer", "heuristic");
    assert_refused(out, "noirlab learn: --out is required");
    NOIRLAB("learn", "--murderer", "heuristic", "--out", out, "--colour", "red");
    assert_refused(out, "noirlab learn: unknown option '--colour'");
    NOIRLAB("learn", "--murderer", "heuristic", "--out", out, "--games");
    assert_refused(out, "noirlab learn: --games needs a value");
    NOIRLAB("learn", "--murderer", "heuristic", "--out", out, "--games", "many");
    assert_refused(out, "noirlab learn: --games: games must be a whole number");
    NOIRLAB("learn", "--murderer", "heuristic", "--out", out, "--threads", "0");
    assert_refused(out, "noirlab learn: --threads must be a whole number from 1 to 1024, not '0'");
    NOIRLAB("learn", "--murderer", "heuristic:lie=2", "--out", out);
    assert_refused(out, "noirlab learn: --murderer: ");
    NOIRLAB("learn", "--murderer", "heuristic", "--out", out, "--seed", "1", "--seed", "2");
    assert_refused(out, "noirlab learn: --seed given twice");
    NOIRLAB("learn", "--murderer", "heuristic", "--out", out, "--motives", "Maniac,Poisoner");
    assert_refused(out, "noirlab learn: --motives: motives: unknown motive 'Poisoner'");
    NOIRLAB("learn", "--help");
    assert_int_equal(o.status, 0);
    assert_non_null(strstr(o.out, "usage: noirlab learn --murderer SPEC"));
}

/* No name left in the scratch folder containing ".tmp-". */
static void assert_no_temporary(void)
{
    DIR *d = opendir(cli_scratch());
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        if (strstr(e->d_name, ".tmp-"))
            fail_msg("temporary file %s left behind", e->d_name);
    closedir(d);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[2][16384];
    static int next;
    char *b = buf[next++ % 2];
    size_t n = fread(b, 1, sizeof buf[0] - 1, f);
    b[n] = '\0';
    fclose(f);
    return b;
}

static void test_learn_writes_a_model(void **state)
{
    (void)state;
    const char *one = scratch_path("one.model"), *two = scratch_path("two.model");
    NOIRLAB("learn", "--murderer", "heuristic", "--games", "60", "--seed", "5", "--threads", "1", "--out", one);
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    NOIRLAB("learn", "--murderer", "heuristic", "--games=60", "--seed=5", "--threads=2", "--out", two);
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    const char *a = slurp(one), *b = slurp(two);
    assert_string_equal(a, b); /* the same model for any thread count */
    assert_true(strncmp(a, "noirlab-murderer-model 3\n", 25) == 0);
    assert_non_null(strstr(a, "#   noirlab learn --murderer heuristic --detective heuristic --scenario beginner"));
    assert_non_null(strstr(a, "\nintimidated liar intimidated="));
    assert_no_temporary();

    /* an existing file is never replaced */
    NOIRLAB("learn", "--murderer", "random", "--games", "10", "--out", one);
    assert_int_equal(o.status, 2);
    assert_non_null(strstr(o.err, "exists; learn never replaces a file"));
    assert_string_equal(slurp(one), b);

    /* the Detectives read it */
    char spec[600];
    snprintf(spec, sizeof spec, "heuristic:model=%s", one);
    NOIRLAB("play", "--detective", spec, "--murderer", "heuristic", "--record", scratch_path("g.rec"));
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* A mixture plays the Murderer (any SPEC the run takes): its member is drawn
 * from each game's seed, so the model is the same for any --threads (30
 * games: two chunks of learn's 25, one a thread), and it
 * is the mixture's (not its first member's); a bad mixture file is refused by
 * FILE:LINE before any game. */
static void test_learn_a_mixture(void **state)
{
    (void)state;
    const char *mix = scratch_path("m.mix"); /* four paths at a time (scratch_path) */
    const char *one = scratch_path("mix1.model"), *two = scratch_path("mix2.model"), *alone = scratch_path("h.model");
    write_text(mix, "# two members\n1 heuristic\n1 random\n");
    char spec[600];
    snprintf(spec, sizeof spec, "mixture:file=%s", mix);
    NOIRLAB("learn", "--murderer", spec, "--games", "30", "--seed", "5", "--threads", "1", "--out", one);
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    NOIRLAB("learn", "--murderer", spec, "--games", "30", "--seed", "5", "--threads", "2", "--out", two);
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    NOIRLAB("learn", "--murderer", "heuristic", "--games", "30", "--seed", "5", "--threads", "1", "--out", alone);
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    const char *a = slurp(one), *b = slurp(two);
    assert_string_equal(a, b);
    assert_non_null(strstr(a, "#   noirlab learn --murderer mixture:file="));
    const char *after_a = strstr(a, "\nintimidated"), *after_h = strstr(slurp(alone), "\nintimidated");
    assert_non_null(after_a);
    assert_non_null(after_h);
    assert_string_not_equal(after_a, after_h); /* the random member's games are counted too */

    const char *bad = scratch_path("bad.mix"), *never = scratch_path("never-mix.model");
    write_text(bad, "1 heuristic\nsome bluff\n");
    snprintf(spec, sizeof spec, "mixture:file=%s", bad);
    NOIRLAB("learn", "--murderer", spec, "--out", never);
    char where[600];
    snprintf(where, sizeof where, "%s:2: expected 'WEIGHT SPEC'", bad);
    assert_refused(never, where);
    NOIRLAB("learn", "--murderer", "heuristic", "--detective", spec, "--out", never);
    assert_refused(never, where);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_flags),
        cmocka_unit_test(test_learn_writes_a_model),
        cmocka_unit_test(test_learn_a_mixture),
    };
    return cmocka_run_group_tests(tests, cli_scratch_make, cli_scratch_remove);
}
