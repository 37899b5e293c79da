/*
 * R20 as the ruling reads, one civilian at a time: the bomb goes to a block
 * that is neither the Detective's nor the murderer's own; the designated
 * victim passes R4 in the position before the blast, and R5 in the position
 * after it, when every civilian of the block is dead.
 */
#include "games/itk/plain/bomb.h"

#include <stddef.h>
#include <string.h>

#include "games/itk/plain/board.h"
#include "games/itk/plain/victim.h"

int itk_plain_bomb_due(const PlainGame *g)
{
    if (!g->rule_bomb || g->bomb_slot != NOBODY)
        return 0;
    int last_murder = g->agent_murdered ? MAX_VICTIMS - 1 : MAX_VICTIMS; /* R21 */
    return g->n_victims + 1 == last_murder || g->round == MAX_ROUNDS;
}

/* The position after the blast in c's block, c still standing (for R5). */
static void after_blast(const PlainGame *g, int c, PlainGame *after)
{
    memcpy(after, g, offsetof(PlainGame, n_obs)); /* the record is not needed */
    for (int x = 0; x < CIVILIANS; x++)
        if (x != c && g->alive[x] && g->block[x] == g->block[c]) {
            after->alive[x] = 0;
            after->block[x] = NO_BLOCK;
        }
}

static int designated_victim_ok(const PlainGame *g, int c)
{
    if (!g->alive[c] || c == g->murderer || g->block[c] == g->detective)
        return 0;
    if (g->block[c] == g->block[g->murderer])
        return 0; /* not the block of the murderer's own civilian */
    if (!itk_victim_is_legal(g, c, 1))
        return 0; /* R4's per-victim condition, before the blast */
    PlainGame after;
    after_blast(g, c, &after);
    return itk_victim_is_legal(&after, c, 0);
}

void itk_plain_bomb_legal(const PlainGame *g, ActionList *out)
{
    if (!g->rule_bomb || g->bomb_slot != NOBODY)
        return;
    for (int c = 0; c < CIVILIANS; c++)
        if (designated_victim_ok(g, c))
            out->a[out->n++] = ACTION(ACT_BOMB, c, 0);
}

void itk_plain_bomb_blast(PlainGame *g, int c)
{
    int scene = g->block[c];
    g->bomb_slot = g->n_victims;
    for (int x = 0; x < CIVILIANS; x++) {
        if (!g->alive[x] || g->block[x] != scene)
            continue;
        g->bombed[x] = 1;
        if (x == c)
            continue;
        g->alive[x] = 0;
        g->block[x] = NO_BLOCK;
        g->intimidated[x] = 0;
        if (g->surveilled == x) {
            g->surveilled = NOBODY; /* R6: back to the Detective ... */
            if (g->token_used)
                g->token_block = scene; /* ... R18: or left on the block, once used */
        }
    }
}
