/*
 * ladder_text.h — words the commands that read a ladder (ladder,
 * equilibrium) print alike: the setup its cells share and a seat's name as a
 * heading.
 */
#ifndef NOIRLAB_LADDER_TEXT_H
#define NOIRLAB_LADDER_TEXT_H

#include <stddef.h>

#include "runner/campaign.h"

/* "beginner, motives Maniac,..., ... rules", or for a game with text
 * parameters its title and parameters: the setup every cell shares, or
 * "several setups (pooled)". */
void ladder_setup_text(const Campaign *c, char *out, size_t outlen);

/* A seat's name with a capital, "Detective", into out. */
const char *seat_title(const char *seat, char *out, size_t outlen);

#endif
