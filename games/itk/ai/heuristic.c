/*
 * heuristic.c — the "heuristic" policy class: one name, a side each
 * (heuristic.h), and the helpers both sides share.
 */
#include "games/itk/ai/heuristic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/itk/ai/registry.h"

typedef struct Heuristic {
    const HeuristicSide *side;
    void *inner;
} Heuristic;

/* A policy state around one side's state. */
static void *wrap(const HeuristicSide *s, const PolicySpec *spec, char *err, size_t errlen)
{
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

static void *heuristic_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    return wrap(side == SIDE_DETECTIVE ? &itk_heuristic_detective : &itk_heuristic_murderer, spec, err, errlen);
}

/* "bluff" plays the Murderer only. */
static void *bluff_policy_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    if (side != SIDE_MURDERER) {
        snprintf(err, errlen, "policy %s: plays the Murderer only", spec->name);
        return NULL;
    }
    return wrap(&itk_bluff_murderer, spec, err, errlen);
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

static int heuristic_guess_tie(const void *state)
{
    const Heuristic *h = state;
    return h->side->guess_tie ? h->side->guess_tie(h->inner) : GAME_TIE_NONE;
}

const PolicyClass itk_policy_heuristic = {
    .name = "heuristic",
    .help = "belief-engine player for either side: expected-information Detective, "
            "deception-minded Murderer (keys: lie=0.5 liar model; early=0.95 Detective's early-accusation threshold; "
            "model=FILE Detective's model of the Murderer's choices, learned by noirlab learn, weighing its accusation; "
            "silenced=1 Detective's weight, at its accusation, per intimidated civilian a hypothesis makes a liar: "
            "below 1 assumes the Murderer does not intimidate its own liars; with model, replaces its intimidation "
            "feature; ties=random|first|last how options of equal score are picked, the accusation's "
            "equally probable pairs among them: uniformly at random from the side's own stream, the first or the "
            "last)",
    .needs_view = 1,
    .create = heuristic_create,
    .destroy = heuristic_destroy,
    .new_game = heuristic_new_game,
    .choose = heuristic_choose,
    .guess_tie = heuristic_guess_tie,
};

const PolicyClass itk_policy_bluff = {
    .name = "bluff",
    .help = "Murderer only: the heuristic Murderer's play with its choices made so that a learned model of them "
            "gains little (victims and intimidations by public values, supporters the largest drawn group, half "
            "of the lies the heuristic's and the rest at random; keys: lie=0.5 its belief's liar model; greedy=0.5 "
            "share of the heuristic's lies; public=0 share of lies leaving the public belief most uncertain; "
            "silence=any|truthful|P chance that intimidations spare the true liars; victims=public|true; "
            "supporters=largest|uniform; hypothesis=true|drawn, truth=0: the heuristic's choices read a hypothesis "
            "drawn from the Detective's belief, the true one with probability truth; ties=random|first|last how "
            "options of equal score are picked)",
    .needs_view = 1,
    .create = bluff_policy_create,
    .destroy = heuristic_destroy,
    .new_game = heuristic_new_game,
    .choose = heuristic_choose,
};

int itk_heuristic_distance(int a, int b)
{
    return abs(a / CITY_SIDE - b / CITY_SIDE) + abs(a % CITY_SIDE - b % CITY_SIDE);
}

void itk_heuristic_follow_start(Follower *f, const Game *view, double lie)
{
    itk_belief_init(&f->belief, view, lie);
    memcpy(f->card, view->card, sizeof f->card);
    f->motives = view->motives;
    f->sw = view->sw;
    memcpy(f->seen, view->obs, (size_t)view->n_obs * sizeof(Obs));
    f->deal_key = itk_heuristic_deal_key(view, f->belief.lie);
    f->key = itk_heuristic_record_key(f->deal_key, view->obs, view->n_obs);
}

static int same_deal(const Follower *f, const Game *view)
{
    return memcmp(f->card, view->card, sizeof f->card) == 0 && f->motives == view->motives &&
           memcmp(&f->sw, &view->sw, sizeof f->sw) == 0;
}

/* Does view's record begin with the n entries of seen? */
static int extends(const Obs *seen, int n, const Game *view)
{
    return view->n_obs >= n && memcmp(seen, view->obs, (size_t)n * sizeof(Obs)) == 0;
}

/* Follow view from its deal, or from the base when view extends its record. */
static void restart(Follower *f, const Game *view)
{
    if (!same_deal(f, view))
        f->based = 0; /* another game: its base says nothing of this one */
    if (!f->based || !extends(f->base_seen, f->base.consumed, view)) {
        itk_heuristic_follow_start(f, view, f->belief.lie);
        return;
    }
    int from = f->base.consumed;
    f->belief = f->base;
    memcpy(f->seen, view->obs, (size_t)view->n_obs * sizeof(Obs));
    itk_belief_update(&f->belief, view);
    f->key = itk_heuristic_record_key(f->base_key, view->obs + from, view->n_obs - from);
}

void itk_heuristic_follow(Follower *f, const Game *view)
{
    if (!same_deal(f, view) || !extends(f->seen, f->belief.consumed, view)) {
        restart(f, view);
        return;
    }
    int n = view->n_obs, from = f->belief.consumed;
    if (n == from)
        return;
    memcpy(f->seen + from, view->obs + from, (size_t)(n - from) * sizeof(Obs));
    itk_belief_update(&f->belief, view);
    f->key = itk_heuristic_record_key(f->key, view->obs + from, n - from);
}

void itk_heuristic_follow_base(Follower *f, const Game *view)
{
    itk_heuristic_follow(f, view);
    f->base = f->belief;
    f->base_key = f->key;
    memcpy(f->base_seen, view->obs, (size_t)view->n_obs * sizeof(Obs));
    f->based = 1;
}

enum { SHARED_FOLLOWERS = 2 }; /* liar models followed at once on a thread */

typedef struct SharedFollower {
    int used;
    double lie;
    Follower follow;
} SharedFollower;

static _Thread_local SharedFollower shared[SHARED_FOLLOWERS];
static _Thread_local int shared_next; /* the one the next new lie takes over */

static Follower *shared_follower(double lie)
{
    for (int i = 0; i < SHARED_FOLLOWERS; i++)
        if (shared[i].used && shared[i].lie == lie)
            return &shared[i].follow;
    SharedFollower *s = &shared[shared_next];
    shared_next = (shared_next + 1) % SHARED_FOLLOWERS;
    memset(s, 0, sizeof *s); /* no deal: the first view starts it from its own */
    s->used = 1;
    s->lie = lie;
    s->follow.belief.lie = lie;
    return &s->follow;
}

int itk_heuristic_follow_shared(Follower **f, double lie, const Game *view, int as_base, uint64_t *key)
{
    *f = shared_follower(lie);
    if (as_base)
        itk_heuristic_follow_base(*f, view);
    else
        itk_heuristic_follow(*f, view);
    int stale = (*f)->key != *key;
    *key = (*f)->key;
    return stale;
}

void itk_heuristic_policy_base(Policy *p, const Game *view)
{
    if (!p || p->cls != &itk_policy_heuristic)
        return;
    Heuristic *h = p->state;
    h->side->base(h->inner, view);
}

int itk_heuristic_listed(const ActionList *legal, Action a)
{
    for (int i = 0; i < legal->n; i++)
        if (legal->a[i] == a)
            return 1;
    return 0;
}

int itk_heuristic_largest_group(const Game *view, const ActionList *legal, TieOrder ties, Pcg32 *rng)
{
    double score[MAX_ACTIONS];
    for (int i = 0; i < legal->n; i++)
        score[i] = bits_count(view->group[action_a(legal->a[i])] & view->alive);
    return tie_argmax(score, legal->n, ties, rng);
}

int itk_heuristic_lie_param(const PolicySpec *spec, double *lie, char *err, size_t errlen)
{
    return policy_spec_double(spec, "lie", BELIEF_LIE_DEFAULT, BELIEF_LIE_MIN, 1 - BELIEF_LIE_MIN, lie, err,
                              errlen);
}

int itk_heuristic_model_param(const PolicySpec *spec, MurdererModel *model, int *on, char *err, size_t errlen)
{
    double silenced;
    const char *path = policy_spec_str(spec, "model", NULL);
    if (policy_spec_double(spec, "silenced", 1, BELIEF_LIE_MIN, 1, &silenced, err, errlen))
        return -1;
    itk_murderer_model_clear(model);
    if (path && itk_murderer_model_load(model, path, err, errlen))
        return -1;
    if (policy_spec_str(spec, "silenced", NULL))
        model->silenced = silenced;
    *on = path != NULL || silenced < 1;
    return 0;
}
