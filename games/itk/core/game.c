/*
 * game.c — a Game from a Setup: validate it and derive the bitboards.
 */
#include "games/itk/core/game.h"

#include "games/itk/core/doa.h"

#include <stddef.h>
#include <string.h>

static CivSet bit(int c) { return (CivSet)1u << c; }

/* Everything itk_game_init refuses, in one place; 0 when the setup is playable. */
static int setup_invalid(const Setup *s)
{
    int per_block[CITY_BLOCKS] = {0};
    for (int c = 0; c < CIVILIANS; c++) {
        if (s->block[c] >= CITY_BLOCKS || ++per_block[s->block[c]] > BLOCK_CAPACITY)
            return 1;
        if (s->card[c].group >= GROUPS)
            return 1;
    }
    if (s->rules & ~RULES_SIMULATED)
        return 1;
    if (itk_doa_setup_invalid(s)) /* R19 */
        return 1;
    if (s->murderer >= CIVILIANS || s->motive >= MOTIVES || !(s->motives & (1u << s->motive)))
        return 1;
    if (s->poi != NOBODY && (s->poi >= CIVILIANS || s->poi == s->murderer))
        return 1;
    if (s->poi == NOBODY && (s->motives & (1u << MOTIVE_CULTIST))) /* R12: forced on */
        return 1;
    unsigned drawn = 0;
    for (int i = 0; i < DRAWN_TOKENS; i++) {
        if (s->drawn[i] >= GROUPS || (drawn & (1u << s->drawn[i])))
            return 1;
        drawn |= 1u << s->drawn[i];
    }
    if (s->supporters != NO_GROUP && !(drawn & (1u << s->supporters)))
        return 1;
    return 0;
}

int itk_game_init(Game *g, const Setup *s)
{
    if (setup_invalid(s))
        return -1;
    memcpy(g->card, s->card, sizeof g->card);
    itk_game_board(g, s);
    itk_game_cast(g, s);
    if (s->supporters != NO_GROUP)
        itk_game_apply(g, ACTION(ACT_SUPPORTERS, s->supporters, 0));
    return 0;
}

/* The fields after the cards and before the record: what the board and the
 * cast set (the cards are written by the caller; n_obs = 0 empties the record). */
#define GAME_FIELDS_START offsetof(Game, trait)
#define GAME_FIELDS_SIZE (offsetof(Game, obs) - offsetof(Game, trait))
_Static_assert(offsetof(Game, trait) == sizeof(Card) * CIVILIANS, "the cards open a Game");

void itk_game_board(Game *g, const Setup *s)
{
    memset((char *)g + GAME_FIELDS_START, 0, GAME_FIELDS_SIZE);
    for (int b = 0; b < BUILDINGS; b++) {
        g->building[b] = s->building[b];
        g->any_building |= s->building[b];
    }
    g->motives = s->motives;
    g->sw = s->sw;
    g->rules = s->rules;
    g->supporters = NO_GROUP;
    for (int c = 0; c < CIVILIANS; c++) {
        g->pos[c] = s->block[c];
        g->in_block[s->block[c]] |= bit(c);
    }
    for (int b = 0; b < CITY_BLOCKS; b++)
        if (bits_count(g->in_block[b]) == BLOCK_CAPACITY)
            g->full |= (BlockSet)(1u << b);
    g->alive = bit(CIVILIANS) - 1;
    g->last_crime = NO_BLOCK;
    g->detective = NO_BLOCK;
    g->surveilled = NOBODY;
    g->token_block = NO_BLOCK;
    g->agent = NOBODY;
    g->bomb_slot = NOBODY;
    g->round = 1;
    g->asked = NOBODY;
    g->last_intimidated = NOBODY;
    g->winner = SIDE_NONE;
    g->accused = NOBODY;
    g->accused_motive = MOTIVES;
    g->phase = PH_SUPPORTERS;
}

void itk_game_copy_board(Game *g, const Game *board)
{
    memcpy((char *)g + GAME_FIELDS_START, (const char *)board + GAME_FIELDS_START, GAME_FIELDS_SIZE);
}

void itk_game_cast(Game *g, const Setup *s)
{
    for (int c = 0; c < CIVILIANS; c++) {
        const Card *k = &g->card[c];
        /* The questions come in trait order (cards.h), heights from tall to short. */
        g->trait[Q_MALE + k->sex] |= bit(c);
        g->trait[Q_AGE20 + k->age] |= bit(c);
        g->trait[Q_THIN + k->build] |= bit(c);
        g->trait[Q_SHORT - k->height] |= bit(c);
        g->group_of[c] = k->group;
        g->group[k->group] |= bit(c);
    }
    g->benefactor = (uint8_t)(s->rules & RULE_DOA ? itk_doa_find_benefactor(g->card) : NOBODY);
    g->murderer = s->murderer;
    g->poi = s->poi;
    g->motive = s->motive;
    memcpy(g->drawn, s->drawn, sizeof g->drawn);
    g->liars = bit(s->murderer) | (s->poi != NOBODY ? bit(s->poi) : 0); /* R7 */
    g->stack = (uint16_t)((1u << GROUPS) - 1);
    for (int i = 0; i < DRAWN_TOKENS; i++)
        g->stack &= (uint16_t)~(1u << s->drawn[i]);
}

const char *itk_scenario_rule_name(int i)
{
    static const char *const names[SCENARIO_RULES] = {"stakeout", "benefactor", "bomb", "agent", "evacuation"};
    return i >= 0 && i < SCENARIO_RULES ? names[i] : "?";
}

int itk_game_to_move(const Game *g)
{
    switch (g->phase) {
    case PH_SUPPORTERS:
    case PH_INTIMIDATE:
    case PH_MURDER:
    case PH_BENEFACTOR:
    case PH_ANSWER:
        return SIDE_MURDERER;
    case PH_DRAW:
        return SIDE_CHANCE;
    case PH_PICK_GROUP:
    case PH_GROUP_MOVE:
        return g->drawer;
    case PH_OVER:
        return SIDE_NONE;
    default:
        return SIDE_DETECTIVE;
    }
}
