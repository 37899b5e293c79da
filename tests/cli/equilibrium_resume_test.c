/*
 * equilibrium_resume_test — `noirlab equilibrium --loop` keeps every game it
 * plays in the ladder's database (cli/equilibrium_loop.c): stopped between
 * chunks by SIGTERM (exit 143, one line saying where the games are kept),
 * then killed outright (SIGKILL), then run again to the end on 2 threads, it
 * prints exactly what an uninterrupted run on 1 thread printed, text and
 * JSON, but the CPU times, and its database holds exactly the same runs,
 * cells, ledger and per-game log; a rerun of a finished loop plays nothing;
 * `report` counts no cell short (each against its own run's games per
 * cell); `merge` refuses such a database.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "tests/analysis/store_fixture.h"
#include "tests/common/cli_capture.h"
#include "tests/common/cli_fixture.h"
#include "tests/common/folder_snapshot.h"

/* Two Detectives against one Murderer, 10 games a chunk: the heuristic
 * Murderer's response joins in round 1 and the loop stops in round 2. */
static const char ladder[] = "[campaign]\nname = eq-resume\nseed = 9\ngames = 100\nchunk = 10\nrows = all\n"
                             "[grid]\nscenario = beginner\nmotives = logic\n"
                             "detective = random\ndetective = heuristic\nmurderer = random\n";

/* The loop's games in the ladder's database: its cells follow the ladder's two. */
#define LOOP_GAMES "SELECT coalesce(sum(games), 0) FROM chunks WHERE cell >= 2"

static char db[128], dir[128], file[128], threads[8];
static int json;

static const char *const *loop_args(void)
{
    static const char *args[32];
    const char *const list[] = {"equilibrium", "--config", file, "--db", db, "--replicates", "20", "--mixtures", dir,
                                "--loop", "3", "--seeker-response", "heuristic", "--hider-response", "heuristic",
                                "--response-games", "1000", "--threads", threads, "--quiet",
                                json ? "--json" : NULL, NULL};
    memcpy(args, list, sizeof list);
    return args;
}

/* o.out with every CPU time cut (text: "1.5 CPU-s"; JSON: "cpu_seconds":1.5). */
static void without_cpu(char *out, size_t len)
{
    size_t n = 0;
    for (const char *s = o.out; *s && n + 2 < len; s++) {
        const char *end = s;
        while (*end == '.' || (*end >= '0' && *end <= '9'))
            end++;
        int cpu = end > s && (strncmp(end, " CPU-s", 6) == 0 || (n >= 13 && strncmp(out + n - 13, "cpu_seconds\":", 13) == 0));
        if (cpu) {
            out[n++] = '#';
            s = end - 1;
        } else {
            out[n++] = *s;
        }
    }
    out[n] = 0;
}

typedef struct Watch {
    long long games;
} Watch;

/* More of the loop's games stored than when watching began. */
static int more_stored(void *ctx)
{
    const Watch *w = ctx;
    return fixture_query(db, LOOP_GAMES) >= w->games + 100;
}

static void loop_once(void)
{
    cli_noirlab(loop_args());
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
}

/* Signal the loop once 100 more of its games are stored: it must stop
 * mid-loop, with what it played kept. */
static long long interrupt_loop(int sig, int want_status)
{
    Watch w = {fixture_query(db, LOOP_GAMES)};
    o.status = cli_exec_signal_when(NOIRLAB_BIN, loop_args(), sig, more_stored, &w, o.out, sizeof o.out, o.err,
                                    sizeof o.err);
    long long kept = fixture_query(db, LOOP_GAMES);
    if (o.status != want_status || kept <= w.games || kept >= 3200)
        fail_msg("status %d (expected %d), %lld loop games kept (%lld before, 3200 in all): %s", o.status, want_status,
                 kept, w.games, o.err);
    return kept;
}

static void test_stopped_and_resumed(void **state)
{
    (void)state;
    static char text[65536], text_again[65536], js[65536], js_again[65536];
    char ref[128], moved[160];
    snprintf(file, sizeof file, "%s", fixture_write("resume.ini", ladder));
    fixture_path("resume-mixtures", dir, sizeof dir);

    /* Uninterrupted, 1 thread: the ladder, then the loop; the JSON of a
     * rerun, which plays nothing. */
    fixture_path("ref.db", db, sizeof db);
    snprintf(threads, sizeof threads, "1");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--quiet");
    assert_int_equal(o.status, 0);
    loop_once();
    assert_non_null(strstr(o.out, "| 1 | 2 × 1 |"));
    assert_non_null(strstr(o.out, "| 2 | 2 × 2 |"));
    without_cpu(text, sizeof text);
    long long games = fixture_query(db, LOOP_GAMES);
    assert_int_equal(games, 3200); /* round 1: 2 pairs x 1000; its cells 2 x 100; round 2: 1 x 1000 */
    json = 1;
    loop_once();
    without_cpu(js, sizeof js);
    assert_int_equal(fixture_query(db, LOOP_GAMES), games);
    snprintf(ref, sizeof ref, "%s", db);
    snprintf(moved, sizeof moved, "%s-ref", dir);
    assert_int_equal(rename(dir, moved), 0);

    /* Stopped by SIGTERM, then killed, then to the end, on 2 threads. */
    fixture_path("stopped.db", db, sizeof db);
    snprintf(threads, sizeof threads, "2");
    json = 0;
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--quiet");
    assert_int_equal(o.status, 0);
    interrupt_loop(SIGTERM, 143);
    char want[512];
    snprintf(want, sizeof want, "noirlab equilibrium: interrupted (SIGTERM); the games played are kept in %s; run the "
                                "same command again to go on from them\n", db);
    assert_string_equal(o.err, want);
    interrupt_loop(SIGKILL, 128 + SIGKILL);
    loop_once();
    without_cpu(text_again, sizeof text_again);
    assert_string_equal(text, text_again);
    json = 1;
    loop_once();
    without_cpu(js_again, sizeof js_again);
    assert_string_equal(js, js_again);
    assert_same_text(fixture_dump(ref), fixture_dump(db));

    /* The report reads the loop's cells as cells of their runs: each has
     * its run's games, none is "short" beside the 1,000-game runs. */
    char rep[160], md[192], text_md[65536];
    fixture_path("report", rep, sizeof rep);
    NOIRLAB("report", db, "--out", rep);
    assert_int_equal(o.status, 0);
    snprintf(md, sizeof md, "%s/report.md", rep);
    FILE *f = fopen(md, "r");
    assert_non_null(f);
    text_md[fread(text_md, 1, sizeof text_md - 1, f)] = 0;
    fclose(f);
    assert_non_null(strstr(text_md, "| loop round 1 cells | 9 | 100 |"));
    assert_null(strstr(text_md, "fewer games than"));

    /* Runs beside the ladder's: not a shard of a run. */
    char out[160];
    fixture_path("merged.db", out, sizeof out);
    NOIRLAB("merge", out, db);
    assert_int_equal(o.status, 1);
    assert_non_null(strstr(o.err, "stopped.db: holds runs beside its own (noirlab equilibrium's loop), not a shard"));
    assert_false(cli_exists(out));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stopped_and_resumed),
    };
    return cmocka_run_group_tests(tests, cli_fixture_setup, cli_fixture_teardown);
}
