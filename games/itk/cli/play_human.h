/*
 * play_human.h — `noirlab play --human` for Intent to Kill: the game in the
 * terminal (play_human.c), from the flags cmd_play.c reads (cli/human_play.h).
 */
#ifndef NOIRLAB_PLAY_HUMAN_H
#define NOIRLAB_PLAY_HUMAN_H

#include "cli/human_play.h"

/* Play the game; returns the exit status (0 saved, 1 abandoned or not saved,
 * 2 a bad --opponent). */
int itk_play_human(const HumanPlay *h);

#endif
