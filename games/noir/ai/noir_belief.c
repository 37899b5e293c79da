/*
 * noir_belief.c — the exact belief over NOIR's hidden identities (noir_belief.h).
 */
#include "games/noir/ai/noir_belief.h"

#include <assert.h>

#include "games/noir/core/infoset.h"

static NoirSuspects bit(int s) { return (NoirSuspects)1 << s; }

NoirSuspects noir_neighbours(const NoirGame *board, int s)
{
    if (board->pos[s] == NOIR_OFF)
        return 0;
    return noir_suspects_on(board, noir_adjacent(board, board->pos[s]));
}

void noir_belief_start(NoirBelief *b, const NoirGame *view, int observer)
{
    NoirSuspects all = noir_everyone(view);
    b->observer = (uint8_t)observer;
    b->seen = observer == NOIR_INSPECTOR ? view->dealt : 0; /* N2: the Inspector's four */
    b->killer = all & ~b->seen;
    b->inspector = observer == NOIR_KILLER ? all & ~bit(view->killer) : all;
}

/* A canvass answer about card d (N6, N9): keep the suspects next to d, or
 * the others; no answer keeps all. */
static NoirSuspects canvass(const NoirGame *before, int d, int answer)
{
    if (answer == NOIR_NO_ANSWER)
        return ~(NoirSuspects)0;
    NoirSuspects near = noir_neighbours(before, d);
    return answer == NOIR_YES ? near : ~near;
}

/* N8: a successful disguise shows the old identity b; the new one is a card
 * then unseen and alive.  A failed one shows a dead card. */
static void disguise(NoirBelief *b, const NoirGame *before, NoirObs o)
{
    if (o.b != NOIR_NOBODY) {
        b->killer = before->alive & ~b->seen & ~bit(o.b);
        b->seen |= bit(o.b);
    } else {
        b->seen |= bit(o.a);
    }
    if (b->observer == NOIR_KILLER) /* the Killer's own draw is never the Inspector */
        b->inspector &= ~bit(o.a);
}

/* N7: "are you x?" answered no: the Inspector is x or next to it.  A yes
 * names the Killer and ends the game (read by `noirlab explain`). */
static void arrest(NoirBelief *b, const NoirGame *before, int x, int answer)
{
    b->killer = answer == NOIR_YES ? bit(x) : b->killer & ~bit(x);
    b->inspector &= (before->p.self_arrest ? bit(x) : 0) | noir_neighbours(before, x);
}

/* N9, N12: a card leaves the Inspector's hand face up. */
static void discard(NoirBelief *b, int d)
{
    b->seen |= bit(d);
    b->inspector &= ~bit(d);
}

void noir_belief_step(NoirBelief *b, const NoirGame *before, NoirObs o)
{
    NoirSuspects alive = before->alive;
    switch (o.kind) {
    case NOIR_KILL: /* N6: the Killer stands next to the victim */
        alive &= ~bit(o.a);
        b->killer &= noir_neighbours(before, o.a);
        b->inspector &= canvass(before, o.a, o.result);
        break;
    case NOIR_DISGUISE:
        if (o.b != NOIR_NOBODY)
            alive &= ~bit(o.b);
        disguise(b, before, o);
        break;
    case NOIR_ARREST: arrest(b, before, o.a, o.result); break;
    case NOIR_EXONERATE: /* N9: the Inspector sees the card drawn from the deck */
        if (o.a != NOIR_NOBODY) {
            b->seen |= bit(o.a);
            b->killer &= ~bit(o.a);
        }
        break;
    case NOIR_DISCARD:
        discard(b, o.a);
        b->killer &= canvass(before, o.a, o.result);
        break;
    case NOIR_CITIZEN: /* N12: a discard and an arrest that says nothing of where the Inspector is */
        discard(b, o.a);
        b->killer = o.result == NOIR_YES ? bit(o.b) : b->killer & ~bit(o.b);
        if (!before->p.self_arrest)
            b->inspector &= ~bit(o.b);
        break;
    default: break; /* CHOOSE and SHIFT say nothing of who anyone is */
    }
    b->killer &= alive; /* both identities are alive while the game goes on */
    b->inspector &= alive;
}

void noir_belief_end(NoirBelief *b, const NoirSeatView *view)
{
    if (view->v.end == NOIR_END_INSPECTOR_KILLED && view->v.n_obs > 0)
        b->inspector = bit(view->obs[view->v.n_obs - 1].a);
}

/* The entries of the record from f->n to n. */
static void take_in(NoirFollow *f, const NoirObs *obs, int n)
{
    for (; f->n < n; f->n++) {
        noir_belief_step(&f->b, &f->board, obs[f->n]);
        noir_public_step(&f->board, obs[f->n]);
    }
}

void noir_follow_start(NoirFollow *f, const NoirSeatView *view, int side)
{
    noir_infoset(view, &f->board);
    /* At most the opponent's first action came before: nothing collapsed. */
    assert(f->board.rows == view->p.side && f->board.cols == view->p.side);
    for (int i = view->v.n_obs - 1; i >= 0; i--)
        noir_public_unstep(&f->board, view->obs[i]);
    f->board.n_obs = 0;
    f->n = 0;
    noir_belief_start(&f->b, &f->board, side);
    take_in(f, view->obs, view->v.n_obs);
}

void noir_follow_update(NoirFollow *f, const NoirSeatView *view, NoirGame *position)
{
    take_in(f, view->obs, view->v.n_obs);
    noir_infoset(view, position);
}
