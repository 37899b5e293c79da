/*
 * search_info.h — what a searching policy's last decision looked like: its
 * iterations and tree size, and its most visited root moves with their
 * visits and mean reward.  The engine protocols print it as `info` lines
 * before `bestmove` (docs/protocol.md), as UCI engines report a search.
 */
#ifndef NOIRLAB_SEARCH_INFO_H
#define NOIRLAB_SEARCH_INFO_H

#include <stdio.h>

#include "ai/ismcts.h"
#include "sim/game_class.h"

enum { SEARCH_INFO_MOVES = 5 }; /* root moves reported, most visited first */

typedef struct SearchInfo {
    long iterations; /* 0: no search (a single legal move was played as it was) */
    long nodes;
    int n;           /* root moves listed */
    GameAction move[SEARCH_INFO_MOVES];
    long visits[SEARCH_INFO_MOVES];
    double value[SEARCH_INFO_MOVES]; /* the mover's mean reward through the move, in [0, 1] */
} SearchInfo;

/* The last search of t: its statistics and up to SEARCH_INFO_MOVES root
 * moves by visits (ties in the tree's order); all zero when the policy's
 * last choice was not a search (`searched` 0: a single legal move). */
void search_info_from_ismcts(const Ismcts *t, int searched, SearchInfo *out);

/* The engine protocols' `info` lines of a search, one format for every game
 * (docs/protocol.md): "info search iterations N nodes M", then "info move
 * EVENT visits V value X" for each listed move, EVENT written by name(ctx,
 * ...); nothing when info->iterations is 0. */
typedef void (*SearchMoveName)(const void *ctx, GameAction a, char *out, size_t outlen);
void search_info_print(FILE *out, const SearchInfo *info, SearchMoveName name, const void *ctx);

#endif
