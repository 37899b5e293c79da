/*
 * toy_class.h — a three-seat card game that exists only for the tests
 * (games/toy/README.md): the smallest game of more than two seats, with
 * scores and shared ranks, so that every generic layer is tested beyond two
 * seats.
 */
#ifndef NOIRLAB_TOY_CLASS_H
#define NOIRLAB_TOY_CLASS_H

#include <stdint.h>

#include "sim/game_class.h"

enum { TOY_CARDS = 6, TOY_KEEP = 0, TOY_REDRAW = 1 };

/* A seat's view: its own card only. */
typedef struct ToyView {
    uint8_t players, seat, card, turn;
} ToyView;

extern const GameClass toy_game_class;

#endif
