/*
 * apply.c — playing an action: the state machine of docs/engine.md.
 *
 * itk_game_apply trusts its caller: the action is one itk_game_legal listed.  In a
 * build with NOIRLAB_CHECKS every action is followed by itk_game_check.
 */
#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "games/itk/core/apply.h"
#include "games/itk/core/bomb.h"
#include "games/itk/core/doa.h"
#include "games/itk/core/movegen.h"

static CivSet bit(int c) { return (CivSet)1u << c; }

/* Take c off its block (keeping `full` in step with in_block). */
static void lift(Game *g, int c)
{
    int from = g->pos[c];
    g->in_block[from] &= ~bit(c);
    g->full &= (BlockSet)~(1u << from);
}

static void place(Game *g, int c, int b)
{
    lift(g, c);
    g->in_block[b] |= bit(c);
    g->pos[c] = (uint8_t)b;
    if (bits_count(g->in_block[b]) == BLOCK_CAPACITY)
        g->full |= (BlockSet)(1u << b);
}

/* --- the public record (R14) ------------------------------------------------ */

static Obs *log_obs(Game *g, int kind, int civ)
{
    Obs *o = &g->obs[g->n_obs < MAX_OBS ? g->n_obs++ : MAX_OBS - 1];
    *o = (Obs){.kind = (uint8_t)kind, .civ = (uint8_t)civ};
    return o;
}

/* The position a surveillance answer or a murder happened in. */
static void snapshot(const Game *g, Obs *o, int c)
{
    o->det_block = g->detective;
    o->civ_block = g->pos[c];
    o->civ_alone = bits_count(g->in_block[g->pos[c]]) == 1;
    o->civ_intimidated = (g->intimidated & bit(c)) != 0;
    o->round = g->round;
    o->victims = g->n_victims;
    o->last_crime = g->last_crime;
    o->buildings = g->any_building;
}

/* --- phase transitions -------------------------------------------------------- */

static void begin_round(Game *g)
{
    g->last_intimidated = NOBODY;
    CivSet eligible = g->alive & ~g->intimidated & ~g->in_block[g->detective]; /* R3 */
    g->intimidations_left = (uint8_t)(bits_count(eligible) < INTIMIDATIONS ? bits_count(eligible) : INTIMIDATIONS);
    g->phase = g->intimidations_left ? PH_INTIMIDATE : (uint8_t)doa_murder_phase(g);
}

static void begin_investigation(Game *g)
{
    g->actions_used = 0;
    g->move_points = MOVEMENT_POINTS;
    /* R21: the Detective's first investigation opens with naming the agent */
    g->phase = (g->rules & RULE_AGENT) && !g->agent_named ? PH_AGENT : PH_INVESTIGATE;
}

/* After the evacuation (if any): the initial response, or the investigation. */
static void after_evacuation(Game *g)
{
    if (g->scene_pending)
        g->phase = PH_DISPLACE;
    else
        begin_investigation(g);
}

/* R22: every Detective phase opens with an evacuation while a building stands. */
static void begin_detective_phase(Game *g)
{
    if ((g->rules & RULE_EVACUATION) && g->any_building)
        g->phase = PH_EVACUATE;
    else
        after_evacuation(g);
}

static void finish(Game *g, int winner)
{
    g->winner = (uint8_t)winner;
    g->phase = PH_OVER;
}

/* R1, R13: after the city phase; R21: a murdered agent makes the game one murder shorter. */
static void end_round(Game *g)
{
    if (g->n_victims >= MAX_VICTIMS - g->agent_murdered || g->round >= MAX_ROUNDS)
        g->phase = PH_ACCUSE;
    else if (g->sw.early_accusation && g->round >= g->sw.early_accusation)
        g->phase = PH_ACCUSE_EARLY;
    else {
        g->round++;
        begin_round(g);
    }
}

/* R11: a token draw for `side`, or nothing when the stack is empty. */
static void draw_group(Game *g, int draw_for, int side);

void itk_apply_group_done(Game *g)
{
    switch (g->draw_for) {
    case DRAW_FIRE:
        g->stack |= g->held; /* R10: shuffled back into the stack */
        g->held = 0;
        g->phase = PH_INVESTIGATE;
        break;
    case DRAW_CITY_MURDERER:
        draw_group(g, DRAW_CITY_DETECTIVE, SIDE_DETECTIVE);
        break;
    default:
        g->stack |= g->held; /* both city tokens go back at the end of the phase */
        g->held = 0;
        end_round(g);
        break;
    }
}

static void draw_group(Game *g, int draw_for, int side)
{
    g->draw_for = (uint8_t)draw_for;
    g->drawer = (uint8_t)side;
    if (g->stack)
        g->phase = PH_DRAW;
    else
        itk_apply_group_done(g);
}

static void move_group(Game *g, int group)
{
    g->moving_group = (uint8_t)group;
    g->may_move = g->group[group] & g->alive;
    g->phase = PH_GROUP_MOVE;
}

static void end_investigation(Game *g)
{
    g->intimidated &= ~g->in_block[g->detective]; /* R11: working with the public */
    draw_group(g, DRAW_CITY_MURDERER, SIDE_MURDERER);
}

/* --- the actions ------------------------------------------------------------- */

static void use_action(Game *g, int kind) { g->actions_used |= (uint8_t)(1u << (kind - ACT_QUESTION)); }

void itk_apply_start(Game *g, int block)
{
    g->detective = (uint8_t)block;
    begin_round(g);
}

void itk_apply_intimidate(Game *g, int c)
{
    g->intimidated |= bit(c);
    g->last_intimidated = (uint8_t)c;
    if (--g->intimidations_left == 0)
        g->phase = (uint8_t)doa_murder_phase(g);
}

Obs *itk_apply_log_position(Game *g, int kind, int c)
{
    Obs *o = log_obs(g, kind, c);
    snapshot(g, o, c);
    return o;
}

void itk_apply_casualty(Game *g, int c)
{
    int b = g->pos[c];
    lift(g, c);
    g->pos[c] = NO_BLOCK;
    g->alive &= ~bit(c);
    g->intimidated &= ~bit(c);
    if (g->surveilled == c) { /* R6: the token comes back; R18: once used, it stays on the block */
        g->surveilled = NOBODY;
        if (g->stakeout)
            g->token_block = (uint8_t)b;
    }
}

void itk_apply_murder(Game *g, int c)
{
    snapshot(g, log_obs(g, OBS_MURDER, c), c);
    MurderBoard *board = &g->murder_board[g->n_victims];
    memcpy(board->pos, g->pos, sizeof board->pos);
    board->intimidated = g->intimidated;
    itk_apply_victim(g, c);
}

void itk_apply_victim(Game *g, int c)
{
    int b = g->pos[c];
    itk_apply_casualty(g, c);
    g->victims[g->n_victims++] = (uint8_t)c;
    g->agent_murdered |= c == g->agent; /* R21: made public at once */
    g->crime |= (BlockSet)(1u << b);
    g->last_crime = (uint8_t)b;
    g->detective = (uint8_t)b; /* R8: initial response */
    g->scene_pending = g->in_block[b] != 0 && !(g->rules & RULE_DOA); /* R19: crime scenes keep their civilians */
    begin_detective_phase(g);
}

void itk_apply_move(Game *g, int block)
{
    g->detective = (uint8_t)block;
    g->move_points--;
}

void itk_apply_displace(Game *g, int c, int b)
{
    place(g, c, b);
    if (!g->in_block[g->detective]) {
        g->scene_pending = 0;
        begin_investigation(g);
    }
}

void itk_apply_refuse(Game *g)
{
    log_obs(g, OBS_REFUSE, NOBODY);
    if (++g->refusals >= 2) { /* R2, R17 */
        finish(g, SIDE_DETECTIVE);
        return;
    }
    g->scene_pending = 0; /* no murder: the marker stays, nobody is moved */
    begin_detective_phase(g);
}

/* R19, D.O.A.'s round 1: no murder; the Benefactor leaves the city for victim
 * slot 1, `block` becomes crime scene 1 (the most recent one) and the marker
 * moves there, moving nobody.  Nobody has been under surveillance yet. */
void itk_apply_benefactor(Game *g, int block)
{
    int c = g->benefactor;
    Obs *o = log_obs(g, OBS_BENEFACTOR, c);
    o->civ_block = (uint8_t)block;
    o->round = g->round;
    lift(g, c);
    g->pos[c] = NO_BLOCK;
    g->alive &= ~bit(c);
    g->intimidated &= ~bit(c);
    g->victims[g->n_victims++] = (uint8_t)c;
    g->crime |= (BlockSet)(1u << block);
    g->last_crime = (uint8_t)block;
    g->detective = (uint8_t)block;
    g->scene_pending = 0;
    begin_detective_phase(g);
}

void itk_apply_evacuate(Game *g, int building, int block)
{
    g->building[building] &= (BlockSet) ~(1u << block);
    g->any_building = 0;
    for (int k = 0; k < BUILDINGS; k++)
        g->any_building |= g->building[k];
    after_evacuation(g);
}

static void answer(Game *g, int c, int q, int yes)
{
    Obs *o = log_obs(g, OBS_ANSWER, c);
    o->value = (uint8_t)q;
    o->yes = (uint8_t)yes;
    g->to_ask &= ~bit(c);
    g->phase = g->to_ask ? PH_ASK : PH_INVESTIGATE;
}

void itk_apply_ask(Game *g, int c, int q)
{
    if (g->liars & bit(c)) { /* R7: the Murderer answers for a liar */
        g->asked = (uint8_t)c;
        g->question = (uint8_t)q;
        g->phase = PH_ANSWER;
        return;
    }
    answer(g, c, q, (g->trait[q] & bit(g->murderer)) != 0);
}

static void surveil(Game *g)
{
    int c = g->surveilled;
    Obs *o = log_obs(g, OBS_SURVEIL, c);
    snapshot(g, o, c);
    o->yes = (uint8_t)itk_game_surveillance_answer(g, c);
    g->surveilled = NOBODY; /* R6: a used token returns to the Detective */
    if (g->rules & RULE_STAKEOUT) { /* R18: from the first use on, it stays on the block */
        g->stakeout = 1;
        g->token_block = g->pos[c];
    }
}

/* R10 Police, or R18's stakeout move: the token goes onto c. */
static void put_token(Game *g, int c)
{
    use_action(g, ACT_POLICE);
    g->surveilled = (uint8_t)c;
    g->token_block = NO_BLOCK;
}

void itk_apply_draw(Game *g, int group)
{
    Obs *o = log_obs(g, OBS_DRAW, group);
    o->value = g->drawer;
    g->stack &= (uint16_t)~(1u << group);
    g->held |= (uint16_t)(1u << group);
    if (g->group[group] & g->alive) {
        move_group(g, group);
    } else { /* R11: a token of a vanished group goes to the box */
        g->held &= (uint16_t)~(1u << group);
        g->boxed |= (uint16_t)(1u << group);
        g->phase = PH_PICK_GROUP;
    }
}

void itk_apply_group_move(Game *g, int c, int b)
{
    place(g, c, b);
    g->may_move &= ~bit(c);
}

void itk_apply_accuse(Game *g, int c, int m)
{
    g->accused = (uint8_t)c;
    g->accused_motive = (uint8_t)m;
    finish(g, c == g->murderer && m == g->motive ? SIDE_DETECTIVE : SIDE_MURDERER); /* R13 */
}

void itk_game_apply(Game *g, Action x)
{
    int a = action_a(x), b = action_b(x);
    switch (action_kind(x)) {
    case ACT_SUPPORTERS:
        g->supporters = (uint8_t)a;
        g->liars |= g->group[a]; /* R7 */
        g->phase = PH_START;
        break;
    case ACT_START: itk_apply_start(g, a); break;
    case ACT_INTIMIDATE: itk_apply_intimidate(g, a); break;
    case ACT_MURDER: itk_apply_murder(g, a); break;
    case ACT_BOMB: itk_apply_bomb(g, a); break; /* R20 */
    case ACT_REFUSE: itk_apply_refuse(g); break;
    case ACT_DISPLACE: itk_apply_displace(g, a, b); break;
    case ACT_MOVE: itk_apply_move(g, a); break;
    case ACT_SURVEIL: surveil(g); break;
    case ACT_QUESTION:
        use_action(g, ACT_QUESTION);
        g->to_ask = g->in_block[g->detective] & ~g->intimidated; /* R9 */
        g->phase = PH_ASK;
        break;
    case ACT_POLICE:
    case ACT_STAKEOUT: put_token(g, a); break;
    case ACT_EVACUATE: itk_apply_evacuate(g, a, b); break;
    case ACT_BENEFACTOR: itk_apply_benefactor(g, a); break;
    case ACT_AGENT:
        g->agent = (uint8_t)a;
        g->agent_named = 1;
        g->phase = PH_INVESTIGATE;
        break;
    case ACT_DINER:
        use_action(g, ACT_DINER);
        g->to_ask = bit(a);
        g->phase = PH_ASK;
        break;
    case ACT_HOSPITAL:
        use_action(g, ACT_HOSPITAL);
        g->intimidated &= ~bit(a);
        break;
    case ACT_FIRE:
        use_action(g, ACT_FIRE);
        draw_group(g, DRAW_FIRE, SIDE_DETECTIVE);
        break;
    case ACT_END: end_investigation(g); break;
    case ACT_ASK: itk_apply_ask(g, a, b); break;
    case ACT_ANSWER: answer(g, g->asked, g->question, a); break;
    case ACT_DRAW: itk_apply_draw(g, a); break;
    case ACT_PICK_GROUP: move_group(g, a); break;
    case ACT_GROUP_MOVE: itk_apply_group_move(g, a, b); break;
    case ACT_GROUP_DONE: itk_apply_group_done(g); break;
    case ACT_ACCUSE: itk_apply_accuse(g, a, b); break;
    case ACT_CONTINUE:
        g->round++;
        begin_round(g);
        break;
    default: break;
    }
#ifdef NOIRLAB_CHECKS
    assert(itk_game_check(g) == NULL);
#endif
}
