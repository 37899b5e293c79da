/*
 * deduce.h — what the Detective could deduce in a position, for a person
 * and a program alike: the engine's `hypotheses` and `go` answers
 * (itk_dialect.c) and `play --human --explain` (games/itk/cli/person_itk.c).
 * The belief behind it is games/itk/ai/belief.h (games/itk/docs/belief.md).
 */
#ifndef NOIRLAB_ITK_DEDUCE_H
#define NOIRLAB_ITK_DEDUCE_H

#include "games/itk/ai/belief.h"

typedef struct DeducedPair {
    int murderer, motive;
    double p;
} DeducedPair;

typedef struct Deductions {
    long hypotheses;     /* (murderer, motive, Person of Interest, supporters) still consistent */
    MotiveSet motives;   /* motives still possible */
    CivSet suspects;     /* civilians who may still be the murderer */
    int n;
    DeducedPair top[8];  /* the most probable (murderer, motive), best first */
} Deductions;

/* The Detective's deductions from its view of position g (the default liar
 * model, BELIEF_LIE_DEFAULT).  The belief behind them (tens of kilobytes) is
 * allocated and freed here.  0, or -1 when it cannot be allocated (d is then
 * all zero). */
int itk_deduce(const Game *g, Deductions *d);

#endif
