/*
 * search_info.c — a search's summary for the protocols (search_info.h).
 */
#include "ai/search_info.h"

#include <string.h>

void search_info_print(FILE *out, const SearchInfo *info, SearchMoveName name, const void *ctx)
{
    if (info->iterations == 0)
        return;
    fprintf(out, "info search iterations %ld nodes %ld\n", info->iterations, info->nodes);
    for (int i = 0; i < info->n; i++) {
        char text[256];
        name(ctx, info->move[i], text, sizeof text);
        fprintf(out, "info move %s visits %ld value %.4f\n", text, info->visits[i], info->value[i]);
    }
}

void search_info_from_ismcts(const Ismcts *t, int searched, SearchInfo *out)
{
    GameAction move[GAME_MAX_ACTIONS];
    long visits[GAME_MAX_ACTIONS];
    double mean[GAME_MAX_ACTIONS];
    memset(out, 0, sizeof *out);
    if (!searched)
        return;
    int n = ismcts_root_children(t, move, visits, mean, GAME_MAX_ACTIONS);
    out->iterations = ismcts_stats(t)->iterations;
    out->nodes = ismcts_stats(t)->nodes;
    /* Selection of the most visited, one place at a time: n is small. */
    for (; out->n < SEARCH_INFO_MOVES && out->n < n; out->n++) {
        int best = out->n;
        for (int i = out->n + 1; i < n; i++)
            if (visits[i] > visits[best])
                best = i;
        out->move[out->n] = move[best];
        out->visits[out->n] = visits[best];
        out->value[out->n] = mean[best];
        move[best] = move[out->n]; /* the one it displaces takes its slot */
        visits[best] = visits[out->n];
        mean[best] = mean[out->n];
    }
}
