/*
 * noir_explain.h — `noirlab explain` for a NOIR record (games/noir/docs/noir.md): after
 * each entry, each side's exact belief (noir_belief.h) over the other's
 * identity, as that side could know it from its own view (N13), with the
 * truth beside it.
 */
#ifndef NOIRLAB_NOIR_EXPLAIN_H
#define NOIRLAB_NOIR_EXPLAIN_H

#include "ai/game_explain.h"

extern const GameExplainer noir_explainer;

#endif
