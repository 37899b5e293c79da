/*
 * noir_search — the rollout horizon of NOIR's search (noir_ismcts.h):
 *
 *   race_by_hand   the leaf's score, the Inspector's chance in the race of
 *                  guesses, on beliefs worked by hand.
 *   horizon        a rollout with depth=N plays N plies and stops (the game
 *                  unfinished), with depth=0 plays to the end; a stopped
 *                  leaf is scored by the race, the two sides' rewards adding
 *                  to 1.
 *   fit_known      the logistic fit (ai/logistic.h) recovers the weights of
 *                  outcomes made by a known model, separates a separable
 *                  set, and refuses collinear features.
 *   fitted_leaf    with leaf=fit a stopped leaf is scored by the fitted
 *                  model (noir_leaf.h), not the race.
 *   setups_leaf    with leaf=setups a stopped leaf is scored by the model
 *                  fitted to every setup of the balance campaign, with the
 *                  weights of the setup's family (its mode and grid; 7x7
 *                  takes 6x6's): a chance in (0, 1), not leaf=fit's.
 *   leaf_key       `ismcts:leaf=fit` and `leaf=setups` are taken, any other
 *                  value refused with one message.
 *
 * Run with arguments it fits instead of testing:
 *   noir_search fit GAMES SEED
 * plays GAMES games of the heuristic on both sides (the play of a rollout),
 * fits the leaf model to every position's outcome and prints the weights for
 * noir_leaf.c, with the Brier scores of the race, of the fit and of the
 * Inspector's share of wins on GAMES/4 further games held out.
 *   noir_search fitsetups GAMES SEED
 * does the same for leaf=setups: GAMES games of each of the 21 setups of
 * scenarios/campaigns/noir-search.ini, one fit a family, and the Brier
 * scores of the race, leaf=fit, the new fit and each setup's own share of
 * wins on GAMES/4 further games a setup.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/game_policy.h"
#include "ai/logistic.h"
#include "games/noir/ai/noir_leaf.h"
#include "games/noir/core/setup.h"
#include "games/noir/noir_class.h"

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

/* A game of `p` dealt from `seed`, searched by the Inspector at depth `depth`. */
static void start_game(NoirSearch *s, NoirSearchState *st, int depth, uint64_t seed, NoirParams p)
{
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

/* A default game dealt from `seed`, searched by the Inspector at depth `depth`. */
static void start(NoirSearch *s, NoirSearchState *st, int depth, uint64_t seed)
{
    start_game(s, st, depth, seed, noir_params_default(NOIR_DEFAULT_SIDE));
}

/* The default game of `seed` after a rollout of the horizon (5 plies) with
 * leaves scored by `leaf`: 1 when the horizon stopped it, 0 when the game
 * ended sooner. */
static int stopped(NoirSearch *s, NoirSearchState *st, int leaf, uint64_t seed)
{
    Pcg32 rng;
    pcg32_seed(&rng, seed, 2);
    start(s, st, 5, seed);
    s->leaf = leaf;
    noir_ismcts_game.rollout(s, st, &rng);
    if (noir_over(&st->g)) /* a game this short ends before the horizon */
        return 0;
    assert_int_equal(st->g.n_obs, 5);
    assert_true(noir_ismcts_game.reward(s, st, NOIR_INSPECTOR) + noir_ismcts_game.reward(s, st, NOIR_KILLER) == 1.0);
    return 1;
}

static void horizon(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        NoirSearch s;
        NoirSearchState st;
        if (stopped(&s, &st, NOIR_LEAF_BY_RACE, seed))
            assert_true(noir_ismcts_game.reward(&s, &st, NOIR_INSPECTOR) == noir_search_inspector_chance(&st));
        Pcg32 rng;
        pcg32_seed(&rng, seed, 3);
        start(&s, &st, 0, seed);
        noir_ismcts_game.rollout(&s, &st, &rng);
        assert_true(noir_over(&st.g));
    }
}

/* Outcomes that are a known model's probabilities: the fit finds its weights. */
static void fit_known(void **state)
{
    (void)state;
    enum { N = 400, F = 3 };
    static double x[N * F], y[N];
    const double truth[F] = {-0.5, 1.5, -2.0};
    Pcg32 rng;
    pcg32_seed(&rng, 27, 1);
    for (int i = 0; i < N; i++) {
        x[i * F] = 1;
        x[i * F + 1] = pcg32_below(&rng, 2001) / 1000.0 - 1;
        x[i * F + 2] = pcg32_below(&rng, 2001) / 1000.0 - 1;
        y[i] = logistic_predict(truth, x + i * F, F);
    }
    double w[F];
    char err[128];
    assert_true(logistic_fit(x, y, N, F, 0, w, err, sizeof err) > 0);
    for (int j = 0; j < F; j++)
        assert_true(fabs(w[j] - truth[j]) < 1e-6);
    /* separable: y = 1 exactly when x1 > 0; the ridge keeps the fit finite */
    for (int i = 0; i < N; i++)
        y[i] = x[i * F + 1] > 0;
    assert_true(logistic_fit(x, y, N, F, 1e-3, w, err, sizeof err) > 0);
    for (int i = 0; i < N; i++)
        assert_true((logistic_predict(w, x + i * F, F) > 0.5) == (y[i] > 0));
    for (int i = 0; i < N; i++) /* the third feature twice the second */
        x[i * F + 2] = 2 * x[i * F + 1];
    assert_int_equal(logistic_fit(x, y, N, F, 0, w, err, sizeof err), -1);
    assert_string_equal(err, "logistic fit: the features are collinear (add a ridge or drop one)");
}

static void fitted_leaf(void **state)
{
    (void)state;
    int differ = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        NoirSearch s;
        NoirSearchState st;
        if (!stopped(&s, &st, NOIR_LEAF_BY_FIT, seed))
            continue;
        double mine = noir_ismcts_game.reward(&s, &st, NOIR_INSPECTOR);
        assert_true(mine == noir_leaf_fitted_chance(&st));
        assert_true(mine > 0 && mine < 1);
        differ += mine != noir_search_inspector_chance(&st);
    }
    assert_true(differ > 0);
}

/* A game of `p` dealt from `seed` after a rollout of 5 plies scored by
 * leaf=setups: 1 when the horizon stopped it. */
static int stopped_setups(NoirSearch *s, NoirSearchState *st, NoirParams p, uint64_t seed)
{
    Pcg32 rng;
    pcg32_seed(&rng, seed, 2);
    start_game(s, st, 5, seed, p);
    s->leaf = NOIR_LEAF_BY_SETUPS;
    noir_ismcts_game.rollout(s, st, &rng);
    return !noir_over(&st->g);
}

static void setups_leaf(void **state)
{
    (void)state;
    int differ = 0, by_family = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        NoirSearch s;
        NoirSearchState st;
        NoirParams p = noir_params_default(4);
        p.mode = NOIR_CITIZENS_ARREST;
        p.kill_target = 15;
        if (!stopped_setups(&s, &st, p, seed))
            continue;
        double mine = noir_ismcts_game.reward(&s, &st, NOIR_INSPECTOR);
        assert_true(mine == noir_leaf_setups_chance(&st));
        assert_true(mine > 0 && mine < 1);
        assert_true(mine + noir_ismcts_game.reward(&s, &st, NOIR_KILLER) == 1.0);
        differ += mine != noir_leaf_fitted_chance(&st);
        st.g.p.mode = NOIR_CLASSIC; /* the same position read with Classic 4x4's weights */
        by_family += noir_leaf_setups_chance(&st) != mine;
    }
    assert_true(differ > 0);
    assert_true(by_family > 0);
    NoirParams p = noir_params_default(7), q = noir_params_default(6), r = noir_params_default(4);
    assert_int_equal(noir_leaf_setups_family(&p), noir_leaf_setups_family(&q));
    assert_int_not_equal(noir_leaf_setups_family(&q), noir_leaf_setups_family(&r));
    q.mode = NOIR_STANDARD;
    assert_int_not_equal(noir_leaf_setups_family(&p), noir_leaf_setups_family(&q));
}

static void leaf_key(void **state)
{
    (void)state;
    GamePolicy p;
    char err[256];
    assert_int_equal(game_policy_create(&p, &noir_game_class, "ismcts:depth=8,leaf=fit", NOIR_KILLER, err, sizeof err), 0);
    game_policy_destroy(&p);
    assert_int_equal(
        game_policy_create(&p, &noir_game_class, "ismcts:depth=4,leaf=setups", NOIR_INSPECTOR, err, sizeof err), 0);
    game_policy_destroy(&p);
    assert_int_not_equal(game_policy_create(&p, &noir_game_class, "ismcts:leaf=guess", NOIR_KILLER, err, sizeof err), 0);
    assert_string_equal(err, "policy ismcts: leaf=guess is not one of race|fit|setups");
}

/* --- fitting the leaf models (noir_search fit|fitsetups GAMES SEED) ---------- */

/* The positions of heuristic games: both models' features, the game's
 * result for the Inspector, and the setup (an index of `setups`) of each. */
typedef struct Rows {
    double *x, *xs, *y, *fitted; /* fitted: leaf=fit's chance */
    uint8_t *setup;
    size_t n, cap;
} Rows;

static void *grow(void *p, size_t bytes)
{
    p = realloc(p, bytes);
    assert_non_null(p);
    return p;
}

/* Game `i` of setup `cell` (params p) of the heuristic on both sides, each
 * position a row of rows with the game's result for the Inspector. */
static void play_rows(Rows *rows, uint64_t seed, int cell, NoirParams p, uint64_t i)
{
    NoirSearch s;
    NoirSearchState st;
    Pcg32 rng;
    pcg32_seed(&rng, seed_for_game(seed, (uint64_t)cell, i), 3);
    start_game(&s, &st, 1, seed_for_game(seed, (uint64_t)cell, i), p); /* one ply a rollout: the positions one by one */
    size_t first = rows->n;
    while (!noir_over(&st.g)) {
        if (rows->n == rows->cap) {
            rows->cap = rows->cap ? 2 * rows->cap : 4096;
            rows->x = grow(rows->x, rows->cap * NOIR_LEAF_FEATURES * sizeof *rows->x);
            rows->xs = grow(rows->xs, rows->cap * NOIR_SETUPS_FEATURES * sizeof *rows->xs);
            rows->y = grow(rows->y, rows->cap * sizeof *rows->y);
            rows->fitted = grow(rows->fitted, rows->cap * sizeof *rows->fitted);
            rows->setup = grow(rows->setup, rows->cap * sizeof *rows->setup);
        }
        noir_leaf_features(&st, rows->x + rows->n * NOIR_LEAF_FEATURES);
        noir_leaf_setups_features(&st, rows->xs + rows->n * NOIR_SETUPS_FEATURES);
        rows->fitted[rows->n] = noir_leaf_fitted_chance(&st);
        rows->setup[rows->n] = (uint8_t)cell;
        rows->n++;
        noir_ismcts_game.rollout(&s, &st, &rng);
    }
    double result = st.g.winner == NOIR_SIDE_NONE ? 0.5 : st.g.winner == NOIR_INSPECTOR;
    for (size_t r = first; r < rows->n; r++)
        rows->y[r] = result;
}

static void rows_free(Rows *rows)
{
    free(rows->x);
    free(rows->xs);
    free(rows->y);
    free(rows->fitted);
    free(rows->setup);
}

/* Mean squared error of p(x) against the outcomes. */
static double brier(const Rows *rows, const double *w)
{
    double sum = 0;
    for (size_t r = 0; r < rows->n; r++) {
        const double *x = rows->x + r * NOIR_LEAF_FEATURES;
        double p = w ? logistic_predict(w, x, NOIR_LEAF_FEATURES) : x[NOIR_LEAF_RACE];
        sum += (p - rows->y[r]) * (p - rows->y[r]);
    }
    return sum / (double)rows->n;
}

static int fit(long games, uint64_t seed)
{
    Rows train = {0}, held = {0};
    NoirParams p = noir_params_default(NOIR_DEFAULT_SIDE);
    for (long i = 0; i < games; i++)
        play_rows(&train, seed, 0, p, (uint64_t)i);
    for (long i = games; i < games + games / 4; i++)
        play_rows(&held, seed, 0, p, (uint64_t)i);
    double w[NOIR_LEAF_FEATURES];
    char err[128];
    int steps = logistic_fit(train.x, train.y, train.n, NOIR_LEAF_FEATURES, 1, w, err, sizeof err);
    if (steps < 0) {
        fprintf(stderr, "noir_search: %s\n", err);
        rows_free(&train);
        rows_free(&held);
        return 1;
    }
    printf("/* noir_search fit %ld %llu: %zu positions of %ld games, %d Newton steps;\n", games,
           (unsigned long long)seed, train.n, games, steps);
    double share = 0, base[NOIR_LEAF_FEATURES] = {0}; /* the Inspector's share of the games, for every position */
    for (size_t r = 0; r < train.n; r++)
        share += train.y[r] / (double)train.n;
    base[NOIR_LEAF_ONE] = log(share / (1 - share));
    printf(" * Brier score on %zu positions of %ld games held out: race %.4f, fit %.4f, the share %.4f. */\n",
           held.n, games / 4, brier(&held, NULL), brier(&held, w), brier(&held, base));
    printf("static const double weights[NOIR_LEAF_FEATURES] = {");
    for (int j = 0; j < NOIR_LEAF_FEATURES; j++)
        printf("%s%.6f", j ? ", " : "", w[j]);
    printf("};\n");
    rows_free(&train);
    rows_free(&held);
    return 0;
}

/* The setups of the balance campaign, scenarios/campaigns/noir-search.ini:
 * each mode on 5x5 and 6x6 at kill targets 14 and 16, and on 4x4 at 10, 14
 * and 15. */
enum { SETUPS = NOIR_MODES * 7 };

static NoirParams setup_params(int cell)
{
    static const uint8_t side[7] = {5, 5, 6, 6, 4, 4, 4}, target[7] = {14, 16, 14, 16, 10, 14, 15};
    NoirParams p = noir_params_default(side[cell % 7]);
    p.mode = (uint8_t)(cell / 7);
    p.kill_target = target[cell % 7];
    return p;
}

static int family_of(int cell)
{
    NoirParams p = setup_params(cell);
    return noir_leaf_setups_family(&p);
}

/* The rows of `family`, copied out: the setups model's features and outcomes. */
static size_t rows_of_family(const Rows *rows, int family, double *x, double *y)
{
    size_t n = 0;
    for (size_t r = 0; r < rows->n; r++) {
        if (family_of(rows->setup[r]) != family)
            continue;
        memcpy(x + n * NOIR_SETUPS_FEATURES, rows->xs + r * NOIR_SETUPS_FEATURES, sizeof *x * NOIR_SETUPS_FEATURES);
        y[n++] = rows->y[r];
    }
    return n;
}

/* Each setup's held-out Brier scores: the race, leaf=fit, the new weights w
 * (one row a family: noir_leaf_setups_family), and the setup's own share of
 * wins in training. */
static void brier_by_setup(const Rows *train, const Rows *held, const double w[][NOIR_SETUPS_FEATURES])
{
    double share[SETUPS] = {0}, n_train[SETUPS] = {0};
    for (size_t r = 0; r < train->n; r++) {
        share[train->setup[r]] += train->y[r];
        n_train[train->setup[r]]++;
    }
    double sum[SETUPS][4] = {{0}}, n[SETUPS] = {0};
    for (size_t r = 0; r < held->n; r++) {
        int c = held->setup[r];
        double y = held->y[r], p[4];
        p[0] = held->x[r * NOIR_LEAF_FEATURES + NOIR_LEAF_RACE];
        p[1] = held->fitted[r];
        p[2] = logistic_predict(w[family_of(c)], held->xs + r * NOIR_SETUPS_FEATURES, NOIR_SETUPS_FEATURES);
        p[3] = share[c] / n_train[c];
        for (int k = 0; k < 4; k++)
            sum[c][k] += (p[k] - y) * (p[k] - y);
        n[c]++;
    }
    static const char *const mode[NOIR_MODES] = {"classic", "standard", "citizens"};
    printf(" * Brier scores held out        race    fit     setups  the setup's share\n");
    for (int c = 0; c < SETUPS; c++) {
        NoirParams p = setup_params(c);
        printf(" *   %-8s %dx%d kill %2d %7.0f  %.4f  %.4f  %.4f  %.4f\n", mode[p.mode], p.side, p.side, p.kill_target,
               n[c], sum[c][0] / n[c], sum[c][1] / n[c], sum[c][2] / n[c], sum[c][3] / n[c]);
    }
}

static int fit_setups(long games, uint64_t seed)
{
    Rows train = {0}, held = {0};
    for (int c = 0; c < SETUPS; c++) {
        for (long i = 0; i < games; i++)
            play_rows(&train, seed, c, setup_params(c), (uint64_t)i);
        for (long i = games; i < games + games / 4; i++)
            play_rows(&held, seed, c, setup_params(c), (uint64_t)i);
    }
    double w[NOIR_SETUPS_FAMILIES][NOIR_SETUPS_FEATURES];
    double *x = malloc(train.n * NOIR_SETUPS_FEATURES * sizeof *x), *y = malloc(train.n * sizeof *y);
    assert_non_null(x);
    assert_non_null(y);
    printf("/* noir_search fitsetups %ld %llu: %ld games a setup, %ld held out;\n", games, (unsigned long long)seed,
           games, games / 4);
    int failed = 0;
    for (int m = 0; m < NOIR_SETUPS_FAMILIES && !failed; m++) {
        char err[128];
        size_t n = rows_of_family(&train, m, x, y);
        int steps = logistic_fit(x, y, n, NOIR_SETUPS_FEATURES, 1, w[m], err, sizeof err);
        if (steps < 0) {
            fprintf(stderr, "noir_search: %s\n", err);
            failed = 1;
        } else {
            printf(" * family %d: %zu positions, %d Newton steps\n", m, n, steps);
        }
    }
    if (!failed) {
        brier_by_setup(&train, &held, w);
        printf(" */\nstatic const double setups_weights[NOIR_SETUPS_FAMILIES][NOIR_SETUPS_FEATURES] = {\n");
        for (int m = 0; m < NOIR_SETUPS_FAMILIES; m++) {
            printf("    {");
            for (int j = 0; j < NOIR_SETUPS_FEATURES; j++)
                printf("%s%.6f", j ? ", " : "", w[m][j]);
            printf("},\n");
        }
        printf("};\n");
    }
    free(x);
    free(y);
    rows_free(&train);
    rows_free(&held);
    return failed;
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        int setups = argc == 4 && strcmp(argv[1], "fitsetups") == 0;
        if (argc != 4 || (!setups && strcmp(argv[1], "fit") != 0)) {
            fprintf(stderr, "usage: noir_search fit|fitsetups GAMES SEED\n");
            return 2;
        }
        return (setups ? fit_setups : fit)(atol(argv[2]), strtoull(argv[3], NULL, 10));
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(race_by_hand),
        cmocka_unit_test(horizon),
        cmocka_unit_test(fit_known),
        cmocka_unit_test(fitted_leaf),
        cmocka_unit_test(setups_leaf),
        cmocka_unit_test(leaf_key),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
