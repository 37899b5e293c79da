/*
 * noir_class.c — NOIR: Killer vs Inspector behind the game interface
 * (sim/game_class.h): thin calls into the core, and its parameters as text
 * through params_text.c, the parser records share.
 *
 * Seats: the Killer hides (GAME_HIDER = NOIR_KILLER), the Inspector seeks
 * (GAME_SEEKER = NOIR_INSPECTOR).  There is no chance player: the deal holds
 * the deck's order (games/noir/docs/noir.md).  A seat's view is a NoirSeatView.
 */
#include "games/noir/noir_class.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/noir/core/game.h"
#include "games/noir/core/infoset.h"
#include "games/noir/core/seat_view.h"
#include "games/noir/data/params_text.h"
#include "games/noir/data/record.h"
#include "games/noir/data/view_json.h"
#include "games/noir/data/view_text.h"

_Static_assert((int)NOIR_KILLER == (int)GAME_HIDER && (int)NOIR_INSPECTOR == (int)GAME_SEEKER,
               "NOIR's sides are the interface's seats");

static void noir_params_default_blob(void *params)
{
    NoirParams *p = params;
    memset(p, 0, sizeof *p);
    NoirParams d = noir_params_default(NOIR_DEFAULT_SIDE);
    p->side = d.side;
    p->kill_target = d.kill_target;
    p->mode = d.mode;
    p->disguise = d.disguise;
    p->self_arrest = d.self_arrest;
    p->identity_first = d.identity_first;
    p->first_kill_optional = d.first_kill_optional;
    p->max_turns = d.max_turns;
}

static int noir_params_set(void *params, const char *key, const char *value, char *err, size_t errlen)
{
    return noir_params_set_text(params, key, value, err, errlen);
}

static const char *noir_params_check_blob(const void *params) { return noir_params_check(params); }

static void noir_params_format(const void *params, char *out, size_t outlen)
{
    const NoirParams *p = params;
    snprintf(out, outlen,
             "mode=%s,grid=%u,kill_target=%u,no_disguise=%u,no_self_arrest=%u,inspector_first=%u,"
             "optional_first_kill=%u,turn_limit=%u",
             p->mode < NOIR_MODES ? noir_mode_name[p->mode] : "?", p->side, p->kill_target, (unsigned)!p->disguise,
             (unsigned)!p->self_arrest, p->identity_first, p->first_kill_optional, p->max_turns);
}

static int noir_deal_blob(const void *params, Pcg32 *chance, void *setup, void *state)
{
    noir_deal(setup, params, chance);
    return noir_init(state, setup);
}

static int noir_start(void *state, const void *setup) { return noir_init(state, setup); }

static int noir_to_move_blob(const void *state)
{
    int side = noir_to_move(state);
    return side == NOIR_SIDE_NONE ? GAME_NOBODY : side;
}

static void noir_legal_blob(const void *state, GameActions *out)
{
    NoirActionList l;
    noir_legal(state, &l);
    out->n = l.n;
    memcpy(out->a, l.a, (size_t)l.n * sizeof l.a[0]);
}

static void noir_apply_blob(void *state, GameAction a) { noir_apply(state, a); }

static void noir_view_blob(const void *state, int seat, void *out) { noir_seat_view(state, seat, out); }

static void noir_result(const void *state, int decisions, GameOutcome *out)
{
    const NoirGame *g = state;
    memset(out, 0, sizeof *out);
    game_outcome_win_loss(out, g->winner == NOIR_SIDE_NONE ? GAME_NOBODY : g->winner, GAME_SEATS);
    out->decisions = (uint16_t)decisions;
    out->metric[NOIR_METRIC_ENDING] = g->end;
    out->metric[NOIR_METRIC_DEATHS] = g->deaths;
    out->metric[NOIR_METRIC_TURNS] = g->turns;
}

/* The report's names of the ending metric's values (enum NoirEnd). */
static const char *const noir_endings[NOIR_END_TURN_LIMIT + 1] = {
    [NOIR_END_ARREST] = "arrest", [NOIR_END_CITIZENS_ARREST] = "citizen's arrest",
    [NOIR_END_INSPECTOR_KILLED] = "Inspector killed", [NOIR_END_KILL_TARGET] = "kill target",
    [NOIR_END_TURN_LIMIT] = "turn limit",
};

static const GameMetric noir_metrics[NOIR_METRICS] = {
    [NOIR_METRIC_ENDING] = {"ending", "how the game ended: 1 arrest (N7), 2 citizen's arrest (N12), 3 Inspector "
                                      "killed (N6), 4 kill target (N11), 5 turn limit (N14)", NOIR_END_TURN_LIMIT, 1, noir_endings},
    [NOIR_METRIC_DEATHS] = {"deaths", "deceased suspects at the end (N11)", NOIR_MAX_SUSPECTS - 1, 1},
    [NOIR_METRIC_TURNS] = {"turns", "turns played (N14)", NOIR_MAX_TURNS, 1},
};

static void noir_action_name(const void *params, const void *state, GameAction a, char *out, size_t outlen)
{
    (void)params;
    (void)state;
    noir_action_text(a, out, outlen);
}

static void noir_record_header(FILE *out, const void *params, const void *setup)
{
    (void)params; /* the setup holds them */
    noir_record_write_header(out, setup);
}

static void noir_record_event(FILE *out, const void *params, const void *state_before, GameAction a)
{
    (void)params;
    noir_record_write_event(out, state_before, a);
}

/* The record read and played through the core (record.h): every event is
 * the side to move's legal action when it comes. */
static int noir_record_read_blob(FILE *in, const char *name, void *params, void *setup, GameAction *actions,
                                 int max_actions, int *n_actions, char *err, size_t errlen)
{
    NoirRecord *r = malloc(sizeof *r);
    int rc = -1;
    if (!r)
        snprintf(err, errlen, "%s: out of memory", name);
    else if (noir_record_read(in, name, r, err, errlen) == 0) {
        if (r->n > max_actions) {
            snprintf(err, errlen, "%s:%d: more than %d events", name, r->line[max_actions], max_actions);
        } else {
            memcpy(params, &r->setup.p, sizeof r->setup.p);
            memcpy(setup, &r->setup, sizeof r->setup);
            memcpy(actions, r->action, (size_t)r->n * sizeof r->action[0]);
            *n_actions = r->n;
            rc = 0;
        }
    }
    free(r);
    return rc;
}

static void noir_result_text(const GameOutcome *o, char *out, size_t outlen)
{
    static const char *const ending[] = {
        [NOIR_END_ARREST] = "arrest, N7", [NOIR_END_CITIZENS_ARREST] = "citizen's arrest, N12",
        [NOIR_END_INSPECTOR_KILLED] = "Inspector killed, N6", [NOIR_END_KILL_TARGET] = "kill target, N11",
        [NOIR_END_TURN_LIMIT] = "turn limit, N14"};
    int e = o->metric[NOIR_METRIC_ENDING];
    const char *how = e > 0 && e <= NOIR_END_TURN_LIMIT ? ending[e] : "?";
    snprintf(out, outlen, "%s (%s; %d deaths, %d turns)",
             o->winner == GAME_SEEKER ? "the Inspector wins" : o->winner == GAME_HIDER ? "the Killer wins" : "no winner",
             how, o->metric[NOIR_METRIC_DEATHS], o->metric[NOIR_METRIC_TURNS]);
}

static void noir_view_text_blob(FILE *out, const void *view, const char *const *names, int n_names)
{
    noir_view_text(out, view, names, n_names);
}

static void noir_view_json_blob(FILE *out, const void *view, const char *const *names, int n_names)
{
    noir_view_json(out, view, names, n_names);
}

static const char *noir_check_blob(const void *state) { return noir_check(state); }

/* pi permutes the suspects of `set` among themselves at random. */
static void permute_within(NoirSuspects set, uint8_t *pi, Pcg32 *rng)
{
    uint8_t from[NOIR_MAX_SUSPECTS], to[NOIR_MAX_SUSPECTS];
    int n = 0;
    for (; set; set &= set - 1, n++)
        from[n] = to[n] = (uint8_t)__builtin_ctzll(set);
    for (int i = n - 1; i > 0; i--) { /* Fisher-Yates */
        int j = (int)pcg32_below(rng, (uint32_t)i + 1);
        uint8_t t = to[i];
        to[i] = to[j];
        to[j] = t;
    }
    for (int i = 0; i < n; i++)
        pi[from[i]] = to[i];
}

static NoirSuspects permuted(NoirSuspects set, const uint8_t *pi)
{
    NoirSuspects out = 0;
    for (; set; set &= set - 1)
        out |= (NoirSuspects)1 << pi[__builtin_ctzll(set)];
    return out;
}

/* N13: the cards `seat` cannot place, relabelled among themselves (living
 * for living, dead for dead, so that noir_check still holds): for the
 * Inspector the Killer's identity and the deck, for the Killer the
 * Inspector's identity, the four dealt, the hand and the deck.  The record's
 * secret entries follow their cards: a successful Disguise's draw for the
 * Inspector, the choice and the Exonerates' draws for the Killer (the
 * conformance test's hook). */
static void noir_resample_hidden(void *state, int seat, Pcg32 *rng)
{
    NoirGame *g = state;
    NoirSuspects hidden = seat == NOIR_INSPECTOR ? (NoirSuspects)1 << g->killer : g->dealt | g->hand;
    for (int i = g->top; i < g->n_deck; i++)
        hidden |= (NoirSuspects)1 << g->deck[i];
    for (int i = 0; i < g->n_pile; i++)
        hidden &= ~((NoirSuspects)1 << g->pile[i]); /* the discarded dealt cards are public */
    uint8_t pi[NOIR_MAX_SUSPECTS];
    for (int s = 0; s < NOIR_MAX_SUSPECTS; s++)
        pi[s] = (uint8_t)s;
    permute_within(hidden & g->alive, pi, rng);
    permute_within(hidden & ~g->alive, pi, rng);
    for (int i = g->top; i < g->n_deck; i++)
        g->deck[i] = pi[g->deck[i]];
    if (seat == NOIR_INSPECTOR) {
        g->killer = pi[g->killer];
    } else {
        g->inspector = g->inspector == NOIR_NOBODY ? NOIR_NOBODY : pi[g->inspector];
        g->dealt = permuted(g->dealt, pi);
        g->hand = permuted(g->hand, pi);
    }
    for (int i = 0; i < g->n_obs; i++) {
        NoirObs *o = &g->obs[i];
        int secret = seat == NOIR_INSPECTOR ? o->kind == NOIR_DISGUISE && o->b != NOIR_NOBODY
                                            : o->kind == NOIR_CHOOSE || o->kind == NOIR_EXONERATE;
        if (secret && o->a != NOIR_NOBODY)
            o->a = pi[o->a];
    }
}

const GameClass noir_game_class = {
    .name = "noir",
    .title = "NOIR: Killer vs Inspector",
    .min_seats = GAME_SEATS,
    .max_seats = GAME_SEATS,
    .seat_name = {[GAME_HIDER] = "killer", [GAME_SEEKER] = "inspector"},
    .seat_title = {[GAME_HIDER] = "the Killer", [GAME_SEEKER] = "the Inspector"},
    .params_size = sizeof(NoirParams),
    .setup_size = sizeof(NoirSetup),
    .state_size = sizeof(NoirGame),
    .view_size = sizeof(NoirSeatView),
    .n_params = NOIR_PARAM_KEYS,
    .param = noir_param,
    .params_default = noir_params_default_blob,
    .params_set = noir_params_set,
    .params_check = noir_params_check_blob,
    .params_format = noir_params_format,
    .deal = noir_deal_blob,
    .start = noir_start,
    .to_move = noir_to_move_blob,
    .legal = noir_legal_blob,
    .apply = noir_apply_blob,
    .view = noir_view_blob,
    .result = noir_result,
    .n_metrics = NOIR_METRICS,
    .metric = noir_metrics,
    .truth_metric = -1,
    .guess_metric = -1,
    .right_metric = -1,
    .action_name = noir_action_name,
    .record_header = noir_record_header,
    .record_event = noir_record_event,
    .record_end = noir_record_write_end,
    .record_read = noir_record_read_blob,
    .result_text = noir_result_text,
    .names_file = "noir/suspects.txt",
    .view_text = noir_view_text_blob,
    .view_json = noir_view_json_blob,
    .check = noir_check_blob,
    .resample_hidden = noir_resample_hidden,
};
