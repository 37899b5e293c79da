/*
 * itk_class.h — Intent to Kill behind the game interface (sim/game_class.h).
 *
 * Its parameters are a layout and a motive set from the catalog and the
 * switches: the campaign loader resolves them from scenario and motive names
 * (runner/campaign.c), so the class has no params_set.  Seats, actions, the
 * view (a Game with the hidden fields blanked) and the setup are the rules
 * core's own types.
 */
#ifndef NOIRLAB_ITK_CLASS_H
#define NOIRLAB_ITK_CLASS_H

#include "games/itk/data/catalog.h"
#include "sim/game_class.h"

typedef struct ItkParams {
    const Catalog *cat;
    const Layout *layout;
    MotiveSet motives;
    Switches sw;
} ItkParams;

/* The metrics of an Intent to Kill outcome, in GameOutcome.metric order. */
enum ItkMetric { ITK_MURDERS, ITK_REFUSALS, ITK_ROUNDS, ITK_MOTIVE, ITK_ACCUSED_MOTIVE, ITK_ACCUSED_RIGHT, ITK_METRICS };

extern const GameClass itk_game_class;

#endif
