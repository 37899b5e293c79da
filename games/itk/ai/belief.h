/*
 * belief.h — the Detective's deductions: every hypothesis (murderer x, motive
 * m, Person of Interest p, supporters s) consistent with what the Detective has
 * seen, and its posterior probability.
 *
 * Evidence (R14) is the public record Game.obs[] and the board; the engine
 * reads only public fields of the Game it is given, so the Murderer may run it
 * on its own full view to see exactly what the Detective can deduce.
 *
 *   OBS_ANSWER (c, q, yes)   if c is not a liar under (x, p, s) (R7: liars are
 *                            x, p and the members of group s), yes must be
 *                            itk_card_answers_yes(card[x], q); a liar may say either.
 *   OBS_MURDER (victim)      the victim was a legal victim (R4, R5) in the
 *                            snapshot position under (x, m, p).
 *   OBS_SURVEIL (c, yes)     yes is the R6 answer in the snapshot under (x, m, p).
 *   OBS_BOMB (dead)          some casualty k was a legal designated victim (R20:
 *                            R4 before the blast, R5 after it) under (x, m, p),
 *                            and x is none of the dead; every later murder and
 *                            surveillance answer is judged per k ("branches").
 *   OBS_DRAW (group)         a token drawn from the stack is not one of the
 *                            Murderer's 3, so s is not that group.
 *   OBS_BENEFACTOR           D.O.A.'s Benefactor in victim slot 1 (R19): no
 *                            evidence; the snapshots read victims after it
 *                            as the motive's (the rules core's victim.c).
 *   setup (R12)              a deal whose motive cannot be completed is
 *                            redrawn, so (x, m) must leave m completable;
 *                            R19: x is never D.O.A.'s Benefactor.
 *
 * Murders and surveillance are judged by the rules core itself
 * (itk_victim_ctx_snapshot + itk_victim_allowed, games/itk/core/victim.h): no motive rule is
 * written twice.
 *
 * The model behind the probabilities (games/itk/docs/belief.md):
 *   - prior uniform over the hypotheses: x over the 20 civilians, m over the
 *     motive set, p over the civilians other than x when the Person of
 *     Interest is in play (else "none"), s over the 9 groups;
 *   - a liar's answer is the truth with probability 1 - lie and a lie with
 *     probability lie (lie = 0.5: a liar's answer carries no information);
 *   - truthful answers, murders, surveillance answers and draws are 0/1
 *     evidence: a hypothesis they contradict is removed, the others keep their
 *     weight (the Murderer's choice among legal victims is not modelled).
 *
 * Exactness: a hypothesis is removed only when an observation contradicts it,
 * so the true one always survives; its weight is never 0 because 0 < lie < 1.
 *
 * Speed: the evidence factorises.  Answers depend on (x, p, s), murders and
 * surveillance on (x, m, p) (p only for the Cultist), draws on s alone, so the
 * engine keeps one table per factor and combines them after each update
 * instead of visiting the 20 * 12 * 20 * 9 tuples per observation.
 */
#ifndef NOIRLAB_BELIEF_H
#define NOIRLAB_BELIEF_H

#include "games/itk/core/game.h"

enum {
    BELIEF_NO_POI = CIVILIANS,     /* the p index of "no Person of Interest" */
    BELIEF_POIS = CIVILIANS + 1,   /* p indices: civilians 0..19, then none */
};

#define BELIEF_LIE_DEFAULT 0.5
#define BELIEF_WEIGH_SETS 4 /* sets a itk_belief_weigh_liars call may weigh */
#define BELIEF_LIE_MIN 0.001 /* lie is clamped into [MIN, 1 - MIN] so no weight underflows */

/* A set of Person-of-Interest indices: bit p, p in 0..BELIEF_NO_POI. */
typedef uint32_t PoiSet;

typedef struct Belief {
    /* --- the hypothesis space and the model ------------------------------- */
    MotiveSet motives;
    double lie;
    int consumed;                               /* view->obs entries already processed */
    PoiSet poi_range[CIVILIANS];                /* the p a hypothesis with murderer x may have */

    /* --- the factors -------------------------------------------------------- */
    /* (x, m): the Persons of Interest still consistent with the setup, the
     * murders and the surveillance answers; 0 when (x, m) is ruled out. */
    PoiSet poi_ok[CIVILIANS][MOTIVES];
    /* (x, p, s): the likelihood of the answers so far; 0 when one contradicts it. */
    double answers[CIVILIANS][BELIEF_POIS][GROUPS];
    /* (x, p): the supporters s whose answers[x][p][s] may be non-zero (bit s;
     * a superset: only a contradiction clears a bit), so that sums over s
     * leave out the zeros, which add nothing. */
    uint16_t answers_live[CIVILIANS][BELIEF_POIS];
    /* (x, p): answers[x][p][s] summed over the s the draws leave possible,
     * kept up to date per answer and draw (a weight's change added, not the
     * sum taken again), so that belief_combine reads it instead of summing. */
    double answers_sum[CIVILIANS][BELIEF_POIS];
    uint16_t supporters_ok;                     /* groups the draws leave possible (bit s) */
    /* The murderers x with some (m, p) left in poi_ok, brought up to date
     * by every observation that prunes it, so that the updates and the
     * combine skip the murderers already ruled out without testing poi_ok. */
    CivSet open;
    /* R20: once the Homemade Bomb has gone off, which casualty was its victim
     * is hidden, so the (x, m) factor is kept once per casualty k that may
     * have been it (bomb_ok[k], judged with bomb_victim[k] in victim slot
     * bomb_slot), and poi_ok is their union (games/itk/ai/belief_bomb.c). */
    uint8_t bomb_branches;                      /* casualties; 0 before the bomb */
    uint8_t bomb_slot;
    uint8_t bomb_victim[BLOCK_CAPACITY];
    PoiSet bomb_ok[BLOCK_CAPACITY][CIVILIANS][MOTIVES];

    /* --- derived after every update (belief_combine) ------------------------ */
    double total;                               /* unnormalised weight of all hypotheses */
    double joint[CIVILIANS][MOTIVES];           /* P(x, m) */
    double murderer[CIVILIANS];                 /* P(x) */
    double motive[MOTIVES];                     /* P(m) */
    double answers_xp[CIVILIANS][BELIEF_POIS];  /* answers_sum[x][p], 0 where no motive keeps p */
    double answers_x[CIVILIANS];                /* sum of answers_xp[x][p] over poi_range[x] */
    uint8_t motives_xp[CIVILIANS][BELIEF_POIS]; /* motives m with p in poi_ok[x][m] */
} Belief;

/* Start from the prior for the game of `view` (any side's view; only the
 * cards, groups, motive set and switches are read) and process its record. */
void itk_belief_init(Belief *b, const Game *view, double lie);

/*
 * Models of the Murderer, not rules (games/itk/ai/murderer_model.h uses these; a model
 * weighs a belief that is not updated again: a later itk_belief_update keeps the
 * factors).
 *
 * itk_belief_weigh_liars: every hypothesis is multiplied by the product over i of
 * weight[i]^k_i, k_i the civilians of sets[i] it makes liars (R7: x, p and the
 * members of s), then the marginals are recomputed; n <= BELIEF_WEIGH_SETS.  itk_belief_weigh_intimidated
 * is the one-set case "a Murderer does not silence its own liars, who may lie
 * anyway": the civilians intimidated in `view`, weight per liar among them
 * (0 < weight <= 1; 1 changes nothing).
 */
void itk_belief_weigh_liars(Belief *b, const Game *view, const CivSet *sets, const double *weight, int n);
void itk_belief_weigh_intimidated(Belief *b, const Game *view, double weight);

/*
 * The pieces a model of the Murderer's answers and supporters needs.  They
 * change the factor tables only: call itk_belief_reweighed after the last one.
 *   itk_belief_scale_liar        hypotheses under which c is a liar (x = c, p = c
 *                            or s = c's group) times factor[x];
 *   itk_belief_scale_supporters  every (x, p, s) times factor[x][s].
 */
void itk_belief_scale_liar(Belief *b, const Game *view, int c, const double factor[CIVILIANS]);
void itk_belief_scale_supporters(Belief *b, const double factor[CIVILIANS][GROUPS]);
void itk_belief_reweighed(Belief *b);

/* Process view->obs up to index n (b->consumed <= n <= view->n_obs) and
 * recompute the marginals: the belief just before observation n. */
void itk_belief_update_to(Belief *b, const Game *view, int n);

/* Process the observations of view->obs not seen yet.  `view` must be a later
 * position of the same game (for a new game, itk_belief_init again). */
void itk_belief_update(Belief *b, const Game *view);

/*
 * What itk_belief_pairs_after keeps between calls on one root (itk_belief_batch_root):
 *  - per murderer x, the root's answer weights summed over the Persons of
 *    Interest some motive leaves it, per supporter group, to weigh all of
 *    x's Persons of Interest at once when the later observations do not tell
 *    them apart (no murder or surveillance verdict reads p, no answer is
 *    false about x);
 *  - the rules core's verdicts on the murders and surveillance answers judged
 *    so far, by their snapshot (a search judges the same snapshot in many
 *    rollouts): a table of BELIEF_MEMO entries, a new one replacing an old
 *    one of the same slot.  A verdict is asked only for the murderers a
 *    motive still allows when it is needed; an entry keeps those it has.
 */
enum { BELIEF_MEMO = 1024 }; /* a power of 2: belief_batch.c takes a hash's top bits */

typedef struct BeliefMemo {
    uint64_t key[2];             /* the snapshot (memo_key in belief_batch.c) */
    uint32_t generation;         /* the root it was judged under: BeliefBatch.generation */
    CivSet asked[MOTIVES];       /* per motive, the murderers judged so far */
    CivSet allowing[MOTIVES];    /* itk_belief_verdict_allowing over them */
} BeliefMemo;

typedef struct BeliefBatch {
    PoiSet pois[CIVILIANS];       /* the p of some poi_ok[x][m] */
    double xs[CIVILIANS][GROUPS]; /* the sum over pois[x] of answers[x][p][s] */
    CivSet live[MOTIVES];         /* per motive m, the x with some poi_ok[x][m] */
    uint32_t generation;          /* roots seen; a memo entry of another is stale */
    BeliefMemo memo[BELIEF_MEMO];
} BeliefBatch;

/* Start scoring from `root`; batch must be zeroed before its first use. */
void itk_belief_batch_root(BeliefBatch *batch, const Belief *root);

/* The pairs (x, m) some hypothesis still has, in ascending order of x then
 * m, with their probabilities: the joint P(x, m) without its zeros (a pair
 * left out has probability 0). */
typedef struct BeliefPairs {
    int n;
    uint8_t x[CIVILIANS * MOTIVES], m[CIVILIANS * MOTIVES];
    double p[CIVILIANS * MOTIVES];
} BeliefPairs;

/*
 * The joint P(x, m) that itk_belief_update would give `root` for the later
 * position `view` of the same game, as its pairs, root left unchanged: the
 * observations root has not consumed are combined in one pass over its
 * factors (belief_batch.c) instead of one pass per answer, for a record a few
 * observations longer (the ISMCTS rollouts), and only the murderers the
 * murders and surveillance answers leave are weighed.  Equal to
 * itk_belief_update's up to rounding.  batch (prepared by itk_belief_batch_root for
 * this root, or NULL) keeps the work that carries over from call to call.
 * scratch is working space (its Person-of-Interest table).
 */
void itk_belief_pairs_after(const Belief *root, BeliefBatch *batch, const Game *view, Belief *scratch,
                        BeliefPairs *out);

/* R20: a casualty of the bomb that may have been its designated victim
 * under (x, m, p) (p a civilian or NOBODY), the draw-th of them modulo their
 * number; NOBODY before the bomb or when none may. */
int itk_belief_bomb_victim(const Belief *b, int x, int m, int p, uint32_t draw);

/* Is (x, m, p, s) still consistent?  p is a civilian or NOBODY. */
int itk_belief_consistent(const Belief *b, int x, int m, int p, int s);

/* Surviving hypotheses (x, m, p, s). */
long itk_belief_hypotheses(const Belief *b);

/* Civilians that may still be the murderer, and motives still possible. */
CivSet itk_belief_suspects(const Belief *b);
MotiveSet itk_belief_motives_left(const Belief *b);

/* The most probable (x, m) among alive civilians of view and the motive set;
 * returns its probability (0 with x = m = -1 when nothing is consistent).
 * Equally probable pairs are offered to `tie` (started by the caller with its
 * order, ai/tie.h) in ascending order of civilian, then motive; afterwards
 * tie_broken(tie) says how the pick was made. */
struct Tie;
double itk_belief_best(const Belief *b, const Game *view, struct Tie *tie, int *x, int *m);

/* P(civilian c is a liar): c is x, p or a member of s. */
double itk_belief_liar_probability(const Belief *b, const Game *view, int c);

/* --- look-ahead (belief_info.c): what an observation would tell ------------ */

/*
 * The posterior weight of each murderer x split by whether civilian c would
 * answer a question truthfully or as a liar (R7); both sum to P(x) over the two.
 */
void itk_belief_liar_split(const Belief *b, const Game *view, int c, double truthful[CIVILIANS],
                       double liar[CIVILIANS]);

/*
 * Expected information (bits) about the murderer from asking c question q,
 * I(X; answer), under the liar model.  itk_belief_best_question gives the best q
 * for c and its gain.
 */
double itk_belief_question_gain(const Belief *b, const Game *view, int c, int q);
double itk_belief_best_question(const Belief *b, const Game *view, int c, int *q);

/* itk_belief_question_gain for every question q of c at once, into gain[q] (a
 * caller that breaks ties between questions itself). */
void itk_belief_question_gains(const Belief *b, const Game *view, int c, double gain[QUESTIONS]);

/*
 * The position of `view` with the Detective marker on block `det`: is c a
 * legal victim now, per hypothesis?  Returns P(answer "yes") of a surveillance
 * of c there (R6), and with joint_yes (may be NULL) the joint P(x, m) the
 * "yes" hypotheses carry.
 */
double itk_belief_surveil_yes(const Belief *b, const Game *view, int c, int det,
                          double joint_yes[CIVILIANS][MOTIVES]);

/* Binary entropy (bits) of an answer with P(yes) = p: the information a
 * deterministic answer gives about the hypothesis. */
double itk_belief_answer_entropy(double p);

/*
 * The Murderer's look-ahead: the joint P(x, m) the Detective would hold after
 * victim c were murdered in the live position of `view` (R4), written to
 * joint_out.  Returns the probability the current belief gave that murder
 * being legal (0 when no hypothesis allows it).
 */
double itk_belief_after_murder(const Belief *b, const Game *view, int c, double joint_out[CIVILIANS][MOTIVES]);

/* The same for R20's bomb with designated victim c: the Detective sees only
 * that everyone in c's block died, so a hypothesis stays when some casualty
 * could have been its legal victim and its murderer is none of them. */
double itk_belief_after_bomb(const Belief *b, const Game *view, int c, double joint_out[CIVILIANS][MOTIVES]);

/*
 * Expected information (bits) about the murderer from one group token drawn
 * from the stack (Fire station, R10): the group drawn is not the supporters.
 */
double itk_belief_draw_gain(const Belief *b);

/* Shannon entropy (bits) of the motive marginal of a joint P(x, m). */
double itk_belief_motive_entropy(const double joint[CIVILIANS][MOTIVES]);

/* --- measurement (belief_bench.c) ------------------------------------------ */

/*
 * Belief updates per second: records `games` random games of the deal given
 * (random policies, seeds from `seed`), then times itk_belief_init plus one
 * itk_belief_update per observation of each.  An update is one observation; the
 * rate is per second of this thread's CPU time.
 */
struct MatchConfig;
double itk_belief_updates_per_s(const struct MatchConfig *cfg, long games, uint64_t seed);

#endif
