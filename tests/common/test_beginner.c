/*
 * test_beginner.c — the beginner setup and policy creation (test_beginner.h).
 */
#include "test_beginner.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_catalog.h"

MatchConfig test_beginner;

int test_beginner_load(void **state)
{
    if (test_catalog_load(state))
        return -1;
    const Layout *l = catalog_layout(&test_catalog, "beginner");
    test_beginner = (MatchConfig){&test_catalog.deck, l, l->logic_motives, {0}};
    return 0;
}

void test_policy_create(Policy *p, const char *spec, int side)
{
    char err[256];
    if (policy_create(p, spec, side, err, sizeof err))
        fail_msg("%s", err);
}

/* The match observer keeps the position before the last action. */
typedef struct LastMove {
    Game before;
    Action a;
} LastMove;

static void keep_last(void *ctx, const Game *before, Action a)
{
    LastMove *last = ctx;
    last->before = *before;
    last->a = a;
}

void test_play_to_end(Policy *det, Policy *mur, uint64_t seed, Game *final)
{
    static LastMove last;
    MatchObserver obs = {.on_action = keep_last, .ctx = &last};
    GameResult r;
    assert_int_equal(match_play(&test_beginner, det, mur, seed, &r, &obs), 0);
    *final = last.before;
    game_apply(final, last.a);
}
