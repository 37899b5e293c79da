/*
 * seat_view.h — a NOIR side's whole information set, as the game interface
 * (sim/game_class.h) hands it to a policy: the view (N13) and the record as
 * that side may read it (noir_view_obs for every entry).
 */
#ifndef NOIRLAB_NOIR_SEAT_VIEW_H
#define NOIRLAB_NOIR_SEAT_VIEW_H

#include "games/noir/core/view.h"

typedef struct NoirSeatView {
    NoirView v;                  /* v.n_obs entries of obs[] are filled */
    NoirParams p;                /* the game's parameters (public) */
    NoirObs obs[NOIR_MAX_OBS];   /* the record, the side's secrets kept, the opponent's blanked */
} NoirSeatView;

#endif
