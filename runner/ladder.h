/*
 * ladder.h — a ladder: every Detective configuration against every Murderer
 * configuration, played as an ordinary campaign (docs/ladder.md).
 *
 * A ladder is a campaign whose [grid] lists several detectives and several
 * murderers: the grid's cells are exactly the round robin, and since a
 * cell's seed hashes only its setup (campaign.h), every pair meets the same
 * deals and token draws.  A ladder file is therefore a campaign file
 * (docs/campaign.md) and `noirlab run --campaign` plays it just as well;
 * `noirlab ladder` adds the ratings.
 *
 * Without a file the same campaign is built from lists of specs
 * (round_robin_campaign): the values are put together as the text of an
 * equivalent campaign file and resolved by the same routine as a file, so a
 * list on the command line goes through exactly the checks of a file, and a
 * problem is reported under the flag it came from ("--detectives: policy foo:
 * unknown ...").
 */
#ifndef NOIRLAB_LADDER_H
#define NOIRLAB_LADDER_H

#include <stddef.h>
#include <stdint.h>

#include "runner/campaign.h"

/* A round robin described by values (text as typed; NULL = default). */
typedef struct RoundRobin {
    const char *name;              /* campaign name (default "ladder") */
    const char *game;              /* the game (default the first: Intent to Kill) */
    int n_params;                  /* the game's parameters given as flags (--mode ...) */
    const CampaignParamFlag *param;
    const char *scenario;          /* layout key or file (default beginner) */
    const char *motives;           /* motive set (default logic) */
    const char *games, *seed;      /* games per pair (default 200), master seed (default 1) */
    uint32_t chunk;                /* games per work unit (0: 100) */
    int rows_all;                  /* keep a per-game row of every game */
    int n_det, n_mur;
    const char *const *det, *const *mur;   /* specs */
    const char *det_flag, *mur_flag;       /* where they came from, for messages */
    /* A game of more than two seats takes its specs per seat instead: seat
     * s plays each of seat[s][0..n_seat[s]-1] (the grid's product), blamed
     * on seat_flag[s]; the det and mur lists are then unused. */
    int n_seat[GAME_SEATS_MAX];
    const char *const *seat[GAME_SEATS_MAX];
    const char *seat_flag[GAME_SEATS_MAX];
} RoundRobin;

/* The campaign of a round robin, resolved against `data` (campaign_load).
 * Returns 0, or -1 with "--flag: problem". */
int round_robin_campaign(Campaign *c, const void *data, const RoundRobin *rr, char *err, size_t errlen);

/* Split "A;B;C" into specs (blank ones are an error).  Returns the count, or
 * -1 with "FLAG: problem".  Free *out with free(); the strings live in it. */
int split_specs(const char *flag, const char *text, char ***out, char *err, size_t errlen);

/* The configurations of each role and where every cell's games go. */
typedef struct LadderRoles {
    int n_det, n_mur;
    int *det, *mur;                /* indices into Campaign.spec, in order of first appearance */
    int *cell_det, *cell_mur;      /* per cell: index into det[] and mur[] */
} LadderRoles;

/* Sort a campaign's cells into roles (a spec may appear in both). */
void ladder_roles(LadderRoles *r, const Campaign *c);

void ladder_roles_free(LadderRoles *r);

#endif
