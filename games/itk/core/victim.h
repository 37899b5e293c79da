/*
 * victim.h — who may be murdered: R4 (legal victim) and R5 (completable).
 *
 * The test is written once, over a VictimCtx, so that the three places that
 * ask it share one implementation: move generation (the live position),
 * surveillance answers (R6, the live position), and a deduction engine asking
 * "under hypothesis (murderer, motive, Person of Interest), was this murder or
 * this answer possible?" from a position snapshot kept in an Obs.
 */
#ifndef NOIRLAB_VICTIM_H
#define NOIRLAB_VICTIM_H

#include "games/itk/core/game.h"

typedef struct VictimCtx {
    const Game *g;            /* cards, groups, traits, buildings: the fixed part */
    uint8_t motive, murderer, poi;
    uint8_t round, detective, last_crime;
    uint8_t n_victims;        /* victims so far: victims[0..n_victims) */
    const uint8_t *victims;   /* g->victims, or a hypothesis' own (R20: the bomb's victim is hidden) */
    CivSet alive;             /* alive at that moment */
    CivSet intimidated;       /* intimidated at that moment */
    CivSet alone;             /* alone in their block at that moment (Killer) */
    const CivSet *in_block;   /* civilians per block at that moment (16 entries) */
    BlockSet any_building;    /* blocks with a building at that moment (Spy; R22 evacuates them) */
} VictimCtx;

/* The context of the live position of g, with g's own hidden identities. */
void itk_victim_ctx_live(const Game *g, VictimCtx *v);

/*
 * The context of an OBS_SURVEIL or OBS_MURDER snapshot under a hypothesis.
 * Only the observed civilian's position is known from the snapshot, so only
 * that civilian may be asked about; `blocks` is scratch space for in_block.
 */
void itk_victim_ctx_snapshot(const Game *g, const Obs *o, int motive, int murderer, int poi,
                         CivSet blocks[CITY_BLOCKS], VictimCtx *v);

/*
 * Members of `candidates` that are legal victims (R4): alive, not the murderer,
 * not in the Detective's block, allowed by the motive's per-victim condition,
 * and (unless per_victim_only) leaving the motive completable (R5).
 */
CivSet itk_victim_allowed(const VictimCtx *v, CivSet candidates, int per_victim_only);

/*
 * The murderers x among `murderers` under whom civilian c is a legal victim
 * in v (itk_victim_allowed of {c} with v->murderer = x; v->murderer is left
 * changed).  R5 tells murderers apart only by the one trait its series counts
 * (group, sex, age or build) and by whether they are alive (the dead all
 * alike), so the rules are asked once per such class rather than once per
 * murderer; the Cultist, whose condition reads the Person of Interest, is
 * asked per living murderer.  The other conditions, which read no murderer
 * but c, are asked once.
 */
CivSet itk_victim_murderers_allowing(VictimCtx *v, int c, CivSet murderers, int per_victim_only);

/*
 * R12: can the motive be completed at all from the start of the game (no
 * victims, positions ignored)?  A deal for which it cannot is redrawn.
 */
int itk_victim_motive_possible(const Game *g);

#endif
