/*
 * noir_heuristic_killer.c — the heuristic Killer's scores (noir_heuristic.h).
 * Every kill is a step towards the kill target (N11), so a kill outscores a
 * shift; a kill of a suspect who may be the Inspector outscores the others;
 * a disguise is worth a kill when the drawn card is alive (its old identity
 * dies, N8) and more when the Inspector's belief has narrowed on the Killer.
 */
#include "noir_heuristic.h"

enum { KILL = 10, MAYBE_INSPECTOR = 10, EXPOSED = 10, SHIFT = -5 };

static double score_kill(const NoirGame *g, const NoirBelief *b, int v)
{
    double s = KILL + 0.1 * noir_count(b->killer & noir_neighbours(g, v)); /* cover left (N6) */
    if (b->inspector >> v & 1)
        s += MAYBE_INSPECTOR * (1.0 + 1.0 / noir_count(b->inspector));
    if (g->p.mode != NOIR_CLASSIC && (g->marked >> v & 1)) /* N6: a canvass of the Inspector */
        s += 0.5;
    return s;
}

/* N8: the drawn card is one the Killer has not seen; it works when alive. */
static double score_disguise(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b)
{
    NoirSuspects unseen = noir_everyone(g) & ~b->seen & ~((NoirSuspects)1 << g->killer);
    double alive = unseen ? (double)noir_count(unseen & g->alive) / noir_count(unseen) : 0;
    return KILL * alive + (noir_count(b->killer) <= h->disguise ? EXPOSED : 0);
}

static double score_shift(const NoirGame *g, const NoirBelief *b, NoirAction x)
{
    int prey = noir_near_after_shift(g, g->killer, g->alive, x, NULL);
    return SHIFT + 0.1 * (prey + noir_near_after_shift(g, g->killer, b->inspector, x, NULL));
}

double noir_score_killer(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b, NoirAction x)
{
    switch (noir_action_kind(x)) {
    case NOIR_KILL: return score_kill(g, b, noir_action_a(x));
    case NOIR_DISGUISE: return score_disguise(h, g, b);
    case NOIR_SHIFT: return score_shift(g, b, x);
    default: return SHIFT;
    }
}
