/*
 * run_test — `noirlab run` and `noirlab merge` as programs: exit statuses,
 * one message per bad input and no database left by it, the closing table,
 * the shard-and-merge workflow, and kill -9 of the real process followed by
 * --resume.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "tests/analysis/store_fixture.h"
#include "tests/common/cli_capture.h"
#include "tests/common/cli_fixture.h"
#include "tests/common/folder_snapshot.h"

static void test_bad_flags(void **state)
{
    (void)state;
    char db[512];
    fixture_path("flags.db", db, sizeof db);
    NOIRLAB("run", "--db", db, "--colour", "red");
    cli_assert_refused("run", db, "unknown option '--colour'");
    NOIRLAB("run", "--db", db, "--games");
    cli_assert_refused("run", db, "--games needs a value");
    NOIRLAB("run", "--db", db, "--games", "many");
    cli_assert_refused("run", db, "--games: games must be a whole number");
    NOIRLAB("run", "--db", db, "--threads", "0");
    cli_assert_refused("run", db, "--threads must be a whole number from 1 to 1024, not '0'");
    NOIRLAB("run", "--db", db, "--shard", "3/2");
    cli_assert_refused("run", db, "--shard must be I/N with 1 <= I <= N");
    NOIRLAB("run", "--db", db, "--motives", "Maniac,Poisoner");
    cli_assert_refused("run", db, "--motives: motives: unknown motive 'Poisoner'");
    NOIRLAB("run", "--db", db, "--murderer", "random:speed=9");
    cli_assert_refused("run", db, "--murderer: ");
    NOIRLAB("run", "--db", db, "--resume=yes");
    cli_assert_refused("run", db, "--resume takes no value");
    NOIRLAB("run", "--db", db, "--seed", "1", "--seed", "2");
    cli_assert_refused("run", db, "--seed given twice");
    NOIRLAB("merge", "out.db");
    assert_int_equal(o.status, 2);
    assert_int_equal(cli_lines(o.err), 1);
    NOIRLAB("run", "--help");
    assert_int_equal(o.status, 0);
    assert_non_null(strstr(o.out, "usage: noirlab run [--campaign FILE]"));
}

static void test_bad_campaign_file(void **state)
{
    (void)state;
    char db[512], want[600];
    fixture_path("campaign-error.db", db, sizeof db);
    const char *path = fixture_write("bad.ini", "[campaign]\nseed = 1\ngames = 10\n[grid]\nscenario = beginner\n"
                                                "motives = logic\ndetective = random\nmurderer = random\nspeed = 3\n");
    NOIRLAB("run", "--campaign", path, "--db", db);
    snprintf(want, sizeof want, "noirlab run: %s:9: unknown key 'speed' in [grid]", path);
    cli_assert_refused("run", db, want);
    path = fixture_write("bad.ini", "[campaign]\nseed = 1\ngames = 10\n[grid]\nscenario = beginner\n"
                                    "motives = logic, Sadist\ndetective = random\nmurderer = random\n");
    NOIRLAB("run", "--campaign", path, "--db", db);
    snprintf(want, sizeof want, "noirlab run: %s:6: motives: unknown motive 'logic'", path);
    cli_assert_refused("run", db, want);
    path = fixture_write("bad.ini", "[campaign]\nseed = 1\ngames = 10\n[grid]\nscenario = beginner\n"
                                    "motives = logic\ndetective = random:eyes=2\nmurderer = random\n");
    NOIRLAB("run", "--campaign", path, "--db", db);
    snprintf(want, sizeof want, "noirlab run: %s:7: policy random: unknown parameter 'eyes'", path);
    cli_assert_refused("run", db, want);
    NOIRLAB("run", "--campaign", path, "--db", db, "--detective", "random");
    cli_assert_refused("run", db, "--detective: cannot be combined with a campaign file");
}

/* A run prints its table (the Detective's wins as a count, then the rate)
 * and ends with the command that reports it; a second run into the same
 * database is refused (status 1) and so is a resume with another seed; the
 * database is unchanged. */
static void test_run_table_and_refusals(void **state)
{
    (void)state;
    char db[512];
    fixture_path("single.db", db, sizeof db);
    NOIRLAB("run", "--db", db, "--games", "600", "--seed", "3", "--threads", "2", "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_string_equal(o.err, "");
    assert_non_null(strstr(o.out, "cell  scenario  motives"));
    assert_non_null(strstr(o.out, "95% interval"));
    assert_non_null(strstr(o.out, "   0  beginner  Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist  standard  random"));
    assert_non_null(strstr(o.out, "600 games played"));
    long long wins = fixture_query(db, "SELECT detective_wins FROM win_rates WHERE motive = 'all'");
    char cols[64];
    snprintf(cols, sizeof cols, "  600  %9lld  %8.2f%%  [", wins, 100.0 * (double)wins / 600.0);
    assert_non_null(strstr(o.out, cols)); /* games, wins and rate as stored, under their headings */
    assert_non_null(strstr(o.out, "det. wins  det. rate"));
    assert_non_null(strstr(o.out, " 2 threads)"));
    char next[1200];
    snprintf(next, sizeof next, "\nnext: noirlab report %s --out %.*s-report\n", db, (int)strlen(db) - 3, db);
    assert_non_null(strstr(o.out, next));

    char *before = fixture_dump(db);
    NOIRLAB("run", "--db", db, "--games", "600", "--seed", "3");
    assert_int_equal(o.status, 1);
    assert_non_null(strstr(o.err, "add --resume to continue it, or choose another --db"));
    NOIRLAB("run", "--db", db, "--games", "600", "--seed", "4", "--resume");
    assert_int_equal(o.status, 1);
    assert_non_null(strstr(o.err, "holds a run of another configuration"));
    assert_same_text(before, fixture_dump(db));
}

/* The cluster workflow: three shards, merged, equal one process; the merge
 * refuses a shard of another configuration and an existing output. */
static void test_shards_and_merge(void **state)
{
    (void)state;
    char whole[512], shard[3][512], merged[512], stray[512];
    const char *path = fixture_write("three.ini", "[campaign]\nname = three\nseed = 8\ngames = 900\nchunk = 100\n"
                                                  "rows = all\n[grid]\nscenario = beginner, t-men, touch-of-evil\n"
                                                  "motives = logic\ndetective = random\nmurderer = random\n");
    fixture_path("whole.db", whole, sizeof whole);
    fixture_path("merged.db", merged, sizeof merged);
    fixture_path("stray.db", stray, sizeof stray);
    NOIRLAB("run", "--campaign", path, "--db", whole, "--threads", "1", "--quiet");
    assert_int_equal(o.status, 0);
    assert_non_null(strstr(o.out, "all  ")); /* the overall row */
    assert_non_null(strstr(o.out, " 1 thread)"));
    for (int i = 0; i < 3; i++) {
        char name[32], spec[8];
        snprintf(name, sizeof name, "three-%d.db", i + 1);
        snprintf(spec, sizeof spec, "%d/3", i + 1);
        fixture_path(name, shard[i], sizeof shard[i]);
        NOIRLAB("run", "--campaign", path, "--db", shard[i], "--shard", spec, "--quiet");
        assert_int_equal(o.status, 0);
        assert_non_null(strstr(o.out, "merge the shards with noirlab merge"));
        assert_null(strstr(o.out, "next: noirlab report")); /* a shard is merged first */
    }
    NOIRLAB("run", "--db", stray, "--games", "900", "--seed", "8", "--shard", "2/3", "--quiet");
    assert_int_equal(o.status, 0);

    NOIRLAB("merge", merged, shard[0], stray, shard[2]);
    assert_int_equal(o.status, 1);
    assert_non_null(strstr(o.err, "stray.db: a run of another configuration"));
    assert_false(cli_exists(merged));

    NOIRLAB("merge", merged, shard[0], shard[1], shard[2]);
    if (o.status != 0)
        fail_msg("merge: %s", o.err);
    assert_non_null(strstr(o.out, "merged 3 shard databases of 3; 27 of 27 chunks"));
    assert_same_text(fixture_dump(whole), fixture_dump(merged));

    NOIRLAB("merge", merged, shard[0], shard[1], shard[2]);
    assert_int_equal(o.status, 1);
    assert_non_null(strstr(o.err, "merged.db: already exists"));
}

/* Chunks stored so far in the database at ctx (0 before it has its schema). */
static long long chunks_in(const char *db)
{
    long long n = fixture_query(db, "SELECT count(*) FROM chunks");
    return n < 0 ? 0 : n;
}

static int twenty_chunks_stored(void *db) { return chunks_in(db) >= 20; }

/*
 * kill -9 of the real process mid-run, then --resume: the kill lands once 20
 * of the 80 chunks are stored (the database is watched, no clock is read),
 * so it always interrupts the run and always leaves work undone; the resumed
 * database equals the uninterrupted one.
 */
static void test_kill_9_then_resume(void **state)
{
    (void)state;
    char whole[512], killed[512];
    const char *path = fixture_write("long.ini", "[campaign]\nname = long\nseed = 9\ngames = 4000\nchunk = 100\n"
                                                 "rows = all\n[grid]\nscenario = beginner, t-men\nmotives = logic\n"
                                                 "detective = random\nmurderer = random\n");
    fixture_path("long-whole.db", whole, sizeof whole);
    fixture_path("long-killed.db", killed, sizeof killed);
    NOIRLAB("run", "--campaign", path, "--db", whole, "--quiet");
    assert_int_equal(o.status, 0);
    assert_int_equal(chunks_in(whole), 80);

    o.status = cli_exec_kill_when(NOIRLAB_BIN, (const char *const[]){"run", "--campaign", path, "--db", killed, "--quiet",
                                                                   NULL},
                                  twenty_chunks_stored, killed, o.out, sizeof o.out, o.err, sizeof o.err);
    long long stored = chunks_in(killed);
    print_message("killed with %lld of 80 chunks stored: status %d\n", stored, o.status);
    assert_int_equal(o.status, 128 + 9); /* SIGKILL: the run did not finish */
    assert_true(stored >= 20 && stored < 80);
    NOIRLAB("run", "--campaign", path, "--db", killed, "--resume", "--quiet");
    if (o.status != 0)
        fail_msg("resume: %s", o.err);
    assert_same_text(fixture_dump(whole), fixture_dump(killed));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_flags),
        cmocka_unit_test(test_bad_campaign_file),
        cmocka_unit_test(test_run_table_and_refusals),
        cmocka_unit_test(test_shards_and_merge),
        cmocka_unit_test(test_kill_9_then_resume),
    };
    return cmocka_run_group_tests(tests, cli_fixture_setup, cli_fixture_teardown);
}
