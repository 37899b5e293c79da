/*
 * files_test — who may remove a file, and what a refused command leaves
 * (issue 11, part 2).  Every case runs the real binary (or the store) on a
 * hostile input in a folder of its own, snapshots the folder before and
 * after (every path, its type, its bytes or its link target), and asserts
 * the exact message, the exit status, and that the folder is the same
 * afterwards: every file that was there byte-identical, nothing added.
 */
#define _DEFAULT_SOURCE /* flock */
#include <dirent.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "tests/analysis/store_fixture.h"
#include "tests/common/cli_capture.h"
#include "tests/common/cli_fixture.h"
#include "tests/common/folder_snapshot.h"

/* ---- folders and their snapshots ---- */

static char case_dir[512];

/* A new empty folder for one case; its path in case_dir. */
static const char *new_case(const char *name)
{
    fixture_path(name, case_dir, sizeof case_dir);
    assert_int_equal(mkdir(case_dir, 0755), 0);
    return case_dir;
}

/* case_dir/name, in a static buffer of 4 (enough for one call's arguments). */
static const char *at(const char *name)
{
    static char buf[4][1024];
    static int next;
    char *p = buf[next++ % 4];
    snprintf(p, sizeof buf[0], "%s/%s", case_dir, name);
    return p;
}

static void put(const char *name, const char *text)
{
    FILE *f = fopen(at(name), "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

/* Status, exactly this one line on stderr, nothing on stdout. */
static void assert_refused(int status, const char *message)
{
    char want[4096];
    snprintf(want, sizeof want, "%s\n", message);
    if (o.status != status || strcmp(o.err, want) != 0 || o.out[0])
        fail_msg("status %d, stderr '%s', stdout '%s'; expected %d and '%s'", o.status, o.err, o.out, status,
                 message);
}

/* A finished database of one small cell in case_dir/name, in rollback mode
 * (no -wal/-shm side files: reading it changes no file). */
static void small_db(const char *name)
{
    NOIRLAB("run", "--games", "60", "--seed", "5", "--db", at(name), "--quiet");
    assert_int_equal(o.status, 0);
    sqlite3 *h;
    assert_int_equal(sqlite3_open(at(name), &h), SQLITE_OK);
    assert_int_equal(sqlite3_exec(h, "PRAGMA journal_mode=DELETE", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(h);
}

/* ---- defect 1: two runs on one new --db ---- */

/* The interleaving that once lost a whole run, made deterministic in one
 * process: the loser opens the new path first, the winner then creates and
 * fills it, and the loser is refused.  The loser must remove nothing. */
static void test_refused_run_keeps_the_winners_new_database(void **state)
{
    (void)state;
    new_case("race");
    Campaign c;
    fixture_campaign(&c, "[campaign]\nname = race\nseed = 3\ngames = 40\nchunk = 10\n"
                         "[grid]\nscenario = beginner\nmotives = logic\ndetective = random\nmurderer = random\n");
    char err[2048];
    Store *loser = store_open(at("race.db"), err, sizeof err);
    assert_non_null(loser);
    assert_int_equal(fixture_run(&c, at("race.db"), &(RunOptions){.threads = 1}, err, sizeof err), 0);
    char *before = folder_snapshot(case_dir);
    Sink sink = store_sink(loser);
    RunStats stats;
    assert_int_equal(runner_run(&c, &sink, &(RunOptions){.threads = 1}, &stats, err, sizeof err), -1);
    char want[1024];
    snprintf(want, sizeof want,
             "%s: already holds a run of campaign 'race'; add --resume to continue it, or choose another --db",
             at("race.db"));
    assert_string_equal(err, want);
    store_close(loser);
    char *after = folder_snapshot(case_dir);
    assert_same_text(before, after);
    assert_int_equal(fixture_query(at("race.db"), "SELECT sum(games) FROM chunks"), 40);
    campaign_free(&c);
}

/* ---- defect 3: a dangling --db symbolic link ---- */

static void test_dangling_db_link_is_refused_and_kept(void **state)
{
    (void)state;
    new_case("dangling");
    assert_int_equal(symlink("nowhere/real.db", at("link.db")), 0);
    char *before = folder_snapshot(case_dir);
    NOIRLAB("run", "--games", "10", "--db", at("link.db"), "--quiet");
    char want[1024];
    snprintf(want, sizeof want,
             "noirlab run: %s: a symbolic link to a file that cannot be opened (No such file or directory)",
             at("link.db"));
    assert_refused(1, want);
    char *after = folder_snapshot(case_dir);
    assert_same_text(before, after);
}

/* A --db longer than a path may be is refused by name, not cut to the name
 * of another file. */
static void test_db_path_too_long_is_refused(void **state)
{
    (void)state;
    new_case("long_db");
    char db[4800], want[512];
    snprintf(db, sizeof db, "%s/%04200d.db", case_dir, 0);
    char *before = folder_snapshot(case_dir);
    NOIRLAB("run", "--games", "10", "--db", db, "--quiet");
    snprintf(want, sizeof want, "noirlab run: --db: %.100s...: path too long (at most 4095 characters)", db);
    assert_refused(1, want);
    char *after = folder_snapshot(case_dir);
    assert_same_text(before, after);
}

/* ---- defect 2: report --out a folder holding the input, or a user's file ---- */

static void test_report_never_deletes_what_it_did_not_write(void **state)
{
    (void)state;
    new_case("report");
    small_db("d.db");
    NOIRLAB("report", at("d.db"), "--out", at("rep"));
    assert_int_equal(o.status, 0);

    /* The input database inside the earlier report folder. */
    small_db("rep/mydata.db");
    char *before = folder_snapshot(case_dir);
    NOIRLAB("report", at("rep/mydata.db"), "--out", at("rep"));
    char want[2048];
    snprintf(want, sizeof want,
             "noirlab report: %s: holds mydata.db, which noirlab did not write; move it out of the folder, or "
             "choose another --out",
             at("rep"));
    assert_refused(1, want);
    char *after = folder_snapshot(case_dir);
    assert_same_text(before, after);
    assert_int_equal(unlink(at("rep/mydata.db")), 0);

    /* A user's notes in figures/. */
    put("rep/figures/notes.txt", "my notes\n");
    before = folder_snapshot(case_dir);
    NOIRLAB("report", at("d.db"), "--out", at("rep/"));
    snprintf(want, sizeof want,
             "noirlab report: %s: holds figures/notes.txt, which noirlab did not write; move it out of the "
             "folder, or choose another --out",
             at("rep"));
    assert_refused(1, want);
    after = folder_snapshot(case_dir);
    assert_same_text(before, after);

    /* Without them the earlier report is replaced; 'rep/' is the folder rep. */
    assert_int_equal(unlink(at("rep/figures/notes.txt")), 0);
    NOIRLAB("report", at("d.db"), "--out", at("rep/"));
    assert_int_equal(o.status, 0);

    /* A symbolic link to the report is refused by name. */
    assert_int_equal(symlink("rep", at("link")), 0);
    before = folder_snapshot(case_dir);
    NOIRLAB("report", at("d.db"), "--out", at("link"));
    snprintf(want, sizeof want,
             "noirlab report: %s: a symbolic link; give the folder itself, or choose another --out", at("link"));
    assert_refused(1, want);
    after = folder_snapshot(case_dir);
    assert_same_text(before, after);
}

/* ---- defects 6 and 9: advice and ladder check --out before any game ---- */

static void test_out_folders_are_checked_before_any_work(void **state)
{
    (void)state;
    new_case("outs");
    assert_int_equal(mkdir(at("mine"), 0755), 0);
    put("mine/ladder.md", "my own ladder notes\n");
    char *before = folder_snapshot(case_dir);
    char want[2048];
    snprintf(want, sizeof want,
             "noirlab advice: %s: exists and is not a noirlab report; choose another --out or remove it", at("mine"));
    NOIRLAB("advice", "--games", "3", "--db", at("a.db"), "--out", at("mine"), "--quiet");
    assert_refused(2, want);
    NOIRLAB("ladder", "--detectives", "random;heuristic", "--murderers", "random", "--games", "10", "--db",
            at("l.db"), "--out", at("mine"), "--quiet");
    snprintf(want, sizeof want,
             "noirlab ladder: %s: exists and is not a noirlab report; choose another --out or remove it", at("mine"));
    assert_refused(2, want);
    char *after = folder_snapshot(case_dir);
    assert_same_text(before, after); /* no database either: nothing was played */
}

/* ---- defect 8: write errors fail the command ---- */

/* Run noirlab with stdout on out_path; stderr into o.err. */
static void noirlab_to(const char *out_path, const char *const *args)
{
    const char *argv[32] = {NOIRLAB_BIN};
    int n = 1;
    for (; args[n - 1]; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    FILE *fe = tmpfile();
    assert_non_null(fe);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open(out_path, O_WRONLY);
        dup2(fd, 1);
        dup2(fileno(fe), 2);
        execv(NOIRLAB_BIN, (char *const *)argv);
        _exit(127);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    o.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    rewind(fe);
    size_t k = fread(o.err, 1, sizeof o.err - 1, fe);
    o.err[k] = '\0';
    o.out[0] = '\0';
    fclose(fe);
}

#define NOIRLAB_TO(path, ...) noirlab_to(path, (const char *const[]){__VA_ARGS__, NULL})

static void test_write_errors_fail(void **state)
{
    (void)state;
    if (access("/dev/full", W_OK) != 0)
        skip();
    new_case("full");
    const char *rec = "games/itk/tests/records/rulebook_example.rec";
    NOIRLAB_TO("/dev/full", "replay", rec);
    assert_refused(1, "noirlab replay: standard output: No space left on device");
    NOIRLAB_TO("/dev/full", "explain", rec);
    assert_refused(1, "noirlab explain: standard output: No space left on device");
    /* policies prints more than stdio's 4,096-byte buffer, so its first
     * failed write happens before the final flush (whose errno is then 0). */
    NOIRLAB_TO("/dev/full", "policies");
    assert_refused(1, "noirlab policies: standard output: No space left on device");
    NOIRLAB_TO("/dev/full", "run", "--games", "20", "--db", at("x.db"), "--quiet");
    assert_refused(1, "noirlab run: standard output: No space left on device");
    NOIRLAB("play", "--record", "/dev/full");
    assert_int_equal(o.status, 1);
    assert_string_equal(o.err, "noirlab play: /dev/full: cannot write: No space left on device\n");
    struct stat sb;
    assert_int_equal(stat("/dev/full", &sb), 0);
    assert_true(S_ISCHR(sb.st_mode)); /* written as a device, not replaced by a file */
}

/* ---- defect 11: NUL bytes ---- */

static void test_nul_bytes_are_refused(void **state)
{
    (void)state;
    new_case("nul");
    FILE *f = fopen(at("c.ini"), "wb");
    assert_non_null(f);
    static const char text[] = "[campaign]\nname = t\nseed = 1\ngames = 2\0 0\n[grid]\nscenario = beginner\n";
    fwrite(text, 1, sizeof text - 1, f);
    fclose(f);
    char *before = folder_snapshot(case_dir);
    NOIRLAB("run", "--campaign", at("c.ini"), "--db", at("o.db"));
    char want[1024];
    snprintf(want, sizeof want, "noirlab run: %s:4: a NUL byte: this is a binary file, not text", at("c.ini"));
    assert_refused(2, want);
    char *after = folder_snapshot(case_dir);
    assert_same_text(before, after);
    NOIRLAB("replay", "/dev/zero"); /* once endless, now refused by its kind before a byte is read */
    assert_refused(1, "/dev/zero: is a character device, not a file");
}

/* ---- defect 15: messages that name the right problem ---- */

static void test_messages_name_the_problem(void **state)
{
    (void)state;
    new_case("messages");
    assert_int_equal(mkdir(at("camp"), 0755), 0);
    put("g.ini", "[campaign]\nname = g\nseed = 1\ngames = 2\n[grid\nscenario = beginner\n");
    char *before = folder_snapshot(case_dir);
    char want[1024];
    NOIRLAB("run", "--campaign", at("camp"), "--db", at("o.db"));
    snprintf(want, sizeof want, "noirlab run: %s: is a folder, not a file", at("camp"));
    assert_refused(2, want);
    NOIRLAB("run", "--campaign", at("g.ini"), "--db", at("o.db"));
    snprintf(want, sizeof want, "noirlab run: %s:5: section header '[grid' has no closing ']'", at("g.ini"));
    assert_refused(2, want);
    char *after = folder_snapshot(case_dir);
    assert_same_text(before, after);

    /* A record saved by an editor that puts a UTF-8 byte order mark first. */
    FILE *in = fopen("games/itk/tests/records/rulebook_example.rec", "rb"), *out = fopen(at("bom.rec"), "wb");
    assert_true(in && out);
    fputs("\xEF\xBB\xBF", out);
    int ch;
    while ((ch = getc(in)) != EOF)
        putc(ch, out);
    fclose(in);
    fclose(out);
    NOIRLAB("replay", at("bom.rec"));
    assert_int_equal(o.status, 0);
}

/* ---- defect 13: temporaries of killed commands ---- */

/* A temporary a killed merge left (a noirlab database, unlocked) is removed
 * by the next merge to that name; a user's file of the same name pattern and
 * a temporary a live process still locks are not. */
static void test_stale_temporaries_are_removed_only_when_proven_ours(void **state)
{
    (void)state;
    new_case("stale");
    NOIRLAB("run", "--games", "40", "--seed", "2", "--db", at("s1.db"), "--shard", "1/2", "--quiet");
    assert_int_equal(o.status, 0);
    NOIRLAB("run", "--games", "40", "--seed", "2", "--db", at("s2.db"), "--shard", "2/2", "--quiet");
    assert_int_equal(o.status, 0);
    /* The killed merge's file: a noirlab database under the temporary name. */
    NOIRLAB("merge", at("m.db.tmp-Dead01"), at("s1.db"), at("s2.db"));
    assert_int_equal(o.status, 0);
    put("m.db.tmp-Mine01", "a user's file that happens to have the pattern\n");
    NOIRLAB("merge", at("m.db.tmp-Live01"), at("s1.db"), at("s2.db"));
    assert_int_equal(o.status, 0);
    int live = open(at("m.db.tmp-Live01"), O_RDONLY);
    assert_int_equal(flock(live, LOCK_EX | LOCK_NB), 0); /* as a running merge holds it */
    char *before = folder_snapshot(case_dir);
    NOIRLAB("merge", at("m.db"), at("s1.db"), at("s2.db"));
    assert_int_equal(o.status, 0);
    close(live);
    char *after = folder_snapshot(case_dir);
    /* after = before - the dead temporary + m.db */
    char *expected = strdup(before), *line = strstr(expected, "m.db.tmp-Dead01 ");
    assert_non_null(line);
    memmove(line, strchr(line, '\n') + 1, strlen(strchr(line, '\n') + 1) + 1);
    assert_null(strstr(after, "m.db.tmp-Dead01"));
    assert_non_null(strstr(after, "m.db.tmp-Mine01 file"));
    assert_non_null(strstr(after, "m.db.tmp-Live01 file"));
    char *m = strstr(after, "m.db file ");
    assert_non_null(m);
    memmove(m, strchr(m, '\n') + 1, strlen(strchr(m, '\n') + 1) + 1);
    assert_same_text(expected, after);
    free(before);

    /* A report folder a killed report left: marker inside, no lock. */
    small_db("d.db");
    assert_int_equal(mkdir(at("rep.tmp-Dead02"), 0755), 0);
    put("rep.tmp-Dead02/.noirlab-report",
        "noirlab output folder: noirlab may replace it while it holds only these files:\n");
    put("rep.tmp-Dead02/report.md", "half a report\n");
    assert_int_equal(mkdir(at("rep.tmp-Mine02"), 0755), 0);
    put("rep.tmp-Mine02/notes.txt", "not noirlab's\n");
    NOIRLAB("report", at("d.db"), "--out", at("rep"));
    assert_int_equal(o.status, 0);
    assert_int_equal(access(at("rep.tmp-Dead02"), F_OK), -1);
    assert_int_equal(access(at("rep.tmp-Mine02/notes.txt"), F_OK), 0);
}

/* ---- defect 14: SIGTERM and SIGINT ---- */

static const char signal_campaign[] = "[campaign]\nname = sig\nseed = 7\ngames = 1000\nchunk = 10\n"
                                      "[grid]\nscenario = beginner\nmotives = logic\n"
                                      "detective = heuristic\nmurderer = heuristic\n";

/* Start a run into db, send sig once at least `after` games are stored, and
 * wait: the exit status, stderr in o.err. */
static int signal_run(const char *campaign, const char *db, int resume, int sig, long long after)
{
    const char *argv[] = {NOIRLAB_BIN, "run", "--campaign", campaign, "--db", db, "--threads", "2", "--quiet",
                          resume ? "--resume" : NULL, NULL};
    FILE *fe = tmpfile();
    assert_non_null(fe);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        signal(SIGINT, SIG_DFL); /* as from a terminal, whatever ran the tests */
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(fileno(fe), 2);
        execv(NOIRLAB_BIN, (char *const *)argv);
        _exit(127);
    }
    struct timespec tick = {0, 2000000};
    for (int i = 0; i < 60000 && fixture_query(db, "SELECT coalesce(sum(games), 0) FROM chunks") < after; i++)
        nanosleep(&tick, NULL);
    kill(pid, sig);
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    rewind(fe);
    size_t k = fread(o.err, 1, sizeof o.err - 1, fe);
    o.err[k] = '\0';
    fclose(fe);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Stopped mid-run (some games stored, not all), with the one line that
 * says what was kept and how to resume, and the conventional status. */
static void assert_interrupted(int status, int want_status, const char *name, const char *campaign, const char *db)
{
    long long kept = fixture_query(db, "SELECT sum(games) FROM chunks");
    if (kept <= 0 || kept >= 1000)
        fail_msg("the signal did not land mid-run: %lld of 1000 games stored", kept);
    char want[2048];
    snprintf(want, sizeof want,
             "noirlab run: interrupted (%s); %lld games of 1000 kept in %s; resume with: noirlab run --campaign %s "
             "--db %s --threads 2 --quiet --resume\n",
             name, kept, db, campaign, db);
    if (status != want_status || strcmp(o.err, want) != 0)
        fail_msg("status %d, stderr '%s'; expected %d and '%s'", status, o.err, want_status, want);
}

static void test_signals_stop_between_chunks_and_resume_exactly(void **state)
{
    (void)state;
    new_case("signals");
    put("sig.ini", signal_campaign);
    const char *campaign = at("sig.ini");
    char db[1024], ref[1024];
    snprintf(db, sizeof db, "%s", at("sig.db"));
    snprintf(ref, sizeof ref, "%s", at("ref.db"));
    NOIRLAB("run", "--campaign", campaign, "--db", ref, "--quiet");
    assert_int_equal(o.status, 0);

    int status = signal_run(campaign, db, 0, SIGTERM, 20);
    assert_interrupted(status, 143, "SIGTERM", campaign, db);
    long long first = fixture_query(db, "SELECT sum(games) FROM chunks");
    status = signal_run(campaign, db, 1, SIGINT, first + 20);
    assert_interrupted(status, 130, "SIGINT", campaign, db);
    assert_true(fixture_query(db, "SELECT sum(games) FROM chunks") > first);
    NOIRLAB("run", "--campaign", campaign, "--db", db, "--quiet", "--resume");
    assert_int_equal(o.status, 0);
    assert_same_text(fixture_dump(ref), fixture_dump(db)); /* every table: as if never interrupted */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refused_run_keeps_the_winners_new_database),
        cmocka_unit_test(test_dangling_db_link_is_refused_and_kept),
        cmocka_unit_test(test_db_path_too_long_is_refused),
        cmocka_unit_test(test_report_never_deletes_what_it_did_not_write),
        cmocka_unit_test(test_out_folders_are_checked_before_any_work),
        cmocka_unit_test(test_write_errors_fail),
        cmocka_unit_test(test_nul_bytes_are_refused),
        cmocka_unit_test(test_messages_name_the_problem),
        cmocka_unit_test(test_stale_temporaries_are_removed_only_when_proven_ours),
        cmocka_unit_test(test_signals_stop_between_chunks_and_resume_exactly),
    };
    return cmocka_run_group_tests(tests, cli_fixture_setup, cli_fixture_teardown);
}
