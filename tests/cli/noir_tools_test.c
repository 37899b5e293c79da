/*
 * noir_tools_test — `noirlab ladder` and `noirlab tune` under --game noir, as
 * programs.
 *
 * The expected figures come from another command: a ladder's or a sweep's
 * cell plays the same deals as `noirlab run` of that one cell with the same
 * flags and seed (a cell's seed hashes the game and its parameter text only,
 * docs/games.md), so each pair's Inspector wins must equal the run's.  The
 * orderings are those of games/noir/docs/noir.md "Strength" (the heuristic Inspector
 * wins about 94% against the random Killer, the random one about 38%; the
 * heuristic Killer about 50% against the heuristic Inspector, the random one
 * about 6%): far apart at 100 games, so they hold on any seed.  Every bad
 * flag or file gets one line naming it, exit 2 and no database.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "tests/analysis/store_fixture.h"
#include "tests/common/cli_fixture.h"

static void assert_ran(void)
{
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
}

/* `noirlab run` of one NOIR cell: its Inspector wins. */
static long run_cell_wins(const char *name, const char *mode, const char *inspector, const char *killer,
                          const char *games, const char *seed)
{
    char db[128];
    fixture_path(name, db, sizeof db);
    NOIRLAB("run", "--game", "noir", "--mode", mode, "--grid", "4", "--inspector", inspector, "--killer", killer,
            "--games", games, "--seed", seed, "--db", db, "--quiet");
    assert_ran();
    return fixture_query(db, "SELECT detective_wins FROM game_outcomes");
}

static void test_ladder_refusals(void **state)
{
    (void)state;
    char db[128], bad[128], good[128];
    fixture_path("noir-refused.db", db, sizeof db);
    snprintf(bad, sizeof bad, "%s",
             fixture_write("noir-bad.ini", "[campaign]\nseed = 1\ngames = 10\ngame = noir\n[grid]\n"
                                           "inspector = random\ninspector = heuristic\nkiller = random\n"
                                           "grid = 9\n"));
    snprintf(good, sizeof good, "%s",
             fixture_write("noir-good.ini", "[campaign]\nseed = 1\ngames = 10\ngame = noir\n[grid]\n"
                                            "inspector = random\ninspector = heuristic\nkiller = random\n"));
    NOIRLAB("ladder", "--inspectors", "random;heuristic", "--killers", "random", "--db", db);
    cli_assert_refused("ladder", db, "--inspectors: not a flag of game itk (a flag of noir: add --game noir)");
    NOIRLAB("ladder", "--detectives", "random", "--murderers", "random", "--mode", "standard", "--db", db);
    cli_assert_refused("ladder", db, "--mode: not a flag of game itk (a flag of noir: add --game noir)");
    NOIRLAB("ladder", "--game", "noir", "--mode", "blitz", "--inspectors", "random", "--killers", "random", "--db",
            db);
    cli_assert_refused("ladder", db, "--mode: mode must be classic, standard or citizens, not 'blitz'");
    NOIRLAB("ladder", "--game", "noir", "--inspectors", "random", "--killers", "random;ismcts:c=x", "--db", db);
    cli_assert_refused("ladder", db, "--killers: policy ismcts: c=x is not a number");
    NOIRLAB("ladder", "--game", "noir", "--inspectors", "random;;heuristic", "--killers", "random", "--db", db);
    cli_assert_refused("ladder", db, "--inspectors: has an empty SPEC");
    NOIRLAB("ladder", "--game", "noir", "--inspectors", "random", "--killers", "random", "--scenario", "beginner",
            "--db", db);
    cli_assert_refused("ladder", db, "--scenario: 'scenario' is a key of Intent to Kill, not of game noir");
    /* N11: a 4x4 grid has 16 suspects, the Killer's own never dies: at most 15. */
    NOIRLAB("ladder", "--game", "noir", "--grid", "4", "--kill-target", "16", "--inspectors", "random", "--killers",
            "random", "--db", db);
    cli_assert_refused("ladder", db, "kill_target");
    NOIRLAB("ladder", "--game", "noir", "--inspectors", "random", "--db", db);
    cli_assert_refused("ladder", db, "give --config FILE, or both --detectives and --murderers");
    NOIRLAB("ladder", "--config", bad, "--db", db);
    cli_assert_refused("ladder", db, "noir-bad.ini:9: grid must be a grid side from 4 to 7 (N1), not '9'");
    NOIRLAB("ladder", "--config", good, "--grid", "4", "--db", db);
    cli_assert_refused("ladder", db, "--grid cannot be combined with --config");
    NOIRLAB("ladder", "--config", good, "--killers", "heuristic", "--db", db);
    cli_assert_refused("ladder", db, "--killers cannot be combined with --config");
}

/* Inspector wins of pair (inspector, killer) in a ladder database. */
static long pair_wins(const char *db, const char *inspector, const char *killer)
{
    char sql[256];
    snprintf(sql, sizeof sql, "SELECT detective_wins FROM ladder_matchups WHERE detective = '%s' AND murderer = '%s'",
             inspector, killer);
    return fixture_query(db, sql);
}

/* Two ladders printed the same tables: all before their closing lines
 * ("DB: N games played ..."). */
static void assert_same_tables(const char *a, const char *db_a, const char *b, const char *db_b)
{
    const char *close_a = strstr(a, db_a), *close_b = strstr(b, db_b);
    if (!close_a || !close_b)
        fail_msg("no closing line naming %s and %s", db_a, db_b);
    assert_int_equal(close_a - a, close_b - b);
    assert_memory_equal(a, b, (size_t)(close_a - a));
}

static void test_ladder(void **state)
{
    (void)state;
    char db[128], db2[128], outdir[128], file[192], ini[128];
    fixture_path("noir-ladder.db", db, sizeof db);
    fixture_path("noir-ladder-file.db", db2, sizeof db2);
    fixture_path("noir-ladder", outdir, sizeof outdir);
    NOIRLAB("ladder", "--game", "noir", "--mode", "standard", "--grid", "4", "--inspectors", "random;heuristic",
            "--killers", "random", "--murderers", "heuristic", "--games", "100", "--seed", "5", "--threads", "2",
            "--db", db, "--out", outdir, "--quiet");
    assert_ran();
    /* The game's own seats name the tables. */
    assert_non_null(strstr(o.out, "NOIR: Killer vs Inspector, mode=standard,grid=4,kill_target=10,"));
    assert_non_null(strstr(o.out, "### Inspectors\n\n| rank | inspector |"));
    assert_non_null(strstr(o.out, "### Killers\n\n| rank | killer |"));
    assert_non_null(strstr(o.out, "### Matchups: Inspector win rate"));
    assert_non_null(strstr(o.out, "| inspector \\ killer |"));
    assert_null(strstr(o.out, "etective"));
    assert_null(strstr(o.out, "urderer"));
    /* games/noir/docs/noir.md, Strength: the heuristic Inspector is rated first, and so is the heuristic Killer. */
    assert_non_null(strstr(o.out, "| 1 | heuristic | +"));
    assert_int_equal(fixture_query(db, "SELECT policy = 'heuristic' FROM ladder_ratings WHERE side = 'inspector' "
                                       "AND rank = 1"), 1);
    assert_int_equal(fixture_query(db, "SELECT policy = 'heuristic' FROM ladder_ratings WHERE side = 'killer' "
                                       "AND rank = 1"), 1);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM ladder_ratings"), 4);
    assert_int_equal(fixture_query(db, "SELECT sum(games) FROM ladder_matchups"), 400);
    for (const char *f = "ladder.md\0ratings.csv\0matrix.csv\0matrix.svg\0"; *f; f += strlen(f) + 1) {
        snprintf(file, sizeof file, "%s/%s", outdir, f);
        if (!cli_exists(file))
            fail_msg("%s missing", file);
    }
    char first[65536];
    snprintf(first, sizeof first, "%s", o.out);

    /* Each pair played the deals of `noirlab run` of its cell. */
    assert_int_equal(pair_wins(db, "heuristic", "random"),
                     run_cell_wins("noir-hr.db", "standard", "heuristic", "random", "100", "5"));
    assert_int_equal(pair_wins(db, "random", "heuristic"),
                     run_cell_wins("noir-rh.db", "standard", "random", "heuristic", "100", "5"));

    /* The same ladder as a file with `game = noir` (and rows = all, as the
     * flags keep): the same tables, the paired adjacent rungs among them. */
    assert_non_null(strstr(first, "### Adjacent rungs, paired on common deals"));
    snprintf(ini, sizeof ini, "%s",
             fixture_write("noir-ladder.ini", "[campaign]\nname = ladder\nseed = 5\ngames = 100\nchunk = 100\n"
                                              "rows = all\n"
                                              "game = noir\n[grid]\nmode = standard\ngrid = 4\n"
                                              "inspector = random\ninspector = heuristic\n"
                                              "killer = random\nkiller = heuristic\n"));
    NOIRLAB("ladder", "--config", ini, "--threads", "1", "--db", db2, "--quiet");
    assert_ran();
    assert_same_tables(first, db, o.out, db2);
}

static void test_tune_refusals(void **state)
{
    (void)state;
    char db[128];
    fixture_path("noir-tune-refused.db", db, sizeof db);
    NOIRLAB("tune", "--game", "noir", "--policy", "heuristic", "--param", "citizen=1,3", "--db", db);
    cli_assert_refused("tune", db, "--side inspector|killer is required");
    NOIRLAB("tune", "--policy", "heuristic", "--side", "killer", "--param", "lie=0.1,0.5", "--db", db);
    cli_assert_refused("tune", db, "--side must be detective or murderer, not 'killer'");
    NOIRLAB("tune", "--game", "noir", "--policy", "heuristic", "--side", "sleuth", "--param", "citizen=1,3", "--db",
            db);
    cli_assert_refused("tune", db, "--side must be inspector or killer, not 'sleuth'");
    NOIRLAB("tune", "--game", "chess", "--policy", "heuristic", "--side", "killer", "--db", db);
    cli_assert_refused("tune", db, "--game: unknown game 'chess' (itk, noir, tenkill)");
    NOIRLAB("tune", "--game", "noir", "--policy", "heuristic", "--side", "killer", "--param", "disguise=1,x", "--db",
            db);
    cli_assert_refused("tune", db, "--param: configuration heuristic:disguise=x: ");
    NOIRLAB("tune", "--game", "noir", "--policy", "heuristic", "--side", "killer", "--param", "lie=0.1", "--db", db);
    cli_assert_refused("tune", db, "--param: configuration heuristic:lie=0.1: ");
    NOIRLAB("tune", "--policy", "heuristic", "--side", "murderer", "--param", "lie=0.1,0.5", "--grid", "4", "--db",
            db);
    cli_assert_refused("tune", db, "--grid: not a flag of game itk (a flag of noir: add --game noir)");
    NOIRLAB("tune", "--game", "noir", "--policy", "heuristic", "--side", "killer", "--param", "disguise=1,2",
            "--turn-limit", "0", "--db", db);
    cli_assert_refused("tune", db, "--turn-limit: turn_limit must be a whole number from 1 to 500 (N14)");
    NOIRLAB("tune", "--game", "noir", "--sprt", "heuristic", "random", "--side", "killer", "--vs", "nobody",
            "--db", db);
    cli_assert_refused("tune", db, "--vs: unknown policy 'nobody' for noir");
}

static void test_tune_sweep(void **state)
{
    (void)state;
    char db[128];
    fixture_path("noir-sweep.db", db, sizeof db);
    NOIRLAB("tune", "--game", "noir", "--mode", "citizens", "--grid", "4", "--side", "inspector", "--policy",
            "heuristic", "--param", "citizen=1,3", "--vs", "random", "--games", "100", "--seed", "9", "--threads", "2",
            "--db", db, "--quiet");
    assert_ran();
    assert_non_null(strstr(o.out, "tuning heuristic as inspector against random: 2 configurations, 100 games each"));
    assert_non_null(strstr(o.out, ", Inspector win rate "));
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM tune_configs WHERE side = 'inspector'"), 2);
    assert_int_equal(fixture_query(db, "SELECT sum(games) FROM tune_configs"), 200);
    /* Each configuration played the deals of `noirlab run` of its cell. */
    assert_int_equal(fixture_query(db, "SELECT wins FROM tune_configs WHERE policy = 'heuristic:citizen=3'"),
                     run_cell_wins("noir-c3.db", "citizens", "heuristic:citizen=3", "random", "100", "9"));
    assert_int_equal(fixture_query(db, "SELECT wins FROM tune_configs WHERE policy = 'heuristic:citizen=1'"),
                     run_cell_wins("noir-c1.db", "citizens", "heuristic:citizen=1", "random", "100", "9"));
}

/* The heuristic Killer against the random one (games/noir/docs/noir.md, Strength: 50%
 * against 6% of the games with the heuristic Inspector): H1 in this order,
 * H0 the other way round, both within the first batches. */
static void test_tune_sprt(void **state)
{
    (void)state;
    NOIRLAB("tune", "--game", "noir", "--sprt", "heuristic", "random", "--side", "killer", "--vs", "heuristic",
            "--threads", "2", "--quiet");
    assert_ran();
    assert_non_null(strstr(o.out, "SPRT killer: A = heuristic, B = random, against heuristic"));
    assert_non_null(strstr(o.out, "result: H1 accepted"));
    NOIRLAB("tune", "--game", "noir", "--sprt", "random", "heuristic", "--side", "hider", "--vs", "heuristic",
            "--threads", "1", "--quiet");
    assert_ran();
    assert_non_null(strstr(o.out, "SPRT killer: A = random, B = heuristic"));
    assert_non_null(strstr(o.out, "result: H0 accepted"));
}

/* The whole file at path (free it). */
static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[65536];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return strdup(buf);
}

/* Game 0 of a one-game cell: `noirlab play`'s outcome is that of `noirlab
 * run` of the cell, its record replays to the same winner, and the same
 * flags write the same record. */
static void test_play(void **state)
{
    (void)state;
    char rec[128], rec2[128], db[128];
    fixture_path("noir-play.noir", rec, sizeof rec);
    fixture_path("noir-play2.noir", rec2, sizeof rec2);
    for (const char *seed = "1\0002\0003\000"; *seed; seed += strlen(seed) + 1) {
        NOIRLAB("play", "--game", "noir", "--mode", "standard", "--grid", "4", "--inspector", "heuristic", "--killer",
                "heuristic", "--seed", seed, "--record", rec);
        assert_ran();
        int inspector_won = strstr(o.err, "game 0: the Inspector wins (") != NULL;
        assert_true(inspector_won || strstr(o.err, "game 0: the Killer wins (") != NULL);
        assert_int_equal(inspector_won, run_cell_wins("noir-play.db", "standard", "heuristic", "heuristic", "1", seed));
        fixture_path("noir-play.db", db, sizeof db);
        unlink(db);
        NOIRLAB("replay", rec);
        assert_ran();
        assert_non_null(strstr(o.out, inspector_won ? "the Inspector wins: " : "the Killer wins: "));
    }
    /* --number K is the game's number, as --game K has always been for Intent to Kill. */
    NOIRLAB("play", "--game", "noir", "--inspector", "heuristic", "--killer", "random", "--seed", "4", "--number",
            "7", "--record", rec);
    assert_ran();
    assert_non_null(strstr(o.err, "game 7: "));
    NOIRLAB("play", "--game", "noir", "--inspector", "heuristic", "--killer", "random", "--seed", "4", "--number",
            "7", "--record", rec2);
    assert_ran();
    char *a = read_file(rec), *b = read_file(rec2);
    assert_string_equal(a, b);
    assert_non_null(strstr(a, "noir-record 2\nmode: classic\ngrid: 5\n"));
    assert_non_null(strstr(a, "\nend "));                /* the line that tells a whole record from a cut one */
    assert_string_equal(strstr(a, "\nend ") + 1 + strcspn(strstr(a, "\nend ") + 1, "\n"), "\n");
    free(a);
    free(b);
}

static void test_play_refusals(void **state)
{
    (void)state;
    char rec[128];
    fixture_path("noir-refused.noir", rec, sizeof rec);
    NOIRLAB("play", "--game", "noir", "--grid", "9", "--record", rec);
    cli_assert_refused("play", rec, "--grid: grid must be a grid side from 4 to 7 (N1), not '9'");
    NOIRLAB("play", "--mode", "citizens", "--record", rec);
    cli_assert_refused("play", rec, "--mode: not a flag of game itk (a flag of noir: add --game noir)");
    NOIRLAB("play", "--game", "noir", "--killer", "nosuch", "--record", rec);
    cli_assert_refused("play", rec, "unknown policy 'nosuch' for noir");
    NOIRLAB("play", "--game", "noir", "--inspector", "random", "--detective", "random", "--record", rec);
    cli_assert_refused("play", rec, "--inspector: the same seat as --detective, given already");
    NOIRLAB("play", "--game", "chess", "--record", rec);
    cli_assert_refused("play", rec, "--game must be a whole number from 0 to 4294967294, not 'chess'");
    NOIRLAB("play", "--game", "3", "--number", "4", "--record", rec);
    cli_assert_refused("play", rec, "--game 3 and --number: give the game's number once");
}

/* `noirlab play ARGS` with stdin from the text `typed`; its status, and its
 * output in the file *out_path. */
static int play_typed(const char *args, const char *typed, char *out_path, size_t outlen)
{
    char in[128], cmd[2048];
    snprintf(in, sizeof in, "%s", fixture_write("typed.txt", typed));
    fixture_path("typed.out", out_path, outlen);
    snprintf(cmd, sizeof cmd, "'%s' play %s <'%s' >'%s' 2>&1", NOIRLAB_BIN, args, in, out_path);
    int status = system(cmd);
    assert_true(WIFEXITED(status));
    return WEXITSTATUS(status);
}

/* The record's header: everything before its first event line ("K ..."). */
static char *header_of(char *record)
{
    char *event = strstr(record, "\nK ");
    assert_non_null(event);
    event[1] = '\0';
    return record;
}

/* The person's record `rec` starts from the deal of `bot`, `noirlab play`'s
 * record of the same game: the same header. */
static void assert_same_deal(const char *rec, const char *bot)
{
    char *mine = read_file(rec), *theirs = read_file(bot);
    assert_string_equal(header_of(mine), header_of(theirs));
    free(mine);
    free(theirs);
}

/* A person plays the Killer, always the first move listed: the game is saved,
 * replays, and was dealt as `noirlab play` deals the same flags; a person who
 * quits saves nothing.  --explain shows each seat's exact belief, worked out
 * by hand from the grids shown: the Killer (11 Lavinia) knows the Inspector
 * is anyone but itself (N3), and after killing 1 Beatrix at row 3, column 1
 * that the record leaves its own identity among 1's neighbours (N6); the
 * Inspector (four cards 3 6 9 11), after the kill of 24 Yusuf at row 2,
 * column 3, that the Killer is one of 24's eight neighbours. */
static void test_play_human(void **state)
{
    (void)state;
    char rec[128], bot[128], out[128], args[512], typed[2048] = "";
    fixture_path("human.noir", rec, sizeof rec);
    fixture_path("bot.noir", bot, sizeof bot);
    for (int i = 0; i < 500; i++)
        strcat(typed, "1\n");
    snprintf(args, sizeof args, "--game noir --grid 4 --human killer --opponent heuristic --seed 3 --number 2 "
                                "--explain --record '%s'", rec);
    assert_int_equal(play_typed(args, typed, out, sizeof out), 0);
    char *shown = read_file(out);
    assert_non_null(strstr(shown, "You are the Killer; the Inspector is played by heuristic."));
    assert_non_null(strstr(shown, "you are the Killer: "));
    assert_non_null(strstr(shown, "game over: the "));
    /* N13: the Inspector's identity never shows in the Killer's view. */
    assert_non_null(strstr(shown, "Inspector chose an identity: ?"));
    assert_non_null(strstr(shown, "you are the Killer: 11 Lavinia\n"));
    assert_non_null(strstr(shown, "  the Inspector is one of 15, 6.7% each: [0 Abel] [1 Beatrix] [2 Cyril] [3 Dorothea] "
                                  "[4 Edmund] [5 Florence] [6 Gideon] [7 Harriet] [8 Ignatius] [9 Josephine] [10 Kasimir] "
                                  "[12 Mortimer] [13 Nadine] [14 Oswald] [15 Philippa]\n"));
    assert_non_null(strstr(shown, "  Killer killed 1 Beatrix\n"));
    assert_non_null(strstr(shown, "  you, from the record alone, are one of 5 (the Inspector's own cards may narrow it): "
                                  "[3 Dorothea] [4 Edmund] [10 Kasimir] [11 Lavinia] [15 Philippa]\n"));
    free(shown);
    NOIRLAB("replay", rec);
    assert_ran();
    NOIRLAB("play", "--game", "noir", "--grid", "4", "--seed", "3", "--number", "2", "--record", bot);
    assert_ran();
    assert_same_deal(rec, bot);

    unlink(rec);
    snprintf(args, sizeof args, "--game noir --human inspector --seed 3 --explain --record '%s'", rec);
    assert_int_equal(play_typed(args, "kill 3\nq\n", out, sizeof out), 1);
    shown = read_file(out);
    assert_non_null(strstr(shown, "your four cards (N3): [3 Dorothea] [6 Gideon] [9 Josephine] [11 Lavinia]\n"));
    assert_non_null(strstr(shown, "  Killer killed 24 Yusuf\n"));
    assert_non_null(strstr(shown, "  the Killer is one of 8, 12.5% each: [0 Abel] [1 Beatrix] [2 Cyril] [5 Florence] "
                                  "[7 Harriet] [8 Ignatius] [14 Oswald] [22 Wendell]\n"));
    assert_non_null(strstr(shown, "'kill 3' is not one of your moves now"));
    assert_non_null(strstr(shown, "The game was abandoned; nothing was saved."));
    free(shown);
    assert_false(cli_exists(rec));
}

/* Two NOIR cells of a campaign file, the random Inspector against the
 * heuristic Killer: a person's game of cell 1 is dealt as `play --campaign`
 * deals it (the same record header: grid 5, the same faces), and the seat the
 * person leaves is the cell's policy unless --opponent is given. */
static const char noir_cells[] = "[campaign]\nseed = 9\ngames = 10\ngame = noir\n[grid]\ngrid = 4, 5\n"
                                 "inspector = random\nkiller = heuristic\n";

static void test_play_human_campaign(void **state)
{
    (void)state;
    char ini[128], rec[128], bot[128], out[128], args[512], typed[1024] = "";
    snprintf(ini, sizeof ini, "%s", fixture_write("noir-cells.ini", noir_cells));
    fixture_path("cell.noir", rec, sizeof rec);
    fixture_path("cell-bot.noir", bot, sizeof bot);
    for (int i = 0; i < 300; i++)
        strcat(typed, "1\n");
    snprintf(args, sizeof args, "--human killer --campaign '%s' --cell 1 --number 2 --record '%s'", ini, rec);
    assert_int_equal(play_typed(args, typed, out, sizeof out), 0);
    char *shown = read_file(out);
    assert_non_null(strstr(shown, "You are the Killer; the Inspector is played by random."));
    free(shown);
    NOIRLAB("play", "--campaign", ini, "--cell", "1", "--number", "2", "--record", bot);
    assert_ran();
    assert_same_deal(rec, bot);
    snprintf(args, sizeof args, "--human inspector --campaign '%s' --cell 0 --opponent random", ini);
    assert_int_equal(play_typed(args, "q\n", out, sizeof out), 1);
    shown = read_file(out);
    assert_non_null(strstr(shown, "You are the Inspector; the Killer is played by random."));
    free(shown);
}

static void test_play_human_refusals(void **state)
{
    (void)state;
    char rec[128], taken[128];
    fixture_path("human-refused.noir", rec, sizeof rec);
    snprintf(taken, sizeof taken, "%s", fixture_write("taken.noir", "mine\n"));
    NOIRLAB("play", "--game", "noir", "--human", "detective2", "--record", rec);
    cli_assert_refused("play", rec, "--human must be inspector or killer, not 'detective2'");
    NOIRLAB("play", "--game", "tenkill", "--players", "2", "--human", "p0", "--explain", "--record", rec);
    cli_assert_refused("play", rec, "--explain: game tenkill has no panel of deductions");
    NOIRLAB("play", "--game", "noir", "--human", "killer", "--opponent", "nosuch", "--record", rec);
    cli_assert_refused("play", rec, "--opponent: unknown policy 'nosuch' for noir");
    NOIRLAB("play", "--game", "noir", "--human", "killer", "--grid", "3", "--record", rec);
    cli_assert_refused("play", rec, "--grid: grid must be a grid side from 4 to 7 (N1), not '3'");
    char ini[128], bad[128];
    snprintf(ini, sizeof ini, "%s", fixture_write("noir-cells.ini", noir_cells));
    snprintf(bad, sizeof bad, "%s", fixture_write("noir-nogrid.ini", "[campaign]\nseed = 9\ngames = 10\n"));
    NOIRLAB("play", "--human", "killer", "--campaign", ini, "--cell", "2", "--record", rec);
    cli_assert_refused("play", rec, "--cell 2: ");
    assert_non_null(strstr(o.err, "noir-cells.ini has cells 0 to 1"));
    NOIRLAB("play", "--human", "p2", "--campaign", ini, "--cell", "0", "--record", rec);
    cli_assert_refused("play", rec, "--human must be inspector or killer, not 'p2'");
    NOIRLAB("play", "--human", "killer", "--campaign", bad, "--cell", "0", "--record", rec);
    cli_assert_refused("play", rec, "noir-nogrid.ini:3: no [grid] section");
    NOIRLAB("play", "--game", "noir", "--human", "killer", "--record", taken);
    assert_int_equal(o.status, 2);
    assert_non_null(strstr(o.err, "already exists"));
}

/*
 * explain on the rulebook's Classic record (games/noir/tests/records/), each set
 * worked out by hand from the record's grid (suspect 5r + c at row r,
 * column c; the Killer 12, the Inspector's four 6 7 18 24):
 *  - the deal: the Inspector knows only that the Killer is none of its own
 *    four: 25 - 4 = 21 suspects;
 *  - K kill 11: the Killer is next to 11 at (2,1), N6: 5 6 7 10 12 15 16 17,
 *    less its own 6 and 7: 5 10 12 15 16 17;
 *  - the first K disguise shows the old identity 12 dying (N8): the Killer is
 *    any living card the Inspector has not seen: 25 - {11, 12} - {6, 7, 18, 24}
 *    = 19 suspects, the new identity 9 among them;
 *  - the Killer's view of the Inspector before the choice: every suspect but
 *    its own 12 (24), then less the dead 11 (23).
 */
static void test_explain(void **state)
{
    (void)state;
    NOIRLAB("explain", "games/noir/tests/records/rulebook_classic.noir");
    assert_ran();
    assert_non_null(strstr(o.out, "       the deal\n         the Inspector: the Killer is one of 21 ("));
    assert_non_null(strstr(o.out, "the Killer: the Inspector is one of 24 (0 1 2 3 4 5 6 7 8 9 10 11 13 14 15 16 17 "
                                  "18 19 20 21 22 23 24); not chosen yet\n"));
    assert_non_null(strstr(o.out, "   26  K kill 11\n         the Inspector: the Killer is one of 6 (5 10 12 15 16 17); "
                                  "the truth, 12, is one of them\n         the Killer: the Inspector is one of 23 ("));
    assert_non_null(strstr(o.out, "   30  K disguise\n         the Inspector: the Killer is one of 19 (0 1 2 3 4 5 8 9 "
                                  "10 13 14 15 16 17 19 20 21 22 23); the truth, 9, is one of them\n"));
    assert_null(strstr(o.out, "NOT among them"));

    /* An illegal record: one FILE:LINE message, nothing printed (N4, N6). */
    char bad[128];
    snprintf(bad, sizeof bad, "%s",
             fixture_write("bad.noir", "noir-record 1\ngrid: 4\nrow 0: 0 1 2 3\nrow 1: 4 5 6 7\nrow 2: 8 9 10 11\n"
                                       "row 3: 12 13 14 15\nkiller: 5\ninspector: 0 1 2 3\nK kill 15\n"));
    NOIRLAB("explain", bad);
    assert_int_equal(o.status, 1);
    assert_string_equal(o.out, "");
    assert_non_null(strstr(o.err, "bad.noir:9: illegal event: suspect 15 is not next to the Killer's identity (N4, N6)"));
    assert_int_equal(cli_lines(o.err), 1);

    /* The Killer kills the Inspector 0 (N6; the game of test_engine_load_
     * hypotheses): after the last entry both know who the Inspector was. */
    char killed[128];
    snprintf(killed, sizeof killed, "%s",
             fixture_write("explain-killed.noir", "noir-record 1\ngrid: 4\nrow 0: 0 1 2 3\nrow 1: 4 5 6 7\n"
                                                  "row 2: 8 9 10 11\nrow 3: 12 13 14 15\nkiller: 5\n"
                                                  "inspector: 0 1 2 3\nK kill 4\nI choose 0\nK kill 0\n"));
    NOIRLAB("explain", killed);
    assert_ran();
    assert_non_null(strstr(o.out, "K kill 0\n         the Inspector: the Killer is one of 1 (5); the truth, 5, is one "
                                  "of them\n         the Killer: the Inspector is one of 1 (0); the truth, 0, is one "
                                  "of them\n"));
    assert_null(strstr(o.out, "NOT among them"));
}

/* `noirlab engine ARGS` with stdin from the text `typed`; its status and
 * its output (free it). */
static int engine_typed(const char *args, const char *typed, char **shown)
{
    char in[128], out[128], cmd[1024];
    snprintf(in, sizeof in, "%s", fixture_write("engine.in", typed));
    fixture_path("engine.out", out, sizeof out);
    snprintf(cmd, sizeof cmd, "'%s' engine %s <'%s' >'%s' 2>&1", NOIRLAB_BIN, args, in, out);
    int status = system(cmd);
    assert_true(WIFEXITED(status));
    *shown = read_file(out);
    return WEXITSTATUS(status);
}

/* The text between "noir-record" and the next "ok" line: a record answered by `record`. */
static char *record_in(char *shown)
{
    char *from = strstr(shown, "noir-record 2\n"), *end = from ? strstr(from, "\nok\n") : NULL;
    assert_non_null(end);
    end[1] = '\0';
    return from;
}

/* The engine's game is `noirlab play`'s: `go heuristic play` for both seats to the
 * end writes play's record; undo gives the same move again; every bad
 * command is one `error` line and the session goes on. */
static void test_engine(void **state)
{
    (void)state;
    char typed[8192] = "new --seed 4 --number 3 --mode standard --grid 4\n", rec[128], *shown;
    for (int i = 0; i < 200; i++)
        strcat(typed, "go heuristic play\n");
    strcat(typed, "record\nquit\n");
    assert_int_equal(engine_typed("--game noir", typed, &shown), 0);
    assert_non_null(strstr(shown, "noirlab-engine 2 "));
    assert_non_null(strstr(shown, "info game over: the "));
    fixture_path("engine-bot.noir", rec, sizeof rec);
    NOIRLAB("play", "--game", "noir", "--mode", "standard", "--grid", "4", "--seed", "4", "--number", "3",
            "--inspector", "heuristic", "--killer", "heuristic", "--record", rec);
    assert_ran();
    char *bot = read_file(rec);
    assert_string_equal(record_in(shown), bot);
    free(bot);
    free(shown);

    assert_int_equal(engine_typed("--game noir", "new --seed 2\ngo heuristic play\ngo heuristic play\nundo\ngo heuristic play\nquit\n",
                                  &shown),
                     0);
    char *second = strstr(shown, "played I ");
    assert_non_null(second);
    char first_move[64];
    snprintf(first_move, sizeof first_move, "%.*s", (int)strcspn(second, "\n"), second);
    assert_non_null(strstr(shown, "undone I "));
    assert_non_null(strstr(strstr(shown, "undone I ") + 1, first_move)); /* the same move again */
    free(shown);

    assert_int_equal(engine_typed("--game noir",
                                  "legal\nnew --grid 9\nnew --seed 1\nplay K jump\nview sleuth\ngo nosuch\nfly\n"
                                  "view killer\nquit\n",
                                  &shown),
                     0);
    assert_non_null(strstr(shown, "error legal: no game started (new or load)\n"));
    assert_non_null(strstr(shown, "error new: --grid: grid must be a grid side from 4 to 7 (N1), not '9'\n"));
    assert_non_null(strstr(shown, "error play: 'K jump' is not a legal event now (legal lists them)\n"));
    assert_non_null(strstr(shown, "error view: which side? inspector or killer\n"));
    assert_non_null(strstr(shown, "error go: unknown policy 'nosuch' for noir"));
    assert_non_null(strstr(shown, "error unknown command 'fly' (help lists them)\n"));
    assert_non_null(strstr(shown, "you are the Killer: "));
    free(shown);

    NOIRLAB("engine", "--game", "chess");
    assert_int_equal(o.status, 2);
    assert_non_null(strstr(o.err, "noirlab engine: --game: unknown game 'chess' (itk, noir, tenkill)"));
}

/* The line of `shown` that starts with `prefix` (copied without its newline). */
static void line_of(const char *shown, const char *prefix, char *out, size_t outlen)
{
    const char *at = strstr(shown, prefix);
    assert_non_null(at);
    snprintf(out, outlen, "%.*s", (int)strcspn(at, "\n"), at);
}

/*
 * `view SIDE json` of a known deal, checked against the record header the
 * same session writes (record_write.c, not the view): the grid row by row,
 * the Killer's identity in the Killer's view only, the Inspector's four
 * (sorted) in the Inspector's only (N13).  By hand: 4x4 Standard's kill
 * target is 16 * 16 / 25 = 10 rounded (N11); the deck holds 16 - 1 - 4 = 11
 * cards (N2); the Killer's first turn is a kill next to its identity (N4,
 * N6): the neighbours of its cell, by number (the actions' order, action.h).
 */
static void test_engine_view_json(void **state)
{
    (void)state;
    char *shown, row[4][64], killer[64], four[64];
    assert_int_equal(engine_typed("--game noir", "new --seed 4 --number 3 --mode standard --grid 4\n"
                                                 "view killer json\nview inspector json\nrecord\nview killer xml\nquit\n",
                                  &shown),
                     0);
    int grid[4][4], k, in[4];
    for (int r = 0; r < 4; r++) {
        char prefix[16];
        snprintf(prefix, sizeof prefix, "row %d: ", r);
        line_of(shown, prefix, row[r], sizeof row[r]);
        assert_int_equal(sscanf(row[r] + strlen(prefix), "%d %d %d %d", &grid[r][0], &grid[r][1], &grid[r][2],
                                &grid[r][3]),
                         4);
    }
    line_of(shown, "killer: ", killer, sizeof killer);
    line_of(shown, "inspector: ", four, sizeof four);
    assert_int_equal(sscanf(killer, "killer: %d", &k), 1);
    assert_int_equal(sscanf(four, "inspector: %d %d %d %d", &in[0], &in[1], &in[2], &in[3]), 4);
    for (int i = 0; i < 4; i++) /* sorted: the view lists a set */
        for (int j = i + 1; j < 4; j++)
            if (in[j] < in[i]) {
                int t = in[i];
                in[i] = in[j];
                in[j] = t;
            }

    char json_grid[128], kills[256] = "", part[512];
    int kr = 0, kc = 0;
    snprintf(json_grid, sizeof json_grid, "\"grid\":[");
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++) {
            snprintf(part, sizeof part, "%s%d%s", c ? "," : r ? ",[" : "[", grid[r][c], c == 3 ? "]" : "");
            strcat(json_grid, part);
            if (grid[r][c] == k)
                kr = r, kc = c;
        }
    strcat(json_grid, "]");
    unsigned next = 0;
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++)
            if ((r != kr || c != kc) && abs(r - kr) <= 1 && abs(c - kc) <= 1)
                next |= 1u << grid[r][c];
    for (int v = 0; v < 16; v++)
        if (next >> v & 1) {
            snprintf(part, sizeof part, "%s\"K kill %d\"", kills[0] ? "," : "", v);
            strcat(kills, part);
        }

    char killer_view[16384], inspector_view[16384];
    line_of(shown, "{\"side\":\"killer\"", killer_view, sizeof killer_view);
    line_of(shown, "{\"side\":\"inspector\"", inspector_view, sizeof inspector_view);
    const char *start = "\"to_move\":\"killer\",\"params\":{\"mode\":\"standard\",\"grid\":4,\"kill_target\":10,"
                        "\"no_disguise\":0,\"no_self_arrest\":0,\"inspector_first\":0,\"optional_first_kill\":0,"
                        "\"turn_limit\":300},\"phase\":\"killer-first\",\"winner\":null,\"ending\":null,\"turns\":0,"
                        "\"deaths\":0,";
    assert_non_null(strstr(killer_view, start));
    assert_non_null(strstr(inspector_view, start));
    assert_non_null(strstr(killer_view, json_grid));
    assert_non_null(strstr(inspector_view, json_grid));
    snprintf(part, sizeof part, "\"identity\":%d,\"dealt\":null,\"hand\":null,\"hand_size\":0,\"deck\":11,", k);
    assert_non_null(strstr(killer_view, part));
    snprintf(part, sizeof part, "\"identity\":null,\"dealt\":[%d,%d,%d,%d],\"hand\":[],\"hand_size\":0,\"deck\":11,",
             in[0], in[1], in[2], in[3]);
    assert_non_null(strstr(inspector_view, part));
    snprintf(part, sizeof part, "\"record\":[],\"legal\":[%s]}", kills);
    assert_non_null(strstr(killer_view, part));
    assert_non_null(strstr(inspector_view, "\"record\":[],\"legal\":[]}")); /* not the Inspector's turn */
    snprintf(part, sizeof part, "{\"number\":%d,\"name\":\"", k);
    assert_non_null(strstr(killer_view, part));
    assert_non_null(strstr(shown, "\nerror view: usage: view SIDE [json]\n"));
    free(shown);
}

/*
 * load of the rulebook's Classic record (games/noir/tests/records/), and each
 * side's hypotheses along it, worked out by hand from the record's grid
 * (suspect 5r + c at row r, column c; the Killer 12, the Inspector 18 of
 * its four 6 7 18 24):
 *  - the end: rows 2 and columns 0 and 4 shifted, the Inspector wins by
 *    arresting 9 (N7) after 12 turns, 4 dead (11, 12, 13, 8), 6 and 11 on
 *    the pile; the Killer's 12 died in its disguise as 9 (N8): the
 *    Inspector's record shows the drawn card null, the Killer's 9; the
 *    Exonerate's 3 the other way round (N13);
 *  - after K kill 13 and I arrest 17 (two undos): 13 sat at (3,4); its
 *    neighbours 12 (dead), 9, 18 (the Inspector's own), 23 and 19: the
 *    Killer is 9, 19 or 23 (N6).  The Inspector is 17 or next to it (N7):
 *    10, 16, 17, 18, 21, 22, 23, the dead 11 and 12 out;
 *  - after K kill 11 (ten undos more): the Killer is next to 11 at (2,1)
 *    and none of the Inspector's four: 5 10 12 15 16 17 (N6); the
 *    Inspector is anybody but the Killer's 12 and the dead 11.
 */
static void test_engine_load_hypotheses(void **state)
{
    (void)state;
    char typed[1024] = "load games/noir/tests/records/rulebook_classic.noir --seed 3\nview inspector json\n"
                       "view killer json\nrecord\nundo\nundo\nhypotheses inspector\nhypotheses killer\n",
         *shown, line[16384];
    for (int i = 0; i < 10; i++)
        strcat(typed, "undo\n");
    strcat(typed, "hypotheses inspector\nhypotheses killer\nhypotheses\nquit\n");
    assert_int_equal(engine_typed("--game noir", typed, &shown), 0);
    assert_non_null(strstr(shown, "noirlab-engine 2 0.1.0\nstatus decisions 13 to-move none\nover inspector\n"
                                  "info game over: the Inspector wins (arrest, N7; 4 deaths, 12 turns)\nok\n"));
    const char *end = "\"phase\":\"over\",\"winner\":\"inspector\",\"ending\":\"arrest\",\"turns\":12,\"deaths\":4,"
                      "\"grid\":[[20,1,2,3,24],[0,6,7,8,4],[5,10,11,12,9],[14,16,17,18,13],[15,21,22,23,19]],";
    line_of(shown, "{\"side\":\"inspector\"", line, sizeof line);
    assert_non_null(strstr(line, end));
    assert_non_null(strstr(line, "\"identity\":18,\"dealt\":[6,7,18,24],\"hand\":[3,7,24],\"hand_size\":3,"
                                 "\"deck\":17,\"pile\":[6,11],"));
    assert_non_null(strstr(line, "{\"kind\":\"disguise\",\"drawn\":null,\"died\":12},"
                                 "{\"kind\":\"exonerate\",\"drawn\":3},"));
    assert_non_null(strstr(line, "{\"kind\":\"arrest\",\"suspect\":9,\"answer\":true}],\"legal\":[]}"));
    line_of(shown, "{\"side\":\"killer\"", line, sizeof line);
    assert_non_null(strstr(line, end));
    assert_non_null(strstr(line, "\"identity\":9,\"dealt\":null,\"hand\":null,\"hand_size\":3,"));
    assert_non_null(strstr(line, "{\"kind\":\"disguise\",\"drawn\":9,\"died\":12},"
                                 "{\"kind\":\"exonerate\",\"drawn\":null},"));

    /* record writes the events read, in the record's syntax. */
    char *file = read_file("games/noir/tests/records/rulebook_classic.noir"), events[1024] = "";
    for (char *l = strtok(file, "\n"); l; l = strtok(NULL, "\n"))
        if ((l[0] == 'K' || l[0] == 'I') && l[1] == ' ') {
            l[strcspn(l, "#")] = '\0';
            for (size_t n = strlen(l); n && l[n - 1] == ' '; n--)
                l[n - 1] = '\0';
            strcat(events, l);
            strcat(events, "\n");
        }
    free(file);
    strcat(events, "end 13\nok\n");
    assert_non_null(strstr(shown, "\ndeck: 9 3 11 0 1 2 4 5 8 10 13 14 15 16 17 19 20 21 22 23\n"));
    assert_non_null(strstr(strstr(shown, "\ndeck: "), events));

    assert_non_null(strstr(shown, "undone I arrest 9\nstatus decisions 12 to-move inspector\nok\n"
                                  "undone K kill 8\nstatus decisions 11 to-move killer\nok\n"
                                  "info hypotheses 3 killer 9,19,23\nok\n"
                                  "info hypotheses 7 inspector 10,16,17,18,21,22,23\nok\n"));
    assert_non_null(strstr(shown, "undone I choose 18\nstatus decisions 1 to-move inspector\nok\n"
                                  "info hypotheses 6 killer 5,10,12,15,16,17\nok\n"
                                  "info hypotheses 23 inspector 0,1,2,3,4,5,6,7,8,9,10,13,14,15,16,17,18,19,20,21,"
                                  "22,23,24\nok\n"
                                  "error hypotheses: which side? inspector or killer\nok\n"));
    free(shown);

    /* A game the Killer wins by killing the Inspector (N6), on a 4x4 grid
     * dealt in order (suspect 4r + c): the Killer 5 at (1,1) kills 4 at
     * (1,0), so it is one of 4's neighbours 0 1 5 8 9, less the Inspector's
     * four 0 1 2 3: 5 8 9; the Inspector chooses 0, which the Killer kills:
     * then the Killer is next to 0 (1, the dead 4, 5, less 1): 5, and the
     * Killer knows the Inspector was 0. */
    char killed[128], session[256];
    snprintf(killed, sizeof killed, "%s",
             fixture_write("killed.noir", "noir-record 1\ngrid: 4\nrow 0: 0 1 2 3\nrow 1: 4 5 6 7\n"
                                          "row 2: 8 9 10 11\nrow 3: 12 13 14 15\nkiller: 5\ninspector: 0 1 2 3\n"
                                          "K kill 4\nI choose 0\nK kill 0\n"));
    snprintf(session, sizeof session, "load %s\nhypotheses killer\nhypotheses inspector\nundo\nundo\nhypotheses "
                                      "inspector\nquit\n", killed);
    assert_int_equal(engine_typed("--game noir", session, &shown), 0);
    assert_non_null(strstr(shown, "info game over: the Killer wins (Inspector killed, N6; 2 deaths, 3 turns)\nok\n"
                                  "info hypotheses 1 inspector 0\nok\ninfo hypotheses 1 killer 5\nok\n"));
    assert_non_null(strstr(shown, "status decisions 1 to-move inspector\nok\ninfo hypotheses 3 killer 5,8,9\nok\n"));
    free(shown);
}

/* A record that cannot be loaded: one `error` line naming FILE:LINE and the
 * problem, and the game before it goes on untouched. */
static void test_engine_load_refusals(void **state)
{
    (void)state;
    const char *header = "noir-record 1\nmode: classic\ngrid: 5\nrow 0: 0 1 2 3 4\nrow 1: 5 6 7 8 9\n"
                         "row 2: 10 11 12 13 14\nrow 3: 15 16 17 18 19\nrow 4: 20 21 22 23 24\nkiller: 12\n"
                         "inspector: 6 7 18 24\n";
    char text[1024], illegal[128], bad_grid[128], typed[1024], *shown;
    /* line 14: 24 at (4,4) is not next to the Killer's 12 at (2,2) (N4, N6) */
    snprintf(text, sizeof text, "%sdeck: 9 3 11\nK kill 11\nI choose 18\nK kill 24\n", header);
    snprintf(illegal, sizeof illegal, "%s", fixture_write("illegal.noir", text));
    snprintf(text, sizeof text, "%s", header);
    memcpy(strstr(text, "grid: 5"), "grid: 9", 7); /* line 3: N1 */
    snprintf(bad_grid, sizeof bad_grid, "%s", fixture_write("bad-grid.noir", text));
    snprintf(typed, sizeof typed,
             "load %s\nload games/noir/tests/records/rulebook_classic.noir\nload %s\nstatus\nload %s\nload nosuch.noir\n"
             "load %s --seed x\nload\nstatus\nquit\n",
             illegal, illegal, bad_grid, illegal);
    assert_int_equal(engine_typed("--game noir", typed, &shown), 0);
    char expected[2048];
    const char *at_end = "status decisions 13 to-move none\nover inspector\n";
    snprintf(expected, sizeof expected,
             "noirlab-engine 2 0.1.0\n"
             "error load: %s:14: illegal event: suspect 24 is not next to the Killer's identity (N4, N6)\n"
             "%s" /* the good record */
             "info game over: the Inspector wins (arrest, N7; 4 deaths, 12 turns)\nok\n"
             "error load: %s:14: illegal event: suspect 24 is not next to the Killer's identity (N4, N6)\n"
             "%sinfo game over: the Inspector wins (arrest, N7; 4 deaths, 12 turns)\nok\n"
             "error load: %s:3: grid must be a grid side from 4 to 7 (N1), not '9'\n"
             "error load: nosuch.noir: cannot open: No such file or directory\n"
             "error load: --seed must be a whole number from 0 to 18446744073709551615, not 'x'\n"
             "error load: usage: load FILE [--seed S]\n"
             "%sinfo game over: the Inspector wins (arrest, N7; 4 deaths, 12 turns)\nok\nok\n",
             illegal, at_end, illegal, at_end, bad_grid, at_end);
    assert_string_equal(shown, expected);
    free(shown);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ladder_refusals),
        cmocka_unit_test(test_ladder),
        cmocka_unit_test(test_tune_refusals),
        cmocka_unit_test(test_tune_sweep),
        cmocka_unit_test(test_tune_sprt),
        cmocka_unit_test(test_play),
        cmocka_unit_test(test_play_refusals),
        cmocka_unit_test(test_play_human),
        cmocka_unit_test(test_play_human_campaign),
        cmocka_unit_test(test_play_human_refusals),
        cmocka_unit_test(test_explain),
        cmocka_unit_test(test_engine),
        cmocka_unit_test(test_engine_view_json),
        cmocka_unit_test(test_engine_load_hypotheses),
        cmocka_unit_test(test_engine_load_refusals),
    };
    return cmocka_run_group_tests(tests, cli_fixture_setup, cli_fixture_teardown);
}
