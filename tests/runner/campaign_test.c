/*
 * campaign_test — campaign files and `noirlab run` flags (runner/campaign.c,
 * docs/campaign.md): the grid of cells they describe, the seeds, and one
 * "FILE:LINE: problem" (or "--flag: problem") message for each kind of bad
 * input.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "games/itk/runner/campaign_grid.h"
#include "runner/campaign.h"
#include "runner/campaign_path.h"

static Catalog cat;
static char dir[] = "/tmp/noirlab-campaign-XXXXXX";
static char source[512]; /* the working folder the tests start in */

static int setup(void **state)
{
    char err[CATALOG_ERR_MAX];
    (void)state;
    if (!getcwd(source, sizeof source) || !mkdtemp(dir) || itk_catalog_load(&cat, "scenarios", err, sizeof err) != 0) {
        print_error("setup: %s\n", err);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    char cmd[128];
    (void)state;
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    return system(cmd);
}

/* Back to the source folder after a test that left it, even by failing. */
static int back_home(void **state)
{
    (void)state;
    return chdir(source);
}

/* Write `text` to DIR/name and return the path (static buffer). */
static const char *write_file(const char *name, const char *text)
{
    static char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    return path;
}

static MotiveSet set_of(const char *list)
{
    MotiveSet set;
    char err[CATALOG_ERR_MAX];
    assert_int_equal(itk_catalog_motive_set(&cat, list, &set, err, sizeof err), 0);
    return set;
}

/* The distinct layouts a campaign's cells use (Campaign.part). */
static int layouts(const Campaign *c)
{
    return ((const ItkCampaignPart *)c->part)->n_layouts;
}

#define HEADER "[campaign]\nname = t\nseed = 7\ngames = 1000\n"

/* ---- the grid ---- */

/* scenario x motives x switches x detective x murderer, surveillance_ban
 * (the last switch) varying fastest among the switches. */
static void test_cells_are_the_cartesian_product_in_file_order(void **state)
{
    (void)state;
    const char *path = write_file("grid.ini", "[campaign]\nname = grid\nseed = 7\ngames = 1000\nchunk = 300\n"
                                              "[grid]\nscenario = beginner, t-men\nmotives = logic\n"
                                              "motives = Maniac,Sadist\nsurveillance_ban = 0, 5\n"
                                              "detective = random\nmurderer = random\n");
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_load(&c, &cat, path, NULL, err, sizeof err), 0);
    assert_string_equal(c.name, "grid");
    assert_int_equal(c.master_seed, 7);
    assert_int_equal(c.n_cells, 8);
    assert_int_equal(layouts(&c), 2);
    const Layout *tmen = itk_catalog_layout(&cat, "t-men");
    for (int i = 0; i < 8; i++) {
        const ItkParams *k = itk_cell_params(&c, i);
        int t_men = i >= 4, explicit_set = (i / 2) % 2, ban = i % 2;
        assert_string_equal(k->layout->key, t_men ? "t-men" : "beginner");
        if (explicit_set)
            assert_int_equal(k->motives, set_of("Maniac,Sadist"));
        else
            assert_int_equal(k->motives, t_men ? tmen->logic_motives : itk_catalog_layout(&cat, "beginner")->logic_motives);
        assert_int_equal(k->sw.surveillance_ban, ban ? 5 : 0);
        assert_int_equal(k->sw.no_poi + k->sw.min_groups + k->sw.early_accusation, 0);
    }
    /* T-Men's Logic list drops Maniac and Robber (REFERENCE §4). */
    assert_int_equal(tmen->logic_motives, set_of("Spy,Cutthroat,Psychopath,Vigilante,Terrorist,Sadist"));
    /* 1000 games in chunks of 300: 300, 300, 300, 100. */
    assert_int_equal(campaign_chunks_per_cell(&c), 4);
    assert_int_equal(campaign_units(&c), 32);
    int cell;
    uint32_t chunk, first, count;
    campaign_unit(&c, 7, &cell, &chunk, &first, &count);
    assert_int_equal(cell, 1);
    assert_int_equal(chunk, 3);
    assert_int_equal(first, 900);
    assert_int_equal(count, 100);
    campaign_free(&c);
}

/* "all K-subsets of LIST": every K-subset once, in increasing bitmask order. */
static void test_k_subsets(void **state)
{
    (void)state;
    const char *path = write_file("subsets.ini", HEADER "[grid]\nscenario = beginner\n"
                                                        "motives = all 3-subsets of logic\n"
                                                        "motives = all 2-subsets of Spy, Robber, Cannibal\n"
                                                        "detective = random\nmurderer = random\n");
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_load(&c, &cat, path, NULL, err, sizeof err), 0);
    assert_int_equal(c.n_cells, 20 + 3); /* C(6,3) + C(3,2) */
    MotiveSet logic = itk_catalog_layout(&cat, "beginner")->logic_motives;
    for (int i = 0; i < 20; i++) {
        assert_int_equal(__builtin_popcount(itk_cell_params(&c, i)->motives), 3);
        assert_int_equal(itk_cell_params(&c, i)->motives & ~logic, 0);
        if (i)
            assert_true(itk_cell_params(&c, i)->motives > itk_cell_params(&c, i - 1)->motives);
    }
    assert_int_equal(itk_cell_params(&c, 20)->motives, set_of("Robber,Spy"));
    assert_int_equal(itk_cell_params(&c, 22)->motives, set_of("Spy,Cannibal"));
    campaign_free(&c);
}

/* Several [grid] sections add up; a layout can be given as a file, relative to
 * the campaign file's folder. */
static void test_grids_add_up_and_layout_files_resolve(void **state)
{
    (void)state;
    FILE *in = fopen("scenarios/touch-of-evil.ini", "r");
    assert_non_null(in);
    char text[8192];
    size_t n = fread(text, 1, sizeof text - 1, in);
    text[n] = '\0';
    fclose(in);
    write_file("my-layout.ini", text);
    const char *path = write_file("grids.ini", HEADER "[grid]\nscenario = beginner\nmotives = logic\n"
                                                      "detective = random\nmurderer = random\n"
                                                      "[grid]\nscenario = my-layout.ini\nmotives = all\n"
                                                      "early_accusation = 3, 4\nno_poi = 1\n"
                                                      "detective = random\nmurderer = random\n");
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_load(&c, &cat, path, NULL, err, sizeof err), 0);
    assert_int_equal(c.n_cells, 3);
    assert_string_equal(itk_cell_params(&c, 1)->layout->key, "my-layout");
    assert_int_equal(itk_cell_params(&c, 1)->motives, itk_catalog_layout(&cat, "touch-of-evil")->motives);
    assert_int_equal(itk_cell_params(&c, 1)->sw.early_accusation, 3);
    assert_int_equal(itk_cell_params(&c, 2)->sw.early_accusation, 4);
    assert_int_equal(itk_cell_params(&c, 2)->sw.no_poi, 1);
    campaign_free(&c);
}

/* ---- seeds ---- */

/* The cell seed hashes the setup only: the same for the same layout, motives
 * and switches, different when any of them changes. */
static void test_cell_seed_is_a_hash_of_the_setup(void **state)
{
    (void)state;
    Switches off = {0, 0, 0, 0}, ban = {0, 0, 0, 5};
    MotiveSet logic = itk_catalog_layout(&cat, "beginner")->logic_motives;
    uint64_t s = itk_cell_setup_seed("beginner", logic, off);
    assert_true(s == itk_cell_setup_seed("beginner", logic, off));
    assert_true(s != itk_cell_setup_seed("t-men", logic, off));
    assert_true(s != itk_cell_setup_seed("beginner", (MotiveSet)(logic & ~1u), off));
    assert_true(s != itk_cell_setup_seed("beginner", logic, ban));

    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_from_flags(&c, &cat, NULL, err, sizeof err), 0);
    assert_true(c.cell[0].seed == s); /* the policies (random vs random) play no part */
    campaign_free(&c);
}

/* The per-game sample depends on the game's seed alone, and has about the
 * asked-for size. */
static void test_row_sample_is_a_function_of_the_seed(void **state)
{
    (void)state;
    const char *path = write_file("rows.ini", "[campaign]\nseed = 1\ngames = 10\nrows = sample=0.25\n"
                                              "[grid]\nscenario = beginner\nmotives = logic\n"
                                              "detective = random\nmurderer = random\n");
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_load(&c, &cat, path, NULL, err, sizeof err), 0);
    assert_string_equal(c.name, "rows"); /* the file's stem when no name is given */
    int logged = 0;
    for (uint64_t g = 0; g < 40000; g++) {
        uint64_t seed = seed_for_game(1, c.cell[0].seed, g);
        assert_int_equal(campaign_logs_game(&c, seed), campaign_logs_game(&c, seed));
        logged += campaign_logs_game(&c, seed);
    }
    /* Binomial(40000, 0.25): sd ~ 87; allow 5 sd. */
    assert_in_range(logged, 10000 - 435, 10000 + 435);
    campaign_free(&c);
}

/* ---- the configuration (compared on resume and merge) ---- */

static void test_configuration_changes_with_seed_and_games_only_when_they_change(void **state)
{
    (void)state;
    const char *path = write_file("conf.ini", HEADER "[grid]\nscenario = beginner\nmotives = logic\n"
                                                     "detective = random\nmurderer = random\n");
    Campaign a, b, c, d;
    char err[CAMPAIGN_ERR_MAX];
    CampaignFlags same = {.seed = "7", .games = "1000"}, seed = {.seed = "8"}, games = {.games = "999"};
    assert_int_equal(campaign_load(&a, &cat, path, NULL, err, sizeof err), 0);
    assert_int_equal(campaign_load(&b, &cat, path, &same, err, sizeof err), 0);
    assert_int_equal(campaign_load(&c, &cat, path, &seed, err, sizeof err), 0);
    assert_int_equal(campaign_load(&d, &cat, path, &games, err, sizeof err), 0);
    assert_string_equal(a.config, b.config);
    assert_true(a.config_hash == b.config_hash);
    assert_int_equal(c.master_seed, 8);
    assert_true(c.config_hash != a.config_hash);
    assert_int_equal(d.games, 999);
    assert_true(d.config_hash != a.config_hash);
    assert_non_null(strstr(a.config, "\ncell 0 beginner motives=Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist"
                                     " switches=standard detective=random murderer=random seed="));
    campaign_free(&a);
    campaign_free(&b);
    campaign_free(&c);
    campaign_free(&d);
}

/* ---- flags ---- */

static void test_flags_make_one_cell_with_defaults(void **state)
{
    (void)state;
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    CampaignFlags f = {.scenario = "t-men", .motives = "Spy, Sadist", .games = "250", .seed = "0x10"};
    assert_int_equal(campaign_from_flags(&c, &cat, &f, err, sizeof err), 0);
    assert_int_equal(c.n_cells, 1);
    assert_string_equal(itk_cell_params(&c, 0)->layout->key, "t-men");
    assert_int_equal(itk_cell_params(&c, 0)->motives, set_of("Sadist,Spy"));
    assert_int_equal(c.games, 250);
    assert_int_equal(c.master_seed, 16);
    assert_int_equal(c.chunk, CAMPAIGN_DEFAULT_CHUNK);
    assert_int_equal(c.rows, ROWS_NONE);
    assert_string_equal(c.spec[c.cell[0].detective], "random");
    campaign_free(&c);
    assert_int_equal(campaign_from_flags(&c, &cat, NULL, err, sizeof err), 0);
    assert_int_equal(c.games, 1000);
    assert_int_equal(c.master_seed, 1);
    assert_int_equal(itk_cell_params(&c, 0)->motives, itk_catalog_layout(&cat, "beginner")->logic_motives);
    campaign_free(&c);
}

/* ---- bad input: one message, naming where ---- */

typedef struct BadCase {
    const char *text;
    const char *where;    /* ":LINE" after the file name, or the flag */
    const char *problem;  /* a piece of the message */
} BadCase;

#define GRID "[grid]\nscenario = beginner\nmotives = logic\ndetective = random\nmurderer = random\n"

static const BadCase bad_files[] = {
    {HEADER "colour = red\n" GRID, ":5: ", "unknown key 'colour' in [campaign]"},
    {HEADER "[grid]\nscenario = beginner\nmotive = logic\n", ":7: ", "unknown key 'motive' in [grid]"},
    {HEADER "[grid]\nscenario = beginner\nmotives = Maniac,Sadistic\ndetective = random\nmurderer = random\n",
     ":7: ", "unknown motive 'Sadistic'"},
    {HEADER "[grid]\nscenario = beginner\nmotives = logic\ndetective = sherlock\nmurderer = random\n", ":8: ",
     "sherlock"},
    {HEADER "[grid]\nscenario = beginner\nmotives = logic\ndetective = random\nmurderer = random:depth=3\n",
     ":9: ", "depth"},
    {HEADER "[grid]\nscenario = beginner\nmotives = logic\ndetective = random:=\nmurderer = random\n", ":8: ",
     "key=value"},
    {HEADER "[grid]\nscenario = atlantis\nmotives = logic\ndetective = random\nmurderer = random\n", ":6: ",
     "unknown scenario 'atlantis'"},
    {HEADER "[grid]\nscenario = nowhere/x.ini\nmotives = logic\ndetective = random\nmurderer = random\n", ":6: ",
     "nowhere/x.ini"},
    {HEADER GRID "early_accusation = 0, 2\n", ":10: ", "early_accusation must be one of 0, 3, 4, not '2'"},
    {HEADER GRID "min_groups = 10\n", ":10: ", "min_groups must be a whole number from 0 to 9"},
    {HEADER GRID "no_poi = 0, 0\n", ":10: ", "given twice"},
    {HEADER GRID "surveillance_ban = 5,\n", ":10: ", "empty value"},
    {"[campaign]\nseed = -1\ngames = 10\n" GRID, ":2: ", "seed must be a whole number"},
    {"[campaign]\nseed = 1\ngames = 0\n" GRID, ":3: ", "games must be a whole number from 1"},
    {"[campaign]\nseed = 1\ngames = 10\nchunk = lots\n" GRID, ":4: ", "chunk must be"},
    {"[campaign]\nseed = 1\ngames = 10\nrows = sample=1.5\n" GRID, ":4: ", "rows must be none, all or sample=P"},
    {"[campaign]\nname = my campaign\nseed = 1\ngames = 10\n" GRID, ":2: ", "name 'my campaign'"},
    {"[campaign]\nseed = 1\nseed = 2\ngames = 10\n" GRID, ":3: ", "'seed' given twice (first on line 2)"},
    {"\n[campaign]\ngames = 10\n" GRID, ":2: ", "[campaign] needs 'seed'"},
    {HEADER "[grid]\nscenario = beginner\nmotives = logic\ndetective = random\n", ":5: ", "[grid] needs 'murderer'"},
    {HEADER "[grids]\n", ":5: ", "unknown section [grids]"},
    {"seed = 1\n", ":1: ", "'seed' outside a section"},
    {HEADER "this line has no equals sign\n" GRID, ":5: ", "expected 'key = value'"},
    {HEADER, ":4: ", "no [grid] section"},
    {GRID, ":5: ", "no [campaign] section"},
    {HEADER "[campaign]\n" GRID, ":5: ", "second [campaign] section (the first is on line 1)"},
    {HEADER "[grid]\nscenario = beginner\nmotives = all 7-subsets of logic\ndetective = random\nmurderer = random\n",
     ":7: ", "K must be between 1 and 6"},
    {HEADER "[grid]\nscenario = beginner\nmotives = all two-subsets of logic\ndetective = random\n"
            "murderer = random\n",
     ":7: ", "expected 'all K-subsets of LIST'"},
    {HEADER GRID GRID, ":10: ", "repeats cell 0"},
    {HEADER "[grid]\nscenario = beginner\nmotives = logic\nmotives = Maniac,Sadist,Cutthroat,Vigilante,Killer,"
            "Terrorist\ndetective = random\nmurderer = random\n",
     ":5: ", "repeats cell 0"},
    /* Of several repeated cells, the message names the first layout named
     * (t-men: cell 3 repeats cell 0), not the first key in order. */
    {HEADER "[grid]\nscenario = t-men, beginner\nmotives = logic\ndetective = random\nmurderer = random\n"
            "[grid]\nscenario = beginner, t-men\nmotives = logic\ndetective = random\nmurderer = random\n",
     ":10: ", "cell 3 (t-men | "},
    {HEADER "[grid]\nscenario = beginner\nmotives = logic\ndetective = random\nmurderer = random\n"
            "murderer = random\n",
     ":10: ", "policy 'random' given twice"},
};

/* Each bad file: -1 and "FILE:LINE: problem"; a good neighbour would load. */
static void test_bad_files_name_file_and_line(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_files / sizeof bad_files[0]; i++) {
        char name[32], want[512], err[CAMPAIGN_ERR_MAX] = "";
        snprintf(name, sizeof name, "bad%zu.ini", i);
        const char *path = write_file(name, bad_files[i].text);
        snprintf(want, sizeof want, "%s%s", path, bad_files[i].where);
        Campaign c;
        int rc = campaign_load(&c, &cat, path, NULL, err, sizeof err);
        if (rc != -1 || strncmp(err, want, strlen(want)) != 0 || !strstr(err, bad_files[i].problem))
            fail_msg("case %zu: rc %d, message '%s', expected '%s...%s'", i, rc, err, want, bad_files[i].problem);
    }
}

/* A line longer than inih's buffer is refused rather than silently split. */
static void test_overlong_line(void **state)
{
    (void)state;
    char text[1024];
    snprintf(text, sizeof text, HEADER "[grid]\nscenario = beginner\nmotives = %0400d\n", 0);
    const char *path = write_file("long.ini", text);
    Campaign c;
    char err[CAMPAIGN_ERR_MAX], want[300];
    assert_int_equal(campaign_load(&c, &cat, path, NULL, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:7: line longer than", path);
    assert_non_null(strstr(err, want));
}

static void test_missing_file(void **state)
{
    (void)state;
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_load(&c, &cat, "/nonexistent/x.ini", NULL, err, sizeof err), -1);
    assert_string_equal(err, "/nonexistent/x.ini: cannot open: No such file or directory");
}

static const struct {
    CampaignFlags flags;
    const char *message;
} bad_flags[] = {
    {{.motives = "Maniac,Sadistic"}, "--motives: motives: unknown motive 'Sadistic'"},
    {{.scenario = "atlantis"}, "--scenario: unknown scenario 'atlantis'"},
    {{.detective = "sherlock"}, "--detective: "},
    {{.murderer = "random:x=1"}, "--murderer: "},
    {{.games = "ten"}, "--games: games must be a whole number from 1 to 4294967295, not 'ten'"},
    {{.seed = "1e9"}, "--seed: seed must be a whole number from 0 to 2^64-1, not '1e9'"},
    {{.scenario = "t-men", .scenario_rules = "2"}, "--scenario-rules: scenario_rules must be a whole number from 0 to 1, not '2'"},
};

static void test_bad_flags_name_the_flag(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_flags / sizeof bad_flags[0]; i++) {
        Campaign c;
        char err[CAMPAIGN_ERR_MAX] = "";
        int rc = campaign_from_flags(&c, &cat, &bad_flags[i].flags, err, sizeof err);
        if (rc != -1 || strncmp(err, bad_flags[i].message, strlen(bad_flags[i].message)) != 0)
            fail_msg("case %zu: rc %d, message '%s', expected '%s'", i, rc, err, bad_flags[i].message);
    }
    /* Cell flags do not mix with a campaign file. */
    const char *path = write_file("mix.ini", HEADER GRID);
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    CampaignFlags mix = {.detective = "random"};
    assert_int_equal(campaign_load(&c, &cat, path, &mix, err, sizeof err), -1);
    assert_non_null(strstr(err, "--detective: cannot be combined with a campaign file"));
}

/* Load every .ini of folder (scenarios/ladders, scenarios/campaigns) by the
 * path prefix/folder/NAME; returns the number of files. */
static int load_folder(const char *folder, const char *prefix)
{
    char from[512];
    snprintf(from, sizeof from, "%s/%s", prefix, folder);
    DIR *d = opendir(from);
    assert_non_null(d);
    int files = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".ini") != 0)
            continue;
        char path[1024], err[CAMPAIGN_ERR_MAX];
        snprintf(path, sizeof path, "%s/%s", from, e->d_name);
        Campaign c;
        if (campaign_load(&c, &cat, path, NULL, err, sizeof err))
            fail_msg("%s", err);
        assert_true(c.n_cells >= 1);
        for (int i = 0; i < c.n_specs; i++) /* from the source folder, the specs the databases hold */
            if (strcmp(prefix, ".") == 0 && strstr(c.spec[i], "model="))
                assert_non_null(strstr(c.spec[i], "model=scenarios/models/"));
        campaign_free(&c);
        files++;
    }
    closedir(d);
    return files;
}

/* Every ladder file shipped (scenarios/ladders/, docs/ladder.md) is a campaign
 * file that loads as it stands: a ladder added or edited there cannot reach a
 * user with a bad key or a model path that does not resolve. */
static void test_shipped_ladders_load(void **state)
{
    (void)state;
    /* beginner.ini, noir.ini and the ISMCTS ones at the time of writing */
    assert_true(load_folder("scenarios/ladders", ".") >= 11);
}

/* The shipped ladders and campaigns name their model files relative to
 * themselves (docs/campaign.md, "Model files"): they load from the source
 * folder, where the specs read model=scenarios/models/... as before, and
 * from any other folder. */
static void test_shipped_files_load_from_another_folder(void **state)
{
    (void)state;
    int here = load_folder("scenarios/ladders", ".") + load_folder("scenarios/campaigns", ".");
    assert_int_equal(chdir(dir), 0);
    int there = load_folder("scenarios/ladders", source) + load_folder("scenarios/campaigns", source);
    assert_int_equal(here, there);
}

/* A model path is tried beside the campaign file first, then as given (from
 * the working folder); the path kept is shortened; one that is neither is
 * refused at its line, and so is one too long for a SPEC value. */
static void test_model_paths_resolve_beside_the_file(void **state)
{
    (void)state;
    char sub[300], model[400], want[600], err[CAMPAIGN_ERR_MAX];
    snprintf(sub, sizeof sub, "%s/m", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    snprintf(model, sizeof model, "cp scenarios/models/heuristic.model %s/h.model", sub);
    assert_int_equal(system(model), 0);
    Campaign c;
    const char *path = write_file("beside.ini", HEADER "[grid]\nscenario = beginner\nmotives = logic\n"
                                                       "detective = heuristic:model=./m/../m/h.model\n"
                                                       "detective = heuristic:model=scenarios/models/bluff.model\n"
                                                       "murderer = random\n");
    if (campaign_load(&c, &cat, path, NULL, err, sizeof err))
        fail_msg("%s", err);
    snprintf(want, sizeof want, "heuristic:model=%s/m/h.model", dir);
    assert_string_equal(c.spec[c.cell[0].detective], want);
    assert_string_equal(c.spec[c.cell[1].detective], "heuristic:model=scenarios/models/bluff.model");
    campaign_free(&c);

    path = write_file("missing.ini", HEADER "[grid]\nscenario = beginner\nmotives = logic\n"
                                            "detective = heuristic:model=m/none.model\nmurderer = random\n");
    assert_int_equal(campaign_load(&c, &cat, path, NULL, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:8: ", path);
    assert_non_null(strstr(err, want));
    assert_non_null(strstr(err, "m/none.model"));

    char deep[600], copy[700];
    snprintf(deep, sizeof deep, "%s/%0240d", dir, 0); /* its models' paths are longer than a SPEC value */
    assert_int_equal(mkdir(deep, 0700), 0);
    snprintf(copy, sizeof copy, "cp scenarios/models/heuristic.model %s/h.model", deep);
    assert_int_equal(system(copy), 0);
    strcat(deep, "/deep.ini");
    FILE *f = fopen(deep, "w");
    assert_non_null(f);
    fputs(HEADER "[grid]\nscenario = beginner\nmotives = logic\ndetective = heuristic:model=h.model\n"
                 "murderer = random\n", f);
    fclose(f);
    assert_int_equal(campaign_load(&c, &cat, deep, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "deep.ini:8: model file 'h.model' is '"));
    assert_non_null(strstr(err, "longer than the 255 characters a policy value holds"));
}

/* campaign_path_join: the folder joined and ".." folded lexically. */
static void test_paths_join_and_shorten(void **state)
{
    (void)state;
    static const char *const cases[][3] = {
        {"scenarios/ladders", "../models/h.model", "scenarios/models/h.model"},
        {"/a/b", "../../../c", "/c"},
        {"", "./x", "x"},
        {"a", "../../x", "../x"},
        {"../a", "..", ".."},
        {"a/b", "..", "a"},
        {"a", "..", "."},
        {"a", "/abs//p", "/abs/p"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char out[64];
        assert_int_equal(campaign_path_join(cases[i][0], cases[i][1], out, sizeof out), 0);
        assert_string_equal(out, cases[i][2]);
    }
    char small[8];
    assert_int_equal(campaign_path_join("folder", "file.ini", small, sizeof small), -1);
}

/* REFERENCE §7: scenario_rules = 0, 1 plays a scenario with and without its
 * rules on the same deals (one cell seed); a scenario without rules of its
 * own gets one cell; the default is the rules on; the flag sets one cell. */
static void test_scenario_rules_pair_cells_on_the_same_deals(void **state)
{
    (void)state;
    const char *path = write_file("rules.ini", HEADER "[grid]\nscenario = t-men, beginner\nmotives = logic\n"
                                                      "scenario_rules = 0, 1\ndetective = random\nmurderer = random\n");
    Campaign c;
    char err[CAMPAIGN_ERR_MAX], sw[128];
    if (campaign_load(&c, &cat, path, NULL, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(c.n_cells, 3); /* t-men off, t-men on, beginner */
    assert_int_equal(itk_cell_params(&c, 0)->sw.no_scenario_rules, 1);
    assert_int_equal(itk_cell_params(&c, 1)->sw.no_scenario_rules, 0);
    assert_int_equal(itk_cell_params(&c, 2)->sw.no_scenario_rules, 0);
    assert_true(c.cell[0].seed == c.cell[1].seed);
    itk_switches_format(itk_cell_params(&c, 0)->sw, sw, sizeof sw);
    assert_string_equal(sw, "scenario_rules=0");
    itk_switches_format(itk_cell_params(&c, 1)->sw, sw, sizeof sw);
    assert_string_equal(sw, "standard");
    assert_int_equal(itk_cell_params(&c, 0)->layout->rules, RULE_STAKEOUT);
    campaign_free(&c);

    CampaignFlags off = {.scenario = "split-second", .scenario_rules = "0"};
    assert_int_equal(campaign_from_flags(&c, &cat, &off, err, sizeof err), 0);
    assert_int_equal(c.n_cells, 1);
    assert_int_equal(itk_cell_params(&c, 0)->sw.no_scenario_rules, 1);
    campaign_free(&c);
    CampaignFlags dflt = {.scenario = "split-second"};
    assert_int_equal(campaign_from_flags(&c, &cat, &dflt, err, sizeof err), 0);
    assert_int_equal(itk_cell_params(&c, 0)->sw.no_scenario_rules, 0);
    campaign_free(&c);
}

/* 10' to Kill's score weights and tie-break (T20, T21) are campaign axes
 * that share deals: every cell has the defaults' seed, which is the seed
 * campaigns gave the defaults before these keys were axes (the rules
 * campaign's 4-scope cell), and a key at its default stays out of the text. */
static void test_tenkill_score_axes_share_the_defaults_deals(void **state)
{
    (void)state;
    const char *path = write_file("score.ini", HEADER "game = tenkill\n[grid]\nscore.hitman = 3, 1\n"
                                                      "tiebreak = shared, targets\np0 = random\np1 = random\n"
                                                      "p2 = random\np3 = random\n");
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    if (campaign_load(&c, &cat, path, NULL, err, sizeof err))
        fail_msg("%s", err);
#define TENKILL_DEFAULTS                                                                                          \
    "players=4,layout=square4,scopes=4,scope_place=pinwheel,police=8,move=any,pass=0,sniper_gaps=1,"             \
    "sniper_block=0,police_kill=0,flee=any,police_flee=0,police_empty=none,self_suspect=1,other_target=innocent," \
    "max_rounds=40"
    assert_int_equal(c.n_cells, 4); /* tiebreak before score.hitman in the table: the latter changes fastest */
    assert_string_equal(c.setup[0], TENKILL_DEFAULTS);
    assert_string_equal(c.setup[1], TENKILL_DEFAULTS ",score.hitman=1");
    assert_string_equal(c.setup[2], TENKILL_DEFAULTS ",tiebreak=targets");
    assert_string_equal(c.setup[3], TENKILL_DEFAULTS ",tiebreak=targets,score.hitman=1");
#undef TENKILL_DEFAULTS
    for (int i = 0; i < c.n_cells; i++)
        assert_true(c.cell[i].seed == 0xc3dd7c12085b6bb5ULL);
    campaign_free(&c);
}

/* A layout file whose key is a catalog layout's but whose contents differ. */
static void test_two_layouts_with_one_key_are_refused(void **state)
{
    (void)state;
    FILE *in = fopen("scenarios/beginner.ini", "r");
    assert_non_null(in);
    char text[8192];
    size_t n = fread(text, 1, sizeof text - 1, in);
    text[n] = '\0';
    fclose(in);
    char *police = strstr(text, "police = 5, 14");
    assert_non_null(police);
    memcpy(police, "police = 5, 13", 14);
    write_file("beginner.ini", text);
    const char *path = write_file("clash.ini", HEADER "[grid]\nscenario = beginner, beginner.ini\nmotives = logic\n"
                                                      "detective = random\nmurderer = random\n");
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_load(&c, &cat, path, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "clash.ini:6: scenario 'beginner.ini' is a different layout with the key 'beginner'"));
}

/* ---- the shipped examples ---- */

static void test_example_campaigns_load(void **state)
{
    (void)state;
    static const char *const files[] = {"scenarios/campaigns/default.ini", "scenarios/campaigns/quick.ini",
                                        "scenarios/campaigns/motive-pairs.ini", "scenarios/campaigns/advice.ini",
                                        "scenarios/campaigns/noir.ini", "scenarios/campaigns/noir-strong.ini",
                                        "scenarios/campaigns/noir-search.ini", "scenarios/campaigns/rule-effects.ini",
                                        "scenarios/campaigns/ties.ini", "scenarios/campaigns/noir-search-cheap.ini"};
    /* default: 12 + the 5 scenarios with rules, rules off; advice: 12 setups at two skill levels;
     * noir: 3 modes x (5x5, 6x6 x 2 kill targets + 4x4's 3) + 3 modes x 4 switches, noir-strong the
     * first 21 of them, noir-search the same 21 setups for the search players; rule-effects: 5 scenarios x
     * rules on, off; ties: 3 settings x 2 Detectives x 3 tie orders; noir-search-cheap noir-search's 21
     * setups, each side at its cheaper setting where that was measured as strong */
    static const int cells[] = {17, 8, 15, 24, 33, 21, 21, 10, 18, 21};
    for (int i = 0; i < 10; i++) {
        Campaign c;
        char err[CAMPAIGN_ERR_MAX];
        if (campaign_load(&c, &cat, files[i], NULL, err, sizeof err))
            fail_msg("%s", err);
        assert_int_equal(c.n_cells, cells[i]);
        campaign_free(&c);
    }
    /* noir-search-cheap: in Citizen's Arrest on 5x5 and 6x6 the Inspector is the default search (the cheap
     * one lost 6.6 to 11.2 points there), the Killer the cheap one. */
    Campaign n;
    char nerr[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_load(&n, &cat, "scenarios/campaigns/noir-search-cheap.ini", NULL, nerr, sizeof nerr), 0);
    int citizens = 0;
    for (int i = 0; i < n.n_cells; i++)
        if (strstr(n.setup[i], "mode=citizens,grid=5") || strstr(n.setup[i], "mode=citizens,grid=6")) {
            assert_string_equal(n.spec[n.cell[i].detective], "ismcts:iterations=300");
            assert_string_equal(n.spec[n.cell[i].murderer], "ismcts:iterations=1000,depth=8,leaf=fit");
            citizens++;
        }
    assert_int_equal(citizens, 4);
    campaign_free(&n);
    /* The README's main job: beginner layout, first Logic game's motives, at
     * least 20,000 games per cell, every pair of random and heuristic. */
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_load(&c, &cat, "scenarios/campaigns/default.ini", NULL, err, sizeof err), 0);
    assert_true(c.games >= 20000);
    assert_string_equal(itk_cell_params(&c, 0)->layout->key, "beginner");
    assert_int_equal(itk_cell_params(&c, 0)->motives, set_of("Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist"));
    static const char *const pairs[4][2] = {
        {"random", "random"}, {"random", "heuristic"}, {"heuristic", "random"}, {"heuristic", "heuristic"}};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(itk_cell_params(&c, i)->motives, itk_cell_params(&c, 0)->motives);
        assert_string_equal(c.spec[c.cell[i].detective], pairs[i][0]);
        assert_string_equal(c.spec[c.cell[i].murderer], pairs[i][1]);
    }
    /* ... and every scenario's layout with its Logic motives, heuristic against heuristic. */
    for (int i = 4; i < c.n_cells; i++) {
        assert_string_not_equal(itk_cell_params(&c, i)->layout->key, "beginner");
        assert_int_equal(itk_cell_params(&c, i)->motives, itk_cell_params(&c, i)->layout->logic_motives);
        assert_string_equal(c.spec[c.cell[i].detective], "heuristic");
        assert_string_equal(c.spec[c.cell[i].murderer], "heuristic");
    }
    assert_int_equal(layouts(&c), 9);
    campaign_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cells_are_the_cartesian_product_in_file_order),
        cmocka_unit_test(test_k_subsets),
        cmocka_unit_test(test_grids_add_up_and_layout_files_resolve),
        cmocka_unit_test(test_cell_seed_is_a_hash_of_the_setup),
        cmocka_unit_test(test_row_sample_is_a_function_of_the_seed),
        cmocka_unit_test(test_configuration_changes_with_seed_and_games_only_when_they_change),
        cmocka_unit_test(test_flags_make_one_cell_with_defaults),
        cmocka_unit_test(test_bad_files_name_file_and_line),
        cmocka_unit_test(test_overlong_line),
        cmocka_unit_test(test_missing_file),
        cmocka_unit_test(test_bad_flags_name_the_flag),
        cmocka_unit_test(test_two_layouts_with_one_key_are_refused),
        cmocka_unit_test(test_example_campaigns_load),
        cmocka_unit_test(test_shipped_ladders_load),
        cmocka_unit_test_teardown(test_shipped_files_load_from_another_folder, back_home),
        cmocka_unit_test(test_model_paths_resolve_beside_the_file),
        cmocka_unit_test(test_paths_join_and_shorten),
        cmocka_unit_test(test_scenario_rules_pair_cells_on_the_same_deals),
        cmocka_unit_test(test_tenkill_score_axes_share_the_defaults_deals),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
