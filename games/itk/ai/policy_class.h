/*
 * policy_class.h — the interface every player of Intent to Kill implements
 * (its family in the game interface's policy table, ai/game_policy.h).
 *
 * A policy is told which side it plays, sees only that side's information set
 * (itk_game_view: for the Detective every hidden field is blanked) and returns one
 * of the legal actions it is given.  Randomness comes only from the Pcg32 the
 * caller passes in, so a policy is deterministic given the game's seed.
 * Policies are created from a SPEC (ai/policy.h).
 */
#ifndef NOIRLAB_ITK_POLICY_CLASS_H
#define NOIRLAB_ITK_POLICY_CLASS_H

#include <stddef.h>

#include "ai/policy.h"
#include "ai/search_info.h"
#include "base/pcg32.h"
#include "games/itk/core/game.h"

typedef struct PolicyClass PolicyClass;

typedef struct Policy {
    const PolicyClass *cls;
    void *state;
    int side;
} Policy;

struct PolicyClass {
    const char *name;
    const char *help;        /* one line: what it does and its keys */
    int needs_view;          /* 0: choose() never looks at the game (random) */
    /* Create per-policy state for `side`; NULL with a message in err on a bad spec. */
    void *(*create)(const PolicySpec *spec, int side, char *err, size_t errlen);
    void (*destroy)(void *state);
    /* A new game starts: `view` is the side's view at its first decision or earlier. May be NULL. */
    void (*new_game)(void *state, const Game *view);
    /* Choose one of legal->a[0..n-1].  `view` is NULL when needs_view is 0. */
    Action (*choose)(void *state, const Game *view, const ActionList *legal, Pcg32 *rng);
    /* How this game's accusation was picked among equally probable ones
     * (GameTie, ai/tie.h), for the store; NULL: the policy does not say. */
    int (*guess_tie)(const void *state);
    /* What the last choose() searched (ai/search_info.h), for the engine
     * protocol's `info` lines; NULL: the policy does not search. */
    void (*search_info)(const void *state, SearchInfo *out);
};

/* Build a policy from a spec.  Returns 0, or -1 with a message naming the problem
 * (unknown policy, unknown key, bad value). */
int itk_policy_create(Policy *p, const char *spec_text, int side, char *err, size_t errlen);
void itk_policy_destroy(Policy *p);

/* The registered classes, for `noirlab policies` and help texts. */
const PolicyClass *const *itk_policy_classes(int *n);

#endif
