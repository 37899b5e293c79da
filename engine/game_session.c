/*
 * game_session.c — a game of any registered game played a decision at a time
 * (game_session.h): the position, the history with the streams before each
 * decision, and the seats' policies.
 */
#include "engine/game_session.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/game_belief.h"
#include "ai/game_policy.h"
#include "base/json.h"
#include "base/line.h"
#include "engine/engine_dialect.h"

/* KEPT: the policies a session keeps, each for one (spec, seat): one per
 * seat, or a dialect's keep_policies (engine_dialect.h). */
enum { STREAMS = 1 + GAME_SEATS_MAX, MAX_DECISIONS = 2048, KEPT = 8 };

typedef struct Kept {
    int seat;
    char spec[POLICY_SPEC_MAX];
    GamePolicy policy;
    uint64_t used; /* when it last chose (the session's count of choices) */
} Kept;

typedef struct Snapshot {
    Pcg32 rng[STREAMS];         /* the streams before anything was drawn for this decision */
    GameAction action;          /* the decision taken from this position */
} Snapshot;

struct GameSession {
    const GameClass *g;
    const EngineDialect *d;      /* the game's own words, or NULL (engine_dialect.h) */
    const void *campaign_data;
    const char *const *names;
    int n_names;
    int started;
    void *params, *setup, *state, *view, *start_view;
    void *next_params, *next_setup, *next_state; /* a game being dealt or read, until it is sure */
    /* The campaign of the game `new` dealt, kept while it is played: a
     * game's parameters may point into it (Intent to Kill's layout). */
    Campaign campaign;
    Pcg32 rng[STREAMS];          /* the streams now */
    Pcg32 mark[STREAMS];         /* the streams when the last decision was played */
    int n;                       /* decisions played */
    Snapshot *past;              /* past[i]: before decision i */
    unsigned char *states;       /* the position before decision i: n x state_size */
    Kept kept[KEPT];
    int n_kept;
    uint64_t choices;
};

static void *state_at(const GameSession *s, int i) { return s->states + (size_t)i * s->g->state_size; }

static void fail(char *err, size_t errlen, const char *why) { snprintf(err, errlen, "%s", why); }

/* The event line of action a in `state`, without its newline. */
static void event_text(const GameSession *s, const void *state, GameAction a, char *out, size_t outlen)
{
    FILE *f = fmemopen(out, outlen, "w");
    if (!f) {
        snprintf(out, outlen, "?");
        return;
    }
    s->g->record_event(f, s->params, state, a);
    fclose(f);
    out[strcspn(out, "\n")] = '\0';
}

static void tell(const GameSessionObserver *obs, const char *event, const void *before, GameAction a)
{
    if (obs && obs->on_event)
        obs->on_event(obs->ctx, event, before, a);
}

static void forget_policies(GameSession *s)
{
    for (int i = 0; i < s->n_kept; i++)
        game_policy_destroy(&s->kept[i].policy);
    s->n_kept = 0;
}

/* Forget the seat's policies (the generic protocol keeps one a seat). */
static void forget_seat(GameSession *s, int seat)
{
    for (int i = s->n_kept - 1; i >= 0; i--)
        if (s->kept[i].seat == seat) {
            game_policy_destroy(&s->kept[i].policy);
            s->kept[i] = s->kept[--s->n_kept];
        }
}

GameSession *game_session_create(const GameClass *g, const void *campaign_data, const char *const *names,
                                 int n_names)
{
    GameSession *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    *s = (GameSession){.g = g, .d = engine_dialect_find(g), .campaign_data = campaign_data, .names = names,
                       .n_names = n_names};
    void **blob[] = {&s->params, &s->setup, &s->state, &s->next_params, &s->next_setup, &s->next_state,
                     &s->view, &s->start_view};
    size_t size[] = {g->params_size, g->setup_size, g->state_size, g->params_size, g->setup_size, g->state_size,
                     g->view_size, g->view_size};
    int ready = 1;
    for (size_t i = 0; i < sizeof blob / sizeof blob[0]; i++)
        ready &= (*blob[i] = calloc(1, size[i] ? size[i] : 1)) != NULL;
    s->past = calloc(MAX_DECISIONS, sizeof *s->past);
    s->states = calloc(MAX_DECISIONS, g->state_size);
    if (!ready || !s->past || !s->states) {
        game_session_destroy(s);
        return NULL;
    }
    return s;
}

void game_session_destroy(GameSession *s)
{
    if (!s)
        return;
    forget_policies(s);
    campaign_free(&s->campaign);
    void *blob[] = {s->params, s->setup, s->state, s->next_params, s->next_setup, s->next_state,
                    s->view, s->start_view, s->past, s->states};
    for (size_t i = 0; i < sizeof blob / sizeof blob[0]; i++)
        free(blob[i]);
    free(s);
}

const GameClass *game_session_class(const GameSession *s) { return s->g; }
const void *game_session_params(const GameSession *s) { return s->params; }
const void *game_session_state(const GameSession *s) { return s->state; }
int game_session_started(const GameSession *s) { return s->started; }
int game_session_decisions(const GameSession *s) { return s->n; }

int game_session_seats(const GameSession *s)
{
    return s->started ? game_seats(s->g, s->params) : s->g->min_seats;
}

int game_session_to_move(const GameSession *s) { return s->started ? s->g->to_move(s->state) : GAME_NOBODY; }

int game_session_outcome(const GameSession *s, GameOutcome *o)
{
    if (game_session_to_move(s) != GAME_NOBODY || !s->started)
        return -1;
    s->g->result(s->state, s->n, o);
    return 0;
}

static void swap(void **a, void **b)
{
    void *t = *a;
    *a = *b;
    *b = t;
}

/* The streams of a game's seed, as game_match_play splits it. */
static void seed_streams(Pcg32 *rng, uint64_t seed)
{
    for (int i = 0; i < STREAMS; i++)
        pcg32_seed(&rng[i], seed, (uint64_t)i);
}

/* The next game (next_params, next_setup, next_state) becomes the game, with
 * these streams and nothing played. */
static void begin(GameSession *s, const Pcg32 *rng)
{
    swap(&s->params, &s->next_params);
    swap(&s->setup, &s->next_setup);
    swap(&s->state, &s->next_state);
    memcpy(s->rng, rng, sizeof s->rng);
    memcpy(s->mark, rng, sizeof s->mark);
    forget_policies(s);
    s->n = 0;
    s->started = 1;
}

/* Play action a (legal) and remember the position and the streams before
 * it, for undo. */
static void push(GameSession *s, GameAction a, const GameSessionObserver *obs)
{
    char text[GAME_SESSION_EVENT_MAX];
    if (obs)
        event_text(s, s->state, a, text, sizeof text);
    memcpy(state_at(s, s->n), s->state, s->g->state_size);
    s->past[s->n] = (Snapshot){.action = a};
    memcpy(s->past[s->n].rng, s->mark, sizeof s->past[s->n].rng);
    s->n++;
    s->g->apply(s->state, a);
    memcpy(s->mark, s->rng, sizeof s->mark);
    if (obs)
        tell(obs, text, state_at(s, s->n - 1), a);
}

/* Chance's moves, drawn from the chance stream, while it is to move. */
static void play_chance(GameSession *s, const GameSessionObserver *obs)
{
    while (s->g->to_move(s->state) == GAME_CHANCE && s->n < MAX_DECISIONS) {
        GameActions legal;
        s->g->legal(s->state, &legal);
        push(s, legal.a[pcg32_below(&s->rng[0], (uint32_t)legal.n)], obs);
    }
}

int game_session_new(GameSession *s, const CampaignFlags *flags, uint64_t number, const GameSessionObserver *obs,
                     char *err, size_t errlen)
{
    CampaignFlags own = *flags;
    own.game = s->g->name;
    own.games = "1";
    Campaign c;
    if (campaign_from_flags(&c, s->campaign_data, &own, err, errlen))
        return -1;
    Pcg32 rng[STREAMS];
    seed_streams(rng, seed_for_game(c.master_seed, c.cell[0].seed, number));
    memcpy(s->next_params, campaign_cell_params(&c, 0), s->g->params_size);
    int dealt = s->g->deal(s->next_params, &rng[0], s->next_setup, s->next_state) == 0;
    if (!dealt) {
        snprintf(err, errlen, "%s cannot be dealt", c.setup[0]);
        campaign_free(&c);
        return -1;
    }
    begin(s, rng);
    campaign_free(&s->campaign);
    s->campaign = c;
    play_chance(s, obs); /* a game that deals by chance's moves (the toy game) */
    return 0;
}

/* GameClass.record_read's type. */
typedef int RecordRead(FILE *in, const char *name, void *params, void *setup, GameAction *actions, int max_actions,
                       int *n_actions, char *err, size_t errlen);

/* The game's record reader: its class's, or its dialect's (after the
 * parameters are given the game data). */
static RecordRead *record_reader(const GameSession *s)
{
    return s->g->record_read ? s->g->record_read : s->d ? s->d->record_read : NULL;
}

/* The record at path read into the next game; its actions into actions[]. */
static int read_record(GameSession *s, const char *path, GameAction *actions, int *n, char *err, size_t errlen)
{
    FILE *in = text_open(path, err, errlen);
    if (!in)
        return -1;
    if (s->d && s->d->params_data)
        s->d->params_data(s->next_params, s->campaign_data);
    int rc = record_reader(s)(in, path, s->next_params, s->next_setup, actions, MAX_DECISIONS - 1, n, err, errlen);
    fclose(in);
    if (rc == 0 && (rc = s->g->start(s->next_state, s->next_setup)) != 0)
        snprintf(err, errlen, "%s: the header is not a game that can start", path);
    return rc;
}

int game_session_load(GameSession *s, const char *path, uint64_t seed, const GameSessionObserver *obs, char *err,
                      size_t errlen)
{
    if (!record_reader(s)) {
        snprintf(err, errlen, "%s has no record reader", s->g->title);
        return -1;
    }
    int n;
    GameAction *actions = malloc((MAX_DECISIONS - 1) * sizeof *actions);
    if (!actions) {
        fail(err, errlen, "out of memory");
        return -1;
    }
    int rc = read_record(s, path, actions, &n, err, errlen);
    if (rc == 0) {
        Pcg32 rng[STREAMS];
        seed_streams(rng, seed);
        begin(s, rng);
        for (int i = 0; i < n; i++)
            push(s, actions[i], NULL);
        play_chance(s, obs);
    }
    free(actions);
    return rc;
}

void game_session_legal(const GameSession *s, GameActions *out)
{
    out->n = 0;
    if (game_session_to_move(s) != GAME_NOBODY)
        s->g->legal(s->state, out);
}

void game_session_event(const GameSession *s, GameAction a, char *out, size_t outlen)
{
    event_text(s, s->state, a, out, outlen);
}

static const char *no_game(const GameSession *s)
{
    return s->d && s->d->no_game ? s->d->no_game : "no game: start one first";
}

/* The legal actions of the seat to decide now; -1 with the reason when
 * nobody can (no game, its end, the session's limit). */
static int decision(const GameSession *s, GameActions *legal, char *err, size_t errlen)
{
    const char *why = !s->started                              ? no_game(s)
                      : s->g->to_move(s->state) == GAME_NOBODY ? "the game is over"
                      : s->n >= MAX_DECISIONS - 1              ? "no more decisions (the session's limit)"
                                                               : NULL;
    if (why) {
        fail(err, errlen, why);
        return -1;
    }
    s->g->legal(s->state, legal);
    return 0;
}

int game_session_parse(const GameSession *s, const char *text, GameAction *a, char *err, size_t errlen)
{
    if (s->d && s->d->parse) { /* the game's reader says what is wrong with the line */
        if (s->started)
            return s->d->parse(s->params, s->state, text, a, err, errlen);
        fail(err, errlen, no_game(s));
        return -1;
    }
    GameActions legal;
    if (decision(s, &legal, err, errlen))
        return -1;
    for (int i = 0; i < legal.n; i++) {
        char line[GAME_SESSION_EVENT_MAX];
        event_text(s, s->state, legal.a[i], line, sizeof line);
        const char *bare = strchr(line, ' ');
        if (strcmp(line, text) == 0 || (bare && strcmp(bare + 1, text) == 0)) {
            *a = legal.a[i];
            return 0;
        }
    }
    snprintf(err, errlen, "'%s' is not a legal event now (legal lists them)", text);
    return -1;
}

int game_session_play(GameSession *s, GameAction a, const GameSessionObserver *obs, char *err, size_t errlen)
{
    GameActions legal;
    if (decision(s, &legal, err, errlen))
        return -1;
    int i = 0;
    while (i < legal.n && legal.a[i] != a)
        i++;
    if (i == legal.n) {
        const char *text = s->d && s->d->not_legal ? s->d->not_legal : "action %u is not legal now";
        snprintf(err, errlen, text, (unsigned)a);
        return -1;
    }
    push(s, a, obs);
    play_chance(s, obs);
    return 0;
}

int game_session_undo(GameSession *s, const GameSessionObserver *obs)
{
    int i = s->n - 1;
    while (i >= 0 && s->g->to_move(state_at(s, i)) == GAME_CHANCE)
        i--;
    if (i < 0)
        return 0;
    for (int k = s->n - 1; k >= i; k--) {
        char text[GAME_SESSION_EVENT_MAX];
        event_text(s, state_at(s, k), s->past[k].action, text, sizeof text);
        tell(obs, text, state_at(s, k), s->past[k].action);
    }
    int undone = s->n - i;
    memcpy(s->state, state_at(s, i), s->g->state_size);
    memcpy(s->rng, s->past[i].rng, sizeof s->rng);
    memcpy(s->mark, s->rng, sizeof s->mark);
    s->n = i;
    if (!(s->d && s->d->keep_policies))
        forget_policies(s); /* they see the shorter game from its start */
    return undone;
}

/* The seat's policy of this spec, created (and started on the game's first
 * position) when new: in place of the seat's other one, or, in a dialect
 * that keeps them, beside them (all forgotten first when KEPT are). */
static Kept *policy_for(GameSession *s, int seat, const char *spec, char *err, size_t errlen)
{
    for (int i = 0; i < s->n_kept; i++)
        if (s->kept[i].seat == seat && strcmp(s->kept[i].spec, spec) == 0)
            return &s->kept[i];
    int keep = s->d && s->d->keep_policies;
    if (keep && s->n_kept == KEPT)
        forget_policies(s);
    GamePolicy p;
    if (game_policy_create(&p, s->g, spec, seat, err, errlen))
        return NULL; /* the seat's policies as they were */
    if (!keep)
        forget_seat(s, seat);
    Kept *k = &s->kept[s->n_kept++];
    *k = (Kept){.seat = seat, .policy = p};
    snprintf(k->spec, sizeof k->spec, "%s", spec);
    if (p.cls->new_game) {
        s->g->view(s->n ? state_at(s, 0) : s->state, seat, s->start_view);
        p.cls->new_game(p.state, p.needs_view ? s->start_view : NULL);
    }
    return k;
}

int game_session_choose(GameSession *s, const char *spec, GameAction *a, char *err, size_t errlen)
{
    GameActions legal;
    if (decision(s, &legal, err, errlen))
        return -1;
    int seat = s->g->to_move(s->state);
    Kept *k = policy_for(s, seat, spec, err, errlen);
    if (!k)
        return -1;
    k->used = ++s->choices;
    GamePolicy *p = &k->policy;
    *a = legal.a[0];
    if (legal.n > 1) { /* as the game loop: one legal action is not asked */
        if (p->needs_view)
            s->g->view(s->state, seat, s->view);
        *a = p->cls->choose(p->state, p->needs_view ? s->view : NULL, &legal, &s->rng[1 + seat]);
    }
    return 0;
}

void game_session_search_info(const GameSession *s, int seat, SearchInfo *info)
{
    *info = (SearchInfo){0};
    const Kept *last = NULL; /* the seat's policy that chose last */
    for (int i = 0; i < s->n_kept; i++)
        if (s->kept[i].seat == seat && (!last || s->kept[i].used > last->used))
            last = &s->kept[i];
    if (last && last->policy.cls->search_info)
        last->policy.cls->search_info(last->policy.state, info);
}

int game_session_seat(const GameSession *s, const char *word)
{
    int seats = game_session_seats(s), seat = game_seat_by_name(s->g, word);
    if (seat < 0 && word[0] >= '0' && word[0] <= '9' && word[1] == '\0')
        seat = word[0] - '0';
    return seat >= 0 && seat < seats ? seat : -1;
}

const char *game_session_seat_key(const GameSession *s, int seat)
{
    return seat < GAME_SEATS_MAX ? s->g->seat_name[seat] : seat == GAME_CHANCE ? "chance" : "none";
}

/* The parameters' canonical text (GameClass.params_format) as an object:
 * "mode=classic,grid=5" is {"mode":"classic","grid":5}. */
static void json_params(const GameSession *s, FILE *out)
{
    char text[GAME_PARAMS_TEXT];
    int first = 1;
    s->g->params_format(s->params, text, sizeof text);
    fputc('{', out);
    for (char *save, *kv = strtok_r(text, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
        char *value = strchr(kv, '=');
        if (!value)
            continue;
        *value++ = '\0';
        json_key(out, kv, &first);
        if (*value && value[strspn(value, "0123456789")] == '\0')
            fputs(value, out);
        else
            json_str(out, value);
    }
    fputc('}', out);
}

static void json_legal(const GameSession *s, FILE *out)
{
    GameActions legal;
    game_session_legal(s, &legal);
    fputc('[', out);
    for (int i = 0; i < legal.n; i++) {
        char text[GAME_SESSION_EVENT_MAX];
        event_text(s, s->state, legal.a[i], text, sizeof text);
        fputs(i ? "," : "", out);
        json_str(out, text);
    }
    fputc(']', out);
}

/* One line: the seat, who is to move, the parameters, the game's own members
 * of the seat's view, and the legal events when the seat is to move. */
static void view_json(GameSession *s, int seat, FILE *out)
{
    int first = 1, to_move = s->g->to_move(s->state);
    fputc('{', out);
    json_key(out, "side", &first);
    json_str(out, game_session_seat_key(s, seat));
    json_key(out, "to_move", &first);
    json_str(out, game_session_seat_key(s, to_move));
    json_key(out, "params", &first);
    json_params(s, out);
    fputc(',', out);
    s->g->view_json(out, s->view, s->names, s->n_names);
    json_key(out, "legal", &first);
    if (to_move == seat)
        json_legal(s, out);
    else
        fputs("[]", out);
    fputs("}\n", out);
}

int game_session_view(GameSession *s, int seat, int json, FILE *out, char *err, size_t errlen)
{
    if (!s->started) {
        fail(err, errlen, no_game(s));
        return -1;
    }
    if (s->d && s->d->view) {
        s->d->view(out, s->params, s->state, seat, json);
        return 0;
    }
    if (json ? !s->g->view_json : !s->g->view_text) {
        snprintf(err, errlen, "%s has no %s view", s->g->title, json ? "JSON" : "text");
        return -1;
    }
    s->g->view(s->state, seat, s->view);
    if (json)
        view_json(s, seat, out);
    else
        s->g->view_text(out, s->view, s->names, s->n_names);
    return 0;
}

int game_session_hypotheses(GameSession *s, int seat, FILE *out, char *err, size_t errlen)
{
    const GameBelief *b = game_belief_find(s->g->name);
    if (!b) {
        snprintf(err, errlen, "%s has no belief engine", s->g->title);
        return -1;
    }
    s->g->view(s->n ? state_at(s, 0) : s->state, seat, s->start_view);
    s->g->view(s->state, seat, s->view);
    b->hypotheses(out, seat, s->start_view, s->view);
    return 0;
}

void game_session_write_record(const GameSession *s, FILE *out)
{
    s->g->record_header(out, s->params, s->setup);
    for (int i = 0; i < s->n; i++)
        s->g->record_event(out, s->params, state_at(s, i), s->past[i].action);
    if (s->g->record_end)
        s->g->record_end(out, s->n);
}

static void write_record(FILE *out, const void *s) { game_session_write_record(s, out); }

int game_session_save_record(const GameSession *s, const char *path, char *err, size_t errlen)
{
    if (!s->started) {
        fail(err, errlen, no_game(s));
        return -1;
    }
    if (s->d && s->d->save)
        return s->d->save(path, write_record, s, err, errlen);
    FILE *f = fopen(path, "wx");
    if (!f) {
        snprintf(err, errlen, "%s: cannot be written (it must not exist)", path);
        return -1;
    }
    game_session_write_record(s, f);
    if (ferror(f) | fclose(f)) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        unlink(path); /* ours: made by the "wx" above */
        return -1;
    }
    return 0;
}
