/*
 * legal.c — who moves, and the legal actions in their fixed order.  In a
 * turn: selections of a figure to move (ascending), kills (victim
 * ascending), investigations (character, then designated seat, ascending),
 * the pass; after a selection, the selected figure's tiles (ascending).
 * And the suspects S(V) of a kill (§3).
 */
#include "games/tenkill/board.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

int tenkill_to_move(const TenkillGame *g)
{
    switch (g->phase) {
    case TENKILL_PH_TURN:
    case TENKILL_PH_PLACE: return g->to_act;
    case TENKILL_PH_FLEE: return g->placer;
    case TENKILL_PH_SUMMON: return g->killer;
    case TENKILL_PH_CHANCE: return TENKILL_CHANCE_SEAT;
    default: return TENKILL_NOBODY;
    }
}

uint32_t tenkill_victims_from(const TenkillGame *g, int self, int tile) { return tk_victims_from(g, self, tile); }

uint32_t tenkill_victims(const TenkillGame *g, int seat) { return tk_victims(g, seat); }

/* S(V) by asking every character near v whether it could kill v: the
 * general case (sniper_block makes a shot depend on the tiles between). */
static TenkillMask suspects_asked(const TenkillGame *g, int v, int most)
{
    /* Only characters on v's tile, next to it, or on a scope tile whose line
     * reaches it may have a weapon against v (T10, T11). */
    int tv = g->pos[v];
    TenkillMask from = (TenkillMask)(g->geo.adj[tv] | 1u << tv);
    for (TenkillMask m = g->scope; m; m &= (TenkillMask)(m - 1))
        if (g->geo.shot[__builtin_ctz(m)] >> tv & 1)
            from |= (TenkillMask)(m & -m);
    TenkillMask s = 0;
    int n = 0;
    for (TenkillMask m = (TenkillMask)(tk_figures_on(g, from, 0) & ~(1u << v)); m && n < most;
         m &= (TenkillMask)(m - 1)) {
        int x = __builtin_ctz(m);
        if (tk_victims_from(g, x, g->pos[x]) >> v & 1) {
            s |= (TenkillMask)(1u << x);
            n++;
        }
    }
    return s;
}

/* The tiles with no policeman on or next to them (T8), and the tiles with
 * at most one character (T9: alone, or empty), each for all 16 tiles at
 * once. */
#ifdef __SSE2__
static inline TenkillMask open_tiles(const TenkillGame *g)
{
    __m128i police = _mm_set1_epi16((short)g->police_tiles), zero = _mm_setzero_si128();
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)g->geo.adj);
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(g->geo.adj + 8));
    __m128i none = _mm_packs_epi16(_mm_cmpeq_epi16(_mm_and_si128(lo, police), zero),
                                   _mm_cmpeq_epi16(_mm_and_si128(hi, police), zero));
    return (TenkillMask)(_mm_movemask_epi8(none) & ~g->police_tiles);
}

static inline TenkillMask lone_tiles(const TenkillGame *g)
{
    __m128i one = _mm_set1_epi16(1), zero = _mm_setzero_si128();
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)g->chars_at);
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(g->chars_at + 8));
    __m128i most_one = _mm_packs_epi16(_mm_cmpeq_epi16(_mm_and_si128(lo, _mm_sub_epi16(lo, one)), zero),
                                       _mm_cmpeq_epi16(_mm_and_si128(hi, _mm_sub_epi16(hi, one)), zero));
    return (TenkillMask)_mm_movemask_epi8(most_one);
}
#else
static inline TenkillMask open_tiles(const TenkillGame *g)
{
    TenkillMask m = 0;
    for (int t = 0; t < TENKILL_TILES; t++)
        m |= (TenkillMask)(!(g->police_tiles & (g->geo.adj[t] | 1u << t)) << t);
    return m;
}

static inline TenkillMask lone_tiles(const TenkillGame *g)
{
    TenkillMask m = 0;
    for (int t = 0; t < TENKILL_TILES; t++)
        m |= (TenkillMask)(!(g->chars_at[t] & (g->chars_at[t] - 1)) << t);
    return m;
}
#endif

/* S(V) from masks, without sniper_block: the others on v's tile (the knife,
 * T10), and the characters alone (T9) next to it (the gun) or on a scope
 * tile whose line reaches it (the sniper, T11: a line reaches both ways,
 * shot[] is symmetric), each where no policeman stands on or next to them
 * (T8); no one for a policeman without police_kill (T12).  This is the
 * kill's hot part in random games: no loop over the candidates, whose
 * varying number the branch predictor misses. */
static TenkillMask suspects_masked(const TenkillGame *g, int v)
{
    if (v >= TENKILL_CHARS && !g->p.police_kill)
        return 0;
    int tv = g->pos[v];
    TenkillMask open = open_tiles(g);
    uint32_t knife = (open >> tv & 1) ? g->chars_at[tv] & ~(1u << v) : 0;
    TenkillMask far = (TenkillMask)(g->geo.adj[tv] | (g->scope & g->geo.shot[tv]));
    return (TenkillMask)(knife | tk_figures_on(g, (TenkillMask)(far & open & lone_tiles(g)), 0));
}

TenkillMask tenkill_suspects(const TenkillGame *g, int v)
{
    return g->p.sniper_block ? suspects_asked(g, v, TENKILL_CHARS) : suspects_masked(g, v);
}

TenkillMask tenkill_suspects_upto(const TenkillGame *g, int v, int most)
{
    if (g->p.sniper_block)
        return suspects_asked(g, v, most);
    TenkillMask all = suspects_masked(g, v), first = 0;
    for (int n = 0; all && n < most; n++, all &= (TenkillMask)(all - 1))
        first |= (TenkillMask)(all & -all);
    return first;
}

static void add(TenkillActions *out, int kind, int a, int b) { out->a[out->n++] = TENKILL_ACTION(kind, a, b); }

static void add_turn(const TenkillGame *g, TenkillActions *out)
{
    int s = g->to_act;
    for (uint32_t f = tk_figures(g); f; f &= f - 1) /* T6: any figure on the board (T1: it has somewhere to go) */
        add(out, TENKILL_SELECT, __builtin_ctz(f), 0);
    for (uint32_t v = tk_victims(g, s); v; v &= v - 1)
        add(out, TENKILL_KILL, __builtin_ctz(v), 0);
    unsigned seats = tk_designatable(g, s);
    for (TenkillMask x = seats ? tk_suspectable(g, s) : 0; x; x &= (TenkillMask)(x - 1))
        for (unsigned q = seats; q; q &= q - 1)
            add(out, TENKILL_INVESTIGATE, __builtin_ctz(x), __builtin_ctz(q));
    if (g->p.pass)
        add(out, TENKILL_PASS, 0, 0);
}

void tenkill_legal(const TenkillGame *g, TenkillActions *out)
{
    out->n = 0;
    switch (g->phase) {
    case TENKILL_PH_TURN: add_turn(g, out); break;
    case TENKILL_PH_PLACE:
        for (TenkillMask to = tk_move_tiles(g, g->picked); to; to &= (TenkillMask)(to - 1))
            add(out, TENKILL_MOVE, g->picked, __builtin_ctz(to));
        break;
    case TENKILL_PH_FLEE: {
        int fig = __builtin_ctz(g->fleeing);
        for (TenkillMask to = tk_flee_tiles(g); to; to &= (TenkillMask)(to - 1))
            add(out, TENKILL_FLEE, fig, __builtin_ctz(to));
        break;
    }
    case TENKILL_PH_SUMMON:
    case TENKILL_PH_CHANCE: {
        int kind = g->phase == TENKILL_PH_SUMMON ? TENKILL_SUMMON : TENKILL_CHANCE_POLICE;
        for (unsigned m = tk_summonable(g); m; m &= m - 1)
            add(out, kind, TENKILL_CHARS + __builtin_ctz(m), 0);
        break;
    }
    default: break;
    }
}

int tenkill_is_legal(const TenkillGame *g, TenkillAction a)
{
    TenkillActions l;
    tenkill_legal(g, &l);
    for (int i = 0; i < l.n; i++)
        if (l.a[i] == a)
            return 1;
    return 0;
}
