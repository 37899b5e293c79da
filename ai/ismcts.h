/*
 * ismcts.h — single-observer information-set Monte Carlo tree search
 * (SO-ISMCTS: Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
 * Search", IEEE TCIAIG 4(2), 2012), for any game of 2 to GAME_SEATS_MAX
 * seats with hidden information and chance.  Nothing here knows a game: it
 * comes in as an IsmctsGame of function pointers over an opaque, fixed-size
 * state (the adapters: ismcts_itk.c for Intent to Kill, noir_ismcts.c for
 * NOIR, games/tenkill/ai/ismcts_tenkill.c for 10' to Kill, of 2 to 4 seats).
 *
 * One search builds one tree for the player to move at the root (the
 * searcher).  Each iteration:
 *
 *   1. determinize  sample a full state (every hidden card filled in) from the
 *                   searcher's information set;
 *   2. select       walk down from the root, at every node considering only
 *                   the children whose action is legal in that sample.  A
 *                   player's node picks by UCB1 with availability counts
 *                   (a child's exploration term uses how often it was
 *                   available, not the parent's visits), plus the progressive
 *                   bias w * prior / (visits + 1) when the game has a prior
 *                   (Chaslot et al., "Progressive strategies for Monte-Carlo
 *                   tree search", 2008); a chance node samples one of the
 *                   sample's legal outcomes uniformly;
 *   3. expand       when the sample has a legal action the node has no child
 *                   for, add one of them (chosen uniformly, or among those
 *                   of highest prior when there is one) and stop;
 *   4. roll out     play the sample on to the end (or to where the game's
 *                   rollout stops and its reward evaluates the position);
 *   5. back up      add every seat's reward to every node on the path.
 *
 * Nodes are keyed by the action that leads to them, so they stand for the
 * searcher's information sets only if the searcher sees every action.  A
 * game whose actions have hidden outcomes (a witness's answer) reveals those
 * outcomes to the tree as chance moves with one legal outcome each.
 *
 * Rewards: one per seat, each in [0, 1]; a node stores every seat's total
 * (IsmctsConfig.seats of them) and the node of a seat to move picks by that
 * seat's own (the "max^n" backup of multi-player MCTS: each seat maximises
 * its own reward).  With two seats and rewards that sum to 1 this is plain
 * ISMCTS.  A game may give a seat its own view of success instead
 * (ismcts_itk.c: the Detective judged by its belief, not by the truth only
 * the Murderer knows).  Below, "opponent" is any seat other than the
 * searcher.
 *
 * The opponent's information (`keyed`).  In a single tree the opponent's node
 * is one node over every sampled world, so its move is one move for all the
 * hidden states it knows and the searcher does not: as if it did not know
 * them either.  With `keyed` and a game private_key, an opponent's child is
 * (key, action): the opponent's statistics are kept apart per key, as in a
 * tree of its own per information it holds (the multiple-observer view of
 * Cowling et al. 2012, §6, for a player whose private information is dealt
 * at the start), while the searcher's own nodes stay one per information
 * set.  A key unseen so far starts its own children.
 *
 * The opponent model (`opponent`).  Even keyed, the opponent's nodes learn
 * its move from the searcher's samples, and with many keys each one's moves
 * are hardly explored.  With ISMCTS_OPPONENT_MODEL the opponent's node does
 * not choose by UCB: its move is the game's model of the opponent
 * (opponent_move) in the sampled world, so that the opponent plays each
 * world as it would (an "expectimax" node over the worlds the searcher
 * cannot tell apart).  The model is asked once per (node, opponent_key) and
 * its move kept in a cache for the rest of the search; a kept move that is
 * not legal in a later sample with the same key is asked again.
 *
 * Memory: nodes come from one arena allocated when the searcher is created
 * and reused by every search; the arena never exceeds IsmctsConfig.memory
 * bytes.  When it is full the tree stops growing and iterations roll out
 * from the frontier they reach.
 *
 * Reproducibility: with a fixed number of iterations (the default) a search
 * is a function of the information set and the Pcg32 passed in.  A time
 * budget (`seconds`) depends on the machine's speed and load.
 */
#ifndef NOIRLAB_ISMCTS_H
#define NOIRLAB_ISMCTS_H

#include <stddef.h>
#include <stdint.h>

#include "base/pcg32.h"
#include "sim/game_class.h"

/* to_move() results besides the seats 0 .. IsmctsConfig.seats - 1. */
enum { ISMCTS_CHANCE = -1, ISMCTS_OVER = -2 };

typedef struct IsmctsGame {
    size_t state_size; /* bytes of a state; a copy is a memcpy */
    /* A seat (0 .. seats - 1), ISMCTS_CHANCE, or ISMCTS_OVER where the search stops and scores. */
    int (*to_move)(void *ctx, const void *state);
    /* The legal actions of the player (or chance) to move, in ascending
     * order, each once; chance outcomes are equally likely. */
    void (*legal)(void *ctx, const void *state, GameActions *out);
    void (*apply)(void *ctx, void *state, GameAction a);
    /* Two seats only, constant-sum: seat `player`'s reward in [0, 1] where a
     * rollout stopped: where to_move() is ISMCTS_OVER, or earlier when the
     * rollout cuts the game short and the reward is an evaluation.  The
     * search asks for seat 0's and gives seat 1 one minus it, unless the game
     * has `rewards`. */
    double (*reward)(void *ctx, const void *state, int player);
    /* May be NULL (then two seats and `reward`).  Every seat's reward at once,
     * out[s] for seat s < IsmctsConfig.seats, each in [0, 1]; they need not
     * sum to anything: each seat's nodes are judged by its own. */
    void (*rewards)(void *ctx, const void *state, double out[GAME_SEATS_MAX]);
    /* A full state drawn from the searcher's information set `info_set`. */
    void (*determinize)(void *ctx, const void *info_set, void *out, Pcg32 *rng);
    /* Play on from `state` to ISMCTS_OVER or to a cut-off of the game's
     * choosing; NULL for ismcts_random_rollout. */
    void (*rollout)(void *ctx, void *state, Pcg32 *rng);
    /* Prior knowledge (may be NULL): out[i] in [0, 1], how promising legal->a[i]
     * looks to the player to move in `state` (a player's node, never chance).
     * Used only when IsmctsConfig.bias > 0. */
    void (*prior)(void *ctx, const void *state, const GameActions *legal, double *out, Pcg32 *rng);
    /* What `player` (to move in `state`) knows of the sample that the searcher
     * may not, as a key (may be NULL: nothing).  With IsmctsConfig.keyed every
     * opponent's nodes are told apart by it (below). */
    uint32_t (*private_key)(void *ctx, const void *state, int player);
    /* The opponent model (may be NULL; used with IsmctsConfig.opponent =
     * ISMCTS_OPPONENT_MODEL): the move `player`, an opponent of the searcher to
     * move in `state`, makes in this sample (one of `legal`), and the key of
     * what that move depends on that the searcher does not know (0: nothing,
     * the move is the same in every sample that reaches the node).  The
     * search asks for the key every time and for the move once per (node,
     * key). */
    uint32_t (*opponent_key)(void *ctx, const void *state, int player);
    GameAction (*opponent_move)(void *ctx, const void *state, const GameActions *legal, Pcg32 *rng);
} IsmctsGame;

/* How the opponent's nodes choose (IsmctsConfig.opponent). */
enum IsmctsOpponent {
    ISMCTS_OPPONENT_TREE,  /* UCB over the opponent's own statistics (plain ISMCTS; `keyed` applies) */
    ISMCTS_OPPONENT_MODEL, /* the game's opponent model in the sample's world (opponent_move), cached */
};

enum IsmctsFinal {
    ISMCTS_FINAL_VISITS, /* the root child with the most visits */
    ISMCTS_FINAL_SAMPLE, /* a root child drawn with probability proportional to its visits */
};

typedef struct IsmctsConfig {
    long iterations; /* per decision: the reproducible budget */
    double seconds;  /* > 0: search this long instead of `iterations` times */
    double c;        /* UCB1 exploration constant (rewards are in [0, 1]) */
    double bias;     /* progressive bias weight w of the game's prior (0: no prior) */
    int final;       /* enum IsmctsFinal */
    int keyed;       /* 1: the opponent's moves are keyed by its private_key (below) */
    int opponent;    /* enum IsmctsOpponent */
    size_t memory;   /* the node arena's bound in bytes */
    int seats;       /* the game's seats, 2..GAME_SEATS_MAX (0: 2); a node keeps one reward total per seat */
    int ties;        /* enum TieOrder (tie.h): the final choice among children of equal visits and mean
                      * reward (0: at random, from the searcher's stream) */
} IsmctsConfig;

/* What the last search did. */
typedef struct IsmctsStats {
    long iterations;
    long nodes;         /* nodes in the tree, the root included */
    long frontier_only; /* iterations that found the arena full and could not expand */
    long illegal;       /* tree actions that were not legal in the sample: always 0 */
    int max_depth;      /* deepest node reached, the root being 0 */
    long model_calls;   /* opponent moves asked of the game's model (ISMCTS_OPPONENT_MODEL) */
    long model_hits;    /* opponent moves found in the cache instead */
    int final_tie;      /* GameTie: how the final choice was picked among equal children */
} IsmctsStats;

typedef struct Ismcts Ismcts;

/* A searcher for states of `state_size` bytes.  The arena holds
 * min(memory / ismcts_seat_node_bytes(seats), iterations + 1) nodes (the
 * memory bound alone with a time budget).  NULL when the bound is below 2
 * nodes, the seats are not 2..GAME_SEATS_MAX or memory runs out. */
Ismcts *ismcts_create(const IsmctsConfig *cfg, size_t state_size);
void ismcts_destroy(Ismcts *t);

/* Bytes of one tree node for a game of `seats` seats, of one for two seats,
 * and the arena's size in nodes and in bytes. */
size_t ismcts_seat_node_bytes(int seats);
size_t ismcts_node_bytes(void);
long ismcts_capacity(const Ismcts *t);
size_t ismcts_arena_bytes(const Ismcts *t);

/*
 * Search from the searcher's information set `info_set` (the state handed to
 * game->determinize) and return the chosen root action.  Randomness comes
 * from rng only.  The root must not be over and must have a legal action.
 */
GameAction ismcts_search(Ismcts *t, const IsmctsGame *game, void *ctx, const void *info_set, Pcg32 *rng);

const IsmctsStats *ismcts_stats(const Ismcts *t);

/* The root's children after a search: up to `max` actions with their visits
 * and the mean reward of the seat who chose them (the searcher).  Returns how many. */
int ismcts_root_children(const Ismcts *t, GameAction *action, long *visits, double *mean, int max);

/* The default rollout: uniformly random legal actions (chance included). */
void ismcts_random_rollout(const IsmctsGame *game, void *ctx, void *state, Pcg32 *rng);

#endif
