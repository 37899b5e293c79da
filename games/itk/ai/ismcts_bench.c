/*
 * ismcts_bench.c — how fast the search runs on a real deal, how big its
 * trees grow and which moves it chose (ismcts_itk.h; `noirlab bench` keys
 * itk_ismcts_iterations_per_s, ismcts_tree_bytes, ismcts_signature,
 * itk_ismcts_detective_iterations_per_s, itk_ismcts_game_cpu_s and
 * ismcts_game_signature).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/cpu_clock.h"
#include "games/itk/ai/ismcts_itk.h"
#include "games/itk/ai/policy_class.h"

/* Plays both sides with its own searcher and times each search. */
typedef struct Timed {
    Ismcts *tree;
    IsmctsItk search;
    double seconds;
    long iterations, searches;
    double nodes;
    uint64_t moves; /* every move chosen, hashed in order */
} Timed;

static Action timed_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    Timed *t = state;
    if (legal->n == 1)
        return legal->a[0];
    double start = thread_cpu_seconds();
    itk_ismcts_prepare(&t->search, view, itk_game_to_move(view));
    Action a = ismcts_search(t->tree, &itk_ismcts_game, &t->search, view, rng);
    t->seconds += thread_cpu_seconds() - start;
    t->iterations += ismcts_stats(t->tree)->iterations;
    t->nodes += (double)ismcts_stats(t->tree)->nodes;
    t->searches++;
    t->moves = seed_mix(t->moves ^ a);
    return a;
}

/* Both timing classes below borrow their state from the function that plays
 * the games, which frees it itself. */
static void borrowed_destroy(void *state) { (void)state; }

static const PolicyClass timed_class = {
    .name = "ismcts-timed",
    .needs_view = 1,
    .destroy = borrowed_destroy,
    .choose = timed_choose,
};

double itk_ismcts_iterations_per_s(const MatchConfig *cfg, long games, long iterations, uint64_t seed,
                               int opponent_model, double *tree_bytes, uint64_t *moves)
{
    IsmctsConfig ic = {.iterations = iterations,
                       .c = 0.7,
                       .final = ISMCTS_FINAL_VISITS,
                       .memory = (size_t)64 << 20,
                       .opponent = opponent_model ? ISMCTS_OPPONENT_MODEL : ISMCTS_OPPONENT_TREE};
    Timed *t = calloc(1, sizeof *t); /* ~80 KB: kept off the stack */
    if (!t || !(t->tree = ismcts_create(&ic, itk_ismcts_game.state_size))) {
        free(t);
        return 0;
    }
    itk_ismcts_init(&t->search);
    Policy model[2] = {{0}, {0}};
    for (int s = 0; opponent_model && s < 2; s++) {
        char err[256];
        if (itk_policy_create(&model[s], "heuristic", s, err, sizeof err) == 0)
            t->search.opponent[s] = &model[s];
    }
    Policy detective = {.cls = &timed_class, .state = t, .side = SIDE_DETECTIVE};
    Policy murderer = {.cls = &timed_class, .state = t, .side = SIDE_MURDERER};
    for (long i = 0; i < games; i++) {
        GameResult r;
        if (itk_match_play(cfg, &detective, &murderer, seed_for_game(seed, 0, (uint64_t)i), &r, NULL))
            break;
    }
    if (tree_bytes)
        *tree_bytes = t->searches ? t->nodes / (double)t->searches * (double)ismcts_node_bytes() : 0;
    if (moves)
        *moves = t->moves;
    double rate = t->seconds > 0 ? (double)t->iterations / t->seconds : 0;
    for (int s = 0; s < 2; s++)
        if (t->search.opponent[s])
            itk_policy_destroy(&model[s]);
    ismcts_destroy(t->tree);
    free(t);
    return rate;
}

/* Times the decisions of a policy it wraps (the ISMCTS policy of a SPEC). */
typedef struct Stopwatch {
    Policy inner;
    double seconds;
    long searches;  /* decisions with a choice: each runs the whole iteration budget */
    uint64_t moves; /* every move chosen, hashed in order */
} Stopwatch;

static void stopwatch_new_game(void *state, const Game *view)
{
    Stopwatch *w = state;
    if (w->inner.cls->new_game)
        w->inner.cls->new_game(w->inner.state, view);
}

static Action stopwatch_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    Stopwatch *w = state;
    double start = thread_cpu_seconds();
    Action a = w->inner.cls->choose(w->inner.state, view, legal, rng);
    w->seconds += thread_cpu_seconds() - start;
    w->searches += legal->n > 1; /* a single legal action is not searched */
    w->moves = seed_mix(w->moves ^ a);
    return a;
}

static const PolicyClass stopwatch_class = {
    .name = "stopwatch",
    .needs_view = 1,
    .destroy = borrowed_destroy,
    .new_game = stopwatch_new_game,
    .choose = stopwatch_choose,
};

double itk_ismcts_detective_iterations_per_s(const MatchConfig *cfg, long games, long iterations, uint64_t seed)
{
    char spec[64], err[256];
    snprintf(spec, sizeof spec, "ismcts:iterations=%ld", iterations);
    Stopwatch w = {0};
    Policy murderer;
    if (itk_policy_create(&w.inner, spec, SIDE_DETECTIVE, err, sizeof err))
        return 0;
    if (itk_policy_create(&murderer, "heuristic", SIDE_MURDERER, err, sizeof err)) {
        itk_policy_destroy(&w.inner);
        return 0;
    }
    Policy detective = {.cls = &stopwatch_class, .state = &w, .side = SIDE_DETECTIVE};
    for (long i = 0; i < games; i++) {
        GameResult r;
        if (itk_match_play(cfg, &detective, &murderer, seed_for_game(seed, 0, (uint64_t)i), &r, NULL))
            break;
    }
    itk_policy_destroy(&murderer);
    itk_policy_destroy(&w.inner);
    return w.seconds > 0 ? (double)w.searches * (double)iterations / w.seconds : 0;
}

double itk_ismcts_game_cpu_s(const MatchConfig *cfg, long games, long iterations, uint64_t seed, uint64_t *moves)
{
    char spec[64], err[256];
    snprintf(spec, sizeof spec, "ismcts:iterations=%ld", iterations);
    Stopwatch w[2]; /* by side: SIDE_MURDERER, SIDE_DETECTIVE */
    memset(w, 0, sizeof w);
    for (int side = 0; side < 2; side++)
        if (itk_policy_create(&w[side].inner, spec, side, err, sizeof err)) {
            if (side)
                itk_policy_destroy(&w[0].inner);
            return 0;
        }
    Policy murderer = {.cls = &stopwatch_class, .state = &w[SIDE_MURDERER], .side = SIDE_MURDERER};
    Policy detective = {.cls = &stopwatch_class, .state = &w[SIDE_DETECTIVE], .side = SIDE_DETECTIVE};
    long played = 0;
    for (long i = 0; i < games; i++) {
        GameResult r;
        if (itk_match_play(cfg, &detective, &murderer, seed_for_game(seed, 0, (uint64_t)i), &r, NULL))
            break;
        played++;
    }
    if (moves)
        *moves = seed_mix(w[SIDE_MURDERER].moves ^ seed_mix(w[SIDE_DETECTIVE].moves));
    for (int side = 0; side < 2; side++)
        itk_policy_destroy(&w[side].inner);
    return played ? (w[0].seconds + w[1].seconds) / (double)played : 0;
}

int itk_ismcts_strength(const MatchConfig *cfg, long games, uint64_t seed, StrengthRow *rows, int n)
{
    for (int k = 0; k < n; k++)
        if (itk_strength_play_row(cfg, games, seed, &rows[k]))
            return -1;
    return 0;
}
