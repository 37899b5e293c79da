/*
 * equilibrium_test — `noirlab equilibrium` as a program: a bad flag or ladder
 * gets one line, exit 2 and no database; a small Intent to Kill ladder is
 * played into a new database and solved, and its equilibrium agrees with the
 * games (the heuristic players dominate the random ones on both sides, so
 * the equilibrium is the pure pair and its value that pair's win rate in
 * game_outcomes); the JSON and the stored tables say the same; --mixtures
 * writes the pure pair's files once and refuses to overwrite them; a NOIR
 * ladder names its tables by NOIR's seats.
 *
 * --responses and --loop (cli/equilibrium_loop.c): each bad combination of
 * their flags is one line and exit 2 before any game; on the small ladder
 * without the heuristic Murderer, the loop adds the heuristic Murderer (its
 * paired gain far above the margin), plays its cells on the ladder's deals
 * and stops the next round, its final value exactly the full small ladder's
 * (the new cells are the ladder's games); a response already in its
 * population is not played (no gain: "no candidate left"); a margin above
 * every gain adds nothing.
 *
 * Candidates (repeated response flags) and LEARNED: the best candidate is
 * the one of the largest gain and the only one that joins, members are not
 * played, a seat with none left says so; LEARNED is a model file learned
 * each round beside the round's mixtures, never over an existing file, and
 * refused for a seat or a game the game learns no model for; the whole loop
 * is the same with 1 and 2 threads.
 */
#include <setjmp.h>
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

static const char small_ladder[] = "[campaign]\nname = eq-small\nseed = 9\ngames = 100\nrows = all\n"
                                   "[grid]\nscenario = beginner\nmotives = logic\n"
                                   "detective = random\ndetective = heuristic\n"
                                   "murderer = random\nmurderer = heuristic\n";

static void test_refusals(void **state)
{
    (void)state;
    char db[128], file[128];
    fixture_path("refused.db", db, sizeof db);
    NOIRLAB("equilibrium", "--db", db);
    cli_assert_refused("equilibrium", db, "give --config FILE");
    snprintf(file, sizeof file, "%s",
             fixture_write("unlogged.ini", "[campaign]\nseed = 1\ngames = 10\n[grid]\nscenario = beginner\n"
                                           "motives = logic\ndetective = random\nmurderer = random\n"));
    NOIRLAB("equilibrium", "--config", file, "--db", db);
    cli_assert_refused("equilibrium", db, "unlogged.ini: the ladder must log every game (rows = all)");
    snprintf(file, sizeof file, "%s",
             fixture_write("two-setups.ini", "[campaign]\nseed = 1\ngames = 10\nrows = all\n[grid]\n"
                                             "scenario = beginner, t-men\nmotives = logic\ndetective = random\n"
                                             "murderer = random\n"));
    NOIRLAB("equilibrium", "--config", file, "--db", db);
    cli_assert_refused("equilibrium", db, "detective 'random' meets murderer 'random' in more than one cell");
    NOIRLAB("equilibrium", "--config", file, "--replicates", "many", "--db", db);
    cli_assert_refused("equilibrium", db, "--replicates must be a whole number");
    /* The responses' and the loop's flags, each refused before any game. */
    snprintf(file, sizeof file, "%s", fixture_write("one.ini", small_ladder));
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--hider-response", "heuristic");
    cli_assert_refused("equilibrium", db, "need --responses or --loop");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses");
    cli_assert_refused("equilibrium", db, "--responses and --loop need --mixtures DIR");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses", "--loop", "2");
    cli_assert_refused("equilibrium", db, "give --responses or --loop, not both");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses", "--margin", "0.1");
    cli_assert_refused("equilibrium", db, "--margin is the loop's");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--loop", "0");
    cli_assert_refused("equilibrium", db, "--loop");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses", "--mixtures", "m", "--seeker-response",
            "heuristic:nosuch=1");
    cli_assert_refused("equilibrium", db, "--seeker-response heuristic:nosuch=1: not a detective of itk");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses", "--mixtures", "m", "--hider-response",
            "ismcts:against=MIXTURE.missing");
    cli_assert_refused("equilibrium", db, "--hider-response ismcts:against=MIXTURE.missing: not a murderer");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses", "--mixtures", "m", "--response-seed", "9");
    cli_assert_refused("equilibrium", db, "--response-seed 9: a round would replay the ladder's deals (seed 9)");
    /* LEARNED: Intent to Kill learns the Murderer's choices, for a Detective only. */
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses", "--mixtures", "m", "--hider-response",
            "heuristic", "--hider-response", "heuristic:model=LEARNED");
    cli_assert_refused("equilibrium", db, "--hider-response heuristic:model=LEARNED: itk learns models of the "
                                          "murderer's choices, for the detective's responses only");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses", "--mixtures", "m", "--learn-games", "9");
    cli_assert_refused("equilibrium", db, "--learn-games: no response names LEARNED");
    char big[128];
    snprintf(big, sizeof big, "%s",
             fixture_write("big-seed.ini", "[campaign]\nseed = 1000009\ngames = 10\nrows = all\n[grid]\n"
                                           "scenario = beginner\nmotives = logic\ndetective = random\n"
                                           "murderer = random\n"));
    NOIRLAB("equilibrium", "--config", big, "--db", db, "--responses", "--mixtures", "m", "--seeker-response",
            "heuristic:model=LEARNED", "--response-seed", "9");
    cli_assert_refused("equilibrium", db, "a round's models would be learned on the ladder's deals (seed 1000009");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--responses", "--mixtures", "m", "--seeker-response",
            "heuristic:modl=LEARNED");
    cli_assert_refused("equilibrium", db, "--seeker-response heuristic:modl=LEARNED: not a detective of itk");
    /* A learned model is never written over a file. */
    char dir[128], model[192];
    fixture_path("has-model", dir, sizeof dir);
    mkdir(dir, 0777);
    snprintf(model, sizeof model, "%s/detective-learned.model", dir);
    fclose(fopen(model, "w"));
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--loop", "2", "--mixtures", dir, "--seeker-response",
            "heuristic", "--seeker-response", "ismcts:iterations=10,model=LEARNED");
    cli_assert_refused("equilibrium", db, "detective-learned.model exists (a learned model is never overwritten)");
}

/* A ladder of the small ladder's setup and deals with these players, as
 * NAME.ini with NAME.db and the mixtures' folder NAME. */
static void loop_ladder(const char *name, const char *players, char *db, char *file, char *dir)
{
    char path[64], text[512];
    snprintf(path, sizeof path, "%s.db", name);
    fixture_path(path, db, 128);
    fixture_path(name, dir, 128);
    mkdir(dir, 0777);
    snprintf(path, sizeof path, "%s.ini", name);
    snprintf(text, sizeof text, "[campaign]\nname = eq-small\nseed = 9\ngames = 100\nrows = all\n[grid]\n"
                                "scenario = beginner\nmotives = logic\n%s", players);
    snprintf(file, 128, "%s", fixture_write(path, text));
}

/* Three rounds at most of the heuristic players' responses, in text. */
static void heuristic_loop(const char *file, const char *db, const char *dir, const char *margin)
{
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "0", "--mixtures", dir, "--loop", "3",
            "--margin", margin, "--seeker-response", "heuristic", "--hider-response", "heuristic",
            "--response-games", "40", "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
}

/* Every one of the n pieces of text occurs in o.out. */
static void expect_parts(const char *const *parts, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!strstr(o.out, parts[i]))
            fail_msg("expected %s in %s", parts[i], o.out);
}

/* The loop from the small ladder without the heuristic Murderer grows to the
 * small ladder (test_small_ladder's), whose value was `value` (x 1e9). */
static void check_loop(long long value)
{
    char db[128], file[128], dir[128];
    loop_ladder("loop", "detective = random\ndetective = heuristic\nmurderer = random\n", db, file, dir);
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "0", "--mixtures", dir, "--loop", "3",
            "--seeker-response", "heuristic", "--hider-response", "heuristic", "--response-games", "60", "--quiet",
            "--json");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_int_equal(cli_lines(o.out), 1);
    /* Round 1: the heuristic Detective is a member already, so it is not
     * played (no gain measured, none left); the heuristic Murderer gains and
     * joins.  Round 2 on the grown 2 x 2: both responses are members; the
     * loop stops there, neither seat's exploitability measured. */
    static const char *const parts[] = {
        "\"round\":1,\"seekers\":2,\"hiders\":1,",
        "\"seeker\":{\"seat\":\"detective\",\"response\":null,\"pair\":null,\"gain\":null,\"gain_lo\":null,"
        "\"gain_hi\":null,\"better\":0,\"worse\":0,\"joins\":false,\"measured\":false,"
        "\"note\":\"no candidate left: exploitability not measured\"",
        "\"hider\":{\"seat\":\"murderer\",\"response\":\"heuristic\",\"pair\":{\"wins\":",
        "\"joins\":true,\"measured\":true",
        "\"pairs\":2}",
        "\"round\":2,\"seekers\":2,\"hiders\":2,",
        "\"pairs\":1}",
        "\"converged\":true",
        "\"seeker_exploitability_hi\":null,\"hider_exploitability_hi\":null}",
    };
    expect_parts(parts, sizeof parts / sizeof *parts);
    assert_null(strstr(o.out, "\"round\":3"));
    char want[64];
    snprintf(want, sizeof want, "\"loop\":{\"margin\":0.020000,\"converged\":true,\"value\":%.6f,",
             (double)value / 1e9);
    if (!strstr(o.out, want))
        fail_msg("expected %s in %s", want, o.out);

    /* A loop of other settings in the same database: refused (its games
     * are kept there), nothing written. */
    fixture_path("loop2", dir, sizeof dir);
    mkdir(dir, 0777);
    long long runs = fixture_query(db, "SELECT count(*) FROM runs");
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "0", "--mixtures", dir, "--loop", "3",
            "--margin", "0.99", "--seeker-response", "heuristic", "--hider-response", "heuristic",
            "--response-games", "40", "--quiet");
    assert_int_equal(o.status, 2);
    assert_int_equal(cli_lines(o.err), 1);
    assert_non_null(strstr(o.err, "loop.db: holds the games of a loop of other settings ('loop round 1 responses': "
                                  "'mode loop, margin 0.02', this one 'mode loop, margin 0.99'): continue it with "
                                  "its flags, or give another --db\n"));
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM runs"), runs);
    char mix[160];
    snprintf(mix, sizeof mix, "%s/detective.mix", dir);
    assert_false(cli_exists(mix));

    /* A margin above every gain: nothing joins, one round. */
    fixture_path("loop2.db", db, 128);
    heuristic_loop(file, db, dir, "0.99");
    assert_non_null(strstr(o.out, "| 1 | 2 × 1 | 0.990 | none left (not measured) | +"));
    assert_null(strstr(o.out, "| 2 | "));
    assert_non_null(strstr(o.out, "| Detective's | no candidate left: exploitability not measured | - | no |"));
    assert_non_null(strstr(o.out, "Stopped: the Murderer's best paired gain does not lie above the margin; the "
                                  "Detective has no candidate left"));

    /* From the random pair with margin 0: both responses join in round 1
     * (the new row's and the new column's cells together), and the loop
     * reaches the same 2 x 2 game. */
    loop_ladder("loop-both", "detective = random\nmurderer = random\n", db, file, dir);
    heuristic_loop(file, db, dir, "0");
    assert_non_null(strstr(o.out, "| 1 | 1 × 1 | 0.120 |"));
    assert_non_null(strstr(o.out, "fresh deals (seed 10), common to the three pairs;"));
    /* Round 2: both responses are members, only the value's pair plays. */
    assert_non_null(strstr(o.out, "fresh deals (seed 11), for the mixture pair alone;"));
    assert_non_null(strstr(o.out, "| Detective's | +"));
    assert_non_null(strstr(o.out, "| both |\n| 2 | 2 × 2 |"));
    snprintf(want, sizeof want, "Final population 2 × 2, value %.3f;", (double)value / 1e9);
    assert_non_null(strstr(o.out, want));
}

static void test_small_ladder(void **state)
{
    (void)state;
    char db[128], file[128];
    fixture_path("small.db", db, sizeof db);
    snprintf(file, sizeof file, "%s", fixture_write("small.ini", small_ladder));
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "200", "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "Value: the detective wins "));
    assert_non_null(strstr(o.out, "| heuristic (best response) | 1.000 |"));
    assert_non_null(strstr(o.out, "400 games played")); /* a new database: the ladder was played first */
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM equilibrium"), 1);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM equilibrium_policies"), 4);
    /* The pure pair, and its value is that pair's win rate in the games. */
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM equilibrium_policies WHERE weight = 1"
                                       " AND policy = 'heuristic' AND best_response = 1"),
                     2);
    assert_int_equal(fixture_query(db, "SELECT abs(e.value - 1.0 * m.detective_wins / m.games) < 1e-12"
                                       " FROM equilibrium e, game_outcomes m"
                                       " WHERE m.detective = 'heuristic' AND m.murderer = 'heuristic'"),
                     1);
    /* A pure mixture on the other side: every regret but the best response's has its paired interval. */
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM equilibrium_policies WHERE paired_lo IS NOT NULL"
                                       " AND paired_lo <= regret AND regret <= paired_hi"),
                     2);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM equilibrium_policies WHERE regret_lo <= regret"
                                       " AND regret <= regret_hi"),
                     4);
    long long value = fixture_query(db, "SELECT round(value * 1e9) FROM equilibrium");

    /* Again as JSON on the finished database: nothing played, the same value. */
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "200", "--json");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_int_equal(o.out[0], '{');
    assert_int_equal(cli_lines(o.out), 1);
    assert_non_null(strstr(o.out, "\"row_seat\":\"detective\",\"column_seat\":\"murderer\""));
    assert_non_null(strstr(o.out, "\"seat\":\"murderer\",\"policy\":\"heuristic\",\"weight\":1.000000"));
    assert_int_equal(fixture_query(db, "SELECT round(value * 1e9) FROM equilibrium"), value);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM games"), 400);

    /* --mixtures: each seat's mixture as a file the mixture player reads
     * (the pure pair: one line each); a second time refused, nothing changed. */
    char dir[128], mix[160], text[512] = "";
    fixture_path("mixtures", dir, sizeof dir); /* not made here: --mixtures makes its folder */
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "0", "--mixtures", dir, "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    snprintf(mix, sizeof mix, "%s/murderer.mix", dir);
    FILE *f = fopen(mix, "r");
    assert_non_null(f);
    text[fread(text, 1, sizeof text - 1, f)] = '\0';
    fclose(f);
    assert_non_null(strstr(text, "\n1 heuristic\n"));
    assert_null(strstr(text, "random"));
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--mixtures", dir, "--quiet");
    assert_int_equal(o.status, 2);
    assert_non_null(strstr(o.err, "detective.mix exists (a mixture file is never overwritten)"));
    check_loop(value);
}

/* The text of file path ("" when missing). */
static void read_text(const char *path, char *text, size_t len)
{
    FILE *f = fopen(path, "r");
    text[0] = 0;
    if (f) {
        text[fread(text, 1, len - 1, f)] = 0;
        fclose(f);
    }
}

/* The "gain" of the candidate `spec` in the round's JSON at `from`. */
static double candidate_gain(const char *from, const char *spec)
{
    char key[512];
    snprintf(key, sizeof key, "{\"response\":\"%s\",\"member\":false,", spec);
    const char *at = strstr(from, key);
    if (!at || !(at = strstr(at, "\"gain\":")))
        fail_msg("no gain of %s in %s", spec, from);
    return strtod(at + 7, NULL);
}

/* o.out without its CPU times (which vary from run to run). */
static void without_cpu(char *out, size_t len)
{
    size_t n = 0;
    for (const char *s = o.out; *s && n + 1 < len;) {
        const char *key = strstr(s, "cpu_seconds\":");
        size_t keep = key ? (size_t)(key - s) + 13 : strlen(s);
        if (keep > len - 1 - n)
            keep = len - 1 - n;
        memcpy(out + n, s, keep);
        n += keep;
        s += keep;
        while (key && *s && *s != ',' && *s != '}')
            s++;
    }
    out[n] = 0;
}

static void candidates_loop(const char *file, const char *db, const char *dir, const char *threads)
{
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "0", "--mixtures", dir, "--loop", "2",
            "--margin", "0", "--seeker-response", "random", "--seeker-response",
            "ismcts:iterations=1,depth=0,rollout=random", "--seeker-response", "heuristic:model=LEARNED",
            "--hider-response", "random", "--hider-response", "heuristic", "--response-games", "40",
            "--learn-games", "30", "--threads", threads, "--quiet", "--json");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
}

static void test_candidates(void **state)
{
    (void)state;
    char db[128], file[128], dir[128], model[192], text[4096], again[4096], first[65536], second[65536];
    loop_ladder("cands", "detective = random\nmurderer = random\n", db, file, dir);
    candidates_loop(file, db, dir, "1");
    /* Round 1: the members (random) are not played; of the others the best
     * gain is the model learned against the random Murderer, which joins;
     * the heuristic Murderer, the Murderer's only other candidate, joins. */
    char learned[256];
    snprintf(learned, sizeof learned, "heuristic:model=%s/detective-learned.model", dir);
    const char *round2 = strstr(o.out, "\"round\":2,");
    assert_non_null(round2);
    assert_true(candidate_gain(o.out, learned) > candidate_gain(o.out, "ismcts:iterations=1,depth=0,rollout=random"));
    char want[512];
    snprintf(want, sizeof want, "\"seeker\":{\"seat\":\"detective\",\"response\":\"%s\",", learned);
    if (!strstr(o.out, want) || strstr(o.out, want) > round2)
        fail_msg("expected %s in round 1 of %s", want, o.out);
    static const char *const parts[] = {
        "{\"response\":\"random\",\"member\":true,\"best\":false,\"pair\":null,\"gain\":null,",
        "\"hider\":{\"seat\":\"murderer\",\"response\":\"heuristic\",",
        "\"pairs\":4,\"learn_seed\":1000010,\"learn_games\":30,",
        /* Round 2: both Murderers are members now: none left. */
        "\"hider\":{\"seat\":\"murderer\",\"response\":null,",
        "\"pairs\":3,\"learn_seed\":1000011,",
    };
    expect_parts(parts, sizeof parts / sizeof *parts);
    assert_int_equal(strstr(o.out, "\"joins\":true") < round2, 1);
    assert_null(strstr(o.out, "ismcts:iterations=1,depth=0,rollout=random\",\"member\":false,\"best\":true"));
    /* The models: one a round, each beside its round's mixtures. */
    snprintf(model, sizeof model, "%s/detective-learned.model", dir);
    read_text(model, text, sizeof text);
    assert_non_null(strstr(text, "a model of the Murderer's choices"));
    assert_non_null(strstr(text, "30 games of heuristic against mixture:file="));
    snprintf(model, sizeof model, "%s/round-2/detective-learned.model", dir);
    read_text(model, text, sizeof text);
    assert_non_null(strstr(text, ", seed 1000011"));
    without_cpu(first, sizeof first);

    /* Run again: its games are in the database and its files are there
     * (the learned models too, not learned again): the same output. */
    long long games = fixture_query(db, "SELECT sum(games) FROM chunks");
    candidates_loop(file, db, dir, "1");
    without_cpu(second, sizeof second);
    assert_string_equal(first, second);
    assert_int_equal(fixture_query(db, "SELECT sum(games) FROM chunks"), games);
    assert_non_null(strstr(o.out, "\"learn_cpu_seconds\":0.000000"));
    read_text(model, again, sizeof again);
    assert_string_equal(text, again);

    /* The same loop on 2 threads: the same output and models. */
    char moved[160];
    snprintf(moved, sizeof moved, "%s-1", dir);
    assert_int_equal(rename(dir, moved), 0);
    mkdir(dir, 0777);
    fixture_path("cands-2.db", db, sizeof db); /* played again, not read back */
    candidates_loop(file, db, dir, "2");
    without_cpu(second, sizeof second);
    assert_string_equal(first, second);
    read_text(model, again, sizeof again);
    assert_string_equal(text, again);
}

static void test_noir_seats(void **state)
{
    (void)state;
    char db[128], file[128];
    fixture_path("noir.db", db, sizeof db);
    snprintf(file, sizeof file, "%s",
             fixture_write("noir.ini", "[campaign]\nseed = 5\ngames = 40\ngame = noir\nrows = all\n[grid]\n"
                                       "mode = classic\ngrid = 5\ninspector = random\ninspector = heuristic\n"
                                       "killer = random\nkiller = heuristic\n"));
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "100", "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "### Inspectors"));
    assert_non_null(strstr(o.out, "### Killers"));
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM equilibrium_policies WHERE side IN ('inspector', 'killer')"),
                     4);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM equilibrium WHERE row_seat = 'inspector'"), 1);
    /* The responses, named by NOIR's seats too. */
    char dir[128];
    fixture_path("noir-mix", dir, sizeof dir);
    mkdir(dir, 0777);
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--replicates", "0", "--quiet", "--mixtures", dir,
            "--responses", "--seeker-response", "heuristic:ties=first", "--hider-response", "heuristic:hide=0",
            "--response-games", "20");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "| the Inspector's response `heuristic:ties=first` against the Killers' mixture | "));
    assert_non_null(strstr(o.out, "| Killer's | "));
    assert_null(strstr(o.out, "| 1 | ")); /* no loop table */
    /* NOIR learns no models: LEARNED is refused before any game. */
    fixture_path("noir-refused.db", db, sizeof db);
    NOIRLAB("equilibrium", "--config", file, "--db", db, "--quiet", "--mixtures", "noir-none", "--responses",
            "--seeker-response", "heuristic:model=LEARNED");
    cli_assert_refused("equilibrium", db, "--seeker-response heuristic:model=LEARNED: noir learns no models");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_small_ladder),
        cmocka_unit_test(test_candidates),
        cmocka_unit_test(test_noir_seats),
    };
    return cmocka_run_group_tests(tests, cli_fixture_setup, cli_fixture_teardown);
}
