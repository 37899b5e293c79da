/*
 * replay.h — `noirlab replay` on a 10' to Kill record: the hook
 * cli/cmd_replay.c calls, as it calls NOIR's.
 */
#ifndef NOIRLAB_TENKILL_REPLAY_H
#define NOIRLAB_TENKILL_REPLAY_H

#include <stdio.h>

/* Is the text in `in` (from its start) a 10' to Kill record (its first
 * line after the comments, "tenkill 1")? */
int tenkill_replay_detect(FILE *in);

/* Check the record at `path` completely, then print the game to out: the
 * deal (hidden identities included, T23), each event with what it made
 * public (T13's case, the kill's suspects S(V), the flee, the policeman, an
 * investigation's answer), and the outcome.  Returns the exit status: 0, or
 * 1 with one "FILE:LINE: problem" on err and nothing on out. */
int tenkill_replay(const char *path, FILE *out, FILE *err);

#endif
