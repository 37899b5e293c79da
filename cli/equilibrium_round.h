/*
 * equilibrium_round.h — what a round of `noirlab equilibrium --responses` or
 * `--loop` measured, and its output in text and JSON (cli/equilibrium_loop.c
 * measures, cli/equilibrium_round.c prints; docs/equilibrium.md).
 */
#ifndef NOIRLAB_EQUILIBRIUM_ROUND_H
#define NOIRLAB_EQUILIBRIUM_ROUND_H

#include "analysis/exploitability.h"
#include "cli/equilibrium_loop.h"

/* One candidate response of a seat: its SPEC with the round's words
 * replaced, and, unless it is already a member of its population (then it
 * is not played), its gain. */
typedef struct Candidate {
    char spec[POLICY_SPEC_MAX];
    int member;
    ResponseGain gain;
} Candidate;

typedef struct Round {
    int n[2];                 /* the population it solved */
    double value, value_lo, value_hi;
    char mixture[2][4200];    /* the mixture players' specs */
    int n_cand[2];
    Candidate cand[2][OPTION_LIST_MAX];
    int best[2];              /* the played candidate of the largest gain; -1: no candidate left */
    PairRate value_pair;
    int pairs;                /* pairs played on the round's deals */
    int joins[2];
    char model[2][4200];      /* the model learned for the seat ("" when none) */
    uint64_t seed, learn_seed;
    double cpu_responses, cpu_cells, cpu_learn;
} Round;

/* The seat of a side of the meta-game, by its game's name ("detective"). */
const char *loop_seat(const Campaign *c, int side);

/* A round as its tables, printed when it ends. */
void loop_print_round(const LoopArgs *a, const Campaign *c, int round, const Round *r);

/* The loop's table and its final population (specs[side][k], n[side]) with
 * the equilibrium e, after the last round; converged: the last round added
 * nothing. */
void loop_print_summary(const LoopArgs *a, const Campaign *c, const Round *rounds, int n, const int *members,
                        char (*const *specs)[POLICY_SPEC_MAX], const Equilibrium *e, int converged);

/* The JSON keys ",\"responses\":[...]" and, with --loop, ",\"loop\":{...}". */
void loop_print_json(const LoopArgs *a, const Campaign *c, const Round *rounds, int n, const int *members,
                     char (*const *specs)[POLICY_SPEC_MAX], const Equilibrium *e, int converged);

#endif
