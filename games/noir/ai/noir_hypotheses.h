/*
 * noir_hypotheses.h — `hypotheses SIDE` of `noirlab engine --game noir`
 * (docs/protocol.md): the side's exact belief over the other side's
 * identity (noir_belief.h), as that side could know it from its own view;
 * the same for a person (`play --human --explain`).
 */
#ifndef NOIRLAB_NOIR_HYPOTHESES_H
#define NOIRLAB_NOIR_HYPOTHESES_H

#include "ai/game_belief.h"

extern const GameBelief noir_game_belief;

#endif
