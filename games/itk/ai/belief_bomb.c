/*
 * belief_bomb.c — R20 in the belief engine: the Homemade Bomb's victim is one
 * of its dead, and which one is hidden.
 *
 * When the bomb goes off, each casualty k opens a branch: bomb_ok[k] holds the
 * (x, m, p) under which k was a legal designated victim (R4 before the blast,
 * R5 after it, judged by the rules core on the OBS_BOMB snapshot with k as
 * its civilian) and x is none of the dead.  Every later murder and
 * surveillance answer depends on the victims so far, so it is judged per
 * branch with k in the bomb's victim slot, and a hypothesis lives while some
 * branch keeps it: poi_ok is the union of the branches.  Like murders, the
 * branches are 0/1 evidence: which casualty the Murderer designated is not
 * weighed (belief.h).  games/itk/tests/ai/belief_test.c checks the branches against a
 * brute-force enumeration on a hand-built position.
 */
#include <string.h>

#include "games/itk/ai/belief_verdict.h"

/* poi_ok is the union of the branches. */
static void unite(Belief *b)
{
    memset(b->poi_ok, 0, sizeof b->poi_ok);
    for (int k = 0; k < b->bomb_branches; k++)
        for (int x = 0; x < CIVILIANS; x++)
            for (int m = 0; m < MOTIVES; m++)
                b->poi_ok[x][m] |= b->bomb_ok[k][x][m];
}

/* The snapshot of o with the victims of branch k (victims is its storage). */
static void branch_ctx(const Belief *b, int k, const Game *g, const Obs *o, uint8_t victims[MAX_VICTIMS],
                       CivSet blocks[CITY_BLOCKS], VictimCtx *v)
{
    itk_victim_ctx_snapshot(g, o, 0, 0, NOBODY, blocks, v);
    memcpy(victims, g->victims, MAX_VICTIMS);
    victims[b->bomb_slot] = b->bomb_victim[k];
    v->victims = victims;
}

/* OBS_BOMB: one branch per casualty, each judged as that casualty's murder. */
static void open_branches(Belief *b, const Game *g, const Obs *o)
{
    b->bomb_slot = o->victims;
    b->bomb_branches = 0;
    for (CivSet t = g->bomb_dead; t; t = bits_rest(t)) {
        int k = b->bomb_branches++, c = bits_first(t);
        Obs as_victim = *o; /* the position, with c as the designated victim */
        as_victim.civ = (uint8_t)c;
        as_victim.civ_intimidated = bits_has(g->bomb_intimidated, c);
        CivSet blocks[CITY_BLOCKS];
        VictimCtx v;
        PoiSet keep[CIVILIANS][MOTIVES];
        itk_victim_ctx_snapshot(g, &as_victim, 0, 0, NOBODY, blocks, &v);
        memcpy(keep, b->poi_ok, sizeof keep);
        itk_belief_verdict_prune(keep, &v, c, 0, 1); /* R4, R5 after the blast */
        for (CivSet d = g->bomb_dead; d; d = bits_rest(d)) /* the murderer's own block is spared */
            memset(keep[bits_first(d)], 0, sizeof keep[0]);
        b->bomb_victim[k] = (uint8_t)c;
        memcpy(b->bomb_ok[k], keep, sizeof keep);
    }
    unite(b);
}

void itk_belief_prune(Belief *b, const Game *g, const Obs *o)
{
    int per_victim_only = o->kind == OBS_SURVEIL && o->victims >= MAX_VICTIMS; /* R6 */
    int want = o->kind != OBS_SURVEIL || o->yes;
    CivSet blocks[CITY_BLOCKS];
    VictimCtx v;
    if (o->kind == OBS_BOMB) {
        open_branches(b, g, o);
        return;
    }
    if (!b->bomb_branches) {
        itk_victim_ctx_snapshot(g, o, 0, 0, NOBODY, blocks, &v);
        itk_belief_verdict_prune(b->poi_ok, &v, o->civ, per_victim_only, want);
        return;
    }
    for (int k = 0; k < b->bomb_branches; k++) { /* R20: judged with each branch's victim */
        uint8_t victims[MAX_VICTIMS];
        branch_ctx(b, k, g, o, victims, blocks, &v);
        itk_belief_verdict_prune(b->bomb_ok[k], &v, o->civ, per_victim_only, want);
    }
    unite(b);
}

void itk_belief_bomb_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                         PoiSet out[CIVILIANS][MOTIVES])
{
    const uint8_t *own = v->victims;
    uint8_t victims[MAX_VICTIMS];
    PoiSet keep[CIVILIANS][MOTIVES];
    memcpy(victims, own, MAX_VICTIMS);
    memset(out, 0, sizeof keep);
    v->victims = victims;
    for (int k = 0; k < b->bomb_branches; k++) {
        victims[b->bomb_slot] = b->bomb_victim[k];
        memcpy(keep, b->bomb_ok[k], sizeof keep);
        itk_belief_verdict_prune(keep, v, c, per_victim_only, want);
        for (int x = 0; x < CIVILIANS; x++)
            for (int m = 0; m < MOTIVES; m++)
                out[x][m] |= keep[x][m];
    }
    v->victims = own;
}

void itk_belief_bomb_copy(Belief *to, const Belief *from)
{
    to->bomb_branches = from->bomb_branches;
    to->bomb_slot = from->bomb_slot;
    memcpy(to->bomb_victim, from->bomb_victim, sizeof to->bomb_victim);
    if (from->bomb_branches)
        memcpy(to->bomb_ok, from->bomb_ok, sizeof to->bomb_ok[0] * from->bomb_branches);
}

int itk_belief_bomb_victim(const Belief *b, int x, int m, int p, uint32_t draw)
{
    PoiSet want = (PoiSet)1u << (p == NOBODY ? BELIEF_NO_POI : p);
    int open[BLOCK_CAPACITY], n = 0;
    for (int k = 0; k < b->bomb_branches; k++)
        if (b->bomb_ok[k][x][m] & want)
            open[n++] = b->bomb_victim[k];
    return n ? open[draw % (uint32_t)n] : NOBODY;
}
