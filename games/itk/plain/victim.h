/*
 * victim.h — who the Murderer may murder (R4), whether the motive can still be
 * completed afterwards (R5), and the surveillance answer built on them (R6).
 */
#ifndef NOIRLAB_PLAIN_VICTIM_H
#define NOIRLAB_PLAIN_VICTIM_H

#include "games/itk/plain/plain.h"

/* R4 (with R5 unless per_victim_only): may c be murdered in the current position? */
int itk_victim_is_legal(const PlainGame *g, int c, int per_victim_only);

/* Is there any legal victim now (R2: otherwise the Murderer must refuse)? */
int itk_victim_any_legal(const PlainGame *g);

#endif
