/*
 * game_registry.c — the games the lab plays (game_class.h).
 */
#include <stdio.h>
#include <string.h>

#include "sim/game_class.h"
#include "sim/game_list.h" /* written by the build from NOIRLAB_GAMES (sim/CMakeLists.txt) */

static const GameClass *const classes[] = {NOIRLAB_GAME_CLASSES};

const GameClass *const *game_classes(int *n)
{
    *n = (int)(sizeof classes / sizeof classes[0]);
    return classes;
}

const GameClass *game_class_find(const char *name)
{
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
        if (strcmp(classes[i]->name, name) == 0)
            return classes[i];
    return NULL;
}

void game_class_names(char *out, size_t outlen)
{
    size_t used = 0;
    out[0] = '\0';
    for (size_t i = 0; i < sizeof classes / sizeof classes[0] && used < outlen; i++) {
        if (classes[i]->for_tests)
            continue;
        int n = snprintf(out + used, outlen - used, "%s%s", used ? ", " : "", classes[i]->name);
        used += n > 0 ? (size_t)n : 0;
    }
}

int game_seats(const GameClass *g, const void *params) { return g->seats ? g->seats(params) : g->min_seats; }

void game_outcome_win_loss(GameOutcome *o, int winner, int seats)
{
    o->seats = (uint8_t)seats;
    o->winner = (uint8_t)(winner >= 0 && winner < seats ? winner : GAME_NOBODY);
    for (int i = 0; i < seats; i++) {
        o->score[i] = i == o->winner;
        o->rank[i] = (uint8_t)(o->winner == GAME_NOBODY || i == o->winner ? 1 : 2);
    }
}

int game_seat_by_name(const GameClass *g, const char *name)
{
    static const char *const generic[][GAME_SEATS] = {{"hider", "seeker"}, {"murderer", "detective"}};
    for (int seat = 0; seat < g->max_seats; seat++)
        if (strcmp(g->seat_name[seat], name) == 0)
            return seat;
    if (g->max_seats != GAME_SEATS)
        return -1; /* the generic names are the two-seat games' */
    for (size_t i = 0; i < sizeof generic / sizeof generic[0]; i++)
        for (int seat = 0; seat < GAME_SEATS; seat++)
            if (strcmp(generic[i][seat], name) == 0)
                return seat;
    return -1;
}
