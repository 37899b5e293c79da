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
 *   - from outside: the parent watches the database and sends SIGKILL once
 *     a chosen number of chunks is stored, while the child goes on writing
 *     (so the kill can also land inside a commit's write to the WAL).
 * The points are drawn from a fixed-seed generator and no clock is read, so
 * a failure repeats; every kill is checked to have landed mid-run (the run
 * killed, some chunks stored but not all), except the first, which is meant
 * to land before the first chunk.
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

#include "tests/analysis/store_fixture.h"
#include "tests/common/cli_capture.h"

enum { STEPS_PER_CALLBACK = 50 };

static Campaign campaign; /* 2 cells x 1,000 games in chunks of 25, every game logged */
static char reference[512];
static long reference_callbacks;
static Pcg32 rng;

typedef struct Countdown {
    long calls, kill_at;
    int pace; /* sleep 0.2 ms a callback: a run the parent watches keeps writing for a while */
} Countdown;

static int on_progress(void *ctx)
{
    Countdown *c = ctx;
    if (++c->calls == c->kill_at)
        raise(SIGKILL);
    if (c->pace)
        nanosleep(&(struct timespec){0, 200000}, NULL);
    return 0;
}

/* The child: run (or resume) into db, dying at progress callback kill_at if
 * it is > 0.  Reports its number of callbacks through fd. */
static void child(const char *db, int resume, long kill_at, int pace, int fd)
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
    Countdown c = {0, kill_at, pace};
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

static long long stored_chunks(const char *db);

/* What the parent watches for: `target` chunks stored in `db`. */
typedef struct Watch {
    const char *db;
    long long target;
} Watch;

static int target_stored(void *ctx)
{
    const Watch *w = ctx;
    return stored_chunks(w->db) >= w->target;
}

/* Fork a run; kill it from outside once kill_at_chunks chunks are stored if
 * that is > 0.  Returns the wait status; *callbacks gets the child's count
 * when it exited. */
static int run_child(const char *db, int resume, long kill_at, long long kill_at_chunks, long *callbacks)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        child(db, resume, kill_at, kill_at_chunks > 0, fds[1]);
    }
    close(fds[1]);
    int status;
    if (kill_at_chunks > 0)
        status = cli_kill_when(pid, target_stored, &(Watch){db, kill_at_chunks});
    else
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
    assert_exited_cleanly(run_child(reference, 0, 0, 0, &reference_callbacks), "reference run");
    assert_true(reference_callbacks > 100);
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM chunks"), 80);
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM games"), 2000);
    print_message("reference: %ld progress callbacks\n", reference_callbacks);
}

/* Killed inside SQLite at 8 random points (once twice in a row), resumed.
 * The first dies while the schema is being made (no chunk stored); the
 * others between 5% and 90% of the reference run's callbacks (about 37 a
 * chunk: from about 4 to 72 of the 80 chunks stored). */
static void test_killed_inside_sqlite_then_resumed(void **state)
{
    (void)state;
    for (int trial = 0; trial < 8; trial++) {
        char db[512], name[32];
        snprintf(name, sizeof name, "inside%d.db", trial);
        fixture_path(name, db, sizeof db);
        /* The first trial dies while the schema and the run are being created. */
        long kill_at = trial == 0 ? 1 + (long)pcg32_bounded(&rng, 20)
                                  : reference_callbacks / 20 + (long)pcg32_bounded(&rng, (uint32_t)(reference_callbacks * 85 / 100));
        int status = run_child(db, 0, kill_at, 0, NULL);
        if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL)
            fail_msg("trial %d: the run was not killed at callback %ld (status %d)", trial, kill_at, status);
        assert_whole_chunks(db);
        long long stored = stored_chunks(db);
        if (trial == 0)
            assert_int_equal(stored, 0);
        else if (stored < 1 || stored >= 80)
            fail_msg("trial %d: killed at callback %ld with %lld of 80 chunks stored", trial, kill_at, stored);
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

/* Killed from outside once 5 to 40 chunks (drawn) are stored, resumed.  The
 * child sleeps 0.2 ms in each of its about 37 progress callbacks a chunk, so
 * at least 0.3 s of writing remain after the 40th chunk for the parent to
 * notice (it looks every millisecond). */
static void test_killed_from_outside_then_resumed(void **state)
{
    (void)state;
    for (int trial = 0; trial < 4; trial++) {
        char db[512], name[32];
        snprintf(name, sizeof name, "outside%d.db", trial);
        fixture_path(name, db, sizeof db);
        long long target = 5 + (long long)pcg32_bounded(&rng, 36);
        int status = run_child(db, 0, 0, target, NULL);
        assert_whole_chunks(db);
        long long stored = stored_chunks(db);
        if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL || stored < target || stored >= 80)
            fail_msg("trial %d: status %d with %lld of 80 chunks stored; expected killed with %lld to 79", trial,
                     status, stored, target);
        assert_exited_cleanly(run_child(db, 1, 0, 0, NULL), "resume");
        print_message("killed once %lld chunks were stored, with %lld stored; resumed\n", target, stored);
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
