/*
 * play_game_human.h — `noirlab play --human SEAT` for a game with a text view
 * (GameClass.view_text, NOIR's), through the game interface alone
 * (play_game_human.c).  Intent to Kill's person plays through the engine's
 * session instead (play_human.h).
 */
#ifndef NOIRLAB_PLAY_GAME_HUMAN_H
#define NOIRLAB_PLAY_GAME_HUMAN_H

#include "games/itk/cli/play_human.h"
#include "sim/game_class.h"

/* Play h's game of game g with the person at seat h->side (a seat name of
 * g); returns the exit status as itk_play_human does. */
int play_game_human(const HumanPlay *h, const GameClass *g);

#endif
