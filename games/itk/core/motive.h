/*
 * motive.h — the 12 motives (REFERENCE §3).
 *
 * A motive is code, not data: its name is read from scenarios/motives.csv but
 * its conditions live in motive.c.  The numbering below is the one used in
 * motive-set bitmasks (MotiveSet bit m = motive m).
 */
#ifndef NOIRLAB_MOTIVE_H
#define NOIRLAB_MOTIVE_H

#include <stdint.h>

enum Motive {
    MOTIVE_MANIAC, MOTIVE_SADIST, MOTIVE_CUTTHROAT, MOTIVE_VIGILANTE,
    MOTIVE_KILLER, MOTIVE_TERRORIST, MOTIVE_PSYCHOPATH, MOTIVE_RADICAL,
    MOTIVE_ROBBER, MOTIVE_SPY, MOTIVE_CANNIBAL, MOTIVE_CULTIST,
    MOTIVES
};

typedef uint16_t MotiveSet;

/* Stable lower-case keys ("maniac", ...) used in files, records and flags. */
const char *itk_motive_key(int m);
int itk_motive_from_key(const char *key); /* case-insensitive; -1 when unknown */

#endif
