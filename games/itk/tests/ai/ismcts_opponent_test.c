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
 *   - With against=FILE (a mixture) the Murderer's search plays each
 *     Detective node by the sample's member of the mixture: every such move
 *     is checked against that member asked alone; a missing or bad file,
 *     and against with opponent=tree, are refused.
 *   - Whole games with opponent=model on both sides, and with against=FILE
 *     named beside the campaign file, are the same for one, two or three
 *     threads.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/mixture.h"
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

/* --- against=FILE: the opponent's nodes play a mixture --------------------------- */

static GamePolicy against, member_alone[2]; /* the mixture, and each member alone, shown the member's views */
static long member_compared[2], member_differs;

/* A file of `text` named `path` (a mkstemp template). */
static void write_temp(char *path, const char *text)
{
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* The adapter's model move in the Murderer's search with the mixture against
 * the Detective: the move of the sample's member, asked alone on the
 * Detective's view with the same random numbers. */
static Action checked_against_move(void *ctx, const void *state, const ActionList *legal, Pcg32 *rng)
{
    Pcg32 copy = *rng, copy2 = *rng;
    Action a = itk_ismcts_game.opponent_move(ctx, state, legal, rng);
    const Game *g = &((const IsmctsItkState *)state)->g;
    int k = mixture_member(against.state);
    GamePolicy *p = &member_alone[k];
    Game view;
    ActionList moves;
    itk_game_view(g, SIDE_DETECTIVE, &view);
    itk_game_legal(g, &moves);
    Action expected = moves.n == 1 ? moves.a[0] : p->cls->choose(p->state, &view, &moves, &copy);
    int offered = 0;
    for (int i = 0; i < legal->n; i++)
        offered |= legal->a[i] == expected;
    if (!offered) /* R17: replaced by a move the tree offers */
        return a;
    member_compared[k]++;
    if (a != expected)
        fail_msg("member %d, phase %d: the model played %08x, the member alone %08x", k, g->phase, a, expected);
    member_differs += a != heuristic_move(&twin[SIDE_DETECTIVE], g, copy2); /* not the default model's move */
    return a;
}

/* The Murderer's search with against = a mixture of the random and the
 * heuristic Detective: every Detective move in the tree is the move of the
 * sample's member (checked_against_move), both members are drawn, and the
 * random member's moves are not the heuristic's. */
static void test_against_plays_the_mixture_member_of_the_sample(void **state)
{
    (void)state;
    char path[] = "/tmp/noirlab-ismcts-against-XXXXXX";
    write_temp(path, "# the Detective's mixture\n1 random\n1 heuristic\n");
    char spec[128], err[512];
    const GameClass *itk = game_class_find("itk");
    snprintf(spec, sizeof spec, "mixture:file=%s", path);
    assert_int_equal(game_policy_create(&against, itk, spec, SIDE_DETECTIVE, err, sizeof err), 0);
    assert_int_equal(game_policy_create(&member_alone[0], itk, "random", SIDE_DETECTIVE, err, sizeof err), 0);
    assert_int_equal(game_policy_create(&member_alone[1], itk, "heuristic", SIDE_DETECTIVE, err, sizeof err), 0);
    remove(path);
    test_policy_create(&twin[SIDE_DETECTIVE], "heuristic", SIDE_DETECTIVE);
    member_compared[0] = member_compared[1] = member_differs = 0;
    static IsmctsItk s;
    static Policy heuristic[2];
    IsmctsGame checked = itk_ismcts_game;
    checked.opponent_move = checked_against_move;
    IsmctsConfig cfg = {.iterations = 300, .c = 0.7, .final = ISMCTS_FINAL_VISITS, .memory = 1 << 20,
                        .opponent = ISMCTS_OPPONENT_MODEL};
    for (uint64_t seed = 1; seed <= 4; seed++) {
        Game g, view;
        if (!decision_of(&g, SIDE_MURDERER, seed, (int)(4 + seed * 5)))
            fail_msg("seed %d: no decision", (int)seed);
        itk_game_view(&g, SIDE_MURDERER, &view);
        itk_ismcts_init(&s);
        for (int k = 0; k < 2; k++) {
            test_policy_create(&heuristic[k], "heuristic", k);
            s.opponent[k] = &heuristic[k];
        }
        s.against[SIDE_DETECTIVE] = &against;
        Ismcts *t = ismcts_create(&cfg, checked.state_size);
        itk_ismcts_prepare(&s, &view, SIDE_MURDERER);
        Pcg32 rng;
        pcg32_seed(&rng, seed, 9);
        assert_true(itk_game_is_legal(&g, ismcts_search(t, &checked, &s, &view, &rng)));
        assert_int_equal(ismcts_stats(t)->illegal, 0);
        ismcts_destroy(t);
        for (int k = 0; k < 2; k++)
            itk_policy_destroy(&heuristic[k]);
    }
    assert_true(member_compared[0] >= 20 && member_compared[1] >= 20); /* each member played many nodes */
    assert_true(member_differs >= 10); /* and the random member's moves are not the default model's */
    itk_policy_destroy(&twin[SIDE_DETECTIVE]);
    for (int k = 0; k < 2; k++)
        game_policy_destroy(&member_alone[k]);
    game_policy_destroy(&against);
}

/* against=FILE refused: a missing file, a bad line (FILE:LINE), and with
 * opponent=tree (no model moves to replace). */
static void test_against_refusals(void **state)
{
    (void)state;
    char path[] = "/tmp/noirlab-ismcts-against-XXXXXX", spec[256], err[1024], where[128];
    write_temp(path, "1 heuristic\n0.5 heuristic:colour=red\n");
    Policy p;
    const struct {
        const char *spec, *message;
    } bad[] = {
        {"ismcts:against=/nonexistent/d.mix", "policy ismcts: against: policy mixture: /nonexistent/d.mix: cannot open"},
        {"ismcts:against=%s", where},
        {"ismcts:against=%s,opponent=tree", "policy ismcts: against=FILE plays the opponent's nodes: it needs "
                                           "opponent=model"},
    };
    snprintf(where, sizeof where, "policy ismcts: against: %s:2: policy heuristic: unknown parameter 'colour'", path);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(spec, sizeof spec, bad[i].spec, path);
        if (itk_policy_create(&p, spec, SIDE_MURDERER, err, sizeof err) == 0 || !strstr(err, bad[i].message))
            fail_msg("%s: '%s', expected '%s'", spec, err, bad[i].message);
    }
    remove(path);
}

/* --- threads ---------------------------------------------------------------------- */

/* Both sides with opponent=model, and the Murderer also with against=FILE
 * (a mixture named beside the campaign file, as model= is); three games a
 * cell, each a chunk, so three threads share each cell. */
static void test_thread_counts_give_the_same_games(void **state)
{
    (void)state;
    char mix[] = "/tmp/noirlab-ismcts-against-XXXXXX", text[1024];
    write_temp(mix, "1 random\n2 heuristic\n");
    snprintf(text, sizeof text,
             "[campaign]\nname = opp\nseed = 7\ngames = 3\nchunk = 1\nrows = all\n"
             "[grid]\nscenario = beginner\nmotives = logic\n"
             "detective = ismcts:iterations=40,opponent=model\n"
             "murderer = ismcts:iterations=60,opponent=model\n"
             "murderer = ismcts:iterations=60,against=%s\n", strrchr(mix, '/') + 1);
    char path[] = "/tmp/noirlab-ismcts-opponent-XXXXXX";
    write_temp(path, text);
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
        assert_true(aggregate_equal(&m[0].cell[1], &m[k].cell[1]));
        assert_int_equal(m[0].rows, m[k].rows);
        assert_true(m[0].rows_digest == m[k].rows_digest);
    }
    remove(mix); /* read by each thread's policies as the run made them */
    for (int k = 0; k < 3; k++)
        memsink_free(&m[k]);
    campaign_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_murderer_model_is_the_heuristic_of_the_sample),
        cmocka_unit_test(test_detective_model_is_the_heuristic_once_per_node),
        cmocka_unit_test(test_against_plays_the_mixture_member_of_the_sample),
        cmocka_unit_test(test_against_refusals),
        cmocka_unit_test(test_thread_counts_give_the_same_games),
    };
    return cmocka_run_group_tests(tests, test_beginner_load, NULL);
}
