/*
 * move_prompt.h — the prompt of a person's move in the terminal (`play
 * --human`, both play_human.c and play_game_human.c): a number from a listed
 * range, 'b' to redraw the board, 'q' to leave, or text the caller reads.
 */
#ifndef NOIRLAB_MOVE_PROMPT_H
#define NOIRLAB_MOVE_PROMPT_H

#include <stddef.h>

enum { MOVE_QUIT = -1, MOVE_BOARD = -2, MOVE_TEXT = -3, MOVE_LINE_MAX = 512 };

/* Print "your move (1-N or WHAT; b board, q quit) > " and read a line:
 * the index (0..n-1) of a number 1..n; MOVE_BOARD for b or board; MOVE_QUIT
 * for q, quit or the end of input; MOVE_TEXT with *text pointing at the
 * typed text in line.  Blank lines, numbers out of range ("no move K:
 * pick 1-N") and lines refused whole (base/line.h: a NUL byte, longer than
 * linelen - 2 characters) ask again. */
int move_prompt(int n, const char *what, char *line, size_t linelen, char **text);

#endif
