/*
 * equilibrium_pairs.h — pairs of a ladder's setup, played on the ladder's
 * deals or on fresh ones and kept in the ladder's database (docs/equilibrium.md,
 * "Exploitability"; docs/schema.md, "Runs beside the first").
 *
 * Every pair is a cell of the ladder's one setup, so game g of every pair is
 * dealt from seed_for_game(seed, the setup's cell seed, g): with the ladder's
 * own master seed those are the ladder's deals (a new member's cells join the
 * meta-game on common deals), with another seed fresh ones common to the
 * pairs played together.  The games go through the runner (its threads, its
 * seeds), so they depend only on the specs, the setup and the seed; they are
 * stored as a run beside the ladder's, chunk by chunk, and a second call
 * with the same pairs plays only what is not stored yet.
 */
#ifndef NOIRLAB_EQUILIBRIUM_PAIRS_H
#define NOIRLAB_EQUILIBRIUM_PAIRS_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "runner/campaign.h"

typedef struct PairsRun {
    const Campaign *ladder;   /* its first cell gives the setup */
    uint32_t games;
    uint64_t seed;            /* master seed */
    int threads, quiet;
    const char *db;           /* the ladder's database, which keeps the games */
    const char *name;         /* their run's name there, one per set of pairs ("loop round 1 responses") */
    const char *settings;     /* what decides the pairs (lines of text), the start of their configuration */
    const volatile sig_atomic_t *stop; /* RunOptions.stop; may be NULL */
    double cpu_seconds;       /* out: the process's CPU time the games took */
    int interrupted;          /* out: the signal that stopped the games (their chunks stored), or 0 */
} PairsRun;

/* Play pair p (seeker[p] against hider[p]) for p < n, what the database
 * lacks of them; won[p * games + g] = 1 when the seeker won game g, read
 * back from the database's per-game log.  0, or -1 with a message (and
 * run->interrupted set when a signal stopped it). */
int pairs_play(PairsRun *run, int n, const char *const *seeker, const char *const *hider, uint8_t *won, char *err,
               size_t errlen);

/* The campaign of pair p (seeker[p] against hider[p]) as cell p for p < n:
 * the ladder's first cell's setup and cell seed, `games` games each from
 * master seed `seed`, every game logged; its arrays are its own (free them
 * with pairs_campaign_free), the rest the ladder's.  0, or -1 with a message
 * (nothing to free). */
int pairs_campaign(const Campaign *ladder, uint32_t games, uint64_t seed, int n, const char *const *seeker,
                   const char *const *hider, Campaign *c, char *err, size_t errlen);
void pairs_campaign_free(Campaign *c);

#endif
