/*
 * bomb_test.c — R20 (Touch of Evil, the Homemade Bomb) beyond the rules: the
 * belief engine's branches on the bomb's hidden victim, and the policies'
 * use of the bomb, on hand-written records of games/itk/tests/records/scenario/.
 *
 *   - belief: on r20_bomb_branches.rec (a bomb killing a man and a woman of
 *     different ages, then two more murders) the surviving (x, m, p) are
 *     exactly those under which the record replays with some casualty as the
 *     designated victim: a brute force that replays the whole record through
 *     the rules for every hypothesis and every casualty, sharing nothing with
 *     the belief's branches;
 *   - ISMCTS Detective: each sample names a casualty as the victim, one the
 *     sample's hypothesis allows, and every casualty is sampled; its tree has
 *     one bomb move per block (it cannot tell the victims apart);
 *   - heuristic Murderer: when the last murder must be a bomb, it bombs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/ai/ismcts_itk.h"
#include "games/itk/core/bomb.h"
#include "games/itk/tests/core/rules_fixture.h"

#define BRANCHES "games/itk/tests/records/scenario/r20_bomb_branches.rec"
#define BOMB "games/itk/tests/records/scenario/r20_bomb.rec"
#define BOMB_LAST "games/itk/tests/records/scenario/r20_bomb_last.rec"

/* Does the record replay under murderer x, motive m, Person of Interest p
 * with casualty k as the bomb's designated victim? */
static int replays_as(const Position *r, int bomb, int x, int m, int p, int k)
{
    static Position h;
    h = *r;
    h.setup.murderer = (uint8_t)x;
    h.setup.motive = (uint8_t)m;
    h.setup.poi = (uint8_t)p;
    h.events[bomb].action = ACTION(ACT_BOMB, k, 0);
    Game g;
    char err[RECORD_ERR_MAX];
    return itk_record_play(&g, &h.setup, fx_catalog(), h.events, h.n, "hypothesis", &h.info, NULL, NULL, err,
                       sizeof err) == 0;
}

/* R20: the belief keeps (x, m, p) exactly when some casualty could have been
 * its victim, with every later murder judged with that casualty in slot 1. */
static void test_belief_branches_on_the_bombs_victim(void **state)
{
    (void)state;
    static Position r;
    static Belief b;
    Game g, view;
    fx_read(&r, BRANCHES, "");
    fx_play(&r, &g);
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    itk_belief_init(&b, &view, 0.5);
    int bomb = fx_event(&r, ACT_BOMB, 0), supporters = g.supporters;
    CivSet dead = g.bomb_dead;
    assert_int_equal(dead, (CivSet)1u << fx_civ(&g, "Veteran") | (CivSet)1u << fx_civ(&g, "Judge"));
    assert_int_equal(b.bomb_branches, 2);
    long kept = 0, kept_by_one = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (uint32_t t = g.motives; t; t = bits_rest(t))
            for (int p = 0; p < CIVILIANS; p++) {
                int m = bits_first(t);
                if (p == x)
                    continue;
                int ways = 0;
                for (CivSet d = dead; d; d = bits_rest(d))
                    ways += replays_as(&r, bomb, x, m, p, bits_first(d));
                if (itk_belief_consistent(&b, x, m, p, supporters) != (ways > 0))
                    fail_msg("x %d motive %d poi %d: belief %d, %d casualties replay", x, m, p,
                             itk_belief_consistent(&b, x, m, p, supporters), ways);
                kept += ways > 0;
                kept_by_one += ways == 1;
            }
    assert_true(kept > 0);
    assert_true(kept_by_one > 0); /* some hypotheses live in one branch only: the branches matter */
    assert_true(itk_belief_consistent(&b, g.murderer, g.motive, g.poi, supporters));
    /* A Maniac whose bomb victim was the Judge could not go on with men: only the Veteran's branch. */
    int nurse = fx_civ(&g, "Nurse"), librarian = fx_civ(&g, "Librarian");
    assert_int_equal(itk_belief_bomb_victim(&b, nurse, MOTIVE_MANIAC, librarian, 0), fx_civ(&g, "Veteran"));
    assert_int_equal(itk_belief_bomb_victim(&b, nurse, MOTIVE_MANIAC, librarian, 1), fx_civ(&g, "Veteran"));
}

/* The ISMCTS Detective's samples after the bomb: a casualty in the victim
 * slot and the bomb's observation, allowed by the sampled hypothesis, and
 * every casualty some time (the victim is hidden, R20). */
static void test_detective_samples_name_a_casualty(void **state)
{
    (void)state;
    static IsmctsItk s;
    static Position r;
    Game g, view;
    fx_read(&r, BOMB, "");
    fx_play_events(&r, &g, fx_event(&r, ACT_BOMB, 0) + 1); /* the Detective's investigation after the bomb */
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    itk_ismcts_init(&s);
    itk_ismcts_prepare(&s, &view, SIDE_DETECTIVE);
    Pcg32 rng;
    pcg32_seed(&rng, 20, 1);
    CivSet seen = 0;
    for (int k = 0; k < 300; k++) {
        IsmctsItkState st;
        itk_ismcts_game.determinize(&s, &view, &st, &rng);
        int v = st.g.victims[0];
        assert_true(bits_has(g.bomb_dead, v));
        assert_int_equal(st.g.obs[st.g.bomb_obs].civ, v);
        assert_null(itk_game_check(&st.g));
        assert_true(itk_belief_consistent(&s.root, st.g.murderer, st.g.motive, st.g.poi, st.g.supporters));
        seen |= (CivSet)1u << v;
    }
    assert_int_equal(seen, g.bomb_dead);
}

/* The Detective's tree: one bomb move per block, played on the block's
 * lowest legal designated victim of the sample. */
static void test_detective_tree_has_one_bomb_per_block(void **state)
{
    (void)state;
    static IsmctsItk s;
    static Position r;
    static IsmctsItkState st;
    fx_read(&r, BOMB, "");
    fx_play_events(&r, &st.g, fx_event(&r, ACT_BOMB, 0));
    st.signal = ISMCTS_ITK_NO_SIGNAL;
    itk_ismcts_init(&s);
    s.searcher = SIDE_DETECTIVE;
    ActionList tree, rules;
    itk_ismcts_game.legal(&s, &st, &tree);
    itk_game_legal(&st.g, &rules);
    BlockSet want = 0, got = 0;
    for (int i = 0; i < rules.n; i++)
        if (action_kind(rules.a[i]) == ACT_BOMB)
            want |= (BlockSet)(1u << st.g.pos[action_a(rules.a[i])]);
    for (int i = 0; i < tree.n; i++) {
        if (action_kind(tree.a[i]) != ACT_BOMB)
            continue;
        assert_int_equal(action_a(tree.a[i]), 0xFF);
        assert_false(got & (1u << action_b(tree.a[i])));
        got |= (BlockSet)(1u << action_b(tree.a[i]));
        assert_true(i == 0 || tree.a[i] > tree.a[i - 1]); /* ascending */
    }
    assert_int_equal(got, want);
    assert_int_equal(want, 0xFFFF & ~(1u << 15 | 1u << 2 | 1u << 11 | 1u << 13)); /* not the Detective's,
                                                                                  the murderer's, nor the empty ones */
    itk_ismcts_game.apply(&s, &st, ISMCTS_ITK_BOMB_AT(6));
    assert_int_equal(st.g.victims[0], fx_civ(&st.g, "Paperboy")); /* the lowest of block 6 */
    assert_int_equal(bits_count(st.g.bomb_dead), 3);
}

/* The heuristic Murderer bombs when the last murder must be a bomb (R20),
 * rather than refuse. */
static void test_heuristic_murderer_bombs_when_it_must(void **state)
{
    (void)state;
    static Position r;
    Game g, view;
    fx_read(&r, BOMB_LAST, "");
    fx_play_events(&r, &g, fx_event(&r, ACT_BOMB, 0));
    Policy p;
    char err[256];
    if (itk_policy_create(&p, "heuristic", SIDE_MURDERER, err, sizeof err))
        fail_msg("%s", err);
    itk_game_view(&g, SIDE_MURDERER, &view);
    ActionList legal;
    itk_game_legal(&g, &legal);
    Pcg32 rng;
    pcg32_seed(&rng, 3, 3);
    Action a = p.cls->choose(p.state, &view, &legal, &rng);
    itk_policy_destroy(&p);
    assert_int_equal(action_kind(a), ACT_BOMB);
    assert_true(itk_game_is_legal(&g, a));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_belief_branches_on_the_bombs_victim),
        cmocka_unit_test(test_detective_samples_name_a_casualty),
        cmocka_unit_test(test_detective_tree_has_one_bomb_per_block),
        cmocka_unit_test(test_heuristic_murderer_bombs_when_it_must),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
