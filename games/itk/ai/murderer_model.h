/*
 * murderer_model.h — a model of the Murderer's public choices: how likely each
 * choice the Detective sees is under each hypothesis (murderer x, motive m,
 * Person of Interest p, supporters s), learned from games where the truth is
 * known (`noirlab learn`) or set by hand (`silenced=W`).  The Detectives weigh
 * their belief (belief.h) by it: `heuristic:model=FILE`, `ismcts:model=FILE`.
 * games/itk/docs/learning.md describes the features, the file format and the figures.
 *
 * Three count-based features (counts in the file, probabilities smoothed as
 * (k + 1/2) / (n + 1)) and one conditional logit:
 *
 *   answer        P(a liar answers the truth | question kind, greedy, public):
 *                 kind is what the question asks about (sex, age, build,
 *                 height); greedy says which answer leaves the public belief's
 *                 P(x) lowest (the truth, the lie, or a tie: the heuristic
 *                 Murderer's criterion), public which leaves the murderer
 *                 marginal most uncertain (highest entropy), both computed on
 *                 the rules' belief (lie = 0.5) of the record just before the
 *                 answer.  Only liars' answers are the Murderer's (R7).
 *   intimidated   P(intimidated | liar) and P(intimidated | honest) of each
 *                 civilian at the end of the game: the civilians intimidated
 *                 and the alive civilians spared.  `silenced=W` replaces the
 *                 pair's likelihood ratios by W per intimidated liar and 1
 *                 per spared one (the hand-set model of belief.h).
 *   supporters    P(a group is the one chosen | its size, whether the
 *                 murderer belongs to it); the hypothesis's s weighs
 *                 P(s | x) = w(s, x) / sum over groups of w(., x).
 *   victim        P(victim v | x, m) = exp(w . f(v; x, m)) / sum over the
 *                 legal victims u under (x, m) of exp(w . f(u; x, m)): a
 *                 softmax over the victims R4 and R5 allow on the board of
 *                 the murder (Game.murder_board), with features read from
 *                 the rules' belief just before it (murderer_model_victim.c).
 *
 * Everything a feature reads besides the hypothesis is public (R14), so the
 * weight of each hypothesis is the product of the likelihoods of the observed
 * choices under it, exactly (itk_murderer_model_weigh), under the model's
 * independence assumptions: the features multiply, the intimidated civilians
 * are judged one by one at the time of weighing, and supporters by a
 * per-group rate rather than the draw of 3 tokens they were chosen from.  The
 * victim factor depends on (x, m), which the belief's factor tables do not
 * carry, so it weighs the marginals (joint, murderer, motive) of the weighed
 * belief, not its tables; it is left out for the Cultist (whose legal victims
 * read p) and for murders after R20's bomb (whose victim is hidden).
 */
#ifndef NOIRLAB_MURDERER_MODEL_H
#define NOIRLAB_MURDERER_MODEL_H

#include <stddef.h>
#include <stdio.h>

#include "games/itk/ai/belief.h"

enum {
    MM_VERSION = 3,                     /* 2 added the victim lines, 3 the last line `end`; 1 and 2 still read */
    MM_KINDS = 4,                       /* question kinds: sex, age, build, height */
    MM_PREFERS_TRUTH = 0,               /* which answer a criterion prefers */
    MM_PREFERS_LIE,
    MM_PREFERS_NEITHER,
    MM_PREFS,
    MM_ANSWER_CELLS = MM_KINDS * MM_PREFS * MM_PREFS,
    MM_SIZES = 6,                       /* group sizes 0..4, then 5 or more */
    MM_ERR_MAX = 1024,
};

/* The features of a victim u under hypothesis (x, m) (games/itk/docs/learning.md). */
enum MmVictimFeature {
    MM_VF_EXPOSURE,     /* (P(x, m) + P(m)) / 2 after murdering u: the heuristic Murderer's criterion */
    MM_VF_BEST,         /* (max P(pair) + max P(motive)) / 2 after it: the public criterion (bluff's) */
    MM_VF_KEPT,         /* P(u is a legal victim) before it: the hypotheses it keeps plausible */
    MM_VF_DISTANCE,     /* blocks from u to the Detective marker (orthogonal steps) */
    MM_VF_INTIMIDATED,  /* u is intimidated */
    MM_VF_ALONE,        /* u is alone in its block */
    MM_VF_OWN_GROUP,    /* u is in x's group */
    MM_VICTIM_FEATURES,
};

/* Counts of one feature cell: how often the choice was made (`yes`) and not. */
typedef struct MmCount {
    long yes, no;
} MmCount;

typedef struct MurdererModel {
    MmCount answer[MM_ANSWER_CELLS];    /* yes: the liar told the truth */
    MmCount intimidated[2];             /* [liar]: yes intimidated, no spared (alive) */
    MmCount supporters[MM_SIZES][2];    /* [size][own]: yes chosen, no passed over */
    double silenced;                    /* 0: the learned intimidation ratios; else W (see above) */
    long victim_murders;                /* murders the victim weights were fitted on; 0: no victim factor */
    double victim_w[MM_VICTIM_FEATURES];  /* the conditional logit's weights */
    double victim_se[MM_VICTIM_FEATURES]; /* their standard errors (for the reader; not used) */
} MurdererModel;

/* The names of the victim features in the file: "exposure", "best", ... */
extern const char *const itk_murderer_model_victim_names[MM_VICTIM_FEATURES];

/* An empty model (every probability 1/2: the rules' belief) without silenced. */
void itk_murderer_model_clear(MurdererModel *m);

/* The smoothed probability of a cell: (yes + 1/2) / (yes + no + 1). */
double itk_murderer_model_p(MmCount c);

/* The answer cell of (kind, greedy, public), and the question kind of q. */
int itk_murderer_model_answer_cell(int kind, int greedy, int pub);
int itk_murderer_model_kind(int q);

/*
 * For the liar's answer `o` (civilian o->civ answered question o->value with
 * o->yes), the answer cell under each murderer x: `rules` is the rules'
 * belief of the record just before o (itk_belief_update_to), combined.
 */
void itk_murderer_model_answer_cells(const Belief *rules, const Game *view, const Obs *o, int cell[CIVILIANS]);

/*
 * Replay the rules' belief (lie = 0.5) along view's record: visit(ctx, rules,
 * view, i) at every observation i whose kind is in `kinds` (bit OBS_*), with
 * the belief of the record just before it.
 */
typedef void (*MmVisit)(void *ctx, const Belief *rules, const Game *view, int i);
void itk_murderer_model_replay(const Game *view, unsigned kinds, MmVisit visit, void *ctx);

/*
 * Weigh b, the belief of view (any lie), by the model's likelihood of the
 * Murderer's choices in view: every liar's answer of the record, the
 * intimidated and spared civilians, the supporters.  Apply it last, to a
 * belief that is not updated again (belief.h).  A NULL model changes nothing.
 */
void itk_murderer_model_weigh(const MurdererModel *m, Belief *b, const Game *view);

/* The victim factor alone, on b's marginals (the last step of itk_murderer_model_weigh). */
void itk_murderer_model_weigh_victims(const MurdererModel *m, Belief *b, const Game *view);

/*
 * One murder of the record as a choice among victims: the civilians legal
 * under some hypothesis the rules' belief `rules` (the record just before the
 * murder) keeps, the public features of each, and the joint P(x, m) after
 * murdering each.  Returns 0, or -1 when the murder is not modelled (R20:
 * after the bomb).  itk_murderer_model_victim_features fills f(who[i]; x, m).
 */
typedef struct MmVictimChoice {
    int n, chosen;                          /* candidates, and the index of the victim */
    uint8_t who[CIVILIANS];
    double kept[CIVILIANS];                 /* P(who[i] is legal) before the murder */
    double after[CIVILIANS][CIVILIANS][MOTIVES]; /* P(x, m) after murdering who[i]; 0: not legal under (x, m) */
    double motive_after[CIVILIANS][MOTIVES];
    double pub[CIVILIANS][MM_VICTIM_FEATURES]; /* the features that do not read (x, m) */
    uint8_t group_of[CIVILIANS];            /* each candidate's group */
} MmVictimChoice;

int itk_murderer_model_victim_choice(const Belief *rules, const Game *view, const Obs *o, MmVictimChoice *out);
void itk_murderer_model_victim_features(const MmVictimChoice *c, int i, int x, int m, const Game *view,
                                    double f[MM_VICTIM_FEATURES]);

/* The rebuilt live position of the murder o (the board it happened on, the
 * hidden fields as in view), which the rules core can ask who was legal. */
void itk_murderer_model_murder_board(const Game *view, const Obs *o, Game *at);

/* --- learning (murderer_model_fit.c) ------------------------------------- */

/* The victim choices of the games learned from, under the truth: per choice,
 * its candidates' feature rows (those legal under the true (x, m)) and which
 * was chosen. */
typedef struct MmVictimRows {
    long first;                             /* the choice's first row */
    int count, chosen;                      /* its rows, and the chosen one among them */
} MmVictimRows;

typedef struct MmVictimData {
    long n, cap;                            /* choices */
    MmVictimRows *choice;
    long rows, row_cap;
    double (*f)[MM_VICTIM_FEATURES];
} MmVictimData;

/* Add the Murderer's choices of one finished game (`final`, the full position
 * with the truth) to the counts, and its victim choices to `victims` (may be
 * NULL).  Returns 0, or -1 when out of memory. */
int itk_murderer_model_count_game(MurdererModel *m, MmVictimData *victims, const Game *final);

/* Append one choice (rows n x features, chosen index); -1 when out of memory. */
int itk_murderer_model_victim_add(MmVictimData *d, const double (*f)[MM_VICTIM_FEATURES], int n, int chosen);

/* into gets from's choices appended; -1 when out of memory. */
int itk_murderer_model_victim_append(MmVictimData *into, const MmVictimData *from);
void itk_murderer_model_victim_free(MmVictimData *d);

/* Fit the victim weights (maximum likelihood with a ridge of 1, Newton's
 * method) and their standard errors from the data; none when it is empty. */
void itk_murderer_model_fit_victims(MurdererModel *m, const MmVictimData *d);

/* into += from (counts). */
void itk_murderer_model_add(MurdererModel *into, const MurdererModel *from);

/* --- the file (murderer_model_file.c, games/itk/docs/learning.md) -------------------- */

/* Read a model file.  Returns 0, or -1 with "FILE:LINE: problem" in err. */
int itk_murderer_model_load(MurdererModel *m, const char *path, char *err, size_t errlen);

/* Write the model as text; `comment` (may be NULL) is written as '#' lines
 * after the version line.  Returns 0, or -1 on a write error. */
int itk_murderer_model_write(const MurdererModel *m, const char *comment, FILE *out);

#endif
