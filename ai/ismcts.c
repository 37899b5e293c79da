/*
 * ismcts.c — SO-ISMCTS over an IsmctsGame (ismcts.h), with the opponent's
 * nodes chosen by UCB or by the game's opponent model.
 *
 * The tree lives in one array of nodes (the arena); a node's children are a
 * singly linked list in the order they were added, and every node knows its
 * parent so that backing up needs no path buffer.  Index 0 is the root; as a
 * child or sibling link, 0 means "none".  A node ends in one reward total
 * per seat, as many as the search's game has (IsmctsConfig.seats), so the
 * arena's stride is fixed when the searcher is created: 48 bytes with two
 * seats, 64 with four.
 */
#include "ai/ismcts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ismcts_cache.h"
#include "ai/tie.h"

typedef struct IsmctsNode {
    GameAction action;    /* the move from the parent to this node */
    uint32_t parent;
    uint32_t child;   /* first child, 0 = none */
    uint32_t sibling; /* next child of the parent, 0 = none */
    uint32_t visits;
    uint32_t avail;   /* times this action was legal when the parent chose */
    float prior;      /* the game's prior for this action when it was added (0 without one) */
    uint32_t key;     /* the mover's private key (IsmctsConfig.keyed), else 0 */
    double reward[];  /* each seat's total reward over the visits (IsmctsConfig.seats of them) */
} IsmctsNode;

/* ln n for the availability counts below this, looked up rather than computed. */
enum { LOG_TABLE = 4096 };

struct Ismcts {
    IsmctsConfig cfg;
    double log_n[LOG_TABLE]; /* log_n[n] = ln n (n >= 1) */
    size_t state_size;
    int seats;     /* reward totals per node */
    size_t stride; /* bytes per node: the header and its totals */
    char *arena;
    long capacity; /* nodes the arena holds */
    long used;     /* nodes in the tree */
    void *sample;  /* the determinization of the current iteration */
    int searcher;  /* the player to move at the root of the last search */
    IsmctsCache cache; /* the opponent model's moves (ISMCTS_OPPONENT_MODEL only) */
    IsmctsStats stats;
};

static int seats_of(const IsmctsConfig *cfg) { return cfg->seats > 0 ? cfg->seats : 2; }

size_t ismcts_seat_node_bytes(int seats) { return sizeof(IsmctsNode) + (size_t)seats * sizeof(double); }

size_t ismcts_node_bytes(void) { return ismcts_seat_node_bytes(2); }

long ismcts_capacity(const Ismcts *t) { return t->capacity; }

size_t ismcts_arena_bytes(const Ismcts *t) { return (size_t)t->capacity * t->stride; }

/* Node i of the arena. */
static inline IsmctsNode *node_at(const Ismcts *t, uint32_t i) { return (IsmctsNode *)(t->arena + i * t->stride); }

const IsmctsStats *ismcts_stats(const Ismcts *t) { return &t->stats; }

Ismcts *ismcts_create(const IsmctsConfig *cfg, size_t state_size)
{
    int seats = seats_of(cfg);
    if (seats < 2 || seats > GAME_SEATS_MAX)
        return NULL;
    size_t stride = ismcts_seat_node_bytes(seats);
    long capacity = (long)(cfg->memory / stride);
    if (cfg->seconds <= 0 && cfg->iterations + 1 < capacity) /* one node per iteration at most */
        capacity = cfg->iterations + 1;
    if (capacity < 2 || capacity > (long)UINT32_MAX)
        return NULL;
    Ismcts *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->cfg = *cfg;
    t->state_size = state_size;
    t->seats = seats;
    t->stride = stride;
    for (int n = 1; n < LOG_TABLE; n++)
        t->log_n[n] = log((double)n);
    t->capacity = capacity;
    t->arena = malloc((size_t)capacity * stride);
    t->sample = malloc(state_size);
    if (!t->arena || !t->sample || (cfg->opponent == ISMCTS_OPPONENT_MODEL && ismcts_cache_init(&t->cache, capacity))) {
        ismcts_destroy(t);
        return NULL;
    }
    return t;
}

void ismcts_destroy(Ismcts *t)
{
    if (!t)
        return;
    free(t->arena);
    free(t->sample);
    ismcts_cache_free(&t->cache);
    free(t);
}

void ismcts_random_rollout(const IsmctsGame *game, void *ctx, void *state, Pcg32 *rng)
{
    GameActions legal;
    while (game->to_move(ctx, state) != ISMCTS_OVER) {
        game->legal(ctx, state, &legal);
        game->apply(ctx, state, legal.a[pcg32_bounded(rng, (uint32_t)legal.n)]);
    }
}

/* --- the tree ------------------------------------------------------------- */

static uint32_t add_child(Ismcts *t, uint32_t parent, GameAction a, uint32_t key, double prior)
{
    uint32_t i = (uint32_t)t->used++;
    IsmctsNode *n = node_at(t, i);
    *n = (IsmctsNode){.action = a, .parent = parent, .sibling = node_at(t, parent)->child, .avail = 1,
                      .prior = (float)prior, .key = key};
    for (int s = 0; s < t->seats; s++)
        n->reward[s] = 0;
    node_at(t, parent)->child = i;
    return i;
}

static uint32_t find_child(const Ismcts *t, uint32_t parent, GameAction a)
{
    for (uint32_t c = node_at(t, parent)->child; c; c = node_at(t, c)->sibling)
        if (node_at(t, c)->action == a)
            return c;
    return 0;
}

/* Index of a in the ascending list, or -1. */
static int list_find(const GameActions *l, GameAction a)
{
    int lo = 0, hi = l->n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (l->a[mid] == a)
            return mid;
        if (l->a[mid] < a)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

/* The guard behind IsmctsStats.illegal: a plain scan, independent of list_find. */
static int list_has(const GameActions *l, GameAction a)
{
    for (int i = 0; i < l->n; i++)
        if (l->a[i] == a)
            return 1;
    return 0;
}

static double mean_for(const IsmctsNode *n, int player) { return n->reward[player] / n->visits; }

/* UCB1 with availability counts (Cowling et al. 2012, §5.2), plus the
 * progressive bias of the prior, which fades as the child's own visits grow. */
static double ucb(const Ismcts *t, const IsmctsNode *n, int player)
{
    double log_avail = n->avail < LOG_TABLE ? t->log_n[n->avail] : log((double)n->avail);
    return mean_for(n, player) + t->cfg.c * sqrt(log_avail / n->visits) + t->cfg.bias * n->prior / (n->visits + 1);
}

/*
 * The untried action to expand (an index into legal): uniform among them, or
 * uniform among those of highest prior when the game has one.  *prior gets
 * its prior (0 without one).  Uniform whatever the `ties` key: the order of
 * expansion is the search's exploration, not a choice it makes.
 */
static int pick_untried(const Ismcts *t, const IsmctsGame *game, void *ctx, const void *state,
                        const GameActions *legal, const uint8_t *has_child, Pcg32 *rng, double *prior)
{
    double p[GAME_MAX_ACTIONS] = {0};
    int use_prior = game->prior && t->cfg.bias > 0;
    if (use_prior)
        game->prior(ctx, state, legal, p, rng);
    double top = -1;
    int ties = 0;
    for (int i = 0; i < legal->n; i++) {
        if (has_child[i])
            continue;
        if (p[i] > top) {
            top = p[i];
            ties = 0;
        }
        ties += p[i] == top;
    }
    int k = (int)pcg32_bounded(rng, (uint32_t)ties); /* without a prior, every untried action ties at 0 */
    for (int i = 0; i < legal->n; i++)
        if (!has_child[i] && p[i] == top && k-- == 0) {
            *prior = p[i];
            return i;
        }
    return -1; /* not reached: k < the number of candidates */
}

/*
 * One step down from a player's node: either a new child (*expanded set) or
 * the UCB choice among the children legal in this sample (their availability
 * counted) and, for a keyed opponent, of its key in this sample.  Returns 0
 * when there is neither: the arena is full and no child is legal here.
 */
static uint32_t player_step(Ismcts *t, const IsmctsGame *game, void *ctx, const void *state, uint32_t at,
                            const GameActions *legal, int player, Pcg32 *rng, int *expanded)
{
    uint8_t has_child[GAME_MAX_ACTIONS] = {0};
    uint32_t available[GAME_MAX_ACTIONS]; /* the children legal in this sample */
    int with_child = 0;
    uint32_t key = t->cfg.keyed && player != t->searcher && game->private_key ? game->private_key(ctx, state, player) : 0;
    for (uint32_t c = node_at(t, at)->child; c; c = node_at(t, c)->sibling) {
        if (node_at(t, c)->key != key)
            continue;
        int i = list_find(legal, node_at(t, c)->action);
        if (i >= 0) {
            has_child[i] = 1;
            available[with_child++] = c;
        }
    }
    int untried = legal->n - with_child;
    if (untried > 0 && t->used < t->capacity) {
        double prior = 0;
        int i = pick_untried(t, game, ctx, state, legal, has_child, rng, &prior);
        *expanded = 1;
        return add_child(t, at, legal->a[i], key, prior);
    }
    /* Children of equal score: the first in the list, the latest expanded.
     * The list's order is pick_untried's uniformly random one, so no action
     * is favoured by its index (and the final choice breaks its own ties). */
    uint32_t best = 0;
    double best_score = -1;
    for (int k = 0; k < with_child; k++) { /* the score before this iteration's availability counts */
        IsmctsNode *n = node_at(t, available[k]);
        double s = ucb(t, n, player);
        n->avail++;
        if (s > best_score) {
            best_score = s;
            best = available[k];
        }
    }
    return best;
}

/* One step down along a move the node does not choose (a chance outcome or
 * the opponent model's move), as a new child if needed. */
static uint32_t given_step(Ismcts *t, uint32_t at, GameAction move, int *expanded)
{
    uint32_t c = find_child(t, at, move);
    if (c || t->used >= t->capacity)
        return c;
    *expanded = 1;
    return add_child(t, at, move, 0, 0);
}

static int modelled(const Ismcts *t, const IsmctsGame *game, int player)
{
    return t->cfg.opponent == ISMCTS_OPPONENT_MODEL && game->opponent_move && player != t->searcher;
}

/* The opponent model's move at node `at` in this sample: kept per (node,
 * key), asked again when the kept one is not legal here. */
static GameAction modelled_move(Ismcts *t, const IsmctsGame *game, void *ctx, const void *state, uint32_t at,
                            const GameActions *legal, int player, Pcg32 *rng)
{
    uint32_t key = game->opponent_key ? game->opponent_key(ctx, state, player) : 0;
    int found;
    GameAction *kept = ismcts_cache_slot(&t->cache, at, key, &found);
    if (found && list_find(legal, *kept) >= 0) {
        t->stats.model_hits++;
        return *kept;
    }
    GameAction a = game->opponent_move(ctx, state, legal, rng);
    t->stats.model_calls++;
    if (kept)
        *kept = a;
    return a;
}

static void backup(Ismcts *t, uint32_t leaf, const double reward[GAME_SEATS_MAX])
{
    for (uint32_t i = leaf;; i = node_at(t, i)->parent) {
        IsmctsNode *n = node_at(t, i);
        n->visits++;
        for (int s = 0; s < t->seats; s++)
            n->reward[s] += reward[s];
        if (i == 0)
            break;
    }
}

static void iterate(Ismcts *t, const IsmctsGame *game, void *ctx, const void *info_set, Pcg32 *rng)
{
    void *s = t->sample;
    GameActions legal;
    game->determinize(ctx, info_set, s, rng);
    uint32_t at = 0;
    int depth = 0, expanded = 0;
    while (!expanded) {
        int who = game->to_move(ctx, s);
        if (who == ISMCTS_OVER)
            break;
        game->legal(ctx, s, &legal);
        uint32_t next;
        GameAction a;
        if (who == ISMCTS_CHANCE) {
            a = legal.a[pcg32_bounded(rng, (uint32_t)legal.n)];
            next = given_step(t, at, a, &expanded);
        } else if (modelled(t, game, who)) {
            a = modelled_move(t, game, ctx, s, at, &legal, who, rng);
            next = given_step(t, at, a, &expanded);
        } else {
            next = player_step(t, game, ctx, s, at, &legal, who, rng, &expanded);
            a = node_at(t, next)->action;
        }
        if (!next) { /* the arena is full: roll out from the frontier */
            t->stats.frontier_only++;
            break;
        }
        t->stats.illegal += !list_has(&legal, a);
        game->apply(ctx, s, a);
        at = next;
        depth++;
    }
    if (depth > t->stats.max_depth)
        t->stats.max_depth = depth;
    if (game->rollout)
        game->rollout(ctx, s, rng);
    else
        ismcts_random_rollout(game, ctx, s, rng);
    double reward[GAME_SEATS_MAX];
    if (game->rewards) {
        game->rewards(ctx, s, reward);
    } else { /* two seats, constant-sum */
        reward[0] = game->reward(ctx, s, 0);
        reward[1] = 1 - reward[0];
    }
    backup(t, at, reward);
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Visits decide, the mean reward breaks their ties, and children equal in
 * both are picked by the `ties` order, offered in the order of the root's
 * list (the latest expanded first). */
static uint32_t most_visited(Ismcts *t, int player, Pcg32 *rng)
{
    uint32_t best = 0;
    Tie tie;
    tie_start(&tie, (TieOrder)t->cfg.ties, rng);
    for (uint32_t c = node_at(t, 0)->child; c; c = node_at(t, c)->sibling) {
        const IsmctsNode *n = node_at(t, c), *b = node_at(t, best);
        int cmp = !best                         ? 1
                  : n->visits != b->visits ? (n->visits > b->visits ? 1 : -1)
                                           : tie_compare(mean_for(n, player), mean_for(b, player));
        if (tie_offer_cmp(&tie, cmp))
            best = c;
    }
    t->stats.final_tie = tie_broken(&tie);
    return best;
}

static uint32_t sampled_by_visits(const Ismcts *t, Pcg32 *rng)
{
    uint32_t total = 0, last = 0;
    for (uint32_t c = node_at(t, 0)->child; c; c = node_at(t, c)->sibling)
        total += node_at(t, c)->visits;
    uint32_t k = pcg32_bounded(rng, total);
    for (uint32_t c = node_at(t, 0)->child; c; c = node_at(t, c)->sibling) {
        if (k < node_at(t, c)->visits)
            return c;
        k -= node_at(t, c)->visits;
        last = c;
    }
    return last;
}

GameAction ismcts_search(Ismcts *t, const IsmctsGame *game, void *ctx, const void *info_set, Pcg32 *rng)
{
    memset(&t->stats, 0, sizeof t->stats);
    t->used = 1;
    memset(node_at(t, 0), 0, t->stride);
    /* Whose tree it is: the player to move in any sample of the root. */
    game->determinize(ctx, info_set, t->sample, rng);
    t->searcher = game->to_move(ctx, t->sample);
    if (t->cfg.opponent == ISMCTS_OPPONENT_MODEL)
        ismcts_cache_clear(&t->cache);

    double deadline = t->cfg.seconds > 0 ? now_seconds() + t->cfg.seconds : 0;
    for (long i = 0;; i++) {
        if (deadline ? i > 0 && i % 16 == 0 && now_seconds() >= deadline : i >= t->cfg.iterations)
            break;
        iterate(t, game, ctx, info_set, rng);
        t->stats.iterations++;
    }
    t->stats.nodes = t->used;
    uint32_t pick = t->cfg.final == ISMCTS_FINAL_SAMPLE ? sampled_by_visits(t, rng) : most_visited(t, t->searcher, rng);
    return node_at(t, pick)->action;
}

int ismcts_root_children(const Ismcts *t, GameAction *action, long *visits, double *mean, int max)
{
    int n = 0;
    for (uint32_t c = node_at(t, 0)->child; c && n < max; c = node_at(t, c)->sibling, n++) {
        action[n] = node_at(t, c)->action;
        visits[n] = node_at(t, c)->visits;
        mean[n] = node_at(t, c)->visits ? mean_for(node_at(t, c), t->searcher) : 0;
    }
    return n;
}
