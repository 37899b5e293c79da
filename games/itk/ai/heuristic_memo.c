/*
 * heuristic_memo.c — the question values of a public record, shared by the
 * heuristic players of a thread (heuristic.h, itk_heuristic_question).
 *
 * Both heuristic players run the belief engine on the same public record
 * (R14), and the Detective's plan and the Murderer's intimidations read the
 * same value per witness, itk_belief_best_question, the dearest piece of either
 * (docs/performance.md).  A search's rollouts pass many times through the
 * same records too.  So the values are kept per record, keyed by a 64-bit
 * hash of the deal, the lie and the record, in a small direct-mapped table
 * per thread: a record whose slot another took is computed again.  A value
 * is a function of its key's inputs, so the players' choices do not depend
 * on what the table holds (only two records whose 64-bit keys collide would
 * share a slot wrongly).
 */
#include <string.h>

#include "games/itk/ai/heuristic.h"

enum { MEMO_SLOTS = 256 }; /* a power of 2 */

typedef struct QuestionMemo {
    uint64_t key;                    /* Follower.key of the record; 0: empty */
    CivSet known;                    /* the witnesses computed */
    uint8_t best[CIVILIANS];         /* their best questions */
    double gains[CIVILIANS][QUESTIONS]; /* every question's gain, which ask() reads among ties */
} QuestionMemo;

static _Thread_local QuestionMemo memo[MEMO_SLOTS];

/* Fold n bytes into the hash h, 8 at a time. */
static uint64_t fold(uint64_t h, const void *bytes, size_t n)
{
    const unsigned char *p = bytes;
    for (size_t i = 0; i < n; i += 8) {
        uint64_t word = 0;
        memcpy(&word, p + i, n - i < 8 ? n - i : 8);
        h = seed_mix(h ^ word);
    }
    return h;
}

uint64_t itk_heuristic_deal_key(const Game *view, double lie)
{
    uint64_t h = fold(0x6E6F69726C616221u, view->card, sizeof view->card);
    h = fold(h, &view->motives, sizeof view->motives);
    h = fold(h, &view->sw, sizeof view->sw);
    return fold(h, &lie, sizeof lie);
}

uint64_t itk_heuristic_record_key(uint64_t key, const Obs *obs, int n)
{
    for (int i = 0; i < n; i++)
        key = fold(key, &obs[i], sizeof obs[i]);
    return key;
}

/* The memo's entry for f's record, with witness c computed. */
static const QuestionMemo *entry_with(const Follower *f, const Game *view, int c)
{
    QuestionMemo *e = &memo[f->key & (MEMO_SLOTS - 1)];
    if (e->key != f->key) {
        e->key = f->key;
        e->known = 0;
    }
    if (!bits_has(e->known, c)) {
        double *g = e->gains[c], best = -1;
        itk_belief_question_gains(&f->belief, view, c, g);
        for (int k = 0; k < QUESTIONS; k++) /* the first best, as itk_belief_best_question */
            if (g[k] > best) {
                best = g[k];
                e->best[c] = (uint8_t)k;
            }
        e->known |= (CivSet)1u << c;
    }
    return e;
}

double itk_heuristic_question(const Follower *f, const Game *view, int c, int *q)
{
    const QuestionMemo *e = entry_with(f, view, c);
    *q = e->best[c];
    return e->gains[c][*q];
}

void itk_heuristic_question_gains(const Follower *f, const Game *view, int c, double gain[QUESTIONS])
{
    const QuestionMemo *e = entry_with(f, view, c);
    memcpy(gain, e->gains[c], sizeof e->gains[c]);
}
