/*
 * board.h — plain questions about the city and who stands where, shared by the
 * files of the plain implementation.  Adjacency is computed from row and
 * column; "who is in block b" is a loop over the civilians.
 */
#ifndef NOIRLAB_PLAIN_BOARD_H
#define NOIRLAB_PLAIN_BOARD_H

#include "games/itk/plain/plain.h"

/* Blocks sharing a side (rulebook "City"). */
int itk_board_adjacent(int a, int b);

/* b is one of the up to 8 blocks around a, a itself excluded (Vigilante). */
int itk_board_around(int a, int b);

/* b is one of the 4 central blocks 5, 6, 9, 10 (Cutthroat). */
int itk_board_central(int b);

/* Alive civilians standing in block b. */
int itk_board_count_in(const PlainGame *g, int b);

/* Alive civilians standing in block b that are not intimidated. */
int itk_board_count_unintimidated_in(const PlainGame *g, int b);

/* Block b has a building of any kind (Spy). */
int itk_board_has_any_building(const PlainGame *g, int b);

/* Civilian c stands in block b or in a block adjacent to it (R10). */
int itk_board_near(const PlainGame *g, int c, int b);

/* Group grp has at least one alive civilian (R11). */
int itk_board_group_alive(const PlainGame *g, int grp);

/* A civilian may step into block b: not a crime scene and fewer than 3 there (R8, R11). */
int itk_board_has_room(const PlainGame *g, int b);

#endif
