/*
 * movegen.c — the legal actions of every phase (games/noir/docs/noir.md).
 *
 * Each phase's list is written in ascending numeric order (kind, then a, then
 * b), so noir_legal's list is sorted without a sort.
 */
#include "games/noir/core/movegen.h"

static NoirAction *push_each(NoirAction *p, int kind, NoirSuspects set)
{
    for (; set; set &= set - 1)
        *p++ = NOIR_ACTION(kind, __builtin_ctzll(set), 0);
    return p;
}

/* N5: rows first, then columns; each in direction 0 then 1. */
static NoirAction *push_shifts(const NoirGame *g, NoirAction *p)
{
    BoardShape sh = board_shape(g);
    int n = board_shift_count(g, sh);
    for (int k = 0; k < n; k++)
        *p++ = board_shift_nth(g, sh, k);
    return p;
}

NoirSuspects noir_movegen_citizen_targets(const NoirGame *g, int d)
{
    if (g->pos[d] == NOIR_OFF) /* N12: the discarded card must still be on the grid */
        return 0;
    NoirSuspects near = board_live_neighbours(g, d);
    return g->p.self_arrest ? near : near & ~((NoirSuspects)1 << g->inspector);
}

static NoirAction *gen_killer(const NoirGame *g, NoirAction *p)
{
    p = push_each(p, NOIR_KILL, movegen_kills(g)); /* N6 */
    if (movegen_kill_only(g))                      /* N3 */
        return p;
    if (movegen_may_disguise(g)) /* N8 */
        *p++ = NOIR_ACTION(NOIR_DISGUISE, 0, 0);
    return push_shifts(g, p);
}

static NoirAction *gen_inspector(const NoirGame *g, NoirAction *p)
{
    p = push_shifts(g, p);
    p = push_each(p, NOIR_ARREST, movegen_arrests(g)); /* N7 */
    if (movegen_deck_open(g))                          /* N9 */
        *p++ = NOIR_ACTION(NOIR_EXONERATE, 0, 0);
    if (movegen_citizens_open(g)) /* N12 */
        for (NoirSuspects h = g->hand; h; h &= h - 1) {
            int d = __builtin_ctzll(h);
            for (NoirSuspects t = noir_movegen_citizen_targets(g, d); t; t &= t - 1)
                *p++ = NOIR_ACTION(NOIR_CITIZEN, d, __builtin_ctzll(t));
        }
    return p;
}

void noir_legal(const NoirGame *g, NoirActionList *l)
{
    NoirAction *p = l->a;
    switch (g->phase) {
    case NOIR_PH_KILLER_FIRST:
    case NOIR_PH_KILLER: p = gen_killer(g, p); break;
    case NOIR_PH_IDENTITY: p = push_each(p, NOIR_CHOOSE, g->dealt & g->alive); break; /* N3 */
    case NOIR_PH_INSPECTOR: p = gen_inspector(g, p); break;
    case NOIR_PH_DISCARD: p = push_each(p, NOIR_DISCARD, g->hand); break; /* N9 */
    default: break;
    }
    l->n = (int)(p - l->a);
}

int noir_is_legal(const NoirGame *g, NoirAction x)
{
    NoirActionList l;
    noir_legal(g, &l);
    for (int i = 0; i < l.n; i++)
        if (l.a[i] == x)
            return 1;
    return 0;
}
