/*
 * action.h — NOIR's single action vocabulary, for both players.
 *
 * As in Intent to Kill (games/itk/core/action.h), every choice is one integer,
 * kind << 16 | a << 8 | b, so that a list of actions sorted as integers is in
 * the order of the kinds below, then a, then b, and two implementations can be
 * compared by their sorted lists.
 *
 *   kind        who         a                    b                  ruling
 *   CHOOSE      Inspector   suspect (identity)   -                  N3
 *   KILL        Killer      suspect              -                  N6
 *   DISGUISE    Killer      -                    -                  N8
 *   SHIFT       both        line                 direction          N5
 *   ARREST      Inspector   suspect              -                  N7
 *   EXONERATE   Inspector   -                    -                  N9 (draws; a DISCARD follows)
 *   DISCARD     Inspector   suspect (from hand)  -                  N9
 *   CITIZEN     Inspector   suspect (discarded)  suspect (arrested) N12
 *
 * A line is a row r (a = r) or a column c (a = NOIR_COLUMN + c), by its index
 * on the current grid (N5).  Direction 0 moves every card of the line towards
 * index 0 (left or up), 1 towards the higher indices (right or down); the card
 * that falls off re-enters at the other end.
 */
#ifndef NOIRLAB_NOIR_ACTION_H
#define NOIRLAB_NOIR_ACTION_H

#include <stdint.h>

typedef uint32_t NoirAction;

enum NoirActionKind {
    NOIR_CHOOSE, NOIR_KILL, NOIR_DISGUISE, NOIR_SHIFT, NOIR_ARREST,
    NOIR_EXONERATE, NOIR_DISCARD, NOIR_CITIZEN,
    NOIR_ACTION_KINDS
};

enum { NOIR_COLUMN = 8 }; /* SHIFT's a: rows 0..6, columns 8..14 */

#define NOIR_ACTION(kind, a, b) ((NoirAction)(((unsigned)(kind) << 16) | ((unsigned)(a) << 8) | (unsigned)(b)))

static inline int noir_action_kind(NoirAction x) { return (int)(x >> 16); }
static inline int noir_action_a(NoirAction x) { return (int)((x >> 8) & 0xFF); }
static inline int noir_action_b(NoirAction x) { return (int)(x & 0xFF); }

/*
 * The longest list: the Inspector in Citizen's Arrest mode on a 7x7 grid,
 * 28 shifts, 9 arrests, exonerate and up to 4 hand cards x 8 neighbours.
 */
enum { NOIR_MAX_ACTIONS = 96 };

typedef struct NoirActionList {
    int n;
    NoirAction a[NOIR_MAX_ACTIONS];
} NoirActionList;

/* Stable lower-case name of an action kind ("kill", ...), or NULL. */
const char *noir_action_kind_name(int kind);

#endif
