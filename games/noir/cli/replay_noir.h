/*
 * replay_noir.h — `noirlab replay` on a NOIR record (games/noir/cli/replay_noir.c).
 */
#ifndef NOIRLAB_REPLAY_NOIR_H
#define NOIRLAB_REPLAY_NOIR_H

/* Is the file at `path` a NOIR record (its first line, games/noir/docs/noir.md)?  A
 * file that cannot be read is not: Intent to Kill's reader says why. */
int noir_replay_detect(const char *path);

/* Check the NOIR record at `path` and print the game.  Returns the exit
 * status: 0, or 1 with one "FILE:LINE: problem" on stderr and nothing on
 * stdout. */
int noir_replay(const char *path);

#endif
