/*
 * options_test — the promises of the one command line (cli/options.h,
 * docs/cli.md) checked on the real program, for every subcommand:
 *   - -h and --help exit 0 with the usage on stdout and nothing on stderr;
 *   - --flag=value means --flag value (the same answer either way);
 *   - each hostile value of issue 11 gets its exact message, exit 2, and
 *     leaves the folder it ran in byte-identical (no file changed, none new);
 *   - a one-cell run's default database is named after its cell, so a second
 *     matchup never collides with the first, and a ladder writes under results/;
 *   - long work shows plain progress lines when stderr is not a terminal.
 * Each command runs in a scratch folder holding one file of the user's.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "tests/common/cli_capture.h"
#include "tests/common/folder_snapshot.h"

typedef struct Output {
    int status;
    char out[65536], err[65536];
} Output;

static Output o;

static void noirlab(const char *const *args)
{
    o.status = cli_exec(NOIRLAB_BIN, args, 0, o.out, sizeof o.out, o.err, sizeof o.err);
}

#define NOIRLAB(...) noirlab((const char *const[]){__VA_ARGS__, NULL})

static const char *const subcommands[] = {"run",  "merge",  "report",  "advice", "learn",    "ladder", "tune",
                                          "play", "replay", "explain", "bench",  "policies", NULL};

/* ---------------------------------------------------------------------------
 * The folder the commands run in, and its snapshot
 * ------------------------------------------------------------------------- */

static char folder[512];

static void write_file(const char *name, const char *text)
{
    FILE *f = fopen(name, "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

static char *before; /* the folder before the command */

/* Status 2, exactly `message` (one line) on stderr, nothing on stdout, and
 * the folder as it was before the command. */
static void assert_refused(const char *message)
{
    char want[2048];
    snprintf(want, sizeof want, "%s\n", message);
    if (o.status != 2 || strcmp(o.err, want) != 0 || o.out[0])
        fail_msg("status %d, stderr '%s', stdout '%.200s'; expected 2 and '%s'", o.status, o.err, o.out, message);
    assert_same_text(strdup(before), folder_snapshot("."));
}

static int setup(void **state)
{
    if (cli_scratch_make(state))
        return -1;
    snprintf(folder, sizeof folder, "%s/work", cli_scratch());
    if (mkdir(folder, 0777) || chdir(folder))
        return -1;
    write_file("mine.txt", "the user's own file\n");
    before = folder_snapshot(".");
    return 0;
}

static int teardown(void **state)
{
    free(before);
    return chdir("/") ? -1 : cli_scratch_remove(state);
}

/* ---------------------------------------------------------------------------
 * Help and --flag=value everywhere
 * ------------------------------------------------------------------------- */

static void test_help_everywhere(void **state)
{
    (void)state;
    char usage[64];
    for (int i = 0; subcommands[i]; i++) {
        snprintf(usage, sizeof usage, "usage: noirlab %s", subcommands[i]);
        for (int form = 0; form < 2; form++) {
            NOIRLAB(subcommands[i], form ? "--help" : "-h");
            if (o.status != 0 || strncmp(o.out, usage, strlen(usage)) != 0 || o.err[0] ||
                !strstr(o.out, "  -h, --help"))
                fail_msg("noirlab %s %s: status %d, stdout '%.80s', stderr '%s'", subcommands[i],
                         form ? "--help" : "-h", o.status, o.out, o.err);
        }
        /* --help stops the reading: what follows it does not matter. */
        NOIRLAB(subcommands[i], "--help", "--nothing");
        assert_int_equal(o.status, 0);
    }
    /* Numbers are read once every flag is known, so help also wins over a bad one before it. */
    NOIRLAB("tune", "--games", "many", "--help");
    assert_int_equal(o.status, 0);
    NOIRLAB("-h");
    assert_int_equal(o.status, 0);
    assert_non_null(strstr(o.out, "usage: noirlab [--version] COMMAND"));
    NOIRLAB("--help");
    assert_int_equal(o.status, 0);
    assert_non_null(strstr(o.out, "  policies    list the policies"));
    assert_non_null(strstr(o.out, "  equilibrium solve a ladder's meta-game"));
    /* A game's own commands come from its table (cli/command.h: Intent to
     * Kill's itk_commands.c), listed after the lab's. */
    assert_non_null(strstr(o.out, "  policies    list the policies and their parameters\n"
                                  "  advice      test the rulebook's motive advice"));
    assert_non_null(strstr(o.out, "  learn       fit a model of a Murderer's choices"));
    NOIRLAB("--version");
    assert_int_equal(o.status, 0);
    assert_non_null(strstr(o.out, "noirlab "));
    /* noirlab's own flags go through the same parser. */
    NOIRLAB("--version=1");
    assert_refused("noirlab: --version takes no value");
    NOIRLAB("--verbose", "run");
    assert_refused("noirlab: unknown option '--verbose' (noirlab --help)");
}

/* The same refusal for "--flag value" and "--flag=value": the value got through. */
static void expect_same_both_ways(const char *cmd, const char *flag, const char *value, const char *message)
{
    char joined[256];
    snprintf(joined, sizeof joined, "%s=%s", flag, value);
    NOIRLAB(cmd, flag, value);
    assert_refused(message);
    NOIRLAB(cmd, joined);
    assert_refused(message);
}

static void test_flag_equals_value_everywhere(void **state)
{
    (void)state;
    expect_same_both_ways("run", "--threads", "0", "noirlab run: --threads must be a whole number from 1 to 1024, not '0'");
    expect_same_both_ways("advice", "--threads", "1x",
                          "noirlab advice: --threads must be a whole number from 1 to 1024, not '1x'");
    expect_same_both_ways("ladder", "--prior", "nan", "noirlab ladder: --prior must be a number from 0 to 1e+06, not 'nan'");
    expect_same_both_ways("tune", "--chunk", "-1", "noirlab tune: --chunk must be a whole number from 1 to 1000000, not '-1'");
    expect_same_both_ways("play", "--game", "+3",
                          "noirlab play: --game must be a whole number from 0 to 4294967294, not '+3'");
    expect_same_both_ways("explain", "--lie", "1e-400",
                          "noirlab explain: --lie must be a number from 0.001 to 0.999, not '1e-400'");
    expect_same_both_ways("report", "--min-games", " 5",
                          "noirlab report: --min-games must be a whole number from 1 to 4294967295, not ' 5'");
    /* The commands without such flags refuse --x=1 whole, naming it. */
    NOIRLAB("merge", "--x=1", "a.db", "b.db");
    assert_refused("noirlab merge: unknown option '--x=1' (noirlab merge --help)");
    NOIRLAB("replay", "--x=1", "g.rec");
    assert_refused("noirlab replay: unknown option '--x=1' (noirlab replay --help)");
    NOIRLAB("bench", "--json=1");
    assert_refused("noirlab bench: --json takes no value");
    NOIRLAB("policies", "--x=1");
    assert_refused("noirlab policies: unknown option '--x=1' (noirlab policies --help)");
}

/* ---------------------------------------------------------------------------
 * Hostile values (issue 11): the message, exit 2, the folder untouched
 * ------------------------------------------------------------------------- */

static void test_flag_structure(void **state)
{
    (void)state;
    NOIRLAB("run", "--db", "--quiet");
    assert_refused("noirlab run: --db needs a value (noirlab run --help)");
    NOIRLAB("run", "--games");
    assert_refused("noirlab run: --games needs a value (noirlab run --help)");
    NOIRLAB("run", "--seed", "1", "--seed=2");
    assert_refused("noirlab run: --seed given twice");
    NOIRLAB("run", "--quiet=yes");
    assert_refused("noirlab run: --quiet takes no value");
    NOIRLAB("run", "--gam", "5"); /* no abbreviations */
    assert_refused("noirlab run: unknown option '--gam' (noirlab run --help)");
    NOIRLAB("run", "stray");
    assert_refused("noirlab run: unexpected 'stray' (noirlab run --help)");
    NOIRLAB("tune", "--sprt", "heuristic");
    assert_refused("noirlab tune: --sprt needs two values: A B (noirlab tune --help)");
    NOIRLAB("report", "a.db", "b.db", "--out", "rep");
    assert_refused("noirlab report: unexpected 'b.db': one database at a time");
}

/* Defect 4: --db '' played into a private temporary database and exited 0. */
static void test_empty_values(void **state)
{
    (void)state;
    NOIRLAB("run", "--games", "5", "--db", "");
    assert_refused("noirlab run: --db must not be empty");
    NOIRLAB("run", "--games=5", "--db=");
    assert_refused("noirlab run: --db must not be empty");
    NOIRLAB("ladder", "--detectives", "", "--murderers", "random");
    assert_refused("noirlab ladder: --detectives must not be empty");
    NOIRLAB("report", "x.db", "--out", "");
    assert_refused("noirlab report: --out must not be empty");
    /* Defect 12: --game '' played game 0. */
    NOIRLAB("play", "--game", "");
    assert_refused("noirlab play: --game must not be empty");
}

/* Defects 5 and 12: numbers that wrapped or saturated. */
static void test_numbers_do_not_wrap(void **state)
{
    (void)state;
    NOIRLAB("run", "--games", "10", "--shard", "4294967297/4294967298");
    assert_refused("noirlab run: --shard must be I/N with 1 <= I <= N <= 1000000 (for example 2/3), not "
                   "'4294967297/4294967298'");
    NOIRLAB("run", "--games", "10", "--shard", "-1/2");
    assert_refused("noirlab run: --shard must be I/N with 1 <= I <= N <= 1000000 (for example 2/3), not '-1/2'");
    NOIRLAB("run", "--games", "10", "--shard", " 1/2");
    assert_refused("noirlab run: --shard must be I/N with 1 <= I <= N <= 1000000 (for example 2/3), not ' 1/2'");
    NOIRLAB("play", "--game", "99999999999999999999");
    assert_refused("noirlab play: --game must be a whole number from 0 to 4294967294, not '99999999999999999999'");
    NOIRLAB("run", "--threads", "18446744073709551617");
    assert_refused("noirlab run: --threads must be a whole number from 1 to 1024, not '18446744073709551617'");
    NOIRLAB("tune", "--side", "murderer", "--policy", "heuristic", "--games", "4294967296");
    assert_refused("noirlab tune: --games must be a whole number from 1 to 4294967295, not '4294967296'");
    /* advice plays through run: run's checks, in advice's name, and no results/ folder left behind. */
    NOIRLAB("advice", "--games", "0");
    assert_refused("noirlab advice: --games: games must be a whole number from 1 to 4294967295, not '0'");
    NOIRLAB("explain", "--top", "21", "g.rec");
    assert_refused("noirlab explain: --top must be a whole number from 0 to 20, not '21'");
    NOIRLAB("tune", "--sprt", "heuristic", "random", "--side", "detective", "--elo0", "inf");
    assert_refused("noirlab tune: --elo0 must be a number from -2000 to 2000, not 'inf'");
}

/* Defect 7: a plan too large for the runner's memory, refused before anything exists. */
static void test_plan_too_large(void **state)
{
    (void)state;
    write_file("big.ini", "[campaign]\nseed = 1\ngames = 4294967295\nchunk = 1\n[grid]\nscenario = beginner\n"
                          "motives = logic\ndetective = random\nmurderer = random\n");
    free(before);
    before = folder_snapshot(".");
    NOIRLAB("run", "--campaign", "big.ini");
    assert_refused("noirlab run: big.ini:3: 4294967295 games in chunks of 1 over 1 cell make 4294967295 work "
                   "units, more than the 16777216 the runner can hold; raise chunk or lower games");
    NOIRLAB("tune", "--policy", "heuristic", "--side", "murderer", "--games", "4294967295", "--chunk", "1");
    assert_refused("noirlab tune: --games: 4294967295 games in chunks of 1 over 1 cell make 4294967295 work units, "
                   "more than the 16777216 the runner can hold; raise chunk or lower games");
}

/* Defect 10: a key given twice in a SPEC (first value played, and past the duplicate-cell check). */
static void test_duplicate_policy_keys(void **state)
{
    (void)state;
    write_file("dup.ini", "[campaign]\nseed = 1\ngames = 10\n[grid]\nscenario = beginner\nmotives = logic\n"
                          "detective = ismcts:iterations=10,iterations=2\ndetective = ismcts:iterations=2\n"
                          "murderer = random\n");
    free(before);
    before = folder_snapshot(".");
    NOIRLAB("run", "--campaign", "dup.ini");
    assert_refused("noirlab run: dup.ini:7: policy spec 'ismcts:iterations=10,iterations=2': 'iterations' given "
                   "twice");
    NOIRLAB("run", "--murderer", "heuristic:lie=0.2,lie=0.3");
    assert_refused("noirlab run: --murderer: policy spec 'heuristic:lie=0.2,lie=0.3': 'lie' given twice");
}

/* ---------------------------------------------------------------------------
 * Default databases, progress
 * ------------------------------------------------------------------------- */

static int exists(const char *path)
{
    return access(path, F_OK) == 0;
}

/* Two matchups of one cell each: two databases, neither refused; the same
 * cell with another seed is refused without advice to --resume. */
static void test_one_cell_default_db(void **state)
{
    (void)state;
    NOIRLAB("run", "--games", "6", "--quiet", "--threads", "1");
    assert_int_equal(o.status, 0);
    assert_non_null(strstr(o.out, "results/beginner-logic-random-vs-random.db: 6 games played"));
    NOIRLAB("run", "--games", "6", "--quiet", "--threads", "1", "--detective", "heuristic:lie=0.3", "--motives",
            "Maniac,Sadist,Spy");
    assert_int_equal(o.status, 0);
    assert_true(exists("results/beginner-Maniac+Sadist+Spy-heuristic_lie_0.3-vs-random.db"));
    assert_true(exists("results/beginner-logic-random-vs-random.db"));
    NOIRLAB("run", "--games", "6", "--quiet", "--seed", "2");
    assert_int_equal(o.status, 1);
    assert_string_equal(o.err, "noirlab run: results/beginner-logic-random-vs-random.db: already holds a run of "
                               "another configuration (campaign 'single'); choose another --db\n");
    /* A ladder's default database is under results/ too, never in the working folder. */
    NOIRLAB("ladder", "--detectives", "random", "--murderers", "random;heuristic", "--games", "4", "--quiet");
    assert_int_equal(o.status, 0);
    assert_true(exists("results/ladder.db"));
    assert_false(exists("ladder.db"));
}

static int count(const char *text, const char *part)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, part)); p++)
        n++;
    return n;
}

/* stderr is a file here: no terminal line, plain lines at the interval. */
static void test_progress_without_terminal(void **state)
{
    (void)state;
    unsetenv("NOIRLAB_PROGRESS_SECONDS");
    NOIRLAB("run", "--games", "2000", "--db", "quiet-minute.db", "--threads", "1");
    assert_int_equal(o.status, 0);
    assert_string_equal(o.err, ""); /* shorter than a minute: nothing, and never "\r" */

    setenv("NOIRLAB_PROGRESS_SECONDS", "0.001", 1);
    NOIRLAB("run", "--games", "2000", "--db", "progress.db", "--threads", "1");
    assert_int_equal(o.status, 0);
    /* 4 chunks of 500 games: a line after each but the last (the table ends the run). */
    assert_int_equal(count(o.err, "progress: cells "), 3);
    assert_non_null(strstr(o.err, "progress: cells 0/1  games 500/2000  "));
    assert_non_null(strstr(o.err, "progress: cells 0/1  games 1500/2000  "));
    assert_null(strchr(o.err, '\r'));
    assert_non_null(strstr(o.err, " games/s  ETA "));
    NOIRLAB("run", "--games", "2000", "--db", "progress-quiet.db", "--threads", "1", "--quiet");
    assert_string_equal(o.err, "");

    setenv("NOIRLAB_PROGRESS_SECONDS", "soon", 1);
    NOIRLAB("run", "--games", "10", "--db", "progress-bad.db", "--threads", "1");
    assert_string_equal(o.err, "noirlab: NOIRLAB_PROGRESS_SECONDS must be a number from 0.001 to 86400, not "
                               "'soon'; using 60\n");
    unsetenv("NOIRLAB_PROGRESS_SECONDS");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_help_everywhere),
        cmocka_unit_test(test_flag_equals_value_everywhere),
        cmocka_unit_test(test_flag_structure),
        cmocka_unit_test(test_empty_values),
        cmocka_unit_test(test_numbers_do_not_wrap),
        cmocka_unit_test(test_plan_too_large),
        cmocka_unit_test(test_duplicate_policy_keys),
        cmocka_unit_test(test_one_cell_default_db),
        cmocka_unit_test(test_progress_without_terminal),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
