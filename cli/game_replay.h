/*
 * game_replay.h — a game's entry in `noirlab replay` (cmd_replay.c), which its
 * CMakeLists.txt registers (noirlab_game_hook(REPLAY ...), docs/hacking.md):
 * the first game whose detect claims a record replays it.
 */
#ifndef NOIRLAB_GAME_REPLAY_H
#define NOIRLAB_GAME_REPLAY_H

typedef struct GameReplay {
    int (*detect)(const char *path); /* is the record at path this game's? (its first line) */
    int (*replay)(const char *path); /* check it, then print it: the exit status */
} GameReplay;

#endif
