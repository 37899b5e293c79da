/*
 * result.c — scores (T20) and ranks after the tie-breaks (T21).
 */
#include "games/tenkill/tenkill.h"

int tenkill_score(const TenkillGame *g, int seat)
{
    const TenkillSeat *s = &g->seat[seat];
    int score = s->status == TENKILL_HM_ON ? g->p.score[TENKILL_SC_SURVIVE] : 0;
    for (int i = TENKILL_SC_TARGET; i < TENKILL_SCORE_ITEMS; i++)
        score += s->count[i] * g->p.score[i];
    return score;
}

/* T21: 1 when seat a ranks strictly above seat b.  Higher score; then a
 * kept hitman above a lost one; among lost ones the later loss; among kept
 * ones nothing (shared), or with tiebreak=targets more own targets killed. */
static int ahead(const TenkillGame *g, int a, int b)
{
    int sa = tenkill_score(g, a), sb = tenkill_score(g, b);
    if (sa != sb)
        return sa > sb;
    const TenkillSeat *x = &g->seat[a], *y = &g->seat[b];
    int kept_a = x->status == TENKILL_HM_ON, kept_b = y->status == TENKILL_HM_ON;
    if (kept_a != kept_b)
        return kept_a;
    if (!kept_a)
        return x->lost_at > y->lost_at;
    return g->p.tiebreak_targets && x->count[TENKILL_SC_TARGET] > y->count[TENKILL_SC_TARGET];
}

void tenkill_ranks(const TenkillGame *g, uint8_t rank[TENKILL_SEATS_MAX])
{
    for (int a = 0; a < g->n; a++) {
        rank[a] = 1;
        for (int b = 0; b < g->n; b++)
            rank[a] = (uint8_t)(rank[a] + (b != a && ahead(g, b, a)));
    }
}
