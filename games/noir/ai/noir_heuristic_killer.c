/*
 * noir_heuristic_killer.c — the heuristic Killer's scores (noir_heuristic.h).
 *
 * Two styles, chosen by the key `hide`:
 *
 * hide=0, the eager Killer: every kill is a step towards the kill target
 * (N11), so a kill outscores a shift; a kill of a suspect who may be the
 * Inspector outscores the others; a disguise is worth a kill when the drawn
 * card is alive (its old identity dies, N8) and more when the Inspector's
 * belief has narrowed on the Killer.
 *
 * hide=1 (the default), the hiding Killer, what the 1,000-iteration ISMCTS
 * Killer does where the eager one kills (games/noir/docs/noir.md, "Strength"): a kill
 * tells everybody that the Killer stands next to the victim (N6), so the
 * Inspector's belief about the Killer shrinks to the victim's neighbours;
 * a shift tells nothing.  So the hiding Killer scores in chances of winning:
 * a kill of a suspect who may be the Inspector is worth 1/|J|, any death
 * `progress` shared among the deaths still needed (N11), a shift bringing
 * suspects of J next to it `approach` times their share of J (negative: it
 * keeps away), and every kill costs `leak` per halving of its exposure (bits
 * of the public belief lost), a cost fading over the first `patience`
 * turns; a kill that reaches the kill target or hits the one suspect left
 * in J wins.  It disguises only when its exposure holds at most `disguise`
 * suspects (8: just after a kill).
 */
#include "games/noir/ai/noir_heuristic.h"

#include <math.h>

enum { KILL = 10, MAYBE_INSPECTOR = 10, EXPOSED = 10, SHIFT = -5, WIN = 1000 };

/* --- hide=0 ---------------------------------------------------------------- */

static double eager_kill(const NoirGame *g, const NoirBelief *b, int v)
{
    double s = KILL + 0.1 * noir_count(b->killer & noir_neighbours(g, v)); /* cover left (N6) */
    if (b->inspector >> v & 1)
        s += MAYBE_INSPECTOR * (1.0 + 1.0 / noir_count(b->inspector));
    if (g->p.mode != NOIR_CLASSIC && (g->marked >> v & 1)) /* N6: a canvass of the Inspector */
        s += 0.5;
    return s;
}

/* N8: the drawn card is one the Killer has not seen; it works when alive. */
static double alive_draw(const NoirGame *g, const NoirBelief *b)
{
    NoirSuspects unseen = noir_everyone(g) & ~b->seen & ~((NoirSuspects)1 << g->killer);
    return unseen ? (double)noir_count(unseen & g->alive) / noir_count(unseen) : 0;
}

static double eager_disguise(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b)
{
    return KILL * alive_draw(g, b) + (noir_count(b->killer) <= h->disguise ? EXPOSED : 0);
}

static double eager_shift(const NoirScoring *s, NoirAction x)
{
    int prey = noir_near_after_shift(s->g, s->g->killer, s->alive, x, NULL);
    return SHIFT + 0.1 * (prey + noir_near_after_shift(s->g, s->g->killer, s->suspects, x, NULL));
}

static double eager(const NoirScoring *s, NoirAction x)
{
    switch (noir_action_kind(x)) {
    case NOIR_KILL: return eager_kill(s->g, s->b, noir_action_a(x));
    case NOIR_DISGUISE: return eager_disguise(s->h, s->g, s->b);
    case NOIR_SHIFT: return eager_shift(s, x);
    default: return SHIFT;
    }
}

/* --- hide=1 ---------------------------------------------------------------- */

/* Bits of the Killer's exposure E a kill of v gives away: E keeps only v's
 * neighbours (N6). */
static double leaked_bits(const NoirGame *g, const NoirBelief *b, int v)
{
    int e = noir_count(b->killer), left = noir_count(b->killer & noir_neighbours(g, v));
    return left > 0 && e > left ? log2((double)e / left) : 0;
}

/* The cost of a bit given away: `leak`, fading to nothing over the first
 * `patience` turns (N14), so that two hiding players do not shift until the
 * turn limit. */
static double leak(const NoirHeuristic *h, const NoirGame *g)
{
    if (h->patience == 0)
        return h->leak;
    double fade = 1.0 - (double)g->turns / h->patience;
    return fade > 0 ? h->leak * fade : 0;
}

/* A death's worth: `progress` shared among the deaths still needed (N11), so
 * that kills grow more tempting as the target nears. */
static double progress(const NoirHeuristic *h, const NoirGame *g)
{
    return h->progress / (g->p.kill_target - g->deaths);
}

static double hiding_kill(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b, int v)
{
    int maybe = b->inspector >> v & 1, j = noir_count(b->inspector);
    if (g->deaths + 1 >= g->p.kill_target || (maybe && j == 1)) /* N11, N6: a sure win */
        return WIN;
    double s = progress(h, g) + (maybe ? 1.0 / j : 0) - leak(h, g) * leaked_bits(g, b, v);
    if (g->p.mode != NOIR_CLASSIC && (g->marked >> v & 1)) /* N6: a canvass of the Inspector */
        s += 0.001;
    return s;
}

/* A disguise ends the old identity in public and hides the Killer among
 * every living card it has not seen (N8): worth the exposure regained when
 * the draw is alive. */
static double hiding_disguise(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b)
{
    int e = noir_count(b->killer);
    double p = alive_draw(g, b);
    if (e > h->disguise)
        return -1;
    return p * (progress(h, g) + leak(h, g) * log2((double)noir_count(g->alive) / (e > 0 ? e : 1)));
}

static double hiding_shift(const NoirScoring *s, NoirAction x)
{
    int j = noir_count(s->b->inspector);
    int near = noir_near_after_shift(s->g, s->g->killer, s->suspects, x, NULL);
    int prey = noir_near_after_shift(s->g, s->g->killer, s->alive, x, NULL);
    return j ? s->h->approach * near / j + 0.0001 * prey : 0;
}

double noir_score_killer(const NoirScoring *s, NoirAction x)
{
    if (!s->h->hide)
        return eager(s, x);
    switch (noir_action_kind(x)) {
    case NOIR_KILL: return hiding_kill(s->h, s->g, s->b, noir_action_a(x));
    case NOIR_DISGUISE: return hiding_disguise(s->h, s->g, s->b);
    case NOIR_SHIFT: return hiding_shift(s, x);
    default: return -1;
    }
}
