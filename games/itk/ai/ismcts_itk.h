/*
 * ismcts_itk.h — Intent to Kill as an IsmctsGame (ismcts.h): how a side's
 * information set is sampled, what a rollout plays and how it is scored.
 *
 * Players: 0 is the Murderer and 1 the Detective (SIDE_MURDERER and
 * SIDE_DETECTIVE); SIDE_CHANCE is the search's chance player.
 *
 * Determinization (R14).  The Murderer knows everything but future draws, so
 * its sample is the position itself; draws are chance nodes of the tree.  The
 * Detective's sample draws a hypothesis (murderer, motive, Person of Interest,
 * supporters) from the belief engine's posterior (games/itk/ai/belief.h) and fills in
 * the hidden fields to a legal full position: the Murderer's 3 tokens hold the
 * supporters and no token seen drawn from the stack, the stack is the rest,
 * and the liars follow R7.  With a model of the Murderer (`model`,
 * murderer_model.h: a learned file and/or `silenced`) the posterior is first
 * weighed by the model's likelihood of the Murderer's choices seen so far
 * (itk_murderer_model_weigh, the heuristic Detective's entry point too).  The
 * samples and the scores then both follow it.
 *
 * The opponent model (ISMCTS_OPPONENT_MODEL).  The opponent's nodes play
 * the heuristic of its side on its own view of the sample: in the
 * Murderer's search the heuristic Detective (the public record only, one
 * move per node), in the Detective's search the heuristic Murderer of the
 * sampled murderer, motive, Person of Interest and supporters.  With a
 * mixture `against` the side (ismcts:against=FILE) they play the mixture
 * instead: each sample draws a member by the weights (the searcher does not
 * know which member it faces, so it answers the mixture, not a member), the
 * member is part of the sample's hidden key, and it plays on its side's view.
 * Rollouts and the scored accusation stay as they are.
 *
 * Hidden outcomes.  A truthful witness's answer (R7, R9) and a surveillance
 * answer (R6) are not actions, so the Detective's tree would not tell the
 * worlds apart after them.  In the Detective's search they are revealed as a
 * chance move with one outcome: ANSWER yes/no (the same key as a liar's
 * ANSWER, which the Detective cannot tell from a true one) and
 * ISMCTS_ITK_SURVEIL_SEEN yes/no.
 *
 * Scoring.  A search stops at the end of the game (reward: who won), at the
 * accusation, or at its horizon (`depth` rounds ahead), and scores the
 * position by the belief engine: the probability the public record gives the
 * true (murderer, motive) (itk_ismcts_scores).  The Detective's ~90
 * accusations are moves only when its own decision is the accusation; in a
 * rollout, and in the Murderer's tree (where the sampled truth is the real
 * one and a searched Detective would simply name it), the accusation is
 * scored instead.  With the early-accusation switch (R13) "accuse now" is the
 * move ISMCTS_ITK_ACCUSE_NOW, scored the same way.
 */
#ifndef NOIRLAB_ISMCTS_ITK_H
#define NOIRLAB_ISMCTS_ITK_H

#include "ai/game_policy.h"
#include "ai/ismcts.h"
#include "games/itk/ai/belief.h"
#include "games/itk/ai/heuristic.h"
#include "games/itk/ai/match.h"
#include "games/itk/ai/murderer_model.h"
#include "games/itk/ai/policy_class.h"

/* Moves of the search that are not moves of the rules core. */
#define ISMCTS_ITK_SURVEIL_SEEN(yes) ACTION(ACTION_KINDS, (yes), 0)
#define ISMCTS_ITK_ACCUSE_NOW ACTION(ACT_ACCUSE, 0xFF, 0)
#define ISMCTS_ITK_NO_SIGNAL ((Action)0xFFFFFFFFu)
/* R20, in the Detective's tree: the Homemade Bomb on block b, whoever its
 * hidden designated victim (the Detective cannot tell those moves apart). */
#define ISMCTS_ITK_BOMB_AT(b) ACTION(ACT_BOMB, 0xFF, (b))

/* A search state: a full position and the outcome waiting to be revealed. */
typedef struct IsmctsItkState {
    Game g;
    Action signal; /* ISMCTS_ITK_NO_SIGNAL, or the chance move the Detective's tree sees next */
} IsmctsItkState;

/* The Detective's hypotheses, ready to sample: (murderer, Person of Interest)
 * pairs with cumulative weights. */
typedef struct IsmctsItkSampler {
    int n;
    double cum[CIVILIANS * BELIEF_POIS];
    uint8_t x[CIVILIANS * BELIEF_POIS], p[CIVILIANS * BELIEF_POIS];
} IsmctsItkSampler;

/* The context of one search (the ctx of itk_ismcts_game). */
typedef struct IsmctsItk {
    int searcher;       /* SIDE_MURDERER or SIDE_DETECTIVE */
    int depth;          /* rounds the search looks ahead before it scores (0: up to the accusation) */
    int multi;          /* 1: each side judged from its own view (itk_rewards), the Murderer keyed by who it is */
    double lie;         /* the belief model's chance that a liar lies (belief.h) */
    const MurdererModel *model; /* the Detective's model of the Murderer (itk_murderer_model_weigh), or NULL */
    int horizon;        /* the round at whose start the search stops (0: none) */
    int accuse_round;   /* accusations of this round are moves (the Detective's own accusation), else 0 */
    Policy *rollout[2]; /* per side: the policy a rollout asks, or NULL for uniformly random moves */
    Policy *prior[2];   /* per side: the policy whose move is the tree's prior (IsmctsGame.prior), or NULL */
    Policy *opponent[2]; /* per side: the opponent model (IsmctsGame.opponent_move; ISMCTS_OPPONENT_MODEL) */
    GamePolicy *against[2]; /* per side: a mixture (ai/mixture.h) playing that side's model moves instead of
                             * opponent[side], its member drawn per sample; or NULL */
    uint16_t groups_seen; /* tokens seen drawn from the stack (never among the Murderer's 3) */
    Belief root;        /* the public belief at the root */
    BeliefBatch batch;  /* what scoring keeps from rollout to rollout (itk_belief_batch_root) */
    Belief scratch;     /* working space of itk_belief_pairs_after, for scoring */
    IsmctsItkSampler sampler;
} IsmctsItk;

extern const IsmctsGame itk_ismcts_game;

/* A context with the defaults: random rollouts, no horizon, lie = 0.5,
 * no model of the Murderer (the rules' belief). */
void itk_ismcts_init(IsmctsItk *s);

/* Prepare a search by `side` from its view: the belief of the public record
 * (for the Detective weighed by `model`), and for the Detective the
 * hypothesis sampler. */
void itk_ismcts_prepare(IsmctsItk *s, const Game *view, int side);

/*
 * The scores in [0, 1] where the search stops short of the end of the game,
 * from the public belief (games/itk/ai/belief.h) of g's record: *truth the probability
 * it gives the true (murderer, motive) of g, *spread the same averaged over
 * the belief itself (the sum over pairs of P(pair)^2), which the Detective can
 * compute without knowing the truth.
 */
void itk_ismcts_scores(IsmctsItk *s, const Game *g, double *truth, double *spread);

/* --- measurement (ismcts_bench.c) -------------------------------------------- */

/*
 * ISMCTS iterations per second per core: `games` games of the deal in cfg
 * (seeds from `seed`) between two "ismcts:iterations=ITER" policies, counting
 * only the time inside the searches (this thread's CPU time).  *tree_bytes (may be NULL) receives the
 * mean size of a search tree at that budget: nodes times ismcts_node_bytes();
 * *moves (may be NULL) a hash of every move the searches chose, in order,
 * which changes only when the search's games do.  With opponent_model the
 * opponent's nodes play the heuristic player of their side (the policy's
 * default, opponent=model); without it they are chosen by UCB (opponent=tree).
 */
double itk_ismcts_iterations_per_s(const MatchConfig *cfg, long games, long iterations, uint64_t seed,
                               int opponent_model, double *tree_bytes, uint64_t *moves);

/*
 * The Detective's default search ("ismcts:iterations=ITER" as Detective:
 * heuristic rollouts scored three rounds ahead, the opponent model), in
 * iterations per second per core: `games` games against the heuristic
 * Murderer, counting only the time inside its decisions (this thread's CPU
 * time); every decision with more than one legal action runs the whole
 * budget.  0 if the policies cannot be made.
 */
double itk_ismcts_detective_iterations_per_s(const MatchConfig *cfg, long games, long iterations, uint64_t seed);

/*
 * The cost of a whole game between the policy's default searches
 * ("ismcts:iterations=ITER" in both seats): CPU seconds of this thread spent
 * in the two sides' decisions per game, over `games` games of the deal in
 * cfg (seeds from `seed`).  *moves (may be NULL) receives a hash of every
 * move both sides chose, in order, which changes only when the games do.
 * 0 if the policies cannot be made.
 */
double itk_ismcts_game_cpu_s(const MatchConfig *cfg, long games, long iterations, uint64_t seed, uint64_t *moves);

/*
 * Strength: for each of the n rows, `games` games of its Detective spec
 * against its Murderer spec on the deal of cfg, game i of every row with seed
 * seed_for_game(seed, 0, i) (common random numbers, as itk_heuristic_strength).
 * Fills games, detective_wins, rate, the Wilson 95% interval and won[] when
 * given (heuristic.h).  Returns 0, or -1 when a spec is refused or a game
 * cannot be dealt.
 */
int itk_ismcts_strength(const MatchConfig *cfg, long games, uint64_t seed, StrengthRow *rows, int n);

#endif
