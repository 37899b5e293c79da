/*
 * view.h — what a player of NOIR may know (N13), and the state machine's
 * phases and outcomes.
 *
 * A NoirView is one side's information set, written out plainly: the grid,
 * the dead and the marks, the discard pile, the counts, the side's own
 * secrets; the record of every action with its public result is read entry by
 * entry (noir_view_obs), since entries never change once written.  The
 * opponent's secrets are blank: the Killer's view has no Inspector identity,
 * no hand and no card drawn by an Exonerate; the Inspector's view has no
 * Killer identity and no card drawn by a successful Disguise.  Neither holds
 * the deck's order.  Both implementations (game.h, plain/plain.h) fill it from
 * their own state, so the differential test compares views byte for byte.
 */
#ifndef NOIRLAB_NOIR_VIEW_H
#define NOIRLAB_NOIR_VIEW_H

#include <stdint.h>

#include "games/noir/core/action.h"
#include "games/noir/core/setup.h"

/* Phases of the state machine (games/noir/docs/noir.md); each names who decides. */
enum NoirPhase {
    NOIR_PH_KILLER_FIRST, /* Killer: the forced Kill (N3, N6), any action with first_kill_optional */
    NOIR_PH_IDENTITY,     /* Inspector: choose an identity among the four dealt (N3) */
    NOIR_PH_KILLER,       /* Killer: shift, kill or disguise */
    NOIR_PH_INSPECTOR,    /* Inspector: shift, arrest, exonerate (or a citizen's arrest, N12) */
    NOIR_PH_DISCARD,      /* Inspector: the discard that completes an Exonerate (N9) */
    NOIR_PH_OVER,
};

/* How a game ended (N11, N14). */
enum NoirEnd {
    NOIR_END_NONE,             /* still playing */
    NOIR_END_ARREST,           /* N7: the Inspector arrested the Killer */
    NOIR_END_CITIZENS_ARREST,  /* N12: ... by a citizen's arrest */
    NOIR_END_INSPECTOR_KILLED, /* N6 */
    NOIR_END_KILL_TARGET,      /* N11 */
    NOIR_END_TURN_LIMIT,       /* N14: unfinished, no winner */
};

/* Results of an observation: a canvass or arrest answer, or none. */
enum { NOIR_NO = 0, NOIR_YES = 1, NOIR_NO_ANSWER = 2 };

/*
 * One action as the record shows it, in the order played:
 *   CHOOSE     a identity (secret: blank in the Killer's view)
 *   KILL       a victim; result: the Inspector's canvass answer (Standard
 *              modes, victim marked innocent, N6) or NO_ANSWER
 *   DISGUISE   a the drawn card (secret when it worked: blank in the
 *              Inspector's view); b the old identity that died, or NOBODY
 *              when the drawn suspect was dead and its card was shown (N8)
 *   SHIFT      a line, b direction
 *   ARREST     a the suspect named; result YES when it was the Killer
 *   EXONERATE  a the drawn card (secret: blank in the Killer's view)
 *   DISCARD    a the discarded card; result: the Killer's canvass answer
 *              (Standard modes, N9) or NO_ANSWER
 *   CITIZEN    a the discarded card, b the suspect arrested; result as ARREST
 */
typedef struct NoirObs {
    uint8_t kind, a, b, result;
} NoirObs;

/* Turns, plus the discards (an Exonerate is two records), plus slack. */
enum { NOIR_MAX_OBS = NOIR_MAX_TURNS + NOIR_MAX_SUSPECTS + 3 };

typedef struct NoirView {
    uint8_t side;        /* whose view: enum NoirSide */
    uint8_t phase;       /* enum NoirPhase */
    uint8_t rows, cols;  /* the current grid (N10) */
    uint8_t grid[NOIR_MAX_SUSPECTS]; /* row-major rows x cols, NOBODY beyond */
    uint64_t dead;       /* deceased suspects (bit s) */
    uint64_t marked;     /* suspects marked innocent (N9, N12) */
    uint64_t dealt;      /* the Inspector's four dealt cards (N3): Inspector's view only */
    uint64_t hand;       /* the Inspector's evidence hand: Inspector's view only */
    uint8_t identity;    /* this side's own identity, NOBODY before the Inspector chooses */
    uint8_t deck;        /* cards left in the Evidence Deck */
    uint8_t hand_size;   /* public: the hand's size */
    uint8_t deaths;      /* deceased suspects, from any cause (N11) */
    uint8_t winner;      /* enum NoirSide; NOIR_SIDE_NONE while playing or unfinished */
    uint8_t end;         /* enum NoirEnd */
    uint8_t shift_line;  /* N5: the opponent's last move when it was a shift that */
    uint8_t shift_dir;   /*     collapsed nothing (undoing it is barred), else NOBODY */
    uint16_t turns;      /* turns completed (N14) */
    uint8_t n_pile;      /* the discard pile, face up, oldest first */
    uint8_t pile[NOIR_MAX_SUSPECTS];
    uint16_t n_obs;      /* entries in the record (noir_view_obs) */
} NoirView;

#endif
