/*
 * belief.c — the Detective's hypotheses, their factors and the update from
 * each observation (belief.h, games/itk/docs/belief.md).
 */
#include "games/itk/ai/belief.h"

#include <stddef.h>
#include <string.h>

#include "ai/tie.h"
#include "games/itk/ai/belief_verdict.h"

static CivSet bit(int c) { return (CivSet)1u << c; }

/* The p indices a hypothesis with murderer x may have. */
static PoiSet poi_range(const Game *view, int x)
{
    int in_play = !view->sw.no_poi || (view->motives & (1u << MOTIVE_CULTIST)); /* R12 */
    if (!in_play)
        return (PoiSet)1u << BELIEF_NO_POI;
    return (PoiSet)(bit(CIVILIANS) - 1) & ~(PoiSet)bit(x);
}

/*
 * R12: a deal whose motive cannot be completed is redrawn, so (x, m, p) is
 * only possible when m can be completed from the start with x as the murderer
 * and p as the Person of Interest (only the Cultist reads p).  Asked of the
 * rules core on `start`, a copy of the game set up as its first position.
 */
static PoiSet motive_possible(Game *start, PoiSet range, int x, int m)
{
    start->murderer = (uint8_t)x;
    start->motive = (uint8_t)m;
    start->poi = NOBODY;
    if (m != MOTIVE_CULTIST)
        return itk_victim_motive_possible(start) ? range : 0;
    PoiSet ok = 0;
    for (PoiSet t = range; t; t = bits_rest(t)) {
        int p = bits_first(t);
        start->poi = (uint8_t)(p == BELIEF_NO_POI ? NOBODY : p);
        if (itk_victim_motive_possible(start))
            ok |= (PoiSet)1u << p;
    }
    return ok;
}

/* The sum over every s of w[s] * possible[s] (possible[s]: 1 for the
 * supporters the draws leave possible, else 0).  `live` holds the s whose
 * term may be non-zero; the other terms are 0 and add nothing, so when they
 * are many the sum runs over `live` alone, in the same ascending order. */
static double sum_live(const double w[GROUPS], const double possible[GROUPS], uint32_t live)
{
    double sum = 0;
    if (bits_count(live) > GROUPS / 2) /* dense: a straight loop is cheaper than the bit walk */
        for (int s = 0; s < GROUPS; s++)
            sum += w[s] * possible[s];
    else
        for (uint32_t u = live; u; u = bits_rest(u))
            sum += w[bits_first(u)];
    return sum;
}

/* answers_sum from the answer weights, for every (x, p): after the prior
 * and a model's reweighing, which change every weight at once. */
static void answers_resum(Belief *b)
{
    double possible[GROUPS];
    for (int s = 0; s < GROUPS; s++)
        possible[s] = (b->supporters_ok >> s) & 1;
    for (int x = 0; x < CIVILIANS; x++)
        for (PoiSet t = b->poi_range[x]; t; t = bits_rest(t)) {
            int p = bits_first(t);
            uint32_t live = b->answers_live[x][p] & b->supporters_ok;
            b->answers_sum[x][p] = sum_live(b->answers[x][p], possible, live);
        }
}

/* Does murderer x still have a motive and a Person of Interest? */
static int murderer_open(const Belief *b, int x)
{
    for (int m = 0; m < MOTIVES; m++)
        if (b->poi_ok[x][m])
            return 1;
    return 0;
}

/* Take the murderers poi_ok has just ruled out from `open`, their derived
 * tables zeroed (a ruled-out murderer adds 0 to every marginal); no update
 * touches their weights again, whichever way the record was processed. */
static void close_murderers(Belief *b)
{
    for (CivSet u = b->open; u; u = bits_rest(u)) {
        int x = bits_first(u);
        if (murderer_open(b, x))
            continue;
        memset(b->motives_xp[x], 0, sizeof b->motives_xp[x]);
        memset(b->answers_xp[x], 0, sizeof b->answers_xp[x]);
        memset(b->joint[x], 0, sizeof b->joint[x]);
        b->answers_x[x] = 0;
        b->open &= ~(CivSet)bit(x);
    }
}

void itk_belief_init(Belief *b, const Game *view, double lie)
{
    Game start;
    memcpy(&start, view, offsetof(Game, n_obs));
    start.alive = (CivSet)bit(CIVILIANS) - 1;
    start.n_victims = 0;
    start.last_crime = NO_BLOCK;

    memset(b, 0, sizeof *b);
    b->motives = view->motives;
    b->lie = lie < BELIEF_LIE_MIN ? BELIEF_LIE_MIN : lie > 1 - BELIEF_LIE_MIN ? 1 - BELIEF_LIE_MIN : lie;
    for (int x = 0; x < CIVILIANS; x++) {
        b->poi_range[x] = poi_range(view, x);
        for (uint32_t t = b->motives; t; t = bits_rest(t))
            b->poi_ok[x][bits_first(t)] = motive_possible(&start, b->poi_range[x], x, bits_first(t));
        for (int p = 0; p < BELIEF_POIS; p++) {
            for (int s = 0; s < GROUPS; s++)
                b->answers[x][p][s] = 1.0;
            b->answers_live[x][p] = (uint16_t)((1u << GROUPS) - 1);
        }
    }
    b->supporters_ok = (uint16_t)((1u << GROUPS) - 1);
    b->open = (CivSet)bit(CIVILIANS) - 1;
    close_murderers(b); /* R12 */
    answers_resum(b);
    itk_belief_update(b, view);
}

/*
 * R7 + R9: the answer of civilian c to question q was `yes`.  Under (x, p, s)
 * c is a liar when c is x or p (whatever s) or when s is c's group; a liar's
 * answer has the model's likelihood, a truthful one 1 or 0.
 */
static void apply_answer(Belief *b, const Game *g, int c, int q, int yes)
{
    int gc = g->group_of[c];
    double gc_possible = (b->supporters_ok >> gc) & 1;
    for (CivSet u = b->open; u; u = bits_rest(u)) { /* the others are ruled out: their weights no longer matter */
        int x = bits_first(u);
        int truth = bits_has(g->trait[q], x) == yes;
        double as_liar = truth ? 1 - b->lie : b->lie;
        for (PoiSet t = b->poi_range[x]; t; t = bits_rest(t)) {
            int p = bits_first(t);
            double *w = b->answers[x][p], *sum = &b->answers_sum[x][p];
            if (c == x || c == p) {
                for (int s = 0; s < GROUPS; s++)
                    w[s] *= as_liar;
                *sum *= as_liar;
                continue;
            }
            double supporter = w[gc] * as_liar; /* s = c's group: c lies */
            if (!truth) { /* a truthful witness cannot have said that */
                for (int s = 0; s < GROUPS; s++)
                    w[s] = 0;
                b->answers_live[x][p] &= (uint16_t)(1u << gc);
                *sum = supporter * gc_possible; /* the only term left: exact, no drift carried on */
            } else {
                *sum += (supporter - w[gc]) * gc_possible;
            }
            w[gc] = supporter;
        }
    }
}

/* R10: supporter group g is no longer possible: its term leaves every sum
 * that had it.  A sum left with no term is set to 0 rather than to what the
 * subtraction's rounding would leave. */
static void drop_supporter(Belief *b, int g)
{
    for (CivSet u = b->open; u; u = bits_rest(u))
        for (PoiSet t = b->poi_range[bits_first(u)]; t; t = bits_rest(t)) {
            int x = bits_first(u), p = bits_first(t);
            uint32_t live = b->answers_live[x][p] & b->supporters_ok;
            if (!((live >> g) & 1))
                continue;
            double *sum = &b->answers_sum[x][p];
            *sum = live & ~(1u << g) ? *sum - b->answers[x][p][g] : 0;
        }
    b->supporters_ok &= (uint16_t)~(1u << g);
}

/* Returns 1 when the observation pruned the (x, m, p) factor (poi_ok). */
static int apply_obs(Belief *b, const Game *g, const Obs *o)
{
    switch (o->kind) {
    case OBS_ANSWER: apply_answer(b, g, o->civ, o->value, o->yes); return 0;
    case OBS_MURDER:
    case OBS_SURVEIL:
    case OBS_BOMB: /* R4, R6, R20: whose verdict matches what happened */
        itk_belief_prune(b, g, o);
        close_murderers(b);
        return 1;
    case OBS_DRAW: drop_supporter(b, o->civ); return 0; /* the stack never holds s */
    default: return 0; /* a refusal is always legal the first time (R2): no evidence */
    }
}

double itk_belief_sum_pois(const Belief *b, int x, PoiSet pois)
{
    PoiSet range = b->poi_range[x];
    if (pois == range) /* the common case: no murder or surveillance has told p apart */
        return b->answers_x[x];
    double sum = 0;
    if (bits_count(pois) * 2 <= bits_count(range)) {
        for (PoiSet t = pois; t; t = bits_rest(t))
            sum += b->answers_xp[x][bits_first(t)];
        return sum;
    }
    for (PoiSet t = range & ~pois; t; t = bits_rest(t))
        sum += b->answers_xp[x][bits_first(t)];
    return b->answers_x[x] - sum;
}

/* motives_xp[x][p]: the motives m with p in poi_ok[x][m]. */
static void count_motives(Belief *b, int x)
{
    int everywhere = 0; /* motives whose p are the whole range */
    uint8_t *count = b->motives_xp[x];
    memset(count, 0, BELIEF_POIS);
    for (int m = 0; m < MOTIVES; m++) {
        PoiSet ok = b->poi_ok[x][m];
        if (ok == b->poi_range[x])
            everywhere++;
        else
            for (PoiSet t = ok; t; t = bits_rest(t))
                count[bits_first(t)]++;
    }
    for (PoiSet t = b->poi_range[x]; t; t = bits_rest(t))
        count[bits_first(t)] = (uint8_t)(count[bits_first(t)] + everywhere);
}

/* Recompute the derived tables and the marginals from the factors;
 * motives_xp only when `recount` (poi_ok changed since they were counted). */
static void belief_combine(Belief *b, int recount)
{
    b->total = 0;
    for (CivSet u = b->open; u; u = bits_rest(u)) { /* the others' tables were zeroed when they left */
        int x = bits_first(u);
        if (recount)
            count_motives(b, x);
        /* Every p, in ascending order: outside poi_range[x] motives_xp is 0,
         * so the term is 0 and adds nothing (a straight loop, no bit walk). */
        b->answers_x[x] = 0;
        for (int p = 0; p < BELIEF_POIS; p++) {
            double sum = b->motives_xp[x][p] ? b->answers_sum[x][p] : 0;
            b->answers_xp[x][p] = sum;
            b->answers_x[x] += sum;
        }
        for (int m = 0; m < MOTIVES; m++) {
            b->joint[x][m] = b->poi_ok[x][m] ? itk_belief_sum_pois(b, x, b->poi_ok[x][m]) : 0;
            b->total += b->joint[x][m];
        }
    }
    double scale = b->total > 0 ? 1 / b->total : 0;
    memset(b->murderer, 0, sizeof b->murderer);
    memset(b->motive, 0, sizeof b->motive);
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++) {
            b->joint[x][m] *= scale;
            b->murderer[x] += b->joint[x][m];
            b->motive[m] += b->joint[x][m];
        }
}

void itk_belief_update_to(Belief *b, const Game *view, int n)
{
    if (n == b->consumed && n > 0) /* nothing new: the marginals are the last update's */
        return;
    int recount = b->consumed == 0; /* the prior's counts are not made yet */
    for (; b->consumed < n; b->consumed++)
        recount |= apply_obs(b, view, &view->obs[b->consumed]);
    belief_combine(b, recount);
}

void itk_belief_update(Belief *b, const Game *view) { itk_belief_update_to(b, view, view->n_obs); }

void itk_belief_reweighed(Belief *b)
{
    answers_resum(b);
    belief_combine(b, 1);
}

void itk_belief_weigh_liars(Belief *b, const Game *view, const CivSet *sets, const double *weight, int n)
{
    double power[BELIEF_WEIGH_SETS][CIVILIANS + 1]; /* power[i][k] = weight[i]^k */
    int used = 0;
    const CivSet *set[BELIEF_WEIGH_SETS];
    for (int i = 0; i < n && i < BELIEF_WEIGH_SETS; i++) {
        if (!sets[i] || weight[i] == 1)
            continue;
        power[used][0] = 1;
        for (int k = 1; k <= CIVILIANS; k++)
            power[used][k] = power[used][k - 1] * weight[i];
        set[used++] = &sets[i];
    }
    if (!used)
        return;
    for (int x = 0; x < CIVILIANS; x++)
        for (PoiSet t = b->poi_range[x]; t; t = bits_rest(t)) {
            int p = bits_first(t);
            CivSet named = bit(x) | (p < CIVILIANS ? bit(p) : 0);
            for (int s = 0; s < GROUPS; s++) { /* R7: the liars are x, p and the members of s */
                CivSet liars = named | view->group[s];
                double f = 1;
                for (int i = 0; i < used; i++)
                    f *= power[i][bits_count(liars & *set[i])];
                b->answers[x][p][s] *= f;
            }
        }
    itk_belief_reweighed(b);
}

void itk_belief_weigh_intimidated(Belief *b, const Game *view, double weight)
{
    itk_belief_weigh_liars(b, view, &view->intimidated, &weight, 1);
}

void itk_belief_scale_liar(Belief *b, const Game *view, int c, const double factor[CIVILIANS])
{
    int gc = view->group_of[c];
    for (int x = 0; x < CIVILIANS; x++)
        for (PoiSet t = b->poi_range[x]; t; t = bits_rest(t)) {
            int p = bits_first(t);
            double *w = b->answers[x][p];
            if (c == x || c == p)
                for (int s = 0; s < GROUPS; s++)
                    w[s] *= factor[x];
            else
                w[gc] *= factor[x];
        }
}

void itk_belief_scale_supporters(Belief *b, const double factor[CIVILIANS][GROUPS])
{
    for (int x = 0; x < CIVILIANS; x++)
        for (PoiSet t = b->poi_range[x]; t; t = bits_rest(t))
            for (int s = 0; s < GROUPS; s++)
                b->answers[x][bits_first(t)][s] *= factor[x][s];
}

long itk_belief_hypotheses(const Belief *b)
{
    long n = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (PoiSet t = b->poi_range[x]; t; t = bits_rest(t)) {
            int p = bits_first(t), alive = 0;
            for (uint32_t s = b->supporters_ok; s; s = bits_rest(s))
                alive += b->answers[x][p][bits_first(s)] > 0;
            n += (long)alive * b->motives_xp[x][p];
        }
    return n;
}

int itk_belief_consistent(const Belief *b, int x, int m, int p, int s)
{
    int pi = p == NOBODY ? BELIEF_NO_POI : p;
    return x >= 0 && x < CIVILIANS && m >= 0 && m < MOTIVES && pi >= 0 && pi < BELIEF_POIS && s >= 0 &&
           s < GROUPS && (b->poi_ok[x][m] & ((PoiSet)1u << pi)) && (b->supporters_ok & (1u << s)) &&
           b->answers[x][pi][s] > 0;
}

CivSet itk_belief_suspects(const Belief *b)
{
    CivSet s = 0;
    for (int x = 0; x < CIVILIANS; x++)
        if (b->murderer[x] > 0)
            s |= bit(x);
    return s;
}

MotiveSet itk_belief_motives_left(const Belief *b)
{
    MotiveSet s = 0;
    for (int m = 0; m < MOTIVES; m++)
        if (b->motive[m] > 0)
            s |= (MotiveSet)(1u << m);
    return s;
}

double itk_belief_best(const Belief *b, const Game *view, Tie *tie, int *x, int *m)
{
    double best = 0;
    *x = *m = -1;
    for (CivSet t = view->alive; t; t = bits_rest(t))
        for (uint32_t u = view->motives; u; u = bits_rest(u)) {
            int c = bits_first(t), k = bits_first(u);
            if (b->joint[c][k] > 0 && tie_offer(tie, b->joint[c][k])) {
                best = b->joint[c][k];
                *x = c;
                *m = k;
            }
        }
    return best;
}

double itk_belief_liar_probability(const Belief *b, const Game *view, int c)
{
    double truthful[CIVILIANS], liar[CIVILIANS], sum = 0;
    itk_belief_liar_split(b, view, c, truthful, liar);
    for (int x = 0; x < CIVILIANS; x++)
        sum += liar[x];
    return sum;
}
