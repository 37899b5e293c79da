/*
 * victim.c — R4 and R5: the per-victim condition of each motive (REFERENCE §3)
 * as mask operations, and the completability of the series (R5) as counts.
 */
#include "victim.h"

static CivSet bit(int c) { return (CivSet)1u << c; }

CivSet game_civs_in(const Game *g, BlockSet blocks)
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

CivSet game_alone(const Game *g)
{
    CivSet s = 0;
    for (int b = 0; b < CITY_BLOCKS; b++)
        if (bits_count(g->in_block[b]) == 1)
            s |= g->in_block[b];
    return s;
}

void victim_ctx_live(const Game *g, VictimCtx *v)
{
    v->g = g;
    v->motive = g->motive;
    v->murderer = g->murderer;
    v->poi = g->poi;
    v->round = g->round;
    v->detective = g->detective;
    v->last_crime = g->last_crime;
    v->n_victims = g->n_victims;
    v->alive = g->alive;
    v->intimidated = g->intimidated;
    v->alone = g->motive == MOTIVE_KILLER ? game_alone(g) : 0;
    v->in_block = g->in_block;
}

void victim_ctx_snapshot(const Game *g, const Obs *o, int motive, int murderer, int poi,
                         CivSet blocks[CITY_BLOCKS], VictimCtx *v)
{
    CivSet all = ((CivSet)1u << CIVILIANS) - 1, dead = 0;
    for (int i = 0; i < o->victims; i++)
        dead |= bit(g->victims[i]);
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
    v->alive = all & ~dead; /* civilians only leave the board by being murdered */
    v->intimidated = o->civ_intimidated ? bit(o->civ) : 0;
    v->alone = o->civ_alone ? bit(o->civ) : 0;
    v->in_block = blocks;
}

/* Bit a set for each age among the victims (plus `extra` when it is a civilian). */
static unsigned victim_ages(const VictimCtx *v, int extra)
{
    unsigned ages = 0;
    for (int i = 0; i < v->n_victims; i++)
        ages |= 1u << v->g->card[v->g->victims[i]].age;
    if (extra != NOBODY)
        ages |= 1u << v->g->card[extra].age;
    return ages;
}

static CivSet age_mask(const Game *g, unsigned ages)
{
    CivSet s = 0;
    for (int a = 0; a < AGES; a++)
        if (ages & (1u << a))
            s |= g->trait[Q_AGE20 + a];
    return s;
}

/* The per-victim condition of the motive (REFERENCE §3, docs/engine.md table). */
static CivSet per_victim(const VictimCtx *v, CivSet s)
{
    const Game *g = v->g;
    int nv = v->n_victims;
    switch (v->motive) {
    case MOTIVE_MANIAC:
        if (nv > 0)
            s &= g->trait[Q_MALE + g->card[g->victims[0]].sex];
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
        for (int i = 0; i < nv; i++)
            s &= ~g->group[g->group_of[g->victims[i]]];
        break;
    case MOTIVE_PSYCHOPATH: {
        unsigned ages = victim_ages(v, NOBODY);
        if (bits_count(ages) == 2)
            s &= age_mask(g, ages);
        break;
    }
    case MOTIVE_ROBBER:
        if (v->last_crime != NO_BLOCK)
            s &= ~civs_in(v, city_adjacent(v->last_crime));
        break;
    case MOTIVE_SPY:
        s &= civs_in(v, g->any_building);
        break;
    case MOTIVE_CULTIST:
        if (v->poi != NOBODY) {
            int previous = nv > 0 ? g->victims[nv - 1] : v->poi;
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

/* Groups (bit g) of the victims so far plus `c`. */
static unsigned victim_groups(const VictimCtx *v, int c)
{
    unsigned groups = 1u << v->g->group_of[c];
    for (int i = 0; i < v->n_victims; i++)
        groups |= 1u << v->g->group_of[v->g->victims[i]];
    return groups;
}

static int min_int(int a, int b) { return a < b ? a : b; }

/* R5: after murdering c, can the remaining r victims still complete the series? */
static int completable_after(const VictimCtx *v, int c)
{
    const Game *g = v->g;
    int r = MAX_VICTIMS - v->n_victims - 1;
    CivSet pool = v->alive & ~bit(v->murderer) & ~bit(c);

    switch (v->motive) {
    case MOTIVE_TERRORIST: {
        unsigned used = victim_groups(v, c);
        int fresh = 0;
        for (int k = 0; k < GROUPS; k++)
            if (!(used & (1u << k)) && (pool & g->group[k]))
                fresh++;
        return fresh >= r;
    }
    case MOTIVE_RADICAL:
        for (int k = 0; k < GROUPS; k++) {
            int have = (g->group_of[c] == k);
            for (int i = 0; i < v->n_victims; i++)
                have += (g->group_of[g->victims[i]] == k);
            if (have + min_int(r, bits_count(pool & g->group[k])) >= 3)
                return 1;
        }
        return 0;
    case MOTIVE_CANNIBAL: {
        unsigned builds = 1u << g->card[c].build;
        for (int i = 0; i < v->n_victims; i++)
            builds |= 1u << g->card[g->victims[i]].build;
        int missing = 0;
        for (int b = 0; b < BUILDS; b++)
            if (!(builds & (1u << b))) {
                if (!(pool & g->trait[Q_THIN + b]))
                    return 0;
                missing++;
            }
        return missing <= r;
    }
    case MOTIVE_CULTIST:
        return !(v->poi != NOBODY && v->poi != c && (v->alive & bit(v->poi)) && r < 1);
    case MOTIVE_MANIAC: {
        int first = v->n_victims > 0 ? g->victims[0] : c;
        return bits_count(pool & g->trait[Q_MALE + g->card[first].sex]) >= r;
    }
    case MOTIVE_PSYCHOPATH: {
        unsigned ages = victim_ages(v, c);
        if (bits_count(ages) == 2)
            return bits_count(pool & age_mask(g, ages)) >= r;
        for (int a = 0; a < AGES; a++)
            if (bits_count(pool & age_mask(g, ages | (1u << a))) >= r)
                return 1;
        return 0;
    }
    default:
        return 1;
    }
}

/* Motives whose series can run out (R5); the others are completable by any victim. */
#define SERIES_MOTIVES                                                                           \
    ((1u << MOTIVE_MANIAC) | (1u << MOTIVE_TERRORIST) | (1u << MOTIVE_PSYCHOPATH) |             \
     (1u << MOTIVE_RADICAL) | (1u << MOTIVE_CANNIBAL) | (1u << MOTIVE_CULTIST))

CivSet victim_allowed(const VictimCtx *v, CivSet candidates, int per_victim_only)
{
    CivSet s = candidates & v->alive & ~bit(v->murderer);
    if (v->detective != NO_BLOCK)
        s &= ~v->in_block[v->detective];
    s = per_victim(v, s);
    if (per_victim_only || !(SERIES_MOTIVES & (1u << v->motive)))
        return s;
    CivSet ok = 0;
    for (CivSet t = s; t; t = bits_rest(t)) {
        int c = bits_first(t);
        if (completable_after(v, c))
            ok |= bit(c);
    }
    return ok;
}

int victim_motive_possible(const Game *g)
{
    VictimCtx v;
    victim_ctx_live(g, &v);
    v.detective = NO_BLOCK;
    v.round = 2; /* R12 asks about the motive, not round 1's Cultist restriction */
    for (CivSet t = g->alive & ~bit(g->murderer); t; t = bits_rest(t)) {
        int c = bits_first(t);
        if (completable_after(&v, c))
            return 1;
    }
    return 0;
}
