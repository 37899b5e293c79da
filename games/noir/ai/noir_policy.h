/*
 * noir_policy.h — NOIR's players behind one table, in the style of Intent to
 * Kill's (games/itk/ai/policy_class.h).
 *
 * A policy plays one side (enum NoirSide), sees only that side's view (a
 * NoirSeatView, the game interface's view of a NOIR seat: the opponent's
 * secrets blank, N13) and returns one of the legal actions it is given.  Randomness comes only from the Pcg32 the
 * caller passes in, so a game is a function of its seed.
 *
 * Policies are created from a SPEC "name[:key=value,...]" read by ai/policy.h's
 * parser, for example "random", "heuristic" or "ismcts:iterations=500".
 * new_game must be called with the side's view at the start of every game
 * (or before its first decision): the beliefs follow the record from there
 * (noir_belief.h).  The functions have the shape of the game interface's
 * policy table, so that registering them there is a thin wrapper.
 */
#ifndef NOIRLAB_NOIR_POLICY_H
#define NOIRLAB_NOIR_POLICY_H

#include <stddef.h>

#include "ai/policy.h"
#include "ai/search_info.h"
#include "games/noir/ai/noir_belief.h"
#include "games/noir/core/game.h"
#include "games/noir/core/seat_view.h"

typedef struct NoirPolicyClass {
    const char *name;
    const char *help; /* one line: what it does and its keys */
    void *(*create)(const PolicySpec *spec, int side, char *err, size_t errlen);
    void (*destroy)(void *state);
    /* A new game: `view` is the side's view at the start. */
    void (*new_game)(void *state, const NoirSeatView *view);
    NoirAction (*choose)(void *state, const NoirSeatView *view, const NoirActionList *legal, Pcg32 *rng);
    /* What the last choose() searched (ai/search_info.h); NULL: no search. */
    void (*search_info)(const void *state, SearchInfo *out);
} NoirPolicyClass;

/* The head of the state of a policy that follows its game (NoirFollow):
 * the heuristic's and ISMCTS's; their new_game is noir_follower_new_game. */
typedef struct NoirFollower {
    NoirFollow follow;
    int side;
} NoirFollower;

void noir_follower_new_game(void *state, const NoirSeatView *view);

/* The classes, for `noirlab policies`. */
const NoirPolicyClass *const *noir_policy_classes(int *n);

/* The class of that name (random, heuristic, ismcts), or NULL. */
const NoirPolicyClass *noir_policy_class(const char *name);

extern const NoirPolicyClass noir_policy_random;
extern const NoirPolicyClass noir_policy_heuristic;
extern const NoirPolicyClass noir_policy_ismcts;

/* All of them as one family of the game interface's policy table
 * (ai/game_policy.h; noir_family.c). */
struct GamePolicyFamily;
extern const struct GamePolicyFamily noir_policies;

#endif
