/*
 * ismcts_opponent_test.c — the opponent model of the Intent to Kill search
 * (ismcts:opponent=model; ai/ismcts.h ISMCTS_OPPONENT_MODEL, the model in
 * games/itk/ai/ismcts_itk.c).
 *
 *   - In the Detective's search the Murderer's nodes play the heuristic
 *     Murderer of the sampled world, and in the Murderer's search the
 *     Detective's nodes play the heuristic Detective: every move the model
 *     gives is checked against a fresh heuristic policy of that side asked
 *     directly on that side's view of the same sample, with the same random
 *     numbers.
 *   - The model is asked once per (node, hidden key): the Detective, whose
 *     move reads the public record only, at most once per node of the
 *     Murderer's tree, and most visits are answered from the cache.
 *   - Whole games with opponent=model on both sides are the same for one,
 *     two or three threads.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/ai/ismcts_itk.h"
#include "runner/memsink.h"
#include "runner/runner.h"
#include "tests/common/test_beginner.h"
#include "tests/common/test_catalog.h"

/* A random beginner game advanced to the next decision of `side` with a
 * choice, past the start; 0 when the game ends first. */
static int decision_of(Game *g, int side, uint64_t seed, int moves)
{
    Pcg32 rng;
    pcg32_seed(&rng, seed, 0);
    Setup s;
    assert_int_equal(itk_deal_game(g, &s, test_beginner.deck, test_beginner.layout, test_beginner.motives, (Switches){0},
                               &rng),
                     0);
    ActionList legal;
    for (int i = 0; !game_over(g); i++) {
        itk_game_legal(g, &legal);
        if (i >= moves && itk_game_to_move(g) == side && legal.n > 1 && g->phase != PH_START)
            return 1;
        itk_game_apply(g, legal.a[pcg32_bounded(&rng, (uint32_t)legal.n)]);
    }
    return 0;
}

/* --- the model is the heuristic ------------------------------------------------ */

static long compared, fresh_compared, outside, model_calls_seen;
static Policy twin[2]; /* per side: shown every view the model is shown, in the same order */

/* Does the heuristic Murderer's choice here read the victim it planned
 * earlier in the round (heuristic_murderer.c: planned before the round's
 * first intimidation, kept for the second and the murder)?  A fresh policy
 * has no such plan. */
static int reads_a_plan(const Game *g)
{
    return itk_game_to_move(g) == SIDE_MURDERER &&
           (g->phase == PH_MURDER || (g->phase == PH_INTIMIDATE && g->intimidations_left < INTIMIDATIONS));
}

static Action heuristic_move(Policy *p, const Game *g, Pcg32 rng)
{
    int side = itk_game_to_move(g);
    Game view;
    ActionList moves;
    itk_game_view(g, side, &view);
    itk_game_legal(g, &moves);
    return moves.n == 1 ? moves.a[0] : p->cls->choose(p->state, &view, &moves, &rng);
}

/* The adapter's opponent model, and beside it the heuristic policy of the
 * side to move asked on its own view of the same sample with a copy of the
 * same random numbers: a twin shown every view the model was shown, and a
 * fresh policy (where the choice reads no plan).  The moves must agree.  (No
 * switch is on, so no move needs a tree name: no bomb, no early accusation.) */
static Action checked_opponent_move(void *ctx, const void *state, const ActionList *legal, Pcg32 *rng)
{
    Pcg32 copy = *rng;
    Action a = itk_ismcts_game.opponent_move(ctx, state, legal, rng);
    model_calls_seen++;
    const Game *g = &((const IsmctsItkState *)state)->g;
    int side = itk_game_to_move(g);
    Action expected = heuristic_move(&twin[side], g, copy);
    int offered = 0;
    for (int i = 0; i < legal->n; i++)
        offered |= legal->a[i] == expected;
    if (!offered) { /* a move the tree does not offer (R17): replaced by one it does */
        outside++;
        return a;
    }
    compared++;
    if (a != expected)
        fail_msg("side %d, phase %d: the model played %08x, the heuristic %08x", side, g->phase, a, expected);
    if (!reads_a_plan(g)) {
        Policy fresh;
        test_policy_create(&fresh, "heuristic", side);
        expected = heuristic_move(&fresh, g, copy);
        itk_policy_destroy(&fresh);
        fresh_compared++;
        if (a != expected)
            fail_msg("side %d, phase %d: the model played %08x, a fresh heuristic %08x", side, g->phase, a,
                     expected);
    }
    return a;
}

/* One search by `side` with opponent=model on the decision of a random game;
 * returns its statistics. */
static IsmctsStats search_with_model(int side, uint64_t seed, int moves, long iterations)
{
    static IsmctsItk s;
    static Policy heuristic[2];
    Game g, view;
    if (!decision_of(&g, side, seed, moves))
        fail_msg("seed %d moves %d: no decision", (int)seed, moves);
    itk_game_view(&g, side, &view);
    itk_ismcts_init(&s);
    for (int k = 0; k < 2; k++) {
        test_policy_create(&heuristic[k], "heuristic", k);
        test_policy_create(&twin[k], "heuristic", k);
        s.opponent[k] = &heuristic[k];
    }
    IsmctsGame checked = itk_ismcts_game;
    checked.opponent_move = checked_opponent_move;
    IsmctsConfig cfg = {.iterations = iterations, .c = 0.7, .final = ISMCTS_FINAL_VISITS, .memory = 1 << 20,
                        .opponent = ISMCTS_OPPONENT_MODEL};
    Ismcts *t = ismcts_create(&cfg, checked.state_size);
    itk_ismcts_prepare(&s, &view, side);
    Pcg32 rng;
    pcg32_seed(&rng, seed, 9);
    Action a = ismcts_search(t, &checked, &s, &view, &rng);
    assert_true(itk_game_is_legal(&g, a));
    IsmctsStats stats = *ismcts_stats(t);
    assert_int_equal(stats.illegal, 0);
    ismcts_destroy(t);
    for (int k = 0; k < 2; k++) {
        itk_policy_destroy(&heuristic[k]);
        itk_policy_destroy(&twin[k]);
    }
    return stats;
}

/* Searches by `side` on six random positions, 400 iterations each: the
 * model's calls and cache hits summed, the model's moves checked as they
 * come (checked_opponent_move), and the searches' calls those the model saw. */
static void searches_with_model(int side, long *calls, long *hits)
{
    compared = fresh_compared = outside = model_calls_seen = 0;
    *calls = *hits = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        IsmctsStats st = search_with_model(side, seed, (int)(4 + seed * 5), 400);
        if (side == SIDE_MURDERER) /* the Detective's key is 0: at most once per node (the root is the Murderer's) */
            assert_true(st.model_calls < st.nodes);
        *calls += st.model_calls;
        *hits += st.model_hits;
    }
    assert_int_equal(model_calls_seen, *calls);
    assert_true(compared >= 50); /* the searches did reach the opponent's decisions */
    assert_true(outside * 10 <= compared);
}

/* The Detective's search: the Murderer's nodes play the heuristic Murderer of
 * each sampled world (its murderer, motive, Person of Interest and liars). */
static void test_murderer_model_is_the_heuristic_of_the_sample(void **state)
{
    (void)state;
    long calls, hits;
    searches_with_model(SIDE_DETECTIVE, &calls, &hits);
    assert_true(fresh_compared >= 20);
    assert_true(hits > 0);
}

/* The Murderer's search: the Detective's nodes play the heuristic Detective
 * on the public view, once per node, and most visits are cache hits. */
static void test_detective_model_is_the_heuristic_once_per_node(void **state)
{
    (void)state;
    long calls, hits;
    searches_with_model(SIDE_MURDERER, &calls, &hits);
    assert_int_equal(fresh_compared, compared);
    assert_true(hits > calls);
}

/* --- threads ---------------------------------------------------------------------- */

static void test_thread_counts_give_the_same_games(void **state)
{
    (void)state;
    static const char text[] = "[campaign]\nname = opp\nseed = 7\ngames = 6\nchunk = 1\nrows = all\n"
                               "[grid]\nscenario = beginner\nmotives = logic\n"
                               "detective = ismcts:iterations=60,opponent=model\n"
                               "murderer = ismcts:iterations=60,opponent=model\n";
    char path[] = "/tmp/noirlab-ismcts-opponent-XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    Campaign c;
    char err[1024];
    int rc = campaign_load(&c, &test_catalog, path, NULL, err, sizeof err);
    remove(path);
    if (rc)
        fail_msg("%s", err);
    MemSink m[3];
    for (int k = 0; k < 3; k++) {
        RunStats stats;
        memsink_init(&m[k], &c);
        Sink sink = memsink_sink(&m[k]);
        if (runner_run(&c, &sink, &(RunOptions){.threads = k + 1}, &stats, err, sizeof err))
            fail_msg("%s", err);
        assert_int_equal(stats.games, 6);
    }
    for (int k = 1; k < 3; k++) {
        assert_true(aggregate_equal(&m[0].cell[0], &m[k].cell[0]));
        assert_int_equal(m[0].rows, m[k].rows);
        assert_true(m[0].rows_digest == m[k].rows_digest);
    }
    for (int k = 0; k < 3; k++)
        memsink_free(&m[k]);
    campaign_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_murderer_model_is_the_heuristic_of_the_sample),
        cmocka_unit_test(test_detective_model_is_the_heuristic_once_per_node),
        cmocka_unit_test(test_thread_counts_give_the_same_games),
    };
    return cmocka_run_group_tests(tests, test_beginner_load, NULL);
}
