/*
 * plain.h — a deliberately plain second implementation of 10' to Kill:
 * arrays of tiles and loops over them, no masks, written from the rulings
 * (T1-T21) alone.  The differential test and the benchmark compare the core
 * against it; it shares only the parameters, the deal and the actions'
 * encoding with the core.
 */
#ifndef NOIRLAB_TENKILL_PLAIN_H
#define NOIRLAB_TENKILL_PLAIN_H

#include "games/tenkill/tenkill.h"

typedef struct TenkillPlain {
    TenkillParams p;
    int n;
    int tile_of[TENKILL_FIGURES];      /* -1: off the board */
    int in_supply[TENKILL_POLICE];
    int is_scope[TENKILL_TILES];
    int hitman[TENKILL_SEATS_MAX], target[TENKILL_SEATS_MAX][TENKILL_TARGETS];
    int hitman_lost[TENKILL_SEATS_MAX], lost_time[TENKILL_SEATS_MAX];
    int items[TENKILL_SEATS_MAX][TENKILL_SCORE_ITEMS];
    int phase, seat, actions_left, has_killed, round, last_round, end, selected;
    int killer, crime, placer, flees[TENKILL_FIGURES], used[TENKILL_TILES];
    int time, kills, arrests;
} TenkillPlain;

int tenkill_plain_start(TenkillPlain *pl, const TenkillSetup *setup);
/* The seat to move, TENKILL_CHANCE_SEAT or TENKILL_NOBODY. */
int tenkill_plain_to_move(const TenkillPlain *pl);
/* In the core's order (legal.c). */
void tenkill_plain_legal(const TenkillPlain *pl, TenkillActions *out);
void tenkill_plain_apply(TenkillPlain *pl, TenkillAction a);
int tenkill_plain_score(const TenkillPlain *pl, int seat);
/* S(V) (§3): bit X for each character X != v on the board that could kill v now. */
unsigned tenkill_plain_suspects(const TenkillPlain *pl, int v);
void tenkill_plain_ranks(const TenkillPlain *pl, uint8_t rank[TENKILL_SEATS_MAX]);
/* tenkill_random_games's games, played here: the same signature. */
uint64_t tenkill_plain_random_games(const TenkillParams *p, uint64_t seed, long games, long *actions_out);

#endif
