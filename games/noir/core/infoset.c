/*
 * infoset.c — a side's information set as a position, and the public record
 * replayed on a board (infoset.h).
 */
#include "games/noir/core/infoset.h"

#include <stddef.h>
#include <string.h>

#include "games/noir/core/board.h"

void noir_seat_view(const NoirGame *g, int side, NoirSeatView *out)
{
    noir_view(g, side, &out->v);
    out->p = g->p;
    for (int i = 0; i < g->n_obs; i++)
        out->obs[i] = noir_view_obs(g, side, i);
}

void noir_infoset(const NoirSeatView *view, NoirGame *out)
{
    const NoirView *v = &view->v;
    int n = view->p.side * view->p.side;
    memset(out, 0, offsetof(NoirGame, n_obs));
    out->p = view->p;
    out->rows = v->rows;
    out->cols = v->cols;
    memset(out->card, NOIR_NOBODY, sizeof out->card);
    memset(out->pos, NOIR_OFF, (size_t)n); /* collapsed away unless on the grid */
    out->alive = ((((NoirSuspects)1 << (n - 1)) << 1) - 1) & ~v->dead;
    for (int r = 0; r < v->rows; r++)
        for (int c = 0; c < v->cols; c++) {
            int cell = 8 * r + c, s = v->grid[v->cols * r + c];
            out->card[cell] = (uint8_t)s;
            out->pos[s] = (uint8_t)cell;
            out->grid |= (NoirCells)1 << cell;
            out->live |= (NoirCells)(out->alive >> s & 1) << cell;
        }
    out->marked = v->marked;
    out->deaths = v->deaths;
    out->killer = v->side == NOIR_KILLER ? v->identity : NOIR_NOBODY;
    out->inspector = v->side == NOIR_INSPECTOR ? v->identity : NOIR_NOBODY;
    out->dealt = v->dealt;
    out->hand = v->hand;
    memset(out->deck, NOIR_NOBODY, sizeof out->deck); /* N13: nobody sees the deck's order */
    out->n_deck = v->deck;
    out->n_pile = v->n_pile;
    memcpy(out->pile, v->pile, v->n_pile);
    out->phase = v->phase;
    out->shift_line = v->shift_line;
    out->shift_dir = v->shift_dir;
    out->turns = v->turns;
    out->winner = v->winner;
    out->end = v->end;
    out->n_obs = v->n_obs;
    memcpy(out->obs, view->obs, v->n_obs * sizeof view->obs[0]);
    board_derive(out); /* the fields the core derives: transposed cards, shift list, undo bar */
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
