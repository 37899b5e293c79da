/*
 * tenkill_class.c — 10' to Kill behind the game interface: thin calls into
 * the core (tenkill.h), its parameters as text (params_text.h), records
 * (record.h) and views (view.h).
 *
 * Seats p0..p3 ("player 1".."player 4"); seat 0 begins every round (T4).
 * Chance picks the policeman with police_empty=random (T15); the deal itself
 * is deal()'s.  Scores are T20's points, ranks T21's.
 */
#include "games/tenkill/tenkill_class.h"

#include <stdlib.h>
#include <string.h>

#include "games/tenkill/params_text.h"
#include "games/tenkill/record.h"
#include "games/tenkill/tenkill.h"
#include "games/tenkill/view.h"

_Static_assert((int)TENKILL_ACTIONS_MAX <= (int)GAME_MAX_ACTIONS, "the longest legal list fits a GameActions");
_Static_assert((int)TENKILL_CHANCE_SEAT == (int)GAME_CHANCE && (int)TENKILL_SEATS_MAX <= (int)GAME_SEATS_MAX,
               "seats and chance");
_Static_assert((int)TENKILL_METRICS <= (int)GAME_METRICS_MAX, "the metrics fit");

static int seats(const void *params) { return ((const TenkillParams *)params)->players; }

static void params_default(void *params) { tenkill_params_default(params); }

static int params_set(void *params, const char *key, const char *value, char *err, size_t errlen)
{
    return tenkill_params_set_text(params, key, value, err, errlen);
}

static const char *params_check(const void *params) { return tenkill_params_check(params); }

static void params_format(const void *params, char *out, size_t outlen) { tenkill_params_format(params, out, outlen); }

static int deal(const void *params, Pcg32 *chance, void *setup, void *state)
{
    if (tenkill_params_check(params))
        return -1;
    tenkill_deal(params, chance, setup);
    return tenkill_start(state, setup);
}

static int start(void *state, const void *setup) { return tenkill_start(state, setup); }

static int to_move(const void *state)
{
    int who = tenkill_to_move(state);
    return who == TENKILL_NOBODY ? GAME_NOBODY : who;
}

static void legal(const void *state, GameActions *out)
{
    TenkillActions l;
    tenkill_legal(state, &l);
    out->n = l.n;
    memcpy(out->a, l.a, (size_t)l.n * sizeof l.a[0]);
}

static void apply(void *state, GameAction a) { tenkill_apply(state, a); }

static void view(const void *state, int seat, void *out) { tenkill_seat_view(state, seat, out); }

static void result(const void *state, int decisions, GameOutcome *out)
{
    const TenkillGame *g = state;
    memset(out, 0, sizeof *out);
    out->seats = g->n;
    tenkill_ranks(g, out->rank);
    int first = 0;
    out->winner = GAME_NOBODY;
    for (int s = 0; s < g->n; s++) {
        out->score[s] = tenkill_score(g, s);
        if (out->rank[s] == 1) {
            first++;
            out->winner = (uint8_t)s;
        }
    }
    if (first != 1)
        out->winner = GAME_NOBODY; /* a shared first place (T21) */
    out->decisions = (uint16_t)decisions;
    const int m[TENKILL_METRICS] = {g->end, g->round, g->kills, g->arrests, g->lone_suspect, g->hitman_kills,
                                    g->spoils, g->innocents};
    for (int i = 0; i < TENKILL_METRICS; i++)
        out->metric[i] = (uint16_t)m[i];
}

/* The report's names of the ending metric's values (enum TenkillEnd). */
static const char *const endings[TENKILL_END_CAP + 1] = {
    [TENKILL_END_TARGETS] = "three targets", [TENKILL_END_NO_HITMAN] = "no hitman left",
    [TENKILL_END_CAP] = "round cap",
};

static const GameMetric metrics[TENKILL_METRICS] = {
    [TENKILL_METRIC_ENDING] = {"ending", "1 three targets dead (T18a), 2 no hitman left (T18b), 3 round cap (T19)",
                               TENKILL_END_CAP, 1, endings},
    [TENKILL_METRIC_ROUNDS] = {"rounds", "rounds played (T19)", GAME_METRIC_BINS - 1, 1},
    [TENKILL_METRIC_KILLS] = {"kills", "kills made (T7)", 31, 1},
    [TENKILL_METRIC_ARRESTS] = {"arrests", "hitmen arrested (T16)", TENKILL_SEATS_MAX, 1},
    [TENKILL_METRIC_LONE_SUSPECT] = {"lone_suspect", "kills that left a single suspect, |S(V)| = 1", 31, 0},
    [TENKILL_METRIC_HITMAN_KILLS] = {"hitman_kills", "kills of another player's hitman (T13)", TENKILL_SEATS_MAX, 0},
    [TENKILL_METRIC_SPOILS] = {"spoils", "kills of another player's target (T13)", 31, 0},
    [TENKILL_METRIC_INNOCENTS] = {"innocents", "kills of a character nobody held (T13)", 31, 0},
};

static void action_name(const void *params, const void *state, GameAction a, char *out, size_t outlen)
{
    (void)params;
    (void)state;
    tenkill_action_text(a, out, outlen);
}

static void record_header(FILE *out, const void *params, const void *setup)
{
    (void)params; /* the setup holds them */
    tenkill_record_header(out, setup);
}

static void record_event(FILE *out, const void *params, const void *state_before, GameAction a)
{
    (void)params;
    tenkill_record_event(out, state_before, a);
}

static int record_read(FILE *in, const char *name, void *params, void *setup, GameAction *actions, int max_actions,
                       int *n_actions, char *err, size_t errlen)
{
    TenkillSetup *s = setup;
    if (tenkill_record_read(in, name, s, actions, max_actions, n_actions, err, errlen))
        return -1;
    memcpy(params, &s->p, sizeof s->p);
    return 0;
}

static void result_text(const GameOutcome *o, char *out, size_t outlen)
{
    static const char *const ending[] = {"?", "three targets, T18", "no hitman left, T18", "round cap, T19"};
    int e = o->metric[TENKILL_METRIC_ENDING] <= TENKILL_END_CAP ? o->metric[TENKILL_METRIC_ENDING] : 0;
    char who[32];
    if (o->winner < o->seats)
        snprintf(who, sizeof who, "p%d wins", o->winner);
    else
        snprintf(who, sizeof who, "a shared first place");
    size_t used = (size_t)snprintf(out, outlen, "%s (%s; %d rounds, %d kills, %d arrests; scores", who, ending[e],
                                   o->metric[TENKILL_METRIC_ROUNDS], o->metric[TENKILL_METRIC_KILLS],
                                   o->metric[TENKILL_METRIC_ARRESTS]);
    for (int s = 0; s < o->seats && used < outlen; s++)
        used += (size_t)snprintf(out + used, outlen - used, " %d", o->score[s]);
    if (used < outlen)
        snprintf(out + used, outlen - used, ")");
}

static void view_text(FILE *out, const void *v, const char *const *names, int n_names)
{
    tenkill_view_text(out, v, names, n_names);
}

static void view_json(FILE *out, const void *v, const char *const *names, int n_names)
{
    tenkill_view_json(out, v, names, n_names);
}

static const char *check(const void *state) { return tenkill_check(state); }

const GameClass tenkill_game_class = {
    .name = "tenkill",
    .title = "10' to Kill",
    .min_seats = 2,
    .max_seats = TENKILL_SEATS_MAX,
    .seat_name = {"p0", "p1", "p2", "p3"},
    .seat_title = {"player 1", "player 2", "player 3", "player 4"},
    .seats = seats,
    .params_size = sizeof(TenkillParams),
    .setup_size = sizeof(TenkillSetup),
    .state_size = sizeof(TenkillGame),
    .view_size = sizeof(TenkillSeatView),
    .n_params = TENKILL_PARAM_KEYS,
    .param = tenkill_param,
    .params_default = params_default,
    .params_set = params_set,
    .params_check = params_check,
    .params_format = params_format,
    .deal = deal,
    .start = start,
    .to_move = to_move,
    .legal = legal,
    .apply = apply,
    .view = view,
    .result = result,
    .n_metrics = TENKILL_METRICS,
    .metric = metrics,
    .truth_metric = -1,
    .guess_metric = -1,
    .right_metric = -1,
    .action_name = action_name,
    .record_header = record_header,
    .record_event = record_event,
    .record_end = tenkill_record_end,
    .record_read = record_read,
    .result_text = result_text,
    .names_file = "../games/tenkill/data/characters.txt",
    .view_text = view_text,
    .view_json = view_json,
    .actions_public = 1, /* §3: every move, kill, flee, arrival and investigation */
    .check = check,
};
