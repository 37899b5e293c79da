/*
 * record_vocab.h — what each action kind takes as arguments in a record line
 * (shared by the reader and the writer of games/itk/data/record*.c; not public).
 */
#ifndef NOIRLAB_RECORD_VOCAB_H
#define NOIRLAB_RECORD_VOCAB_H

#include <stdint.h>

#include "games/itk/core/action.h"

enum ArgType { ARG_NONE, ARG_CIV, ARG_BLOCK, ARG_GROUP, ARG_QUESTION, ARG_MOTIVE, ARG_YESNO, ARG_BUILDING };

/* Building names in enum Building order: "police", "diner", "hospital", "fire". */
extern const char *const itk_record_building_name[4];

/* Arguments a and b of each kind (action.h's table), as written in records. */
extern const uint8_t itk_record_kind_args[ACTION_KINDS][2];

#endif
