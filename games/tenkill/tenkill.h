/*
 * tenkill.h — 10' to Kill's rules core (games/tenkill/docs/tenkill.md): 2 to 4
 * hidden hitmen among 16 characters on 16 tiles, rulings T1-T23.
 *
 * Every set of tiles is a 16-bit mask (TenkillMask), every set of characters
 * a 16-bit mask of character ids, every set of policemen an 8-bit mask.  A
 * figure is a character (ids 0..15) or a policeman (ids 16..23).  The core
 * draws no random number after the deal except through the chance player
 * (police_empty=random, T15), and does no I/O.
 */
#ifndef NOIRLAB_TENKILL_H
#define NOIRLAB_TENKILL_H

#include <stdint.h>

#include "base/pcg32.h"

enum {
    TENKILL_TILES = 16,
    TENKILL_CHARS = 16,
    TENKILL_POLICE = 8,
    TENKILL_FIGURES = TENKILL_CHARS + TENKILL_POLICE,
    TENKILL_SEATS_MAX = 4,
    TENKILL_TARGETS = 3,
    TENKILL_OFF = 0xFF,          /* a figure's tile when it is off the board */
    TENKILL_NOBODY = 0xFF,       /* no seat, no character */
    TENKILL_MAX_ROUNDS = 1000,
    TENKILL_GRID_MAX = 16,       /* a layout's cells lie in a 16 x 16 grid */
    /* The longest legal list.  At most 16 figures are ever on the board (each
     * policeman arrives for a character killed, T15); a move is two decisions
     * (select a figure, then its tile; docs/tenkill.md), so a turn's
     * list holds at most 16 selections, 15 kills, 15 characters x 3
     * designated players and the pass, and a placement at most 15 tiles.
     * Moves as single (figure, tile) actions would reach 16 x 15 + 15 + 45 +
     * 1 = 301, past the interface's 256. */
    TENKILL_ACTIONS_MAX = 16 + 15 + 15 * 3 + 1,
};

typedef uint16_t TenkillMask;

/* Layouts (T1): the 4x4 square, 2x8, 1x16, or a list of cells. */
enum TenkillLayout { TENKILL_SQUARE4, TENKILL_RECT2X8, TENKILL_LINE16, TENKILL_CELLS };
/* Scope placement (T2). */
enum TenkillScopePlace { TENKILL_PINWHEEL, TENKILL_SCOPE_RANDOM, TENKILL_SCOPE_LIST };
/* police_empty (T15). */
enum TenkillPoliceEmpty { TENKILL_EMPTY_NONE, TENKILL_EMPTY_MOVE, TENKILL_EMPTY_RANDOM };
/* police=edition2 (T3): 3 with 2 players, else 2. */
enum { TENKILL_POLICE_EDITION2 = 0xFF };
/* The score items (T20), in the order of the score.* keys. */
enum TenkillScoreItem {
    TENKILL_SC_SURVIVE, TENKILL_SC_TARGET, TENKILL_SC_ARREST, TENKILL_SC_HITMAN, TENKILL_SC_INNOCENT,
    TENKILL_SC_POLICE, TENKILL_SCORE_ITEMS
};

/* The parameters (docs: the reference's table). */
typedef struct TenkillParams {
    uint8_t players;             /* 2..4 */
    uint8_t layout;              /* TenkillLayout */
    uint8_t cell_r[TENKILL_TILES], cell_c[TENKILL_TILES]; /* tile t's cell; tiles in row-major order */
    uint8_t scopes;              /* 0..16 (T2) */
    uint8_t scope_place;         /* TenkillScopePlace */
    TenkillMask scope_list;      /* the tiles, with TENKILL_SCOPE_LIST */
    uint8_t police;              /* 0..8 or TENKILL_POLICE_EDITION2 (T3) */
    uint8_t move_adjacent;       /* T6 */
    uint8_t pass;                /* T5 */
    uint8_t sniper_gaps, sniper_block; /* T11 */
    uint8_t police_kill;         /* T12 */
    uint8_t flee_adjacent, police_flee; /* T14 */
    uint8_t police_empty;        /* TenkillPoliceEmpty, T15 */
    uint8_t self_suspect;        /* T16 */
    uint8_t other_target_zero;   /* T13: other_target=zero */
    uint8_t tiebreak_targets;    /* T21: tiebreak=targets */
    uint16_t max_rounds;         /* T19 */
    int16_t score[TENKILL_SCORE_ITEMS]; /* T20 */
} TenkillParams;

/* The layout's geometry, derived from the parameters (T1, T11). */
typedef struct TenkillGeometry {
    TenkillMask adj[TENKILL_TILES];   /* tiles sharing a side */
    TenkillMask shot[TENKILL_TILES];  /* tiles a sniper on t may reach, gaps rule applied (T11) */
    TenkillMask row[TENKILL_TILES], col[TENKILL_TILES]; /* t's grid row and column, t included */
    TenkillMask col_below[TENKILL_GRID_MAX + 1], row_below[TENKILL_GRID_MAX + 1]; /* cells with c (r) < i */
} TenkillGeometry;

/* A deal (T4): what a record's header holds. */
typedef struct TenkillSetup {
    TenkillParams p;
    uint8_t tile[TENKILL_CHARS];      /* character c's starting tile */
    uint8_t hitman[TENKILL_SEATS_MAX];
    uint8_t target[TENKILL_SEATS_MAX][TENKILL_TARGETS]; /* ascending */
    TenkillMask scope;                /* the scope tiles (T2) */
} TenkillSetup;

/* Phases: whose decision comes next and of which kind. */
enum TenkillPhase {
    TENKILL_PH_TURN,     /* seat `to_act` plays an action of its turn (T5) */
    TENKILL_PH_PLACE,    /* seat `to_act` puts the figure it selected on a tile (T6) */
    TENKILL_PH_FLEE,     /* seat `placer` places the next fleeing figure (T14) */
    TENKILL_PH_SUMMON,   /* the killer picks the policeman that comes (police_empty=move, T15) */
    TENKILL_PH_CHANCE,   /* chance picks it (police_empty=random, T15) */
    TENKILL_PH_OVER,
};

/* How a game ended (T18, T19); the `ending` metric. */
enum TenkillEnd { TENKILL_END_NONE, TENKILL_END_TARGETS, TENKILL_END_NO_HITMAN, TENKILL_END_CAP };

/* A role of a character (T4). */
enum TenkillRole { TENKILL_ROLE_ASIDE, TENKILL_ROLE_HITMAN, TENKILL_ROLE_TARGET };

/* A hitman's status (§3). */
enum TenkillHitmanStatus { TENKILL_HM_ON, TENKILL_HM_KILLED, TENKILL_HM_ARRESTED };

/* One seat's public tally (T20) and identity. */
typedef struct TenkillSeat {
    uint8_t hitman;          /* character id (TENKILL_NOBODY in a view that hides it) */
    uint8_t status;          /* TenkillHitmanStatus */
    TenkillMask targets;     /* own targets (a view keeps only the revealed, i.e. dead, ones of others) */
    uint16_t lost_at;        /* the action counter when the hitman was lost (T21) */
    uint8_t targets_dead;    /* own targets dead, whoever killed them (T18) */
    uint8_t count[TENKILL_SCORE_ITEMS]; /* items scored: own targets killed, arrests, hitmen, innocents, police */
    /* Public deductions (§3), kept here because a view holds no history:
     * the characters that could be this seat's hitman by its kills (the
     * intersection of S(V) over them, all 16 before any), and the characters
     * it answered "no" about (T16). */
    TenkillMask suspects, cleared;
} TenkillSeat;

typedef struct TenkillGame {
    TenkillParams p;
    TenkillGeometry geo;
    TenkillMask scope;
    uint8_t n;                         /* seats */
    uint8_t police_total;              /* policemen in the game (T3) */
    uint8_t pos[TENKILL_FIGURES];      /* figure's tile or TENKILL_OFF */
    TenkillMask chars_at[TENKILL_TILES]; /* characters on each tile */
    uint8_t police_at[TENKILL_TILES];  /* policemen on each tile (bit i: policeman 16+i) */
    TenkillMask police_tiles;          /* tiles holding a policeman */
    TenkillMask watched;               /* characters on those tiles (T16's suspects) */
    TenkillMask on_board;              /* characters on the board */
    uint8_t supply;                    /* policemen in the supply (bit i: policeman 16+i) */
    uint8_t police_on;                 /* policemen on the board (bit i) */
    uint8_t n_figs, figs[TENKILL_TILES]; /* the figures on the board, ascending (the selections' order) */
    uint8_t armed;                     /* seats whose hitman is on the board (bit q) */
    uint8_t role[TENKILL_CHARS], owner[TENKILL_CHARS]; /* TenkillRole and its seat (TENKILL_NOBODY: aside) */
    uint8_t pile[TENKILL_CHARS];       /* the seat holding a dead or arrested character, or TENKILL_NOBODY */
    TenkillSeat seat[TENKILL_SEATS_MAX];
    /* the turn */
    uint8_t phase, to_act;             /* TenkillPhase; the seat that turn belongs to */
    uint8_t actions_left, killed;      /* T5: actions left in the turn; a kill was made in it */
    uint8_t picked;                    /* the figure selected to move (TENKILL_PH_PLACE) */
    uint16_t round;                    /* 1-based (T19) */
    uint8_t triggered;                 /* T18(a): the round is the last */
    uint8_t end;                       /* TenkillEnd */
    /* a kill's resolution (T14, T15) */
    uint8_t placer, crime, killer;
    uint32_t fleeing;                  /* figures still to place (bit f) */
    TenkillMask flee_used;             /* tiles already used in this flee */
    uint16_t clock;                    /* actions applied (T21's global counter) */
    /* metrics */
    uint8_t kills, arrests, lone_suspect, hitman_kills, spoils, innocents;
} TenkillGame;

/* --- actions: kind << 16 | a << 8 | b ------------------------------------ */
enum TenkillKind {
    TENKILL_MOVE = 1,   /* a figure, b tile (T6): the second half of a move, after TENKILL_SELECT */
    TENKILL_KILL,       /* a victim figure (T7; the weapon is never part of it) */
    TENKILL_INVESTIGATE,/* a character, b designated seat (T16) */
    TENKILL_PASS,       /* T5, pass=1 */
    TENKILL_FLEE,       /* a figure, b tile (T14) */
    TENKILL_SUMMON,     /* a policeman (police_empty=move, T15) */
    TENKILL_CHANCE_POLICE, /* a policeman (police_empty=random, T15) */
    TENKILL_SELECT,     /* a figure to move (T6): the first half of a move */
};
typedef uint32_t TenkillAction;
#define TENKILL_ACTION(kind, a, b) ((TenkillAction)(kind) << 16 | (TenkillAction)(a) << 8 | (TenkillAction)(b))
#define TENKILL_KIND(x) ((int)((x) >> 16))
#define TENKILL_ARG_A(x) ((int)((x) >> 8 & 0xFF))
#define TENKILL_ARG_B(x) ((int)((x) & 0xFF))

typedef struct TenkillActions {
    int n;
    TenkillAction a[TENKILL_ACTIONS_MAX];
} TenkillActions;

/* --- parameters (params.c) ---------------------------------------------- */
void tenkill_params_default(TenkillParams *p);
/* NULL when playable, else what is wrong. */
const char *tenkill_params_check(const TenkillParams *p);
/* The policemen in the game (T3). */
int tenkill_police_count(const TenkillParams *p);

/* The named layouts' cells (T1). */
void tenkill_layout_named(TenkillParams *p, int layout);

/* --- geometry (geometry.c) ---------------------------------------------- */
void tenkill_geometry(const TenkillParams *p, TenkillGeometry *geo);
/* The tiles strictly between a and b on their common row or column (T11). */
TenkillMask tenkill_between(const TenkillGeometry *geo, const TenkillParams *p, int a, int b);

/* --- deal and start (deal.c) --------------------------------------------- */
/* T4, for parameters that pass tenkill_params_check. */
void tenkill_deal(const TenkillParams *p, Pcg32 *chance, TenkillSetup *setup);
/* 0, or -1 when the setup is not a valid deal. */
int tenkill_start(TenkillGame *g, const TenkillSetup *setup);
/* tenkill_start for a deal of tenkill_deal, without the checks, with the
 * parameters' geometry computed once (the random games' loop). */
void tenkill_start_dealt(TenkillGame *g, const TenkillSetup *setup, const TenkillGeometry *geo);

/* --- playing (legal.c, apply.c) ------------------------------------------ */
/* The seat to move, TENKILL_CHANCE_SEAT, or TENKILL_NOBODY once over. */
enum { TENKILL_CHANCE_SEAT = 4 };
int tenkill_to_move(const TenkillGame *g);
void tenkill_legal(const TenkillGame *g, TenkillActions *out);
int tenkill_is_legal(const TenkillGame *g, TenkillAction a);
void tenkill_apply(TenkillGame *g, TenkillAction a);
/* tenkill_apply of "select f" then "move f t", in one step (the random
 * playout's common case). */
void tenkill_apply_move(TenkillGame *g, int f, int t);
/* Put figure f (on the board) on tile t: a move without its turn bookkeeping. */
void tenkill_move_figure(TenkillGame *g, int f, int t);
/* Take figure f off the board (a kill, an arrest), with no bookkeeping of why. */
void tenkill_remove_figure(TenkillGame *g, int f);
/* The lowest policeman of the supply onto tile t (T15); the supply is not empty. */
void tenkill_police_enter(TenkillGame *g, int t);
/* The figures seat's hitman may kill now (bit f), 0 when none (T7-T12). */
uint32_t tenkill_victims(const TenkillGame *g, int seat);
/* The figures a hitman standing on `tile` could kill, under the witness,
 * alone, knife, gun and sniper rules (T8-T12); `self` is excluded. */
uint32_t tenkill_victims_from(const TenkillGame *g, int self, int tile);
/* S(V) (§3): the characters X != v on the board with a legal weapon against v now. */
TenkillMask tenkill_suspects(const TenkillGame *g, int v);
/* The first `most` of them (by id): enough to tell a lone suspect. */
TenkillMask tenkill_suspects_upto(const TenkillGame *g, int v, int most);

/* --- results (result.c) --------------------------------------------------- */
int tenkill_score(const TenkillGame *g, int seat);
/* rank[s] = 1 + the seats strictly ahead after T21's tie-breaks. */
void tenkill_ranks(const TenkillGame *g, uint8_t rank[TENKILL_SEATS_MAX]);

/* --- invariants (check.c) ------------------------------------------------- */
const char *tenkill_check(const TenkillGame *g);

/* --- text (action.c) ------------------------------------------------------ */
/* "select C3", "move C3 5", "kill P2", "investigate C8 p0", "pass", "flee C0 7", "summon P1", "police P1". */
void tenkill_action_text(TenkillAction a, char *out, unsigned long outlen);
/* The action of that text, or 0 when it is not one. */
TenkillAction tenkill_action_parse(const char *text);

#endif
