/*
 * observe.c — what each side may see (N13).
 */
#include <string.h>

#include "games/noir/core/game.h"

/* N13: is this part of the record secret from `side`? */
static int secret_from(const NoirObs *o, int side)
{
    if (side == NOIR_KILLER) /* the Inspector's identity and the cards they draw */
        return o->kind == NOIR_CHOOSE || o->kind == NOIR_EXONERATE;
    /* the card a successful disguise drew (a failed one is shown) */
    return o->kind == NOIR_DISGUISE && o->b != NOIR_NOBODY;
}

void noir_view(const NoirGame *g, int side, NoirView *v)
{
    memset(v, 0, sizeof *v);
    v->side = (uint8_t)side;
    v->phase = g->phase;
    v->rows = g->rows;
    v->cols = g->cols;
    memset(v->grid, NOIR_NOBODY, sizeof v->grid);
    for (int r = 0; r < g->rows; r++)
        for (int c = 0; c < g->cols; c++)
            v->grid[g->cols * r + c] = g->card[8 * r + c];
    int n = g->p.side * g->p.side;
    v->dead = ~g->alive & (((NoirSuspects)1 << n) - 1);
    v->marked = g->marked;
    if (side == NOIR_INSPECTOR) {
        v->dealt = g->dealt;
        v->hand = g->hand;
        v->identity = g->inspector;
    } else {
        v->identity = g->killer;
    }
    v->deck = (uint8_t)(g->n_deck - g->top);
    v->hand_size = (uint8_t)__builtin_popcountll(g->hand);
    v->deaths = g->deaths;
    v->winner = g->winner;
    v->end = g->end;
    v->shift_line = g->shift_line;
    v->shift_dir = g->shift_dir;
    v->turns = g->turns;
    v->n_pile = g->n_pile;
    memcpy(v->pile, g->pile, g->n_pile);
    v->n_obs = g->n_obs;
}

NoirObs noir_view_obs(const NoirGame *g, int side, int i)
{
    NoirObs o = g->obs[i];
    if (secret_from(&o, side))
        o.a = NOIR_NOBODY;
    return o;
}
