/*
 * examples_test — the reference's worked examples E1-E8 (docs/tenkill.md),
 * each with the outcome the reference gives.  Default 4x4, scopes
 * {1, 7, 8, 14}, default options unless an example says otherwise.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/tenkill/params_text.h"
#include "games/tenkill/tenkill.h"
#include "games/tenkill/tests/scene.h"

enum { C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, C15 };
#define MASK(...) scene_mask((const int[]){__VA_ARGS__, -1})
#define PLAY(g, ...)                                                                                                   \
    scene_play(g, (const char *const[]){__VA_ARGS__}, sizeof((const char *const[]){__VA_ARGS__}) / sizeof(char *))

static const int two_hitmen[] = {C0, C15}, two_targets[][3] = {{C4, C5, C6}, {C12, C13, C14}};

/* E1: knife in a crowd; the gun needs the hitman alone (T9); a policeman on
 * or next to the hitman's tile forbids every kill (T8). */
static void test_e1_knife_in_a_crowd(void **state)
{
    (void)state;
    TenkillGame g;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@5 C1@5 C2@5 C3@6");
    int p = scene_police(&g, 10);
    assert_int_equal(tenkill_victims(&g, 0), MASK(C1, C2));
    tenkill_move_figure(&g, p, 9);
    assert_int_equal(tenkill_victims(&g, 0), 0);
    tenkill_move_figure(&g, p, 5);
    assert_int_equal(tenkill_victims(&g, 0), 0);
}

/* E2: the gun; policemen next to the victims do not matter (T8, T10). */
static void test_e2_gun(void **state)
{
    (void)state;
    TenkillGame g;
    scene_start(&g, NULL, 2, two_hitmen, two_targets, 15);
    scene_set(&g, "C0@6 C1@2 C2@7 C3@10 C4@11 P@3");
    assert_int_equal(tenkill_victims(&g, 0), MASK(C1, C2, C3));
    scene_put(&g, C5, 6);
    assert_int_equal(tenkill_victims(&g, 0), MASK(C5));
}

static void e3_scene(TenkillGame *g, const TenkillParams *p)
{
    scene_start(g, p, 2, two_hitmen, two_targets, 15);
    scene_set(g, "C0@8 C2@10 C1@11 C3@0 C4@13");
}

/* E3: the sniper along the row and the column, any distance (T11);
 * sniper_block; a line across a hole (sniper_gaps); a policeman next to the
 * scope tile. */
static void test_e3_sniper(void **state)
{
    (void)state;
    TenkillGame g;
    TenkillParams p;
    e3_scene(&g, NULL);
    int police = scene_police(&g, 15);
    assert_int_equal(tenkill_victims(&g, 0), MASK(C1, C2, C3));
    tenkill_move_figure(&g, police, 12);
    assert_int_equal(tenkill_victims(&g, 0), 0);

    tenkill_params_default(&p);
    p.sniper_block = 1;
    e3_scene(&g, &p);
    assert_int_equal(tenkill_victims(&g, 0), MASK(C2, C3));
}

/* E3's hole: the 4x4 without cell (2,1), with (0,4) added; the shooter on
 * (2,0) (tile 9, the only scope), the victim on (2,2) (tile 10). */
static void test_e3_sniper_across_a_hole(void **state)
{
    (void)state;
    static const char *const cells = "00/01/02/03/04/10/11/12/13/20/22/23/30/31/32/33";
    for (int gaps = 1; gaps >= 0; gaps--) {
        TenkillParams p;
        TenkillGame g;
        char err[160];
        tenkill_params_default(&p);
        assert_int_equal(tenkill_params_set_text(&p, "layout", cells, err, sizeof err), 0);
        assert_int_equal(tenkill_params_set_text(&p, "scope_place", "9", err, sizeof err), 0);
        p.sniper_gaps = (uint8_t)gaps;
        assert_null(tenkill_params_check(&p));
        scene_start(&g, &p, 2, two_hitmen, two_targets, 4);
        scene_set(&g, "C0@9 C2@10");
        assert_int_equal(tenkill_victims(&g, 0), gaps ? MASK(C2) : 0);
    }
}

/* E4: knife on another player's hitman; the killer's own hitman flees,
 * placed by the next player (T14); P0 arrives (T15); p0 scores 3 (T13). */
static void test_e4_knife_on_a_hitman(void **state)
{
    (void)state;
    static const int hitman[] = {C0, C7}, targets[][3] = {{C1, C2, C3}, {C4, C5, C6}};
    TenkillGame g;
    scene_start(&g, NULL, 2, hitman, targets, 15);
    scene_set(&g, "C0@1 C7@1 C5@13");
    assert_int_equal(tenkill_victims(&g, 0), MASK(C7));
    PLAY(&g, "kill C7");
    assert_int_equal(g.seat[1].status, TENKILL_HM_KILLED);
    assert_int_equal(g.seat[1].lost_at, 1);
    assert_int_equal(tenkill_score(&g, 0), 2 + 3);
    assert_int_equal(tenkill_to_move(&g), 1);
    assert_int_equal(g.phase, TENKILL_PH_FLEE);
    TenkillActions l;
    tenkill_legal(&g, &l);
    assert_int_equal(l.n, 15); /* every tile but 1 */
    assert_false(scene_legal(&g, "flee C0 1"));
    PLAY(&g, "flee C0 0");
    assert_int_equal(g.pos[TENKILL_CHARS + 0], 1);
    assert_int_equal(__builtin_popcount(g.supply), 7);
    assert_int_equal(g.phase, TENKILL_PH_TURN);
    assert_int_equal(tenkill_to_move(&g), 0);
    assert_int_equal(g.actions_left, 1);
}

/* E5: one suspect: S(C5) = {C7}; the kill counts as leaving a lone suspect,
 * and p2's public suspects are {C7} (§3: p2's hitman is C7, known to all). */
static void test_e5_one_suspect(void **state)
{
    (void)state;
    static const int hitman[] = {C0, C1, C7}, targets[][3] = {{C9, C10, C11}, {C4, C12, C13}, {C2, C5, C15}};
    TenkillGame g;
    scene_start(&g, NULL, 3, hitman, targets, 15);
    scene_set(&g, "C3@5 C4@5 C5@6 C6@1 C7@10 C8@14 P@15");
    assert_int_equal(tenkill_suspects(&g, C5), MASK(C7));
    g.to_act = 2;
    PLAY(&g, "kill C5");
    assert_int_equal(g.lone_suspect, 1);
    assert_int_equal(g.seat[2].suspects, MASK(C7));
    assert_int_equal(g.seat[0].suspects, 0xFFFF); /* p0 killed nobody */
    assert_int_equal(tenkill_score(&g, 2), 2 + 1);
}

/* E6: another player's target: -1 for the killer, revealed, counting toward
 * its owner's three (T13); three fleeing characters on distinct tiles
 * (T14); the last round then plays out (T18a). */
static void test_e6_other_target_flee_trigger(void **state)
{
    (void)state;
    static const int hitman[] = {C0, C1, C3}, targets[][3] = {{C4, C5, C6}, {C7, C8, C10}, {C2, C12, C13}};
    TenkillGame g;
    scene_start(&g, NULL, 3, hitman, targets, 15);
    scene_set(&g, "C0@9 C2@9 C9@9 C11@9");
    scene_dead_target(&g, C12, 1);
    scene_dead_target(&g, C13, 1);
    PLAY(&g, "kill C2");
    assert_int_equal(g.pile[C2], 0);
    assert_int_equal(tenkill_score(&g, 0), 2 - 1);
    assert_int_equal(tenkill_score(&g, 2), 2);
    assert_int_equal(g.seat[2].targets_dead, 3);
    assert_int_equal(tenkill_to_move(&g), 1);
    PLAY(&g, "flee C0 0");
    assert_false(scene_legal(&g, "flee C9 0"));
    assert_false(scene_legal(&g, "flee C9 9"));
    PLAY(&g, "flee C9 15", "flee C11 3");
    assert_int_equal(g.police_at[9], 1);
    /* T18a: p0's second action, then p1's and p2's turns, then the end. */
    PLAY(&g, "select C9", "move C9 14", "select C9", "move C9 13", "select C9", "move C9 12");
    assert_int_equal(g.phase, TENKILL_PH_TURN);
    assert_int_equal(tenkill_to_move(&g), 2);
    PLAY(&g, "select C9", "move C9 11", "select C9", "move C9 10");
    assert_int_equal(g.phase, TENKILL_PH_OVER);
    assert_int_equal(g.end, TENKILL_END_TARGETS);
}

/* E7: investigations through policemen on the same tile (T16). */
static void test_e7_investigation(void **state)
{
    (void)state;
    static const int hitman[] = {C0, C1, C3}, targets[][3] = {{C8, C9, C10}, {C11, C12, C13}, {C2, C14, C15}};
    TenkillGame g;
    scene_start(&g, NULL, 3, hitman, targets, 15);
    scene_set(&g, "P@4 P@6 C3@4 C8@4 C5@5");
    g.to_act = 1;
    TenkillActions l;
    tenkill_legal(&g, &l);
    int investigations = 0;
    for (int i = 0; i < l.n; i++)
        investigations += TENKILL_KIND(l.a[i]) == TENKILL_INVESTIGATE;
    assert_int_equal(investigations, 4);
    assert_true(scene_legal(&g, "investigate C3 p0") && scene_legal(&g, "investigate C8 p2"));
    assert_false(scene_legal(&g, "investigate C5 p0") || scene_legal(&g, "investigate C3 p1")); /* and no policeman:
                                                                                                  four in all */
    PLAY(&g, "investigate C3 p2");
    assert_int_equal(g.pile[C3], 1);
    assert_int_equal(g.seat[2].status, TENKILL_HM_ARRESTED);
    assert_int_equal(tenkill_score(&g, 1), 2 + 1);
    assert_false(scene_legal(&g, "investigate C8 p2")); /* T17: no longer designated */
    TenkillGame before = g;
    PLAY(&g, "investigate C8 p0");
    assert_int_equal(g.seat[0].status, TENKILL_HM_ON);
    assert_int_equal(g.pos[C8], 4);
    before.seat[0].cleared |= MASK(C8); /* §3: the public record: C8 is not p0's hitman */
    assert_memory_equal(g.seat, before.seat, sizeof g.seat);
}

/* E8: ties broken by the later loss, a kept hitman above a lost one, a
 * shared first place, and tiebreak=targets (T21). */
static void set_seat(TenkillGame *g, int q, int kept, int lost_at, int hitmen, int targets, int arrests)
{
    g->seat[q].status = kept ? TENKILL_HM_ON : TENKILL_HM_ARRESTED;
    g->seat[q].lost_at = (uint16_t)lost_at;
    memset(g->seat[q].count, 0, sizeof g->seat[q].count);
    g->seat[q].count[TENKILL_SC_HITMAN] = (uint8_t)hitmen;
    g->seat[q].count[TENKILL_SC_TARGET] = (uint8_t)targets;
    g->seat[q].count[TENKILL_SC_ARREST] = (uint8_t)arrests;
}

static void test_e8_ties(void **state)
{
    (void)state;
    static const int hitman[] = {C0, C1, C2}, targets[][3] = {{C3, C4, C5}, {C6, C7, C8}, {C9, C10, C11}};
    TenkillGame g;
    uint8_t rank[TENKILL_SEATS_MAX];
    scene_start(&g, NULL, 3, hitman, targets, 15);
    set_seat(&g, 0, 0, 41, 1, 0, 0); /* 3, lost at 41 */
    set_seat(&g, 1, 1, 0, 0, 1, 0);  /* 3, kept */
    set_seat(&g, 2, 0, 30, 0, 0, 1); /* 1 */
    tenkill_ranks(&g, rank);
    assert_memory_equal(rank, ((uint8_t[]){2, 1, 3}), 3);
    set_seat(&g, 1, 1, 0, 0, 0, 0);  /* 2, kept */
    set_seat(&g, 2, 0, 52, 1, 0, 0); /* 3, lost at 52 */
    tenkill_ranks(&g, rank);
    assert_memory_equal(rank, ((uint8_t[]){2, 3, 1}), 3);
    set_seat(&g, 0, 1, 0, 0, 2, 0); /* 4, kept, 2 own targets */
    set_seat(&g, 1, 1, 0, 0, 1, 1); /* 4, kept, 1 own target */
    set_seat(&g, 2, 0, 52, 0, 0, 0);
    tenkill_ranks(&g, rank);
    assert_memory_equal(rank, ((uint8_t[]){1, 1, 3}), 3);
    g.p.tiebreak_targets = 1;
    tenkill_ranks(&g, rank);
    assert_memory_equal(rank, ((uint8_t[]){1, 2, 3}), 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_e1_knife_in_a_crowd),
        cmocka_unit_test(test_e2_gun),
        cmocka_unit_test(test_e3_sniper),
        cmocka_unit_test(test_e3_sniper_across_a_hole),
        cmocka_unit_test(test_e4_knife_on_a_hitman),
        cmocka_unit_test(test_e5_one_suspect),
        cmocka_unit_test(test_e6_other_target_flee_trigger),
        cmocka_unit_test(test_e7_investigation),
        cmocka_unit_test(test_e8_ties),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
