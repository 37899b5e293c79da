/*
 * belief_info.c — look-ahead on a belief: what a question, a surveillance or
 * a murder would tell the Detective (belief.h).  Nothing here changes the
 * belief; the policies use these to choose their actions.
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "games/itk/ai/belief_verdict.h"

/*
 * log2(v) for v > 0 to within about 3e-11 in about half the instructions of
 * libm's: v = m * 2^e with m in [sqrt(1/2), sqrt(2)), and log2(m) by the odd
 * series of atanh in t = (m - 1) / (m + 1), |t| <= 0.172, up to t^11.  The
 * entropies below rank questions and draws; an error far below the gaps
 * between their values does not change a choice that was not a tie
 * (docs/performance.md, "A third pass", measured it).  Subnormals (never an
 * entropy's probability in practice) go to libm.
 */
static double log2_fast(double v)
{
    if (!(v >= DBL_MIN))
        return log2(v);
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    int e = (int)(bits >> 52) - 1023;
    bits = (bits & 0x000FFFFFFFFFFFFFull) | 0x3FF0000000000000ull; /* m in [1, 2) */
    double m;
    memcpy(&m, &bits, sizeof m);
    if (m > 1.4142135623730951) {
        m *= 0.5;
        e++;
    }
    double t = (m - 1) / (m + 1), t2 = t * t;
    /* 2 / (k ln 2) for k = 1, 3, ..., 11 */
    double series = 2.8853900817779268 +
                    t2 * (0.9617966939259757 +
                          t2 * (0.5770780163555853 +
                                t2 * (0.41219858311113244 + t2 * (0.3205988979753252 + t2 * 0.2623081892525388))));
    return e + t * series;
}

static double entropy_term(double p) { return p > 0 ? -p * log2_fast(p) : 0; }

double itk_belief_answer_entropy(double p)
{
    if (p <= 0 || p >= 1)
        return 0;
    if (p == 0.5) /* a liar's coin under the default model: log2(0.5) = -1 exactly, so this is the sum below */
        return 1;
    return entropy_term(p) + entropy_term(1 - p);
}

double itk_belief_motive_entropy(const double joint[CIVILIANS][MOTIVES])
{
    double h = 0, total = 0, marginal[MOTIVES] = {0};
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            marginal[m] += joint[x][m];
    for (int m = 0; m < MOTIVES; m++)
        total += marginal[m];
    if (total <= 0)
        return 0;
    for (int m = 0; m < MOTIVES; m++)
        h += entropy_term(marginal[m] / total);
    return h;
}

/*
 * R7: c lies when c is x, c is p, or c's group is s.  Weight of a hypothesis
 * (x, p, s) summed over its motives: answers[x][p][s] * motives_xp[x][p].
 * A murderer already ruled out (P(x) = 0) is neither: its sum would be
 * clamped to 0 anyway.
 */
void itk_belief_liar_split(const Belief *b, const Game *view, int c, double truthful[CIVILIANS],
                       double liar[CIVILIANS])
{
    int gc = view->group_of[c];
    int gc_possible = (b->supporters_ok >> gc) & 1;
    double scale = b->total > 0 ? 1 / b->total : 0;
    for (int x = 0; x < CIVILIANS; x++) {
        double px = b->murderer[x], lies = px;
        if (px <= 0) {
            liar[x] = truthful[x] = 0;
            continue;
        }
        if (x != c) {
            lies = b->answers_xp[x][c] * b->motives_xp[x][c]; /* c is the Person of Interest */
            /* c's group are the supporters: every p, in order, without a test
             * of answers_live, whose cleared bits weigh exactly 0 and so add
             * nothing (a branch per term cost more than the term). */
            if (gc_possible)
                for (int p = 0; p < BELIEF_POIS; p++)
                    if (p != c)
                        lies += b->answers[x][p][gc] * b->motives_xp[x][p];
            lies *= scale;
            if (lies > px) /* rounding */
                lies = px;
        }
        liar[x] = lies;
        truthful[x] = px - lies;
    }
}

/* P(yes | x) for a murderer with (has_trait) under the liar split of x. */
static double yes_given_x(const Belief *b, double truthful, double liar, int has_trait)
{
    double px = truthful + liar;
    if (px <= 0)
        return 0;
    double yes = has_trait ? truthful + liar * (1 - b->lie) : liar * b->lie;
    return yes / px;
}

/* lie = 0.5: P(yes | x) with the trait asked is 1 - P(yes | x) without it,
 * and H(p) = H(1 - p), so both answers' entropies given x are one. */
static int lie_symmetric(const Belief *b) { return b->lie == 0.5; }

/* What the information of any question to c needs, once per c: the murderers
 * left, P(x), P(yes | x) and H(answer | x) with and without the trait asked. */
typedef struct Split {
    int n;
    uint8_t x[CIVILIANS];
    double px[CIVILIANS], yes[2][CIVILIANS], h[2][CIVILIANS]; /* [has_trait][i] */
} Split;

static void split_of(const Belief *b, const Game *view, int c, Split *sp)
{
    double truthful[CIVILIANS], liar[CIVILIANS];
    itk_belief_liar_split(b, view, c, truthful, liar);
    sp->n = 0;
    for (int x = 0; x < CIVILIANS; x++) {
        double px = truthful[x] + liar[x];
        if (px <= 0)
            continue;
        int i = sp->n++;
        sp->x[i] = (uint8_t)x;
        sp->px[i] = px;
        for (int t = 0; t < 2; t++)
            sp->yes[t][i] = yes_given_x(b, truthful[x], liar[x], t);
        sp->h[0][i] = itk_belief_answer_entropy(sp->yes[0][i]);
        sp->h[1][i] = lie_symmetric(b) ? sp->h[0][i] : itk_belief_answer_entropy(sp->yes[1][i]);
    }
}

/* I(X; answer) = H(answer) - sum_x P(x) H(answer | x), for every question at
 * once: the murderers in the outer loop, each question's sums adding their
 * terms in ascending order of x.  sum_x P(x) H(answer | x) is the sum with
 * every murderer's entropy without the trait (the same for every question)
 * plus, per question, the change for the murderers with its trait: none
 * when the two entropies are equal (lie = 0.5), so that loop is skipped. */
void itk_belief_question_gains(const Belief *b, const Game *view, int c, double out[QUESTIONS])
{
    Split sp;
    double p_yes[QUESTIONS] = {0}, with_trait[QUESTIONS] = {0}, without = 0;
    int symmetric = lie_symmetric(b);
    split_of(b, view, c, &sp);
    for (int i = 0; i < sp.n; i++) {
        double yes[2] = {sp.px[i] * sp.yes[0][i], sp.px[i] * sp.yes[1][i]};
        without += sp.px[i] * sp.h[0][i];
        for (int k = 0; k < QUESTIONS; k++)
            p_yes[k] += yes[bits_has(view->trait[k], sp.x[i])];
        if (!symmetric)
            for (int k = 0; k < QUESTIONS; k++)
                if (bits_has(view->trait[k], sp.x[i]))
                    with_trait[k] += sp.px[i] * (sp.h[1][i] - sp.h[0][i]);
    }
    for (int k = 0; k < QUESTIONS; k++) {
        double g = itk_belief_answer_entropy(p_yes[k]) - (without + with_trait[k]);
        out[k] = g > 0 ? g : 0;
    }
}

double itk_belief_question_gain(const Belief *b, const Game *view, int c, int q)
{
    double g[QUESTIONS];
    itk_belief_question_gains(b, view, c, g);
    return g[q];
}

/* The first best question: its gain is what the callers read (the question
 * the Detective asks is picked with its ties, heuristic_detective.c). */
double itk_belief_best_question(const Belief *b, const Game *view, int c, int *q)
{
    double g[QUESTIONS], best = -1;
    itk_belief_question_gains(b, view, c, g);
    for (int k = 0; k < QUESTIONS; k++)
        if (g[k] > best) {
            best = g[k];
            *q = k;
        }
    return best;
}

/* The live position of view with the Detective on block det, for any hypothesis. */
static void live_ctx(const Game *view, int det, VictimCtx *v)
{
    itk_victim_ctx_live(view, v);
    v->alone = itk_game_alone(view); /* the live context fills it only for a known Killer */
    v->detective = (uint8_t)det;
}

/* Sum the weight of the (x, m, p) in `keep` into joint (unnormalised); returns the total. */
static double weigh(const Belief *b, PoiSet keep[CIVILIANS][MOTIVES], double joint[CIVILIANS][MOTIVES])
{
    double total = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++) {
            double j = keep[x][m] ? itk_belief_sum_pois(b, x, keep[x][m]) : 0;
            if (joint)
                joint[x][m] = j;
            total += j;
        }
    return total;
}

double itk_belief_surveil_yes(const Belief *b, const Game *view, int c, int det,
                          double joint_yes[CIVILIANS][MOTIVES])
{
    VictimCtx v;
    PoiSet keep[CIVILIANS][MOTIVES];
    live_ctx(view, det, &v);
    itk_belief_verdict(b, &v, c, view->n_victims >= MAX_VICTIMS, 1, keep); /* R6 */
    double scale = b->total > 0 ? 1 / b->total : 0, yes = weigh(b, keep, joint_yes) * scale;
    if (joint_yes)
        for (int x = 0; x < CIVILIANS; x++)
            for (int m = 0; m < MOTIVES; m++)
                joint_yes[x][m] *= scale;
    return yes;
}

double itk_belief_after_murder(const Belief *b, const Game *view, int c, double joint_out[CIVILIANS][MOTIVES])
{
    VictimCtx v;
    PoiSet keep[CIVILIANS][MOTIVES];
    live_ctx(view, view->detective, &v);
    itk_belief_verdict(b, &v, c, 0, 1, keep); /* R4, R5 */
    double total = weigh(b, keep, joint_out), scale = total > 0 ? 1 / total : 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            joint_out[x][m] *= scale;
    return b->total > 0 ? total / b->total : 0;
}

double itk_belief_after_bomb(const Belief *b, const Game *view, int c, double joint_out[CIVILIANS][MOTIVES])
{
    VictimCtx v;
    PoiSet keep[CIVILIANS][MOTIVES], any[CIVILIANS][MOTIVES] = {{0}};
    CivSet blast = view->in_block[view->pos[c]], alive = view->alive;
    live_ctx(view, view->detective, &v);
    for (CivSet t = blast; t; t = bits_rest(t)) { /* R20: any of the dead may have been the victim */
        int k = bits_first(t);
        v.alive = alive & ~(blast & ~((CivSet)1u << k)); /* R5 after the blast */
        itk_belief_verdict(b, &v, k, 0, 1, keep);
        for (int x = 0; x < CIVILIANS; x++)
            for (int m = 0; m < MOTIVES; m++)
                any[x][m] |= bits_has(blast, x) ? 0 : keep[x][m];
    }
    double total = weigh(b, any, joint_out), scale = total > 0 ? 1 / total : 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            joint_out[x][m] *= scale;
    return b->total > 0 ? total / b->total : 0;
}

/* Shannon entropy (bits) of n weights after normalising. */
static double entropy_of(const double *w, int n)
{
    double total = 0, h = 0;
    for (int i = 0; i < n; i++)
        total += w[i];
    if (total <= 0)
        return 0;
    for (int i = 0; i < n; i++)
        h += entropy_term(w[i] / total);
    return h;
}

double itk_belief_draw_gain(const Belief *b)
{
    /* weight[x][s]: the hypotheses with murderer x and supporters s */
    double weight[GROUPS][CIVILIANS] = {{0}}, px[CIVILIANS] = {0}, ps[GROUPS] = {0}, total = 0;
    for (uint32_t t = b->supporters_ok; t; t = bits_rest(t)) {
        int s = bits_first(t);
        for (int x = 0; x < CIVILIANS; x++) {
            double w = 0;
            for (int p = 0; p < BELIEF_POIS; p++)
                w += b->answers[x][p][s] * b->motives_xp[x][p];
            weight[s][x] = w;
            px[x] += w;
            ps[s] += w;
            total += w;
        }
    }
    if (total <= 0)
        return 0;
    /* A drawn token is one of the 6 the Murderer did not draw: group g is less
     * likely to be in the stack the likelier it is to be the supporters. */
    double h = entropy_of(px, CIVILIANS), gain = 0, chance = 0;
    for (int g = 0; g < GROUPS; g++) {
        double in_stack = 1 - ps[g] / total, rest[CIVILIANS];
        chance += in_stack;
        if (ps[g] <= 0)
            continue;
        for (int x = 0; x < CIVILIANS; x++)
            rest[x] = px[x] - weight[g][x];
        gain += in_stack * (h - entropy_of(rest, CIVILIANS));
    }
    return chance > 0 ? gain / chance : 0;
}
