/*
 * game.c — starting a game of NOIR and the small questions about a position.
 */
#include "games/noir/core/game.h"

#include "games/noir/core/board.h"

#include <stddef.h>
#include <string.h>

/* The cell's row of three, and the rows above and below; column 7 is never
 * on the grid, so no wrap survives the grid's mask in noir_adjacent. */
#define ROW3(b) ((b) | (b) << 1 | (b) >> 1)
#define NEAR(c) ((ROW3(1ULL << (c)) | ROW3(1ULL << (c)) << 8 | ROW3(1ULL << (c)) >> 8) & ~(1ULL << (c)))
#define NEAR8(r) NEAR(8 * (r)), NEAR(8 * (r) + 1), NEAR(8 * (r) + 2), NEAR(8 * (r) + 3), NEAR(8 * (r) + 4), \
                 NEAR(8 * (r) + 5), NEAR(8 * (r) + 6), NEAR(8 * (r) + 7)
const NoirCells noir_neighbour_cells[NOIR_CELLS] = {NEAR8(0), NEAR8(1), NEAR8(2), NEAR8(3),
                                                    NEAR8(4), NEAR8(5), NEAR8(6), NEAR8(7)};
#undef NEAR8
#undef NEAR
#undef ROW3

int noir_init(NoirGame *g, const NoirSetup *s)
{
    if (noir_setup_check(s))
        return -1;
    noir_init_dealt(g, s);
    return 0;
}

void noir_init_dealt(NoirGame *g, const NoirSetup *s)
{
    int side = s->p.side, n = side * side;
    memset(g, 0, offsetof(NoirGame, obs)); /* the record is written before it is read */
    g->p = s->p;
    g->rows = g->cols = (uint8_t)side;
    g->alive = ((NoirSuspects)1 << n) - 1;
    memset(g->card, NOIR_NOBODY, sizeof g->card);
    memset(g->card_t, NOIR_NOBODY, sizeof g->card_t);
    for (int r = 0; r < side; r++)
        for (int c = 0; c < side; c++) { /* N1: the dealt grid, and its transposed copy (board.h) */
            int cell = 8 * r + c, card = s->grid[side * r + c];
            g->card[cell] = g->card_t[8 * c + r] = (uint8_t)card;
            g->pos[card] = (uint8_t)cell;
        }
    g->grid = g->live = board_square(side).grid;
    /* N2: the Killer's card, the Inspector's four, then the Evidence Deck. */
    g->killer = s->evidence[0];
    g->inspector = NOIR_NOBODY;
    for (int i = 1; i <= NOIR_DEALT; i++)
        g->dealt |= (NoirSuspects)1 << s->evidence[i];
    g->n_deck = (uint8_t)(n - 1 - NOIR_DEALT);
    memcpy(g->deck, s->evidence + 1 + NOIR_DEALT, g->n_deck);
    g->top = 0;
    /* N3, N15: the Killer's forced Kill first, unless the Inspector chooses first. */
    g->phase = s->p.identity_first ? NOIR_PH_IDENTITY : NOIR_PH_KILLER_FIRST;
    board_clear_bar(g);
    g->winner = NOIR_SIDE_NONE;
    g->end = NOIR_END_NONE;
}

int noir_to_move(const NoirGame *g)
{
    switch (g->phase) {
    case NOIR_PH_KILLER_FIRST:
    case NOIR_PH_KILLER: return NOIR_KILLER;
    case NOIR_PH_IDENTITY:
    case NOIR_PH_INSPECTOR:
    case NOIR_PH_DISCARD: return NOIR_INSPECTOR;
    default: return NOIR_SIDE_NONE;
    }
}

int noir_are_adjacent(const NoirGame *g, int s, int t)
{
    if (g->pos[s] == NOIR_OFF || g->pos[t] == NOIR_OFF)
        return 0;
    return (int)(noir_adjacent(g, g->pos[s]) >> g->pos[t] & 1);
}

NoirSuspects noir_suspects_on(const NoirGame *g, NoirCells cells)
{
    NoirSuspects set = 0;
    for (; cells; cells &= cells - 1)
        set |= (NoirSuspects)1 << g->card[__builtin_ctzll(cells)];
    return set;
}
