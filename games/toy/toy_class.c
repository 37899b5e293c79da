/*
 * toy_class.c — the toy game (toy_class.h).  `players` seats (3 or 4,
 * default 3) are each dealt a hidden card 1..6 by chance; then in seat order
 * each keeps it or redraws once (chance deals the new card).  A seat scores
 * its card; equal cards share a rank.
 */
#include "games/toy/toy_class.h"

#include <stdio.h>
#include <string.h>

#include "base/number.h"

typedef struct ToyParams { int players; } ToyParams;

typedef struct ToyState {
    uint8_t players, dealt, turn, redrawing, redraws;
    uint8_t card[GAME_SEATS_MAX];
} ToyState;

static const GameParam toy_param[] = {{"players", "seats at the table, 3 or 4 (default 3)", 0}};
static const GameMetric toy_metric[] = {{"redraws", "seats that redrew", GAME_SEATS_MAX, 1}};

static void toy_default(void *params) { ((ToyParams *)params)->players = 3; }

static int toy_set(void *params, const char *key, const char *value, char *err, size_t errlen)
{
    uint64_t v;
    if (strcmp(key, "players") != 0 || number_whole(value, 3, GAME_SEATS_MAX, &v)) {
        snprintf(err, errlen, "%s: %s", key, strcmp(key, "players") ? "unknown key" : "a whole number from 3 to 4");
        return -1;
    }
    ((ToyParams *)params)->players = (int)v;
    return 0;
}

static const char *toy_check(const void *params) { (void)params; return NULL; }

static void toy_format(const void *params, char *out, size_t outlen)
{
    snprintf(out, outlen, "players=%d", ((const ToyParams *)params)->players);
}

static int toy_seats(const void *params) { return ((const ToyParams *)params)->players; }

static int toy_start(void *state, const void *setup)
{
    *(ToyState *)state = (ToyState){.players = (uint8_t)((const ToyParams *)setup)->players};
    return 0;
}

/* Every card is dealt by chance's moves: the setup is the parameters. */
static int toy_deal(const void *params, Pcg32 *chance, void *setup, void *state)
{
    (void)chance;
    memcpy(setup, params, sizeof(ToyParams));
    return toy_start(state, setup);
}

static int toy_to_move(const void *state)
{
    const ToyState *s = state;
    return s->dealt < s->players || s->redrawing ? GAME_CHANCE : s->turn < s->players ? s->turn : GAME_NOBODY;
}

static void toy_legal(const void *state, GameActions *out)
{
    int chance = toy_to_move(state) == GAME_CHANCE;
    out->n = chance ? TOY_CARDS : 2;
    for (int i = 0; i < out->n; i++)
        out->a[i] = (GameAction)(chance ? i + 1 : i);
}

static void toy_apply(void *state, GameAction a)
{
    ToyState *s = state;
    if (s->dealt < s->players)
        s->card[s->dealt++] = (uint8_t)a;
    else if (s->redrawing) {
        s->card[s->turn++] = (uint8_t)a;
        s->redrawing = 0;
    } else if (a == TOY_REDRAW) {
        s->redrawing = 1;
        s->redraws++;
    } else
        s->turn++;
}

static void toy_view(const void *state, int seat, void *out)
{
    const ToyState *s = state;
    *(ToyView *)out = (ToyView){s->players, (uint8_t)seat, s->card[seat], s->turn};
}

static void toy_result(const void *state, int decisions, GameOutcome *out)
{
    const ToyState *s = state;
    memset(out, 0, sizeof *out);
    out->seats = s->players;
    out->winner = GAME_NOBODY;
    for (int i = 0; i < s->players; i++) {
        out->score[i] = s->card[i];
        out->rank[i] = 1;
        for (int j = 0; j < s->players; j++)
            out->rank[i] += s->card[j] > s->card[i];
    }
    for (int i = 0, firsts = 0; i < s->players; i++)
        if (out->rank[i] == 1 && firsts++ == 0)
            out->winner = (uint8_t)i;
        else if (out->rank[i] == 1)
            out->winner = GAME_NOBODY;
    out->decisions = (uint16_t)decisions;
    out->metric[0] = s->redraws;
}

/* Events: "deal 4" (chance), "north keep", "north redraw". */
static void toy_event(FILE *out, const void *params, const void *state, GameAction a)
{
    (void)params;
    int seat = toy_to_move(state);
    if (seat == GAME_CHANCE)
        fprintf(out, "deal %u\n", a);
    else
        fprintf(out, "%s %s\n", toy_game_class.seat_name[seat], a == TOY_REDRAW ? "redraw" : "keep");
}

static void toy_header(FILE *out, const void *params, const void *setup)
{
    (void)params;
    fprintf(out, "toy players=%d\n", ((const ToyParams *)setup)->players);
}

static void toy_result_text(const GameOutcome *o, char *out, size_t outlen)
{
    int n = snprintf(out, outlen, "%s wins;", o->winner < o->seats ? toy_game_class.seat_name[o->winner] : "nobody");
    for (int i = 0; i < o->seats && n > 0 && (size_t)n < outlen; i++)
        n += snprintf(out + n, outlen - (size_t)n, " %s %d", toy_game_class.seat_name[i], o->score[i]);
}

static void toy_view_json(FILE *out, const void *view, const char *const *names, int n_names)
{
    (void)names;
    (void)n_names;
    fprintf(out, "\"card\":%u", ((const ToyView *)view)->card);
}

static void toy_view_text(FILE *out, const void *view, const char *const *names, int n_names)
{
    (void)names;
    (void)n_names;
    fprintf(out, "card %u\n", ((const ToyView *)view)->card);
}

static const char *toy_check_state(const void *state)
{
    const ToyState *s = state;
    return s->players < 3 || s->players > GAME_SEATS_MAX || s->dealt > s->players || s->turn > s->players
               ? "toy: counts out of range" : NULL;
}

const GameClass toy_game_class = {
    .name = "toy",
    .title = "the toy game of the tests",
    .min_seats = 3,
    .max_seats = GAME_SEATS_MAX,
    .seat_name = {"north", "east", "south", "west"},
    .seat_title = {"North", "East", "South", "West"},
    .seats = toy_seats,
    .for_tests = 1,
    .params_size = sizeof(ToyParams),
    .setup_size = sizeof(ToyParams),
    .state_size = sizeof(ToyState),
    .view_size = sizeof(ToyView),
    .n_params = 1,
    .param = toy_param,
    .params_default = toy_default,
    .params_set = toy_set,
    .params_check = toy_check,
    .params_format = toy_format,
    .deal = toy_deal,
    .start = toy_start,
    .to_move = toy_to_move,
    .legal = toy_legal,
    .apply = toy_apply,
    .view = toy_view,
    .result = toy_result,
    .n_metrics = 1,
    .metric = toy_metric,
    .truth_metric = -1,
    .guess_metric = -1,
    .right_metric = -1,
    .record_header = toy_header,
    .record_event = toy_event,
    .result_text = toy_result_text,
    .view_text = toy_view_text,
    .view_json = toy_view_json,
    .check = toy_check_state,
};
