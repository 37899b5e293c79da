/*
 * doa.h — D.O.A.'s poisoned Benefactor in the plain implementation (R19):
 * who the Benefactor is, and the victims that count for the motive.
 */
#ifndef NOIRLAB_PLAIN_DOA_H
#define NOIRLAB_PLAIN_DOA_H

#include "games/itk/plain/plain.h"

/* The civilian whose card is named "Benefactor", or NOBODY. */
int itk_doa_benefactor_in(const Setup *s);

/* The victims of the motive, in order, into out: every victim but the
 * Benefactor (R19).  Returns how many. */
int itk_doa_own_victims(const PlainGame *g, int out[MAX_VICTIMS]);

/* Victims the motive needs: five, or four in D.O.A., where the Benefactor
 * takes one of the game's five (R19: R5 plans for four). */
int itk_doa_motive_victims(const PlainGame *g);

#endif
