/*
 * human_play.h — `noirlab play --human`: the flags cmd_play.c reads for it,
 * which the person's game loop of every game takes (play_game_human.h).
 */
#ifndef NOIRLAB_HUMAN_PLAY_H
#define NOIRLAB_HUMAN_PLAY_H

#include <stdint.h>

#include "runner/campaign.h"

typedef struct HumanPlay {
    CampaignFlags flags;  /* seed (its text, for the record's name) and a game of more seats' --SEAT SPEC */
    const Campaign *campaign; /* the game is game `game` of its cell `cell`, dealt as `noirlab run` deals it */
    int cell;
    int cell_policies;    /* the cell is a campaign file's: its policies play the other seats */
    uint64_t game;        /* the game's number in the cell */
    const char *side;     /* the person's seat: its name, pK or K (play_game_human_seat) */
    const char *opponent; /* every other seat's policy SPEC; NULL: the cell's (cell_policies), else heuristic */
    const char *record;   /* where the finished game goes; NULL: a free game-S-K.rec */
    int explain;          /* draw what the seat could deduce too */
} HumanPlay;

/* The policy SPEC of `seat`, not the person's (--opponent, or its default). */
static inline const char *human_play_opponent(const HumanPlay *h, int seat)
{
    if (h->opponent)
        return h->opponent;
    return h->cell_policies ? h->campaign->spec[h->campaign->cell[h->cell].seat[seat]] : "heuristic";
}

/* Where human_play_opponent's SPEC came from, for a message that refuses it. */
static inline const char *human_play_opponent_source(const HumanPlay *h)
{
    return h->opponent ? "--opponent" : h->cell_policies ? "the cell's policy" : "--opponent (default heuristic)";
}

#endif
