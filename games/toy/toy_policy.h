/*
 * toy_policy.h — the toy game's policy (toy_policy.c), registered in
 * ai/game_policy.c.
 */
#ifndef NOIRLAB_TOY_POLICY_H
#define NOIRLAB_TOY_POLICY_H

#include "ai/game_policy.h"

extern const GamePolicyClass toy_policy_keep;

#endif
