/*
 * belief_test — the exact belief over NOIR's hidden identities
 * (games/noir/ai/noir_belief.h) against the truth and against brute force.
 *
 *   truth_*        random games of every mode (100,000 per mode in an
 *                  optimised build, 5,000 under Debug and the sanitizers):
 *                  after every action, each side's belief holds the
 *                  opponent's true identity, and each side's exposure (its
 *                  own identity from the public record) holds its own.  The
 *                  first games also follow each side through its views
 *                  (noir_seat_view, noir_infoset, NoirFollow: the policies'
 *                  path), from the start or (every other game) from the
 *                  side's first decision, and must agree with the beliefs
 *                  stepped on the true game; the views hold no secret of the
 *                  opponent's.  The test
 *                  fails when the beliefs never narrow (a belief that keeps
 *                  everyone would pass the first check).  When a kill of
 *                  the Inspector ends the game, both beliefs told the end
 *                  (noir_belief_end) hold the victim alone (N6).
 *   brute_force_*  a hand-built game of Standard mode on the 4x4 grid: every
 *                  deal the side could not tell from the true one is played
 *                  through the rules core with the same actions, and the
 *                  identities of the deals whose record the side would see
 *                  unchanged must be exactly the belief's set.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/noir/ai/noir_belief.h"
#include "games/noir/core/infoset.h"
#include "games/noir/core/playout.h"

#ifndef NOIR_BELIEF_GAMES
#define NOIR_BELIEF_GAMES 5000
#endif
enum { FOLLOWED_GAMES = 300 };

#define BIT(s) ((NoirSuspects)1 << (s))

/* Play x and step both sides' beliefs, each on the entry as it sees it. */
static void play(NoirGame *g, NoirBelief b[2], NoirAction x)
{
    NoirGame before;
    memcpy(&before, g, offsetof(NoirGame, n_obs));
    noir_apply(g, x);
    for (int side = 0; side < 2; side++)
        noir_belief_step(&b[side], &before, noir_view_obs(g, side, g->n_obs - 1));
}

/* What a policy of `side` works on: the seat view as a position. */
static void information_set(const NoirGame *g, int side, NoirGame *out)
{
    NoirSeatView view;
    noir_seat_view(g, side, &view);
    noir_infoset(&view, out);
}

static void start_beliefs(const NoirGame *g, NoirBelief b[2])
{
    for (int side = 0; side < 2; side++) {
        NoirGame view;
        information_set(g, side, &view);
        noir_belief_start(&b[side], &view, side);
    }
}

/* Each side's belief told the end of the game (noir_belief_end), on its view. */
static void end_beliefs(const NoirGame *g, NoirBelief b[2])
{
    for (int side = 0; side < 2; side++) {
        NoirSeatView view;
        noir_seat_view(g, side, &view);
        noir_belief_end(&b[side], &view);
    }
}

static NoirParams random_params(int mode, Pcg32 *rng)
{
    static const uint8_t sides[] = {4, 5, 5, 5, 6, 7};
    NoirParams p = noir_params_default(sides[pcg32_below(rng, 6)]);
    p.mode = (uint8_t)mode;
    p.disguise = pcg32_below(rng, 4) != 0;
    p.self_arrest = pcg32_below(rng, 4) != 0;
    p.identity_first = pcg32_below(rng, 4) == 0;
    p.first_kill_optional = pcg32_below(rng, 4) == 0;
    return p;
}

/* The position a side's view gives has the game's board and public fields,
 * the side's own secrets, and none of the opponent's (N13). */
static void check_infoset(const NoirGame *g, int side, const NoirGame *view)
{
    int n = g->p.side * g->p.side;
    assert_memory_equal(view->card, g->card, sizeof g->card);
    assert_memory_equal(view->pos, g->pos, (size_t)n);
    assert_true(view->grid == g->grid && view->live == g->live && view->alive == g->alive);
    assert_true(view->marked == g->marked && view->deaths == g->deaths && view->phase == g->phase);
    assert_int_equal(view->n_deck - view->top, g->n_deck - g->top);
    assert_int_equal(view->n_pile, g->n_pile);
    assert_memory_equal(view->pile, g->pile, g->n_pile);
    assert_int_equal(view->killer, side == NOIR_KILLER ? g->killer : NOIR_NOBODY);
    assert_int_equal(view->inspector, side == NOIR_INSPECTOR ? g->inspector : NOIR_NOBODY);
    assert_int_equal(view->hand, side == NOIR_INSPECTOR ? g->hand : 0);
    for (int i = view->top; i < view->n_deck; i++)
        assert_int_equal(view->deck[i], NOIR_NOBODY);
}

/* NoirFollow on each side's view agrees with the stepped belief.  A side
 * starts following at the start of the game, or with `late` at its first
 * decision, from a view whose record already holds the opponent's first
 * action (undone to find the dealt grid).  Returns 1 when such a late start
 * undid a shift. */
static int follow(NoirFollow f[2], int started[2], const NoirGame *g, const NoirBelief b[2], int late)
{
    int undid_shift = 0;
    for (int side = 0; side < 2; side++) {
        NoirSeatView seat;
        NoirGame view;
        noir_seat_view(g, side, &seat);
        if (!started[side]) {
            if (late && noir_to_move(g) != side)
                continue;
            noir_follow_start(&f[side], &seat, side);
            started[side] = 1;
            undid_shift = seat.v.n_obs > 0 && seat.obs[0].kind == NOIR_SHIFT;
        }
        noir_follow_update(&f[side], &seat, &view);
        check_infoset(g, side, &view);
        assert_int_equal(f[side].b.killer, b[side].killer);
        assert_int_equal(f[side].b.inspector, b[side].inspector);
    }
    return undid_shift;
}

static void truth_survives(int mode)
{
    Pcg32 rng;
    pcg32_seed(&rng, 0x6e6f6972, (uint64_t)mode);
    long narrowed_killer = 0, narrowed_inspector = 0, undid_shifts = 0, inspector_killed = 0;
    for (long game = 0; game < NOIR_BELIEF_GAMES; game++) {
        NoirParams p = random_params(mode, &rng);
        NoirSetup setup;
        NoirGame g;
        NoirBelief b[2];
        NoirFollow f[2];
        int started[2] = {0, 0}, followed = game < FOLLOWED_GAMES, late = game & 1;
        noir_deal(&setup, &p, &rng);
        assert_int_equal(noir_init(&g, &setup), 0);
        start_beliefs(&g, b);
        if (followed)
            undid_shifts += follow(f, started, &g, b, late);
        while (!noir_over(&g)) {
            play(&g, b, noir_random_action(&g, &rng));
            if (followed)
                undid_shifts += follow(f, started, &g, b, late);
            if (noir_over(&g) && g.end == NOIR_END_INSPECTOR_KILLED) {
                inspector_killed++;
                end_beliefs(&g, b);
                assert_true(b[NOIR_KILLER].inspector == BIT(g.inspector));
                assert_true(b[NOIR_INSPECTOR].inspector == BIT(g.inspector));
            }
            if (noir_over(&g) && g.end != NOIR_END_TURN_LIMIT)
                break; /* the winning move may kill the Inspector or name the Killer */
            assert_true(b[NOIR_INSPECTOR].killer & BIT(g.killer));
            assert_true(b[NOIR_KILLER].killer & BIT(g.killer));
            narrowed_killer += noir_count(b[NOIR_INSPECTOR].killer) == 1;
            if (g.inspector == NOIR_NOBODY)
                continue;
            assert_true(b[NOIR_KILLER].inspector & BIT(g.inspector));
            assert_true(b[NOIR_INSPECTOR].inspector & BIT(g.inspector));
            narrowed_inspector += noir_count(b[NOIR_KILLER].inspector) <= 2;
        }
    }
    assert_true(narrowed_killer > 0);
    assert_true(narrowed_inspector > 0);
    assert_true(undid_shifts > 0); /* first_kill_optional: a first shift before the Inspector's view */
    assert_true(inspector_killed > 0);
}

static void test_truth_classic(void **state)
{
    (void)state;
    truth_survives(NOIR_CLASSIC);
}

static void test_truth_standard(void **state)
{
    (void)state;
    truth_survives(NOIR_STANDARD);
}

static void test_truth_citizens(void **state)
{
    (void)state;
    truth_survives(NOIR_CITIZENS_ARREST);
}

/* --- the hand-built game ---------------------------------------------------- */

/*
 * Standard mode, 4x4, suspect s dealt on cell (s / 4, s % 4).  The evidence:
 * the Killer 5, the Inspector's four 15 12 3 0, the deck 7 10 9 6, then the
 * rest in ascending order.  The game, with the grid afterwards where it moved:
 *
 *   Killer     KILL 6 (next to 5)                     0  1  2  3
 *   Inspector  CHOOSE 15                              4  5  6  7
 *   Killer     KILL 10                                8  9 10 11
 *   Inspector  EXONERATE (draws 7), DISCARD 0:       12 13 14 15
 *              "is the Killer next to 0?" yes
 *   Killer     SHIFT row 1 right                      0  1  2  3
 *   Inspector  ARREST 11: no                          7  4  5  6
 *   Killer     DISGUISE draws 10, dead: shown         8  9 10 11
 *   Inspector  SHIFT column 3 up                     12 13 14 15
 *   Killer     DISGUISE draws 9, alive: 5 dies, the Killer is 9
 *   Inspector  EXONERATE (draws 6), DISCARD 6: no     0  1  2  6
 *   Killer     KILL 4                                 7  4  5 11
 *   Inspector  ARREST 14: no                          8  9 10 15
 *                                                    12 13 14  3
 * Worked by hand: before the disguise the Inspector knows the Killer is 5
 * (next to 6 and 10, next to 0, not 7 or the four); after it, any living
 * card unseen: 1 2 4 8 9 11 13 14; not next to 6 (2, 11), next to 4
 * (1 8 9 of them): {1, 8, 9}.  The Killer knows the Inspector named 11
 * from 11 or a neighbour then (11, 14, 15 alive), then 14 from 14 or a
 * neighbour (9 13 15 3; 9 is the Killer, 13 and 3 were not possible):
 * {14, 15}.
 */
static const uint8_t four[4] = {15, 12, 3, 0};

static NoirAction script_action(int i, int choice)
{
    static const NoirAction script[] = {
        NOIR_ACTION(NOIR_KILL, 6, 0),       NOIR_ACTION(NOIR_CHOOSE, 15, 0),  NOIR_ACTION(NOIR_KILL, 10, 0),
        NOIR_ACTION(NOIR_EXONERATE, 0, 0),  NOIR_ACTION(NOIR_DISCARD, 0, 0),  NOIR_ACTION(NOIR_SHIFT, 1, 1),
        NOIR_ACTION(NOIR_ARREST, 11, 0),    NOIR_ACTION(NOIR_DISGUISE, 0, 0), NOIR_ACTION(NOIR_SHIFT, NOIR_COLUMN + 3, 0),
        NOIR_ACTION(NOIR_DISGUISE, 0, 0),   NOIR_ACTION(NOIR_EXONERATE, 0, 0), NOIR_ACTION(NOIR_DISCARD, 6, 0),
        NOIR_ACTION(NOIR_KILL, 4, 0),       NOIR_ACTION(NOIR_ARREST, 14, 0),
    };
    return i == 1 ? NOIR_ACTION(NOIR_CHOOSE, choice, 0) : script[i];
}
enum { SCRIPT = 14, N4 = 16 };

/* A deal from evidence positions given (NOIR_NOBODY where free): the free
 * positions get the missing cards in ascending order.  0 when the given
 * cards repeat. */
static int deal(NoirSetup *s, const uint8_t given[N4])
{
    memset(s, 0, sizeof *s);
    s->p = noir_params_default(4);
    s->p.mode = NOIR_STANDARD;
    NoirSuspects used = 0;
    for (int i = 0; i < N4; i++) {
        s->grid[i] = (uint8_t)i;
        if (given[i] != NOIR_NOBODY && (used & BIT(given[i])))
            return 0;
        used |= given[i] == NOIR_NOBODY ? 0 : BIT(given[i]);
    }
    for (int i = 0, next = 0; i < N4; i++) {
        if (given[i] != NOIR_NOBODY) {
            s->evidence[i] = given[i];
            continue;
        }
        while (used & BIT(next))
            next++;
        s->evidence[i] = (uint8_t)next;
        used |= BIT(next);
    }
    return 1;
}

static const uint8_t truth[N4] = {5, 15, 12, 3, 0, 7, 10, 9, 6, 1, 2, 4, 8, 11, 13, 14};

/* Play the script in the deal; 1 when every action is legal and `side` sees
 * the same record as in the true game `real`.  *identity: the opponent's. */
static int indistinguishable(const NoirSetup *s, int choice, const NoirGame *real, int side, int *identity)
{
    NoirGame g;
    if (noir_init(&g, s))
        return 0;
    for (int i = 0; i < SCRIPT; i++) {
        NoirAction x = script_action(i, choice);
        if (noir_over(&g) || !noir_is_legal(&g, x))
            return 0;
        noir_apply(&g, x);
        NoirObs seen = noir_view_obs(&g, side, i), was = noir_view_obs(real, side, i);
        if (memcmp(&seen, &was, sizeof seen) != 0)
            return 0;
    }
    *identity = side == NOIR_INSPECTOR ? g.killer : g.inspector;
    return 1;
}

static void play_script(NoirGame *g, NoirBelief b[2])
{
    NoirSetup s;
    assert_true(deal(&s, truth));
    assert_int_equal(noir_init(g, &s), 0);
    start_beliefs(g, b);
    for (int i = 0; i < SCRIPT; i++) {
        assert_true(noir_is_legal(g, script_action(i, 15)));
        play(g, b, script_action(i, 15));
    }
    assert_false(noir_over(g));
}

/* The Inspector cannot see the Killer's card (evidence 0) nor what the
 * successful disguise drew (deck position 2, evidence 7). */
static void test_brute_force_inspector(void **state)
{
    (void)state;
    NoirGame real;
    NoirBelief b[2];
    play_script(&real, b);
    NoirSuspects survivors = 0;
    for (int k = 0; k < N4; k++)
        for (int d = 0; d < N4; d++) {
            uint8_t given[N4];
            memset(given, NOIR_NOBODY, sizeof given);
            memcpy(given + 1, four, 4);
            given[0] = (uint8_t)k;
            given[5] = 7;
            given[6] = 10;
            given[7] = (uint8_t)d;
            given[8] = 6;
            NoirSetup s;
            int identity;
            if (deal(&s, given) && indistinguishable(&s, 15, &real, NOIR_INSPECTOR, &identity))
                survivors |= BIT(identity);
        }
    assert_int_equal(survivors, BIT(1) | BIT(8) | BIT(9)); /* by hand, above */
    assert_int_equal(b[NOIR_INSPECTOR].killer, survivors);
}

/* The Killer knows its cards (evidence 0, deck positions 1 and 2: 10 and 9)
 * but not the Inspector's four, their choice, nor the cards the two
 * Exonerates drew (deck positions 0 and 3). */
static void test_brute_force_killer(void **state)
{
    (void)state;
    NoirGame real;
    NoirBelief b[2];
    play_script(&real, b);
    NoirSuspects survivors = 0, others = 0xFFFF & ~(BIT(5) | BIT(10) | BIT(9));
    long worlds = 0;
    for (NoirSuspects set = others; set; set &= set - 1) /* the four as a set: a < b < c < d */
        for (NoirSuspects s2 = set & (set - 1); s2; s2 &= s2 - 1)
            for (NoirSuspects s3 = s2 & (s2 - 1); s3; s3 &= s3 - 1)
                for (NoirSuspects s4 = s3 & (s3 - 1); s4; s4 &= s4 - 1) {
                    uint8_t dealt[4] = {(uint8_t)__builtin_ctzll(set), (uint8_t)__builtin_ctzll(s2),
                                        (uint8_t)__builtin_ctzll(s3), (uint8_t)__builtin_ctzll(s4)};
                    NoirSuspects rest = others & ~(BIT(dealt[0]) | BIT(dealt[1]) | BIT(dealt[2]) | BIT(dealt[3]));
                    for (NoirSuspects e1 = rest; e1; e1 &= e1 - 1)
                        for (NoirSuspects e2 = rest & ~(e1 & -e1); e2; e2 &= e2 - 1) {
                            uint8_t given[N4];
                            memset(given, NOIR_NOBODY, sizeof given);
                            given[0] = 5;
                            memcpy(given + 1, dealt, 4);
                            given[5] = (uint8_t)__builtin_ctzll(e1);
                            given[6] = 10;
                            given[7] = 9;
                            given[8] = (uint8_t)__builtin_ctzll(e2);
                            NoirSetup s;
                            assert_true(deal(&s, given));
                            for (int c = 0; c < 4; c++) {
                                int identity;
                                worlds++;
                                if (indistinguishable(&s, dealt[c], &real, NOIR_KILLER, &identity))
                                    survivors |= BIT(identity);
                            }
                        }
                }
    assert_int_equal(worlds, 715L * 9 * 8 * 4); /* C(13,4) sets, two draws of the other 9, a choice of 4 */
    assert_int_equal(survivors, BIT(14) | BIT(15)); /* by hand, above */
    assert_int_equal(b[NOIR_KILLER].inspector, survivors);
}

int main(void)
{
    const struct CMUnitTest all[] = {
        cmocka_unit_test(test_brute_force_inspector), cmocka_unit_test(test_brute_force_killer),
        cmocka_unit_test(test_truth_classic),         cmocka_unit_test(test_truth_standard),
        cmocka_unit_test(test_truth_citizens),
    };
    return cmocka_run_group_tests(all, NULL, NULL);
}
