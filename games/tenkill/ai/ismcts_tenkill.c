/*
 * ismcts_tenkill.c — 10' to Kill as an IsmctsGame (ismcts_tenkill.h): the
 * determinization from the searcher's belief, the revealed outcomes, the
 * rollouts and the backup rule.
 */
#include "games/tenkill/ai/ismcts_tenkill.h"

#include <string.h>

#include "games/tenkill/playout.h"

static TenkillMask bit(int c) { return (TenkillMask)(1u << c); }

static uint32_t choose(int n, int k)
{
    uint32_t c = 1;
    for (int i = 0; i < k; i++)
        c = c * (uint32_t)(n - i) / (uint32_t)(i + 1);
    return k < 0 || k > n ? 0 : c;
}

/* The k-th set bit of m (k < popcount(m)). */
static int nth_bit(TenkillMask m, int k)
{
    for (; k > 0; k--)
        m &= (TenkillMask)(m - 1);
    return __builtin_ctz(m);
}

/* --- the determinization ---------------------------------------------------- */

typedef struct Pair {
    uint8_t hitman;
    TenkillMask targets;
} Pair;

/* Opponent o's pair drawn uniformly among those avoiding `used`: the hitman
 * by its completions, then the hidden targets uniformly.  0 at a dead end. */
static int draw_pair(const TenkillOpponent *o, TenkillMask used, Pcg32 *rng, Pair *out)
{
    TenkillMask open = (TenkillMask)(o->open & ~used), hitmen = (TenkillMask)(o->hitmen & ~used);
    uint32_t w[TENKILL_CHARS], total = 0;
    for (TenkillMask m = hitmen; m; m &= (TenkillMask)(m - 1)) {
        int h = __builtin_ctz(m);
        w[h] = choose(__builtin_popcount(open & ~bit(h)), o->need);
        total += w[h];
    }
    if (total == 0)
        return 0;
    uint32_t k = pcg32_below(rng, total);
    int h = __builtin_ctz(hitmen);
    for (TenkillMask m = hitmen; m; m &= (TenkillMask)(m - 1)) {
        h = __builtin_ctz(m);
        if (k < w[h])
            break;
        k -= w[h];
    }
    TenkillMask pool = (TenkillMask)(open & ~bit(h)), targets = o->known;
    for (int i = 0; i < o->need; i++) {
        int t = nth_bit(pool, (int)pcg32_below(rng, (uint32_t)__builtin_popcount(pool)));
        targets |= bit(t);
        pool &= (TenkillMask)~bit(t);
    }
    *out = (Pair){(uint8_t)h, targets};
    return 1;
}

/* Depth-first over the opponents order[i..n-1]: the first consistent pairs
 * in ascending order of hitman and target mask.  1 when found. */
static int backtrack(const TenkillBelief *b, const int *order, int n, int i, TenkillMask used, Pair *pair)
{
    if (i == n)
        return 1;
    const TenkillOpponent *o = &b->opp[order[i]];
    for (TenkillMask m = (TenkillMask)(o->hitmen & ~used); m; m &= (TenkillMask)(m - 1)) {
        int h = __builtin_ctz(m);
        TenkillMask pool = (TenkillMask)(o->open & ~used & ~bit(h)), sub = 0;
        do { /* every subset of pool, ascending; those of the targets' size */
            if (__builtin_popcount(sub) == o->need &&
                backtrack(b, order, n, i + 1, (TenkillMask)(used | bit(h) | sub), pair)) {
                pair[order[i]] = (Pair){(uint8_t)h, (TenkillMask)(o->known | sub)};
                return 1;
            }
            sub = (TenkillMask)((sub - pool) & pool);
        } while (sub);
    }
    return 0;
}

static void give(TenkillGame *g, int q, Pair p)
{
    g->seat[q].hitman = p.hitman;
    g->seat[q].targets = p.targets;
    g->role[p.hitman] = TENKILL_ROLE_HITMAN;
    g->owner[p.hitman] = (uint8_t)q;
    for (TenkillMask m = p.targets; m; m &= (TenkillMask)(m - 1)) {
        g->role[__builtin_ctz(m)] = TENKILL_ROLE_TARGET;
        g->owner[__builtin_ctz(m)] = (uint8_t)q;
    }
}

void tenkill_search_determinize(TenkillSearch *s, const TenkillSeatView *v, TenkillGame *out, Pcg32 *rng)
{
    const TenkillBelief *b = &s->root;
    int order[TENKILL_SEATS_MAX], n = 0;
    for (int q = 0; q < b->n; q++)
        if (q != b->seat)
            order[n++] = q;
    for (int i = n - 1; i > 0; i--) { /* a random order per sample */
        int j = (int)pcg32_below(rng, (uint32_t)i + 1), x = order[i];
        order[i] = order[j];
        order[j] = x;
    }
    Pair pair[TENKILL_SEATS_MAX];
    int done = 0;
    s->samples++;
    for (int tries = 0; !done && tries < s->tries; tries++) {
        TenkillMask used = 0;
        done = 1;
        for (int i = 0; i < n && done; i++)
            if ((done = draw_pair(&b->opp[order[i]], used, rng, &pair[order[i]])))
                used |= (TenkillMask)(bit(pair[order[i]].hitman) | pair[order[i]].targets);
        s->dead_ends += !done;
    }
    if (!done) {
        s->fallbacks++;
        backtrack(b, order, n, 0, 0, pair); /* the true deal is consistent: found */
    }
    *out = v->g;
    for (int i = 0; i < n; i++)
        give(out, order[i], pair[order[i]]);
}

void tenkill_search_prepare(TenkillSearch *s, const TenkillSeatView *v)
{
    s->searcher = v->seat;
    tenkill_belief(v, &s->root);
}

/* --- the game interface ------------------------------------------------------ */

void tenkill_search_legal(const TenkillGame *g, GameActions *out)
{
    TenkillActions l;
    tenkill_legal(g, &l);
    /* The core's order is ascending within each kind, the turn's selections
     * first; TENKILL_SELECT is the highest kind, so they go last. */
    int n = 0, first = 0;
    while (first < l.n && TENKILL_KIND(l.a[first]) == TENKILL_SELECT)
        first++;
    for (int i = first; i < l.n; i++)
        out->a[n++] = l.a[i];
    for (int i = 0; i < first; i++)
        out->a[n++] = l.a[i];
    out->n = n;
}

void tenkill_search_rewards(const TenkillGame *g, double w, double out[GAME_SEATS_MAX])
{
    uint8_t rank[TENKILL_SEATS_MAX];
    int score[TENKILL_SEATS_MAX], first = 0, lo = 0, hi = 0;
    tenkill_ranks(g, rank);
    for (int q = 0; q < g->n; q++) {
        score[q] = tenkill_score(g, q);
        first += rank[q] == 1;
        lo = q == 0 || score[q] < lo ? score[q] : lo;
        hi = q == 0 || score[q] > hi ? score[q] : hi;
    }
    for (int q = 0; q < GAME_SEATS_MAX; q++) {
        if (q >= g->n) {
            out[q] = 0;
            continue;
        }
        double spread = hi > lo ? (double)(score[q] - lo) / (hi - lo) : 0.5;
        out[q] = (1 - w) * (rank[q] == 1 ? 1.0 / first : 0) + w * spread;
    }
}

static int tk_to_move(void *ctx, const void *state)
{
    (void)ctx;
    const TenkillSearchState *st = state;
    if (st->signal != TENKILL_NO_SIGNAL)
        return ISMCTS_CHANCE;
    int who = tenkill_to_move(&st->g);
    return who == TENKILL_NOBODY ? ISMCTS_OVER : who == TENKILL_CHANCE_SEAT ? ISMCTS_CHANCE : who;
}

static void tk_legal(void *ctx, const void *state, GameActions *out)
{
    (void)ctx;
    const TenkillSearchState *st = state;
    if (st->signal != TENKILL_NO_SIGNAL) {
        out->n = 1;
        out->a[0] = st->signal;
        return;
    }
    tenkill_search_legal(&st->g, out);
}

/* What a played action revealed that depends on the hidden deal: a kill's
 * victim (role and owner, T13), an investigation's answer (T16). */
static GameAction revealed(const TenkillGame *g, TenkillAction a)
{
    int x = TENKILL_ARG_A(a);
    if (TENKILL_KIND(a) == TENKILL_KILL && x < TENKILL_CHARS)
        return TENKILL_ACTION(TENKILL_SIGNAL_KILL, g->role[x], g->owner[x]);
    if (TENKILL_KIND(a) == TENKILL_INVESTIGATE)
        return TENKILL_ACTION(TENKILL_SIGNAL_ANSWER, g->seat[TENKILL_ARG_B(a)].status, 0);
    return TENKILL_NO_SIGNAL;
}

static void tk_apply(void *ctx, void *state, GameAction a)
{
    (void)ctx;
    TenkillSearchState *st = state;
    if (st->signal != TENKILL_NO_SIGNAL) {
        st->signal = TENKILL_NO_SIGNAL;
        return;
    }
    tenkill_apply(&st->g, a);
    st->signal = revealed(&st->g, a);
}

static void tk_rewards(void *ctx, const void *state, double out[GAME_SEATS_MAX])
{
    const TenkillSearch *s = ctx;
    tenkill_search_rewards(&((const TenkillSearchState *)state)->g, s->score_weight, out);
}

static void tk_determinize(void *ctx, const void *info_set, void *out, Pcg32 *rng)
{
    TenkillSearchState *st = out;
    tenkill_search_determinize(ctx, info_set, &st->g, rng);
    st->signal = TENKILL_NO_SIGNAL;
}

/* The heuristic's move for the seat to move in g, on that seat's view. */
static GameAction heuristic_move(TenkillSearch *s, const TenkillGame *g, const GameActions *legal, Pcg32 *rng)
{
    if (legal->n == 1)
        return legal->a[0];
    const GamePolicy *p = &s->heuristic[tenkill_to_move(g)];
    TenkillSeatView view;
    tenkill_seat_view(g, tenkill_to_move(g), &view);
    return p->cls->choose(p->state, &view, legal, rng);
}

static void tk_rollout(void *ctx, void *state, Pcg32 *rng)
{
    TenkillSearch *s = ctx;
    TenkillSearchState *st = state;
    st->signal = TENKILL_NO_SIGNAL; /* outcomes matter to the tree only */
    if (s->rollout == TENKILL_ROLLOUT_RANDOM) {
        tenkill_random_playout(&st->g, rng);
        return;
    }
    GameActions legal;
    for (int who; (who = tenkill_to_move(&st->g)) != TENKILL_NOBODY;) {
        if (who == TENKILL_CHANCE_SEAT) {
            tenkill_apply(&st->g, tenkill_random_action(&st->g, rng));
            continue;
        }
        tenkill_search_legal(&st->g, &legal);
        tenkill_apply(&st->g, heuristic_move(s, &st->g, &legal, rng));
    }
}

/* What the heuristic opponent's move depends on that the searcher does not
 * know: its identity in the sample. */
static uint32_t tk_opponent_key(void *ctx, const void *state, int player)
{
    (void)ctx;
    const TenkillSeat *q = &((const TenkillSearchState *)state)->g.seat[player];
    return 1 + q->hitman + ((uint32_t)q->targets << 5);
}

static GameAction tk_opponent_move(void *ctx, const void *state, const GameActions *legal, Pcg32 *rng)
{
    return heuristic_move(ctx, &((const TenkillSearchState *)state)->g, legal, rng);
}

const IsmctsGame tenkill_ismcts_game = {
    .state_size = sizeof(TenkillSearchState),
    .to_move = tk_to_move,
    .legal = tk_legal,
    .apply = tk_apply,
    .rewards = tk_rewards,
    .determinize = tk_determinize,
    .rollout = tk_rollout,
    .opponent_key = tk_opponent_key,
    .opponent_move = tk_opponent_move,
};
