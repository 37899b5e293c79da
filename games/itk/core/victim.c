/*
 * victim.c — R4 and R5: the per-victim condition of each motive (REFERENCE §3)
 * as mask operations, and the completability of the series (R5) as counts.
 */
#include "games/itk/core/victim.h"

#include <string.h>

#include "games/itk/core/bomb.h"
#include "games/itk/core/doa.h"

static CivSet bit(int c) { return (CivSet)1u << c; }

CivSet itk_game_civs_in(const Game *g, BlockSet blocks)
{
    CivSet s = 0;
    for (uint32_t b = blocks; b; b = bits_rest(b))
        s |= g->in_block[bits_first(b)];
    return s;
}

static CivSet civs_in(const VictimCtx *v, BlockSet blocks)
{
    CivSet s = 0;
    for (uint32_t b = blocks; b; b = bits_rest(b))
        s |= v->in_block[bits_first(b)];
    return s;
}

CivSet itk_game_alone(const Game *g)
{
    CivSet s = 0;
    for (int b = 0; b < CITY_BLOCKS; b++)
        if (bits_count(g->in_block[b]) == 1)
            s |= g->in_block[b];
    return s;
}

void itk_victim_ctx_live(const Game *g, VictimCtx *v)
{
    v->g = g;
    v->motive = g->motive;
    v->murderer = g->murderer;
    v->poi = g->poi;
    v->round = g->round;
    v->detective = g->detective;
    v->last_crime = g->last_crime;
    v->n_victims = g->n_victims;
    v->victims = g->victims;
    v->alive = g->alive;
    v->intimidated = g->intimidated;
    /* Only the Killer reads it; a Detective's view (motive unknown) may ask under any motive. */
    v->alone = g->motive == MOTIVE_KILLER || g->motive >= MOTIVES ? itk_game_alone(g) : 0;
    v->in_block = g->in_block;
    v->any_building = g->any_building;
}

void itk_victim_ctx_snapshot(const Game *g, const Obs *o, int motive, int murderer, int poi,
                         CivSet blocks[CITY_BLOCKS], VictimCtx *v)
{
    CivSet all = ((CivSet)1u << CIVILIANS) - 1, dead = 0;
    for (int i = 0; i < o->victims; i++)
        if (g->victims[i] != NOBODY) /* R20: the bomb's victim is hidden in the Detective's view */
            dead |= bit(g->victims[i]);
    dead |= itk_bomb_dead_at(g, o);
    for (int b = 0; b < CITY_BLOCKS; b++)
        blocks[b] = 0;
    blocks[o->civ_block] = bit(o->civ);
    v->g = g;
    v->motive = (uint8_t)motive;
    v->murderer = (uint8_t)murderer;
    v->poi = (uint8_t)poi;
    v->round = o->round;
    v->detective = o->det_block;
    v->last_crime = o->last_crime;
    v->n_victims = o->victims;
    v->victims = g->victims;
    v->alive = all & ~dead; /* civilians only leave the board by being murdered (or bombed, R20) */
    v->intimidated = o->civ_intimidated ? bit(o->civ) : 0;
    v->alone = o->civ_alone ? bit(o->civ) : 0;
    v->in_block = blocks;
    v->any_building = o->buildings;
}

static CivSet age_mask(const Game *g, unsigned ages)
{
    CivSet s = 0;
    for (int a = 0; a < AGES; a++)
        if (ages & (1u << a))
            s |= g->trait[Q_AGE20 + a];
    return s;
}

/* R19: the first of the Murderer's own victims in g->victims (the Benefactor
 * of D.O.A. is no victim of the motive). */
static int first_own(const VictimCtx *v) { return doa_first_own_victim(v->g); }

/* Bit k set when some victim has value k of the 3-valued trait starting at question first_question. */
static unsigned victim_trait_set(const VictimCtx *v, int first_question)
{
    unsigned set = 0;
    for (int i = first_own(v); i < v->n_victims; i++)
        for (int k = 0; k < AGES; k++) /* ages and builds both have 3 values */
            if (v->g->trait[first_question + k] & bit(v->victims[i]))
                set |= 1u << k;
    return set;
}

/* The per-victim condition of the motive (REFERENCE §3, docs/engine.md table). */
static CivSet per_victim(const VictimCtx *v, CivSet s)
{
    const Game *g = v->g;
    int nv = v->n_victims;
    switch (v->motive) {
    case MOTIVE_MANIAC:
        if (nv > first_own(v))
            s &= g->trait[Q_MALE + g->card[v->victims[first_own(v)]].sex];
        break;
    case MOTIVE_SADIST:
        s &= ~v->intimidated;
        break;
    case MOTIVE_CUTTHROAT:
        s &= ~civs_in(v, CITY_CENTRE);
        break;
    case MOTIVE_VIGILANTE:
        s &= ~civs_in(v, city_ring(v->detective));
        break;
    case MOTIVE_KILLER:
        s &= v->alone;
        break;
    case MOTIVE_TERRORIST:
        for (int i = first_own(v); i < nv; i++)
            s &= ~g->group[g->group_of[v->victims[i]]];
        break;
    case MOTIVE_PSYCHOPATH: {
        unsigned ages = victim_trait_set(v, Q_AGE20);
        if (bits_count(ages) == 2)
            s &= age_mask(g, ages);
        break;
    }
    case MOTIVE_ROBBER:
        if (v->last_crime != NO_BLOCK)
            s &= ~civs_in(v, city_adjacent(v->last_crime));
        break;
    case MOTIVE_SPY:
        s &= civs_in(v, v->any_building);
        break;
    case MOTIVE_CULTIST:
        if (v->poi != NOBODY) {
            int previous = nv > first_own(v) ? v->victims[nv - 1] : v->poi;
            s &= ~g->group[g->group_of[previous]];
            if (v->round == 1)
                s &= ~bit(v->poi);
        }
        break;
    default: /* Radical, Cannibal: series conditions only */
        break;
    }
    return s;
}

static int min_int(int a, int b) { return a < b ? a : b; }

/*
 * R5, by class.  Whether the series can still be completed after murdering c
 * depends on c only through one trait (its group, build, sex or age) and on
 * the pool P = alive civilians other than the murderer and c.  So each rule
 * is evaluated once per trait value, with P0 = alive minus the murderer and
 * one taken off the count of c's own class, and yields a mask of candidates.
 */

static CivSet terrorist_ok(const VictimCtx *v, CivSet pool0, int r)
{
    const Game *g = v->g;
    unsigned used = 0, available = 0;
    for (int i = first_own(v); i < v->n_victims; i++)
        used |= 1u << g->group_of[v->victims[i]];
    for (int k = 0; k < GROUPS; k++)
        if (pool0 & g->group[k])
            available |= 1u << k;
    CivSet ok = 0;
    for (int k = 0; k < GROUPS; k++) /* c's own group is used after c, so c's absence from P never matters */
        if (bits_count(available & ~used & ~(1u << k)) >= r)
            ok |= g->group[k];
    return ok;
}

static CivSet radical_ok(const VictimCtx *v, CivSet pool0, int r)
{
    const Game *g = v->g;
    int have[GROUPS] = {0}, pool[GROUPS];
    for (int i = first_own(v); i < v->n_victims; i++)
        have[g->group_of[v->victims[i]]]++;
    for (int k = 0; k < GROUPS; k++)
        pool[k] = bits_count(pool0 & g->group[k]);
    CivSet ok = 0;
    for (int c_group = 0; c_group < GROUPS; c_group++)
        for (int k = 0; k < GROUPS; k++) {
            int mine = k == c_group;
            if (have[k] + mine + min_int(r, pool[k] - mine) >= 3) {
                ok |= g->group[c_group];
                break;
            }
        }
    return ok;
}

static CivSet cannibal_ok(const VictimCtx *v, CivSet pool0, int r)
{
    const Game *g = v->g;
    unsigned builds = victim_trait_set(v, Q_THIN);
    CivSet ok = 0;
    for (int c_build = 0; c_build < BUILDS; c_build++) {
        int missing = 0, reachable = 1;
        for (int b = 0; b < BUILDS; b++)
            if (!((builds | 1u << c_build) & (1u << b))) {
                missing++;
                reachable &= (pool0 & g->trait[Q_THIN + b]) != 0; /* c is not of build b */
            }
        if (reachable && missing <= r)
            ok |= g->trait[Q_THIN + c_build];
    }
    return ok;
}

static CivSet maniac_ok(const VictimCtx *v, CivSet pool0, int r)
{
    const Game *g = v->g;
    CivSet ok = 0;
    for (int sex = 0; sex < SEXES; sex++) {
        CivSet same = g->trait[Q_MALE + sex];
        if (v->n_victims > first_own(v) && !(same & bit(v->victims[first_own(v)])))
            continue; /* per-victim condition: only the first victim's sex */
        if (bits_count(pool0 & same) - 1 >= r)
            ok |= same;
    }
    return ok;
}

static CivSet psychopath_ok(const VictimCtx *v, CivSet pool0, int r)
{
    const Game *g = v->g;
    unsigned ages = victim_trait_set(v, Q_AGE20);
    CivSet ok = 0;
    for (int c_age = 0; c_age < AGES; c_age++) {
        unsigned with_c = ages | 1u << c_age;
        int best = 0;
        for (int a = 0; a < AGES; a++) { /* any second age while only one is used */
            unsigned pair = bits_count(with_c) == 2 ? with_c : with_c | 1u << a;
            int n = bits_count(pool0 & age_mask(g, pair)) - 1;
            best = n > best ? n : best;
        }
        if (bits_count(with_c) <= 2 && best >= r)
            ok |= g->trait[Q_AGE20 + c_age];
    }
    return ok;
}

/* Is c one of the victims so far? */
static int victim_among(const VictimCtx *v, int c)
{
    for (int i = 0; i < v->n_victims; i++)
        if (v->victims[i] == c)
            return 1;
    return 0;
}

static CivSet cultist_ok(const VictimCtx *v, CivSet pool0, int r)
{
    const Game *g = v->g;
    if (v->poi != NOBODY && v->poi == g->benefactor)
        return 0; /* R19: the Benefactor dies in round 1 and is no victim of the Murderer */
    if (v->poi == NOBODY)
        return ~(CivSet)0;
    if (!(v->alive & bit(v->poi))) /* murdered: done; killed by the bomb as no victim (R20): never */
        return victim_among(v, v->poi) ? ~(CivSet)0 : 0;
    CivSet poi_group = g->group[g->group_of[v->poi]];
    CivSet ok = bit(v->poi); /* murdering the Person of Interest fulfils the condition */
    if (r < 1)
        return ok; /* the last victim must be the Person of Interest */
    ok |= ~poi_group; /* the Person of Interest can be the very next victim */
    /* A victim of the Person of Interest's own group needs someone of a third
     * group to come between them, since victims' groups alternate. */
    if (r >= 2 && (pool0 & ~bit(v->poi) & ~poi_group))
        ok |= poi_group;
    return ok;
}

/* Members of s after whose murder the motive stays completable (R5). */
static CivSet completable(const VictimCtx *v, CivSet s)
{
    /* Five victims of the motive; four in D.O.A., whose Benefactor takes the
     * first of the game's five slots (R19), before and after round 1. */
    int slots_taken = v->n_victims > first_own(v) ? v->n_victims : first_own(v);
    int r = MAX_VICTIMS - slots_taken - 1;
    CivSet pool0 = v->alive & ~bit(v->murderer);
    switch (v->motive) {
    case MOTIVE_TERRORIST: return s & terrorist_ok(v, pool0, r);
    case MOTIVE_RADICAL: return s & radical_ok(v, pool0, r);
    case MOTIVE_CANNIBAL: return s & cannibal_ok(v, pool0, r);
    case MOTIVE_MANIAC: return s & maniac_ok(v, pool0, r);
    case MOTIVE_PSYCHOPATH: return s & psychopath_ok(v, pool0, r);
    case MOTIVE_CULTIST: return s & cultist_ok(v, pool0, r);
    default: return s;
    }
}

/* Members of `candidates` legal as victims but for R5: alive, not the
 * murderer, not in the Detective's block, allowed by the per-victim condition. */
static CivSet legal_but_series(const VictimCtx *v, CivSet candidates)
{
    CivSet s = candidates & v->alive & ~bit(v->murderer);
    if (v->detective != NO_BLOCK)
        s &= ~v->in_block[v->detective];
    return per_victim(v, s);
}

CivSet itk_victim_allowed(const VictimCtx *v, CivSet candidates, int per_victim_only)
{
    CivSet s = legal_but_series(v, candidates);
    return per_victim_only ? s : completable(v, s);
}

/* The trait value (0..GROUPS-1) by which the motive's R5 check tells
 * murderers apart (the pool it counts is the living minus the murderer), 0
 * for the motives without a series, -1 when it reads more of the murderer. */
static int series_class(const Game *g, int motive, int x)
{
    switch (motive) {
    case MOTIVE_TERRORIST:
    case MOTIVE_RADICAL: return g->group_of[x];
    case MOTIVE_MANIAC: return (g->trait[Q_FEMALE] & bit(x)) != 0;
    case MOTIVE_PSYCHOPATH: return (g->trait[Q_AGE40] & bit(x)) ? 1 : (g->trait[Q_AGE60] & bit(x)) ? 2 : 0;
    case MOTIVE_CANNIBAL: return (g->trait[Q_MEDIUM_BUILD] & bit(x)) ? 1 : (g->trait[Q_HEAVY] & bit(x)) ? 2 : 0;
    case MOTIVE_CULTIST: return -1;
    default: return 0;
    }
}

CivSet itk_victim_murderers_allowing(VictimCtx *v, int c, CivSet murderers, int per_victim_only)
{
    murderers &= ~bit(c); /* R4: never the murderer */
    if (!murderers)
        return 0;
    /* Besides R5 nothing reads the murderer once c is not it: asked once. */
    v->murderer = (uint8_t)bits_first(murderers);
    CivSet s = legal_but_series(v, bit(c));
    if (!s)
        return 0;
    if (per_victim_only)
        return murderers;
    /* R5 reads the murderer only through its pool, the living but the
     * murderer: every dead murderer leaves the same pool. */
    int8_t known[GROUPS + 1]; /* per class of the living, then the dead: -1 not asked yet, else the verdict */
    memset(known, -1, sizeof known);
    CivSet out = 0;
    for (CivSet t = murderers; t; t = bits_rest(t)) {
        int x = bits_first(t), k = (v->alive & bit(x)) ? series_class(v->g, v->motive, x) : GROUPS;
        int8_t *verdict = k >= 0 ? &known[k] : NULL; /* NULL: asked per murderer */
        int allowed;
        if (verdict && *verdict >= 0) {
            allowed = *verdict;
        } else {
            v->murderer = (uint8_t)x;
            allowed = completable(v, s) != 0;
            if (verdict)
                *verdict = (int8_t)allowed;
        }
        out |= allowed ? bit(x) : 0;
    }
    return out;
}

int itk_victim_motive_possible(const Game *g)
{
    VictimCtx v;
    itk_victim_ctx_live(g, &v);
    v.detective = NO_BLOCK;
    v.round = 2; /* R12 asks about the motive, not round 1's Cultist restriction */
    if (g->benefactor != NOBODY) { /* R19: never the murderer, never a victim of the motive */
        if (g->murderer == g->benefactor)
            return 0;
        v.alive &= ~bit(g->benefactor);
    }
    return completable(&v, v.alive & ~bit(g->murderer)) != 0;
}
