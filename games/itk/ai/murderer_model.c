/*
 * murderer_model.c — the features of the Murderer's choices and the weighting
 * of a belief by their likelihood (murderer_model.h).
 */
#include "games/itk/ai/murderer_model.h"

#include <math.h>
#include <string.h>


void itk_murderer_model_clear(MurdererModel *m) { memset(m, 0, sizeof *m); }

double itk_murderer_model_p(MmCount c) { return ((double)c.yes + 0.5) / ((double)(c.yes + c.no) + 1); }

int itk_murderer_model_answer_cell(int kind, int greedy, int pub) { return (kind * MM_PREFS + greedy) * MM_PREFS + pub; }

int itk_murderer_model_kind(int q)
{
    return q <= Q_FEMALE ? 0 : q <= Q_AGE60 ? 1 : q <= Q_HEAVY ? 2 : 3; /* cards.h: sex, age, build, height */
}

static double entropy(const double *w, double total)
{
    double h = 0;
    for (int x = 0; x < CIVILIANS; x++)
        if (w[x] > 0)
            h -= w[x] / total * log2(w[x] / total);
    return h;
}

/* Which answer (1 yes, 0 no) a criterion prefers, as seen by murderer x:
 * the truth, the lie or neither. */
static int prefers(int better_yes, int tie, int truth_is_yes)
{
    return tie ? MM_PREFERS_NEITHER : better_yes == truth_is_yes ? MM_PREFERS_TRUTH : MM_PREFERS_LIE;
}

void itk_murderer_model_answer_cells(const Belief *rules, const Game *view, const Obs *o, int cell[CIVILIANS])
{
    double truthful[CIVILIANS], liar[CIVILIANS], w[2][CIVILIANS], total[2] = {0, 0};
    itk_belief_liar_split(rules, view, o->civ, truthful, liar);
    int q = o->value, kind = itk_murderer_model_kind(q);
    for (int yes = 0; yes < 2; yes++)
        for (int x = 0; x < CIVILIANS; x++) {
            int truth = bits_has(view->trait[q], x) == yes;
            /* the rules' belief after the answer: a liar's answer has likelihood 1/2 */
            w[yes][x] = (truth ? truthful[x] : 0) + liar[x] * 0.5;
            total[yes] += w[yes][x];
        }
    /* public: the answer after which the murderer marginal is most uncertain */
    double h[2];
    for (int yes = 0; yes < 2; yes++)
        h[yes] = total[yes] > 0 ? entropy(w[yes], total[yes]) : 0;
    int public_yes = h[1] > h[0], public_tie = fabs(h[1] - h[0]) <= 1e-12;
    for (int x = 0; x < CIVILIANS; x++) {
        /* greedy: the answer after which P(x) is lowest (heuristic_murderer.c's lies) */
        double exposure[2];
        for (int yes = 0; yes < 2; yes++)
            exposure[yes] = total[yes] > 0 ? w[yes][x] / total[yes] : 1;
        int truth_is_yes = bits_has(view->trait[q], x);
        int greedy = prefers(exposure[1] < exposure[0], fabs(exposure[1] - exposure[0]) <= 1e-12, truth_is_yes);
        cell[x] = itk_murderer_model_answer_cell(kind, greedy, prefers(public_yes, public_tie, truth_is_yes));
    }
}

static int has_counts(const MmCount *c, int n)
{
    for (int i = 0; i < n; i++)
        if (c[i].yes || c[i].no)
            return 1;
    return 0;
}

void itk_murderer_model_replay(const Game *view, unsigned kinds, MmVisit visit, void *ctx)
{
    static _Thread_local Belief rules;
    static _Thread_local Game start;
    memcpy(&start, view, sizeof start);
    start.n_obs = 0;
    itk_belief_init(&rules, &start, BELIEF_LIE_DEFAULT);
    for (int i = 0; i < view->n_obs; i++)
        if (kinds >> view->obs[i].kind & 1) {
            itk_belief_update_to(&rules, view, i);
            visit(ctx, &rules, view, i);
        }
}

/*
 * Every liar's answer: the hypotheses under which the answerer lies have
 * their liar factor, (1 - lie) or lie in b, replaced by the model's
 * P(answer | x), read from the rules' belief just before the answer.
 */
typedef struct AnswerWeighing {
    const MurdererModel *m;
    Belief *b;
} AnswerWeighing;

static void weigh_answer(void *ctx, const Belief *rules, const Game *view, int i)
{
    const AnswerWeighing *w = ctx;
    const Obs *o = &view->obs[i];
    int cell[CIVILIANS];
    double factor[CIVILIANS];
    itk_murderer_model_answer_cells(rules, view, o, cell);
    for (int x = 0; x < CIVILIANS; x++) {
        int truth = bits_has(view->trait[o->value], x) == o->yes;
        double p = itk_murderer_model_p(w->m->answer[cell[x]]);
        factor[x] = (truth ? p : 1 - p) / (truth ? 1 - w->b->lie : w->b->lie);
    }
    itk_belief_scale_liar(w->b, view, o->civ, factor);
}

static void weigh_answers(const MurdererModel *m, Belief *b, const Game *view)
{
    AnswerWeighing w = {.m = m, .b = b};
    itk_murderer_model_replay(view, 1u << OBS_ANSWER, weigh_answer, &w);
}

/* P(s | x) = w(s, x) / sum of w(., x), times the number of groups (the
 * rules' prior is uniform over s). */
static void weigh_supporters(const MurdererModel *m, Belief *b, const Game *view)
{
    static _Thread_local double factor[CIVILIANS][GROUPS];
    for (int x = 0; x < CIVILIANS; x++) {
        double sum = 0;
        for (int s = 0; s < GROUPS; s++) {
            int size = bits_count(view->group[s]);
            factor[x][s] = itk_murderer_model_p(m->supporters[size < MM_SIZES ? size : MM_SIZES - 1]
                                                         [bits_has(view->group[s], x)]);
            sum += factor[x][s];
        }
        for (int s = 0; s < GROUPS; s++)
            factor[x][s] *= GROUPS / sum;
    }
    itk_belief_scale_supporters(b, factor);
}

/* Per civilian: intimidated or spared, as a liar against as an honest one. */
static void weigh_intimidated(const MurdererModel *m, Belief *b, const Game *view)
{
    CivSet sets[2] = {view->intimidated, view->alive & ~view->intimidated};
    double ratio[2] = {m->silenced, 1};
    if (!m->silenced) {
        double liar = itk_murderer_model_p(m->intimidated[1]), honest = itk_murderer_model_p(m->intimidated[0]);
        ratio[0] = liar / honest;
        ratio[1] = (1 - liar) / (1 - honest);
    }
    itk_belief_weigh_liars(b, view, sets, ratio, 2);
}

void itk_murderer_model_weigh(const MurdererModel *m, Belief *b, const Game *view)
{
    if (!m)
        return;
    int answers = has_counts(m->answer, MM_ANSWER_CELLS), supporters = has_counts(&m->supporters[0][0], 2 * MM_SIZES);
    if (answers)
        weigh_answers(m, b, view);
    if (supporters)
        weigh_supporters(m, b, view);
    if (answers || supporters)
        itk_belief_reweighed(b);
    weigh_intimidated(m, b, view); /* recombines when it changes anything */
    itk_murderer_model_weigh_victims(m, b, view); /* on the marginals: after every recombination */
}
