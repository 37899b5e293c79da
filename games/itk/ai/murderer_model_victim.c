/*
 * murderer_model_victim.c — the Murderer's choice of victim as a choice among
 * the legal ones (murderer_model.h): the board of a murder rebuilt from the
 * record, the features of each candidate, and the softmax likelihood of the
 * chosen one under each hypothesis.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "games/itk/ai/murderer_model.h"

const char *const itk_murderer_model_victim_names[MM_VICTIM_FEATURES] = {
    "exposure", "best", "kept", "distance", "intimidated", "alone", "own_group",
};

static CivSet bit(int c) { return (CivSet)1u << c; }

void itk_murderer_model_murder_board(const Game *view, const Obs *o, Game *at)
{
    const MurderBoard *board = &view->murder_board[o->victims];
    memcpy(at, view, offsetof(Game, n_obs));
    memset(at->in_block, 0, sizeof at->in_block);
    at->alive = at->full = 0;
    for (int c = 0; c < CIVILIANS; c++) {
        at->pos[c] = board->pos[c];
        if (board->pos[c] != NO_BLOCK) {
            at->alive |= bit(c);
            at->in_block[board->pos[c]] |= bit(c);
        }
    }
    for (int b = 0; b < CITY_BLOCKS; b++)
        if (bits_count(at->in_block[b]) == BLOCK_CAPACITY)
            at->full |= (BlockSet)(1u << b);
    at->intimidated = board->intimidated;
    at->detective = o->det_block;
    at->any_building = o->buildings;
    at->round = o->round;
    at->n_victims = o->victims;
    at->last_crime = o->last_crime;
    at->phase = PH_MURDER;
    at->n_obs = 0;
}

static int distance(int a, int b)
{
    return abs(a / CITY_SIDE - b / CITY_SIDE) + abs(a % CITY_SIDE - b % CITY_SIDE);
}

int itk_murderer_model_victim_choice(const Belief *rules, const Game *view, const Obs *o, MmVictimChoice *out)
{
    if (view->bomb_slot != NOBODY && view->bomb_slot < o->victims) /* R20: the bomb's victim is hidden */
        return -1;
    static _Thread_local Game at;
    itk_murderer_model_murder_board(view, o, &at);
    CivSet alone = itk_game_alone(&at);
    out->n = 0;
    out->chosen = -1;
    for (CivSet t = at.alive; t; t = bits_rest(t)) {
        int u = bits_first(t), i = out->n;
        double (*after)[MOTIVES] = out->after[i];
        double kept = itk_belief_after_murder(rules, &at, u, after);
        if (kept <= 0)
            continue; /* legal under no hypothesis left */
        double best_pair = 0, best_motive = 0;
        for (int m = 0; m < MOTIVES; m++) {
            double pm = 0;
            for (int x = 0; x < CIVILIANS; x++) {
                pm += after[x][m];
                best_pair = after[x][m] > best_pair ? after[x][m] : best_pair;
            }
            out->motive_after[i][m] = pm;
            best_motive = pm > best_motive ? pm : best_motive;
        }
        double *f = out->pub[i];
        memset(f, 0, sizeof out->pub[i]);
        f[MM_VF_BEST] = (best_pair + best_motive) / 2;
        f[MM_VF_KEPT] = kept;
        f[MM_VF_DISTANCE] = distance(at.pos[u], o->det_block);
        f[MM_VF_INTIMIDATED] = bits_has(at.intimidated, u);
        f[MM_VF_ALONE] = bits_has(alone, u);
        out->who[i] = (uint8_t)u;
        out->kept[i] = kept;
        out->group_of[i] = view->group_of[u];
        if (u == o->civ)
            out->chosen = i;
        out->n++;
    }
    return out->chosen >= 0 ? 0 : -1;
}

void itk_murderer_model_victim_features(const MmVictimChoice *c, int i, int x, int m, const Game *view,
                                    double f[MM_VICTIM_FEATURES])
{
    memcpy(f, c->pub[i], sizeof c->pub[i]);
    f[MM_VF_EXPOSURE] = (c->after[i][x][m] + c->motive_after[i][m]) / 2;
    f[MM_VF_OWN_GROUP] = c->group_of[i] == view->group_of[x];
}

static double dot(const double *w, const double *f)
{
    double s = 0;
    for (int k = 0; k < MM_VICTIM_FEATURES; k++)
        s += w[k] * f[k];
    return s;
}

/*
 * factor[x][m] *= P(the victim | x, m): the softmax of w . f over the
 * candidates legal under (x, m) (after > 0).  Left alone where the rules'
 * belief has ruled (x, m) out, where the victim is not legal under it (the
 * rules' weight is then 0), and for the Cultist, whose legality reads p.
 */
static void victim_factor(const MurdererModel *mm, const Belief *rules, const Game *view, const MmVictimChoice *c,
                          double factor[CIVILIANS][MOTIVES])
{
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++) {
            if (m == MOTIVE_CULTIST || rules->joint[x][m] <= 0 || c->after[c->chosen][x][m] <= 0)
                continue;
            double score[CIVILIANS], top = -INFINITY, sum = 0;
            for (int i = 0; i < c->n; i++) {
                double f[MM_VICTIM_FEATURES];
                itk_murderer_model_victim_features(c, i, x, m, view, f);
                score[i] = c->after[i][x][m] > 0 ? dot(mm->victim_w, f) : -INFINITY;
                top = score[i] > top ? score[i] : top;
            }
            for (int i = 0; i < c->n; i++)
                sum += exp(score[i] - top);
            factor[x][m] *= exp(score[c->chosen] - top) / sum;
        }
}

typedef struct Weighing {
    const MurdererModel *m;
    double (*factor)[MOTIVES];
} Weighing;

static void visit_murder(void *ctx, const Belief *rules, const Game *view, int i)
{
    Weighing *w = ctx;
    static _Thread_local MmVictimChoice choice;
    if (itk_murderer_model_victim_choice(rules, view, &view->obs[i], &choice) == 0)
        victim_factor(w->m, rules, view, &choice, w->factor);
}

void itk_murderer_model_weigh_victims(const MurdererModel *m, Belief *b, const Game *view)
{
    if (!m->victim_murders)
        return;
    double factor[CIVILIANS][MOTIVES];
    for (int x = 0; x < CIVILIANS; x++)
        for (int k = 0; k < MOTIVES; k++)
            factor[x][k] = 1;
    Weighing w = {.m = m, .factor = factor};
    itk_murderer_model_replay(view, 1u << OBS_MURDER, visit_murder, &w);
    double total = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int k = 0; k < MOTIVES; k++)
            total += b->joint[x][k] *= factor[x][k];
    double scale = total > 0 ? 1 / total : 0;
    memset(b->murderer, 0, sizeof b->murderer);
    memset(b->motive, 0, sizeof b->motive);
    for (int x = 0; x < CIVILIANS; x++)
        for (int k = 0; k < MOTIVES; k++) {
            b->joint[x][k] *= scale;
            b->murderer[x] += b->joint[x][k];
            b->motive[k] += b->joint[x][k];
        }
}
