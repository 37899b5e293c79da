/*
 * deal.c — the deal (T4) and the start of a game from a deal.
 */
#include "games/tenkill/tenkill.h"

#include <string.h>

enum { PINWHEEL_MASK = 1u << 1 | 1u << 7 | 1u << 8 | 1u << 14 }; /* T2: {1, 7, 8, 14} */

static void shuffle(uint8_t *v, int n, Pcg32 *chance)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)pcg32_below(chance, (uint32_t)i + 1);
        uint8_t x = v[i];
        v[i] = v[j];
        v[j] = x;
    }
}

/* T2: the pinwheel on the 4x4 with 4 scopes, an explicit list, else a
 * uniform draw per game. */
static TenkillMask deal_scopes(const TenkillParams *p, Pcg32 *chance)
{
    if (p->scope_place == TENKILL_SCOPE_LIST)
        return p->scope_list;
    if (p->scope_place == TENKILL_PINWHEEL && p->layout == TENKILL_SQUARE4 && p->scopes == 4)
        return PINWHEEL_MASK;
    uint8_t tiles[TENKILL_TILES];
    for (int t = 0; t < TENKILL_TILES; t++)
        tiles[t] = (uint8_t)t;
    shuffle(tiles, TENKILL_TILES, chance);
    TenkillMask m = 0;
    for (int i = 0; i < p->scopes; i++)
        m |= (TenkillMask)(1u << tiles[i]);
    return m;
}

/* T4: characters one per tile by a uniform permutation; the character tiles
 * shuffled, seat s taking the pile's 4s-th as hitman and the next three as
 * targets; the rest set aside.  The scopes are drawn last, so that every
 * other parameter leaves the characters' deal unchanged. */
void tenkill_deal(const TenkillParams *p, Pcg32 *chance, TenkillSetup *setup)
{
    memset(setup, 0, sizeof *setup);
    setup->p = *p;
    uint8_t on_tile[TENKILL_TILES], pile[TENKILL_CHARS];
    for (int i = 0; i < TENKILL_CHARS; i++)
        on_tile[i] = pile[i] = (uint8_t)i;
    shuffle(on_tile, TENKILL_TILES, chance);
    shuffle(pile, TENKILL_CHARS, chance);
    for (int t = 0; t < TENKILL_TILES; t++)
        setup->tile[on_tile[t]] = (uint8_t)t;
    memset(setup->hitman, TENKILL_NOBODY, sizeof setup->hitman);
    memset(setup->target, TENKILL_NOBODY, sizeof setup->target);
    for (int s = 0; s < p->players; s++) {
        setup->hitman[s] = pile[4 * s];
        uint8_t *t = setup->target[s];
        memcpy(t, &pile[4 * s + 1], TENKILL_TARGETS);
        for (int i = 1; i < TENKILL_TARGETS; i++) /* ascending, as a record writes them */
            for (int j = i; j > 0 && t[j - 1] > t[j]; j--) {
                uint8_t x = t[j];
                t[j] = t[j - 1];
                t[j - 1] = x;
            }
    }
    setup->scope = deal_scopes(p, chance);
}

/* The deal's identities: distinct characters, targets ascending. */
static int check_identities(const TenkillSetup *s)
{
    TenkillMask seen = 0;
    for (int q = 0; q < s->p.players; q++)
        for (int i = 0; i <= TENKILL_TARGETS; i++) {
            int c = i == 0 ? s->hitman[q] : s->target[q][i - 1];
            if (c >= TENKILL_CHARS || (seen >> c & 1))
                return -1;
            if (i > 1 && s->target[q][i - 2] >= c)
                return -1;
            seen |= (TenkillMask)(1u << c);
        }
    return 0;
}

/* T2: the scope tiles a deal may hold: the listed or pinwheel ones, or any
 * `scopes` tiles when they are drawn. */
static int check_scopes(const TenkillSetup *s)
{
    const TenkillParams *p = &s->p;
    if (__builtin_popcount(s->scope) != p->scopes)
        return -1;
    if (p->scope_place == TENKILL_SCOPE_LIST)
        return s->scope == p->scope_list ? 0 : -1;
    if (p->scope_place == TENKILL_PINWHEEL && p->layout == TENKILL_SQUARE4 && p->scopes == 4)
        return s->scope == PINWHEEL_MASK ? 0 : -1;
    return 0;
}

int tenkill_start(TenkillGame *g, const TenkillSetup *s)
{
    TenkillMask tiles = 0;
    for (int c = 0; c < TENKILL_CHARS; c++)
        tiles |= (TenkillMask)(s->tile[c] < TENKILL_TILES ? 1u << s->tile[c] : 0);
    if (tenkill_params_check(&s->p) || tiles != 0xFFFF || check_identities(s) || check_scopes(s))
        return -1;
    TenkillGeometry geo;
    tenkill_geometry(&s->p, &geo);
    tenkill_start_dealt(g, s, &geo);
    return 0;
}

void tenkill_start_dealt(TenkillGame *g, const TenkillSetup *s, const TenkillGeometry *geo)
{
    memset(g, 0, sizeof *g);
    g->p = s->p;
    g->geo = *geo;
    g->scope = s->scope;
    g->n = s->p.players;
    g->police_total = (uint8_t)tenkill_police_count(&s->p);
    g->supply = (uint8_t)((1u << g->police_total) - 1);
    memset(g->pos, TENKILL_OFF, sizeof g->pos);
    memset(g->role, TENKILL_ROLE_ASIDE, sizeof g->role);
    memset(g->owner, TENKILL_NOBODY, sizeof g->owner);
    memset(g->pile, TENKILL_NOBODY, sizeof g->pile);
    for (int c = 0; c < TENKILL_CHARS; c++) {
        g->pos[c] = s->tile[c];
        g->chars_at[s->tile[c]] |= (TenkillMask)(1u << c);
    }
    g->on_board = 0xFFFF;
    g->n_figs = TENKILL_CHARS;
    for (int c = 0; c < TENKILL_CHARS; c++)
        g->figs[c] = (uint8_t)c;
    g->armed = (uint8_t)((1u << g->n) - 1);
    for (int q = 0; q < g->n; q++) {
        g->seat[q].hitman = s->hitman[q];
        g->seat[q].suspects = 0xFFFF;
        g->role[s->hitman[q]] = TENKILL_ROLE_HITMAN;
        g->owner[s->hitman[q]] = (uint8_t)q;
        for (int i = 0; i < TENKILL_TARGETS; i++) {
            int c = s->target[q][i];
            g->seat[q].targets |= (TenkillMask)(1u << c);
            g->role[c] = TENKILL_ROLE_TARGET;
            g->owner[c] = (uint8_t)q;
        }
    }
    g->phase = TENKILL_PH_TURN;
    g->to_act = 0; /* T4: seat 0 begins every round */
    g->actions_left = 2;
    g->round = 1;
    g->placer = g->crime = g->killer = g->picked = TENKILL_NOBODY;
}
