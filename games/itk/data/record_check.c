/*
 * record_check.c — why an event of a record is illegal, and playing a
 * record's events with that check.
 */
#include "games/itk/data/record.h"

#include <stdio.h>
#include <string.h>

#include "base/data_text.h"
#include "games/itk/core/bomb.h"
#include "games/itk/data/record_vocab.h"

/* ------------------------------------------------------------------------ */
/* Checking events against the rules                                          */
/* ------------------------------------------------------------------------ */

static const char *side_name(int side)
{
    switch (side) {
    case SIDE_MURDERER: return "the Murderer";
    case SIDE_DETECTIVE: return "the Detective";
    case SIDE_CHANCE: return "chance (a token draw)";
    default: return "nobody";
    }
}

/* The phase in which a kind of action is played (ACCUSE also in PH_ACCUSE_EARLY). */
static int kind_phase(int kind)
{
    switch (kind) {
    case ACT_SUPPORTERS: return PH_SUPPORTERS;
    case ACT_START: return PH_START;
    case ACT_INTIMIDATE: return PH_INTIMIDATE;
    case ACT_MURDER: case ACT_REFUSE: case ACT_BOMB: return PH_MURDER;
    case ACT_DISPLACE: return PH_DISPLACE;
    case ACT_EVACUATE: return PH_EVACUATE;
    case ACT_AGENT: return PH_AGENT;
    case ACT_BENEFACTOR: return PH_BENEFACTOR;
    case ACT_ASK: return PH_ASK;
    case ACT_ANSWER: return PH_ANSWER;
    case ACT_DRAW: return PH_DRAW;
    case ACT_PICK_GROUP: return PH_PICK_GROUP;
    case ACT_GROUP_MOVE: case ACT_GROUP_DONE: return PH_GROUP_MOVE;
    case ACT_ACCUSE: return PH_ACCUSE;
    case ACT_CONTINUE: return PH_ACCUSE_EARLY;
    default: return PH_INVESTIGATE; /* MOVE .. END */
    }
}

/* "'murder' is not possible now; the Murderer may: intimidate" */
static int why_wrong_phase(const Game *g, int kind, char *why, size_t whylen)
{
    ActionList legal;
    char kinds[256] = "";
    size_t used = 0;
    int last = -1;
    itk_game_legal(g, &legal);
    for (int i = 0; i < legal.n; i++) {
        int k = action_kind(legal.a[i]);
        if (k == last || used >= sizeof kinds)
            continue;
        used += (size_t)snprintf(kinds + used, sizeof kinds - used, "%s%s", last < 0 ? "" : ", ",
                                 itk_action_kind_name(k));
        last = k;
    }
    return errorf(why, whylen, "'%s' is not possible now; %s may: %s", itk_action_kind_name(kind),
                  side_name(itk_game_to_move(g)), kinds);
}

static int in_range(const Game *g, int c)
{
    int b = g->pos[c];
    return b != NO_BLOCK && (b == g->detective || bits_has(city_adjacent(g->detective), b));
}

/* Where a civilian may not go: a crime scene, a full block, not next door (R8, R11). */
static int why_bad_step(const Game *g, int from, int to, char *why, size_t whylen)
{
    if (bits_has(g->crime, to))
        return errorf(why, whylen, "block %d is a crime scene (R8)", to);
    if (bits_count(g->in_block[to]) >= BLOCK_CAPACITY)
        return errorf(why, whylen, "block %d already holds %d civilians", to, BLOCK_CAPACITY);
    return errorf(why, whylen, "block %d is not adjacent to block %d", to, from);
}

/* R8, R16: a target is refused for its own sake, or because an adjacent block has room. */
static int why_displace_target(const Game *g, int to, char *why, size_t whylen)
{
    if (bits_has(g->crime, to) || bits_count(g->in_block[to]) >= BLOCK_CAPACITY)
        return why_bad_step(g, g->detective, to, why, whylen);
    return errorf(why, whylen, "block %d is not adjacent to block %d, and an adjacent block has room (R8, R16)",
                  to, g->detective);
}

static int why_murder(const Game *g, const Catalog *cat, int c, char *why, size_t whylen)
{
    const char *name = g->card[c].name;
    if (itk_bomb_due(g))
        return errorf(why, whylen, "the bomb is unused and this is the game's last murder: it must be a bomb (R20)");
    if (!bits_has(g->alive, c))
        return errorf(why, whylen, "%s is not alive", name);
    if (c == g->murderer)
        return errorf(why, whylen, "%s is the murderer (R4)", name);
    if (g->pos[c] == g->detective)
        return errorf(why, whylen, "%s is in the Detective's block (R4)", name);
    if (!bits_has(itk_game_legal_victims(g, 1), c))
        return errorf(why, whylen, "%s does not fit the motive %s (R4)", name, cat->motive_name[g->motive]);
    return errorf(why, whylen, "murdering %s leaves the motive %s impossible to complete (R5)", name,
                  cat->motive_name[g->motive]);
}

/* R20: one bomb, on a block that is neither the Detective's nor the murderer's,
 * its designated victim legal (R4) with R5 judged after the blast. */
static int why_bomb(const Game *g, const Catalog *cat, int c, char *why, size_t whylen)
{
    const char *name = g->card[c].name;
    if (!(g->rules & RULE_BOMB))
        return errorf(why, whylen, "the bomb rule (R20) is not in force");
    if (g->bomb_slot != NOBODY)
        return errorf(why, whylen, "the Homemade Bomb was already used (R20: one bomb)");
    if (!bits_has(g->alive, c))
        return errorf(why, whylen, "%s is not alive", name);
    if (c == g->murderer)
        return errorf(why, whylen, "%s is the murderer (R4)", name);
    if (g->pos[c] == g->detective)
        return errorf(why, whylen, "%s is in the Detective's block (R20)", name);
    if (g->pos[c] == g->pos[g->murderer])
        return errorf(why, whylen, "%s is in the block of the murderer's own civilian (R20)", name);
    if (!bits_has(itk_game_legal_victims(g, 1), c))
        return errorf(why, whylen, "%s does not fit the motive %s (R4, R20)", name, cat->motive_name[g->motive]);
    return errorf(why, whylen, "a bomb on %s leaves the motive %s impossible to complete once block %d has died "
                               "(R5, R20)", name, cat->motive_name[g->motive], g->pos[c]);
}

/* QUESTION, POLICE, DINER, HOSPITAL, FIRE (R8, R9, R10). */
static int why_investigation_action(const Game *g, int kind, int c, char *why, size_t whylen)
{
    const char *kname = itk_action_kind_name(kind);
    if (g->actions_used & (1u << (kind - ACT_QUESTION)))
        return errorf(why, whylen, "'%s' was already taken this round (R8: two different actions)", kname);
    if (bits_count(g->actions_used) >= 2)
        return errorf(why, whylen, "two actions were already taken this round (R8)");
    if (kind == ACT_QUESTION)
        return errorf(why, whylen, "nobody in block %d can be questioned (R9)", g->detective);
    int building = BUILDING_POLICE + (kind - ACT_POLICE);
    if (!bits_has(g->building[building], g->detective))
        return errorf(why, whylen, "there is no %s building in block %d (R10)", kname, g->detective);
    if (kind == ACT_FIRE)
        return errorf(why, whylen, "the group token stack is empty");
    const char *name = g->card[c].name;
    if (!bits_has(g->alive, c))
        return errorf(why, whylen, "%s is not alive", name);
    if (!in_range(g, c))
        return errorf(why, whylen, "%s is not in this or an adjacent block (R10)", name);
    if (kind == ACT_DINER)
        return errorf(why, whylen, "%s is intimidated (R10)", name);
    if (kind == ACT_HOSPITAL)
        return errorf(why, whylen, "%s is not intimidated (R10)", name);
    return errorf(why, whylen, "the surveillance token is already on %s", name);
}

/* R18: the stakeout move needs the scenario rule, a used token, the Police action, 2 steps at most. */
static int why_stakeout(const Game *g, int c, char *why, size_t whylen)
{
    const char *name = g->card[c].name;
    if (!(g->rules & RULE_STAKEOUT))
        return errorf(why, whylen, "the stakeout rule (R18) is not in force");
    if (!g->stakeout)
        return errorf(why, whylen, "the surveillance token has not been used yet (R18)");
    if (g->actions_used & (1u << (ACT_POLICE - ACT_QUESTION)))
        return errorf(why, whylen, "the Police action was already taken this round (R18)");
    if (bits_count(g->actions_used) >= 2)
        return errorf(why, whylen, "two actions were already taken this round (R8)");
    if (!bits_has(g->alive, c))
        return errorf(why, whylen, "%s is not alive", name);
    if (c == g->surveilled)
        return errorf(why, whylen, "the surveillance token is already on %s", name);
    int from = g->surveilled != NOBODY ? g->pos[g->surveilled] : g->token_block;
    return errorf(why, whylen, "%s in block %d is more than 2 steps from the token's block %d (R18)", name,
                  g->pos[c], from);
}

static int why_investigate(const Game *g, Action x, char *why, size_t whylen)
{
    int kind = action_kind(x), a = action_a(x);
    switch (kind) {
    case ACT_MOVE:
        if (!g->move_points)
            return errorf(why, whylen, "no movement points left this round (R8)");
        return errorf(why, whylen, "block %d is not adjacent to block %d", a, g->detective);
    case ACT_STAKEOUT:
        return why_stakeout(g, a, why, whylen);
    case ACT_SURVEIL:
        if (g->surveilled == NOBODY)
            return errorf(why, whylen, "the surveillance token is not on a civilian (R6)");
        return errorf(why, whylen, "no surveillance with %d victims on the board (R13 switch)", g->n_victims);
    case ACT_END:
        return why_wrong_phase(g, kind, why, whylen);
    default:
        return why_investigation_action(g, kind, a, why, whylen);
    }
}

/* The reason x is illegal in g, given that it is the right side's and phase's. */
static int why_in_phase(const Game *g, const Catalog *cat, Action x, char *why, size_t whylen)
{
    int kind = action_kind(x), a = action_a(x), b = action_b(x);
    const char *name = a < CIVILIANS ? g->card[a].name : "?";
    switch (kind) {
    case ACT_SUPPORTERS:
        return errorf(why, whylen, "%s is not one of the drawn tokens", cat->group_name[a]);
    case ACT_INTIMIDATE:
        if (!bits_has(g->alive, a))
            return errorf(why, whylen, "%s is not alive", name);
        if (bits_has(g->intimidated, a))
            return errorf(why, whylen, "%s is already intimidated", name);
        if (g->pos[a] == g->detective)
            return errorf(why, whylen, "%s is in the Detective's block (R3)", name);
        return errorf(why, whylen, "a round's two intimidations are written in civilian order "
                                   "(the order of the header)");
    case ACT_MURDER:
        return why_murder(g, cat, a, why, whylen);
    case ACT_BOMB:
        return why_bomb(g, cat, a, why, whylen);
    case ACT_DISPLACE:
        if (g->pos[a] != g->detective)
            return errorf(why, whylen, "%s is not on the crime scene", name);
        return why_displace_target(g, b, why, whylen);
    case ACT_ASK:
        return errorf(why, whylen, "%s is not waiting to be asked a question", name);
    case ACT_DRAW:
        return errorf(why, whylen, "%s is not in the token stack", cat->group_name[a]);
    case ACT_PICK_GROUP:
        return errorf(why, whylen, "no civilian of %s is left in the city (R11)", cat->group_name[a]);
    case ACT_GROUP_MOVE:
        if (!bits_has(g->alive, a) || g->group_of[a] != g->moving_group)
            return errorf(why, whylen, "%s is not in the group being moved (%s)", name,
                          cat->group_name[g->moving_group]);
        if (!bits_has(g->may_move, a))
            return errorf(why, whylen, "%s has already moved (R11)", name);
        return why_bad_step(g, g->pos[a], b, why, whylen);
    case ACT_AGENT:
        return errorf(why, whylen, "%s is not alive (R21)", name);
    case ACT_EVACUATE:
        return errorf(why, whylen, "there is no %s building in block %d (R22: evacuated or never there)",
                      itk_record_building_name[a], b);
    case ACT_ACCUSE:
        if (!(g->motives & (1u << b)))
            return errorf(why, whylen, "%s is not in the motive set", cat->motive_name[b]);
        return errorf(why, whylen, "%s is not alive", name);
    default:
        return why_investigate(g, x, why, whylen);
    }
}

int itk_record_check_event(const Game *g, const Catalog *cat, const RecordEvent *e, char *why, size_t whylen)
{
    int side = itk_game_to_move(g), kind = action_kind(e->action);
    if (side == SIDE_NONE)
        return errorf(why, whylen, "the game is over");
    if (kind == ACT_ANSWER && g->phase != PH_ANSWER && g->n_obs) {
        /* An answer written for a civilian who tells the truth: the rules answered. */
        const Obs *o = &g->obs[g->n_obs - 1];
        if (o->kind == OBS_ANSWER && !bits_has(g->liars, o->civ))
            return errorf(why, whylen, "%s is not a liar and has answered truthfully (R7)",
                          g->card[o->civ].name);
    }
    if (e->side != side)
        return errorf(why, whylen, "it is %s's turn, not %s's", side_name(side), side_name(e->side));
    if (itk_game_is_legal(g, e->action))
        return 0;
    if (kind == ACT_INTIMIDATE && (g->phase == PH_MURDER || g->phase == PH_BENEFACTOR))
        return errorf(why, whylen, "this round's intimidations are done (R3)");
    if ((kind == ACT_MURDER || kind == ACT_REFUSE) && g->phase == PH_BENEFACTOR)
        return errorf(why, whylen, "no murder in D.O.A.'s round 1: the Benefactor dies, the Murderer "
                                   "places crime scene 1 ('M benefactor BLOCK', R19)");
    int phase = g->phase == PH_ACCUSE_EARLY && kind == ACT_ACCUSE ? PH_ACCUSE_EARLY : kind_phase(kind);
    if (g->phase != phase)
        return why_wrong_phase(g, kind, why, whylen);
    return why_in_phase(g, cat, e->action, why, whylen);
}

int itk_record_play(Game *g, const Setup *s, const Catalog *cat, const RecordEvent *events, int n,
                const char *name, const RecordInfo *info, RecordStep step, void *ctx,
                char *err, size_t errlen)
{
    if (itk_game_init(g, s) < 0) {
        snprintf(err, errlen, "%s:%d: the setup breaks a rule of the game", name,
                 info ? info->header_lines : 1);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        char why[RECORD_ERR_MAX / 2];
        if (itk_record_check_event(g, cat, &events[i], why, sizeof why) < 0) {
            snprintf(err, errlen, "%s:%d: illegal event: %s", name, events[i].line, why);
            return -1;
        }
        if (step) {
            Game before = *g;
            itk_game_apply(g, events[i].action);
            step(ctx, &before, g, &events[i]);
        } else {
            itk_game_apply(g, events[i].action);
        }
    }
    if (info && info->cut_line) {
        snprintf(err, errlen, "%s:%d: the record stops without its last line 'end %d': cut short?", name,
                 info->cut_line, n);
        return -1;
    }
    return 0;
}
