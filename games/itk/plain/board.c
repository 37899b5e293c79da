#include "games/itk/plain/board.h"

static int row_of(int b) { return b / CITY_SIDE; }
static int col_of(int b) { return b % CITY_SIDE; }
static int distance(int x, int y) { return x > y ? x - y : y - x; }

int itk_board_adjacent(int a, int b)
{
    return distance(row_of(a), row_of(b)) + distance(col_of(a), col_of(b)) == 1;
}

int itk_board_around(int a, int b)
{
    int dr = distance(row_of(a), row_of(b));
    int dc = distance(col_of(a), col_of(b));
    return a != b && dr <= 1 && dc <= 1;
}

int itk_board_central(int b)
{
    return b == 5 || b == 6 || b == 9 || b == 10;
}

int itk_board_count_in(const PlainGame *g, int b)
{
    int n = 0;
    for (int c = 0; c < CIVILIANS; c++)
        if (g->alive[c] && g->block[c] == b)
            n++;
    return n;
}

int itk_board_count_unintimidated_in(const PlainGame *g, int b)
{
    int n = 0;
    for (int c = 0; c < CIVILIANS; c++)
        if (g->alive[c] && g->block[c] == b && !g->intimidated[c])
            n++;
    return n;
}

int itk_board_has_any_building(const PlainGame *g, int b)
{
    for (int k = 0; k < BUILDINGS; k++)
        if (g->has_building[k][b])
            return 1;
    return 0;
}

int itk_board_near(const PlainGame *g, int c, int b)
{
    return g->alive[c] && (g->block[c] == b || itk_board_adjacent(g->block[c], b));
}

int itk_board_group_alive(const PlainGame *g, int grp)
{
    for (int c = 0; c < CIVILIANS; c++)
        if (g->alive[c] && g->card[c].group == grp)
            return 1;
    return 0;
}

int itk_board_has_room(const PlainGame *g, int b)
{
    return !g->crime_scene[b] && itk_board_count_in(g, b) < BLOCK_CAPACITY;
}
