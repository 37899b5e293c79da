/*
 * bomb.c — R20, the Homemade Bomb (bomb.h).
 */
#include "games/itk/core/bomb.h"

#include "games/itk/core/apply.h"

static CivSet bit(int c) { return (CivSet)1u << c; }

int itk_bomb_due(const Game *g)
{
    if (!(g->rules & RULE_BOMB) || g->bomb_slot != NOBODY)
        return 0;
    return g->n_victims + 1 >= MAX_VICTIMS - g->agent_murdered || g->round >= MAX_ROUNDS;
}

int itk_bomb_victim_allowed(VictimCtx *v, int c, CivSet blast)
{
    CivSet alive = v->alive;
    v->alive = alive & ~(blast & ~bit(c)); /* R5 after every civilian of the block has died */
    int ok = itk_victim_allowed(v, bit(c), 0) != 0;
    v->alive = alive;
    return ok;
}

CivSet itk_bomb_victims(const Game *g, const VictimCtx *live)
{
    if (!(g->rules & RULE_BOMB) || g->bomb_slot != NOBODY)
        return 0;
    VictimCtx v = *live;
    BlockSet banned = 0;
    if (g->murderer != NOBODY)
        banned |= (BlockSet)(1u << g->pos[g->murderer]);
    if (g->detective != NO_BLOCK)
        banned |= (BlockSet)(1u << g->detective);
    CivSet out = 0;
    for (int b = 0; b < CITY_BLOCKS; b++) {
        CivSet here = g->in_block[b];
        if (!here || (banned & (1u << b)))
            continue;
        for (CivSet t = here; t; t = bits_rest(t))
            if (itk_bomb_victim_allowed(&v, bits_first(t), here))
                out |= bit(bits_first(t));
    }
    return out;
}

CivSet itk_game_bomb_victims(const Game *g)
{
    VictimCtx v;
    itk_victim_ctx_live(g, &v);
    return itk_bomb_victims(g, &v);
}

CivSet itk_bomb_dead_at(const Game *g, const Obs *o)
{
    if (g->bomb_slot == NOBODY || o->victims < g->bomb_slot)
        return 0;
    if (o->victims > g->bomb_slot)
        return g->bomb_dead;
    return o->kind == OBS_BOMB ? g->bomb_dead & ~bit(o->civ) : 0;
}

Action *itk_bomb_gen_murder(const Game *g, const VictimCtx *live, CivSet victims, Action *p)
{
    if (itk_bomb_due(g)) /* R20: the last murder must use the bomb */
        victims = 0;
    for (CivSet t = victims; t; t = bits_rest(t))
        *p++ = ACTION(ACT_MURDER, bits_first(t), 0);
    *p++ = ACTION(ACT_REFUSE, 0, 0); /* R2, R17 */
    for (CivSet t = itk_bomb_victims(g, live); t; t = bits_rest(t))
        *p++ = ACTION(ACT_BOMB, bits_first(t), 0);
    return p;
}

void itk_apply_bomb(Game *g, int c)
{
    CivSet blast = g->in_block[g->pos[c]];
    Obs *o = itk_apply_log_position(g, OBS_BOMB, c);
    g->bomb_obs = (uint8_t)(o - g->obs);
    g->bomb_slot = g->n_victims;
    g->bomb_dead = blast;
    g->bomb_intimidated = g->intimidated & blast;
    for (CivSet t = blast & ~bit(c); t; t = bits_rest(t))
        itk_apply_casualty(g, bits_first(t));
    itk_apply_victim(g, c); /* one victim slot, one murder for the game's length */
}

void itk_bomb_hide(Game *view)
{
    if (view->bomb_slot == NOBODY)
        return;
    view->victims[view->bomb_slot] = NOBODY;
    view->obs[view->bomb_obs].civ = NOBODY;
    view->obs[view->bomb_obs].civ_intimidated = 0;
}
