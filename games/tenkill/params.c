/*
 * params.c — the parameters' defaults and checks (the reference's table).
 */
#include "games/tenkill/tenkill.h"

#include <string.h>

/* T1: the default layout and the two named others, tiles in row-major order. */
void tenkill_layout_named(TenkillParams *p, int layout)
{
    int width = layout == TENKILL_SQUARE4 ? 4 : layout == TENKILL_RECT2X8 ? 8 : 16;
    p->layout = (uint8_t)layout;
    for (int t = 0; t < TENKILL_TILES; t++) {
        p->cell_r[t] = (uint8_t)(t / width);
        p->cell_c[t] = (uint8_t)(t % width);
    }
}

void tenkill_params_default(TenkillParams *p)
{
    static const int16_t score[TENKILL_SCORE_ITEMS] = {2, 1, 1, 3, -1, -1337}; /* T20 */
    memset(p, 0, sizeof *p);
    p->players = 4;
    tenkill_layout_named(p, TENKILL_SQUARE4);
    p->scopes = 4;                    /* T2 */
    p->scope_place = TENKILL_PINWHEEL;
    p->police = TENKILL_POLICE;       /* T3 */
    p->sniper_gaps = 1;               /* T11 */
    p->self_suspect = 1;              /* T16 */
    p->max_rounds = 40;               /* T19 */
    memcpy(p->score, score, sizeof score);
}

int tenkill_police_count(const TenkillParams *p)
{
    if (p->police == TENKILL_POLICE_EDITION2)
        return p->players == 2 ? 3 : 2;
    return p->police;
}

/* T1: 16 distinct cells, each sharing a side with another, all in one piece. */
static const char *check_layout(const TenkillParams *p)
{
    for (int t = 0; t < TENKILL_TILES; t++) {
        if (p->cell_r[t] >= TENKILL_GRID_MAX || p->cell_c[t] >= TENKILL_GRID_MAX)
            return "layout: a cell lies beyond the 16 x 16 grid";
        if (t > 0 && (p->cell_r[t] < p->cell_r[t - 1] ||
                      (p->cell_r[t] == p->cell_r[t - 1] && p->cell_c[t] <= p->cell_c[t - 1])))
            return "layout: cells must be distinct and in row-major order";
    }
    TenkillGeometry geo;
    tenkill_geometry(p, &geo);
    TenkillMask reached = 1, frontier = 1;
    while (frontier) {
        TenkillMask next = 0;
        for (int t = 0; t < TENKILL_TILES; t++)
            if (frontier >> t & 1)
                next |= geo.adj[t];
        frontier = (TenkillMask)(next & ~reached);
        reached |= next;
    }
    return reached == 0xFFFF ? NULL : "layout: the cells must form one piece through shared sides (T1)";
}

const char *tenkill_params_check(const TenkillParams *p)
{
    if (p->players < 2 || p->players > TENKILL_SEATS_MAX)
        return "players must be 2, 3 or 4";
    if (p->police > TENKILL_POLICE && p->police != TENKILL_POLICE_EDITION2)
        return "police must be 0 to 8 or edition2 (T3)";
    if (p->scopes > TENKILL_TILES)
        return "scopes must be 0 to 16 (T2)";
    if (p->scope_place == TENKILL_SCOPE_LIST && __builtin_popcount(p->scope_list) != p->scopes)
        return "scope_place: the list must name `scopes` tiles (T2)";
    if (p->max_rounds < 1 || p->max_rounds > TENKILL_MAX_ROUNDS)
        return "max_rounds must be 1 to 1000 (T19)";
    if (p->police_empty > TENKILL_EMPTY_RANDOM || p->layout > TENKILL_CELLS)
        return "a parameter is out of its range";
    return check_layout(p);
}
