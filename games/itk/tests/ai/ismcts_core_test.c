/*
 * ismcts_core_test.c — the generic search (ai/ismcts.h) on a toy game small
 * enough to know its answer.
 *
 * "Show and guess": a card h in 0..3 is dealt to player 0; player 1 does not
 * see it.  Player 1 may guess at once (right 1 time in 4) or wait.  After a
 * wait a coin is tossed (chance): on heads player 0 must show the card as one
 * of two moves, SHOW h or SHOW h + 4 (which of them depends on the hidden h:
 * the moves legal in one sampled world are illegal in the others), and then
 * player 1 guesses; on tails player 1 guesses blind.  Player 1 wins with a
 * right guess.  Waiting is worth 1/2 * 1 + 1/2 * 1/4 = 0.625, guessing now
 * 0.25, so waiting is the one right first move, and after a show the right
 * guess is the shown card mod 4.
 *
 * The toy's prior (IsmctsGame.prior) favours one action of the context's
 * choosing, to see the progressive bias steer the search and fade.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ai/ismcts.h"

/* The toy games' lists are the game interface's, as any game's. */
static void push(GameActions *l, GameAction a) { l->a[l->n++] = a; }

enum { WAIT = 10, HEADS = 21, TAILS = 20, SHOW = 30, GUESS = 0 };
enum { STEP_START, STEP_COIN, STEP_SHOW, STEP_GUESS, STEP_OVER };

typedef struct Toy {
    int h;     /* the hidden card; -1 in player 1's information set */
    int step;
    int guess;
} Toy;

typedef struct ToyCtx {
    unsigned possible; /* the cards player 1's information set allows (bit h) */
    long illegal;      /* moves applied that were not legal in their world */
    long shows_seen[8];
    GameAction favoured;   /* the action the prior gives 1 (others 0) */
    long prior_calls;
} ToyCtx;

static int toy_to_move(void *ctx, const void *state)
{
    (void)ctx;
    switch (((const Toy *)state)->step) {
    case STEP_START:
    case STEP_GUESS: return 1;
    case STEP_COIN: return ISMCTS_CHANCE;
    case STEP_SHOW: return 0;
    default: return ISMCTS_OVER;
    }
}

static void toy_legal(void *ctx, const void *state, GameActions *out)
{
    (void)ctx;
    const Toy *t = state;
    out->n = 0;
    switch (t->step) {
    case STEP_START:
        for (int g = 0; g < 4; g++)
            push(out, (GameAction)(GUESS + g));
        push(out, WAIT);
        break;
    case STEP_COIN:
        push(out, TAILS);
        push(out, HEADS);
        break;
    case STEP_SHOW: /* depends on the hidden card */
        push(out, (GameAction)(SHOW + t->h));
        push(out, (GameAction)(SHOW + t->h + 4));
        break;
    case STEP_GUESS:
        for (int g = 0; g < 4; g++)
            push(out, (GameAction)(GUESS + g));
        break;
    default: break;
    }
}

static int toy_is_legal(const Toy *t, GameAction a)
{
    GameActions l;
    toy_legal(NULL, t, &l);
    for (int i = 0; i < l.n; i++)
        if (l.a[i] == a)
            return 1;
    return 0;
}

static void toy_apply(void *ctx, void *state, GameAction a)
{
    ToyCtx *c = ctx;
    Toy *t = state;
    c->illegal += !toy_is_legal(t, a);
    switch (t->step) {
    case STEP_START:
        if (a == WAIT) {
            t->step = STEP_COIN;
        } else {
            t->guess = (int)a;
            t->step = STEP_OVER;
        }
        break;
    case STEP_COIN: t->step = a == HEADS ? STEP_SHOW : STEP_GUESS; break;
    case STEP_SHOW:
        c->shows_seen[a - SHOW]++;
        t->step = STEP_GUESS;
        break;
    default:
        t->guess = (int)a;
        t->step = STEP_OVER;
        break;
    }
}

static double toy_reward(void *ctx, const void *state, int player)
{
    (void)ctx;
    const Toy *t = state;
    double p1 = t->guess == t->h;
    return player == 1 ? p1 : 1 - p1;
}

static void toy_determinize(void *ctx, const void *info_set, void *out, Pcg32 *rng)
{
    const ToyCtx *c = ctx;
    Toy *t = out;
    *t = *(const Toy *)info_set;
    int n = __builtin_popcount(c->possible), k = (int)pcg32_bounded(rng, (uint32_t)n);
    unsigned left = c->possible;
    while (k-- > 0)
        left &= left - 1;
    t->h = __builtin_ctz(left);
}

static void toy_prior(void *ctx, const void *state, const GameActions *legal, double *out, Pcg32 *rng)
{
    (void)state;
    (void)rng;
    ToyCtx *c = ctx;
    c->prior_calls++;
    for (int i = 0; i < legal->n; i++)
        out[i] = legal->a[i] == c->favoured;
}

static const IsmctsGame toy = {
    .state_size = sizeof(Toy),
    .to_move = toy_to_move,
    .legal = toy_legal,
    .apply = toy_apply,
    .reward = toy_reward,
    .determinize = toy_determinize,
    .rollout = NULL, /* ismcts_random_rollout */
    .prior = toy_prior,
};

static IsmctsConfig config(long iterations)
{
    return (IsmctsConfig){.iterations = iterations, .c = 0.7, .final = ISMCTS_FINAL_VISITS, .memory = 1 << 20};
}

static GameAction search(Ismcts *t, ToyCtx *c, const Toy *info, uint64_t seed)
{
    Pcg32 rng;
    pcg32_seed(&rng, seed, 5);
    return ismcts_search(t, &toy, c, info, &rng);
}

/*
 * "Pass or call", for the opponent's private information (IsmctsConfig.keyed):
 * player 0 holds a bit h that player 1, the searcher, does not see.  Player 1
 * passes (reward 0.4) or calls; after a call player 0 names a bit and wins
 * when it names h.  Player 0 always can, so calling is worth 0 and passing is
 * right.  In one tree player 0's node is shared by both worlds and naming 0
 * or 1 each wins half the time, so the search sees a call as worth about 0.5
 * and calls; with player 0's moves keyed by h it learns to name h and passes.
 */
enum { PC_PASS = 1, PC_CALL = 2, PC_NAME = 10 };

typedef struct PassCall {
    int h, called, named; /* named: -1 until player 0 names a bit */
} PassCall;

static int pc_to_move(void *ctx, const void *state)
{
    (void)ctx;
    const PassCall *p = state;
    return !p->called && p->named < 0 ? 1 : p->called && p->named < 0 ? 0 : ISMCTS_OVER;
}

static void pc_legal(void *ctx, const void *state, GameActions *out)
{
    (void)ctx;
    out->n = 0;
    if (!((const PassCall *)state)->called) {
        push(out, PC_PASS);
        push(out, PC_CALL);
    } else {
        push(out, PC_NAME);
        push(out, PC_NAME + 1);
    }
}

static void pc_apply(void *ctx, void *state, GameAction a)
{
    (void)ctx;
    PassCall *p = state;
    if (a == PC_PASS)
        p->named = 2; /* over, nobody named */
    else if (a == PC_CALL)
        p->called = 1;
    else
        p->named = (int)a - PC_NAME;
}

static void pc_rewards(void *ctx, const void *state, double out[GAME_SEATS_MAX])
{
    (void)ctx;
    const PassCall *p = state;
    out[1] = !p->called ? 0.4 : p->named != p->h;
    out[0] = 1 - out[1];
}

static void pc_determinize(void *ctx, const void *info_set, void *out, Pcg32 *rng)
{
    (void)ctx;
    PassCall *p = out;
    *p = *(const PassCall *)info_set;
    p->h = (int)pcg32_bounded(rng, 2);
}

static uint32_t pc_private_key(void *ctx, const void *state, int player)
{
    (void)ctx;
    return player == 0 ? 1 + (uint32_t)((const PassCall *)state)->h : 0;
}

static const IsmctsGame pass_call = {
    .state_size = sizeof(PassCall),
    .to_move = pc_to_move,
    .legal = pc_legal,
    .apply = pc_apply,
    .rewards = pc_rewards,
    .determinize = pc_determinize,
    .private_key = pc_private_key,
};

/* Keyed, the search passes (the opponent names its bit); in one tree it calls. */
static void test_keyed_opponent_uses_its_information(void **state)
{
    (void)state;
    PassCall start = {.h = -1, .named = -1};
    for (int keyed = 0; keyed < 2; keyed++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            IsmctsConfig cfg = config(3000);
            cfg.keyed = keyed;
            Ismcts *t = ismcts_create(&cfg, pass_call.state_size);
            Pcg32 rng;
            pcg32_seed(&rng, seed, 5);
            GameAction a = ismcts_search(t, &pass_call, NULL, &start, &rng);
            GameAction action[2];
            long visits[2];
            double mean[2];
            int n = ismcts_root_children(t, action, visits, mean, 2);
            assert_int_equal(n, 2);
            double call = action[0] == PC_CALL ? mean[0] : mean[1];
            if (keyed) { /* player 0 names h: a call is worth near 0 */
                assert_int_equal(a, PC_PASS);
                assert_true(call < 0.3);
            } else { /* one node for both worlds: a call looks worth about 1/2 */
                assert_int_equal(a, PC_CALL);
                assert_true(call > 0.4);
            }
            /* 3000 iterations, each adding at most one node; keyed, player 0
             * has a node per (h, bit): the root, 2 moves, 4 named bits. */
            assert_int_equal(ismcts_stats(t)->nodes, keyed ? 7 : 5);
            ismcts_destroy(t);
        }
}

/*
 * The opponent model (IsmctsConfig.opponent): in "pass or call" player 0's
 * node plays the model's move in the sampled world instead of choosing by UCB.
 * A model that names h makes a call worth exactly 0 (the search passes); one
 * that names the other bit makes it worth exactly 1 (the search calls).  The
 * model is asked once per (node, key): player 0 has one node (after the
 * call) and two keys, so 2 calls, and every other visit is a cache hit.
 */
typedef struct PcModel {
    int wrong;  /* 1: the model names the bit that is not h */
    long calls; /* opponent_move calls, counted here */
} PcModel;

static uint32_t pc_model_key(void *ctx, const void *state, int player)
{
    (void)ctx;
    assert_int_equal(player, 0);
    return (uint32_t)((const PassCall *)state)->h;
}

static GameAction pc_model_move(void *ctx, const void *state, const GameActions *legal, Pcg32 *rng)
{
    (void)legal;
    (void)rng;
    PcModel *m = ctx;
    m->calls++;
    return (GameAction)(PC_NAME + (((const PassCall *)state)->h ^ m->wrong));
}

static void test_opponent_model_plays_the_modelled_move(void **state)
{
    (void)state;
    IsmctsGame modelled = pass_call;
    modelled.opponent_key = pc_model_key;
    modelled.opponent_move = pc_model_move;
    PassCall start = {.h = -1, .named = -1};
    for (int wrong = 0; wrong < 2; wrong++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            IsmctsConfig cfg = config(500);
            cfg.opponent = ISMCTS_OPPONENT_MODEL;
            Ismcts *t = ismcts_create(&cfg, modelled.state_size);
            PcModel m = {.wrong = wrong};
            Pcg32 rng;
            pcg32_seed(&rng, seed, 5);
            GameAction a = ismcts_search(t, &modelled, &m, &start, &rng);
            GameAction action[2];
            long visits[2];
            double mean[2];
            assert_int_equal(ismcts_root_children(t, action, visits, mean, 2), 2);
            int call = action[0] == PC_CALL ? 0 : 1;
            assert_int_equal(a, wrong ? PC_CALL : PC_PASS);
            /* Player 1's mean at the call: the model never misses (or always
             * does), but for the first visit, which only added the call node
             * and rolled out at random. */
            assert_true(fabs(mean[call] - (wrong ? 1.0 : 0.0)) <= 1.0 / (double)visits[call]);
            /* Root, pass, call and the two named bits (one per world). */
            assert_int_equal(ismcts_stats(t)->nodes, 5);
            assert_int_equal(ismcts_stats(t)->model_calls, 2);
            assert_int_equal(m.calls, 2);
            /* Visits below the call node: the first two expanded it and its two children. */
            assert_int_equal(ismcts_stats(t)->model_hits, visits[call] - 1 - 2);
            ismcts_destroy(t);
        }
    /* Without the model's functions the configuration falls back to UCB: one
     * tree, and a call looks worth about 1/2. */
    IsmctsConfig cfg = config(3000);
    cfg.opponent = ISMCTS_OPPONENT_MODEL;
    Ismcts *t = ismcts_create(&cfg, pass_call.state_size);
    Pcg32 rng;
    pcg32_seed(&rng, 1, 5);
    assert_int_equal(ismcts_search(t, &pass_call, NULL, &start, &rng), PC_CALL);
    assert_int_equal(ismcts_stats(t)->model_calls, 0);
    ismcts_destroy(t);
}

/* Waiting is the winning first move; after a show, the shown card is guessed. */
static void test_finds_the_winning_moves(void **state)
{
    (void)state;
    IsmctsConfig cfg = config(2000);
    Ismcts *t = ismcts_create(&cfg, toy.state_size);
    assert_non_null(t);
    ToyCtx c = {.possible = 0xF};
    Toy start = {.h = -1, .step = STEP_START};
    for (uint64_t seed = 1; seed <= 5; seed++)
        assert_int_equal(search(t, &c, &start, seed), WAIT);

    for (int h = 0; h < 4; h++) { /* player 1 saw SHOW h + 4: only h is possible */
        ToyCtx seen = {.possible = 1u << h};
        Toy after = {.h = -1, .step = STEP_GUESS};
        assert_int_equal(search(t, &seen, &after, 9), GUESS + h);
    }
    ismcts_destroy(t);
}

/* The opponent's moves legal in one world only are never played in another,
 * yet every world's moves are explored. */
static void test_never_plays_a_move_illegal_in_the_sample(void **state)
{
    (void)state;
    IsmctsConfig cfg = config(4000);
    Ismcts *t = ismcts_create(&cfg, toy.state_size);
    ToyCtx c = {.possible = 0xF};
    Toy start = {.h = -1, .step = STEP_START};
    search(t, &c, &start, 3);
    assert_int_equal(c.illegal, 0);
    assert_int_equal(ismcts_stats(t)->illegal, 0);
    for (int s = 0; s < 8; s++)
        assert_true(c.shows_seen[s] > 0);
    ismcts_destroy(t);
}

/*
 * "Left or right", for three seats: seat 0 goes left or right; after left
 * seat 1 picks a (rewards 0.9, 0.2, 0.5 to seats 0, 1, 2) or b (0.1, 0.8,
 * 0.5), after right seat 2 picks c (0.6, 0, 0.7) or d (0, 1, 0.3).  Each
 * seat choosing by its own reward (max^n), seat 1 picks b and seat 2 c, so
 * right (0.6) beats left (0.1).  A search judging the other seats by seat
 * 0's reward (as allies) would go left for a's 0.9; one judging them as
 * seat 0's adversaries (one minus its reward) would go left for b's 0.1 over
 * d's 0.
 */
enum { LR_LEFT = 1, LR_RIGHT, LR_A, LR_B, LR_C, LR_D };

typedef struct LeftRight {
    int first, second; /* 0 until played */
} LeftRight;

static int lr_to_move(void *ctx, const void *state)
{
    (void)ctx;
    const LeftRight *p = state;
    return !p->first ? 0 : p->second ? ISMCTS_OVER : p->first == LR_LEFT ? 1 : 2;
}

static void lr_legal(void *ctx, const void *state, GameActions *out)
{
    (void)ctx;
    const LeftRight *p = state;
    out->n = 0;
    push(out, !p->first ? LR_LEFT : p->first == LR_LEFT ? LR_A : LR_C);
    push(out, !p->first ? LR_RIGHT : p->first == LR_LEFT ? LR_B : LR_D);
}

static void lr_apply(void *ctx, void *state, GameAction a)
{
    (void)ctx;
    LeftRight *p = state;
    *(p->first ? &p->second : &p->first) = (int)a;
}

static void lr_rewards(void *ctx, const void *state, double out[GAME_SEATS_MAX])
{
    (void)ctx;
    static const double r[4][3] = {{0.9, 0.2, 0.5}, {0.1, 0.8, 0.5}, {0.6, 0, 0.7}, {0, 1, 0.3}};
    for (int s = 0; s < 3; s++)
        out[s] = r[((const LeftRight *)state)->second - LR_A][s];
    out[3] = 0;
}

static void lr_determinize(void *ctx, const void *info_set, void *out, Pcg32 *rng)
{
    (void)ctx;
    (void)rng;
    *(LeftRight *)out = *(const LeftRight *)info_set;
}

static const IsmctsGame left_right = {
    .state_size = sizeof(LeftRight),
    .to_move = lr_to_move,
    .legal = lr_legal,
    .apply = lr_apply,
    .rewards = lr_rewards,
    .determinize = lr_determinize,
};

/* Three seats: every seat's node by its own reward; a node's bytes grow by
 * one total a seat; seats past GAME_SEATS_MAX are refused. */
static void test_each_seat_by_its_own_reward(void **state)
{
    (void)state;
    IsmctsConfig cfg = config(400);
    cfg.seats = 3;
    Ismcts *t = ismcts_create(&cfg, left_right.state_size);
    assert_non_null(t);
    LeftRight start = {0, 0};
    for (uint64_t seed = 1; seed <= 3; seed++) {
        Pcg32 rng;
        pcg32_seed(&rng, seed, 5);
        assert_int_equal(ismcts_search(t, &left_right, NULL, &start, &rng), LR_RIGHT);
        GameAction a[2];
        long visits[2];
        double mean[2];
        assert_int_equal(ismcts_root_children(t, a, visits, mean, 2), 2);
        for (int i = 0; i < 2; i++) /* seat 0's mean: its reward under each reply */
            assert_true(a[i] == LR_RIGHT ? fabs(mean[i] - 0.6) < 0.05 : mean[i] < 0.5);
    }
    ismcts_destroy(t);
    assert_int_equal(ismcts_seat_node_bytes(2), ismcts_node_bytes());
    assert_int_equal(ismcts_seat_node_bytes(4), ismcts_node_bytes() + 2 * sizeof(double));
    cfg.seats = GAME_SEATS_MAX + 1;
    assert_null(ismcts_create(&cfg, left_right.state_size));
}

/* The arena never grows past its bound; a full arena keeps the search going
 * from the frontier and still returns a legal root move. */
static void test_memory_stays_within_the_bound(void **state)
{
    (void)state;
    IsmctsConfig cfg = config(5000);
    cfg.memory = 7 * ismcts_node_bytes() + ismcts_node_bytes() / 2;
    Ismcts *t = ismcts_create(&cfg, toy.state_size);
    assert_non_null(t);
    assert_int_equal(ismcts_capacity(t), 7);
    assert_true(ismcts_arena_bytes(t) <= cfg.memory);
    ToyCtx c = {.possible = 0xF};
    Toy start = {.h = -1, .step = STEP_START};
    GameAction a = search(t, &c, &start, 4);
    const IsmctsStats *st = ismcts_stats(t);
    assert_int_equal(st->iterations, 5000);
    assert_int_equal(st->nodes, 7);
    assert_true(st->frontier_only > 0);
    assert_true(toy_is_legal(&start, a));
    assert_int_equal(c.illegal, 0);
    ismcts_destroy(t);

    /* With an iteration budget the arena is no bigger than the budget needs. */
    cfg = config(100);
    t = ismcts_create(&cfg, toy.state_size);
    assert_int_equal(ismcts_capacity(t), 101);
    search(t, &c, &start, 4);
    assert_true(ismcts_stats(t)->nodes <= 101);
    ismcts_destroy(t);

    cfg.memory = ismcts_node_bytes(); /* not even a root and one child */
    assert_null(ismcts_create(&cfg, toy.state_size));
}

/* Same information set, same seed: same move and the same tree statistics. */
static void test_deterministic_given_the_seed(void **state)
{
    (void)state;
    IsmctsConfig cfg = config(300);
    cfg.c = 2.0; /* spread the visits so that the statistics say something */
    Ismcts *t = ismcts_create(&cfg, toy.state_size);
    ToyCtx c = {.possible = 0xF};
    Toy start = {.h = -1, .step = STEP_START};
    GameAction action[2][8];
    long visits[2][8];
    double mean[2][8];
    int n[2];
    GameAction chosen[2];
    for (int run = 0; run < 2; run++) {
        chosen[run] = search(t, &c, &start, 77);
        n[run] = ismcts_root_children(t, action[run], visits[run], mean[run], 8);
    }
    assert_int_equal(chosen[0], chosen[1]);
    assert_int_equal(n[0], 5);
    assert_int_equal(n[1], 5);
    long total = 0;
    for (int i = 0; i < n[0]; i++) {
        assert_int_equal(action[0][i], action[1][i]);
        assert_int_equal(visits[0][i], visits[1][i]);
        assert_true(mean[0][i] == mean[1][i]);
        total += visits[0][i];
    }
    assert_int_equal(total, 300);
    ismcts_destroy(t);
}

/* final=sample draws the root move by visits: a small budget spread over the
 * five moves gives more than one answer over many seeds, always a legal one. */
static void test_final_sample_draws_by_visits(void **state)
{
    (void)state;
    IsmctsConfig cfg = config(20);
    cfg.c = 5.0;
    cfg.final = ISMCTS_FINAL_SAMPLE;
    Ismcts *t = ismcts_create(&cfg, toy.state_size);
    ToyCtx c = {.possible = 0xF};
    Toy start = {.h = -1, .step = STEP_START};
    unsigned seen = 0;
    for (uint64_t seed = 0; seed < 200; seed++) {
        GameAction a = search(t, &c, &start, seed);
        assert_true(toy_is_legal(&start, a));
        seen |= 1u << (a == WAIT ? 4 : a);
    }
    assert_true(__builtin_popcount(seen) >= 3);
    ismcts_destroy(t);
}

/* A time budget runs at least one iteration and stops near its deadline. */
static void test_time_budget(void **state)
{
    (void)state;
    IsmctsConfig cfg = config(1);
    cfg.seconds = 0.05;
    Ismcts *t = ismcts_create(&cfg, toy.state_size);
    assert_true(ismcts_capacity(t) > 2); /* the memory bound, not the iterations, sizes it */
    ToyCtx c = {.possible = 0xF};
    Toy start = {.h = -1, .step = STEP_START};
    assert_int_equal(search(t, &c, &start, 1), WAIT);
    assert_true(ismcts_stats(t)->iterations > 100);
    ismcts_destroy(t);
}

/* Visits of the root child for action a (0 when it has none). */
static long root_visits(const Ismcts *t, GameAction a)
{
    GameAction action[16];
    long visits[16];
    double mean[16];
    int n = ismcts_root_children(t, action, visits, mean, 16);
    for (int i = 0; i < n; i++)
        if (action[i] == a)
            return visits[i];
    return 0;
}

/* The prior's action is expanded first and, among equally good moves, chosen
 * and visited most; against a better move its bias fades with the visits;
 * without a weight the game's prior is never asked. */
static void test_prior_steers_the_search(void **state)
{
    (void)state;
    IsmctsConfig cfg = config(1);
    cfg.bias = 1;
    Ismcts *t = ismcts_create(&cfg, toy.state_size);
    ToyCtx c = {.possible = 0xF, .favoured = GUESS + 0};
    Toy start = {.h = -1, .step = STEP_START};
    assert_int_equal(search(t, &c, &start, 1), GUESS + 0); /* one iteration: the favoured child only */
    assert_true(c.prior_calls > 0);
    ismcts_destroy(t);

    cfg.iterations = 2000;
    t = ismcts_create(&cfg, toy.state_size);
    assert_int_equal(search(t, &c, &start, 2), WAIT); /* 0.625 against 0.25: the samples win */
    ismcts_destroy(t);

    cfg.iterations = 300;
    cfg.bias = 20;
    t = ismcts_create(&cfg, toy.state_size);
    Toy blind = {.h = -1, .step = STEP_GUESS}; /* every guess is worth 1/4 */
    for (GameAction g = GUESS; g < GUESS + 4; g++) {
        c.favoured = g;
        assert_int_equal(search(t, &c, &blind, 3), g);
        for (GameAction other = GUESS; other < GUESS + 4; other++)
            if (other != g)
                assert_true(root_visits(t, g) > root_visits(t, other));
    }
    ismcts_destroy(t);

    cfg.bias = 0;
    t = ismcts_create(&cfg, toy.state_size);
    c.prior_calls = 0;
    search(t, &c, &start, 4);
    assert_int_equal(c.prior_calls, 0);
    ismcts_destroy(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finds_the_winning_moves),
        cmocka_unit_test(test_never_plays_a_move_illegal_in_the_sample),
        cmocka_unit_test(test_memory_stays_within_the_bound),
        cmocka_unit_test(test_each_seat_by_its_own_reward),
        cmocka_unit_test(test_deterministic_given_the_seed),
        cmocka_unit_test(test_final_sample_draws_by_visits),
        cmocka_unit_test(test_time_budget),
        cmocka_unit_test(test_prior_steers_the_search),
        cmocka_unit_test(test_keyed_opponent_uses_its_information),
        cmocka_unit_test(test_opponent_model_plays_the_modelled_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
