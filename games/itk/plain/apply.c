/*
 * itk_plain_apply: one action, then whatever automatic steps follow it, until the
 * next decision (docs/engine.md "Round structure").
 */
#include "games/itk/plain/board.h"
#include "games/itk/plain/bomb.h"
#include "games/itk/plain/victim.h"

static void record(PlainGame *g, PlainObs o)
{
    if (g->n_obs < PLAIN_MAX_OBS)
        g->obs[g->n_obs++] = o;
}

static void log_obs(PlainGame *g, int kind, int civ, int value, int yes)
{
    record(g, (PlainObs){.kind = kind, .civ = civ, .value = value, .yes = yes});
}

/* The position a surveillance answer is given in, or the one just before a murder. */
static void log_position(PlainGame *g, int kind, int c, int yes)
{
    int b = g->block[c];
    PlainObs o = {
        .kind = kind, .civ = c, .yes = yes,
        .det_block = g->detective, .civ_block = b,
        .civ_alone = itk_board_count_in(g, b) == 1, .civ_intimidated = g->intimidated[c],
        .round = g->round, .victims = g->n_victims, .last_crime = g->last_crime,
    };
    for (int x = 0; x < CITY_BLOCKS; x++)
        o.building_at[x] = itk_board_has_any_building(g, x);
    record(g, o);
}

static void finish(PlainGame *g, int winner)
{
    g->phase = PLAIN_OVER;
    g->winner = winner;
}

/* After the flips: the murder, except in D.O.A.'s round 1 (R19). */
static int murder_phase(const PlainGame *g)
{
    return g->rule_doa && g->round == 1 ? PLAIN_BENEFACTOR : PLAIN_MURDER;
}

/* R3: the murderer phase starts with min(2, eligible) flips. */
static void begin_round(PlainGame *g, int round)
{
    int eligible = 0;
    for (int c = 0; c < CIVILIANS; c++)
        if (g->alive[c] && !g->intimidated[c] && g->block[c] != g->detective)
            eligible++;
    g->round = round;
    g->flips_left = eligible < INTIMIDATIONS ? eligible : INTIMIDATIONS;
    g->last_flip = -1;
    g->phase = g->flips_left > 0 ? PLAIN_INTIMIDATE : murder_phase(g);
}

/* The investigation proper, or first the naming of the agent (R21: the
 * first decision of the Detective's first investigation). */
static void start_investigating(PlainGame *g)
{
    if (g->rule_agent && !g->agent_named)
        g->phase = PLAIN_AGENT;
    else
        g->phase = PLAIN_INVESTIGATE;
}

/* R8: fresh actions and movement points. */
static void begin_investigation(PlainGame *g)
{
    for (int k = 0; k < ACTION_KINDS; k++)
        g->action_used[k] = 0;
    g->n_actions_used = 0;
    g->move_points = MOVEMENT_POINTS;
    start_investigating(g);
}

static void use_action(PlainGame *g, int kind)
{
    g->action_used[kind] = 1;
    g->n_actions_used++;
}

/* R1, R13: after the city phase. */
static void end_round(PlainGame *g)
{
    int last_murder = g->agent_murdered ? MAX_VICTIMS - 1 : MAX_VICTIMS; /* R21 */
    if (g->n_victims >= last_murder || g->round == MAX_ROUNDS)
        g->phase = PLAIN_ACCUSE;
    else if (g->sw.early_accusation > 0 && g->round >= g->sw.early_accusation)
        g->phase = PLAIN_ACCUSE_EARLY;
    else
        begin_round(g, g->round + 1);
}

static int stack_empty(const PlainGame *g)
{
    for (int grp = 0; grp < GROUPS; grp++)
        if (g->token[grp] == TOKEN_STACK)
            return 0;
    return 1;
}

static void return_held_tokens(PlainGame *g)
{
    for (int grp = 0; grp < GROUPS; grp++)
        if (g->token[grp] == TOKEN_HELD)
            g->token[grp] = TOKEN_STACK;
}

/* R11 steps 2-5: the Murderer's draw, then the Detective's, then the held
 * tokens go back.  A draw from an empty stack is skipped. */
static void city_draw(PlainGame *g, int draw_for)
{
    if (draw_for == DRAW_CITY_MURDERER && stack_empty(g))
        draw_for = DRAW_CITY_DETECTIVE;
    if (draw_for == DRAW_CITY_DETECTIVE && stack_empty(g)) {
        return_held_tokens(g);
        end_round(g);
        return;
    }
    g->draw_for = draw_for;
    g->drawer = draw_for == DRAW_CITY_MURDERER ? SIDE_MURDERER : SIDE_DETECTIVE;
    g->phase = PLAIN_DRAW;
}

/* R11 step 1, then the draws. */
static void begin_city_phase(PlainGame *g)
{
    for (int c = 0; c < CIVILIANS; c++)
        if (g->alive[c] && g->block[c] == g->detective)
            g->intimidated[c] = 0;
    city_draw(g, DRAW_CITY_MURDERER);
}

/* The drawn group has finished moving: where play resumes depends on the draw. */
static void draw_done(PlainGame *g)
{
    if (g->draw_for == DRAW_FIRE) {
        return_held_tokens(g);
        g->phase = PLAIN_INVESTIGATE;
    } else if (g->draw_for == DRAW_CITY_MURDERER) {
        city_draw(g, DRAW_CITY_DETECTIVE);
    } else {
        return_held_tokens(g);
        end_round(g);
    }
}

static void begin_group_move(PlainGame *g, int grp)
{
    g->moving_group = grp;
    for (int c = 0; c < CIVILIANS; c++)
        g->has_moved[c] = 0;
    g->phase = PLAIN_GROUP_MOVE;
}

/* R11: a token whose group is gone lets the drawer pick any group and goes to the box. */
static void itk_apply_draw(PlainGame *g, int grp)
{
    log_obs(g, OBS_DRAW, grp, g->drawer, 0);
    if (itk_board_group_alive(g, grp)) {
        g->token[grp] = TOKEN_HELD;
        begin_group_move(g, grp);
    } else {
        g->token[grp] = TOKEN_BOX;
        g->phase = PLAIN_PICK_GROUP;
    }
}

/* R22: the Detective phase opens with an evacuation while a building stands;
 * then the initial response (civilians on the new crime scene), or the
 * investigation. */
static void begin_detective_phase(PlainGame *g)
{
    int buildings = 0;
    for (int b = 0; b < CITY_BLOCKS; b++)
        buildings += itk_board_has_any_building(g, b);
    begin_investigation(g);
    if (g->rule_evacuation && buildings > 0)
        g->phase = PLAIN_EVACUATE;
    else if (g->clear_scene)
        g->phase = PLAIN_DISPLACE;
}

static void itk_apply_evacuate(PlainGame *g, int kind, int b)
{
    g->has_building[kind][b] = 0;
    if (g->clear_scene)
        g->phase = PLAIN_DISPLACE;
    else
        start_investigating(g);
}

/* R4, R6, R8: the victim leaves the board, the marker goes to the scene. */
static void murder_victim(PlainGame *g, int c)
{
    int scene = g->block[c];
    g->alive[c] = 0;
    g->block[c] = NO_BLOCK;
    g->intimidated[c] = 0;
    g->victim[g->n_victims++] = c;
    if (g->agent_named && c == g->agent)
        g->agent_murdered = 1; /* R21: public at once, and the game is one murder shorter */
    g->crime_scene[scene] = 1;
    g->last_crime = scene;
    if (g->surveilled == c) {
        g->surveilled = NOBODY; /* R6: back to the Detective ... */
        if (g->token_used)
            g->token_block = scene; /* ... R18: or left on the block, once used */
    }
    g->detective = scene;
    g->clear_scene = itk_board_count_in(g, scene) > 0 && !g->rule_doa; /* R8 initial response; none in D.O.A. (R19) */
    begin_detective_phase(g);
}

/* R19: D.O.A.'s round 1.  The Benefactor is found poisoned: victim slot 1,
 * crime scene 1 on the block the Murderer chose, the marker goes there and
 * nobody is moved off it. */
static void itk_apply_benefactor(PlainGame *g, int scene)
{
    int c = g->benefactor;
    record(g, (PlainObs){.kind = OBS_BENEFACTOR, .civ = c, .civ_block = scene, .round = g->round});
    g->alive[c] = 0;
    g->block[c] = NO_BLOCK;
    g->intimidated[c] = 0;
    g->victim[g->n_victims++] = c;
    g->crime_scene[scene] = 1;
    g->last_crime = scene;
    g->detective = scene;
    g->clear_scene = 0;
    begin_detective_phase(g);
}

static void itk_apply_murder(PlainGame *g, int c)
{
    log_position(g, OBS_MURDER, c, 0);
    murder_victim(g, c);
}

/* R20: the whole block dies; the designated victim takes the victim slot. */
static void itk_apply_bomb(PlainGame *g, int c)
{
    log_position(g, OBS_BOMB, c, 0);
    itk_plain_bomb_blast(g, c);
    murder_victim(g, c);
}

/* R2: the first refusal skips the murder, the second loses. */
static void itk_apply_refuse(PlainGame *g)
{
    g->refusals++;
    log_obs(g, OBS_REFUSE, NOBODY, 0, 0);
    if (g->refusals == 2) {
        finish(g, SIDE_DETECTIVE);
        return;
    }
    g->clear_scene = 0; /* no murder: the marker stays, nobody is displaced */
    begin_detective_phase(g);
}

static void apply_surveil(PlainGame *g)
{
    int c = g->surveilled;
    log_position(g, OBS_SURVEIL, c, itk_plain_surveillance_answer(g, c));
    g->surveilled = NOBODY;
    if (g->rule_stakeout) { /* R18: the used token stays where its civilian stood */
        g->token_used = 1;
        g->token_block = g->block[c];
    }
}

/* R10 Police or R18 stakeout: the token goes onto civilian c. */
static void apply_police(PlainGame *g, int c)
{
    use_action(g, ACT_POLICE);
    g->surveilled = c;
    g->token_block = NO_BLOCK;
}

/* The next civilian of the questioning, or back to the investigation. */
static void after_answer(PlainGame *g)
{
    g->phase = PLAIN_INVESTIGATE;
    for (int c = 0; c < CIVILIANS; c++)
        if (g->to_ask[c])
            g->phase = PLAIN_ASK;
}

/* R7: the murderer, the Person of Interest and the supporters may lie. */
static int is_liar(const PlainGame *g, int c)
{
    return c == g->murderer || c == g->poi ||
           (g->supporters != NO_GROUP && g->card[c].group == g->supporters);
}

/* R9: a liar's answer is the Murderer's decision, anyone else tells the truth. */
static void itk_apply_ask(PlainGame *g, int c, int q)
{
    g->to_ask[c] = 0;
    if (is_liar(g, c)) {
        g->asking = c;
        g->question = q;
        g->phase = PLAIN_ANSWER;
        return;
    }
    log_obs(g, OBS_ANSWER, c, q, itk_card_answers_yes(&g->card[g->murderer], q));
    after_answer(g);
}

static void apply_question(PlainGame *g)
{
    use_action(g, ACT_QUESTION);
    for (int c = 0; c < CIVILIANS; c++)
        g->to_ask[c] = g->alive[c] && g->block[c] == g->detective && !g->intimidated[c];
    g->phase = PLAIN_ASK;
}

static void apply_diner(PlainGame *g, int c)
{
    use_action(g, ACT_DINER);
    for (int x = 0; x < CIVILIANS; x++)
        g->to_ask[x] = x == c;
    g->phase = PLAIN_ASK;
}

void itk_plain_apply(PlainGame *g, Action x)
{
    int a = action_a(x), b = action_b(x);
    switch (action_kind(x)) {
    case ACT_SUPPORTERS:
        g->supporters = a;
        g->phase = PLAIN_START;
        break;
    case ACT_START:
        g->detective = a;
        begin_round(g, 1);
        break;
    case ACT_INTIMIDATE:
        g->intimidated[a] = 1;
        g->last_flip = a;
        g->flips_left--;
        if (g->flips_left == 0)
            g->phase = murder_phase(g);
        break;
    case ACT_MURDER:
        itk_apply_murder(g, a);
        break;
    case ACT_REFUSE:
        itk_apply_refuse(g);
        break;
    case ACT_BENEFACTOR:
        itk_apply_benefactor(g, a);
        break;
    case ACT_BOMB:
        itk_apply_bomb(g, a);
        break;
    case ACT_DISPLACE:
        g->block[a] = b;
        if (itk_board_count_in(g, g->detective) == 0) {
            g->clear_scene = 0;
            start_investigating(g);
        }
        break;
    case ACT_AGENT:
        g->agent = a;
        g->agent_named = 1;
        g->phase = PLAIN_INVESTIGATE;
        break;
    case ACT_EVACUATE:
        itk_apply_evacuate(g, a, b);
        break;
    case ACT_MOVE:
        g->detective = a;
        g->move_points--;
        break;
    case ACT_SURVEIL:
        apply_surveil(g);
        break;
    case ACT_QUESTION:
        apply_question(g);
        break;
    case ACT_POLICE:
    case ACT_STAKEOUT:
        apply_police(g, a);
        break;
    case ACT_DINER:
        apply_diner(g, a);
        break;
    case ACT_HOSPITAL:
        use_action(g, ACT_HOSPITAL);
        g->intimidated[a] = 0;
        break;
    case ACT_FIRE:
        use_action(g, ACT_FIRE);
        g->draw_for = DRAW_FIRE;
        g->drawer = SIDE_DETECTIVE;
        g->phase = PLAIN_DRAW;
        break;
    case ACT_END:
        begin_city_phase(g);
        break;
    case ACT_ASK:
        itk_apply_ask(g, a, b);
        break;
    case ACT_ANSWER:
        log_obs(g, OBS_ANSWER, g->asking, g->question, a);
        after_answer(g);
        break;
    case ACT_DRAW:
        itk_apply_draw(g, a);
        break;
    case ACT_PICK_GROUP:
        begin_group_move(g, a);
        break;
    case ACT_GROUP_MOVE:
        g->block[a] = b;
        g->has_moved[a] = 1;
        break;
    case ACT_GROUP_DONE:
        draw_done(g);
        break;
    case ACT_ACCUSE:
        finish(g, a == g->murderer && b == g->motive ? SIDE_DETECTIVE : SIDE_MURDERER);
        break;
    case ACT_CONTINUE:
        begin_round(g, g->round + 1);
        break;
    default:
        break;
    }
}
