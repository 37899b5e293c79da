/*
 * movegen.c — the legal actions of every phase (docs/engine.md).
 *
 * Each generator emits its actions in ascending numeric order (kind, then a,
 * then b), so itk_game_legal's list is sorted without a sort.
 */
#include "games/itk/core/movegen.h"

#include "games/itk/core/bomb.h"
#include "games/itk/core/victim.h"

/*
 * The generators write through a cursor and return it, rather than bumping
 * ActionList.n: a store into the list could alias its int counter, which
 * would make the compiler reload the counter after every push.
 */
static Action *push(Action *p, int kind, int a, int b)
{
    *p = ACTION(kind, a, b);
    return p + 1;
}

static Action *push_each(Action *p, int kind, uint32_t set)
{
    for (; set; set = bits_rest(set))
        *p++ = ACTION(kind, bits_first(set), 0);
    return p;
}

BlockSet itk_movegen_open_blocks(const Game *g) { return (BlockSet)~(g->full | g->crime); }

CivSet itk_movegen_intimidation_choices(const Game *g)
{
    CivSet eligible = g->alive & ~g->intimidated & ~g->in_block[g->detective]; /* R3 */
    if (g->last_intimidated != NOBODY) /* second of a pair: above the first */
        return eligible & ~(((CivSet)2u << g->last_intimidated) - 1);
    if (g->intimidations_left == 2) /* first of a pair: leave room for a higher second */
        return eligible & ~((CivSet)1u << bits_last(eligible));
    return eligible;
}

static Action *gen_murder(const Game *g, Action *p)
{
    VictimCtx v;
    itk_victim_ctx_live(g, &v);
    CivSet victims = itk_victim_allowed(&v, g->alive, 0);
    if (g->rules & RULE_BOMB)
        return itk_bomb_gen_murder(g, &v, victims, p); /* R20 */
    p = push_each(p, ACT_MURDER, victims);
    return push(p, ACT_REFUSE, 0, 0); /* R2, R17: a second refusal is legal and loses at once */
}

BlockSet itk_movegen_displace_targets(const Game *g)
{
    BlockSet open = itk_movegen_open_blocks(g);
    BlockSet near = city_adjacent(g->detective) & open;
    return near ? near : open; /* R8: anywhere when no adjacent block has room */
}

/* R16: any civilian still on the crime scene, in any order, to any target. */
static Action *gen_displace(const Game *g, Action *p)
{
    BlockSet targets = itk_movegen_displace_targets(g);
    for (CivSet t = g->in_block[g->detective]; t; t = bits_rest(t))
        for (uint32_t b = targets; b; b = bits_rest(b))
            p = push(p, ACT_DISPLACE, bits_first(t), bits_first(b));
    return p;
}

static int action_unused(const Game *g, int kind) { return !(g->actions_used & (1u << (kind - ACT_QUESTION))); }

static int building_here(const Game *g, int building, int kind)
{
    return action_unused(g, kind) && (g->building[building] & (1u << g->detective));
}

/* The investigation's kinds of action, in itk_game_legal's (ascending) order. */
const uint8_t itk_investigate_kind[INVESTIGATE_SEGMENTS] = {ACT_MOVE,   ACT_SURVEIL,  ACT_QUESTION,
                                                            ACT_POLICE, ACT_DINER,    ACT_HOSPITAL,
                                                            ACT_FIRE,   ACT_END,      ACT_STAKEOUT};

void itk_movegen_investigate_choices(const Game *g, uint32_t set[INVESTIGATE_SEGMENTS])
{
    int here = g->detective;
    for (int i = 0; i < INVESTIGATE_SEGMENTS; i++)
        set[i] = 0;
    if (g->move_points > 0)
        set[0] = city_adjacent(here);
    set[1] = g->surveilled != NOBODY && !(g->sw.surveillance_ban && g->n_victims >= g->sw.surveillance_ban);
    if (bits_count(g->actions_used) < 2) {
        /* The three civilian-targeted buildings reach this and the adjacent blocks (R10). */
        CivSet near = (g->any_building & (1u << here))
                          ? itk_game_civs_in(g, (BlockSet)(city_adjacent(here) | (1u << here)))
                          : 0;
        set[2] = action_unused(g, ACT_QUESTION) && (g->in_block[here] & ~g->intimidated);
        if (building_here(g, BUILDING_POLICE, ACT_POLICE))
            set[3] = near & ~(g->surveilled != NOBODY ? (CivSet)1u << g->surveilled : 0);
        if (building_here(g, BUILDING_DINER, ACT_DINER))
            set[4] = near & ~g->intimidated;
        if (building_here(g, BUILDING_HOSPITAL, ACT_HOSPITAL))
            set[5] = near & g->intimidated;
        set[6] = building_here(g, BUILDING_FIRE, ACT_FIRE) && g->stack;
    }
    set[7] = 1;
    if (g->stakeout && bits_count(g->actions_used) < 2 && action_unused(g, ACT_POLICE))
        set[8] = itk_movegen_stakeout_targets(g);
}

static Action *gen_investigate(const Game *g, Action *p)
{
    uint32_t set[INVESTIGATE_SEGMENTS];
    itk_movegen_investigate_choices(g, set);
    for (int i = 0; i < INVESTIGATE_SEGMENTS; i++)
        p = push_each(p, itk_investigate_kind[i], set[i]);
    return p;
}

CivSet itk_movegen_stakeout_targets(const Game *g)
{
    /* R18: from the token's block (its civilian's, or the one it rests on) to any
     * other alive civilian at most 2 orthogonal steps away, from any block. */
    int from = g->surveilled != NOBODY ? g->pos[g->surveilled] : g->token_block;
    CivSet other = g->surveilled != NOBODY ? (CivSet)1u << g->surveilled : 0;
    return itk_game_civs_in(g, city_within_two(from)) & ~other;
}

/* R22: every building marker still in the city, by kind then block. */
static Action *gen_evacuate(const Game *g, Action *p)
{
    for (int k = 0; k < BUILDINGS; k++)
        for (uint32_t b = g->building[k]; b; b = bits_rest(b))
            p = push(p, ACT_EVACUATE, k, bits_first(b));
    return p;
}

static Action *gen_ask(const Game *g, Action *p)
{
    for (CivSet t = g->to_ask; t; t = bits_rest(t))
        for (int q = 0; q < QUESTIONS; q++)
            p = push(p, ACT_ASK, bits_first(t), q);
    return p;
}

static Action *gen_pick_group(const Game *g, Action *p)
{
    for (int k = 0; k < GROUPS; k++)
        if (g->group[k] & g->alive)
            p = push(p, ACT_PICK_GROUP, k, 0);
    return p;
}

static Action *gen_group_move(const Game *g, Action *p)
{
    BlockSet open = itk_movegen_open_blocks(g);
    for (CivSet t = g->may_move; t; t = bits_rest(t)) {
        int c = bits_first(t);
        for (uint32_t b = city_adjacent(g->pos[c]) & open; b; b = bits_rest(b))
            p = push(p, ACT_GROUP_MOVE, c, bits_first(b));
    }
    p = push(p, ACT_GROUP_DONE, 0, 0);
    return p;
}

static Action *gen_accuse(const Game *g, Action *p, int may_continue)
{
    for (CivSet t = g->alive; t; t = bits_rest(t))
        for (uint32_t m = g->motives; m; m = bits_rest(m))
            p = push(p, ACT_ACCUSE, bits_first(t), bits_first(m));
    if (may_continue)
        p = push(p, ACT_CONTINUE, 0, 0);
    return p;
}

void itk_game_legal(const Game *g, ActionList *l)
{
    Action *p = l->a;
    switch (g->phase) {
    case PH_SUPPORTERS:
        for (int i = 0, prev = -1; i < DRAWN_TOKENS; i++) { /* ascending group order */
            int next = GROUPS;
            for (int j = 0; j < DRAWN_TOKENS; j++)
                if (g->drawn[j] > prev && g->drawn[j] < next)
                    next = g->drawn[j];
            p = push(p, ACT_SUPPORTERS, next, 0);
            prev = next;
        }
        break;
    case PH_START: p = push_each(p, ACT_START, (1u << CITY_BLOCKS) - 1); break;
    case PH_INTIMIDATE: p = push_each(p, ACT_INTIMIDATE, itk_movegen_intimidation_choices(g)); break;
    case PH_MURDER: p = gen_murder(g, p); break;
    case PH_BENEFACTOR: p = push_each(p, ACT_BENEFACTOR, (1u << CITY_BLOCKS) - 1); break; /* R19: any block */
    case PH_EVACUATE: p = gen_evacuate(g, p); break;
    case PH_AGENT: p = push_each(p, ACT_AGENT, g->alive); break; /* R21: anyone alive, the murderer included */
    case PH_DISPLACE: p = gen_displace(g, p); break;
    case PH_INVESTIGATE: p = gen_investigate(g, p); break;
    case PH_ASK: p = gen_ask(g, p); break;
    case PH_ANSWER:
        p = push(p, ACT_ANSWER, 0, 0);
        p = push(p, ACT_ANSWER, 1, 0);
        break;
    case PH_DRAW: p = push_each(p, ACT_DRAW, g->stack); break;
    case PH_PICK_GROUP: p = gen_pick_group(g, p); break;
    case PH_GROUP_MOVE: p = gen_group_move(g, p); break;
    case PH_ACCUSE_EARLY: p = gen_accuse(g, p, 1); break;
    case PH_ACCUSE: p = gen_accuse(g, p, 0); break;
    default: break;
    }
    l->n = (int)(p - l->a);
}

int itk_game_certain_loss(const Game *g, Action x)
{
    return action_kind(x) == ACT_REFUSE && g->refusals >= 1; /* R17 */
}

void itk_game_legal_sensible(const Game *g, ActionList *l)
{
    itk_game_legal(g, l);
    int n = 0;
    for (int i = 0; i < l->n; i++)
        if (!itk_game_certain_loss(g, l->a[i]))
            l->a[n++] = l->a[i];
    if (n > 0) /* a forced loss stays: it is the only move */
        l->n = n;
}

int itk_game_is_legal(const Game *g, Action x)
{
    ActionList l;
    itk_game_legal(g, &l);
    for (int i = 0; i < l.n; i++)
        if (l.a[i] == x)
            return 1;
    return 0;
}

CivSet itk_game_legal_victims(const Game *g, int per_victim_only)
{
    VictimCtx v;
    itk_victim_ctx_live(g, &v);
    return itk_victim_allowed(&v, g->alive, per_victim_only);
}

int itk_game_surveillance_answer(const Game *g, int c)
{
    VictimCtx v;
    itk_victim_ctx_live(g, &v);
    /* R6: after the 5th murder, answer as if a 6th were due: per-victim conditions only. */
    return itk_victim_allowed(&v, (CivSet)1u << c, g->n_victims >= MAX_VICTIMS) != 0;
}
