/*
 * noir_ismcts.h — NOIR as an IsmctsGame (ai/ismcts.h): how a side's
 * information set is sampled, which outcomes the tree is shown, what a
 * rollout plays and how it is scored.
 *
 * Players: 0 is the Killer and 1 the Inspector (enum NoirSide).
 *
 * Determinization from the searcher's exact belief (noir_belief.h).  The
 * Inspector's sample draws the Killer's identity uniformly from its belief;
 * the cards it has never seen but that one are the deck, shuffled.  The
 * Killer's sample draws the Inspector's identity uniformly from its belief;
 * the cards it has never seen but that one are the Inspector's hand (of the
 * public size) and the deck, dealt at random.  Before the Inspector's choice
 * (N3) the Killer's sample deals the four and plans the choice.  Every
 * full deal consistent with the searcher's view is then as likely as the
 * belief says (equal weights).
 *
 * Hidden outcomes.  Nodes are keyed by actions, so what the searcher learns
 * from a move beyond the move itself is revealed to its tree as a chance
 * move with one outcome: a disguise's result (N8), the card an Exonerate drew
 * (N9, the Inspector's tree), and a canvass answer (N6, N9).  In the
 * Killer's tree the Inspector's choice of identity is one move,
 * NOIR_ISMCTS_CHOOSE, which makes the sample's planned choice.
 *
 * The opponent inside the tree (NoirSearch.opponent).  In plain SO-ISMCTS
 * (NOIR_OPPONENT_TREE) the opponent's node is one node over every sample,
 * so its statistics are those of a player who knows the searcher's
 * identity: the in-tree Inspector learns to arrest the Killer of every
 * sample, which is the true one, and the Killer's search sees every line
 * lost.  With NOIR_OPPONENT_HEURISTIC the opponent's move in the tree is the
 * heuristic's on the opponent's belief in the sample (as in the rollouts),
 * shown to the tree as a chance move with one outcome; the tree then holds
 * the searcher's moves only, a best reply to the heuristic, searched as deep
 * as the searcher's own turns.  Each sample carries a stream for these
 * moves, so a modelled move is a function of the state.
 *
 * Rollouts play to the end, or for NoirSearch.depth plies: uniformly
 * random moves, or the heuristic for both sides (noir_heuristic.h), each on
 * a belief carried in the search state.  A rollout cut off by that horizon
 * is scored by the beliefs it reached, as a race of guesses: the
 * Inspector's chance is that its arrest finds the Killer (one suspect of its
 * belief K a turn) no later than the Killer's kill finds the Inspector (one
 * of the Killer's belief J a turn) and before the kill target (N11).  In a sample, the opponent's belief about the searcher is the
 * searcher's own public exposure, and about itself the searcher's belief
 * (an approximation: the opponent's private cards are not replayed).
 * Reward: 1 for a win, 0 for a loss, 1/2 for a game stopped unfinished
 * (N14), the race's chance for a leaf of the horizon, or with
 * NoirSearch.leaf = NOIR_LEAF_BY_FIT or NOIR_LEAF_BY_SETUPS the chance a
 * model fitted to outcomes gives it (noir_leaf.h).
 */
#ifndef NOIRLAB_NOIR_ISMCTS_H
#define NOIRLAB_NOIR_ISMCTS_H

#include "ai/ismcts.h"
#include "games/noir/ai/noir_heuristic.h"

/* Moves of the search that are not moves of the rules core. */
#define NOIR_ISMCTS_CHOOSE NOIR_ACTION(NOIR_CHOOSE, 0xFF, 0)
#define NOIR_ISMCTS_NO_SIGNAL ((NoirAction)0xFFFFFFFFu)

/* A search state: a full position, both sides' beliefs, the outcome the
 * searcher's tree is shown next, and the Inspector's planned choice. */
typedef struct NoirSearchState {
    NoirGame g;
    NoirBelief b[2]; /* per side (enum NoirSide) */
    NoirAction signal;
    uint8_t planned;
    Pcg32 rng; /* the modelled opponent's draws (NOIR_OPPONENT_HEURISTIC) */
} NoirSearchState;

enum NoirRollout { NOIR_ROLLOUT_RANDOM, NOIR_ROLLOUT_HEURISTIC };

/* Who moves for the opponent inside the tree: the tree's own statistics
 * (plain SO-ISMCTS), or the heuristic on the opponent's belief in the sample. */
enum NoirOpponent { NOIR_OPPONENT_TREE, NOIR_OPPONENT_HEURISTIC };

/* What scores a leaf the rollout horizon cut off: the race of guesses, the
 * model fitted to outcomes of Classic 5x5, or the one fitted to outcomes of
 * every setup of the balance campaign (noir_leaf.h). */
enum NoirLeaf { NOIR_LEAF_BY_RACE, NOIR_LEAF_BY_FIT, NOIR_LEAF_BY_SETUPS };

/* The context of one search (the ctx of noir_ismcts_game). */
typedef struct NoirSearch {
    int searcher;      /* enum NoirSide */
    int rollout;       /* enum NoirRollout */
    NoirHeuristic h;   /* the rollouts' and the prior's heuristic */
    int opponent;      /* enum NoirOpponent */
    NoirBelief root;   /* the searcher's belief at the root */
    uint8_t forced;    /* the opponent's identity in every sample, NOIR_NOBODY: drawn */
    int depth;         /* plies a rollout plays before its leaf is scored by the beliefs; 0: to the end */
    int leaf;          /* enum NoirLeaf: what scores that leaf */
} NoirSearch;

extern const IsmctsGame noir_ismcts_game;

/* The Inspector's chance of winning a sample the rollout horizon cut off:
 * the race of guesses above, on st's beliefs and the deaths still needed. */
double noir_search_inspector_chance(const NoirSearchState *st);

/* A move of the legal ones that wins at once whatever the opponent's
 * identity (a disguise never counts: its result depends on the deck, N8), or
 * NOIR_ISMCTS_NO_SIGNAL.  Tried on one sample per identity the searcher's
 * belief allows (s->root), which decides an arrest (N7, N12) or a kill (N6, N11). */
NoirAction noir_search_sure_win(NoirSearch *s, const NoirGame *position, const NoirActionList *legal, Pcg32 *rng);

#endif
