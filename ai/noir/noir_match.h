/*
 * noir_match.h — play one game of NOIR between two policies (noir_policy.h).
 *
 * A game's seed splits into three independent PCG32 streams: the deal, the
 * Killer's and the Inspector's.  Changing one policy never changes the deal
 * another game of the same seed sees (common random numbers for paired
 * comparisons), and a game is a function of its seed.
 */
#ifndef NOIRLAB_NOIR_MATCH_H
#define NOIRLAB_NOIR_MATCH_H

#include "noir_policy.h"

typedef struct NoirResult {
    uint8_t winner; /* enum NoirSide; NOIR_SIDE_NONE when unfinished (N14) */
    uint8_t end;    /* enum NoirEnd */
    uint8_t deaths;
    uint16_t turns;
} NoirResult;

enum NoirMatchStream { NOIR_STREAM_DEAL, NOIR_STREAM_KILLER, NOIR_STREAM_INSPECTOR };

/* Play one game of parameters p from `seed`.  Returns 0, or -1 when the
 * parameters are not playable (noir_params_check). */
int noir_match_play(const NoirParams *p, NoirPolicy *killer, NoirPolicy *inspector, uint64_t seed, NoirResult *out);

#endif
