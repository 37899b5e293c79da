/*
 * heuristic.c — the "heuristic" policy class: one name, a side each
 * (heuristic.h), and the helpers both sides share.
 */
#include "heuristic.h"

#include <stdlib.h>

#include "registry.h"

typedef struct Heuristic {
    const HeuristicSide *side;
    void *inner;
} Heuristic;

static void *heuristic_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    const HeuristicSide *s = side == SIDE_DETECTIVE ? &heuristic_detective : &heuristic_murderer;
    if (policy_spec_check_keys(spec, s->keys, err, errlen))
        return NULL;
    Heuristic *h = malloc(sizeof *h);
    if (!h)
        return NULL;
    h->side = s;
    h->inner = s->create(spec, err, errlen);
    if (!h->inner) {
        free(h);
        return NULL;
    }
    return h;
}

static void heuristic_destroy(void *state)
{
    Heuristic *h = state;
    h->side->destroy(h->inner);
    free(h);
}

static void heuristic_new_game(void *state, const Game *view)
{
    Heuristic *h = state;
    h->side->new_game(h->inner, view);
}

static Action heuristic_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    Heuristic *h = state;
    return h->side->choose(h->inner, view, legal, rng);
}

const PolicyClass policy_heuristic = {
    .name = "heuristic",
    .help = "belief-engine player for either side: expected-information Detective, "
            "deception-minded Murderer (keys: lie=0.5 liar model; early=0.95 Detective's early-accusation threshold)",
    .needs_view = 1,
    .create = heuristic_create,
    .destroy = heuristic_destroy,
    .new_game = heuristic_new_game,
    .choose = heuristic_choose,
};

int heuristic_distance(int a, int b)
{
    return abs(a / CITY_SIDE - b / CITY_SIDE) + abs(a % CITY_SIDE - b % CITY_SIDE);
}

int heuristic_follow(Belief *b, const Game *view)
{
    if (view->n_obs < b->consumed) {
        belief_init(b, view, b->lie);
        return 1;
    }
    if (view->n_obs == b->consumed)
        return 0;
    belief_update(b, view);
    return 1;
}

int heuristic_listed(const ActionList *legal, Action a)
{
    for (int i = 0; i < legal->n; i++)
        if (legal->a[i] == a)
            return 1;
    return 0;
}

int heuristic_argmax(const double *score, int n, Pcg32 *rng)
{
    int best = 0, ties = 1;
    for (int i = 1; i < n; i++) {
        if (score[i] > score[best] + 1e-12) {
            best = i;
            ties = 1;
        } else if (score[i] > score[best] - 1e-12 && pcg32_bounded(rng, (uint32_t)++ties) == 0) {
            best = i; /* reservoir sampling over the tied */
        }
    }
    return best;
}

int heuristic_lie_param(const PolicySpec *spec, double *lie, char *err, size_t errlen)
{
    return policy_spec_double(spec, "lie", BELIEF_LIE_DEFAULT, BELIEF_LIE_MIN, 1 - BELIEF_LIE_MIN, lie, err,
                              errlen);
}
