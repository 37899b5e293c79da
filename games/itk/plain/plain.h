/*
 * plain.h — a second, deliberately plain implementation of the Logic-mode
 * rules (docs/engine.md), written independently of the bitboard core so the
 * differential test (games/itk/tests/core/differential_test.c) can compare the two step
 * by step.
 *
 * Everything here is arrays and loops: each civilian has a block, an alive flag
 * and an intimidated flag; "who is in block b" is a loop over the 20
 * civilians; adjacency is row/column arithmetic.  No bit sets, no tables
 * shared with games/itk/core.  It shares with the core only the vocabulary: Setup,
 * Card, Action and the enums of game.h, action.h, cards.h and motive.h, so
 * that both implementations can be fed the same deal and their sorted legal
 * lists compared as integers.
 *
 * Speed is not a goal; obviousness is.  `noirlab bench` times
 * itk_plain_random_games against the same loop on the core.
 */
#ifndef NOIRLAB_PLAIN_H
#define NOIRLAB_PLAIN_H

#include <stdint.h>

#include "games/itk/core/deal.h"
#include "games/itk/core/game.h"

/* Who decides in each phase is fixed by the phase (see itk_plain_to_move). */
enum PlainPhase {
    PLAIN_SUPPORTERS,   /* Murderer chooses the supporters among the 3 drawn tokens */
    PLAIN_START,        /* Detective places the marker */
    PLAIN_INTIMIDATE,   /* Murderer flips civilians (R3) */
    PLAIN_MURDER,       /* Murderer murders or refuses (R2, R4, R5) */
    PLAIN_BENEFACTOR,   /* D.O.A.'s round 1: no murder, the Murderer places crime scene 1 (R19) */
    PLAIN_EVACUATE,     /* Detective removes a building before the initial response (R22) */
    PLAIN_DISPLACE,     /* Detective clears the new crime scene (R8) */
    PLAIN_INVESTIGATE,  /* Detective: actions, movement, surveillance (R8) */
    PLAIN_AGENT,        /* Detective names the undercover agent (R21) */
    PLAIN_ASK,          /* Detective picks the question for the next civilian (R9) */
    PLAIN_ANSWER,       /* Murderer answers for a liar (R7) */
    PLAIN_DRAW,         /* chance draws a group token */
    PLAIN_PICK_GROUP,   /* the drawn group is gone: the drawer picks one (R11) */
    PLAIN_GROUP_MOVE,   /* the drawer moves members of the group (R11) */
    PLAIN_ACCUSE_EARLY, /* Detective may accuse now (R13 switch) */
    PLAIN_ACCUSE,       /* Detective's final accusation (R13) */
    PLAIN_OVER,
};

/* Where each of the 9 group tokens is. */
enum PlainToken {
    TOKEN_STACK,    /* in the stack, may be drawn */
    TOKEN_MURDERER, /* one of the 3 the Murderer drew at setup: out of play */
    TOKEN_HELD,     /* drawn in this city phase or by this Fire action, back to the stack afterwards */
    TOKEN_BOX,      /* its group was gone when drawn: out for good (R11) */
};

/* One public observation (R14), in the order it happened.  The position
 * fields describe the moment of the surveillance answer or just before the
 * murder; see Obs in games/itk/core/game.h for the meaning of each. */
typedef struct PlainObs {
    int kind;            /* enum ObsKind */
    int civ;             /* ANSWER, SURVEIL, MURDER, BENEFACTOR: the civilian; DRAW: the group */
    int value;           /* ANSWER: the question; DRAW: the drawer (enum Side) */
    int yes;             /* ANSWER, SURVEIL: the answer */
    int det_block, civ_block, civ_alone, civ_intimidated;
    int round, victims, last_crime;
    int building_at[CITY_BLOCKS]; /* SURVEIL, MURDER: 1 where a building stood then (R22) */
} PlainObs;

enum { PLAIN_MAX_OBS = 128 };

typedef struct PlainGame {
    /* fixed by the setup */
    Card card[CIVILIANS];
    int has_building[BUILDINGS][CITY_BLOCKS]; /* 1 when block b has a building of that kind */
    int motive_in_set[MOTIVES];
    Switches sw;
    int rule_stakeout, rule_evacuation, rule_agent; /* scenario rules in force (R18, R22, R21) */
    int rule_doa;                  /* R19 in force: the poisoned Benefactor, crime scenes keep their civilians */
    int benefactor;                /* R19: the Benefactor's civilian, NOBODY without the rule */
    int rule_bomb;                 /* R20 in force: the Homemade Bomb */
    int murderer, poi, motive, supporters;    /* poi is NOBODY, supporters NO_GROUP when absent */
    int drawn[DRAWN_TOKENS];

    /* the board */
    int alive[CIVILIANS];
    int block[CIVILIANS];          /* NO_BLOCK once murdered */
    int intimidated[CIVILIANS];
    int crime_scene[CITY_BLOCKS];  /* 1 for every block where a murder happened */
    int last_crime;                /* most recent crime scene, NO_BLOCK before the first */
    int victim[MAX_VICTIMS];
    int n_victims;
    int detective;                 /* the marker's block, NO_BLOCK before START */
    int surveilled;                /* civilian under the surveillance token, NOBODY when the Detective holds it
                                      or when it rests on a block */
    int token_used;                /* R18: the token has been used once, and stays on the board from then on */
    int token_block;               /* R18: the block it rests on when on no civilian, NO_BLOCK otherwise */
    int clear_scene;               /* R22: civilians wait on the new crime scene while the Detective evacuates */
    int agent, agent_named;        /* R21: the undercover agent (NOBODY before it is named) */
    int agent_murdered;            /* R21: it was murdered: the game ends after the fourth murder */
    int bomb_slot;                 /* R20: the victim slot of the bomb's murder, NOBODY while the bomb is held */
    int bombed[CIVILIANS];         /* R20: 1 for every civilian the bomb killed */
    int token[GROUPS];             /* enum PlainToken */

    /* the turn */
    int phase;                     /* enum PlainPhase */
    int round, refusals;
    int flips_left;                /* intimidations still due this murderer phase */
    int last_flip;                 /* civilian flipped first this phase, -1 before */
    int action_used[ACTION_KINDS]; /* investigation action kinds used this round */
    int n_actions_used;
    int move_points;
    int to_ask[CIVILIANS];         /* 1 for civilians still to be asked in this questioning */
    int asking, question;          /* the liar waiting for the Murderer's answer */
    int draw_for;                  /* enum DrawFor */
    int drawer;                    /* enum Side moving the drawn group */
    int moving_group;
    int has_moved[CIVILIANS];      /* members of moving_group that already moved in this draw */

    /* the outcome */
    int winner;                    /* enum Side, SIDE_NONE while playing */

    /* the public record */
    int n_obs;
    PlainObs obs[PLAIN_MAX_OBS];
} PlainGame;

/* Start a game.  Returns 0, or -1 when the setup breaks a rule (an index out
 * of range, a block over capacity, supporters not among the drawn tokens...). */
int itk_plain_init(PlainGame *g, const Setup *s);

int itk_plain_to_move(const PlainGame *g);                 /* enum Side; SIDE_NONE when over */
void itk_plain_legal(const PlainGame *g, ActionList *out); /* every legal action, ascending */
void itk_plain_apply(PlainGame *g, Action a);              /* a must be in itk_plain_legal's list */
int itk_plain_over(const PlainGame *g);
int itk_plain_winner(const PlainGame *g);                  /* enum Side; SIDE_NONE while playing */

/* R6: "can you murder civilian c right now?" answered truthfully. */
int itk_plain_surveillance_answer(const PlainGame *g, int c);

/* Observable state, for comparing with the core. */
int itk_plain_block(const PlainGame *g, int c);            /* NO_BLOCK when murdered */
int itk_plain_intimidated(const PlainGame *g, int c);
int itk_plain_detective(const PlainGame *g);
int itk_plain_n_victims(const PlainGame *g);
int itk_plain_victim(const PlainGame *g, int i);           /* i-th victim, 0-based */
int itk_plain_round(const PlainGame *g);
int itk_plain_refusals(const PlainGame *g);
int itk_plain_surveilled(const PlainGame *g);              /* NOBODY when the Detective holds the token */
int itk_plain_n_obs(const PlainGame *g);
const PlainObs *itk_plain_obs(const PlainGame *g, int i);
const char *itk_plain_phase_name(int phase);

/*
 * Play `games` uniform-random games and return a signature of their outcomes.
 * For game i (0-based), with s_i = seed_for_game(seed, 0, i):
 *
 *     rng_deal = pcg32_seed(s_i, 0);  rng_play = pcg32_seed(s_i, 1);
 *     itk_deal_random(&setup, deck, layout, motives, sw, &rng_deal);
 *     itk_plain_init(&game, &setup);
 *     while (!itk_plain_over(&game)) {
 *         itk_plain_legal(&game, &legal);
 *         itk_plain_apply(&game, legal.a[pcg32_bounded(&rng_play, legal.n)]);
 *         decisions++;
 *     }
 *     sig = seed_mix(sig ^ (winner | n_victims << 4 | round << 8 | refusals << 12));
 *
 * sig starts at 0.  Every decision, chance's draws included, is one
 * pcg32_bounded pick from the sorted legal list.  The number of decisions is
 * stored in *decisions_out when it is not NULL.  Returns 0 at once if a deal
 * fails (the layout cannot be dealt from the deck).
 */
uint64_t itk_plain_random_games(const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw,
                            uint64_t seed, long games, long *decisions_out);

#endif
