/*
 * ismcts_tenkill.h — 10' to Kill as an IsmctsGame (ai/ismcts.h): 2 to 4
 * seats, each seat's node choosing by its own reward (docs/tenkill.md,
 * Players).
 *
 * Determinization from the searcher's exact belief (belief.h).  Every
 * opponent's (hitman, targets) is drawn from its factor of the belief,
 * restricted to the characters no opponent drawn before it took: the hitman
 * h with weight C(|F \ h|, r) (F the open characters left, r its targets
 * still hidden), then its r targets uniformly from F \ h.  The opponents are
 * drawn in a random order per sample; a dead end (an opponent with no pair
 * left) restarts the sample, and after TENKILL_SAMPLE_TRIES draws a
 * backtracking search finds a consistent deal (the true deal is one, so one
 * exists).  Exact: every sample is a deal consistent with the searcher's
 * view: each opponent's pair is in its belief set, identities are distinct
 * across opponents, and with 4 players the 16 characters are all dealt
 * (distinct and 4 x 4 = 16).  The first opponent of the order is drawn
 * exactly from its factor.  Approximate: the joint law.  Uniform over the
 * consistent deals would weigh a deal 1; drawing in sequence weighs it
 * 1 / (N_2 N_3 ...), N_i the pairs left to the i-th opponent, so deals
 * leaving the later opponents few choices are drawn too often.  At the
 * start of a game the N_i are the same for every deal (the law is then
 * uniform); the random order spreads what bias remains over the opponents.
 * Play is not modelled (belief.h): every consistent deal weighs the same.
 *
 * Hidden outcomes.  A kill reveals the victim's role and owner (T13) and an
 * investigation its answer (T16); both depend on the sample, so the tree is
 * shown them as a chance move with one outcome (TENKILL_SIGNAL), so that the
 * searcher's later nodes tell the outcomes apart as the searcher would.
 *
 * The backup rule: every seat's reward at the end of a rollout is
 *     (1 - w) * first + w * (score - lowest) / (highest - lowest)
 * where `first` is its share of first place (1/k when k seats share rank 1
 * after T21's tie-breaks, else 0), the scores are T20's in that game (the
 * fraction is 1/2 when all are equal) and w is TenkillSearch.score_weight.
 * The win share is what the lab measures a player by (the campaigns' win
 * share); the small score term orders the lines in which a seat cannot
 * finish first, which win share alone scores all 0, and prefers the bigger
 * margin among wins.  Each seat's nodes pick by its own reward (max^n).
 *
 * Rollouts play to the end: uniformly random legal actions (the core's fast
 * playout), or the heuristic (heuristic.h) in every seat on that seat's view
 * of the sample.  The opponents inside the tree: the tree's own statistics
 * (plain SO-ISMCTS, every opponent's node shared by the samples), or the
 * heuristic on the opponent's view of the sample (ISMCTS_OPPONENT_MODEL,
 * keyed by the opponent's identity in the sample).
 */
#ifndef NOIRLAB_TENKILL_ISMCTS_H
#define NOIRLAB_TENKILL_ISMCTS_H

#include "ai/game_policy.h"
#include "ai/ismcts.h"
#include "games/tenkill/ai/belief.h"

/* A revealed outcome (a kill's victim: role, owner; an investigation: the
 * designated seat's hitman status), a kind past the core's. */
enum { TENKILL_SIGNAL_KILL = 0x20, TENKILL_SIGNAL_ANSWER = 0x21, TENKILL_NO_SIGNAL = 0 };

/* Restarts of the sequential draw before the backtracking one. */
enum { TENKILL_SAMPLE_TRIES = 64 };

typedef struct TenkillSearchState {
    TenkillGame g;
    GameAction signal; /* the outcome the tree is shown next, TENKILL_NO_SIGNAL: none */
} TenkillSearchState;

enum TenkillRollout { TENKILL_ROLLOUT_RANDOM, TENKILL_ROLLOUT_HEURISTIC };

/* The context of one search (the ctx of tenkill_ismcts_game). */
typedef struct TenkillSearch {
    int searcher;
    TenkillBelief root;     /* the searcher's belief at the root */
    double score_weight;    /* w of the backup rule */
    int tries;              /* sequential draws before the backtracking one (TENKILL_SAMPLE_TRIES) */
    int rollout;            /* enum TenkillRollout */
    GamePolicy heuristic[TENKILL_SEATS_MAX]; /* per seat: the rollouts' and the opponent model's player */
    long samples, dead_ends, fallbacks;      /* determinizations, sequential draws that met a dead end, backtracking ones */
} TenkillSearch;

/* The searcher's belief from its view: before every search. */
void tenkill_search_prepare(TenkillSearch *s, const TenkillSeatView *v);

/* A full position drawn from the view (the information set), as above. */
void tenkill_search_determinize(TenkillSearch *s, const TenkillSeatView *v, TenkillGame *out, Pcg32 *rng);

/* The legal list in ascending order (the search's), from the core's. */
void tenkill_search_legal(const TenkillGame *g, GameActions *out);

/* Every seat's reward under the backup rule, for a finished game. */
void tenkill_search_rewards(const TenkillGame *g, double w, double out[GAME_SEATS_MAX]);

extern const IsmctsGame tenkill_ismcts_game;

#endif
