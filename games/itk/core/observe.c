/*
 * observe.c — what each side may see (R14).
 */
#include <string.h>

#include "games/itk/core/bomb.h"

void itk_game_view(const Game *g, int side, Game *out)
{
    memcpy(out, g, sizeof *out);
    if (side != SIDE_DETECTIVE) { /* R14: the Murderer knows everything but future draws ... */
        if (!g->agent_murdered)
            out->agent = NOBODY; /* ... and the undercover agent (R21) */
        return;
    }
    out->murderer = NOBODY;
    out->poi = NOBODY;
    out->motive = MOTIVES;
    out->supporters = NO_GROUP;
    /* The stack lies face down (setup step 10): the Detective knows only the
     * tokens not yet seen, which are the stack and the Murderer's three. */
    for (int i = 0; i < DRAWN_TOKENS; i++)
        out->stack |= (uint16_t)(1u << g->drawn[i]);
    memset(out->drawn, NO_GROUP, sizeof out->drawn);
    out->liars = 0;
    itk_bomb_hide(out); /* R20: which casualty was the victim */
    /* A finished game's accusation is public, and so is its result. */
}
