/*
 * heuristic.c — the "heuristic" player (heuristic.h).
 */
#include "games/tenkill/ai/heuristic.h"

#include <stdlib.h>

#include "ai/policy.h"
#include "base/xalloc.h"
#include "games/tenkill/ai/belief.h"

typedef struct Player {
    TenkillHeuristic k;
    int plan_figure, plan_tile; /* the tile chosen with a selection, for the placement that follows */
    double hitman[TENKILL_CHARS];  /* this decision's P(c is some opponent's hitman) */
} Player;

void tenkill_heuristic_defaults(TenkillHeuristic *h)
{
    *h = (TenkillHeuristic){.kill_min = 0, .expose = 1, .ask_min = 0.15, .reach = 1, .hide = 1, .watch = 1,
                            .spoil_min = 0.9};
}

/* The best action seen so far; equals are drawn uniformly (reservoir). */
typedef struct Pick {
    double score;
    GameAction a;
    int tile, equals;
} Pick;

static void offer(Pick *p, double score, GameAction a, int tile, Pcg32 *rng)
{
    if (p->equals && score < p->score - 1e-9)
        return;
    if (!p->equals || score > p->score + 1e-9)
        *p = (Pick){score, a, tile, 1};
    else if (pcg32_below(rng, (uint32_t)++p->equals) == 0) {
        p->a = a;
        p->tile = tile;
    }
}

static TenkillMask bit(int c) { return (TenkillMask)(1u << c); }

/* Policemen on tile t or next to it: nobody there may kill (T8). */
static int watched(const TenkillGame *g, int t) { return (g->police_tiles & (g->geo.adj[t] | bit(t))) != 0; }

/* The characters the others may still take for this seat's hitman after it
 * kills v (§3): its public suspects within S(v). */
static int suspects_after(const TenkillGame *g, int me, int v)
{
    TenkillMask m = (TenkillMask)(g->seat[me].suspects & ~g->seat[me].cleared & tenkill_suspects(g, v) & ~bit(v));
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (g->pile[c] != TENKILL_NOBODY)
            m &= (TenkillMask)~bit(c);
    return __builtin_popcount(m);
}

/* P(c is some opponent's hitman), for every c: the opponents' marginals
 * summed (capped at 1, the factors being independent). */
static void hitman_odds(Player *pl, const TenkillBelief *b)
{
    for (int c = 0; c < TENKILL_CHARS; c++) {
        double p = 0;
        for (int q = 0; q < b->n; q++)
            if (q != b->seat)
                p += b->opp[q].p_hitman[c];
        pl->hitman[c] = p > 1 ? 1 : p;
    }
}

/* The seat that leads on points, when not this one (-1 otherwise). */
static int leader(const TenkillGame *g, int me)
{
    int best = me;
    for (int q = 0; q < g->n; q++)
        if (tenkill_score(g, q) > tenkill_score(g, best))
            best = q;
    return best == me ? -1 : best;
}

static double kill_value(const Player *pl, const TenkillGame *g, const TenkillBelief *b, int me, int v)
{
    if (v >= TENKILL_CHARS)
        return -1e9; /* a policeman (police_kill=1, T12): never worth -1337 */
    double ph = pl->hitman[v], value;
    if (g->seat[me].targets >> v & 1)
        value = 1;
    else
        value = 3 * ph - (1 - ph);
    int lead = leader(g, me);
    if (lead >= 0 && g->seat[lead].targets_dead == TENKILL_TARGETS - 1 &&
        b->opp[lead].p_target[v] >= pl->k.spoil_min)
        value += 2; /* spoiling: the -1 stops the leader's closing kill (T13, T18) */
    return value - pl->k.expose / (suspects_after(g, me, v) > 0 ? suspects_after(g, me, v) : 1);
}

/* The position's worth to this seat, for moves and flee placements. */
static double position(const Player *pl, const TenkillGame *g, int me)
{
    const TenkillSeat *s = &g->seat[me];
    double score = 0;
    if (s->status == TENKILL_HM_ON) {
        int t = g->pos[s->hitman];
        uint32_t reach = tenkill_victims_from(g, s->hitman, t) & s->targets;
        score += pl->k.reach * __builtin_popcount(reach);
        score -= pl->k.hide * (watched(g, t) + (g->police_at[t] != 0));
    }
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (g->pos[c] != TENKILL_OFF && c != s->hitman) {
            double ph = pl->hitman[c];
            score += pl->k.watch * ph * (watched(g, g->pos[c]) + (g->police_at[g->pos[c]] != 0));
        }
    return score;
}

/* The best tile for figure f (a move or a flee), in `p`; `free` the tiles allowed. */
static void best_tile(const Player *pl, const TenkillGame *g, int me, int f,
                      TenkillMask free, GameAction a, Pick *p, Pcg32 *rng)
{
    TenkillGame trial = *g;
    int from = g->pos[f];
    for (TenkillMask m = free; m; m &= (TenkillMask)(m - 1)) {
        int t = __builtin_ctz(m);
        tenkill_move_figure(&trial, f, t);
        offer(p, position(pl, &trial, me), a, t, rng);
        tenkill_move_figure(&trial, f, from);
    }
}

/* The figures worth moving: this seat's hitman and targets, and policemen. */
static int worth_moving(const TenkillGame *g, int me, int f)
{
    return f >= TENKILL_CHARS || f == g->seat[me].hitman || (g->seat[me].targets >> f & 1);
}

static TenkillMask move_tiles(const TenkillGame *g, int f)
{
    TenkillMask all = g->p.move_adjacent ? g->geo.adj[g->pos[f]] : (TenkillMask)0xFFFF;
    return (TenkillMask)(all & ~bit(g->pos[f]));
}

static GameAction turn(Player *pl, const TenkillSeatView *v, const TenkillBelief *b, const GameActions *legal,
                       Pcg32 *rng)
{
    const TenkillGame *g = &v->g;
    int me = v->seat;
    Pick kill = {0}, ask = {0}, move = {0};
    for (int i = 0; i < legal->n; i++) {
        GameAction a = legal->a[i];
        int x = TENKILL_ARG_A(a), y = TENKILL_ARG_B(a);
        switch (TENKILL_KIND(a)) {
        case TENKILL_KILL: offer(&kill, kill_value(pl, g, b, me, x), a, 0, rng); break;
        case TENKILL_INVESTIGATE: offer(&ask, b->opp[y].p_hitman[x], a, 0, rng); break;
        case TENKILL_SELECT:
            if (worth_moving(g, me, x))
                best_tile(pl, g, me, x, move_tiles(g, x), a, &move, rng);
            break;
        default: break; /* pass: never better than a move */
        }
    }
    if (kill.equals && kill.score >= pl->k.kill_min)
        return kill.a;
    if (ask.equals && ask.score >= pl->k.ask_min)
        return ask.a;
    if (!move.equals)
        return legal->a[pcg32_below(rng, (uint32_t)legal->n)];
    pl->plan_figure = TENKILL_ARG_A(move.a);
    pl->plan_tile = move.tile;
    return move.a;
}

/* A placement: the planned tile, else the best legal one. */
static GameAction place(Player *pl, const TenkillSeatView *v, const GameActions *legal, Pcg32 *rng)
{
    const TenkillGame *g = &v->g;
    int f = TENKILL_ARG_A(legal->a[0]);
    TenkillMask free = 0;
    for (int i = 0; i < legal->n; i++)
        free |= bit(TENKILL_ARG_B(legal->a[i]));
    int kind = TENKILL_KIND(legal->a[0]);
    if (kind == TENKILL_MOVE && f == pl->plan_figure && (free >> pl->plan_tile & 1))
        return TENKILL_ACTION(kind, f, pl->plan_tile);
    Pick p = {0};
    best_tile(pl, g, v->seat, f, free, legal->a[0], &p, rng);
    return TENKILL_ACTION(kind, f, p.tile);
}

static GameAction choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    Player *pl = state;
    const TenkillSeatView *v = view;
    TenkillBelief b;
    int kind = TENKILL_KIND(legal->a[0]);
    if (kind == TENKILL_SUMMON)
        return legal->a[pcg32_below(rng, (uint32_t)legal->n)];
    tenkill_belief(v, &b);
    hitman_odds(pl, &b);
    return kind == TENKILL_MOVE || kind == TENKILL_FLEE ? place(pl, v, legal, rng) : turn(pl, v, &b, legal, rng);
}

static const char *const keys[] = {"kill_min", "expose", "ask_min", "reach", "hide", "watch", "spoil_min", NULL};

static void *create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                    size_t errlen)
{
    (void)game;
    (void)seat;
    (void)needs_view;
    TenkillHeuristic d, k;
    tenkill_heuristic_defaults(&d);
    if (policy_spec_check_keys(spec, keys, err, errlen) ||
        policy_spec_double(spec, "kill_min", d.kill_min, -100, 100, &k.kill_min, err, errlen) ||
        policy_spec_double(spec, "expose", d.expose, 0, 100, &k.expose, err, errlen) ||
        policy_spec_double(spec, "ask_min", d.ask_min, 0, 1, &k.ask_min, err, errlen) ||
        policy_spec_double(spec, "reach", d.reach, 0, 100, &k.reach, err, errlen) ||
        policy_spec_double(spec, "hide", d.hide, 0, 100, &k.hide, err, errlen) ||
        policy_spec_double(spec, "watch", d.watch, 0, 100, &k.watch, err, errlen) ||
        policy_spec_double(spec, "spoil_min", d.spoil_min, 0, 1, &k.spoil_min, err, errlen))
        return NULL;
    Player *pl = xcalloc(1, sizeof *pl);
    pl->k = k;
    pl->plan_figure = TENKILL_NOBODY;
    return pl;
}

static void destroy(void *state) { free(state); }

const GamePolicyClass tenkill_policy_heuristic = {
    .game = "tenkill",
    .name = "heuristic",
    .help = "belief-driven one-ply player (docs/tenkill.md, Players); keys kill_min, expose, ask_min, reach, hide, "
            "watch, spoil_min",
    .needs_view = 1,
    .create = create,
    .destroy = destroy,
    .choose = choose,
};
