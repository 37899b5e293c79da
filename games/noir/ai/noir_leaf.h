/*
 * noir_leaf.h — the score of a leaf the rollout horizon cut off
 * (NoirSearch.depth, noir_ismcts.h), fitted to outcomes: the Inspector's
 * chance of winning as a logistic model (ai/logistic.h) of a few
 * features of the search state, `ismcts:leaf=fit`.  The race of guesses
 * (noir_search_inspector_chance) stays the default, `leaf=race`.
 *
 * The weights were fitted to the outcomes of games of the heuristic on both
 * sides, each on its exact belief: the play a rollout to the end makes from
 * the leaf, so the model estimates what `depth=0` would have found there.
 * Every position of every game is a row, with the game's result (1 the
 * Inspector won, 0 the Killer, 1/2 stopped unfinished, N14).  The command
 * that fitted them is in noir_leaf.c, and games/noir/docs/noir.md has the
 * figures.
 */
#ifndef NOIRLAB_NOIR_LEAF_H
#define NOIRLAB_NOIR_LEAF_H

#include "games/noir/ai/noir_ismcts.h"

/* The features, in the order of the weights. */
enum NoirLeafFeature {
    NOIR_LEAF_ONE,       /* the intercept */
    NOIR_LEAF_RACE,      /* the race of guesses' chance */
    NOIR_LEAF_LOG_K,     /* log |K|, the Inspector's belief about the Killer */
    NOIR_LEAF_LOG_J,     /* log |J|, the Killer's belief about the Inspector */
    NOIR_LEAF_LEFT,      /* deaths still needed over the kill target (N11) */
    NOIR_LEAF_INSPECTOR, /* 1 when the Inspector is to move */
    NOIR_LEAF_TURNS,     /* turns played over the turn limit (N14) */
    NOIR_LEAF_FEATURES
};

/* The features of a search state. */
void noir_leaf_features(const NoirSearchState *st, double x[NOIR_LEAF_FEATURES]);

/* The Inspector's chance of winning from st, as the fitted model has it. */
double noir_leaf_fitted_chance(const NoirSearchState *st);

/*
 * `ismcts:leaf=setups`: a model of the same kind fitted to heuristic games of
 * every setup of the balance campaign (scenarios/campaigns/noir-search.ini:
 * the three modes, grids 4 to 6, kill targets 10 to 16), one set of weights
 * a family of setups: a mode on a grid (7x7 takes 6x6's).  Its features mean
 * the same on every grid.  It has no turn count: a fit put a large weight on
 * it where heuristic games are short, and search games far longer than any it
 * saw then scored every leaf alike and stalled (N14).  The Inspector's hand
 * is what Citizen's Arrest's Inspector needs (N12: one arrest a card).
 */
enum NoirLeafSetupsFeature {
    NOIR_SETUPS_ONE,       /* the intercept */
    NOIR_SETUPS_RACE,      /* the race of guesses' chance */
    NOIR_SETUPS_LOG_K,     /* log |K| */
    NOIR_SETUPS_LOG_J,     /* log |J| */
    NOIR_SETUPS_LEFT,      /* deaths still needed over the kill target (N11) */
    NOIR_SETUPS_INSPECTOR, /* 1 when the Inspector is to move */
    NOIR_SETUPS_ARREST,    /* 1 / |K|: an arrest's chance of finding the Killer */
    NOIR_SETUPS_KILL,      /* 1 / |J|: a kill's chance of finding the Inspector */
    NOIR_SETUPS_TARGET,    /* the kill target over the suspects */
    NOIR_SETUPS_HAND,      /* cards in the Inspector's hand (N12's arrests left) */
    NOIR_SETUPS_DECK,      /* cards left in the Evidence Deck over the suspects (N8, N9) */
    NOIR_SETUPS_FEATURES
};

enum { NOIR_SETUPS_GRIDS = 3, NOIR_SETUPS_FAMILIES = NOIR_MODES * NOIR_SETUPS_GRIDS };

/* The family of a setup: its mode and grid. */
int noir_leaf_setups_family(const NoirParams *p);

/* The features of a search state for leaf=setups. */
void noir_leaf_setups_features(const NoirSearchState *st, double x[NOIR_SETUPS_FEATURES]);

/* The Inspector's chance of winning from st, as leaf=setups has it (the
 * weights of st's family). */
double noir_leaf_setups_chance(const NoirSearchState *st);

#endif
