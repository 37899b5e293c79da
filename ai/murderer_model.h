/*
 * murderer_model.h — a model of the Murderer's public choices: how likely each
 * choice the Detective sees is under each hypothesis (murderer x, motive m,
 * Person of Interest p, supporters s), learned from games where the truth is
 * known (`noirlab learn`) or set by hand (`silenced=W`).  The Detectives weigh
 * their belief (belief.h) by it: `heuristic:model=FILE`, `ismcts:model=FILE`.
 * docs/learning.md describes the features, the file format and the figures.
 *
 * Three features, each a count-based conditional likelihood (counts in the
 * file, probabilities smoothed as (k + 1/2) / (n + 1)):
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
 *
 * Everything a feature reads besides the hypothesis is public (R14), so the
 * weight of each hypothesis is the product of the likelihoods of the observed
 * choices under it, exactly (murderer_model_weigh), under the model's
 * independence assumptions: the features multiply, the intimidated civilians
 * are judged one by one at the time of weighing, and supporters by a
 * per-group rate rather than the draw of 3 tokens they were chosen from.
 */
#ifndef NOIRLAB_MURDERER_MODEL_H
#define NOIRLAB_MURDERER_MODEL_H

#include <stddef.h>
#include <stdio.h>

#include "belief.h"

enum {
    MM_VERSION = 1,
    MM_KINDS = 4,                       /* question kinds: sex, age, build, height */
    MM_PREFERS_TRUTH = 0,               /* which answer a criterion prefers */
    MM_PREFERS_LIE,
    MM_PREFERS_NEITHER,
    MM_PREFS,
    MM_ANSWER_CELLS = MM_KINDS * MM_PREFS * MM_PREFS,
    MM_SIZES = 6,                       /* group sizes 0..4, then 5 or more */
    MM_ERR_MAX = 1024,
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
} MurdererModel;

/* An empty model (every probability 1/2: the rules' belief) without silenced. */
void murderer_model_clear(MurdererModel *m);

/* The smoothed probability of a cell: (yes + 1/2) / (yes + no + 1). */
double murderer_model_p(MmCount c);

/* The answer cell of (kind, greedy, public), and the question kind of q. */
int murderer_model_answer_cell(int kind, int greedy, int pub);
int murderer_model_kind(int q);

/*
 * For the liar's answer `o` (civilian o->civ answered question o->value with
 * o->yes), the answer cell under each murderer x: `rules` is the rules'
 * belief of the record just before o (belief_update_to), combined.
 */
void murderer_model_answer_cells(const Belief *rules, const Game *view, const Obs *o, int cell[CIVILIANS]);

/*
 * Weigh b, the belief of view (any lie), by the model's likelihood of the
 * Murderer's choices in view: every liar's answer of the record, the
 * intimidated and spared civilians, the supporters.  Apply it last, to a
 * belief that is not updated again (belief.h).  A NULL model changes nothing.
 */
void murderer_model_weigh(const MurdererModel *m, Belief *b, const Game *view);

/* --- learning (murderer_model_fit.c) ------------------------------------- */

/* Add the Murderer's choices of one finished game (`final`, the full position
 * with the truth) to the counts. */
void murderer_model_count_game(MurdererModel *m, const Game *final);

/* into += from (counts). */
void murderer_model_add(MurdererModel *into, const MurdererModel *from);

/* --- the file (murderer_model_file.c, docs/learning.md) -------------------- */

/* Read a model file.  Returns 0, or -1 with "FILE:LINE: problem" in err. */
int murderer_model_load(MurdererModel *m, const char *path, char *err, size_t errlen);

/* Write the model as text; `comment` (may be NULL) is written as '#' lines
 * after the version line.  Returns 0, or -1 on a write error. */
int murderer_model_write(const MurdererModel *m, const char *comment, FILE *out);

#endif
