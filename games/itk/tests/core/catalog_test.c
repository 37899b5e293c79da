/*
 * catalog_test — the game data in scenarios/ (REFERENCE.md §1-§4) and the
 * loader's error messages for malformed files (games/itk/tests/core/fixtures/): every
 * one must read "FILE:LINE: problem", or "FILE: problem" for a problem of
 * the file as a whole, and leave the output untouched.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/data/catalog.h"

#define FIXTURES "games/itk/tests/core/fixtures/"

static Catalog cat; /* scenarios/, loaded once */

static int load_scenarios(void **state)
{
    char err[CATALOG_ERR_MAX];
    (void)state;
    if (itk_catalog_load(&cat, "scenarios", err, sizeof err) != 0) {
        print_error("%s\n", err);
        return -1;
    }
    return 0;
}

static BlockSet blocks(int a, int b)
{
    return (BlockSet)((1u << a) | (1u << b));
}

static MotiveSet motive_bits(const int *m, int n)
{
    MotiveSet set = 0;
    for (int i = 0; i < n; i++)
        set |= (MotiveSet)(1u << m[i]);
    return set;
}

static const Layout *layout(const char *key)
{
    const Layout *l = itk_catalog_layout(&cat, key);
    assert_non_null(l);
    return l;
}

/* ---- the cards (REFERENCE §1, §2) ---- */

/* 54 cards; every one of the 2x3x3x3 trait combinations exactly once. */
static void test_deck_has_every_trait_combination_once(void **state)
{
    int seen[SEXES][AGES][BUILDS][HEIGHTS] = {{{{0}}}};
    (void)state;
    assert_int_equal(cat.deck.n, 54);
    for (int i = 0; i < cat.deck.n; i++) {
        const Card *c = &cat.deck.card[i];
        seen[c->sex][c->age][c->build][c->height]++;
    }
    for (int s = 0; s < SEXES; s++)
        for (int a = 0; a < AGES; a++)
            for (int b = 0; b < BUILDS; b++)
                for (int h = 0; h < HEIGHTS; h++)
                    assert_int_equal(seen[s][a][b][h], 1);
}

/* 9 groups of 6: 3 male and 3 female, two of each age, build and height;
 * numbered in the order of first appearance (docs/engine.md). */
static void test_nine_groups_of_six(void **state)
{
    (void)state;
    assert_int_equal(cat.n_groups, GROUPS);
    assert_string_equal(cat.group_name[0], "Criminals");
    assert_string_equal(cat.group_name[1], "Labor");
    for (int g = 0; g < GROUPS; g++) {
        int members = 0, male = 0, age[AGES] = {0}, build[BUILDS] = {0}, height[HEIGHTS] = {0};
        for (int i = 0; i < cat.deck.n; i++) {
            const Card *c = &cat.deck.card[i];
            if (c->group != g)
                continue;
            members++;
            male += c->sex == SEX_MALE;
            age[c->age]++;
            build[c->build]++;
            height[c->height]++;
        }
        assert_int_equal(members, 6);
        assert_int_equal(male, 3);
        for (int v = 0; v < 3; v++) {
            assert_int_equal(age[v], 2);
            assert_int_equal(build[v], 2);
            assert_int_equal(height[v], 2);
        }
    }
}

static void test_card_traits_and_lookups(void **state)
{
    (void)state;
    int i = itk_catalog_card(&cat, "state attorney");
    assert_true(i >= 0);
    const Card *c = &cat.deck.card[i];
    assert_string_equal(c->name, "State Attorney");
    assert_int_equal(c->group, itk_catalog_group(&cat, "Authority"));
    assert_int_equal(c->sex, SEX_MALE);
    assert_int_equal(c->age, AGE_40);
    assert_int_equal(c->build, BUILD_HEAVY);
    assert_int_equal(c->height, HEIGHT_MEDIUM);
    assert_int_equal(itk_catalog_group(&cat, "jet set"), itk_catalog_group(&cat, "Jet Set"));
    assert_int_equal(itk_catalog_card(&cat, "Plumber"), -1);
    assert_int_equal(itk_catalog_group(&cat, "Plumbers"), -1);
}

/* ---- motives (REFERENCE §3) ---- */

static void test_motive_names_and_keys(void **state)
{
    (void)state;
    assert_string_equal(cat.motive_name[MOTIVE_MANIAC], "Maniac");
    assert_string_equal(cat.motive_name[MOTIVE_CULTIST], "Cultist");
    for (int m = 0; m < MOTIVES; m++) {
        assert_int_equal(itk_catalog_motive(&cat, cat.motive_name[m]), m);
        assert_int_equal(itk_catalog_motive(&cat, itk_motive_key(m)), m);
    }
    assert_int_equal(itk_catalog_motive(&cat, "PSYCHOPATH"), MOTIVE_PSYCHOPATH);
    assert_int_equal(itk_catalog_motive(&cat, "Poisoner"), -1);
}

static void test_motive_set_parse_and_format(void **state)
{
    char err[CATALOG_ERR_MAX], text[256];
    MotiveSet set = 0;
    (void)state;
    assert_int_equal(itk_catalog_motive_set(&cat, " cutthroat, Maniac ,SADIST", &set, err, sizeof err), 0);
    assert_int_equal(set, (1u << MOTIVE_MANIAC) | (1u << MOTIVE_SADIST) | (1u << MOTIVE_CUTTHROAT));
    itk_catalog_motive_set_format(&cat, set, text, sizeof text);
    assert_string_equal(text, "Maniac,Sadist,Cutthroat");

    itk_catalog_motive_set_format(&cat, (MotiveSet)((1u << MOTIVES) - 1), text, 12);
    assert_string_equal(text, "Maniac"); /* cut short between names, terminated */
}

static void test_motive_set_errors(void **state)
{
    char err[CATALOG_ERR_MAX];
    MotiveSet set = 0x1234;
    (void)state;
    assert_int_equal(itk_catalog_motive_set(&cat, "Maniac, Poisoner", &set, err, sizeof err), -1);
    assert_string_equal(err, "unknown motive 'Poisoner'");
    assert_int_equal(itk_catalog_motive_set(&cat, "  ", &set, err, sizeof err), -1);
    assert_string_equal(err, "empty motive list");
    assert_int_equal(itk_catalog_motive_set(&cat, "Maniac,,Sadist", &set, err, sizeof err), -1);
    assert_string_equal(err, "unknown motive ''");
    assert_int_equal(itk_catalog_motive_set(&cat, "maniac,Maniac", &set, err, sizeof err), -1);
    assert_non_null(strstr(err, "twice"));
    assert_int_equal(set, 0x1234);
}

/* ---- layouts (REFERENCE §4) ---- */

static void test_nine_layouts_sorted_by_key(void **state)
{
    static const char *const keys[] = {
        "beginner", "doa", "on-dangerous-ground", "panic-in-the-streets", "split-second",
        "stranger-on-the-third-floor", "t-men", "the-street-with-no-name", "touch-of-evil",
    };
    (void)state;
    assert_int_equal(cat.n_layouts, 9);
    for (int i = 0; i < 9; i++)
        assert_string_equal(cat.layout[i].key, keys[i]);
    assert_ptr_equal(itk_catalog_layout(&cat, "T-MEN"), itk_catalog_layout(&cat, "t-men"));
    assert_ptr_equal(itk_catalog_layout(&cat, "the street with no name"),
                     itk_catalog_layout(&cat, "the-street-with-no-name"));
    assert_string_equal(layout("doa")->name, "D.O.A.");
    assert_null(itk_catalog_layout(&cat, "the-big-sleep"));
}

/* Rulebook Setup steps 4, 8, 9: Police {5,14}, Diner {7,9}, Hospital {2,11},
 * Fire {0,12}; 2 civilians in each corner, 1 elsewhere; the first Logic set. */
static void test_beginner_layout(void **state)
{
    static const uint8_t count[CITY_BLOCKS] = {2, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 2};
    static const int first_logic[] = {MOTIVE_MANIAC, MOTIVE_SADIST, MOTIVE_CUTTHROAT,
                                      MOTIVE_VIGILANTE, MOTIVE_KILLER, MOTIVE_TERRORIST};
    (void)state;
    const Layout *l = layout("beginner");
    assert_string_equal(l->name, "Beginner");
    assert_int_equal(l->building[BUILDING_POLICE], blocks(5, 14));
    assert_int_equal(l->building[BUILDING_DINER], blocks(7, 9));
    assert_int_equal(l->building[BUILDING_HOSPITAL], blocks(2, 11));
    assert_int_equal(l->building[BUILDING_FIRE], blocks(0, 12));
    assert_memory_equal(l->count, count, sizeof count);
    assert_int_equal(l->motives, motive_bits(first_logic, 6));
    assert_int_equal(l->logic_motives, l->motives);
    for (int g = 0; g < GROUPS; g++)
        assert_int_equal(l->quota[g], -1);
    assert_int_equal(l->rest_each, 0);
    assert_int_equal(l->rest_groups, 0);
    assert_int_equal(l->required_card, -1);
}

/* T-Men: Logic mode drops the struck-out Maniac and Robber. */
static void test_t_men(void **state)
{
    static const int logic[] = {MOTIVE_SPY, MOTIVE_CUTTHROAT, MOTIVE_PSYCHOPATH,
                                MOTIVE_VIGILANTE, MOTIVE_TERRORIST, MOTIVE_SADIST};
    static const uint8_t count[CITY_BLOCKS] = {2, 1, 1, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    (void)state;
    const Layout *l = layout("t-men");
    assert_int_equal(l->logic_motives, motive_bits(logic, 6));
    assert_int_equal(l->motives,
                     l->logic_motives | (1u << MOTIVE_MANIAC) | (1u << MOTIVE_ROBBER));
    assert_int_equal(l->building[BUILDING_POLICE], blocks(1, 14));
    assert_int_equal(l->building[BUILDING_HOSPITAL], blocks(3, 4));
    assert_memory_equal(l->count, count, sizeof count);
    assert_int_equal(l->rules, RULE_STAKEOUT); /* REFERENCE §7, R18 */
    assert_non_null(strstr(l->unsimulated, "Murderer card"));
    assert_int_equal(layout("split-second")->rules, RULE_EVACUATION);
    assert_int_equal(layout("the-street-with-no-name")->rules, RULE_AGENT);
    assert_int_equal(layout("doa")->rules, RULE_DOA); /* R19 */
}

/* Every layout: 20 civilians, at most 3 per block, 2 buildings of each type
 * on 8 different blocks (rulebook "Buildings"), Logic motives within the set. */
static void test_every_layout_is_playable(void **state)
{
    (void)state;
    for (int i = 0; i < cat.n_layouts; i++) {
        const Layout *l = &cat.layout[i];
        int sum = 0;
        BlockSet all = 0;
        for (int b = 0; b < CITY_BLOCKS; b++) {
            assert_true(l->count[b] <= BLOCK_CAPACITY);
            sum += l->count[b];
        }
        assert_int_equal(sum, CIVILIANS);
        for (int t = 0; t < BUILDINGS; t++) {
            assert_int_equal(bits_count(l->building[t]), 2);
            all |= l->building[t];
        }
        assert_int_equal(bits_count(all), 8);
        assert_int_equal(l->logic_motives & ~l->motives, 0);
        assert_true(bits_count(l->motives) == 6 || bits_count(l->motives) == 8);
    }
}

/* Scenarios without a Logic list use the full list in Logic mode. */
static void test_scenarios_without_logic_list(void **state)
{
    static const char *const keys[] = {"doa", "panic-in-the-streets", "split-second"};
    (void)state;
    for (int i = 0; i < 3; i++) {
        const Layout *l = layout(keys[i]);
        assert_int_equal(bits_count(l->motives), 8);
        assert_int_equal(l->logic_motives, l->motives);
    }
}

/* The scenarios' civilian rules (REFERENCE §4, R15). */
static void test_draw_rules(void **state)
{
    (void)state;
    const Layout *doa = layout("doa");
    assert_int_equal(doa->required_card, itk_catalog_card(&cat, "Benefactor"));
    assert_int_equal(doa->quota[0], -1);

    const Layout *panic = layout("panic-in-the-streets");
    for (int g = 0; g < GROUPS; g++) {
        const char *name = cat.group_name[g];
        int quota = strcmp(name, "Immigrants") == 0 || strcmp(name, "Medicine") == 0 ||
                    strcmp(name, "Outcasts") == 0 || strcmp(name, "Labor") == 0 ? 5 : -1;
        assert_int_equal(panic->quota[g], quota);
    }
    assert_int_equal(panic->rest_groups, 0);

    const Layout *street = layout("the-street-with-no-name");
    for (int g = 0; g < GROUPS; g++)
        assert_int_equal(street->quota[g], strcmp(cat.group_name[g], "Criminals") == 0 ? 6 : -1);
    assert_int_equal(street->rest_each, 2);
    assert_int_equal(street->rest_groups, 7);
    assert_int_equal(street->required_card, -1);
}

/* --scenario FILE: a layout outside the data directory, keyed by its stem. */
static void test_layout_load_file(void **state)
{
    char err[CATALOG_ERR_MAX];
    Layout l;
    (void)state;
    assert_int_equal(itk_layout_load_file(&cat, "scenarios/touch-of-evil.ini", &l, err, sizeof err), 0);
    assert_string_equal(l.key, "touch-of-evil");
    assert_memory_equal(&l, layout("touch-of-evil"), sizeof l);
}

static void test_default_dir(void **state)
{
    (void)state;
    setenv("NOIRLAB_DATA", "/srv/itk-data", 1);
    assert_string_equal(itk_catalog_default_dir(), "/srv/itk-data");
    unsetenv("NOIRLAB_DATA");
    const char *dir = itk_catalog_default_dir();
    assert_string_equal(dir + strlen(dir) - strlen("/scenarios"), "/scenarios");
}

/* ---- malformed files ---- */

typedef struct BadFile {
    const char *file; /* under games/itk/tests/core/fixtures/ */
    int line;         /* 0: a problem of the whole file */
    const char *word; /* in the reason */
} BadFile;

/* Load a fixture with the loader its name calls for; the output must be
 * untouched and err must read "PATH:LINE: ...WORD...". */
static void test_bad_file(void **state)
{
    const BadFile *bad = *state;
    char path[256], prefix[300], err[CATALOG_ERR_MAX] = "";
    int r;

    snprintf(path, sizeof path, FIXTURES "%s", bad->file);
    if (strncmp(bad->file, "layout-", 7) == 0) {
        Layout out, before;
        memset(&out, 0x5a, sizeof out);
        before = out;
        r = itk_layout_load_file(&cat, path, &out, err, sizeof err);
        assert_memory_equal(&out, &before, sizeof out);
    } else {
        static Catalog copy;
        copy = cat;
        r = strncmp(bad->file, "motives-", 8) == 0
                ? itk_catalog_load_motives(&copy, path, err, sizeof err)
                : itk_catalog_load_civilians(&copy, path, err, sizeof err);
        assert_memory_equal(&copy, &cat, sizeof cat);
    }
    assert_int_equal(r, -1);
    if (bad->line > 0)
        snprintf(prefix, sizeof prefix, "%s:%d: ", path, bad->line);
    else
        snprintf(prefix, sizeof prefix, "%s: ", path);
    if (strncmp(err, prefix, strlen(prefix)) != 0)
        fail_msg("'%s' does not start with '%s'", err, prefix);
    if (strstr(err + strlen(prefix), bad->word) == NULL)
        fail_msg("'%s' does not say '%s'", err, bad->word);
}

static const BadFile columns = {"civilians-columns.csv", 4, "6 columns, expected 7"};
static const BadFile sex = {"civilians-sex.csv", 4, "sex 'X'"};
static const BadFile age = {"civilians-age.csv", 4, "age '30'"};
static const BadFile duplicate = {"civilians-duplicate.csv", 4, "duplicate occupation 'Fence'"};
static const BadFile header = {"civilians-header.csv", 1, "header"};
static const BadFile few_groups = {"civilians-groups.csv", 0, "groups"};
static const BadFile unknown_key = {"motives-unknown.csv", 3, "unknown motive key 'poisoner'"};
static const BadFile missing_motive = {"motives-missing.csv", 0, "no row for motive 'cultist'"};
static const BadFile sum = {"layout-sum.ini", 10, "adds up to 19"};
static const BadFile count4 = {"layout-count4.ini", 10, "block 0 gets 4 civilians"};
static const BadFile motive = {"layout-motive.ini", 12, "unknown motive 'Poisoner'"};
static const BadFile block16 = {"layout-block16.ini", 5, "block 16"};
static const BadFile quota_group = {"layout-quota-group.ini", 14, "unknown group 'Plumbers'"};
static const BadFile quota_sum = {"layout-quota-sum.ini", 14, "give 18 civilians"};
static const BadFile logic = {"layout-logic.ini", 13, "'Spy' is not in the 'all' list"};
static const BadFile syntax = {"layout-syntax.ini", 5, "key = value"};
static const BadFile missing_key = {"layout-missing-key.ini", 0, "missing key 'fire'"};
static const BadFile unknown = {"layout-unknown-key.ini", 13, "unknown key 'logik'"};
static const BadFile rule = {"layout-rule.ini", 14,
                             "unknown scenario rule 'teleport' (stakeout, benefactor, bomb, agent, evacuation)"};
static const BadFile benefactor = {"layout-benefactor.ini", 14, "the benefactor rule (R19) needs 'required = Benefactor'"};
static const BadFile no_layout = {"no-such-layout.ini", 0, "cannot open"};
static const BadFile no_csv = {"no-such-civilians.csv", 0, "cannot open"};

/* A directory without the data: the first file it needs is named, and the
 * catalog is left as it was. */
static void test_missing_directory(void **state)
{
    static Catalog copy;
    char err[CATALOG_ERR_MAX];
    (void)state;
    copy = cat;
    assert_int_equal(itk_catalog_load(&copy, FIXTURES "no-such-dir", err, sizeof err), -1);
    assert_string_equal(err, FIXTURES "no-such-dir/motives.csv: cannot open: No such file or directory");
    assert_memory_equal(&copy, &cat, sizeof cat);
}

/* One test per fixture, named after it. */
#define BAD(c) {"bad_file_" #c, test_bad_file, NULL, NULL, (void *)&c}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deck_has_every_trait_combination_once),
        cmocka_unit_test(test_nine_groups_of_six),
        cmocka_unit_test(test_card_traits_and_lookups),
        cmocka_unit_test(test_motive_names_and_keys),
        cmocka_unit_test(test_motive_set_parse_and_format),
        cmocka_unit_test(test_motive_set_errors),
        cmocka_unit_test(test_nine_layouts_sorted_by_key),
        cmocka_unit_test(test_beginner_layout),
        cmocka_unit_test(test_t_men),
        cmocka_unit_test(test_every_layout_is_playable),
        cmocka_unit_test(test_scenarios_without_logic_list),
        cmocka_unit_test(test_draw_rules),
        cmocka_unit_test(test_layout_load_file),
        cmocka_unit_test(test_default_dir),
        BAD(columns), BAD(sex), BAD(age), BAD(duplicate), BAD(header), BAD(few_groups),
        BAD(unknown_key), BAD(missing_motive),
        BAD(sum), BAD(count4), BAD(motive), BAD(block16), BAD(quota_group), BAD(quota_sum),
        BAD(logic), BAD(syntax), BAD(missing_key), BAD(unknown), BAD(rule), BAD(benefactor), BAD(no_layout), BAD(no_csv),
        cmocka_unit_test(test_missing_directory),
    };
    return cmocka_run_group_tests(tests, load_scenarios, NULL);
}
