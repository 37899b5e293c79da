/*
 * doa.h — D.O.A.'s scenario rule in Logic mode (R19, REFERENCE §7): the
 * poisoned Benefactor, and crime scenes that keep their civilians.
 *
 * The Benefactor is always among the 20 and never the murderer.  Round 1 has
 * no murder: after the intimidations the Murderer plays BENEFACTOR b (phase
 * BENEFACTOR, any of the 16 blocks): the Benefactor leaves the city for
 * victim slot 1, block b becomes crime scene 1 (the most recent one, for the
 * Robber) and the marker moves there without moving anybody.  The Benefactor
 * counts for the game's length (R1) but is no victim of the motive: the
 * per-victim and series conditions and R5 read the Murderer's own victims,
 * Game.victims[1..n_victims), four at most.  In this scenario the initial
 * response never moves civilians, so civilians may stand (and be murdered)
 * on a crime scene; they still may not move onto one.
 */
#ifndef NOIRLAB_DOA_H
#define NOIRLAB_DOA_H

#include "base/pcg32.h"
#include "games/itk/core/game.h"

#define BENEFACTOR_CARD "Benefactor" /* the card R19 names (scenarios/civilians.csv) */

/* The civilian whose card is the Benefactor, or NOBODY. */
int itk_doa_find_benefactor(const Card card[CIVILIANS]);

/* R19: with the rule (`rules`, enum ScenarioRule bits), the Benefactor (a
 * civilian, or NOBODY when no card is it) is among the 20 and is not the
 * murderer.  Returns 1 when that is broken. */
int itk_doa_breaks_r19(int rules, int benefactor, int murderer);

/* The same for a setup, its Benefactor found among its cards. */
int itk_doa_setup_invalid(const Setup *s);

/* R12 with R19: the murderer, uniform over the 20 civilians dealt (`card`),
 * or over the 19 others than the Benefactor under the rule (`rules`, the
 * setup's enum ScenarioRule bits).
 * `layout_doa`: the layout is D.O.A.'s, its rule on or off (the scenario
 * played without its rules).  Such a deal takes the same two draws either
 * way, so that the rule's on and off cells share every deal but where R19
 * acts: the murderer differs only when the off cell's is the Benefactor
 * (one deal in 20). */
int itk_doa_draw_murderer(const Card card[CIVILIANS], int rules, int layout_doa, Pcg32 *rng);

/* The phase after the intimidations: no murder in D.O.A.'s round 1 (R19). */
static inline int doa_murder_phase(const Game *g)
{
    return (g->rules & RULE_DOA) && g->round == 1 ? PH_BENEFACTOR : PH_MURDER;
}

/* The slot of the Murderer's first own victim in Game.victims: 1 under R19
 * (the Benefactor holds slot 1 from round 1 on), else 0. */
static inline int doa_first_own_victim(const Game *g) { return (g->rules & RULE_DOA) != 0; }

#endif
