/*
 * itk_class.c — Intent to Kill's table of the game interface (itk_class.h):
 * thin calls into the rules core (games/itk/core) and its records (record.h).
 */
#include "games/itk/itk_class.h"

#include <string.h>

#include "games/itk/core/deal.h"
#include "games/itk/data/record.h"

static void itk_params_default(void *params) { memset(params, 0, sizeof(ItkParams)); }

static const char *itk_params_check(const void *params)
{
    const ItkParams *p = params;
    return p->cat && p->layout ? NULL : "no scenario";
}

/* Every switch, on or off, so the text needs no table of defaults. */
static void itk_params_format(const void *params, char *out, size_t outlen)
{
    const ItkParams *p = params;
    char set[256];
    itk_catalog_motive_set_format(p->cat, p->motives, set, sizeof set);
    snprintf(out, outlen, "scenario=%s,motives=%s,no_poi=%u,min_groups=%u,early_accusation=%u,surveillance_ban=%u,"
             "scenario_rules=%u", p->layout->key, set, p->sw.no_poi, p->sw.min_groups, p->sw.early_accusation,
             p->sw.surveillance_ban, (unsigned)!p->sw.no_scenario_rules);
}

static int itk_deal(const void *params, Pcg32 *chance, void *setup, void *state)
{
    const ItkParams *p = params;
    return itk_deal_game(state, setup, &p->cat->deck, p->layout, p->motives, p->sw, chance);
}

static int itk_start(void *state, const void *setup) { return itk_game_init(state, setup); }

/* SIDE_MURDERER and SIDE_DETECTIVE are the seats' numbers; chance and
 * nobody are the interface's own. */
_Static_assert((int)SIDE_MURDERER == (int)GAME_HIDER && (int)SIDE_DETECTIVE == (int)GAME_SEEKER,
               "Intent to Kill's sides are the interface's seats");
/* The motives are the truth metric's values, every one tabulated (runner/aggregate.h). */
_Static_assert((int)MOTIVES == (int)GAME_TRUTH_VALUES, "Intent to Kill's motives are the interface's truth values");

static int itk_seat(int side) { return side == SIDE_CHANCE ? GAME_CHANCE : side == SIDE_NONE ? GAME_NOBODY : side; }

static int itk_to_move(const void *state) { return itk_seat(itk_game_to_move(state)); }

static void itk_legal(const void *state, GameActions *out) { itk_game_legal(state, out); }

static void itk_apply(void *state, GameAction a) { itk_game_apply(state, a); }

static void itk_view(const void *state, int seat, void *out) { itk_game_view(state, seat, out); }

static void itk_result(const void *state, int decisions, GameOutcome *out)
{
    const Game *g = state;
    memset(out, 0, sizeof *out);
    game_outcome_win_loss(out, itk_seat(g->winner), GAME_SEATS);
    out->decisions = (uint16_t)decisions;
    out->metric[ITK_MURDERS] = g->n_victims;
    out->metric[ITK_REFUSALS] = g->refusals;
    out->metric[ITK_ROUNDS] = g->round;
    out->metric[ITK_MOTIVE] = g->motive;
    out->metric[ITK_ACCUSED_MOTIVE] = g->accused_motive;
    out->metric[ITK_ACCUSED_RIGHT] = g->accused == g->murderer;
}

static const GameMetric itk_metrics[ITK_METRICS] = {
    [ITK_MURDERS] = {"murders", "murders on the board at the end (R1)", MAX_VICTIMS, 1},
    [ITK_REFUSALS] = {"refusals", "accusations refused (R2)", 2, 1},
    [ITK_ROUNDS] = {"rounds", "rounds played (R1)", MAX_ROUNDS, 1},
    [ITK_MOTIVE] = {"motive", "the true motive (games/itk/core/motive.h order)", MOTIVES - 1, 0},
    [ITK_ACCUSED_MOTIVE] = {"accused_motive", "the motive the Detective named; 12 = no accusation", MOTIVES, 0},
    [ITK_ACCUSED_RIGHT] = {"accused_right", "1 when the accused civilian was the murderer", 1, 0},
};

static void itk_action_name(const void *params, const void *state, GameAction a, char *out, size_t outlen)
{
    itk_record_format_action(out, outlen, ((const ItkParams *)params)->cat, state, a);
}

static void itk_record_header(FILE *out, const void *params, const void *setup)
{
    const ItkParams *p = params;
    itk_record_write_header(out, p->cat, setup, p->layout->key);
}

static void itk_record_event(FILE *out, const void *params, const void *state_before, GameAction a)
{
    itk_record_write_event(out, ((const ItkParams *)params)->cat, state_before, a);
}

static void itk_result_text(const GameOutcome *o, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s wins (%d murders, %d refusals, %d rounds)",
             o->winner == SIDE_DETECTIVE ? "the Detective" : "the Murderer", o->metric[ITK_MURDERS],
             o->metric[ITK_REFUSALS], o->metric[ITK_ROUNDS]);
}

static const char *itk_check(const void *state) { return itk_game_check(state); }

static CivSet bit(int c) { return (CivSet)1u << c; }

/* A uniformly random member of a non-empty set. */
static int any_of(uint32_t set, Pcg32 *rng) { return bits_nth(set, pcg32_below(rng, (uint32_t)bits_count(set))); }

/* R14: what a side cannot see, redrawn (the conformance test's hook).  The
 * Murderer: the undercover agent until it is murdered (R21).  The
 * Detective: the murderer, the Person of Interest, the motive, the
 * Murderer's three tokens (among the ones not seen) and its supporters, the
 * liars they make (R7) and which of the bomb's dead was its victim (R20). */
static void itk_resample_hidden(void *state, int seat, Pcg32 *rng)
{
    Game *g = state;
    if (seat != GAME_SEEKER) {
        if (g->agent != NOBODY && !g->agent_murdered)
            g->agent = (uint8_t)any_of(g->alive & ~bit(g->murderer), rng);
        return;
    }
    CivSet suspects = g->alive & ~(g->benefactor != NOBODY ? bit(g->benefactor) : 0) &
                      ~(g->agent != NOBODY ? bit(g->agent) : 0);
    g->murderer = (uint8_t)any_of(suspects, rng);
    if (g->poi != NOBODY)
        g->poi = (uint8_t)any_of((bit(CIVILIANS) - 1) & ~bit(g->murderer), rng);
    g->motive = (uint8_t)any_of(g->motives, rng);
    uint32_t unseen = g->stack, drawn = 0; /* the stack and the three drawn */
    for (int i = 0; i < DRAWN_TOKENS; i++)
        unseen |= g->drawn[i] != NO_GROUP ? bit(g->drawn[i]) : 0;
    for (int i = 0; i < DRAWN_TOKENS; i++)
        if (g->drawn[i] != NO_GROUP) {
            g->drawn[i] = (uint8_t)any_of(unseen, rng);
            unseen &= ~bit(g->drawn[i]);
            drawn |= bit(g->drawn[i]);
        }
    g->stack = (uint16_t)unseen;
    if (g->supporters != NO_GROUP)
        g->supporters = (uint8_t)any_of(drawn, rng);
    g->liars = bit(g->murderer) | (g->poi != NOBODY ? bit(g->poi) : 0) |
               (g->supporters != NO_GROUP ? g->group[g->supporters] : 0); /* R7 */
    if (g->bomb_slot != NOBODY) {
        g->victims[g->bomb_slot] = (uint8_t)any_of(g->bomb_dead, rng);
        g->obs[g->bomb_obs].civ = g->victims[g->bomb_slot];
        g->obs[g->bomb_obs].civ_intimidated = (uint8_t)pcg32_below(rng, 2);
    }
}

const GameClass itk_game_class = {
    .name = "itk",
    .title = "Intent to Kill",
    .min_seats = GAME_SEATS,
    .max_seats = GAME_SEATS,
    .seat_name = {[GAME_HIDER] = "murderer", [GAME_SEEKER] = "detective"},
    .seat_title = {[GAME_HIDER] = "the Murderer", [GAME_SEEKER] = "the Detective"},
    .params_size = sizeof(ItkParams),
    .setup_size = sizeof(Setup),
    .state_size = sizeof(Game),
    .view_size = sizeof(Game),
    .n_params = 0,
    .param = NULL,
    .params_default = itk_params_default,
    .params_set = NULL,
    .params_check = itk_params_check,
    .params_format = itk_params_format,
    .deal = itk_deal,
    .start = itk_start,
    .to_move = itk_to_move,
    .legal = itk_legal,
    .apply = itk_apply,
    .view = itk_view,
    .result = itk_result,
    .n_metrics = ITK_METRICS,
    .metric = itk_metrics,
    .truth_metric = ITK_MOTIVE,
    .guess_metric = ITK_ACCUSED_MOTIVE,
    .right_metric = ITK_ACCUSED_RIGHT,
    .action_name = itk_action_name,
    .record_header = itk_record_header,
    .record_event = itk_record_event,
    .record_end = itk_record_write_end,
    .record_read = NULL,
    .result_text = itk_result_text,
    .check = itk_check,
    .resample_hidden = itk_resample_hidden,
};
