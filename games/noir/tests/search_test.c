/*
 * noir_search — the rollout horizon of NOIR's search (noir_ismcts.h):
 *
 *   race_by_hand   the leaf's score, the Inspector's chance in the race of
 *                  guesses, on beliefs worked by hand.
 *   horizon        a rollout with depth=N plays N plies and stops (the game
 *                  unfinished), with depth=0 plays to the end; a stopped
 *                  leaf is scored by the race, the two sides' rewards adding
 *                  to 1.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/noir/ai/noir_ismcts.h"
#include "games/noir/core/setup.h"

static NoirSuspects first(int n) { return ((NoirSuspects)1 << n) - 1; }

/* A dealt default game with the Inspector's belief about the Killer of k
 * suspects and the Killer's about the Inspector of j, `deaths` dead. */
static void leaf(NoirSearchState *st, int k, int j, int deaths)
{
    memset(st, 0, sizeof *st);
    st->g.p = noir_params_default(NOIR_DEFAULT_SIDE);
    st->g.deaths = (uint8_t)deaths;
    st->b[NOIR_INSPECTOR].killer = first(k);
    st->b[NOIR_KILLER].inspector = first(j);
}

static void race_by_hand(void **state)
{
    (void)state;
    NoirSearchState st;
    int target = noir_params_default(NOIR_DEFAULT_SIDE).kill_target;
    leaf(&st, 1, 20, 0); /* the Killer known: the next arrest wins */
    assert_true(noir_search_inspector_chance(&st) == 1.0);
    leaf(&st, 4, 1, 0); /* the Inspector known: only a first arrest of 1 in 4 comes first */
    assert_true(noir_search_inspector_chance(&st) == 0.25);
    leaf(&st, 2, 2, 0); /* T_I = 1 (1/2), or T_I = 2 = T_K (1/4) */
    assert_true(noir_search_inspector_chance(&st) == 0.75);
    leaf(&st, 2, 2, target - 1); /* one death to the target (N11): only T_I = 1 */
    assert_true(noir_search_inspector_chance(&st) == 0.5);
}

/* A default game dealt from `seed`, searched by the Inspector at depth `depth`. */
static void start(NoirSearch *s, NoirSearchState *st, int depth, uint64_t seed)
{
    NoirParams p = noir_params_default(NOIR_DEFAULT_SIDE);
    NoirSetup setup;
    Pcg32 rng;
    pcg32_seed(&rng, seed, 1);
    noir_deal(&setup, &p, &rng);
    memset(s, 0, sizeof *s);
    noir_heuristic_defaults(&s->h);
    s->searcher = NOIR_INSPECTOR;
    s->rollout = NOIR_ROLLOUT_HEURISTIC;
    s->opponent = NOIR_OPPONENT_HEURISTIC;
    s->forced = NOIR_NOBODY;
    s->depth = depth;
    memset(st, 0, sizeof *st);
    assert_int_equal(noir_init(&st->g, &setup), 0);
    for (int side = 0; side < 2; side++)
        noir_belief_start(&st->b[side], &st->g, side);
}

static void horizon(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        NoirSearch s;
        NoirSearchState st;
        Pcg32 rng;
        pcg32_seed(&rng, seed, 2);
        start(&s, &st, 5, seed);
        noir_ismcts_game.rollout(&s, &st, &rng);
        if (noir_over(&st.g)) /* a game this short ends before the horizon */
            continue;
        assert_int_equal(st.g.n_obs, 5);
        double mine = noir_ismcts_game.reward(&s, &st, NOIR_INSPECTOR);
        assert_true(mine == noir_search_inspector_chance(&st));
        assert_true(mine + noir_ismcts_game.reward(&s, &st, NOIR_KILLER) == 1.0);
        start(&s, &st, 0, seed);
        noir_ismcts_game.rollout(&s, &st, &rng);
        assert_true(noir_over(&st.g));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(race_by_hand),
        cmocka_unit_test(horizon),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
