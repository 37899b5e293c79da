/*
 * rules_test — the rulings one by one (T1-T21; docs/tenkill.md), on
 * hand-built positions (scene.h) and on dealt games.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/tenkill/params_text.h"
#include "games/tenkill/playout.h"
#include "games/tenkill/tenkill.h"
#include "games/tenkill/view.h"
#include "games/tenkill/tests/scene.h"

enum { C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, C15 };
#define MASK(...) scene_mask((const int[]){__VA_ARGS__, -1})
#define PLAY(g, ...)                                                                                                   \
    scene_play(g, (const char *const[]){__VA_ARGS__}, sizeof((const char *const[]){__VA_ARGS__}) / sizeof(char *))

static const int two_hitmen[] = {C0, C15}, two_targets[][3] = {{C4, C5, C6}, {C12, C13, C14}};

static int count_kind(const TenkillGame *g, int kind)
{
    TenkillActions l;
    tenkill_legal(g, &l);
    int n = 0;
    for (int i = 0; i < l.n; i++)
        n += TENKILL_KIND(l.a[i]) == kind;
    return n;
}

static void set(TenkillParams *p, const char *key, const char *value)
{
    char err[160];
    if (tenkill_params_set_text(p, key, value, err, sizeof err))
        fail_msg("%s", err);
}

/* T1: adjacency shares a side; a layout must be one piece. */
static void test_t1_layout(void **state)
{
    (void)state;
    TenkillParams p;
    TenkillGeometry geo;
    tenkill_params_default(&p);
    tenkill_geometry(&p, &geo);
    assert_int_equal(geo.adj[5], MASK(1, 4, 6, 9));
    assert_int_equal(geo.adj[0], MASK(1, 4));
    set(&p, "layout", "rect2x8");
    tenkill_geometry(&p, &geo);
    assert_int_equal(geo.adj[7], MASK(6, 15));
    char err[160];
    assert_int_equal(tenkill_params_set_text(&p, "layout", "00/01/02/03/04/05/06/07/20/21/22/23/24/25/"
                                                           "26/27", err, sizeof err), 0);
    assert_non_null(tenkill_params_check(&p)); /* two rows of eight with a gap: two pieces */
    assert_int_equal(tenkill_params_set_text(&p, "layout", "00/00/02", err, sizeof err), -1);
}

/* T2: the pinwheel on the 4x4, a random draw of `scopes` tiles otherwise,
 * or the listed tiles. */
static void test_t2_scopes(void **state)
{
    (void)state;
    TenkillParams p;
    TenkillSetup s;
    Pcg32 rng;
    pcg32_seed(&rng, 1, 0);
    tenkill_params_default(&p);
    tenkill_deal(&p, &rng, &s);
    assert_int_equal(s.scope, MASK(1, 7, 8, 14));
    p.scopes = 5;
    tenkill_deal(&p, &rng, &s);
    assert_int_equal(__builtin_popcount(s.scope), 5);
    set(&p, "scope_place", "0/15");
    assert_int_equal(p.scopes, 2);
    tenkill_deal(&p, &rng, &s);
    assert_int_equal(s.scope, MASK(0, 15));
}

/* T3: every policeman starts in the supply; edition2 has 3 with 2 players, else 2. */
static void test_t3_police_supply(void **state)
{
    (void)state;
    TenkillParams p;
    tenkill_params_default(&p);
    set(&p, "police", "edition2");
    p.players = 2;
    assert_int_equal(tenkill_police_count(&p), 3);
    p.players = 3;
    assert_int_equal(tenkill_police_count(&p), 2);
    TenkillSetup s;
    TenkillGame g;
    Pcg32 rng;
    pcg32_seed(&rng, 2, 0);
    tenkill_deal(&p, &rng, &s);
    assert_int_equal(tenkill_start(&g, &s), 0);
    assert_int_equal(g.supply, 0x3);
    assert_int_equal(g.police_on, 0);
}

/* T4: one character per tile, identities distinct, 16 - 4N set aside; the
 * deal is a function of the chance stream alone. */
static void test_t4_deal(void **state)
{
    (void)state;
    TenkillParams p;
    tenkill_params_default(&p);
    for (int players = 2; players <= 4; players++) {
        p.players = (uint8_t)players;
        TenkillSetup a, b;
        TenkillGame g;
        Pcg32 r1, r2;
        pcg32_seed(&r1, 77, 0);
        pcg32_seed(&r2, 77, 0);
        tenkill_deal(&p, &r1, &a);
        tenkill_deal(&p, &r2, &b);
        assert_memory_equal(&a, &b, sizeof a);
        assert_int_equal(tenkill_start(&g, &a), 0);
        assert_null(tenkill_check(&g));
        int aside = 0;
        for (int c = 0; c < TENKILL_CHARS; c++) {
            assert_int_equal(__builtin_popcount(g.chars_at[g.pos[c]]), 1);
            aside += g.role[c] == TENKILL_ROLE_ASIDE;
        }
        assert_int_equal(aside, 16 - 4 * players);
        assert_int_equal(tenkill_to_move(&g), 0);
    }
}

/* T5: two actions a turn, at most one kill, no pass unless pass=1 (and then
 * it ends the turn). */
static void test_t5_two_actions(void **state)
{
    (void)state;
    TenkillGame g;
    TenkillParams p;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@5 C1@5 C2@5");
    assert_int_equal(count_kind(&g, TENKILL_PASS), 0);
    PLAY(&g, "kill C1", "flee C0 0", "flee C2 2");
    assert_int_equal(tenkill_to_move(&g), 0); /* the second action */
    scene_put(&g, C0, 2);
    assert_int_equal(count_kind(&g, TENKILL_KILL), 0); /* C2 with C0 on 2, but one kill a turn */
    PLAY(&g, "select C3", "move C3 6");
    assert_int_equal(tenkill_to_move(&g), 1);
    tenkill_params_default(&p);
    p.pass = 1;
    scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
    assert_int_equal(count_kind(&g, TENKILL_PASS), 1);
    PLAY(&g, "select C3", "move C3 6", "pass");
    assert_int_equal(tenkill_to_move(&g), 1);
    assert_int_equal(g.actions_left, 2);
}

/* T6: any figure on the board to any other tile; move=adjacent to a
 * neighbour; off-board figures never. */
static void test_t6_move(void **state)
{
    (void)state;
    TenkillGame g;
    TenkillParams p;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 15);
    int police = scene_police(&g, 3);
    assert_int_equal(count_kind(&g, TENKILL_SELECT), 16); /* 15 characters and the policeman */
    assert_false(scene_legal(&g, "select P1"));
    PLAY(&g, "select P0");
    assert_int_equal(count_kind(&g, TENKILL_MOVE), 15);
    assert_false(scene_legal(&g, "move P0 3"));
    PLAY(&g, "move P0 9");
    assert_int_equal(g.pos[police], 9);
    tenkill_params_default(&p);
    p.move_adjacent = 1;
    scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
    PLAY(&g, "select C1");
    assert_int_equal(count_kind(&g, TENKILL_MOVE), 2);
    assert_true(scene_legal(&g, "move C1 11") && scene_legal(&g, "move C1 14"));
}

/* T7: only a player whose hitman is on the board kills; the action names
 * the victim alone. */
static void test_t7_who_kills(void **state)
{
    (void)state;
    TenkillGame g;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@5 C1@5");
    assert_int_equal(tenkill_victims(&g, 0), MASK(C1));
    g.seat[0].status = TENKILL_HM_KILLED; /* as if lost: no kill at all */
    g.armed = 2;
    assert_int_equal(tenkill_victims(&g, 0), 0);
    assert_int_equal(TENKILL_ARG_B(tenkill_action_parse("kill C1")), 0);
}

/* T8: a policeman on the hitman's tile or next to it forbids every kill;
 * one next to the victim does not. */
static void test_t8_witnesses(void **state)
{
    (void)state;
    TenkillGame g;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@5 C1@6");
    int p = scene_police(&g, 7);
    assert_int_equal(tenkill_victims(&g, 0), MASK(C1));
    tenkill_move_figure(&g, p, 4);
    assert_int_equal(tenkill_victims(&g, 0), 0);
    tenkill_move_figure(&g, p, 0); /* diagonal: no witness */
    assert_int_equal(tenkill_victims(&g, 0), MASK(C1));
}

/* T9, T10: the gun needs the hitman alone (another hitman counts); the
 * knife does not. */
static void test_t9_t10_alone(void **state)
{
    (void)state;
    TenkillGame g;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 14);
    scene_set(&g, "C0@5 C1@6");
    assert_int_equal(tenkill_victims(&g, 0), MASK(C1));
    scene_put(&g, C15, 5);
    assert_int_equal(tenkill_victims(&g, 0), MASK(C15));
}

/* T11 on the default layout: a sniper reaches a neighbour in line too. */
static void test_t11_sniper_distance_one(void **state)
{
    (void)state;
    TenkillGame g;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 12);
    scene_set(&g, "C0@7 C1@3 C2@4");
    assert_int_equal(tenkill_victims(&g, 0), MASK(C1, C2));
}

/* T12: never one's own hitman; policemen only with police_kill, and then
 * only by a sniper out of their sight, for score.police. */
static void test_t12_victims(void **state)
{
    (void)state;
    TenkillGame g;
    TenkillParams p;
    tenkill_params_default(&p);
    for (int allowed = 0; allowed < 2; allowed++) {
        p.police_kill = (uint8_t)allowed;
        scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
        scene_put(&g, C0, 8);
        int police = scene_police(&g, 11);
        assert_int_equal(tenkill_victims(&g, 0), allowed ? 1u << police : 0);
        assert_false(tenkill_victims(&g, 0) >> C0 & 1);
    }
    PLAY(&g, "kill P0");
    assert_int_equal(tenkill_score(&g, 0), 2 - 1337);
    assert_int_equal(g.pos[TENKILL_CHARS], TENKILL_OFF);
    assert_int_equal(g.pos[TENKILL_CHARS + 1], 11); /* T15: the next one comes */
    assert_false(g.supply & 1);                      /* gone for good */
}

/* T13: own target +1; a character nobody holds -1; other_target=zero. */
static void test_t13_classification(void **state)
{
    (void)state;
    TenkillGame g;
    TenkillParams p;
    tenkill_params_default(&p);
    scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@5 C4@5");
    PLAY(&g, "kill C4");
    assert_int_equal(tenkill_score(&g, 0), 2 + 1);
    scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
    scene_put(&g, C0, 5);
    scene_put(&g, C1, 5); /* nobody's */
    PLAY(&g, "kill C1");
    assert_int_equal(tenkill_score(&g, 0), 2 - 1);
    assert_int_equal(g.innocents, 1);
    p.other_target_zero = 1;
    scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@5 C12@5");
    PLAY(&g, "kill C12");
    assert_int_equal(tenkill_score(&g, 0), 2);
    assert_int_equal(g.seat[1].targets_dead, 1);
}

/* T14: flee=adjacent fills the ring next to the crime tile first; police
 * stay unless police_flee. */
static void test_t14_flee_options(void **state)
{
    (void)state;
    TenkillGame g;
    TenkillParams p;
    tenkill_params_default(&p);
    p.flee_adjacent = 1;
    scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@0 C1@0 C2@0 C3@0");
    PLAY(&g, "kill C1");
    assert_int_equal(count_kind(&g, TENKILL_FLEE), 2); /* tiles 1 and 4 */
    PLAY(&g, "flee C0 1", "flee C2 4");
    assert_int_equal(count_kind(&g, TENKILL_FLEE), 3); /* the ring at two steps: 2, 5, 8 */
    assert_true(scene_legal(&g, "flee C3 5"));

    p.flee_adjacent = 0;
    for (int police_flee = 0; police_flee < 2; police_flee++) {
        p.police_flee = (uint8_t)police_flee;
        scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
        scene_set(&g, "C0@8 C1@11 C2@11 P@11");
        assert_int_equal(tenkill_victims(&g, 0), MASK(C1, C2)); /* the sniper, out of sight (T8) */
        PLAY(&g, "kill C1", "flee C2 3");
        if (police_flee)
            PLAY(&g, "flee P0 9");
        assert_int_equal(g.pos[TENKILL_CHARS], police_flee ? 9 : 11);
        assert_int_equal(g.pos[TENKILL_CHARS + 1], 11);
    }
}

/* T15: an empty supply: none adds nobody; move lets the killer bring one;
 * random leaves it to chance. */
static void test_t15_empty_supply(void **state)
{
    (void)state;
    TenkillGame g;
    TenkillParams p;
    tenkill_params_default(&p);
    p.police = 1;
    for (int rule = TENKILL_EMPTY_NONE; rule <= TENKILL_EMPTY_RANDOM; rule++) {
        p.police_empty = (uint8_t)rule;
        scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
        scene_set(&g, "P@3 C0@12 C4@12");
        PLAY(&g, "kill C4");
        assert_int_equal(tenkill_to_move(&g), 1); /* the killer flees, placed by the next seat (T14) */
        PLAY(&g, "flee C0 13");
        if (rule == TENKILL_EMPTY_NONE) {
            assert_int_equal(g.police_at[12], 0);
            assert_int_equal(tenkill_to_move(&g), 0);
            continue;
        }
        assert_int_equal(tenkill_to_move(&g), rule == TENKILL_EMPTY_MOVE ? 0 : TENKILL_CHANCE_SEAT);
        PLAY(&g, rule == TENKILL_EMPTY_MOVE ? "summon P0" : "police P0");
        assert_int_equal(g.pos[TENKILL_CHARS], 12);
        assert_int_equal(tenkill_to_move(&g), 0);
    }
}

/* T16: self_suspect=0 forbids naming one's own hitman; a policeman next
 * door does not count. */
static void test_t16_investigate(void **state)
{
    (void)state;
    TenkillGame g;
    TenkillParams p;
    tenkill_params_default(&p);
    for (int self = 1; self >= 0; self--) {
        p.self_suspect = (uint8_t)self;
        scene_start(&g, &p, 2, two_hitmen, two_targets, 15);
        scene_set(&g, "P@5 C0@5 C1@6");
        assert_int_equal(scene_legal(&g, "investigate C0 p1"), self);
        assert_false(scene_legal(&g, "investigate C1 p1"));
        assert_false(scene_legal(&g, "investigate C0 p0"));
    }
}

/* T17: a player without a hitman keeps his turns, investigates, places
 * fleeing figures. */
static void test_t17_without_a_hitman(void **state)
{
    (void)state;
    static const int hitman[] = {C0, C1, C2}, targets[][3] = {{C3, C4, C5}, {C6, C7, C8}, {C9, C10, C11}};
    TenkillGame g;
    scene_start(&g, NULL, 3, hitman, targets, 15);
    scene_set(&g, "C0@5 C1@5 C6@5");
    PLAY(&g, "kill C1");
    assert_int_equal(tenkill_to_move(&g), 1); /* p1, who just lost his hitman, places the fleeing */
    PLAY(&g, "flee C0 0", "flee C6 6", "select C3", "move C3 5");
    assert_int_equal(tenkill_to_move(&g), 1);
    assert_int_equal(count_kind(&g, TENKILL_KILL), 0);
    assert_int_equal(count_kind(&g, TENKILL_INVESTIGATE), 2); /* C3, by P0 on 5, naming p0 or p2 */
    PLAY(&g, "investigate C3 p0");
    g.to_act = 0;
    g.actions_left = 2;
    assert_false(scene_legal(&g, "investigate C3 p1")); /* p1 has no hitman to name */
}

/* T18(b): no hitman left ends the game at once. */
static void test_t18_no_hitman(void **state)
{
    (void)state;
    TenkillGame g;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@5 P@5 C15@5");
    PLAY(&g, "investigate C15 p1");
    assert_int_equal(g.phase, TENKILL_PH_TURN);
    g.to_act = 1;
    g.actions_left = 2;
    PLAY(&g, "investigate C0 p0");
    assert_int_equal(g.phase, TENKILL_PH_OVER);
    assert_int_equal(g.end, TENKILL_END_NO_HITMAN);
}

/* T18(a) triggered in the last seat's turn: the game ends with that turn. */
static void test_t18_trigger_by_last_seat(void **state)
{
    (void)state;
    TenkillGame g;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 15);
    scene_dead_target(&g, C4, 0);
    scene_dead_target(&g, C5, 0);
    g.to_act = 1;
    scene_set(&g, "C15@5 C6@5");
    PLAY(&g, "kill C6", "flee C15 0");
    assert_int_equal(g.phase, TENKILL_PH_TURN);
    PLAY(&g, "select C1", "move C1 2");
    assert_int_equal(g.phase, TENKILL_PH_OVER);
    assert_int_equal(g.end, TENKILL_END_TARGETS);
}

/* T19, T20: the cap ends the game after max_rounds; kept hitmen score. */
static void test_t19_t20_cap(void **state)
{
    (void)state;
    TenkillParams p;
    tenkill_params_default(&p);
    p.max_rounds = 1;
    p.players = 3;
    TenkillGame g;
    static const int hitman[] = {C0, C1, C2}, targets[][3] = {{C3, C4, C5}, {C6, C7, C8}, {C9, C10, C11}};
    scene_start(&g, &p, 3, hitman, targets, 15);
    for (int i = 0; i < 6; i++)
        PLAY(&g, "select C12", i % 2 ? "move C12 0" : "move C12 1");
    assert_int_equal(g.phase, TENKILL_PH_OVER);
    assert_int_equal(g.end, TENKILL_END_CAP);
    assert_int_equal(g.round, 1);
    for (int q = 0; q < 3; q++)
        assert_int_equal(tenkill_score(&g, q), 2);
}

/* T23, §3: a seat's view keeps its own hitman and targets and what was
 * revealed (a lost hitman, a dead target), and blanks the rest. */
static void test_t23_view(void **state)
{
    (void)state;
    static const int hitman[] = {C0, C1, C2}, targets[][3] = {{C3, C4, C5}, {C6, C7, C8}, {C9, C10, C11}};
    TenkillGame g;
    TenkillSeatView v;
    scene_start(&g, NULL, 3, hitman, targets, 15);
    scene_set(&g, "C0@5 C1@5 C9@5");
    PLAY(&g, "kill C9"); /* p2's target: revealed */
    tenkill_seat_view(&g, 1, &v);
    assert_int_equal(v.g.seat[1].hitman, C1);
    assert_int_equal(v.g.seat[1].targets, MASK(C6, C7, C8));
    assert_int_equal(v.g.seat[0].hitman, TENKILL_NOBODY);
    assert_int_equal(v.g.seat[0].targets, 0);
    assert_int_equal(v.g.seat[2].targets, MASK(C9));
    assert_int_equal(v.g.owner[C9], 2);
    assert_int_equal(v.g.owner[C0], TENKILL_NOBODY);
    assert_int_equal(v.g.role[C3], TENKILL_ROLE_ASIDE);
    assert_memory_equal(v.g.pos, g.pos, sizeof g.pos); /* every position is public */
    PLAY(&g, "flee C0 0", "flee C1 1");
    g.to_act = 1; /* p1's turn: knife p0's hitman */
    g.killed = 0;
    g.actions_left = 2;
    scene_put(&g, C1, 0);
    PLAY(&g, "kill C0", "flee C1 2");
    tenkill_seat_view(&g, 2, &v);
    assert_int_equal(v.g.seat[0].hitman, C0); /* a lost hitman is public */
    assert_int_equal(v.g.seat[1].hitman, TENKILL_NOBODY);
}

/* The canonical text: defaults write only the players; a value read back
 * gives the same text; bad values are refused with the key. */
static void test_params_text(void **state)
{
    (void)state;
    TenkillParams p, q;
    char text[256], err[160];
    tenkill_params_default(&p);
    tenkill_params_format(&p, text, sizeof text);
    assert_string_equal(text, "players=4,layout=square4,scopes=4,scope_place=pinwheel,police=8,move=any,pass=0,"
                              "sniper_gaps=1,sniper_block=0,police_kill=0,flee=any,police_flee=0,police_empty=none,"
                              "self_suspect=1,other_target=innocent,max_rounds=40");
    set(&p, "move", "adjacent");
    set(&p, "score.survive", "1");
    set(&p, "police", "edition2");
    tenkill_params_format(&p, text, sizeof text);
    assert_non_null(strstr(text, ",police=edition2,move=adjacent,"));
    assert_non_null(strstr(text, ",max_rounds=40,score.survive=1"));
    tenkill_params_default(&q);
    set(&q, "score.survive", "1");
    set(&q, "move", "adjacent");
    set(&q, "police", "edition2");
    assert_memory_equal(&p, &q, sizeof p);
    assert_int_equal(tenkill_params_set_text(&p, "players", "5", err, sizeof err), -1);
    assert_string_equal(err, "players must be 2, 3 or 4, not '5'");
    assert_int_equal(tenkill_params_set_text(&p, "colour", "red", err, sizeof err), -1);
}

/* The random draw names the list's action (playout.c) on dealt games. */
static void test_random_action_is_the_lists(void **state)
{
    (void)state;
    TenkillParams p;
    tenkill_params_default(&p);
    for (int i = 0; i < 20; i++) {
        Pcg32 rng;
        pcg32_seed(&rng, (uint64_t)i, 0);
        TenkillSetup s;
        TenkillGame g;
        tenkill_deal(&p, &rng, &s);
        tenkill_start(&g, &s);
        while (g.phase != TENKILL_PH_OVER) {
            Pcg32 twin = rng;
            TenkillActions l;
            tenkill_legal(&g, &l);
            TenkillAction a = tenkill_random_action(&g, &rng);
            assert_int_equal(a, l.a[pcg32_below(&twin, (uint32_t)l.n)]);
            tenkill_apply(&g, a);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_t1_layout),
        cmocka_unit_test(test_t2_scopes),
        cmocka_unit_test(test_t3_police_supply),
        cmocka_unit_test(test_t4_deal),
        cmocka_unit_test(test_t5_two_actions),
        cmocka_unit_test(test_t6_move),
        cmocka_unit_test(test_t7_who_kills),
        cmocka_unit_test(test_t8_witnesses),
        cmocka_unit_test(test_t9_t10_alone),
        cmocka_unit_test(test_t11_sniper_distance_one),
        cmocka_unit_test(test_t12_victims),
        cmocka_unit_test(test_t13_classification),
        cmocka_unit_test(test_t14_flee_options),
        cmocka_unit_test(test_t15_empty_supply),
        cmocka_unit_test(test_t16_investigate),
        cmocka_unit_test(test_t17_without_a_hitman),
        cmocka_unit_test(test_t18_no_hitman),
        cmocka_unit_test(test_t18_trigger_by_last_seat),
        cmocka_unit_test(test_t19_t20_cap),
        cmocka_unit_test(test_t23_view),
        cmocka_unit_test(test_params_text),
        cmocka_unit_test(test_random_action_is_the_lists),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
