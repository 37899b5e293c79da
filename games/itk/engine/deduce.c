/*
 * deduce.c — the Detective's deductions in a position (deduce.h).
 */
#include "games/itk/engine/deduce.h"

#include <stdlib.h>
#include <string.h>

int itk_deduce(const Game *g, Deductions *d)
{
    Belief *scratch = malloc(sizeof *scratch);
    if (!scratch) {
        memset(d, 0, sizeof *d);
        return -1;
    }
    Game view;
    itk_game_view(g, SIDE_DETECTIVE, &view);
    itk_belief_init(scratch, &view, BELIEF_LIE_DEFAULT);
    const Belief *b = scratch;
    d->hypotheses = itk_belief_hypotheses(b);
    d->motives = itk_belief_motives_left(b);
    d->suspects = itk_belief_suspects(b);
    d->n = 0;
    int cap = (int)(sizeof d->top / sizeof d->top[0]);
    /* Insertion into the top list, best first; ties keep (civilian, motive) order. */
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++) {
            double p = b->joint[x][m];
            if (p <= 0)
                continue;
            int j = d->n < cap ? d->n++ : cap;
            while (j > 0 && d->top[j - 1].p < p) {
                if (j < cap)
                    d->top[j] = d->top[j - 1];
                j--;
            }
            if (j < cap)
                d->top[j] = (DeducedPair){x, m, p};
        }
    free(scratch);
    return 0;
}
