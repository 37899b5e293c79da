/*
 * store_resume_test — kill -9 at any moment, then --resume: the database ends
 * exactly equal to the one of an uninterrupted run, and at the moment of the
 * kill it already holds only whole chunks (ledger, aggregates and per-game
 * rows agree).
 *
 * Every run happens in a child process (fork), so the parent never starts
 * OpenMP threads before forking.  Kill points:
 *   - inside SQLite: the child SIGKILLs itself from a progress handler after
 *     a chosen number of virtual-machine steps, so the kill lands in the
 *     middle of statements and transactions (begin, chunk writes, commits);
 *   - from outside: the parent sends SIGKILL after a random delay, which can
 *     also land inside a commit's write to the WAL.
 * The points are drawn from a fixed-seed generator, so a failure repeats.
 */
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "cli_capture.h"
#include "store_fixture.h"

enum { STEPS_PER_CALLBACK = 50 };

static Campaign campaign; /* 2 cells x 1,000 games in chunks of 25, every game logged */
static char reference[512];
static long reference_callbacks;
static double reference_seconds;
static Pcg32 rng;

typedef struct Countdown {
    long calls, kill_at;
} Countdown;

static int on_progress(void *ctx)
{
    Countdown *c = ctx;
    if (++c->calls == c->kill_at)
        raise(SIGKILL);
    return 0;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The child: run (or resume) into db, dying at progress callback kill_at if
 * it is > 0.  Reports its number of callbacks through fd. */
static void child(const char *db, int resume, long kill_at, int fd)
{
    char err[2048];
    /* An empty file is opened as it is (store.h), so the progress handler
     * sees the schema being created too; a missing path would only get its
     * connection in begin(). */
    int empty = open(db, O_WRONLY | O_CREAT, 0644);
    if (empty >= 0)
        close(empty);
    Store *s = store_open(db, err, sizeof err);
    if (!s) {
        fprintf(stderr, "%s\n", err);
        _exit(3);
    }
    Countdown c = {0, kill_at};
    sqlite3_progress_handler(store_db(s), STEPS_PER_CALLBACK, on_progress, &c);
    Sink sink = store_sink(s);
    RunStats stats;
    int rc = runner_run(&campaign, &sink, &(RunOptions){.threads = 2, .resume = resume}, &stats, err, sizeof err);
    if (rc)
        fprintf(stderr, "%s\n", err);
    store_close(s);
    if (write(fd, &c.calls, sizeof c.calls) != sizeof c.calls)
        _exit(5);
    _exit(rc ? 4 : 0);
}

/* Fork a run; kill it from outside after `delay` seconds if delay > 0.
 * Returns the wait status; *callbacks gets the child's count when it exited. */
static int run_child(const char *db, int resume, long kill_at, double delay, long *callbacks)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        child(db, resume, kill_at, fds[1]);
    }
    close(fds[1]);
    if (delay > 0)
        cli_kill_after(pid, delay);
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    long n = 0;
    if (read(fds[0], &n, sizeof n) != sizeof n)
        n = -1;
    close(fds[0]);
    if (callbacks)
        *callbacks = n;
    return status;
}

static void assert_exited_cleanly(int status, const char *what)
{
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail_msg("%s: child status %d", what, status);
}

/* At any moment the database holds whole chunks only. */
static void assert_whole_chunks(const char *db)
{
    if (access(db, F_OK) != 0 || fixture_query(db, "SELECT count(*) FROM sqlite_schema WHERE name = 'runs'") != 1)
        return; /* killed before the schema was committed: nothing stored */
    long long ledger = fixture_query(db, "SELECT coalesce(sum(games), 0) FROM chunks");
    assert_int_equal(fixture_query(db, "SELECT sum(games) FROM cell_results"), ledger);
    assert_int_equal(fixture_query(db, "SELECT coalesce(sum(games), 0) FROM cell_motive"), ledger);
    assert_int_equal(fixture_query(db, "SELECT coalesce(sum(games), 0) FROM cell_confusion"), ledger);
    assert_int_equal(fixture_query(db, "SELECT coalesce(sum(games), 0) FROM cell_shape WHERE metric = 'rounds'"),
                     ledger);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM games"), ledger); /* rows = all */
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM games g WHERE NOT EXISTS (SELECT 1 FROM chunks c"
                                       " WHERE c.cell = g.cell AND c.chunk = g.game / 25)"),
                     0);
}

static long long stored_chunks(const char *db)
{
    long long n = access(db, F_OK) == 0 ? fixture_query(db, "SELECT count(*) FROM chunks") : -1;
    return n < 0 ? 0 : n; /* no file, or no schema yet */
}

static void assert_equals_reference(const char *db)
{
    char *want = fixture_dump(reference), *got = fixture_dump(db);
    if (strcmp(want, got) != 0)
        fail_msg("%s differs from the uninterrupted run", db);
    free(want);
    free(got);
}

static int setup(void **state)
{
    (void)state;
    if (fixture_setup())
        return -1;
    pcg32_seed(&rng, 20240601, 7);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    campaign_free(&campaign);
    fixture_teardown();
    return 0;
}

static void test_uninterrupted_reference(void **state)
{
    (void)state;
    fixture_campaign(&campaign, "[campaign]\nname = resume\nseed = 11\ngames = 1000\nchunk = 25\nrows = all\n"
                                "[grid]\nscenario = beginner, the-street-with-no-name\nmotives = logic\n"
                                "detective = random\nmurderer = random\n");
    fixture_path("reference.db", reference, sizeof reference);
    double start = now();
    assert_exited_cleanly(run_child(reference, 0, 0, 0, &reference_callbacks), "reference run");
    reference_seconds = now() - start;
    assert_true(reference_callbacks > 100);
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM chunks"), 80);
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM games"), 2000);
    print_message("reference: %ld progress callbacks, %.3f s\n", reference_callbacks, reference_seconds);
}

/* Killed inside SQLite at 8 random points (once twice in a row), resumed. */
static void test_killed_inside_sqlite_then_resumed(void **state)
{
    (void)state;
    for (int trial = 0; trial < 8; trial++) {
        char db[512], name[32];
        snprintf(name, sizeof name, "inside%d.db", trial);
        fixture_path(name, db, sizeof db);
        /* The first trial dies while the schema and the run are being created. */
        long kill_at = 1 + (long)pcg32_bounded(&rng, trial == 0 ? 20 : (uint32_t)reference_callbacks - 1);
        int status = run_child(db, 0, kill_at, 0, NULL);
        if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL)
            fail_msg("trial %d: the run was not killed at callback %ld (status %d)", trial, kill_at, status);
        assert_whole_chunks(db);
        long long stored = stored_chunks(db);
        if (trial == 0) { /* kill the resume too */
            long again = 1 + (long)pcg32_bounded(&rng, (uint32_t)reference_callbacks / 2);
            int s2 = run_child(db, 1, again, 0, NULL);
            assert_true(WIFSIGNALED(s2) || (WIFEXITED(s2) && WEXITSTATUS(s2) == 0));
            assert_whole_chunks(db);
        }
        assert_exited_cleanly(run_child(db, 1, 0, 0, NULL), "resume");
        print_message("killed at callback %ld with %lld chunks stored; resumed\n", kill_at, stored);
        assert_equals_reference(db);
    }
}

/* Killed from outside after a random delay, resumed. */
static void test_killed_from_outside_then_resumed(void **state)
{
    (void)state;
    for (int trial = 0; trial < 4; trial++) {
        char db[512], name[32];
        snprintf(name, sizeof name, "outside%d.db", trial);
        fixture_path(name, db, sizeof db);
        double delay = reference_seconds * (0.1 + 0.8 * (double)pcg32_bounded(&rng, 1000) / 1000.0);
        int status = run_child(db, 0, 0, delay, NULL);
        assert_whole_chunks(db);
        long long stored = stored_chunks(db);
        assert_exited_cleanly(run_child(db, 1, 0, 0, NULL), "resume");
        print_message("kill after %.3f s (%s) with %lld chunks stored; resumed\n", delay,
                      WIFSIGNALED(status) ? "killed" : "had finished", stored);
        assert_equals_reference(db);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_uninterrupted_reference),
        cmocka_unit_test(test_killed_inside_sqlite_then_resumed),
        cmocka_unit_test(test_killed_from_outside_then_resumed),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
