/*
 * heuristic.h — "heuristic": one policy name for both sides, built on the
 * belief engine (belief.h).
 *
 *   Detective (heuristic_detective.c): plans each investigation for the most
 *   expected information about (murderer, motive), asks each witness the
 *   question that tells most about the murderer, and accuses the most
 *   probable pair.
 *   Murderer (heuristic_murderer.c): runs the same belief engine on the
 *   public record (R14) and picks supporters, intimidations, victims, lies
 *   and city-phase moves that keep the Detective's best accusation unlikely,
 *   never breaking the motive (its victims come from the legal list).
 *
 * Parameters: lie=L (both sides: the belief model's chance that a liar lies,
 * 0 < L < 1, default 0.5) and early=P (Detective: with the early-accusation
 * switch, accuse as soon as the best pair has probability >= P, default 0.95)
 * and model=FILE, silenced=W (Detective: at the accusation, weigh each
 * hypothesis by a model of the Murderer's choices, murderer_model.h: a learned
 * model file, and/or W per intimidated civilian it makes a liar; default none)
 * and ties=random|first|last (both sides: how options of equal score are
 * picked, tie.h; default random).
 * games/itk/docs/belief.md describes the heuristics and why they were chosen.
 */
#ifndef NOIRLAB_HEURISTIC_H
#define NOIRLAB_HEURISTIC_H

#include <stdint.h>

#include "ai/tie.h"
#include "games/itk/ai/belief.h"
#include "games/itk/ai/match.h"
#include "games/itk/ai/murderer_model.h"
#include "games/itk/ai/policy_class.h"

/* One side of the heuristic policy; heuristic.c picks the side in create(). */
typedef struct HeuristicSide {
    const char *const *keys; /* NULL-terminated parameter names */
    void *(*create)(const PolicySpec *spec, char *err, size_t errlen);
    void (*destroy)(void *state);
    void (*new_game)(void *state, const Game *view);
    Action (*choose)(void *state, const Game *view, const ActionList *legal, Pcg32 *rng);
    int (*guess_tie)(const void *state); /* the Detective's: how its accusation was picked (GameTie); NULL */
    void (*base)(void *state, const Game *view); /* itk_heuristic_policy_base for this side */
} HeuristicSide;

extern const HeuristicSide itk_heuristic_detective, itk_heuristic_murderer;
extern const HeuristicSide itk_bluff_murderer; /* "bluff": the heuristic Murderer's flat strategies (heuristic_murderer.c) */

/* --- helpers both sides use (heuristic.c) ------------------------------------ */

/* Orthogonal steps between two blocks of the 4x4 city. */
int itk_heuristic_distance(int a, int b);

/*
 * A belief that follows the views a policy is shown.  A policy may be shown
 * positions of different games or different continuations without new_game
 * (a search's rollouts), so the cards and the record consumed are kept and
 * compared: the belief starts again whenever they are not a prefix of the view.
 */
typedef struct Follower {
    Belief belief;
    Card card[CIVILIANS];
    MotiveSet motives;
    Switches sw;
    Obs seen[MAX_OBS];
    /* A search's root (itk_heuristic_follow_base): the belief of the first
     * base.consumed entries of base_seen, in the game of card, motives and
     * sw.  A restart whose view begins with that record copies it and
     * processes only the rest, which gives the same belief as from the deal
     * (the factors see the same observations in the same order). */
    int based;
    Belief base;
    Obs base_seen[MAX_OBS];
    /* What the belief is a function of, hashed (heuristic_memo.c): the deal
     * and lie, that and the record followed, that and the base's record. */
    uint64_t deal_key, key, base_key;
} Follower;

void itk_heuristic_follow_start(Follower *f, const Game *view, double lie);

/* Bring f up to date with view; f->key names the record of its belief. */
void itk_heuristic_follow(Follower *f, const Game *view);

/* Follow view and keep its belief as the base restarts start from. */
void itk_heuristic_follow_base(Follower *f, const Game *view);

/*
 * The follower a thread's heuristic players of one liar model share: both
 * sides of a game, and a search's rollout and model players, read the same
 * public record (R14), so each observation is processed and combined once,
 * not once per player.  *f is set to this thread's follower for lie (a few
 * are kept; another lie may take one over, which then starts again), and
 * brought up to date with view (as base: itk_heuristic_follow_base).
 * Returns 1 when its belief is no longer the one of the record *key names
 * (a player's values computed on that belief are stale), and sets *key to
 * the follower's.  *f is valid until the next call on this thread.
 */
int itk_heuristic_follow_shared(Follower **f, double lie, const Game *view, int as_base, uint64_t *key);

/*
 * A search is about to roll out many times from `view` (ismcts_itk.c): a
 * policy of class "heuristic" keeps the belief of view's record as its
 * follower's base (itk_heuristic_follow_base), so that each rollout, whose
 * record extends it, does not process the record again from the deal.  Any
 * other policy is left alone.
 */
void itk_heuristic_policy_base(Policy *p, const Game *view);

/* --- the question values of a record (heuristic_memo.c) --------------------- */

/* The key of a deal as a belief reads it (cards, motives, switches) and the
 * belief model's lie; then that key followed by n more observations. */
uint64_t itk_heuristic_deal_key(const Game *view, double lie);
uint64_t itk_heuristic_record_key(uint64_t key, const Obs *obs, int n);

/*
 * itk_belief_best_question of f's belief for witness c (its gain; *q the
 * question), from a memo this thread's heuristic players share: the belief
 * is a function of the deal, the lie and the record (f->key), so both sides
 * of a game, and a search's rollouts through one position, compute each
 * value once.  The value is the one itk_belief_best_question returns, whichever
 * player asked first.
 */
double itk_heuristic_question(const Follower *f, const Game *view, int c, int *q);

/* itk_belief_question_gains of f's belief for witness c, from the same memo:
 * the Detective's ask() reads the values its plan computed on this record. */
void itk_heuristic_question_gains(const Follower *f, const Game *view, int c, double gain[QUESTIONS]);

/* Is action a in the list? */
int itk_heuristic_listed(const ActionList *legal, Action a);

/* R11: the index in `legal` (a PH_PICK_GROUP list) of the group with most
 * civilians alive, which gives most choice; equal groups by `ties`. */
int itk_heuristic_largest_group(const Game *view, const ActionList *legal, TieOrder ties, Pcg32 *rng);

/* The belief model's liar parameter from a spec ("lie", default 0.5). */
int itk_heuristic_lie_param(const PolicySpec *spec, double *lie, char *err, size_t errlen);

/*
 * The Detective's model of the Murderer (murderer_model.h) from a spec:
 * "model=FILE" (a learned model) and "silenced=W" (the weight per intimidated
 * civilian a hypothesis makes a liar; given, it replaces the model's
 * intimidation feature).  *on is 0 when neither is given (or silenced=1
 * alone): the Detective then keeps the rules' belief.
 */
int itk_heuristic_model_param(const PolicySpec *spec, MurdererModel *model, int *on, char *err, size_t errlen);

/* A hypothesis as a Murderer's choice reads it: the murderer, the motive and
 * the liars (R7). */
typedef struct Hypothesis {
    int murderer, motive;
    CivSet liars;
} Hypothesis;

/*
 * Draw a hypothesis from b, the belief of view, with its posterior
 * probability; with `liar` a civilian, among those that make it a liar
 * (NOBODY: among all).  Returns 0, or -1 when none has weight
 * (heuristic_draw.c).
 */
int itk_heuristic_draw_hypothesis(const Belief *b, const Game *view, int liar, Pcg32 *rng, Hypothesis *h);

/* --- strength (heuristic_strength.c), for `noirlab bench` and tests ---------- */

/* A Wilson score interval at 95% for k successes in n trials. */
void itk_heuristic_wilson95(long k, long n, double *lo, double *hi);

typedef struct StrengthRow {
    const char *detective, *murderer; /* policy specs */
    long games, detective_wins;
    double rate, lo, hi;              /* Detective win rate and its Wilson 95% interval */
    uint8_t *won;                     /* NULL, or `games` entries: 1 where the Detective won game i (pairing rows) */
} StrengthRow;

/* Play `games` games of row->detective against row->murderer (policy specs)
 * from seeds seed_for_game(seed, 0, i) and fill the row's counts, rate,
 * interval and, when given, won[].  Returns 0, or -1 when a policy or a game
 * cannot be made. */
int itk_strength_play_row(const MatchConfig *cfg, long games, uint64_t seed, StrengthRow *row);

/*
 * Play `games` games of each pairing on the deal of cfg, game i of every
 * pairing with seed seed_for_game(seed, 0, i) (common random numbers):
 *   rows[0] heuristic Detective vs random Murderer
 *   rows[1] random Detective vs heuristic Murderer
 *   rows[2] heuristic vs heuristic
 *   rows[3] random vs random (the baseline the others are compared with)
 * Returns 0, or -1 when a game cannot be dealt.
 */
enum { STRENGTH_ROWS = 4 };
int itk_heuristic_strength(const MatchConfig *cfg, long games, uint64_t seed, StrengthRow rows[STRENGTH_ROWS]);

/* Heuristic-vs-heuristic games per second of this thread's CPU time, over
 * `games` games. */
double itk_heuristic_games_per_s(const MatchConfig *cfg, long games, uint64_t seed);

#endif
