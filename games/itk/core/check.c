/*
 * check.c — invariants of a position (issue "property checks"): run after
 * every action in builds with NOIRLAB_CHECKS, and by the tests.
 */
#include <stddef.h>

#include "games/itk/core/game.h"

const char *itk_game_check(const Game *g)
{
    CivSet seen = 0;
    for (int b = 0; b < CITY_BLOCKS; b++) {
        if (bits_count(g->in_block[b]) > BLOCK_CAPACITY)
            return "a block holds more than 3 civilians";
        if (!(g->full & (1u << b)) != (bits_count(g->in_block[b]) < BLOCK_CAPACITY))
            return "the full-block set disagrees with the blocks";
        /* The new crime scene is cleared by the initial response (R8). */
        int clearing = (g->phase == PH_DISPLACE || (g->phase == PH_EVACUATE && g->scene_pending)) &&
                       b == g->detective;
        if ((g->crime & (1u << b)) && g->in_block[b] && !clearing && !(g->rules & RULE_DOA)) /* R19 */
            return "a civilian stands on a crime scene";
        if (seen & g->in_block[b])
            return "a civilian is in two blocks";
        seen |= g->in_block[b];
        for (CivSet t = g->in_block[b]; t; t = bits_rest(t))
            if (g->pos[bits_first(t)] != b)
                return "block and position disagree";
    }
    if (seen != g->alive)
        return "the civilians on the board are not the living ones";
    if (g->n_victims > MAX_VICTIMS)
        return "more than 5 victims";
    int bystanders = g->bomb_slot != NOBODY ? bits_count(g->bomb_dead) - 1 : 0; /* R20 */
    if (bits_count(g->alive) + g->n_victims + bystanders != CIVILIANS)
        return "civilians neither alive nor victims";
    if (g->murderer != NOBODY && !(g->alive & (1u << g->murderer)))
        return "the murderer is a victim";
    if (g->intimidated & ~g->alive)
        return "a dead civilian is intimidated";
    if (g->surveilled != NOBODY && !(g->alive & (1u << g->surveilled)))
        return "the surveillance token is on a dead civilian";
    if (g->token_block != NO_BLOCK && (!g->stakeout || g->surveilled != NOBODY))
        return "the surveillance token is both on a block and elsewhere (R18)";
    if (g->benefactor != NOBODY && (g->benefactor == g->murderer || (g->n_victims && g->victims[0] != g->benefactor)))
        return "the Benefactor is the murderer or not in victim slot 1 (R19)";
    if (g->agent_murdered && (g->agent == NOBODY || (g->alive & (1u << g->agent))))
        return "the murdered agent is not a victim (R21)";
    if (g->round < 1 || g->round > MAX_ROUNDS || g->refusals > 2)
        return "round or refusals out of range";
    if (g->n_obs >= MAX_OBS)
        return "the public record is full";
    unsigned drawn = 0;
    for (int i = 0; i < DRAWN_TOKENS; i++)
        if (g->drawn[i] != NO_GROUP)
            drawn |= 1u << g->drawn[i];
    unsigned tokens[] = {drawn, g->stack, g->held, g->boxed}, all = 0, count = 0;
    for (int i = 0; i < 4; i++) {
        if (all & tokens[i])
            return "a group token is in two places";
        all |= tokens[i];
        count += (unsigned)bits_count(tokens[i]);
    }
    if (g->murderer != NOBODY && (all != (1u << GROUPS) - 1 || count != GROUPS))
        return "group tokens not conserved";
    return NULL;
}
