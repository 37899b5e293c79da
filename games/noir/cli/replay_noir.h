/*
 * replay_noir.h — `noirlab replay` on a NOIR record (games/noir/cli/replay_noir.c).
 */
#ifndef NOIRLAB_REPLAY_NOIR_H
#define NOIRLAB_REPLAY_NOIR_H

/* Check the NOIR record at `path` and print the game.  Returns the exit
 * status: 0, or 1 with one "FILE:LINE: problem" on stderr and nothing on
 * stdout. */
int noir_replay(const char *path);

#endif
