/*
 * noir_class.h — NOIR behind the game interface (sim/game_class.h).  Its
 * parameters blob is a NoirParams (setup.h), its view a NoirSeatView
 * (seat_view.h), its actions NoirActions (action.h).
 */
#ifndef NOIRLAB_NOIR_CLASS_H
#define NOIRLAB_NOIR_CLASS_H

#include "sim/game_class.h"

/* The metrics of a NOIR outcome, in GameOutcome.metric order. */
enum NoirMetric { NOIR_METRIC_ENDING, NOIR_METRIC_DEATHS, NOIR_METRIC_TURNS, NOIR_METRICS };

extern const GameClass noir_game_class;

#endif
