/*
 * game_replay.h — a game's entry in `noirlab replay` (cmd_replay.c), which its
 * CMakeLists.txt registers (noirlab_game_hook(REPLAY ...), docs/hacking.md):
 * the first game whose detect claims a record replays it, and a record no
 * game claims goes to the first game of the list (the default game), whose
 * reader names what is wrong with it.
 */
#ifndef NOIRLAB_GAME_REPLAY_H
#define NOIRLAB_GAME_REPLAY_H

#include <stdio.h>

typedef struct GameReplay {
    int (*detect)(FILE *in);         /* is the text in `in` (from its start) this game's record? (its first line) */
    int (*replay)(const char *path); /* check it, then print it: the exit status */
} GameReplay;

#endif
