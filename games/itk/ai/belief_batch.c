/*
 * belief_batch.c — the joint P(x, m) after a few more observations, in one
 * pass over the factors (itk_belief_pairs_after, belief.h).
 *
 * itk_belief_update multiplies the answer table (x, p, s) once per answer, then
 * sums it.  A search scores thousands of rollouts, each a root belief plus a
 * handful of answers; done that way every rollout copies the table and visits
 * it once per answer.  Here the answers are combined per murderer x first.
 *
 * Under (x, p, s) the answer k of civilian c_k, of group g_k, is a liar's when
 * c_k is x or p or when s is g_k (R7).  A liar's answer weighs L_k(x) (1 - lie
 * when it is the truth about x, lie when not); a truthful one 1 when it is the
 * truth and 0 when not.  The answers with c_k = x weigh their L_k(x) whatever
 * (p, s).  For the others the product is
 *
 *     the product of L_k(x) over the k with c_k = p or g_k = s,
 *
 * or 0 when an answer false about x has neither (a truthful witness would have
 * said the opposite).  Since g_k is c_k's group, the k with c_k = p all have
 * g_k = s when p's group is s, and none does when not; so with PL[p] the
 * product of L_k over c_k = p and SL[s] over g_k = s, the product is SL[s] or
 * PL[p] * SL[s].  Most (x, p, s) are then left out at once: when some
 * answers are false about x, only the (p, s) under which all their witnesses
 * lie count; when none is, the sum over s is the root's (answers_xp)
 * corrected at the few groups the new answers or draws touched.  Murders,
 * surveillance answers and draws prune as itk_belief_update does, with the same
 * verdicts (belief_verdict.h).
 *
 * games/itk/tests/ai/belief_batch_test.c checks the result against itk_belief_update.
 */
#include <string.h>

#include "games/itk/ai/belief_verdict.h"

typedef struct NewAnswer {
    uint8_t civ, question, yes;
} NewAnswer;

/* Everything itk_victim_ctx_snapshot and the rules core read of a murder or
 * surveillance snapshot besides the game's fixed cards: the observation's
 * position and the victims before it. */
static void memo_key(const Game *view, const Obs *o, int per_victim_only, uint64_t key[2])
{
    key[0] = (uint64_t)o->civ | (uint64_t)o->civ_block << 8 | (uint64_t)o->round << 16 | (uint64_t)o->det_block << 24 |
             (uint64_t)o->last_crime << 32 | (uint64_t)o->victims << 40 | (uint64_t)o->civ_intimidated << 48 |
             (uint64_t)o->civ_alone << 56;
    key[1] = (uint64_t)o->buildings | (uint64_t)per_victim_only << 16;
    for (int i = 0; i < o->victims; i++)
        key[1] |= (uint64_t)view->victims[i] << (24 + 5 * i); /* 5 bits a civilian, MAX_VICTIMS of them */
}

/* The verdicts on the snapshot of o for the murderers of live[m], remembered
 * in batch when there is one: an entry keeps the murderers it has judged and
 * asks the rules core only about those it has not (the hypotheses a rollout
 * has left are fewer than the civilians, and differ between rollouts). */
static void verdict_allowing(BeliefBatch *batch, const Game *view, const Obs *o, VictimCtx *v, int per_victim_only,
                             const CivSet live[MOTIVES], CivSet allowing[MOTIVES])
{
    if (!batch) {
        itk_belief_verdict_allowing(v, o->civ, per_victim_only, live, allowing);
        return;
    }
    uint64_t key[2];
    memo_key(view, o, per_victim_only, key);
    uint64_t h = (key[0] ^ key[1] * 0x9E3779B97F4A7C15u) * 0xBF58476D1CE4E5B9u; /* multiplicative hashing */
    BeliefMemo *e = &batch->memo[h >> 54]; /* the top 10 bits: BELIEF_MEMO = 1024 slots */
    if (e->generation != batch->generation || e->key[0] != key[0] || e->key[1] != key[1]) {
        memset(e->asked, 0, sizeof e->asked);
        memset(e->allowing, 0, sizeof e->allowing);
        e->key[0] = key[0];
        e->key[1] = key[1];
        e->generation = batch->generation;
    }
    MotiveSet judged = view->motives & ~(MotiveSet)(1u << MOTIVE_CULTIST); /* itk_belief_verdict_allowing's motives */
    CivSet missing[MOTIVES];
    CivSet any = 0;
    for (uint32_t u = judged; u; u = bits_rest(u)) {
        int m = bits_first(u);
        missing[m] = live[m] & ~e->asked[m];
        any |= missing[m];
    }
    if (any) {
        CivSet fresh[MOTIVES];
        itk_belief_verdict_allowing(v, o->civ, per_victim_only, missing, fresh);
        for (uint32_t u = judged; u; u = bits_rest(u)) {
            int m = bits_first(u);
            e->allowing[m] |= fresh[m];
            e->asked[m] |= missing[m];
        }
    }
    memcpy(allowing, e->allowing, sizeof e->allowing);
}

/* The Persons of Interest and supporters the new murders, surveillance
 * answers and draws leave (into scratch->poi_ok and *supporters), the
 * murderers some motive may still have (*suspects, a superset after the
 * bomb), and the new answers (returns how many). */
static int read_new(const Belief *root, BeliefBatch *batch, const Game *view, Belief *scratch, uint16_t *supporters,
                    CivSet *suspects, NewAnswer *answers)
{
    int n = 0;
    CivSet live[MOTIVES]; /* kept up to date by the verdicts */
    memcpy(scratch->poi_ok, root->poi_ok, sizeof scratch->poi_ok);
    itk_belief_bomb_copy(scratch, root); /* R20 */
    if (batch)
        memcpy(live, batch->live, sizeof live);
    else
        itk_belief_verdict_live((const PoiSet(*)[MOTIVES])root->poi_ok, root->motives, live);
    *supporters = root->supporters_ok;
    for (int i = root->consumed; i < view->n_obs; i++) {
        const Obs *o = &view->obs[i];
        if (o->kind == OBS_ANSWER) {
            answers[n++] = (NewAnswer){o->civ, o->value, o->yes};
        } else if ((view->rules & RULE_BOMB) &&
                   (o->kind == OBS_MURDER || o->kind == OBS_SURVEIL || o->kind == OBS_BOMB)) {
            /* R20: the verdicts hang on the bomb's hidden victim, per branch,
             * which neither the remembered verdicts nor `live` follow: the
             * exact path, as itk_belief_update. */
            itk_belief_prune(scratch, view, o);
        } else if (o->kind == OBS_MURDER || o->kind == OBS_SURVEIL) { /* R4, R6 */
            int per_victim_only = o->kind == OBS_SURVEIL && o->victims >= MAX_VICTIMS;
            int want = o->kind == OBS_MURDER || o->yes;
            CivSet blocks[CITY_BLOCKS], allowing[MOTIVES];
            VictimCtx v;
            itk_victim_ctx_snapshot(view, o, 0, 0, NOBODY, blocks, &v);
            verdict_allowing(batch, view, o, &v, per_victim_only, live, allowing);
            itk_belief_verdict_apply(scratch->poi_ok, live, allowing, &v, o->civ, per_victim_only, want);
        } else if (o->kind == OBS_DRAW) {
            *supporters &= (uint16_t)~(1u << o->civ); /* the stack never holds s */
        }
    }
    *suspects = 0;
    for (uint32_t u = root->motives; u; u = bits_rest(u))
        *suspects |= live[bits_first(u)];
    return n;
}

/* The new answers' product for murderer x (the comment at the top). */
typedef struct Product {
    double all;             /* the answers of x itself: a liar's under every (p, s) */
    double pl[CIVILIANS];   /* PL[p], for the p in `answered` */
    double sl[GROUPS];      /* SL[s], for the s in `touched` */
    CivSet answered;        /* the witnesses other than x */
    uint16_t touched;       /* their groups */
    CivSet false_witnesses; /* those whose answer is false about x */
} Product;

static void product_of(const Belief *root, const Game *view, int x, const NewAnswer *answers, int n, Product *pr)
{
    pr->all = 1;
    pr->answered = pr->false_witnesses = 0;
    pr->touched = 0;
    for (int k = 0; k < n; k++) {
        int c = answers[k].civ, truth = bits_has(view->trait[answers[k].question], x) == answers[k].yes;
        double as_liar = truth ? 1 - root->lie : root->lie;
        if (c == x) {
            pr->all *= as_liar;
            continue;
        }
        int g = view->group_of[c];
        if (!bits_has(pr->answered, c))
            pr->pl[c] = 1;
        if (!(pr->touched & (1u << g)))
            pr->sl[g] = 1;
        pr->answered |= (CivSet)1u << c;
        pr->touched |= (uint16_t)(1u << g);
        pr->pl[c] *= as_liar;
        pr->sl[g] *= as_liar;
        if (!truth)
            pr->false_witnesses |= (CivSet)1u << c;
    }
}

/* The product under (p, s), every answer false about x being a liar's there. */
static double product_at(const Product *pr, const Game *view, int p, int s)
{
    double sl = pr->touched & (1u << s) ? pr->sl[s] : 1;
    if (p == BELIEF_NO_POI || !bits_has(pr->answered, p) || view->group_of[p] == s)
        return sl;
    return pr->pl[p] * sl;
}

/* The group holding every civilian of the non-empty set f, or -1. */
static int common_group(const Game *view, CivSet f)
{
    int g = view->group_of[bits_first(f)];
    return (f & ~view->group[g]) ? -1 : g;
}

/* Murderer x's weight with a Person of Interest p who answered, before the
 * product's common factor: summed over the supporters s left, since p's own
 * answers (PL[p]) weigh under every s. */
static double weigh_answered(const Belief *root, const Game *view, int x, int p, uint16_t supporters,
                             const Product *pr)
{
    const double *w = root->answers[x][p];
    double sum = 0;
    for (uint32_t u = supporters; u; u = bits_rest(u))
        sum += w[bits_first(u)] * product_at(pr, view, p, bits_first(u));
    return sum;
}

/* The same for a p who did not answer (or as if p had not): the root's
 * answers_xp[x][p] with the supporters the draws removed taken out and the
 * touched groups' SL[s] put in. */
static double weigh_unanswered(const Belief *root, int x, int p, uint16_t supporters, const Product *pr)
{
    const double *w = root->answers[x][p];
    double sum = root->answers_xp[x][p];
    for (uint32_t u = root->supporters_ok & (uint16_t)~supporters; u; u = bits_rest(u))
        sum -= w[bits_first(u)];
    for (uint32_t u = pr->touched & supporters; u; u = bits_rest(u))
        sum += w[bits_first(u)] * (pr->sl[bits_first(u)] - 1);
    return sum;
}

/* Murderer x's weight with Person of Interest p before the product's common
 * factor, when no answer is false about x. */
static double weigh_one(const Belief *root, const Game *view, int x, int p, uint16_t supporters,
                        const Product *pr)
{
    if (p < CIVILIANS && bits_has(pr->answered, p))
        return weigh_answered(root, view, x, p, supporters, pr);
    return weigh_unanswered(root, x, p, supporters, pr);
}

/*
 * out[p] for p in pois: murderer x's weight with Person of Interest p, the
 * root's answers[x][p][s] times the new answers' product summed over the
 * supporters s still possible.  Without a false answer every (p, s) counts
 * (weigh_one).  With false answers, only the (p, s) under which all their
 * witnesses are liars count: s their common group (any p), or p one of them
 * and s the common group of the others.  Returns the sum of out[p] over pois.
 */
static double weigh_murderer(const Belief *root, const Game *view, int x, PoiSet pois, uint16_t supporters,
                             const Product *pr, double out[BELIEF_POIS])
{
    double total = 0;
    CivSet f = pr->false_witnesses;
    if (!f) {
        for (PoiSet t = pois; t; t = bits_rest(t)) {
            int p = bits_first(t);
            out[p] = weigh_one(root, view, x, p, supporters, pr) * pr->all;
            total += out[p];
        }
        return total;
    }
    int s0 = common_group(view, f); /* all of f lie: any p */
    if (s0 >= 0 && !(supporters & (1u << s0)))
        s0 = -1;
    if (s0 < 0) { /* only a p among the witnesses can be left */
        for (PoiSet t = pois & ~(PoiSet)f; t; t = bits_rest(t))
            out[bits_first(t)] = 0;
        pois &= (PoiSet)f;
    }
    for (PoiSet t = pois; t; t = bits_rest(t)) {
        int p = bits_first(t);
        const double *w = root->answers[x][p];
        double sum = s0 >= 0 ? w[s0] * product_at(pr, view, p, s0) : 0;
        if (p < CIVILIANS && bits_has(f, p)) { /* p lies; the others through their group */
            CivSet rest = f & ~((CivSet)1u << p);
            for (uint32_t u = supporters; u; u = bits_rest(u)) {
                int s = bits_first(u);
                if (s != s0 && !(rest & ~view->group[s]))
                    sum += w[s] * product_at(pr, view, p, s);
            }
        }
        out[p] = sum * pr->all;
        total += out[p];
    }
    return total;
}

/*
 * The sum of weigh_murderer over all of batch->pois[x] at once, when no answer
 * is false about x: the root's answers_x[x] corrected per removed or touched
 * group by the per-group sums, and per Person of Interest only for the few
 * witnesses among them (their own answers weigh under every s).
 */
static double weigh_all_pois(const Belief *root, const BeliefBatch *batch, const Game *view, int x,
                             uint16_t supporters, const Product *pr)
{
    const double *xs = batch->xs[x];
    double sum = root->answers_x[x];
    for (uint32_t u = root->supporters_ok & (uint16_t)~supporters; u; u = bits_rest(u))
        sum -= xs[bits_first(u)];
    for (uint32_t u = pr->touched & supporters; u; u = bits_rest(u))
        sum += xs[bits_first(u)] * (pr->sl[bits_first(u)] - 1);
    for (PoiSet t = batch->pois[x] & (PoiSet)pr->answered; t; t = bits_rest(t)) {
        int p = bits_first(t); /* p's weight as if p had not answered, taken out */
        sum += weigh_answered(root, view, x, p, supporters, pr) - weigh_unanswered(root, x, p, supporters, pr);
    }
    return sum * pr->all;
}

void itk_belief_batch_root(BeliefBatch *batch, const Belief *root)
{
    memset(batch->pois, 0, sizeof batch->pois);
    memset(batch->xs, 0, sizeof batch->xs);
    batch->generation++;
    itk_belief_verdict_live((const PoiSet(*)[MOTIVES])root->poi_ok, root->motives, batch->live);
    for (int x = 0; x < CIVILIANS; x++) {
        for (uint32_t u = root->motives; u; u = bits_rest(u))
            batch->pois[x] |= root->poi_ok[x][bits_first(u)];
        for (PoiSet t = batch->pois[x]; t; t = bits_rest(t))
            for (int s = 0; s < GROUPS; s++)
                batch->xs[x][s] += root->answers[x][bits_first(t)][s];
    }
}

void itk_belief_pairs_after(const Belief *root, BeliefBatch *batch, const Game *view, Belief *scratch,
                        BeliefPairs *out)
{
    NewAnswer answers[MAX_OBS];
    uint16_t supporters;
    CivSet suspects;
    int n = read_new(root, batch, view, scratch, &supporters, &suspects, answers);
    double total = 0, weight[BELIEF_POIS];
    out->n = 0;
    for (CivSet left = suspects; left; left = bits_rest(left)) {
        int x = bits_first(left);
        PoiSet pois = 0, some = ~(PoiSet)0; /* the union and the intersection of the motives' p left */
        MotiveSet motives = 0;                /* those with some p left */
        for (uint32_t u = root->motives; u; u = bits_rest(u)) {
            PoiSet ok = scratch->poi_ok[x][bits_first(u)];
            pois |= ok;
            some &= ok ? ok : ~(PoiSet)0;
            motives |= ok ? 1u << bits_first(u) : 0;
        }
        if (!pois)
            continue;
        int whole = some == pois; /* every motive left keeps all of pois */
        Product pr;
        product_of(root, view, x, answers, n, &pr);
        double all_pois;
        if (batch && whole && !pr.false_witnesses && pois == batch->pois[x])
            all_pois = weigh_all_pois(root, batch, view, x, supporters, &pr);
        else
            all_pois = weigh_murderer(root, view, x, pois, supporters, &pr, weight);
        for (uint32_t u = motives; u; u = bits_rest(u)) { /* but the Cultist: all of pois or none */
            int m = bits_first(u);
            PoiSet ok = scratch->poi_ok[x][m];
            double sum = ok == pois ? all_pois : 0;
            for (PoiSet t = ok == pois ? 0 : ok; t; t = bits_rest(t))
                sum += weight[bits_first(t)];
            out->x[out->n] = (uint8_t)x;
            out->m[out->n] = (uint8_t)m;
            out->p[out->n++] = sum;
            total += sum;
        }
    }
    double scale = total > 0 ? 1 / total : 0;
    for (int i = 0; i < out->n; i++)
        out->p[i] *= scale;
}
