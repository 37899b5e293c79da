/*
 * action.h — the single action vocabulary of both sides and of chance.
 *
 * Every choice anybody makes in a game is one Action: a kind and up to two
 * small arguments packed into 32 bits (kind << 16 | a << 8 | b), so that an
 * ordered list of actions is an ordered list of integers and two rules
 * implementations can be compared by sorting them.  Numeric order is the
 * order of kinds below, then a, then b.
 *
 *   kind            who        a               b         rule
 *   SUPPORTERS      murderer   group           -         setup step 10, R12
 *   START           detective  block           -         setup step 12, R12
 *   INTIMIDATE      murderer   civilian        -         R3
 *   MURDER          murderer   civilian        -         R4, R5
 *   REFUSE          murderer   -               -         R2
 *   DISPLACE        detective  civilian        block     initial response, R8
 *   MOVE            detective  block           -         movement point, R8
 *   SURVEIL         detective  -               -         use the token, R6
 *   QUESTION        detective  -               -         questioning action, R9
 *   POLICE          detective  civilian        -         place the token, R10
 *   DINER           detective  civilian        -         R10
 *   HOSPITAL        detective  civilian        -         R10
 *   FIRE            detective  -               -         R10 (a DRAW follows)
 *   END             detective  -               -         end the investigation
 *   ASK             detective  civilian        question  R9 (one per civilian)
 *   ANSWER          murderer   0 no / 1 yes    -         a liar's answer, R7
 *   DRAW            chance     group           -         a token from the stack
 *   PICK_GROUP      drawer     group           -         empty token drawn, R11
 *   GROUP_MOVE      drawer     civilian        block     one step, R11
 *   GROUP_DONE      drawer     -               -         stop moving the group
 *   ACCUSE          detective  civilian        motive    R13
 *   CONTINUE        detective  -               -         decline an early accusation, R13
 *   STAKEOUT        detective  civilian        -         move the token up to 2 steps, R18
 *   EVACUATE        detective  building        block     remove a building marker, R22
 *   AGENT           detective  civilian        -         name the undercover agent, R21
 *   BENEFACTOR      murderer   block           -         D.O.A. round 1: crime scene 1, R19
 *   BOMB            murderer   civilian        -         the Homemade Bomb on its block, R20
 */
#ifndef NOIRLAB_ACTION_H
#define NOIRLAB_ACTION_H

#include <stdint.h>

#include "sim/game_class.h"

typedef uint32_t Action;

enum ActionKind {
    ACT_SUPPORTERS, ACT_START, ACT_INTIMIDATE, ACT_MURDER, ACT_REFUSE,
    ACT_DISPLACE, ACT_MOVE, ACT_SURVEIL, ACT_QUESTION, ACT_POLICE,
    ACT_DINER, ACT_HOSPITAL, ACT_FIRE, ACT_END, ACT_ASK, ACT_ANSWER,
    ACT_DRAW, ACT_PICK_GROUP, ACT_GROUP_MOVE, ACT_GROUP_DONE,
    ACT_ACCUSE, ACT_CONTINUE, ACT_STAKEOUT, ACT_EVACUATE, ACT_AGENT, ACT_BENEFACTOR,
    ACT_BOMB,
    ACTION_KINDS
};

#define ACTION(kind, a, b) ((Action)(((unsigned)(kind) << 16) | ((unsigned)(a) << 8) | (unsigned)(b)))

static inline int action_kind(Action x) { return (int)(x >> 16); }
static inline int action_a(Action x) { return (int)((x >> 8) & 0xFF); }
static inline int action_b(Action x) { return (int)(x & 0xFF); }

/*
 * The longest legal list is the final accusation: 20 civilians x 12 motives.
 * A list is the game interface's GameActions (sim/game_class.h), so the lab's
 * generic layers take Intent to Kill's lists as they are, without a copy.
 */
enum { MAX_ACTIONS = GAME_MAX_ACTIONS };
_Static_assert(GAME_MAX_ACTIONS >= 20 * 12, "the longest Intent to Kill list fits a GameActions");

typedef GameActions ActionList;

static inline void action_push(ActionList *l, Action x) { l->a[l->n++] = x; }

/* Stable lower-case name of an action kind ("intimidate", ...). */
const char *itk_action_kind_name(int kind);
int itk_action_kind_from_name(const char *name); /* -1 when unknown */

/* Sort a list into ascending numeric order (the canonical order for comparisons). */
void itk_action_list_sort(ActionList *l);

#endif
