/*
 * rules_test — NOIR's rulings N1-N15 (the reference's numbering), each on a
 * small hand-set position with the expected values worked out by hand in the
 * comments, on both sides of each boundary.
 *
 * Positions: the grid is dealt in order, suspect s on cell (s / side, s % side),
 * so on the 5x5 grid
 *
 *        0  1  2  3  4
 *        5  6  7  8  9
 *       10 11 12 13 14
 *       15 16 17 18 19
 *       20 21 22 23 24
 *
 * and the evidence is given as the Killer's card, the Inspector's four, then
 * the top of the Evidence Deck (the rest of the deck follows in ascending
 * order).  Actions are played through noir_is_legal + noir_apply.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/noir/core/game.h"

#define BIT(s) ((uint64_t)1 << (s))

/* A game on the in-order grid; `top` lists the deck's first cards, ending -1. */
static NoirGame start(NoirParams p, int killer, const int dealt[4], const int *top)
{
    NoirSetup s;
    memset(&s, 0, sizeof s);
    s.p = p;
    int n = p.side * p.side, k = 0;
    uint64_t used = 0;
    for (int i = 0; i < n; i++)
        s.grid[i] = (uint8_t)i;
    s.evidence[k++] = (uint8_t)killer;
    used |= BIT(killer);
    for (int i = 0; i < 4; i++, k++) {
        s.evidence[k] = (uint8_t)dealt[i];
        used |= BIT(dealt[i]);
    }
    for (; top && *top >= 0; top++, k++) {
        s.evidence[k] = (uint8_t)*top;
        used |= BIT(*top);
    }
    for (int i = 0; i < n; i++)
        if (!(used & BIT(i)))
            s.evidence[k++] = (uint8_t)i;
    NoirGame g;
    assert_int_equal(noir_init(&g, &s), 0);
    return g;
}

static void play(NoirGame *g, NoirAction x)
{
    if (!noir_is_legal(g, x))
        fail_msg("illegal: kind %d a %d b %d in phase %d", noir_action_kind(x), noir_action_a(x), noir_action_b(x),
                 g->phase);
    noir_apply(g, x);
    assert_null(noir_check(g));
}

/* The set of `a` arguments of the legal actions of one kind. */
static uint64_t legal_of(const NoirGame *g, int kind)
{
    NoirActionList l;
    noir_legal(g, &l);
    uint64_t set = 0;
    for (int i = 0; i < l.n; i++)
        if (noir_action_kind(l.a[i]) == kind)
            set |= BIT(noir_action_a(l.a[i]));
    return set;
}

static int count_of(const NoirGame *g, int kind)
{
    NoirActionList l;
    noir_legal(g, &l);
    int n = 0;
    for (int i = 0; i < l.n; i++)
        n += noir_action_kind(l.a[i]) == kind;
    return n;
}

#define KILL(s) NOIR_ACTION(NOIR_KILL, s, 0)
#define CHOOSE(s) NOIR_ACTION(NOIR_CHOOSE, s, 0)
#define ARREST(s) NOIR_ACTION(NOIR_ARREST, s, 0)
#define SHIFT(line, dir) NOIR_ACTION(NOIR_SHIFT, line, dir)
#define DISCARD(s) NOIR_ACTION(NOIR_DISCARD, s, 0)
#define EXONERATE NOIR_ACTION(NOIR_EXONERATE, 0, 0)
#define DISGUISE NOIR_ACTION(NOIR_DISGUISE, 0, 0)
#define CITIZEN(d, s) NOIR_ACTION(NOIR_CITIZEN, d, s)

static const int DEALT[4] = {20, 21, 23, 24}; /* the bottom row, less 22 */

/* Killer 12 (centre) kills 6; the Inspector chooses 24 (corner). */
static NoirGame opened(NoirParams p, const int *top)
{
    NoirGame g = start(p, 12, DEALT, top);
    play(&g, KILL(6));
    play(&g, CHOOSE(24));
    return g;
}

/* N1: grid sizes 4..7 and the deal. */
static void test_n1_grid_and_deal(void **state)
{
    (void)state;
    NoirParams p = noir_params_default(5);
    assert_int_equal(p.side, 5);
    assert_null(noir_params_check(&p));
    p.side = 3; /* below the range */
    assert_non_null(noir_params_check(&p));
    p.side = 4;
    p.kill_target = 10;
    assert_null(noir_params_check(&p));
    p.side = 8;
    assert_non_null(noir_params_check(&p));
    p = noir_params_default(7);
    assert_null(noir_params_check(&p));
    /* The deal: two permutations of the 49 suspects. */
    Pcg32 rng;
    pcg32_seed(&rng, 1, 2);
    NoirSetup s;
    noir_deal(&s, &p, &rng);
    assert_null(noir_setup_check(&s));
    s.grid[0] = s.grid[1]; /* a suspect twice */
    assert_non_null(noir_setup_check(&s));
}

/* N2: the Killer draws one card, the Inspector four, the rest is the deck. */
static void test_n2_identities(void **state)
{
    (void)state;
    static const int top[] = {7, -1};
    NoirGame g = start(noir_params_default(5), 12, DEALT, top);
    assert_int_equal(g.killer, 12);
    assert_int_equal(g.dealt, BIT(20) | BIT(21) | BIT(23) | BIT(24));
    assert_int_equal(g.n_deck - g.top, 25 - 1 - 4); /* 20 */
    assert_int_equal(g.deck[g.top], 7);
}

/* N3: the forced first Kill, then the Inspector's choice among the 4 alive. */
static void test_n3_first_turns(void **state)
{
    (void)state;
    NoirGame g = start(noir_params_default(5), 16, DEALT, NULL);
    assert_int_equal(noir_to_move(&g), NOIR_KILLER);
    NoirActionList l;
    noir_legal(&g, &l);
    /* 16 at (3,1): neighbours 10 11 12 15 17 20 21 22, all kills, nothing else */
    assert_int_equal(l.n, 8);
    assert_int_equal(legal_of(&g, NOIR_KILL), BIT(10) | BIT(11) | BIT(12) | BIT(15) | BIT(17) | BIT(20) | BIT(21) | BIT(22));
    play(&g, KILL(21)); /* one of the dealt four dies */
    assert_int_equal(noir_to_move(&g), NOIR_INSPECTOR);
    assert_int_equal(legal_of(&g, NOIR_CHOOSE), BIT(20) | BIT(23) | BIT(24)); /* not the dead 21 */
    play(&g, CHOOSE(23));
    assert_int_equal(g.hand, BIT(20) | BIT(21) | BIT(24)); /* the dead card stays in the hand */
    assert_int_equal(g.phase, NOIR_PH_KILLER);
    assert_true(count_of(&g, NOIR_SHIFT) > 0); /* later turns: any action */
}

/* N4: 8 neighbours on the current grid, no wrap-around. */
static void test_n4_adjacency(void **state)
{
    (void)state;
    NoirGame g = start(noir_params_default(5), 0, DEALT, NULL); /* Killer in the corner */
    assert_int_equal(legal_of(&g, NOIR_KILL), BIT(1) | BIT(5) | BIT(6)); /* not 4, 20 or 24 */
    g = start(noir_params_default(5), 9, DEALT, NULL); /* right edge */
    assert_int_equal(legal_of(&g, NOIR_KILL), BIT(3) | BIT(4) | BIT(8) | BIT(13) | BIT(14)); /* not 5 or 10 */
    g = start(noir_params_default(5), 12, DEALT, NULL);
    assert_int_equal(legal_of(&g, NOIR_KILL), BIT(6) | BIT(7) | BIT(8) | BIT(11) | BIT(13) | BIT(16) | BIT(17) | BIT(18));
}

/* N5: shifting, the undo bar, and undoing one's own shift. */
static void test_n5_shift(void **state)
{
    (void)state;
    NoirGame g = opened(noir_params_default(5), NULL);
    assert_int_equal(count_of(&g, NOIR_SHIFT), 20); /* 5 rows + 5 columns, both ways */
    play(&g, SHIFT(1, 1)); /* row 1 right: 5 6 7 8 9 -> 9 5 6 7 8 */
    assert_int_equal(g.card[8 * 1 + 0], 9);
    assert_int_equal(g.card[8 * 1 + 4], 8);
    assert_int_equal(g.pos[9], 8 * 1 + 0);
    /* The Inspector may not shift row 1 left (the old grid), but may shift it right again. */
    assert_false(noir_is_legal(&g, SHIFT(1, 0)));
    assert_true(noir_is_legal(&g, SHIFT(1, 1)));
    assert_int_equal(count_of(&g, NOIR_SHIFT), 19);
    play(&g, SHIFT(NOIR_COLUMN + 2, 0)); /* column 2 up: 2 6 12 17 22 -> 6 12 17 22 2 */
    assert_int_equal(g.card[2], 6);
    assert_int_equal(g.card[8 * 4 + 2], 2);
    /* The Killer may undo their own row shift (the last move was not theirs)... */
    assert_true(noir_is_legal(&g, SHIFT(1, 0)));
    /* ...but not the Inspector's column shift. */
    assert_false(noir_is_legal(&g, SHIFT(NOIR_COLUMN + 2, 1)));
    play(&g, KILL(11)); /* the Killer 12, now at (1,2), kills 11 at (2,1) */
    assert_int_equal(count_of(&g, NOIR_SHIFT), 20); /* a kill bars nothing */
}

/* N6: kill an adjacent living suspect; killing the Inspector wins. */
static void test_n6_kill(void **state)
{
    (void)state;
    static const int dealt[4] = {18, 0, 1, 2};
    NoirGame g = start(noir_params_default(5), 12, dealt, NULL);
    play(&g, KILL(6));
    play(&g, CHOOSE(18));
    assert_false(noir_is_legal(&g, KILL(6)));  /* already dead */
    assert_false(noir_is_legal(&g, KILL(10))); /* (2,0): two columns from (2,2) */
    play(&g, KILL(7));
    assert_false(noir_over(&g));
    play(&g, SHIFT(0, 1));
    play(&g, KILL(18)); /* the Inspector's identity, at (3,3) */
    assert_true(noir_over(&g));
    assert_int_equal(g.winner, NOIR_KILLER);
    assert_int_equal(g.end, NOIR_END_INSPECTOR_KILLED);
}

/* N6, N9 (Standard): killing a marked suspect canvasses the Inspector. */
static void test_n6_canvass(void **state)
{
    (void)state;
    static const int top[] = {18, 13, -1};
    for (int mode = NOIR_CLASSIC; mode <= NOIR_STANDARD; mode++) {
        NoirParams p = noir_params_default(5);
        p.mode = (uint8_t)mode;
        NoirGame g = opened(p, top); /* Killer 12 at (2,2), Inspector 24 at (4,4) */
        play(&g, SHIFT(0, 1));
        play(&g, EXONERATE); /* draws 18 */
        play(&g, DISCARD(18));
        if (mode == NOIR_CLASSIC) { /* N9: nothing more */
            assert_int_equal(g.marked, 0);
            assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_NO_ANSWER);
            play(&g, KILL(18));
            assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_NO_ANSWER);
            continue;
        }
        assert_int_equal(g.marked, BIT(18));
        assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_YES); /* the Killer (2,2) next to (3,3) */
        play(&g, KILL(18));
        assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_YES); /* the Inspector (4,4) next to (3,3) */
        play(&g, EXONERATE); /* draws 13 */
        play(&g, DISCARD(13));
        play(&g, KILL(13));
        assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_NO); /* (2,3) is two rows from (4,4) */
        play(&g, SHIFT(0, 1));
        play(&g, KILL(17)); /* not marked: no canvass */
        assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_NO_ANSWER);
    }
}

/* N7: arrest a neighbour or oneself; the Killer's arrest wins. */
static void test_n7_arrest(void **state)
{
    (void)state;
    static const int dealt[4] = {18, 0, 1, 2};
    NoirGame g = start(noir_params_default(5), 12, dealt, NULL);
    play(&g, KILL(6));
    play(&g, CHOOSE(18)); /* (3,3) */
    play(&g, SHIFT(0, 1));
    assert_int_equal(legal_of(&g, NOIR_ARREST),
                     BIT(12) | BIT(13) | BIT(14) | BIT(17) | BIT(18) | BIT(19) | BIT(22) | BIT(23) | BIT(24));
    assert_false(legal_of(&g, NOIR_ARREST) & BIT(11)); /* (2,1): two columns away */
    play(&g, ARREST(13));
    assert_false(noir_over(&g));
    assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_NO);
    play(&g, SHIFT(4, 1));
    play(&g, ARREST(12));
    assert_true(noir_over(&g));
    assert_int_equal(g.winner, NOIR_INSPECTOR);
    assert_int_equal(g.end, NOIR_END_ARREST);
}

/* N8: a disguise drawing a dead suspect fails in public; a living one kills
 * the old identity.  N8, N9: both need a card in the deck. */
static void test_n8_disguise(void **state)
{
    (void)state;
    static const int top[] = {6, 13, -1};
    NoirGame g = opened(noir_params_default(5), top); /* 6 died in the first kill */
    play(&g, DISGUISE);
    assert_int_equal(g.killer, 12);
    assert_int_equal(g.n_pile, 1);
    assert_int_equal(g.pile[0], 6);
    assert_int_equal(g.deaths, 1);
    play(&g, SHIFT(0, 1));
    play(&g, DISGUISE); /* draws 13, alive */
    assert_int_equal(g.killer, 13);
    assert_false(g.alive & BIT(12));
    assert_int_equal(g.deaths, 2);
    assert_int_equal(g.obs[g.n_obs - 1].b, 12);
    /* 13 at (2,3) kills around it now: 7 8 9 14 17 18 19 (12 is dead) */
    play(&g, SHIFT(0, 1));
    assert_int_equal(legal_of(&g, NOIR_KILL), BIT(7) | BIT(8) | BIT(9) | BIT(14) | BIT(17) | BIT(18) | BIT(19));
}

static void test_n8_n9_empty_deck(void **state)
{
    (void)state;
    static const int dealt[4] = {12, 13, 14, 15};
    NoirParams p = noir_params_default(4);
    NoirGame g = start(p, 5, dealt, NULL);
    play(&g, KILL(0));
    play(&g, CHOOSE(15));
    assert_int_equal(g.n_deck - g.top, 11); /* 16 - 1 - 4 */
    while (g.top < g.n_deck) {
        assert_true(noir_is_legal(&g, DISGUISE));
        play(&g, SHIFT(3, 1));
        assert_true(noir_is_legal(&g, EXONERATE));
        play(&g, EXONERATE);
        play(&g, DISCARD(g.deck[g.top - 1]));
    }
    assert_false(noir_is_legal(&g, DISGUISE));
    play(&g, SHIFT(3, 1));
    assert_false(noir_is_legal(&g, EXONERATE));
    assert_int_equal(__builtin_popcountll(g.hand), 3);
}

/* N9: draw, then discard any card of the four; a dead card stays in the hand
 * and can be discarded, and the Standard canvass is answered for it too. */
static void test_n9_exonerate(void **state)
{
    (void)state;
    static const int top[] = {17, 2, -1};
    NoirParams p = noir_params_default(5);
    p.mode = NOIR_STANDARD;
    NoirGame g = start(p, 16, DEALT, top);
    play(&g, KILL(21));
    play(&g, CHOOSE(23));
    play(&g, SHIFT(0, 1));
    play(&g, EXONERATE); /* draws 17 */
    assert_int_equal(g.phase, NOIR_PH_DISCARD);
    assert_int_equal(legal_of(&g, NOIR_DISCARD), BIT(17) | BIT(20) | BIT(21) | BIT(24));
    play(&g, DISCARD(21)); /* dead: not marked, but canvassed: the Killer (3,1) is next to (4,1) */
    assert_int_equal(g.marked, 0);
    assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_YES);
    assert_int_equal(g.hand, BIT(17) | BIT(20) | BIT(24));
    play(&g, SHIFT(0, 1)); /* row 0: 3 4 0 1 2 */
    play(&g, EXONERATE);   /* draws 2 */
    play(&g, DISCARD(2));  /* (0,4): far from the Killer */
    assert_int_equal(g.marked, BIT(2));
    assert_int_equal(g.obs[g.n_obs - 1].result, NOIR_NO);
}

/* N10: an all-dead row is removed and the grid closes up. */
static void test_n10_collapse(void **state)
{
    (void)state;
    static const int dealt[4] = {12, 13, 14, 15};
    NoirGame g = start(noir_params_default(4), 5, dealt, NULL); /* Killer (1,1) */
    play(&g, KILL(0));
    play(&g, CHOOSE(15));
    play(&g, KILL(1));
    play(&g, ARREST(15));
    play(&g, KILL(2));
    play(&g, ARREST(15));
    play(&g, SHIFT(0, 1)); /* row 0: 3 0 1 2, all dead but 3, now at (0,0) */
    assert_int_equal(g.rows, 4);
    play(&g, ARREST(15));
    play(&g, KILL(3)); /* row 0 all dead: removed */
    assert_int_equal(g.rows, 3);
    assert_int_equal(g.cols, 4);
    assert_int_equal(g.card[0], 4);
    assert_int_equal(g.pos[5], 1); /* the Killer now at (0,1) */
    assert_int_equal(g.pos[3], NOIR_OFF);
    assert_int_equal(g.deaths, 4);
    assert_int_equal(count_of(&g, NOIR_SHIFT), 14); /* 3 rows + 4 columns, both ways */
}

/* N11: the kill target, from any cause; the default targets. */
static void test_n11_kill_target(void **state)
{
    (void)state;
    assert_int_equal(noir_default_kill_target(4), 10);
    assert_int_equal(noir_default_kill_target(5), 16);
    assert_int_equal(noir_default_kill_target(6), 23);
    assert_int_equal(noir_default_kill_target(7), 31);
    static const int top[] = {13, -1};
    NoirParams p = noir_params_default(5);
    p.kill_target = 3;
    NoirGame g = opened(p, top); /* 1 death */
    play(&g, KILL(7)); /* 2: one short */
    assert_false(noir_over(&g));
    play(&g, SHIFT(0, 1));
    play(&g, DISGUISE); /* 12 dies for 13: 3 */
    assert_true(noir_over(&g));
    assert_int_equal(g.winner, NOIR_KILLER);
    assert_int_equal(g.end, NOIR_END_KILL_TARGET);
}

/* N12: a citizen's arrest discards without drawing and arrests next to the
 * discarded card. */
static void test_n12_citizens_arrest(void **state)
{
    (void)state;
    static const int dealt[4] = {18, 20, 21, 24};
    for (int mode = NOIR_CLASSIC; mode <= NOIR_CITIZENS_ARREST; mode++) {
        NoirParams p = noir_params_default(5);
        p.mode = (uint8_t)mode;
        NoirGame g = start(p, 12, dealt, NULL);
        play(&g, KILL(6));
        play(&g, CHOOSE(24));
        play(&g, SHIFT(0, 1));
        if (mode != NOIR_CITIZENS_ARREST) {
            assert_int_equal(count_of(&g, NOIR_CITIZEN), 0);
            continue;
        }
        /* 18 at (3,3): 12 13 14 17 19 22 23 24; 20 at (4,0): 15 16 21; 21 at (4,1): 15 16 17 20 22 */
        assert_int_equal(count_of(&g, NOIR_CITIZEN), 8 + 3 + 5);
        int deck = g.n_deck - g.top;
        play(&g, CITIZEN(18, 13));
        assert_false(noir_over(&g));
        assert_int_equal(g.hand, BIT(20) | BIT(21)); /* no draw */
        assert_int_equal(g.n_deck - g.top, deck);
        assert_int_equal(g.marked, BIT(18));
        play(&g, SHIFT(0, 1));
        assert_false(noir_is_legal(&g, CITIZEN(18, 12))); /* 18 is gone from the hand */
        assert_true(noir_is_legal(&g, CITIZEN(21, 16)));
        play(&g, CITIZEN(21, 16));
        play(&g, SHIFT(0, 1));
        play(&g, SHIFT(4, 0)); /* row 4: 21 22 23 24 20 -> 20 now at (4,4) */
        play(&g, SHIFT(0, 1));
        play(&g, CITIZEN(20, 24)); /* the Inspector names themselves next to 20 */
        assert_int_equal(g.hand, 0);
        play(&g, SHIFT(0, 1));
        assert_int_equal(count_of(&g, NOIR_CITIZEN), 0); /* the hand is empty */
        NoirGame h = start(p, 12, dealt, NULL);
        play(&h, KILL(6));
        play(&h, CHOOSE(24));
        play(&h, SHIFT(0, 1));
        play(&h, CITIZEN(18, 12));
        assert_true(noir_over(&h));
        assert_int_equal(h.winner, NOIR_INSPECTOR);
        assert_int_equal(h.end, NOIR_END_CITIZENS_ARREST);
    }
}

/* N13: each side's view hides the other's secrets. */
static void test_n13_views(void **state)
{
    (void)state;
    static const int top[] = {13, 7, -1};
    NoirView k, i;
    NoirGame g = opened(noir_params_default(5), top);
    play(&g, DISGUISE); /* draws 13: a secret */
    play(&g, EXONERATE); /* draws 7: a secret */
    noir_view(&g, NOIR_KILLER, &k);
    noir_view(&g, NOIR_INSPECTOR, &i);
    assert_int_equal(k.identity, 13);
    assert_int_equal(i.identity, 24);
    assert_int_equal(k.hand, 0);
    assert_int_equal(i.hand, BIT(7) | BIT(20) | BIT(21) | BIT(23));
    assert_int_equal(k.hand_size, 4);
    assert_int_equal(noir_view_obs(&g, NOIR_KILLER, 1).a, NOIR_NOBODY); /* CHOOSE */
    assert_int_equal(noir_view_obs(&g, NOIR_INSPECTOR, 1).a, 24);
    assert_int_equal(noir_view_obs(&g, NOIR_KILLER, 2).a, 13); /* DISGUISE: the Killer knows the draw */
    assert_int_equal(noir_view_obs(&g, NOIR_INSPECTOR, 2).a, NOIR_NOBODY);
    assert_int_equal(noir_view_obs(&g, NOIR_INSPECTOR, 2).b, 12); /* everyone sees who died */
    assert_int_equal(noir_view_obs(&g, NOIR_KILLER, 3).a, NOIR_NOBODY); /* EXONERATE */
    assert_int_equal(noir_view_obs(&g, NOIR_INSPECTOR, 3).a, 7);
    assert_int_equal(k.deck, 18);
}

/* N14: the turn limit. */
static void test_n14_turn_limit(void **state)
{
    (void)state;
    NoirParams p = noir_params_default(5);
    p.max_turns = 4;
    NoirGame g = opened(p, NULL); /* 2 turns */
    play(&g, SHIFT(0, 1));
    assert_false(noir_over(&g));
    play(&g, SHIFT(0, 1));
    assert_true(noir_over(&g));
    assert_int_equal(g.winner, NOIR_SIDE_NONE);
    assert_int_equal(g.end, NOIR_END_TURN_LIMIT);
    assert_int_equal(noir_params_default(5).max_turns, 300);
}

/* N15: the four switches. */
static void test_n15_switches(void **state)
{
    (void)state;
    NoirParams p = noir_params_default(5);
    p.disguise = 0;
    NoirGame g = opened(p, NULL);
    assert_false(noir_is_legal(&g, DISGUISE));
    p = noir_params_default(5);
    p.self_arrest = 0;
    g = opened(p, NULL);
    play(&g, SHIFT(0, 1));
    assert_int_equal(legal_of(&g, NOIR_ARREST), BIT(18) | BIT(19) | BIT(23)); /* not 24 */
    p = noir_params_default(5);
    p.identity_first = 1; /* the Inspector first, then the forced kill may hit them */
    static const int dealt[4] = {18, 0, 1, 2};
    g = start(p, 12, dealt, NULL);
    assert_int_equal(noir_to_move(&g), NOIR_INSPECTOR);
    play(&g, CHOOSE(18));
    assert_int_equal(g.phase, NOIR_PH_KILLER_FIRST);
    assert_int_equal(count_of(&g, NOIR_SHIFT), 0);
    play(&g, KILL(18));
    assert_int_equal(g.end, NOIR_END_INSPECTOR_KILLED);
    p = noir_params_default(5);
    p.first_kill_optional = 1;
    g = start(p, 12, DEALT, NULL);
    NoirActionList l;
    noir_legal(&g, &l);
    assert_int_equal(l.n, 8 + 1 + 20); /* kills, disguise, shifts */
    play(&g, SHIFT(2, 1));
    assert_int_equal(g.phase, NOIR_PH_IDENTITY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_n1_grid_and_deal), cmocka_unit_test(test_n2_identities),
        cmocka_unit_test(test_n3_first_turns),   cmocka_unit_test(test_n4_adjacency),
        cmocka_unit_test(test_n5_shift),         cmocka_unit_test(test_n6_kill),
        cmocka_unit_test(test_n6_canvass),       cmocka_unit_test(test_n7_arrest),
        cmocka_unit_test(test_n8_disguise),      cmocka_unit_test(test_n8_n9_empty_deck),
        cmocka_unit_test(test_n9_exonerate),     cmocka_unit_test(test_n10_collapse),
        cmocka_unit_test(test_n11_kill_target),  cmocka_unit_test(test_n12_citizens_arrest),
        cmocka_unit_test(test_n13_views),        cmocka_unit_test(test_n14_turn_limit),
        cmocka_unit_test(test_n15_switches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
