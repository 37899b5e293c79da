/*
 * play_game_human.h — `noirlab play --human SEAT` for a game with a text view
 * (GameClass.view_text: NOIR's, the games of more seats'), through the game interface alone
 * (play_game_human.c).  Intent to Kill's person plays through its engine's
 * session instead (games/itk/cli/play_human.h).
 */
#ifndef NOIRLAB_PLAY_GAME_HUMAN_H
#define NOIRLAB_PLAY_GAME_HUMAN_H

#include "cli/human_play.h"
#include "sim/game_class.h"

/* Play h's game (game h->game of cell h->cell of h->campaign) with the
 * person at seat h->side and human_play_opponent in every other seat, or the
 * seat's own policy of h->flags.seat (a game of more than two seats: --p2
 * SPEC); returns the exit status as itk_play_human does (2 also for a seat
 * the game's parameters do not have). */
int play_game_human(const HumanPlay *h);

/* The seat `text` names at a table of `seats` of game g: one of g's seat
 * names (game_seat_by_name), pK or K for seat K; -1 when none. */
int play_game_human_seat(const GameClass *g, int seats, const char *text);

#endif
