/*
 * heuristic_detective.c — the heuristic Detective (heuristic.h).
 *
 * Everything is measured in bits of expected information under the belief
 * engine's model: a witness is worth the information its best question gives
 * about the murderer (itk_belief_best_question), a surveillance the entropy of its
 * answer (itk_belief_surveil_yes: the answer is a function of the hypothesis), a
 * Fire draw what excluding one group from the supporters tells
 * (itk_belief_draw_gain).  Each investigation step re-plans the round: the best
 * one or two actions of different kinds (R8) reachable with the movement
 * points left, then the first step of that plan is played.
 */
#include <stdio.h>
#include <stdlib.h>

#include "games/itk/ai/heuristic.h"
#include "games/itk/ai/registry.h"

static const char *const detective_keys[] = {"lie", "early", "silenced", "model", "ties", NULL};

typedef struct Detective {
    Follower *follow;                       /* this thread's (itk_heuristic_follow_shared), set per call */
    double lie;                             /* the belief's liar model */
    uint64_t values_key;                    /* the record the values below were computed on */
    double early;                           /* accuse early at this probability (R13 switch) */
    TieOrder ties;                          /* equal options: at random, first or last (tie.h) */
    Pcg32 *rng;                             /* the stream of the choice being made (detective_choose) */
    int accusation_tie;                     /* GameTie of this game's accusation */
    int modelled;                           /* weigh the accusation by `model` */
    MurdererModel model;                    /* the Murderer's choices (murderer_model.h) */
    Belief weighed;                         /* the accusation's copy of the belief when modelled */
    /* information values, valid while the belief has not changed */
    double question_gain[CIVILIANS];        /* -1: not computed yet */
    double surveil_gain[CIVILIANS][CITY_BLOCKS]; /* -1: not computed yet */
    double draw_gain;                       /* -1: not computed yet */
} Detective;

static CivSet bit(int c) { return (CivSet)1u << c; }

static void forget_values(Detective *d)
{
    for (int c = 0; c < CIVILIANS; c++) {
        d->question_gain[c] = -1;
        for (int b = 0; b < CITY_BLOCKS; b++)
            d->surveil_gain[c][b] = -1;
    }
    d->draw_gain = -1;
}

static void *detective_create(const PolicySpec *spec, char *err, size_t errlen)
{
    double lie, early;
    Detective *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errlen, "policy %s: out of memory", spec->name);
        return NULL;
    }
    if (itk_heuristic_lie_param(spec, &lie, err, errlen) ||
        policy_spec_double(spec, "early", 0.95, 0, 1, &early, err, errlen) ||
        itk_heuristic_model_param(spec, &d->model, &d->modelled, err, errlen) ||
        tie_order_param(spec, &d->ties, err, errlen)) {
        free(d);
        return NULL;
    }
    d->lie = lie;
    d->early = early;
    return d;
}

static void detective_destroy(void *state) { free(state); }

/* Follow view (as the search's base or not): values of another belief are stale. */
static void follow(Detective *d, const Game *view, int as_base)
{
    if (itk_heuristic_follow_shared(&d->follow, d->lie, view, as_base, &d->values_key))
        forget_values(d);
}

static void detective_new_game(void *state, const Game *view)
{
    Detective *d = state;
    follow(d, view, 0);
    d->accusation_tie = GAME_TIE_NONE;
}

/* A Tie for one of the Detective's choices, on the stream of the choice. */
static Tie tie_for(const Detective *d)
{
    Tie t;
    tie_start(&t, d->ties, d->rng);
    return t;
}

/* --- information values -------------------------------------------------- */

static double question_value(Detective *d, const Game *view, int c)
{
    if (d->question_gain[c] < 0) {
        int q; /* ask() picks the question itself, among ties (tie.h) */
        d->question_gain[c] = itk_heuristic_question(d->follow, view, c, &q);
    }
    return d->question_gain[c];
}

/* Surveillance of c with the marker on block det (R6): the entropy of the answer. */
static double surveil_value(Detective *d, const Game *view, int c, int det)
{
    if (d->surveil_gain[c][det] < 0)
        d->surveil_gain[c][det] = itk_belief_answer_entropy(itk_belief_surveil_yes(&d->follow->belief, view, c, det, NULL));
    return d->surveil_gain[c][det];
}

static double draw_value(Detective *d)
{
    if (d->draw_gain < 0)
        d->draw_gain = itk_belief_draw_gain(&d->follow->belief);
    return d->draw_gain;
}

/* --- planning the investigation (R8, R9, R10) ------------------------------ */

/* The best use of one action kind on block b: its value and target civilian. */
typedef struct Option {
    int kind, block, target;
    double value;
} Option;

static CivSet near_civilians(const Game *view, int b)
{
    return itk_game_civs_in(view, (BlockSet)(city_adjacent(b) | (1u << b)));
}

/* The most valuable target in `civs` for a per-civilian value. */
static int best_target(Detective *d, const Game *view, CivSet civs, int det, int surveil, double *value)
{
    int best = NOBODY;
    Tie tie = tie_for(d);
    *value = 0;
    for (CivSet t = civs; t; t = bits_rest(t)) {
        int c = bits_first(t);
        double v = surveil ? surveil_value(d, view, c, det) : question_value(d, view, c);
        if (v > 0 && tie_offer(&tie, v)) { /* a target worth nothing is no target */
            *value = v;
            best = c;
        }
    }
    return best;
}

/* R18: the civilians a used token may be moved onto (2 steps from where it is). */
static CivSet stakeout_targets(const Game *view)
{
    int on = view->surveilled, from = on != NOBODY ? view->pos[on] : view->token_block;
    return itk_game_civs_in(view, city_within_two(from)) & ~(on != NOBODY ? bit(on) : 0);
}

static Option option_at(Detective *d, const Game *view, int kind, int b)
{
    Option o = {kind, b, NOBODY, 0};
    BlockSet here = (BlockSet)(1u << b);
    CivSet awake = view->alive & ~view->intimidated;
    switch (kind) {
    case ACT_QUESTION: /* R9: every unintimidated civilian of the block answers */
        for (CivSet t = view->in_block[b] & awake; t; t = bits_rest(t))
            o.value += question_value(d, view, bits_first(t));
        o.target = 0; /* the action names nobody; any value but NOBODY */
        break;
    case ACT_POLICE: /* R10, then used at once: worth the surveillance there */
        if (view->building[BUILDING_POLICE] & here) {
            CivSet civs = near_civilians(view, b) & ~(view->surveilled != NOBODY ? bit(view->surveilled) : 0);
            o.target = best_target(d, view, civs, b, 1, &o.value);
        }
        if (view->stakeout) { /* R18: or move the token, from any block, wherever it is worth more */
            double v;
            int t = best_target(d, view, stakeout_targets(view), b, 1, &v);
            if (v > o.value) {
                o = (Option){ACT_STAKEOUT, b, t, v};
            }
        }
        break;
    case ACT_DINER:
        if (view->building[BUILDING_DINER] & here)
            o.target = best_target(d, view, near_civilians(view, b) & awake, b, 0, &o.value);
        break;
    case ACT_HOSPITAL: /* a comforted witness can be questioned later: half its value */
        if (view->building[BUILDING_HOSPITAL] & here) {
            o.target = best_target(d, view, near_civilians(view, b) & view->intimidated, b, 0, &o.value);
            o.value *= 0.5;
        }
        break;
    case ACT_FIRE:
        if ((view->building[BUILDING_FIRE] & here) && view->stack) {
            o.value = draw_value(d);
            o.target = 0; /* the action names nobody */
        }
        break;
    default: break;
    }
    if (o.target == NOBODY)
        o.value = 0;
    return o;
}

static int kind_available(const Game *view, int kind)
{
    return bits_count(view->actions_used) < 2 && !(view->actions_used & (1u << (kind - ACT_QUESTION)));
}

enum { PLAN_KINDS = ACT_FIRE - ACT_QUESTION + 1 };

/*
 * R10 + R9: comfort an intimidated witness at the Hospital of block b1, then
 * question the block b2 it stands in (b1 or next to it), `left` movement
 * points after b1.  Returns the pair's value and sets *first to the comfort.
 */
static double comfort_then_question(Detective *d, const Game *view, Option opt[][CITY_BLOCKS], int b1, int left,
                                    Option *first)
{
    double best = 0;
    Tie tie = tie_for(d);
    for (uint32_t t = city_adjacent(b1) | (1u << b1); t; t = bits_rest(t)) {
        int b2 = bits_first(t);
        if (itk_heuristic_distance(b1, b2) > left)
            continue;
        for (CivSet u = view->in_block[b2] & view->intimidated; u; u = bits_rest(u)) {
            int c = bits_first(u);
            double v = opt[ACT_QUESTION - ACT_QUESTION][b2].value + question_value(d, view, c);
            if (v > 0 && tie_offer(&tie, v)) {
                best = v;
                *first = (Option){ACT_HOSPITAL, b1, c, v};
            }
        }
    }
    return best;
}

/* Per kind, the best value of an option within `left` steps of block b1 (0
 * when none is worth anything; left < 0: no second action). */
static void reach_from(Option opt[][CITY_BLOCKS], int b1, int left, double reach[PLAN_KINDS])
{
    for (int k = 0; k < PLAN_KINDS; k++) {
        reach[k] = 0;
        for (int b2 = 0; b2 < CITY_BLOCKS && left >= 0; b2++)
            if (opt[k][b2].value > reach[k] && itk_heuristic_distance(b1, b2) <= left)
                reach[k] = opt[k][b2].value;
    }
}

/*
 * The first option of the best plan: one action, or two of different kinds
 * with the walk between them, within the movement points left.  Returns its
 * value (0 when nothing is worth doing).
 */
static double plan(Detective *d, const Game *view, Option *first)
{
    Option opt[PLAN_KINDS][CITY_BLOCKS];
    int here = view->detective, mp = view->move_points, two = bits_count(view->actions_used) == 0;
    for (int k = 0; k < PLAN_KINDS; k++)
        for (int b = 0; b < CITY_BLOCKS; b++) {
            Option none = {ACT_QUESTION + k, b, NOBODY, 0};
            opt[k][b] = kind_available(view, ACT_QUESTION + k) && itk_heuristic_distance(here, b) <= mp
                            ? option_at(d, view, ACT_QUESTION + k, b)
                            : none;
        }
    double best = 0, reach[CITY_BLOCKS][PLAN_KINDS];
    uint16_t reached = 0; /* the b1 whose reach[b1] is filled */
    Tie tie = tie_for(d);
    for (int k1 = 0; k1 < PLAN_KINDS; k1++)
        for (int b1 = 0; b1 < CITY_BLOCKS; b1++) {
            const Option *o1 = &opt[k1][b1];
            if (o1->value <= 0)
                continue;
            int left = mp - itk_heuristic_distance(here, b1);
            if (!(reached & (1u << b1))) {
                reach_from(opt, b1, two ? left : -1, reach[b1]);
                reached |= (uint16_t)(1u << b1);
            }
            double with_second = 0; /* the best second action, of another kind */
            for (int k2 = 0; k2 < PLAN_KINDS; k2++)
                if (k2 != k1 && reach[b1][k2] > with_second)
                    with_second = reach[b1][k2];
            /* nearer first steps break ties: fewer moves keep options open */
            double v = o1->value + with_second - 1e-6 * itk_heuristic_distance(here, b1);
            if (v > 0 && tie_offer(&tie, v)) {
                best = v;
                *first = *o1;
            }
            Option comfort;
            if (o1->kind == ACT_HOSPITAL && two && kind_available(view, ACT_QUESTION)) {
                v = comfort_then_question(d, view, opt, b1, left, &comfort) - 1e-6 * itk_heuristic_distance(here, b1);
                if (v > 0 && tie_offer(&tie, v)) {
                    best = v;
                    *first = comfort;
                }
            }
        }
    return best;
}

/* A step that brings the Detective nearer to `target`: every such step is as
 * good (the round is replanned after it). */
static Action step_toward(Detective *d, const Game *view, int target)
{
    int here = view->detective, best = -1;
    Tie tie = tie_for(d);
    for (uint32_t t = city_adjacent(here); t; t = bits_rest(t)) {
        int b = bits_first(t);
        if (itk_heuristic_distance(b, target) < itk_heuristic_distance(here, target) && tie_offer(&tie, 0))
            best = b;
    }
    return ACTION(ACT_MOVE, best, 0);
}

/*
 * Nothing left to do this round: R3 spares the civilians of the marker's block
 * from intimidation next round and R11 comforts the intimidated there, so end
 * where the witnesses are worth most.
 */
static Action shelter(Detective *d, const Game *view)
{
    int best = view->detective;
    Tie tie = tie_for(d);
    for (int b = 0; b < CITY_BLOCKS; b++) {
        if (itk_heuristic_distance(view->detective, b) > view->move_points)
            continue;
        double v = -1e-6 * itk_heuristic_distance(view->detective, b);
        for (CivSet t = view->in_block[b]; t; t = bits_rest(t))
            v += question_value(d, view, bits_first(t));
        if (v > 0 && tie_offer(&tie, v))
            best = b;
    }
    return best != view->detective ? step_toward(d, view, best) : ACTION(ACT_END, 0, 0);
}

static Action investigate(Detective *d, const Game *view, const ActionList *legal)
{
    /* R6: a placed token is used as soon as its answer is informative. */
    int c = view->surveilled;
    Action surveil = ACTION(ACT_SURVEIL, 0, 0);
    if (c != NOBODY && itk_heuristic_listed(legal, surveil) && surveil_value(d, view, c, view->detective) > 1e-9)
        return surveil;
    Option o;
    if (plan(d, view, &o) <= 0)
        return shelter(d, view);
    if (o.block != view->detective)
        return step_toward(d, view, o.block);
    int arg = o.kind == ACT_QUESTION || o.kind == ACT_FIRE ? 0 : o.target;
    Action a = ACTION(o.kind, arg, 0);
    return itk_heuristic_listed(legal, a) ? a : ACTION(ACT_END, 0, 0);
}

/* R9: the witness and question that tell most about the murderer (the
 * values plan() read, while no answer has come in since). */
static Action ask(Detective *d, const Game *view)
{
    int best_c = bits_first(view->to_ask), best_q = 0;
    Tie tie = tie_for(d);
    for (CivSet t = view->to_ask; t; t = bits_rest(t)) {
        int c = bits_first(t);
        double gain[QUESTIONS];
        itk_heuristic_question_gains(d->follow, view, c, gain);
        for (int q = 0; q < QUESTIONS; q++)
            if (tie_offer(&tie, gain[q])) {
                best_c = c;
                best_q = q;
            }
    }
    return ACTION(ACT_ASK, best_c, best_q);
}

/* --- the rest of the game --------------------------------------------------- */

/* Setup step 12: the block with most civilians (they cannot be intimidated or
 * murdered there, R3, R4), then most civilians around it (a Vigilante's ring). */
static Action start(const Detective *d, const Game *view)
{
    double score[CITY_BLOCKS];
    for (int b = 0; b < CITY_BLOCKS; b++)
        score[b] = bits_count(view->in_block[b]) + 0.1 * bits_count(itk_game_civs_in(view, city_ring(b)));
    return ACTION(ACT_START, tie_argmax(score, CITY_BLOCKS, d->ties, d->rng), 0);
}

/* Civilians together are not alone: a Killer (REFERENCE §3) loses victims. */
static double company(const Game *view, int b) { return bits_count(view->in_block[b]); }

static Action displace(const Detective *d, const Game *view, const ActionList *legal)
{
    double score[MAX_ACTIONS];
    for (int i = 0; i < legal->n; i++)
        score[i] = company(view, action_b(legal->a[i]));
    return legal->a[tie_argmax(score, legal->n, d->ties, d->rng)];
}

/*
 * R22: evacuate the building the Detective can least use: the marker farthest
 * from the Detective's block, and among equals Fire before Hospital before
 * Diner before Police (surveillance is the strongest evidence, R6).
 */
static Action evacuate(const Detective *d, const Game *view, const ActionList *legal)
{
    double score[MAX_ACTIONS];
    for (int i = 0; i < legal->n; i++)
        score[i] = itk_heuristic_distance(view->detective, action_b(legal->a[i])) * BUILDINGS + action_a(legal->a[i]);
    return legal->a[tie_argmax(score, legal->n, d->ties, d->rng)];
}

/*
 * R21: the undercover agent shortens the game if murdered, which only costs
 * the Detective evidence; a murderer never murders themself, so name the
 * likeliest murderer.
 */
static Action agent(const Detective *d, const ActionList *legal)
{
    double score[MAX_ACTIONS];
    for (int i = 0; i < legal->n; i++)
        score[i] = d->follow->belief.murderer[action_a(legal->a[i])];
    return legal->a[tie_argmax(score, legal->n, d->ties, d->rng)];
}

/* R11: while a Killer is possible, bring a lone civilian into company (any
 * such move as good as another). */
static Action group_move(Detective *d, const Game *view, const ActionList *legal)
{
    Action move = ACTION(ACT_GROUP_DONE, 0, 0);
    Tie tie = tie_for(d);
    if (d->follow->belief.motive[MOTIVE_KILLER] > 0.02)
        for (int i = 0; i < legal->n; i++) {
            Action a = legal->a[i];
            if (action_kind(a) != ACT_GROUP_MOVE)
                continue;
            int c = action_a(a), b = action_b(a);
            if (view->in_block[view->pos[c]] == bit(c) && view->in_block[b] && tie_offer(&tie, 0))
                move = a;
        }
    return move;
}

/* R11: the group with most civilians gives most choice. */
static Action pick_group(const Detective *d, const Game *view, const ActionList *legal)
{
    return legal->a[itk_heuristic_largest_group(view, legal, d->ties, d->rng)];
}

/* R13: the most probable (murderer, motive), weighed by the model of the
 * Murderer when there is one (a copy: the followed belief stays the rules'
 * own); equally probable pairs by the `ties` order, and how the pick was made
 * kept for the store. */
static Action accuse(Detective *d, const Game *view, const ActionList *legal, int may_wait)
{
    int x, m;
    const Belief *b = &d->follow->belief;
    if (d->modelled) {
        d->weighed = *b;
        itk_murderer_model_weigh(&d->model, &d->weighed, view);
        b = &d->weighed;
    }
    Tie tie = tie_for(d);
    double p = itk_belief_best(b, view, &tie, &x, &m);
    if (may_wait && p < d->early)
        return ACTION(ACT_CONTINUE, 0, 0);
    d->accusation_tie = tie_broken(&tie);
    return x >= 0 ? ACTION(ACT_ACCUSE, x, m) : legal->a[0];
}

static Action detective_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    Detective *d = state;
    follow(d, view, 0);
    d->rng = rng;
    switch (view->phase) {
    case PH_START: return start(d, view);
    case PH_EVACUATE: return evacuate(d, view, legal);
    case PH_AGENT: return agent(d, legal);
    case PH_DISPLACE: return displace(d, view, legal);
    case PH_INVESTIGATE: return investigate(d, view, legal);
    case PH_ASK: return ask(d, view);
    case PH_PICK_GROUP: return pick_group(d, view, legal);
    case PH_GROUP_MOVE: return group_move(d, view, legal);
    case PH_ACCUSE_EARLY: return accuse(d, view, legal, 1);
    case PH_ACCUSE: return accuse(d, view, legal, 0);
    default: return legal->a[pcg32_bounded(rng, (uint32_t)legal->n)];
    }
}

static int detective_guess_tie(const void *state) { return ((const Detective *)state)->accusation_tie; }

static void detective_base(void *state, const Game *view)
{
    follow(state, view, 1);
}

const HeuristicSide itk_heuristic_detective = {
    .keys = detective_keys,
    .guess_tie = detective_guess_tie,
    .create = detective_create,
    .destroy = detective_destroy,
    .new_game = detective_new_game,
    .choose = detective_choose,
    .base = detective_base,
};
