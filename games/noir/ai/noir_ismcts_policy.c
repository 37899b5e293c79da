/*
 * noir_ismcts_policy.c — "ismcts": information-set MCTS (ai/ismcts.h)
 * playing either side of NOIR through the adapter of noir_ismcts.h.
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/itk/ai/registry.h"
#include "games/noir/ai/noir_ismcts.h"
#include "games/noir/ai/noir_policy.h"

typedef struct IsmctsPolicy {
    NoirFollower seat; /* first: new_game is noir_follower_new_game */
    Ismcts *tree;
    NoirSearch search;
    long sure; /* 1: play a sure win without searching */
    int searched; /* the last choice was a search */
} IsmctsPolicy;

/* The rollout horizon's default in plies (noir_ismcts.h), and as text for the help. */
#define NOIR_SEARCH_DEPTH 0
#define TEXT_OF(x) #x
#define NUMBER_TEXT(x) TEXT_OF(x)

static const char *const keys[] = {"iterations", "c", "rollout", "bias", "opponent", "sure", "depth", "leaf", NOIR_HEURISTIC_KEYS, NULL};

static void ismcts_policy_destroy(void *state)
{
    IsmctsPolicy *p = state;
    if (p)
        ismcts_destroy(p->tree);
    free(p);
}

/* A key of the values `values` (NULL-terminated), the first by default:
 * *index the value's; -1 with a message for any other value. */
static int one_of(const PolicySpec *spec, const char *key, const char *const *values, int *index, char *err,
                  size_t errlen)
{
    const char *value = policy_spec_str(spec, key, values[0]);
    for (*index = 0; values[*index]; ++*index)
        if (strcmp(value, values[*index]) == 0)
            return 0;
    size_t used = (size_t)snprintf(err, errlen, "policy %s: %s=%s is not one of ", spec->name, key, value);
    for (int i = 0; values[i] && used < errlen; i++)
        used += (size_t)snprintf(err + used, errlen - used, "%s%s", i ? "|" : "", values[i]);
    return -1;
}

/* A key of two values, `first` by default: *second 1 when it is the other. */
static int either(const PolicySpec *spec, const char *key, const char *first, const char *other, int *second,
                  char *err, size_t errlen)
{
    const char *const values[] = {first, other, NULL};
    return one_of(spec, key, values, second, err, errlen);
}

static void *ismcts_policy_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    IsmctsConfig cfg = {.final = ISMCTS_FINAL_VISITS, .memory = (size_t)64 << 20, .seats = 2};
    NoirHeuristic h;
    long sure, depth;
    if (policy_spec_check_keys(spec, keys, err, errlen) ||
        policy_spec_int(spec, "iterations", 500, 1, 1000000000L, &cfg.iterations, err, errlen) ||
        policy_spec_double(spec, "c", 0.7, 0, 100, &cfg.c, err, errlen) ||
        policy_spec_double(spec, "bias", 0, 0, 1000, &cfg.bias, err, errlen) ||
        policy_spec_int(spec, "sure", 1, 0, 1, &sure, err, errlen) ||
        policy_spec_int(spec, "depth", NOIR_SEARCH_DEPTH, 0, 100000, &depth, err, errlen) ||
        noir_heuristic_params(spec, &h, err, errlen))
        return NULL;
    cfg.ties = h.ties; /* the final choice breaks ties as the heuristic's rollouts do */
    /* in the order of enum NoirLeaf */
    static const char *const leaves[] = {"race", "fit", "setups", NULL};
    int random, tree, leaf;
    if (either(spec, "rollout", "heuristic", "random", &random, err, errlen) ||
        either(spec, "opponent", "heuristic", "tree", &tree, err, errlen) ||
        one_of(spec, "leaf", leaves, &leaf, err, errlen))
        return NULL;
    IsmctsPolicy *p = calloc(1, sizeof *p);
    if (!p || !(p->tree = ismcts_create(&cfg, noir_ismcts_game.state_size))) {
        snprintf(err, errlen, "policy %s: out of memory", spec->name);
        ismcts_policy_destroy(p);
        return NULL;
    }
    p->seat.side = side;
    p->search.searcher = side;
    p->search.h = h;
    p->search.opponent = tree ? NOIR_OPPONENT_TREE : NOIR_OPPONENT_HEURISTIC;
    p->search.forced = NOIR_NOBODY;
    p->search.depth = (int)depth;
    p->search.leaf = leaf;
    p->sure = sure;
    p->search.rollout = random ? NOIR_ROLLOUT_RANDOM : NOIR_ROLLOUT_HEURISTIC;
    return p;
}

static NoirAction ismcts_policy_choose(void *state, const NoirSeatView *view, const NoirActionList *legal, Pcg32 *rng)
{
    IsmctsPolicy *p = state;
    NoirGame position;
    noir_follow_update(&p->seat.follow, view, &position);
    p->searched = 0;
    if (legal->n == 1)
        return legal->a[0];
    p->search.root = p->seat.follow.b;
    NoirAction x = p->sure ? noir_search_sure_win(&p->search, &position, legal, rng) : NOIR_ISMCTS_NO_SIGNAL;
    if (x != NOIR_ISMCTS_NO_SIGNAL)
        return x;
    x = ismcts_search(p->tree, &noir_ismcts_game, &p->search, &position, rng);
    assert(noir_is_legal(&position, x)); /* the searcher's own moves are the same in every sample */
    p->searched = 1;
    return x;
}

static void ismcts_policy_search_info(const void *state, SearchInfo *out)
{
    const IsmctsPolicy *p = state;
    search_info_from_ismcts(p->tree, p->searched, out);
}

const NoirPolicyClass noir_policy_ismcts = {
    .name = "ismcts",
    .help = "information-set MCTS (SO-ISMCTS) sampling worlds from the exact belief, either side; iterations=500 "
            "per decision, c=0.7 exploration, rollout=heuristic|random (both sides' moves in the rollouts), "
            "bias=0 weight of the heuristic's move as prior knowledge (progressive bias), opponent=heuristic|tree "
            "(the opponent's moves in the tree: the heuristic's on its belief in the sample, or the tree's own "
            "statistics), sure=1 (play a move that wins at once for every identity the belief allows without "
            "searching; 0: search it too), depth=" NUMBER_TEXT(NOIR_SEARCH_DEPTH) " plies a rollout plays before its leaf is "
            "scored by the beliefs (0: to the end of the game), leaf=race|fit|setups what scores it (the race of "
            "guesses, the model fitted to outcomes of Classic 5x5, or the one fitted to outcomes of every setup of "
            "the balance campaign, a set of weights a mode and grid), and the heuristic's "
            "keys (citizen, caution, flee, hide, disguise, leak, patience, approach, progress, ties) for its rollouts; "
            "ties also orders its final choice among moves of equal visits and mean reward",
    .create = ismcts_policy_create,
    .destroy = ismcts_policy_destroy,
    .new_game = noir_follower_new_game,
    .choose = ismcts_policy_choose,
    .search_info = ismcts_policy_search_info,
};
