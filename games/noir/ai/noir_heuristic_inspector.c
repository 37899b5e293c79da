/*
 * noir_heuristic_inspector.c — the heuristic Inspector's scores
 * (noir_heuristic.h).  Tiers, highest first: an arrest of a suspect of K, a
 * citizen's arrest of one when K is small, a shift bringing K in reach, an
 * informative exonerate, any other shift; moves that cannot win never score
 * above them.
 */
#include "games/noir/ai/noir_heuristic.h"

#include <math.h>

enum { ARREST = 100, CITIZEN = 50, REACH = 10, CANVASS = 5, NEVER = -100 };

/* How evenly a canvass of d splits K (N9): 1 for halves, 0 for no split. */
static double split(const NoirGame *g, const NoirBelief *b, int d)
{
    int n = noir_count(b->killer), near = noir_count(b->killer & noir_neighbours(g, d));
    if (n == 0)
        return 0;
    int off = 2 * near - n;
    return 1.0 - (double)(off < 0 ? -off : off) / n;
}

/* N9: the canvass of the best card in hand, before the draw. */
static double best_split(const NoirGame *g, const NoirBelief *b)
{
    double best = 0;
    for (NoirSuspects h = g->hand; h; h &= h - 1) {
        double s = split(g, b, __builtin_ctzll(h));
        best = s > best ? s : best;
    }
    return best;
}

/* Most of K next to the Inspector's card, then nearest; but once the
 * Killer's belief about the Inspector holds at most `flee` suspects, the
 * Killer hunts it, and the shift leaving least of K next to it is best. */
static double score_shift(const NoirScoring *s, NoirAction x)
{
    const NoirHeuristic *h = s->h;
    const NoirGame *g = s->g;
    const NoirBelief *b = s->b;
    int distance;
    int near = noir_near_after_shift(g, g->inspector, s->suspects, x, &distance);
    if (noir_count(b->inspector) <= h->flee)
        return -near * REACH + 0.001 * distance;
    return near * REACH - 0.001 * distance;
}

static double score_discard(const NoirGame *g, const NoirBelief *b, int d)
{
    int dead = !(g->alive >> d & 1); /* a dead card tells the Killer least */
    if (g->p.mode == NOIR_CLASSIC)
        return dead;
    return split(g, b, d) + 0.01 * dead;
}

/* N7: an arrest of x answered no tells the Killer that the Inspector is x or
 * next to x.  With caution=0 every arrest of a suspect of K is taken; with
 * caution > 0 its chance, 1/|K|, must outweigh `caution` per bit of the
 * Inspector's exposure it gives away, else it waits below every shift. */
static double score_arrest(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b, int x)
{
    if (!(b->killer >> x & 1))
        return NEVER;
    int k = noir_count(b->killer);
    if (h->caution == 0 || k == 1)
        return ARREST;
    NoirSuspects left = b->inspector & ((g->p.self_arrest ? (NoirSuspects)1 << x : 0) | noir_neighbours(g, x));
    int j = noir_count(b->inspector), l = noir_count(left);
    double bits = l > 0 && j > l ? log2((double)j / l) : 0;
    double v = 1.0 / k - h->caution * bits;
    return v > 0 ? ARREST + v : NEVER / 2 + v;
}

double noir_score_inspector(const NoirScoring *s, NoirAction x)
{
    const NoirHeuristic *h = s->h;
    const NoirGame *g = s->g;
    const NoirBelief *b = s->b;
    int a = noir_action_a(x);
    switch (noir_action_kind(x)) {
    case NOIR_CHOOSE: return -noir_count(b->killer & noir_neighbours(g, a)); /* N3: out of the Killer's reach */
    case NOIR_ARREST: return score_arrest(h, g, b, a);
    case NOIR_CITIZEN:
        return (b->killer >> noir_action_b(x) & 1) && noir_count(b->killer) <= h->citizen ? CITIZEN : NEVER;
    case NOIR_SHIFT: return score_shift(s, x);
    case NOIR_EXONERATE: return g->p.mode == NOIR_CLASSIC ? -1 : CANVASS * best_split(g, b) - 0.5;
    case NOIR_DISCARD: return score_discard(g, b, a);
    default: return NEVER;
    }
}
