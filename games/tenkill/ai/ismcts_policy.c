/*
 * ismcts_policy.c — "ismcts": information-set MCTS (ai/ismcts.h) for any
 * seat of 10' to Kill, through the adapter of ismcts_tenkill.h
 * (docs/tenkill.md, Players).
 */
#include "games/tenkill/ai/ismcts_policy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "games/tenkill/ai/ismcts_tenkill.h"

typedef struct Searcher {
    Ismcts *tree;
    TenkillSearch search;
    int searched; /* the last choice was a search (not a single legal move) */
} Searcher;

static const char *const keys[] = {"iterations", "c", "rollout", "opponent", "score", NULL};
static const char *const rollouts[] = {"random", "heuristic"}; /* TENKILL_ROLLOUT_RANDOM, _HEURISTIC */
static const char *const opponents[] = {"tree", "heuristic"};  /* the tree's statistics, the model */

static void destroy(void *state)
{
    Searcher *p = state;
    if (!p)
        return;
    ismcts_destroy(p->tree);
    for (int q = 0; q < TENKILL_SEATS_MAX; q++)
        if (p->search.heuristic[q].cls)
            game_policy_destroy(&p->search.heuristic[q]);
    free(p);
}

/* Which of two words the key holds (def: the index of the default), in *out. */
static int word_of(const PolicySpec *spec, const char *key, const char *const word[2], int def, int *out,
                   char *err, size_t errlen)
{
    const char *v = policy_spec_str(spec, key, word[def]);
    for (*out = 0; *out < 2; ++*out)
        if (strcmp(v, word[*out]) == 0)
            return 0;
    snprintf(err, errlen, "policy %s: %s=%s is not one of %s|%s", spec->name, key, v, word[0], word[1]);
    return -1;
}

static void *create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                    size_t errlen)
{
    (void)seat;
    (void)needs_view;
    /* Four seats whatever the game's: 16 bytes a node more than needed with two */
    IsmctsConfig cfg = {.final = ISMCTS_FINAL_VISITS, .memory = (size_t)64 << 20, .seats = TENKILL_SEATS_MAX};
    double w;
    int heuristic_rollout, model;
    if (policy_spec_check_keys(spec, keys, err, errlen) ||
        policy_spec_int(spec, "iterations", TENKILL_ISMCTS_ITERATIONS, 1, 100000000L, &cfg.iterations, err, errlen) ||
        policy_spec_double(spec, "c", TENKILL_ISMCTS_C, 0, 100, &cfg.c, err, errlen) ||
        policy_spec_double(spec, "score", TENKILL_ISMCTS_SCORE, 0, 1, &w, err, errlen) ||
        word_of(spec, "rollout", rollouts, TENKILL_ISMCTS_ROLLOUT, &heuristic_rollout, err, errlen) ||
        word_of(spec, "opponent", opponents, TENKILL_ISMCTS_OPPONENT, &model, err, errlen))
        return NULL;
    cfg.opponent = model ? ISMCTS_OPPONENT_MODEL : ISMCTS_OPPONENT_TREE;
    Searcher *p = xcalloc(1, sizeof *p);
    p->search.score_weight = w;
    p->search.tries = TENKILL_SAMPLE_TRIES;
    p->search.rollout = heuristic_rollout ? TENKILL_ROLLOUT_HEURISTIC : TENKILL_ROLLOUT_RANDOM;
    for (int q = 0; q < TENKILL_SEATS_MAX && (heuristic_rollout || model); q++)
        if (game_policy_create(&p->search.heuristic[q], game, "heuristic", q, err, errlen)) {
            destroy(p);
            return NULL;
        }
    if (!(p->tree = ismcts_create(&cfg, tenkill_ismcts_game.state_size))) {
        snprintf(err, errlen, "policy %s: out of memory", spec->name);
        destroy(p);
        return NULL;
    }
    return p;
}

static GameAction choose_move(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    Searcher *p = state;
    p->searched = legal->n > 1;
    if (legal->n == 1)
        return legal->a[0];
    tenkill_search_prepare(&p->search, view);
    return ismcts_search(p->tree, &tenkill_ismcts_game, &p->search, view, rng);
}

static void search_info(const void *state, SearchInfo *out)
{
    const Searcher *p = state;
    search_info_from_ismcts(p->tree, p->searched, out);
}

const GamePolicyClass tenkill_policy_ismcts = {
    .game = "tenkill",
    .name = "ismcts",
    .help = "information-set MCTS for N seats (docs/tenkill.md, Players): every opponent's hitman and targets "
            "drawn from this seat's belief, jointly consistent; each seat's nodes by its own reward (first-place "
            "share 1/k and a score term); keys iterations=" TENKILL_ISMCTS_ITERATIONS_TEXT
            " per decision, c=" TENKILL_ISMCTS_C_TEXT " exploration, rollout=random|heuristic, "
            "opponent=tree|heuristic (the opponents' moves in the tree: their own statistics, or the heuristic on "
            "their view of the sample), score=" TENKILL_ISMCTS_SCORE_TEXT
            " weight of the score term",
    .needs_view = 1,
    .create = create,
    .destroy = destroy,
    .choose = choose_move,
    .search_info = search_info,
};
