/*
 * play_human.h — `noirlab play --human`: the flags cmd_play.c reads for it and
 * the game in the terminal (play_human.c).
 */
#ifndef NOIRLAB_PLAY_HUMAN_H
#define NOIRLAB_PLAY_HUMAN_H

#include <stdint.h>

#include "runner/campaign.h"

typedef struct HumanPlay {
    CampaignFlags flags;  /* the cell: scenario, motives, seed (no policies) */
    uint64_t game;        /* the game's number in the cell */
    const char *side;     /* "detective" or "murderer": the person's side */
    const char *opponent; /* the other side's policy SPEC; NULL: heuristic */
    const char *record;   /* where the finished game goes; NULL: a free game-S-K.rec */
    int explain;          /* draw the Detective's deductions too */
} HumanPlay;

/* Play the game; returns the exit status (0 saved, 1 abandoned or not saved,
 * 2 a bad --opponent, scenario or motive set, or an existing --record). */
int itk_play_human(const HumanPlay *h);

#endif
