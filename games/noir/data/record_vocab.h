/*
 * record_vocab.h — the words NOIR's record reader and writer share
 * (record_read.c, record_write.c); nothing outside them uses it.
 */
#ifndef NOIRLAB_NOIR_RECORD_VOCAB_H
#define NOIRLAB_NOIR_RECORD_VOCAB_H

#include <stdio.h>
#include <string.h>

#include "games/noir/core/game.h"
#include "games/noir/data/params_text.h" /* the parameters' keys and mode names, as the header writes them */

/* "row"/"column", its index, "left"/"right" or "up"/"down" as a SHIFT:
 * 0, or -1 when the words are not a shift's. */
int noir_shift_from_words(const char *line_word, int index, const char *dir_word, NoirAction *x);

#endif
