/*
 * game.h — the position of a Logic-mode game of Intent to Kill, and the three
 * operations on it: list the legal actions, apply one, and show a side what it
 * may see.
 *
 * Design (after Stockfish's position / move generation split):
 *   - Setup     everything fixed before play: the 20 cards, where they are
 *               dealt, the hidden identities, the motive set, the switches.
 *               A Setup is what a game record's header holds.
 *   - Game      the position: a Setup's derived bitboards plus the state that
 *               changes.  Plain data, no pointers, so a copy is a memcpy.
 *   - itk_game_legal / itk_game_apply   move generation and making a move (movegen.c,
 *               apply.c).  Chance (token draws) is a third player whose legal
 *               actions are the equally likely outcomes.
 *   - itk_game_view the information set of one side (observe.c): the Detective's
 *               copy has every hidden field blanked.
 *
 * The rules core does no I/O and never calls a policy.
 */
#ifndef NOIRLAB_GAME_H
#define NOIRLAB_GAME_H

#include <stdint.h>

#include "games/itk/core/action.h"
#include "games/itk/core/cards.h"
#include "games/itk/core/city.h"
#include "games/itk/core/motive.h"
#include "games/itk/core/sets.h"

enum {
    CIVILIANS = 20,       /* civilians in a game (rulebook setup step 6) */
    MAX_VICTIMS = 5,      /* R1 */
    MAX_ROUNDS = 6,       /* R1 */
    INTIMIDATIONS = 2,    /* R3 */
    MOVEMENT_POINTS = 2,  /* R8 */
    DRAWN_TOKENS = 3,     /* setup step 10 */
    MAX_OBS = 96,         /* public observations kept per game */
    NOBODY = 0xFF,        /* "no civilian" in a uint8_t civilian field */
    NO_GROUP = 0xFF,
};

enum Side { SIDE_MURDERER, SIDE_DETECTIVE, SIDE_CHANCE, SIDE_NONE };

enum Building { BUILDING_POLICE, BUILDING_DINER, BUILDING_HOSPITAL, BUILDING_FIRE, BUILDINGS };

/* Switches named in the rulings; all off is the rulebook's standard game. */
typedef struct Switches {
    uint8_t no_poi;           /* R12: play without the Person of Interest (forced on when Cultist is in the set) */
    uint8_t min_groups;       /* R12: beginner deal, at least this many groups among the 20 (0 = off) */
    uint8_t early_accusation; /* R13: the Detective may accuse at the end of this round and later (0 = off, 3 or 4) */
    uint8_t surveillance_ban; /* R13: no surveillance once this many murders are on the board (0 = off, 4 or 5) */
    uint8_t no_scenario_rules; /* REFERENCE §7: play the scenario without its own rules (R18-R22) */
} Switches;

/* The scenarios' own rules in Logic mode (REFERENCE §7), as bits of Setup.rules. */
enum ScenarioRule {
    RULE_STAKEOUT = 1 << 0,   /* R18 T-Men: the surveillance token stays on its block and moves 2 steps */
    RULE_DOA = 1 << 1,        /* R19 D.O.A.: the poisoned Benefactor, crime scenes keep their civilians */
    RULE_BOMB = 1 << 2,       /* R20 Touch of Evil: the Homemade Bomb */
    RULE_AGENT = 1 << 3,      /* R21 The Street with No Name: the undercover agent */
    RULE_EVACUATION = 1 << 4, /* R22 Split Second: a building evacuated every Detective phase */
    SCENARIO_RULES = 5,
    RULES_SIMULATED = RULE_STAKEOUT | RULE_DOA | RULE_BOMB | RULE_AGENT | RULE_EVACUATION,
};

/* Everything fixed before the first decision: a game record's header. */
typedef struct Setup {
    Card card[CIVILIANS];        /* the 20 cards, civilian i = card[i] */
    uint8_t block[CIVILIANS];    /* where civilian i is dealt */
    BlockSet building[BUILDINGS];
    MotiveSet motives;           /* the motive set both players see */
    Switches sw;
    uint8_t rules;               /* enum ScenarioRule bits in force (deal: the layout's, unless switched off) */
    /* hidden */
    uint8_t murderer;            /* civilian index */
    uint8_t poi;                 /* Person of Interest, or NOBODY when not in play */
    uint8_t motive;
    uint8_t drawn[DRAWN_TOKENS]; /* the 3 group tokens the Murderer drew */
    uint8_t supporters;          /* chosen group, or NO_GROUP: the Murderer chooses it as the first action */
} Setup;

/* Phases of the state machine; each names who decides (itk_game_to_move). */
enum Phase {
    PH_SUPPORTERS,  /* M: choose supporters among the drawn tokens */
    PH_START,       /* D: place the marker */
    PH_INTIMIDATE,  /* M: flip civilians (R3) */
    PH_MURDER,      /* M: murder or refuse */
    PH_BENEFACTOR,  /* M: D.O.A.'s round 1, no murder: place crime scene 1 where the Benefactor is found (R19) */
    PH_EVACUATE,    /* D: remove a building before the initial response (R22) */
    PH_DISPLACE,    /* D: move civilians off the new crime scene (R8) */
    PH_INVESTIGATE, /* D: actions, movement, surveillance (R8) */
    PH_AGENT,       /* D: name the undercover agent, first decision of the first investigation (R21) */
    PH_ASK,         /* D: choose the question for each civilian being questioned (R9) */
    PH_ANSWER,      /* M: a liar's answer (R7) */
    PH_DRAW,        /* chance: draw a group token */
    PH_PICK_GROUP,  /* drawer: the token's group is gone, pick any group (R11) */
    PH_GROUP_MOVE,  /* drawer: move members of the group one step each (R11) */
    PH_ACCUSE_EARLY,/* D: accuse now or continue (R13 switch) */
    PH_ACCUSE,      /* D: the final accusation */
    PH_OVER,
};

/* Why a token is being drawn: decides who moves and where play resumes. */
enum DrawFor { DRAW_FIRE, DRAW_CITY_MURDERER, DRAW_CITY_DETECTIVE };

/* A public observation (R14): the Detective's whole evidence besides the board. */
enum ObsKind { OBS_ANSWER, OBS_SURVEIL, OBS_MURDER, OBS_DRAW, OBS_REFUSE, OBS_BENEFACTOR,
               OBS_BOMB /* R20: a murder by the bomb; civ is the designated victim (hidden) */ };

typedef struct Obs {
    uint8_t kind;
    uint8_t civ;        /* ANSWER, SURVEIL, MURDER, BENEFACTOR: who; DRAW: the group drawn */
    uint8_t value;      /* ANSWER: the question; DRAW: the drawer (enum Side) */
    uint8_t yes;        /* ANSWER, SURVEIL: the answer */
    /* SURVEIL, MURDER: the position the answer or murder happened in (R4, R6),
     * enough for a deduction engine to re-evaluate it under any hypothesis.
     * `victims` is the number of victims before it; the victims themselves are
     * Game.victims[0..victims). */
    uint8_t det_block, civ_block, civ_alone, civ_intimidated;
    uint8_t round, victims, last_crime, pad;
    BlockSet buildings;  /* SURVEIL, MURDER: the blocks with a building then (R22) */
    /* BENEFACTOR (R19): civ_block is crime scene 1, round 1, victims 0; no
     * evidence about the murderer or the motive. */
} Obs;

/* The public board at a murder (R14: the Detective sees it): where every
 * civilian stood and who was intimidated.  The rules never read it; it is
 * kept for models of the Murderer's choice among its legal victims
 * (games/itk/ai/murderer_model.h), which need every civilian's place, not only the
 * victim's that the OBS_MURDER snapshot holds. */
typedef struct MurderBoard {
    uint8_t pos[CIVILIANS];
    CivSet intimidated;
} MurderBoard;

typedef struct Game {
    /* --- fixed after setup ------------------------------------------------ */
    Card card[CIVILIANS];
    CivSet trait[QUESTIONS];     /* civilians for whom question q is true */
    CivSet group[GROUPS];        /* civilians of each group */
    uint8_t group_of[CIVILIANS];
    BlockSet building[BUILDINGS];
    BlockSet any_building;
    MotiveSet motives;
    Switches sw;
    uint8_t rules;               /* enum ScenarioRule */
    uint8_t benefactor;          /* R19: the Benefactor (public), NOBODY without the rule */

    /* --- hidden: blanked in the Detective's view ---------------------------- */
    uint8_t murderer, poi, motive, supporters;
    uint8_t drawn[DRAWN_TOKENS];
    CivSet liars;                /* R7: murderer, Person of Interest, supporters' group */

    /* --- the board -------------------------------------------------------- */
    uint8_t pos[CIVILIANS];      /* block of each civilian, NO_BLOCK when murdered */
    CivSet in_block[CITY_BLOCKS];
    CivSet alive;
    CivSet intimidated;
    BlockSet full;               /* blocks holding 3 civilians (kept with in_block) */
    BlockSet crime;              /* crime scenes */
    uint8_t last_crime;          /* most recent crime scene, NO_BLOCK before the first */
    uint8_t victims[MAX_VICTIMS];
    uint8_t n_victims;
    uint8_t detective;           /* the Detective marker's block (NO_BLOCK before START) */
    uint8_t surveilled;          /* civilian under the surveillance token, or NOBODY */
    uint8_t stakeout;            /* R18: the token has been used and now stays on the board */
    uint8_t token_block;         /* R18: the block the token rests on when on no civilian, else NO_BLOCK */
    uint16_t stack;              /* group tokens in the stack (bit g) */
    uint16_t held;               /* tokens drawn this city phase, back to the stack at its end */
    uint16_t boxed;              /* tokens out of the game for good (R11) */

    /* --- the turn --------------------------------------------------------- */
    uint8_t round;               /* 1..6 */
    uint8_t refusals;
    uint8_t phase;               /* enum Phase */
    uint8_t actions_used;        /* investigation actions taken this round (bit = ActionKind - ACT_QUESTION) */
    uint8_t move_points;
    uint8_t scene_pending;       /* R22: the initial response still has civilians to move after the evacuation */
    uint8_t agent;               /* R21: the undercover agent; NOBODY before it is named, and in the
                                    Murderer's view until it is murdered (the Murderer's only secret) */
    uint8_t agent_named;         /* R21: public: the Detective has named the agent */
    uint8_t agent_murdered;      /* R21: public: the agent was murdered; the game is one murder shorter */
    uint8_t intimidations_left;  /* flips still due this murderer phase */
    uint8_t last_intimidated;    /* previous flip this phase (pairs are chosen in index order) */
    CivSet to_ask;               /* civilians still to be asked in this questioning */
    uint8_t asked, question;     /* the liar waiting for the Murderer's answer */
    uint8_t draw_for;            /* enum DrawFor */
    uint8_t drawer;              /* enum Side of whoever moves the drawn group */
    uint8_t moving_group;
    CivSet may_move;             /* members of moving_group that have not moved yet */

    /* --- outcome ---------------------------------------------------------- */
    uint8_t winner;              /* enum Side, SIDE_NONE while playing */
    uint8_t accused, accused_motive;

    /* --- R20, the Homemade Bomb (public; after the hot fields) -------------- */
    uint8_t bomb_slot;           /* the victim slot of the bomb's murder, NOBODY while unused */
    uint8_t bomb_obs;            /* the index of its OBS_BOMB in obs[] */
    CivSet bomb_dead;            /* every civilian the bomb killed */
    CivSet bomb_intimidated;     /* those of them intimidated when it went off */

    /* --- the public record (R14) ----------------------------------------- */
    uint8_t n_obs;
    Obs obs[MAX_OBS];
    MurderBoard murder_board[MAX_VICTIMS]; /* by victim slot: the board of each OBS_MURDER */
} Game;

/* Start a game from a complete setup.  Returns 0, or -1 when the setup breaks
 * a rule (a block over capacity, a murderer out of range, ...). */
int itk_game_init(Game *g, const Setup *s);

/*
 * itk_game_init without its check, in two halves, for a caller that builds
 * playable setups itself (the deal, games/itk/core/deal.c):
 *   - itk_game_board   everything but the cards and the record from what the
 *                      deal of a layout never changes: the buildings, where
 *                      the civilians stand, the motive set, the switches, the
 *                      rules; the turn at its start.  The same for every
 *                      deal of a layout, so a deal of many games makes it
 *                      once and copies it (itk_game_copy_board).
 *   - itk_game_cast    on that board, the traits and groups of the cards in
 *                      g->card (written by the caller: s->card is not read)
 *                      and the hidden identities.
 * Neither plays the Setup's supporters.
 */
void itk_game_board(Game *g, const Setup *s);
void itk_game_copy_board(Game *g, const Game *board);
void itk_game_cast(Game *g, const Setup *s);

/* The record and scenario-file name of scenario rule i (bit 1 << i of enum
 * ScenarioRule): "stakeout", "benefactor", "bomb", "agent", "evacuation". */
const char *itk_scenario_rule_name(int i);

/* Who decides now: SIDE_MURDERER, SIDE_DETECTIVE, SIDE_CHANCE or SIDE_NONE when over. */
int itk_game_to_move(const Game *g);

/* The legal actions now, in ascending numeric order.  Chance's actions are
 * equally likely. */
void itk_game_legal(const Game *g, ActionList *out);

/* Does x lose at once whatever follows?  A second refusal (R17): legal, and
 * kept for the uniform random baseline, but no searching or heuristic
 * policy should spend time on it. */
int itk_game_certain_loss(const Game *g, Action x);

/* itk_game_legal without the certain-loss moves, unless nothing else is legal. */
void itk_game_legal_sensible(const Game *g, ActionList *out);

/* Is x legal now?  (Same answer as searching itk_game_legal's list.) */
int itk_game_is_legal(const Game *g, Action x);

/* Play a legal action.  The caller guarantees legality (itk_game_is_legal). */
void itk_game_apply(Game *g, Action x);

static inline int game_over(const Game *g) { return g->phase == PH_OVER; }

/* The information set of `side` (R14): the Murderer sees everything but the
 * undercover agent while it lives (R21: agent = NOBODY); the Detective's copy
 * has the bomb's designated victim blanked (R20: victims[bomb_slot] and the
 * OBS_BOMB's civ are NOBODY, its civ_intimidated 0), and murderer, Person of
 * Interest, motive, supporters, the drawn tokens and the liars blanked
 * (NOBODY / NO_GROUP / 0), and its `stack` holds every
 * token not yet seen: the stack and the Murderer's three. */
void itk_game_view(const Game *g, int side, Game *out);

/* --- questions the rules ask, shared by movegen, surveillance and policies - */

/* R4 + R5: civilians the Murderer may murder now.  With `per_victim_only`, the
 * completability test (R5) is skipped: R6's answer after the 5th murder. */
CivSet itk_game_legal_victims(const Game *g, int per_victim_only);

/* R6: the truthful answer to "can you murder c right now?". */
int itk_game_surveillance_answer(const Game *g, int c);

/* Civilians in the blocks of a block set. */
CivSet itk_game_civs_in(const Game *g, BlockSet blocks);

/* Civilians alone in their block (Killer). */
CivSet itk_game_alone(const Game *g);

/* Debug-build invariants (R1, R2, block capacity, crime scenes, tokens); returns
 * NULL when they hold, otherwise a description of the first broken one. */
const char *itk_game_check(const Game *g);

#endif
