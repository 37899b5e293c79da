/*
 * The plain implementation's entry points: starting a game from a Setup, who
 * is to move, the surveillance answer, and the accessors the differential test
 * compares with the core.
 */
#include "games/itk/plain/plain.h"

#include "games/itk/plain/doa.h"
#include "games/itk/plain/victim.h"

static int card_ok(const Card *card)
{
    return card->group < GROUPS && card->sex < SEXES && card->age < AGES &&
           card->build < BUILDS && card->height < HEIGHTS;
}

/* The checks a hand-written or recorded Setup must pass. */
static int setup_ok(const Setup *s)
{
    int per_block[CITY_BLOCKS] = {0};
    for (int c = 0; c < CIVILIANS; c++) {
        if (!card_ok(&s->card[c]) || s->block[c] >= CITY_BLOCKS)
            return 0;
        if (++per_block[s->block[c]] > BLOCK_CAPACITY)
            return 0;
    }
    if (s->murderer >= CIVILIANS || s->motive >= MOTIVES || !((s->motives >> s->motive) & 1u))
        return 0;
    if ((s->rules & RULE_DOA) && (itk_doa_benefactor_in(s) == NOBODY || itk_doa_benefactor_in(s) == s->murderer))
        return 0; /* R19: the Benefactor is among the 20 and never the murderer */
    if (s->poi != NOBODY && (s->poi >= CIVILIANS || s->poi == s->murderer))
        return 0;
    int supporters_drawn = 0;
    for (int i = 0; i < DRAWN_TOKENS; i++) {
        if (s->drawn[i] >= GROUPS)
            return 0;
        for (int j = 0; j < i; j++)
            if (s->drawn[j] == s->drawn[i])
                return 0;
        if (s->drawn[i] == s->supporters)
            supporters_drawn = 1;
    }
    return s->supporters == NO_GROUP || supporters_drawn;
}

int itk_plain_init(PlainGame *g, const Setup *s)
{
    if (!setup_ok(s))
        return -1;
    *g = (PlainGame){0};
    for (int c = 0; c < CIVILIANS; c++) {
        g->card[c] = s->card[c];
        g->alive[c] = 1;
        g->block[c] = s->block[c];
    }
    for (int k = 0; k < BUILDINGS; k++)
        for (int b = 0; b < CITY_BLOCKS; b++)
            g->has_building[k][b] = (s->building[k] >> b) & 1u;
    for (int m = 0; m < MOTIVES; m++)
        g->motive_in_set[m] = (s->motives >> m) & 1u;
    g->sw = s->sw;
    g->rule_stakeout = (s->rules & RULE_STAKEOUT) != 0;
    g->rule_evacuation = (s->rules & RULE_EVACUATION) != 0;
    g->rule_agent = (s->rules & RULE_AGENT) != 0;
    g->rule_doa = (s->rules & RULE_DOA) != 0;
    g->benefactor = g->rule_doa ? itk_doa_benefactor_in(s) : NOBODY;
    g->rule_bomb = (s->rules & RULE_BOMB) != 0;
    if (s->rules & ~(RULE_STAKEOUT | RULE_EVACUATION | RULE_AGENT | RULE_DOA | RULE_BOMB))
        return -1; /* no such scenario rule */
    g->murderer = s->murderer;
    g->poi = s->poi;
    g->motive = s->motive;
    g->supporters = s->supporters;
    /* setup step 10: the 3 drawn tokens leave play, the other 6 form the stack */
    for (int grp = 0; grp < GROUPS; grp++)
        g->token[grp] = TOKEN_STACK;
    for (int i = 0; i < DRAWN_TOKENS; i++) {
        g->drawn[i] = s->drawn[i];
        g->token[s->drawn[i]] = TOKEN_MURDERER;
    }
    g->last_crime = NO_BLOCK;
    g->detective = NO_BLOCK;
    g->surveilled = NOBODY;
    g->token_block = NO_BLOCK;
    g->agent = NOBODY;
    g->bomb_slot = NOBODY;
    g->last_flip = -1;
    g->round = 1;
    g->winner = SIDE_NONE;
    g->phase = s->supporters == NO_GROUP ? PLAIN_SUPPORTERS : PLAIN_START;
    return 0;
}

int itk_plain_to_move(const PlainGame *g)
{
    switch (g->phase) {
    case PLAIN_SUPPORTERS:
    case PLAIN_INTIMIDATE:
    case PLAIN_MURDER:
    case PLAIN_BENEFACTOR:
    case PLAIN_ANSWER:
        return SIDE_MURDERER;
    case PLAIN_START:
    case PLAIN_EVACUATE:
    case PLAIN_DISPLACE:
    case PLAIN_INVESTIGATE:
    case PLAIN_AGENT:
    case PLAIN_ASK:
    case PLAIN_ACCUSE_EARLY:
    case PLAIN_ACCUSE:
        return SIDE_DETECTIVE;
    case PLAIN_DRAW:
        return SIDE_CHANCE;
    case PLAIN_PICK_GROUP:
    case PLAIN_GROUP_MOVE:
        return g->drawer;
    default:
        return SIDE_NONE;
    }
}

int itk_plain_over(const PlainGame *g) { return g->phase == PLAIN_OVER; }
int itk_plain_winner(const PlainGame *g) { return g->winner; }

/* R6: R4 on the current position; after the 5th murder only the per-victim
 * conditions, as if a 6th murder were due.  R4 already says "No" for the
 * murderer and for civilians in the Detective's block. */
int itk_plain_surveillance_answer(const PlainGame *g, int c)
{
    return itk_victim_is_legal(g, c, g->n_victims == MAX_VICTIMS);
}

int itk_plain_block(const PlainGame *g, int c) { return g->block[c]; }
int itk_plain_intimidated(const PlainGame *g, int c) { return g->intimidated[c]; }
int itk_plain_detective(const PlainGame *g) { return g->detective; }
int itk_plain_n_victims(const PlainGame *g) { return g->n_victims; }
int itk_plain_victim(const PlainGame *g, int i) { return g->victim[i]; }
int itk_plain_round(const PlainGame *g) { return g->round; }
int itk_plain_refusals(const PlainGame *g) { return g->refusals; }
int itk_plain_surveilled(const PlainGame *g) { return g->surveilled; }
int itk_plain_n_obs(const PlainGame *g) { return g->n_obs; }
const PlainObs *itk_plain_obs(const PlainGame *g, int i) { return &g->obs[i]; }

const char *itk_plain_phase_name(int phase)
{
    static const char *const names[] = {
        "supporters", "start", "intimidate", "murder", "benefactor", "evacuate", "displace", "investigate", "agent", "ask",
        "answer", "draw", "pick-group", "group-move", "accuse-early", "accuse", "over",
    };
    return phase >= 0 && phase <= PLAIN_OVER ? names[phase] : "?";
}
