/*
 * differential_test — NOIR's bitboard core (games/noir/core) and its plain
 * implementation (games/noir/core/plain) play the same random games side by side and
 * must agree at every step: the side to move, the legal list (the core's as
 * emitted, which must therefore already be sorted; the plain one sorted), both
 * players' views (view.h: grid, deaths, marks, hand, pile, counts, the undo
 * bar, the record with its canvass and arrest answers), and at the end the
 * winner and how the game ended.  The core's invariants (noir_check) are
 * checked after every step too.
 *
 * NOIR_DIFF_GAMES games per mode (Classic, Standard, Citizen's Arrest; a
 * compile definition, fewer under the sanitizers).  Each game draws its
 * parameters: grid side 4..7 (5 half the time), the kill target N11's
 * default, 14, or anything from 1 to suspects - 1, each N15 switch on with
 * probability 1/4, and the N14 turn limit 300 or, in one game in eight, a
 * short one (1..60).  Everything is seeded from MASTER_SEED, the mode and the
 * game's index, so a failure report is reproducible.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/noir/core/game.h"
#include "games/noir/core/playout.h"
#include "games/noir/plain/plain.h"

#ifndef NOIR_DIFF_GAMES
#define NOIR_DIFF_GAMES 100000
#endif

enum { MASTER_SEED = 20261124, MAX_STEPS = 2 * NOIR_MAX_TURNS + 2 };

/* One game in both implementations (static: large). */
static struct {
    long index;
    NoirSetup setup;
    NoirGame core;
    NoirPlain plain;
    int steps;
    NoirAction played[MAX_STEPS];
} duel;

/* What the games exercised, per mode: a narrowing of the games fails the test. */
static long kind_played[NOIR_ACTION_KINDS], ends_seen[NOIR_END_TURN_LIMIT + 1];
static long collapses, undo_bars, two_card_undo_bars, canvass_answers[2];

static NoirParams random_params(int mode, Pcg32 *rng)
{
    static const uint8_t sides[] = {4, 5, 5, 5, 6, 7};
    int side = sides[pcg32_bounded(rng, 6)];
    NoirParams p = noir_params_default(side);
    p.mode = (uint8_t)mode;
    switch (pcg32_bounded(rng, 4)) {
    case 0: p.kill_target = 14; break;
    case 1: p.kill_target = (uint8_t)(1 + pcg32_bounded(rng, (uint32_t)(side * side - 1))); break;
    default: break; /* N11's default */
    }
    p.disguise = pcg32_bounded(rng, 4) != 0;
    p.self_arrest = pcg32_bounded(rng, 4) != 0;
    p.identity_first = pcg32_bounded(rng, 4) == 0;
    p.first_kill_optional = pcg32_bounded(rng, 4) == 0;
    if (pcg32_bounded(rng, 8) == 0)
        p.max_turns = (uint16_t)(1 + pcg32_bounded(rng, 60));
    return p;
}

/* ------------------------------------------------------------------------ */
/* Reporting a disagreement: enough to replay the game by hand.              */

static void print_action(NoirAction x)
{
    fprintf(stderr, " %s(%d,%d)", noir_action_kind_name(noir_action_kind(x)), noir_action_a(x), noir_action_b(x));
}

static void print_list(const char *who, const NoirActionList *l)
{
    fprintf(stderr, "  %s legal (%d):", who, l->n);
    for (int i = 0; i < l->n; i++)
        print_action(l->a[i]);
    fprintf(stderr, "\n");
}

static void report(const char *fmt, ...)
{
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    const NoirSetup *s = &duel.setup;
    int n = s->p.side * s->p.side;
    fprintf(stderr, "\nDISAGREEMENT in game %ld at step %d: %s\n", duel.index, duel.steps, what);
    fprintf(stderr, "  side %d target %d mode %d disguise %d self_arrest %d identity_first %d first_kill_optional %d "
                    "max_turns %d\n  grid:",
            s->p.side, s->p.kill_target, s->p.mode, s->p.disguise, s->p.self_arrest, s->p.identity_first,
            s->p.first_kill_optional, s->p.max_turns);
    for (int i = 0; i < n; i++)
        fprintf(stderr, " %d", s->grid[i]);
    fprintf(stderr, "\n  evidence:");
    for (int i = 0; i < n; i++)
        fprintf(stderr, " %d", s->evidence[i]);
    fprintf(stderr, "\n  actions so far:");
    for (int i = 0; i < duel.steps; i++)
        print_action(duel.played[i]);
    fprintf(stderr, "\n");
    NoirActionList a, b;
    noir_legal(&duel.core, &a);
    noir_plain_legal(&duel.plain, &b);
    print_list("core ", &a);
    print_list("plain", &b);
    fail_msg("core and plain disagree (game %ld, step %d): %s", duel.index, duel.steps, what);
}

/* ------------------------------------------------------------------------ */

/* Both sides' views; the record from entry `from` on (entries never change
 * once written: the whole record is compared again at the end of a game). */
static void compare_views(int from)
{
    NoirView a, b;
    for (int side = NOIR_KILLER; side <= NOIR_INSPECTOR; side++) {
        noir_view(&duel.core, side, &a);
        noir_plain_view(&duel.plain, side, &b);
        if (memcmp(&a, &b, sizeof a) != 0)
            report("the %s's views differ (grid, marks, counts, pile or record length)", side ? "Inspector" : "Killer");
        for (int i = from; i < a.n_obs; i++) {
            NoirObs x = noir_view_obs(&duel.core, side, i), y = noir_plain_view_obs(&duel.plain, side, i);
            if (memcmp(&x, &y, sizeof x) != 0)
                report("the %s's views differ in record entry %d: core %d/%d/%d/%d plain %d/%d/%d/%d",
                       side ? "Inspector" : "Killer", i, x.kind, x.a, x.b, x.result, y.kind, y.a, y.b, y.result);
        }
    }
}

static void compare_lists(const NoirActionList *a, const NoirActionList *b)
{
    if (a->n != b->n)
        report("legal lists differ in length (core %d, plain %d)", a->n, b->n);
    for (int i = 0; i < a->n; i++)
        if (a->a[i] != b->a[i])
            report("legal lists differ at position %d", i);
}

/* What one step exercised, for the coverage checks. */
static void count_step(NoirAction x, int rows_before, int cols_before)
{
    kind_played[noir_action_kind(x)]++;
    if (duel.core.rows != rows_before || duel.core.cols != cols_before)
        collapses++;
    if (duel.core.shift_line != NOIR_NOBODY) {
        undo_bars++;
        two_card_undo_bars += noir_line_length(&duel.core, duel.core.shift_line) == 2;
    }
    const NoirObs *o = &duel.core.obs[duel.core.n_obs - 1];
    if ((o->kind == NOIR_KILL || o->kind == NOIR_DISCARD) && o->result != NOIR_NO_ANSWER)
        canvass_answers[o->result]++;
}

static void play_duel(int mode, long i)
{
    uint64_t s = seed_for_game(MASTER_SEED, (uint64_t)mode, (uint64_t)i);
    Pcg32 rng_params, rng_deal, rng_play;
    pcg32_seed(&rng_params, s, 0);
    pcg32_seed(&rng_deal, s, 1);
    pcg32_seed(&rng_play, s, 2);
    NoirParams p = random_params(mode, &rng_params);
    duel.index = i;
    duel.steps = 0;
    noir_deal(&duel.setup, &p, &rng_deal);
    assert_int_equal(noir_init(&duel.core, &duel.setup), 0);
    noir_plain_init(&duel.plain, &duel.setup);

    NoirActionList core_legal, plain_legal_list;
    compare_views(0);
    while (!noir_over(&duel.core)) {
        if (noir_to_move(&duel.core) != noir_plain_to_move(&duel.plain))
            report("side to move: core %d plain %d", noir_to_move(&duel.core), noir_plain_to_move(&duel.plain));
        noir_legal(&duel.core, &core_legal);
        noir_plain_legal(&duel.plain, &plain_legal_list);
        compare_lists(&core_legal, &plain_legal_list);
        if (core_legal.n == 0 || duel.steps == MAX_STEPS)
            report(core_legal.n == 0 ? "no legal action before the end" : "game too long");

        NoirAction x = core_legal.a[pcg32_bounded(&rng_play, (uint32_t)core_legal.n)];
        int rows = duel.core.rows, cols = duel.core.cols, recorded = duel.core.n_obs;
        duel.played[duel.steps++] = x;
        noir_apply(&duel.core, x);
        noir_plain_apply(&duel.plain, x);
        const char *bad = noir_check(&duel.core);
        if (bad)
            report("core invariant: %s", bad);
        compare_views(recorded);
        count_step(x, rows, cols);
    }
    compare_views(0);
    if (noir_plain_to_move(&duel.plain) != NOIR_SIDE_NONE)
        report("the core's game is over, the plain one is not");
    ends_seen[duel.core.end]++;
}

static void play_mode(int mode)
{
    memset(kind_played, 0, sizeof kind_played);
    memset(ends_seen, 0, sizeof ends_seen);
    collapses = undo_bars = two_card_undo_bars = canvass_answers[0] = canvass_answers[1] = 0;
    for (long i = 0; i < NOIR_DIFF_GAMES; i++)
        play_duel(mode, i);
    /* The games must reach every action of the mode and every way of ending. */
    for (int k = 0; k < NOIR_ACTION_KINDS; k++)
        if (kind_played[k] == 0 && (k != NOIR_CITIZEN || mode == NOIR_CITIZENS_ARREST))
            fail_msg("mode %d: no game played a '%s' action", mode, noir_action_kind_name(k));
    if (mode != NOIR_CITIZENS_ARREST)
        assert_int_equal(kind_played[NOIR_CITIZEN], 0);
    for (int e = NOIR_END_ARREST; e <= NOIR_END_TURN_LIMIT; e++)
        if (ends_seen[e] == 0 && (e != NOIR_END_CITIZENS_ARREST || mode == NOIR_CITIZENS_ARREST))
            fail_msg("mode %d: no game ended in way %d", mode, e);
    if (collapses == 0 || undo_bars == 0 || two_card_undo_bars == 0)
        fail_msg("mode %d: no collapse (%ld), barred undo (%ld) or barred undo on a two-card line (%ld)", mode,
                 collapses, undo_bars, two_card_undo_bars);
    fprintf(stderr, "mode %d: %ld collapses, %ld barred undos (%ld on two-card lines), canvass no %ld yes %ld\n", mode,
            collapses, undo_bars, two_card_undo_bars, canvass_answers[0], canvass_answers[1]);
    if (mode != NOIR_CLASSIC && (canvass_answers[0] == 0 || canvass_answers[1] == 0))
        fail_msg("mode %d: canvasses answered no %ld, yes %ld", mode, canvass_answers[0], canvass_answers[1]);
    if (mode == NOIR_CLASSIC)
        assert_int_equal(canvass_answers[0] + canvass_answers[1], 0);
}

static void test_classic(void **state) { (void)state; play_mode(NOIR_CLASSIC); }
static void test_standard(void **state) { (void)state; play_mode(NOIR_STANDARD); }
static void test_citizens_arrest(void **state) { (void)state; play_mode(NOIR_CITIZENS_ARREST); }

/* The benchmark's loop on both implementations: equal outcomes. */
static void test_random_games_signature(void **state)
{
    (void)state;
    for (int mode = 0; mode < NOIR_MODES; mode++)
        for (int side = NOIR_MIN_SIDE; side <= NOIR_MAX_SIDE; side++) {
            NoirParams p = noir_params_default(side);
            p.mode = (uint8_t)mode;
            long core_actions = 0, plain_actions = 0;
            uint64_t core_sig = noir_random_games(&p, MASTER_SEED, 200, &core_actions);
            uint64_t plain_sig = noir_plain_random_games(&p, MASTER_SEED, 200, &plain_actions);
            assert_int_not_equal(core_sig, 0);
            assert_int_equal(plain_actions, core_actions);
            assert_int_equal(plain_sig, core_sig);
        }
}

/* One mode per run (classic, standard, citizens, or signature), so that the
 * suite runs the three in parallel; no argument runs everything. */
int main(int argc, char **argv)
{
    const struct CMUnitTest all[] = {
        cmocka_unit_test(test_classic),
        cmocka_unit_test(test_standard),
        cmocka_unit_test(test_citizens_arrest),
        cmocka_unit_test(test_random_games_signature),
    };
    static const char *const names[] = {"classic", "standard", "citizens", "signature"};
    for (int i = 0; argc > 1 && i < 4; i++)
        if (strcmp(argv[1], names[i]) == 0)
            return _cmocka_run_group_tests(names[i], &all[i], 1, NULL, NULL);
    if (argc > 1) {
        fprintf(stderr, "noir_differential: unknown part '%s' (classic, standard, citizens, signature)\n", argv[1]);
        return 2;
    }
    return cmocka_run_group_tests(all, NULL, NULL);
}
