/*
 * play_game_human.h — `noirlab play --human SEAT`: a person plays one seat of
 * any game with a view for a person (GameClass.view_text, or its person
 * dialect's, person_dialect.h), through the game interface alone
 * (play_game_human.c).
 */
#ifndef NOIRLAB_PLAY_GAME_HUMAN_H
#define NOIRLAB_PLAY_GAME_HUMAN_H

#include "cli/human_play.h"
#include "sim/game_class.h"

/* Play h's game (game h->game of cell h->cell of h->campaign) with the
 * person at seat h->side and human_play_opponent in every other seat, or the
 * seat's own policy of h->flags.seat (a game of more than two seats: --p2
 * SPEC); returns the exit status: 0 saved, 1 abandoned or not saved, 2 a bad
 * policy or a seat the game's parameters do not have. */
int play_game_human(const HumanPlay *h);

/* The seat `text` names at a table of `seats` of game g: one of g's seat
 * names (game_seat_by_name), pK or K for seat K; -1 when none. */
int play_game_human_seat(const GameClass *g, int seats, const char *text);

/* 1: game g has a view for a person (its own or its dialect's). */
int play_game_human_draws(const GameClass *g);

/* 1: --explain has a panel of deductions for game g (its belief's text, or
 * its dialect's draw). */
int play_game_human_explains(const GameClass *g);

#endif
