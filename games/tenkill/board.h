/*
 * board.h — the core's own inline helpers on the position's masks (not part
 * of the interface): who may be killed, investigated and designated.
 */
#ifndef NOIRLAB_TENKILL_BOARD_H
#define NOIRLAB_TENKILL_BOARD_H

#include "games/tenkill/tenkill.h"

#ifdef __SSSE3__
#include <tmmintrin.h>
#endif

/* Figures on the board: characters in bits 0..15, policemen in 16..23. */
static inline uint32_t tk_figures(const TenkillGame *g) { return g->on_board | (uint32_t)g->police_on << 16; }

/* T6: the tiles figure f may move to: any other (move=adjacent: a neighbour). */
static inline TenkillMask tk_move_tiles(const TenkillGame *g, int f)
{
    int from = g->pos[f];
    return g->p.move_adjacent ? g->geo.adj[from] : (TenkillMask)~(1u << from);
}

/* The figures on the tiles of m (bit f). */
#ifdef __SSSE3__
/* Without a loop over the tiles, whose varying length the branch predictor
 * misses: a byte per tile, 0xFF where m has it, looked up by every figure's
 * tile at once (pshufb gives 0 for TENKILL_OFF, whose high bit is set). */
static inline uint32_t tk_figures_on(const TenkillGame *g, TenkillMask m, int with_police)
{
    const __m128i bit = _mm_set1_epi64x((long long)0x8040201008040201ULL);
    __m128i sel = _mm_set_epi64x((long long)((m >> 8) * 0x0101010101010101ULL),
                                 (long long)((m & 0xFFu) * 0x0101010101010101ULL));
    __m128i in = _mm_cmpeq_epi8(_mm_and_si128(sel, bit), bit);
    __m128i chars = _mm_loadu_si128((const __m128i *)(const void *)g->pos);
    uint32_t v = (uint32_t)_mm_movemask_epi8(_mm_shuffle_epi8(in, chars));
    if (with_police) {
        __m128i police = _mm_loadl_epi64((const __m128i *)(const void *)(g->pos + TENKILL_CHARS));
        v |= ((uint32_t)_mm_movemask_epi8(_mm_shuffle_epi8(in, police)) & 0xFFu) << 16;
    }
    return v;
}
#else
static inline uint32_t tk_figures_on(const TenkillGame *g, TenkillMask m, int with_police)
{
    uint32_t v = 0;
    for (; m; m &= (TenkillMask)(m - 1)) {
        int t = __builtin_ctz(m);
        v |= g->chars_at[t] | (with_police ? (uint32_t)g->police_at[t] << 16 : 0);
    }
    return v;
}
#endif

/* T8-T12 from a hitman `self` on `tile`: no policeman on or next to the
 * tile (T8); knife on the tile (T10); alone (T9), gun next door (T10) and
 * sniper from a scope tile along the line (T11); policemen only with
 * police_kill (T12), and then only out of sight, by the sniper. */
static inline uint32_t tk_victims_from(const TenkillGame *g, int self, int tile)
{
    if (g->police_tiles & (g->geo.adj[tile] | 1u << tile))
        return 0;
    uint32_t v = g->chars_at[tile] & ~(1u << self);
    if (v)
        return v;  /* not alone: the knife only */
    TenkillMask reach = g->geo.adj[tile];
    if (g->scope >> tile & 1) {
        TenkillMask shot = g->geo.shot[tile];
        if (g->p.sniper_block) {
            TenkillMask occupied = (TenkillMask)(g->police_tiles), keep = 0;
            for (int t = 0; t < TENKILL_TILES; t++)
                if (g->chars_at[t])
                    occupied |= (TenkillMask)(1u << t);
            for (TenkillMask m = shot; m; m &= (TenkillMask)(m - 1)) {
                int t = __builtin_ctz(m);
                if (!(tenkill_between(&g->geo, &g->p, tile, t) & occupied))
                    keep |= (TenkillMask)(1u << t);
            }
            shot = keep;
        }
        reach |= shot;
    }
    return tk_figures_on(g, reach, g->p.police_kill);
}

/* The seats seat may designate (T16): the others whose hitman is on the board. */
static inline unsigned tk_designatable(const TenkillGame *g, int seat) { return g->armed & ~(1u << seat); }

/* The characters seat may investigate (T16): on a tile with a policeman;
 * not its own hitman with self_suspect=0. */
static inline TenkillMask tk_suspectable(const TenkillGame *g, int seat)
{
    TenkillMask x = g->watched;
    if (!g->p.self_suspect && g->seat[seat].status == TENKILL_HM_ON)
        x &= (TenkillMask)~(1u << g->seat[seat].hitman);
    return x;
}

/* The kills seat may make now (T5: one a turn; T7: a hitman on the board). */
static inline uint32_t tk_victims(const TenkillGame *g, int seat)
{
    const TenkillSeat *s = &g->seat[seat];
    if (g->killed || !(g->armed >> seat & 1))
        return 0;
    return tk_victims_from(g, s->hitman, g->pos[s->hitman]);
}

/* T14: the tiles the next fleeing figure may take: unused, not the crime
 * tile; with flee=adjacent, the nearest ring (by steps over tiles) that
 * still has one. */
static inline TenkillMask tk_flee_tiles(const TenkillGame *g)
{
    TenkillMask open = (TenkillMask)~(g->flee_used | 1u << g->crime);
    if (!g->p.flee_adjacent)
        return open;
    TenkillMask seen = (TenkillMask)(1u << g->crime), ring = seen;
    while (ring) {
        TenkillMask next = 0;
        for (TenkillMask m = ring; m; m &= (TenkillMask)(m - 1))
            next |= g->geo.adj[__builtin_ctz(m)];
        ring = (TenkillMask)(next & ~seen);
        seen |= ring;
        if (ring & open)
            return ring & open;
    }
    return 0;
}

/* The policemen that may be brought to the crime tile from the board (T15). */
static inline uint8_t tk_summonable(const TenkillGame *g) { return (uint8_t)(g->police_on & ~g->police_at[g->crime]); }

#endif
