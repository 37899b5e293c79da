/*
 * ismcts_bench.c — how fast the search runs on a real deal, how big its
 * trees grow and which moves it chose (ismcts_itk.h; `noirlab bench` keys
 * ismcts_iterations_per_s, ismcts_tree_bytes and ismcts_signature).
 */
#include <stdlib.h>

#include "cpu_clock.h"
#include "ismcts_itk.h"
#include "policy.h"

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
    ismcts_itk_prepare(&t->search, view, game_to_move(view));
    Action a = ismcts_search(t->tree, &ismcts_itk_game, &t->search, view, rng);
    t->seconds += thread_cpu_seconds() - start;
    t->iterations += ismcts_stats(t->tree)->iterations;
    t->nodes += (double)ismcts_stats(t->tree)->nodes;
    t->searches++;
    t->moves = seed_mix(t->moves ^ a);
    return a;
}

static void timed_destroy(void *state) { (void)state; }

static const PolicyClass timed_class = {
    .name = "ismcts-timed",
    .needs_view = 1,
    .destroy = timed_destroy,
    .choose = timed_choose,
};

double ismcts_iterations_per_s(const MatchConfig *cfg, long games, long iterations, uint64_t seed,
                               int opponent_model, double *tree_bytes, uint64_t *moves)
{
    IsmctsConfig ic = {.iterations = iterations,
                       .c = 0.7,
                       .final = ISMCTS_FINAL_VISITS,
                       .memory = (size_t)64 << 20,
                       .opponent = opponent_model ? ISMCTS_OPPONENT_MODEL : ISMCTS_OPPONENT_TREE};
    Timed *t = calloc(1, sizeof *t); /* ~80 KB: kept off the stack */
    if (!t || !(t->tree = ismcts_create(&ic, ismcts_itk_game.state_size))) {
        free(t);
        return 0;
    }
    ismcts_itk_init(&t->search);
    Policy model[2] = {{0}, {0}};
    for (int s = 0; opponent_model && s < 2; s++) {
        char err[256];
        if (policy_create(&model[s], "heuristic", s, err, sizeof err) == 0)
            t->search.opponent[s] = &model[s];
    }
    Policy detective = {.cls = &timed_class, .state = t, .side = SIDE_DETECTIVE};
    Policy murderer = {.cls = &timed_class, .state = t, .side = SIDE_MURDERER};
    for (long i = 0; i < games; i++) {
        GameResult r;
        if (match_play(cfg, &detective, &murderer, seed_for_game(seed, 0, (uint64_t)i), &r, NULL))
            break;
    }
    if (tree_bytes)
        *tree_bytes = t->searches ? t->nodes / (double)t->searches * (double)ismcts_node_bytes() : 0;
    if (moves)
        *moves = t->moves;
    double rate = t->seconds > 0 ? (double)t->iterations / t->seconds : 0;
    for (int s = 0; s < 2; s++)
        if (t->search.opponent[s])
            policy_destroy(&model[s]);
    ismcts_destroy(t->tree);
    free(t);
    return rate;
}

int ismcts_strength(const MatchConfig *cfg, long games, uint64_t seed, StrengthRow *rows, int n)
{
    for (int k = 0; k < n; k++)
        if (strength_play_row(cfg, games, seed, &rows[k]))
            return -1;
    return 0;
}
