/*
 * deal.h — a layout (buildings, civilians per block, motives, draw rules) and
 * the random deal of a game from it (rulebook setup steps 6-10, R12, R15).
 *
 * Layouts are data (the .ini files of scenarios/, read by games/itk/data/catalog.c); this header
 * only holds their in-memory form, so the rules core does no I/O.
 */
#ifndef NOIRLAB_DEAL_H
#define NOIRLAB_DEAL_H

#include "base/pcg32.h"
#include "games/itk/core/game.h"

enum { LAYOUT_KEY_MAX = 32, LAYOUT_NAME_MAX = 64, LAYOUT_RULES_TEXT_MAX = 160 };

typedef struct Layout {
    char key[LAYOUT_KEY_MAX];      /* file stem: "beginner", "t-men", ... */
    char name[LAYOUT_NAME_MAX];    /* "On Dangerous Ground" */
    BlockSet building[BUILDINGS];
    uint8_t count[CITY_BLOCKS];    /* civilians dealt into each block; they sum to 20 */
    MotiveSet motives;             /* the scenario's full motive list */
    MotiveSet logic_motives;       /* Logic mode's 6 (equal to motives when the scenario gives none) */
    /* Civilian draw rules (REFERENCE §4).  With no quota at all the 20 are drawn
     * from the whole deck.  Otherwise quota[g] civilians come from group g
     * (-1 = no quota), and rest_each civilians from each of rest_groups groups
     * drawn at random among the groups without a quota (R15). */
    int8_t quota[GROUPS];
    int8_t rest_each, rest_groups;
    int16_t required_card;         /* deck index that must be among the 20 (D.O.A.), -1 none */
    uint8_t rules;                 /* enum ScenarioRule: the scenario's rules simulated in Logic mode (§7) */
    char unsimulated[LAYOUT_RULES_TEXT_MAX]; /* its printed rules not simulated (Intuition cards), or "" */
} Layout;

typedef struct Deck {
    int n;
    Card card[MAX_CARDS];
} Deck;

/*
 * Deal a random game: draw the civilians (layout rules, the min_groups switch),
 * shuffle and deal them into blocks in index order, draw murderer, Person of
 * Interest (unless switched off and Cultist is not in the set), the motive
 * uniformly from `motives`, and the Murderer's 3 tokens.  Supporters are left
 * to the Murderer (NO_GROUP).  A deal whose motive cannot be completed is
 * redrawn (R12).  Returns 0, or -1 when the layout's rules cannot be met by
 * the deck (e.g. a quota larger than a group).
 */
int itk_deal_random(Setup *out, const Deck *deck, const Layout *layout, MotiveSet motives,
                Switches sw, Pcg32 *rng);

/* itk_deal_random that also hands back the started game (saves a second
 * itk_game_init); `out` may be NULL when only the game is wanted, which
 * saves copying the cards a second time. */
int itk_deal_game(Game *game, Setup *out, const Deck *deck, const Layout *layout, MotiveSet motives,
              Switches sw, Pcg32 *rng);

/* itk_deal_game in two steps, for a loop dealing many games of one layout
 * (the random games): the plan checks the layout and sets up, once, what no
 * deal changes (the Setup but its cards and hidden identities, and the
 * Game's board: itk_game_board); each deal then draws the rest.  The deck
 * and layout must outlive the plan.  itk_deal_game is the two in a row: the
 * same games from the same generator. */
typedef struct DealPlan {
    const Deck *deck;
    const Layout *layout;
    MotiveSet motives;
    Switches sw;
    Setup setup; /* its cards and hidden identities unset */
    Game board;  /* itk_game_board of setup */
} DealPlan;

/* 0, or -1 when the layout cannot be dealt (itk_deal_random's errors that
 * the layout, the motive set or the deck alone decides: a card of no group). */
int itk_deal_plan(DealPlan *p, const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw);
int itk_deal_planned(const DealPlan *p, Game *game, Setup *out, Pcg32 *rng);

#endif
