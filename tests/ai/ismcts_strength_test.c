/*
 * ismcts_strength_test.c — how strong ISMCTS plays (ai/ismcts_itk.h,
 * ismcts_strength), on the beginner setup, all rows on common seeds, Detective
 * win rates with Wilson 95% intervals that must not overlap:
 *
 *   - the ISMCTS Detective gets stronger with iterations (10 -> 300) against
 *     the heuristic Murderer;
 *   - the ISMCTS Murderer with heuristic rollouts gets stronger with
 *     iterations (5 -> 40) against the heuristic Detective, and at 40 it
 *     beats the heuristic Murderer against the same Detective.
 *
 * The budgets are small to keep the suite short; docs/ismcts.md has the long
 * runs.  ISMCTS_STRENGTH_GAMES (a compile definition) is the number of games
 * per row: the optimised build plays enough for the intervals to separate; the
 * sanitizer and Debug builds play a few games and check only that the rows
 * were played.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "ai/ismcts_itk.h"
#include "sim/data/catalog.h"

#ifndef ISMCTS_STRENGTH_GAMES
#define ISMCTS_STRENGTH_GAMES 80
#endif
#ifndef ISMCTS_STRENGTH_CHECK
#define ISMCTS_STRENGTH_CHECK 1
#endif

enum { SEED = 5005 };

static Catalog cat;

static int setup(void **state)
{
    (void)state;
    char err[CATALOG_ERR_MAX];
    if (catalog_load(&cat, catalog_default_dir(), err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

static void play(StrengthRow *rows, int n)
{
    const Layout *beginner = catalog_layout(&cat, "beginner");
    MatchConfig cfg = {.deck = &cat.deck, .layout = beginner, .motives = beginner->logic_motives};
    assert_int_equal(ismcts_strength(&cfg, ISMCTS_STRENGTH_GAMES, SEED, rows, n), 0);
    for (int i = 0; i < n; i++) {
        printf("  %-40s vs %-40s  %.3f [%.3f, %.3f]  n=%ld\n", rows[i].detective, rows[i].murderer, rows[i].rate,
               rows[i].lo, rows[i].hi, rows[i].games);
        assert_int_equal(rows[i].games, ISMCTS_STRENGTH_GAMES);
    }
}

/* Row a's Detective wins significantly more often than row b's. */
static void assert_above(const StrengthRow *a, const StrengthRow *b)
{
    if (ISMCTS_STRENGTH_CHECK && !(a->lo > b->hi))
        fail_msg("%s vs %s [%.3f, %.3f] is not above %s vs %s [%.3f, %.3f]", a->detective, a->murderer, a->lo,
                 a->hi, b->detective, b->murderer, b->lo, b->hi);
}

static void test_detective_grows_with_iterations(void **state)
{
    (void)state;
    StrengthRow rows[] = {
        {.detective = "ismcts:iterations=10", .murderer = "heuristic"},
        {.detective = "ismcts:iterations=300", .murderer = "heuristic"},
    };
    play(rows, 2);
    assert_above(&rows[1], &rows[0]);
}

static void test_murderer_grows_and_beats_the_heuristic(void **state)
{
    (void)state;
    StrengthRow rows[] = {
        {.detective = "heuristic", .murderer = "ismcts:iterations=5,rollout=heuristic"},
        {.detective = "heuristic", .murderer = "ismcts:iterations=40,rollout=heuristic"},
        {.detective = "heuristic", .murderer = "heuristic"},
    };
    play(rows, 3);
    assert_above(&rows[0], &rows[1]); /* the stronger Murderer lets the Detective win less */
    assert_above(&rows[2], &rows[1]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_detective_grows_with_iterations),
        cmocka_unit_test(test_murderer_grows_and_beats_the_heuristic),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
