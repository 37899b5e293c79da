/*
 * tenkill_class.h — 10' to Kill behind the game interface (sim/game_class.h).
 */
#ifndef NOIRLAB_TENKILL_CLASS_H
#define NOIRLAB_TENKILL_CLASS_H

#include "sim/game_class.h"

/* The metrics, in the order of tenkill_game_class.metric. */
enum TenkillMetric {
    TENKILL_METRIC_ENDING,       /* TenkillEnd */
    TENKILL_METRIC_ROUNDS,
    TENKILL_METRIC_KILLS,
    TENKILL_METRIC_ARRESTS,
    TENKILL_METRIC_LONE_SUSPECT, /* kills with |S(V)| = 1 (§4.8) */
    TENKILL_METRIC_HITMAN_KILLS,
    TENKILL_METRIC_SPOILS,       /* kills of another player's target (§4.9) */
    TENKILL_METRIC_INNOCENTS,    /* kills of a character nobody held */
    TENKILL_METRICS,
};

extern const GameClass tenkill_game_class;

#endif
