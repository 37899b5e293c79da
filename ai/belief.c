/*
 * belief.c — the Detective's hypotheses, their factors and the update from
 * each observation (belief.h, docs/belief.md).
 */
#include "belief.h"

#include <stddef.h>
#include <string.h>

#include "belief_verdict.h"

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
 * R12: a deal whose motive cannot be completed is redrawn, so (x, m) is only
 * possible when m can be completed from the start with x as the murderer.
 * Asked of the rules core on a copy set up as the game's first position.
 */
static int motive_possible(const Game *view, int x, int m)
{
    Game start;
    memcpy(&start, view, offsetof(Game, n_obs));
    start.murderer = (uint8_t)x;
    start.motive = (uint8_t)m;
    start.poi = NOBODY; /* R12's test reads the Person of Interest only with victims on the board */
    start.alive = (CivSet)bit(CIVILIANS) - 1;
    start.n_victims = 0;
    start.last_crime = NO_BLOCK;
    return victim_motive_possible(&start);
}

void belief_init(Belief *b, const Game *view, double lie)
{
    memset(b, 0, sizeof *b);
    b->motives = view->motives;
    b->lie = lie < BELIEF_LIE_MIN ? BELIEF_LIE_MIN : lie > 1 - BELIEF_LIE_MIN ? 1 - BELIEF_LIE_MIN : lie;
    for (int x = 0; x < CIVILIANS; x++) {
        for (int m = 0; m < MOTIVES; m++)
            if ((b->motives & (1u << m)) && motive_possible(view, x, m))
                b->poi_ok[x][m] = poi_range(view, x);
        for (int p = 0; p < BELIEF_POIS; p++)
            for (int s = 0; s < GROUPS; s++)
                b->answers[x][p][s] = 1.0;
    }
    b->supporters_ok = (uint16_t)((1u << GROUPS) - 1);
    belief_update(b, view);
}

/* R7 + R9: the answer of civilian c to question q was `yes`. */
static void apply_answer(Belief *b, const Game *g, int c, int q, int yes)
{
    int gc = g->group_of[c];
    for (int x = 0; x < CIVILIANS; x++) {
        int truth = bits_has(g->trait[q], x) == yes;
        double as_liar = truth ? 1 - b->lie : b->lie; /* the model's liar */
        double as_witness = truth ? 1.0 : 0.0;       /* a truthful witness cannot say otherwise */
        for (int p = 0; p < BELIEF_POIS; p++) {
            double *w = b->answers[x][p];
            int x_or_p_lies = c == x || c == p;
            for (int s = 0; s < GROUPS; s++)
                w[s] *= x_or_p_lies || s == gc ? as_liar : as_witness;
        }
    }
}

/* R4/R6: keep the (x, m, p) whose verdict on the snapshot matches what happened. */
static void apply_snapshot(Belief *b, const Game *g, const Obs *o, int per_victim_only, int allowed)
{
    CivSet blocks[CITY_BLOCKS];
    VictimCtx v;
    victim_ctx_snapshot(g, o, 0, 0, NOBODY, blocks, &v);
    PoiSet keep[CIVILIANS][MOTIVES];
    belief_verdict(b, &v, o->civ, per_victim_only, allowed, keep);
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            b->poi_ok[x][m] &= keep[x][m];
}

static void apply_obs(Belief *b, const Game *g, const Obs *o)
{
    switch (o->kind) {
    case OBS_ANSWER: apply_answer(b, g, o->civ, o->value, o->yes); break;
    case OBS_MURDER: apply_snapshot(b, g, o, 0, 1); break;
    case OBS_SURVEIL: apply_snapshot(b, g, o, o->victims >= MAX_VICTIMS, o->yes); break; /* R6 */
    case OBS_DRAW: b->supporters_ok &= (uint16_t)~(1u << o->civ); break; /* the stack never holds s */
    default: break; /* a refusal is always legal the first time (R2): no evidence */
    }
}

/* Recompute the derived tables and the marginals from the factors. */
static void belief_combine(Belief *b)
{
    memset(b->motives_xp, 0, sizeof b->motives_xp);
    b->hypotheses = 0;
    b->total = 0;
    for (int x = 0; x < CIVILIANS; x++) {
        PoiSet any = 0;
        for (int m = 0; m < MOTIVES; m++) {
            any |= b->poi_ok[x][m];
            for (PoiSet t = b->poi_ok[x][m]; t; t = bits_rest(t))
                b->motives_xp[x][bits_first(t)]++;
        }
        for (int p = 0; p < BELIEF_POIS; p++) {
            double sum = 0;
            long alive = 0;
            if (any & ((PoiSet)1u << p))
                for (uint32_t s = b->supporters_ok; s; s = bits_rest(s)) {
                    double w = b->answers[x][p][bits_first(s)];
                    sum += w;
                    alive += w > 0;
                }
            b->answers_xp[x][p] = sum;
            b->hypotheses += alive * b->motives_xp[x][p];
        }
        for (int m = 0; m < MOTIVES; m++) {
            double j = 0;
            for (PoiSet t = b->poi_ok[x][m]; t; t = bits_rest(t))
                j += b->answers_xp[x][bits_first(t)];
            b->joint[x][m] = j;
            b->total += j;
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

void belief_update(Belief *b, const Game *view)
{
    int n = view->n_obs;
    for (; b->consumed < n; b->consumed++)
        apply_obs(b, view, &view->obs[b->consumed]);
    belief_combine(b);
}

int belief_consistent(const Belief *b, int x, int m, int p, int s)
{
    int pi = p == NOBODY ? BELIEF_NO_POI : p;
    return x >= 0 && x < CIVILIANS && m >= 0 && m < MOTIVES && pi >= 0 && pi < BELIEF_POIS && s >= 0 &&
           s < GROUPS && (b->poi_ok[x][m] & ((PoiSet)1u << pi)) && (b->supporters_ok & (1u << s)) &&
           b->answers[x][pi][s] > 0;
}

CivSet belief_suspects(const Belief *b)
{
    CivSet s = 0;
    for (int x = 0; x < CIVILIANS; x++)
        if (b->murderer[x] > 0)
            s |= bit(x);
    return s;
}

MotiveSet belief_motives_left(const Belief *b)
{
    MotiveSet s = 0;
    for (int m = 0; m < MOTIVES; m++)
        if (b->motive[m] > 0)
            s |= (MotiveSet)(1u << m);
    return s;
}

double belief_best(const Belief *b, const Game *view, int *x, int *m)
{
    double best = 0;
    *x = *m = -1;
    for (CivSet t = view->alive; t; t = bits_rest(t))
        for (uint32_t u = view->motives; u; u = bits_rest(u)) {
            int c = bits_first(t), k = bits_first(u);
            if (b->joint[c][k] > best) {
                best = b->joint[c][k];
                *x = c;
                *m = k;
            }
        }
    return best;
}

double belief_liar_probability(const Belief *b, const Game *view, int c)
{
    double truthful[CIVILIANS], liar[CIVILIANS], sum = 0;
    belief_liar_split(b, view, c, truthful, liar);
    for (int x = 0; x < CIVILIANS; x++)
        sum += liar[x];
    return sum;
}
