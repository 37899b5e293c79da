/*
 * setup.h — what is fixed before a game of NOIR starts: the parameters and
 * switches (N1, N11, N12, N14, N15) and the deal (N1, N2).
 *
 * Like Intent to Kill's Setup, a NoirSetup is what a game record's header
 * will hold.  It is also the vocabulary the bitboard core (game.h) and the
 * plain implementation (plain/plain.h) share: both start from one.
 */
#ifndef NOIRLAB_NOIR_SETUP_H
#define NOIRLAB_NOIR_SETUP_H

#include <stdint.h>

#include "base/pcg32.h"

enum {
    NOIR_MIN_SIDE = 4,        /* N1: 4x4 .. 7x7 */
    NOIR_MAX_SIDE = 7,
    NOIR_DEFAULT_SIDE = 5,
    NOIR_MAX_SUSPECTS = NOIR_MAX_SIDE * NOIR_MAX_SIDE,
    NOIR_DEALT = 4,           /* N2: the Inspector's four evidence cards */
    NOIR_DEFAULT_TURNS = 300, /* N14 */
    NOIR_MAX_TURNS = 500,     /* the largest N14 parameter accepted */
    NOIR_NOBODY = 0xFF,       /* "no suspect" in a uint8_t suspect field */
};

enum NoirMode { NOIR_CLASSIC, NOIR_STANDARD, NOIR_CITIZENS_ARREST, NOIR_MODES };

enum NoirSide { NOIR_KILLER, NOIR_INSPECTOR, NOIR_SIDE_NONE };

/* The parameters and switches; noir_params_default gives the seed's game. */
typedef struct NoirParams {
    uint8_t side;           /* N1: grid of side x side suspects */
    uint8_t kill_target;    /* N11: deceased suspects that win for the Killer */
    uint8_t mode;           /* enum NoirMode (N9, N12) */
    uint8_t disguise;       /* N15: 0 = no Disguise action */
    uint8_t self_arrest;    /* N15: 0 = the Inspector may not arrest their own identity */
    uint8_t identity_first; /* N15: 1 = the Inspector chooses before the Killer's first turn */
    uint8_t first_kill_optional; /* N15: 1 = the Killer's first turn may be any action */
    uint16_t max_turns;     /* N14: turns in all before the game is stopped unfinished */
} NoirParams;

/* N11: 16 on 5x5, 16 n^2 / 25 rounded on other grids (10, 16, 23, 31). */
int noir_default_kill_target(int side);

/* The seed's game on a side x side grid: Classic mode, every switch off. */
NoirParams noir_params_default(int side);

/* NULL when the parameters are playable, otherwise what is wrong with them. */
const char *noir_params_check(const NoirParams *p);

/*
 * The deal.  Suspects are numbered 0..n-1 (n = side^2; their names are data,
 * scenarios/noir/suspects.txt).  grid[] holds the suspect dealt to each cell,
 * row-major (N1).  evidence[] is the shuffled evidence deck, top first (N2):
 * evidence[0] is the Killer's identity, evidence[1..4] the Inspector's four
 * cards, evidence[5..n) the Evidence Deck from its top.
 */
typedef struct NoirSetup {
    NoirParams p;
    uint8_t grid[NOIR_MAX_SUSPECTS];
    uint8_t evidence[NOIR_MAX_SUSPECTS];
} NoirSetup;

/* Deal at random from rng: two independent uniform permutations (N1, N2). */
void noir_deal(NoirSetup *s, const NoirParams *p, Pcg32 *rng);

/* NULL when the setup is a valid deal of its parameters, otherwise why not. */
const char *noir_setup_check(const NoirSetup *s);

#endif
