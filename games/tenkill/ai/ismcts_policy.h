/*
 * ismcts_policy.h — the "ismcts" player of 10' to Kill (docs/tenkill.md,
 * Players): the generic search (ai/ismcts.h) through ismcts_tenkill.h, and
 * its defaults.
 */
#ifndef NOIRLAB_TENKILL_ISMCTS_POLICY_H
#define NOIRLAB_TENKILL_ISMCTS_POLICY_H

#include "ai/game_policy.h"

/* The defaults, and their text for `noirlab policies`. */
#define TENKILL_ISMCTS_ITERATIONS 300
#define TENKILL_ISMCTS_ITERATIONS_TEXT "300"
#define TENKILL_ISMCTS_C 0.7
#define TENKILL_ISMCTS_C_TEXT "0.7"
#define TENKILL_ISMCTS_SCORE 0.1
#define TENKILL_ISMCTS_SCORE_TEXT "0.1"
#define TENKILL_ISMCTS_ROLLOUT 1  /* heuristic */
#define TENKILL_ISMCTS_OPPONENT 0 /* tree */

extern const GamePolicyClass tenkill_policy_ismcts;

#endif
