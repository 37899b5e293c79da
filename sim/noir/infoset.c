/*
 * infoset.c — a side's information set as a position, and the public record
 * replayed on a board (infoset.h).
 */
#include "infoset.h"

#include <string.h>

#include "board.h"

void noir_infoset(const NoirGame *g, int side, NoirGame *out)
{
    memcpy(out, g, sizeof *out);
    memset(out->deck, NOIR_NOBODY, sizeof out->deck); /* N13: nobody sees the deck's order */
    if (side == NOIR_KILLER) {
        out->inspector = NOIR_NOBODY;
        out->dealt = out->hand = 0;
    } else {
        out->killer = NOIR_NOBODY;
    }
    for (int i = 0; i < g->n_obs; i++)
        out->obs[i] = noir_view_obs(g, side, i);
}

static void set_alive(NoirGame *b, int s, int alive)
{
    NoirSuspects sb = (NoirSuspects)1 << s;
    NoirCells cb = b->pos[s] == NOIR_OFF ? 0 : (NoirCells)1 << b->pos[s];
    b->alive = alive ? b->alive | sb : b->alive & ~sb;
    b->live = alive ? b->live | cb : b->live & ~cb;
    b->deaths = (uint8_t)(b->deaths + (alive ? -1 : 1));
}

/* The suspect an entry kills: the victim of a kill, the old identity of a
 * successful disguise (N8), else NOBODY. */
static int victim(NoirObs o)
{
    if (o.kind == NOIR_KILL)
        return o.a;
    return o.kind == NOIR_DISGUISE ? o.b : NOIR_NOBODY;
}

void noir_public_step(NoirGame *board, NoirObs o)
{
    if (o.kind == NOIR_SHIFT)
        board_shift(board, o.a, o.b);
    else if (victim(o) != NOIR_NOBODY)
        set_alive(board, victim(o), 0);
    board_collapse(board);
}

void noir_public_unstep(NoirGame *board, NoirObs o)
{
    if (o.kind == NOIR_SHIFT)
        board_shift(board, o.a, 1 - o.b);
    else if (victim(o) != NOIR_NOBODY)
        set_alive(board, victim(o), 1);
}
