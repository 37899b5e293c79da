/*
 * api.c — libnoirlab's C API (include/noirlab.h): thin wrappers over the
 * game's engine (engine/game_engine.h), the one `noirlab engine --game`
 * drives, so the library, the CLI and the protocol share one
 * implementation.  Only the functions marked NL_API are exported (the
 * library is built with -fvisibility=hidden).
 */
#include "noirlab.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/data_dir.h"
#include "engine/engine_dialect.h"
#include "engine/game_engine.h"

struct nl_session {
    const GameClass *g;
    const GameEngine *engine; /* g's (game_engine_find) */
    const EngineDialect *dialect; /* g's own words, or NULL (engine_dialect_find) */
    void *session;            /* the engine's session */
    char error[GAME_ENGINE_ERR_MAX];
    char *answer; /* nl_command's last answer */
};

enum { PARAMS_TEXT_MAX = 1024 };

static char open_error[GAME_ENGINE_ERR_MAX];

NL_API int nl_api_version(void) { return NL_API_VERSION; }
NL_API const char *nl_version(void) { return NOIRLAB_VERSION; }
NL_API const char *nl_open_error(void) { return open_error; }

NL_API const char *nl_games(void)
{
    static char list[256];
    int n;
    const GameClass *const *g = game_classes(&n);
    size_t used = 0;
    for (int i = 0; i < n && used < sizeof list; i++)
        if (!g[i]->for_tests)
            used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", used ? "," : "", g[i]->name);
    return list;
}

NL_API nl_session *nl_open(const char *dir) { return nl_open_game(dir, NULL); }

NL_API nl_session *nl_open_game(const char *dir, const char *game)
{
    int n;
    const GameClass *g = game ? game_class_find(game) : game_classes(&n)[0];
    if (!g) {
        char names[128];
        game_class_names(names, sizeof names);
        snprintf(open_error, sizeof open_error, "unknown game '%s' (%s)", game, names);
        return NULL;
    }
    nl_session *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(open_error, sizeof open_error, "out of memory");
        return NULL;
    }
    if (!dir)
        dir = data_dir_default(); /* $NOIRLAB_DATA, the installed copy, the tree's */
    s->g = g;
    s->engine = game_engine_find(g);
    s->dialect = engine_dialect_find(g);
    if (!(s->session = s->engine->open(g, dir, open_error, sizeof open_error))) {
        nl_close(s);
        return NULL;
    }
    return s;
}

NL_API void nl_close(nl_session *s)
{
    if (!s)
        return;
    if (s->session)
        s->engine->close(s->session);
    free(s->answer);
    free(s);
}

NL_API const char *nl_game(const nl_session *s) { return s->g->name; }

NL_API const char *nl_error(const nl_session *s) { return s->error; }

static int failed(nl_session *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->error, sizeof s->error, fmt, ap);
    va_end(ap);
    return -1;
}

/* The status of a call that wrote its reason into s->error on failure. */
static int result(nl_session *s, int rc)
{
    if (rc == 0)
        s->error[0] = '\0';
    return rc < 0 ? -1 : rc;
}

/* 1: the game's cells are named by a scenario and motives (nl_new_game). */
static int catalog_cells(const nl_session *s) { return s->dialect && s->dialect->catalog_cells; }

/* Start game `number` of the cell of these flags. */
static int new_game(nl_session *s, CampaignFlags *flags, uint64_t number)
{
    flags->games = "1";
    return result(s, s->engine->new_game(s->session, flags, number, s->error, sizeof s->error));
}

NL_API int nl_new_game(nl_session *s, const char *scenario, const char *motives, uint64_t seed, uint64_t game)
{
    char seed_text[24];
    snprintf(seed_text, sizeof seed_text, "%" PRIu64, seed);
    if (!catalog_cells(s) && (scenario || motives))
        return failed(s, "scenario and motives are Intent to Kill's; %s's parameters go to nl_new_game_params",
                      nl_game(s));
    CampaignFlags flags = {.scenario = scenario, .motives = motives, .seed = seed_text};
    return new_game(s, &flags, game);
}

/* The parameter text's pairs into flags (pointing into text, which is cut
 * up) and number: "key=value,..." where a piece without '=' goes on the
 * value before it ("motives=Maniac,Sadist").  -1 with the reason. */
static int parse_params(nl_session *s, char *text, CampaignFlags *flags, uint64_t *number)
{
    char *key = NULL, *value = NULL;
    for (char *save, *piece = strtok_r(text, ",", &save); piece; piece = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(piece, '=');
        if (!eq && !value)
            return failed(s, "params: '%s' is not KEY=VALUE", piece);
        if (!eq) {
            piece[-1] = ','; /* the value goes on: put its comma back */
            continue;
        }
        *eq = '\0';
        key = piece, value = eq + 1;
        if (!*key)
            return failed(s, "params: '=%s' has no key", value);
        if (strcmp(key, "seed") == 0)
            flags->seed = value;
        else if (strcmp(key, "number") == 0) {
            char *end;
            errno = 0;
            unsigned long long k = strtoull(value, &end, 10);
            if (!*value || *end || errno || value[0] == '-' || k > UINT32_MAX - 1)
                return failed(s, "params: number=%s: not a game number (0 to %u)", value, UINT32_MAX - 1);
            *number = k;
        } else if (catalog_cells(s) && strcmp(key, "scenario") == 0)
            flags->scenario = value;
        else if (catalog_cells(s) && strcmp(key, "motives") == 0)
            flags->motives = value;
        else if (flags->n_params == GAME_PARAMS_MAX)
            return failed(s, "params: more than %d parameters", GAME_PARAMS_MAX);
        else
            flags->param[flags->n_params++] = (CampaignParamFlag){key, key, value};
    }
    for (int i = 0; i < flags->n_params; i++) /* a key twice would be taken as two values of an axis */
        for (int j = 0; j < i; j++)
            if (strcmp(flags->param[i].key, flags->param[j].key) == 0)
                return failed(s, "params: %s given twice", flags->param[i].key);
    return 0;
}

NL_API int nl_new_game_params(nl_session *s, const char *params)
{
    char text[PARAMS_TEXT_MAX];
    if (!params)
        params = "";
    if (strlen(params) >= sizeof text)
        return failed(s, "params: longer than %d characters", PARAMS_TEXT_MAX - 1);
    snprintf(text, sizeof text, "%s", params);
    CampaignFlags flags = {0};
    uint64_t number = 0;
    if (parse_params(s, text, &flags, &number))
        return -1;
    return new_game(s, &flags, number);
}

NL_API int nl_load_record(nl_session *s, const char *path, uint64_t seed)
{
    return result(s, s->engine->load(s->session, path, seed, s->error, sizeof s->error));
}

NL_API int nl_seats(const nl_session *s) { return s->engine->seats(s->session); }

NL_API const char *nl_seat_name(const nl_session *s, int seat)
{
    return seat >= 0 && seat < nl_seats(s) ? s->g->seat_name[seat] : NULL;
}

NL_API const char *nl_seat_title(const nl_session *s, int seat)
{
    return seat >= 0 && seat < nl_seats(s) ? s->g->seat_title[seat] : NULL;
}

NL_API int nl_seat_to_move(const nl_session *s)
{
    int seat = s->engine->to_move(s->session);
    return seat >= 0 && seat < nl_seats(s) ? seat : -1;
}

/* The two-seat numbering is the interface's (the hider 0, the seeker 1). */
_Static_assert((int)NL_MURDERER == (int)GAME_HIDER && (int)NL_DETECTIVE == (int)GAME_SEEKER, "sides are seats");

NL_API int nl_to_move(const nl_session *s)
{
    if (nl_seats(s) != GAME_SEATS)
        return -1;
    int seat = s->engine->to_move(s->session);
    return seat == GAME_CHANCE ? NL_CHANCE : seat < 0 || seat >= GAME_SEATS ? NL_NOBODY : seat;
}

/* The finished game's outcome: 0, or -1 while none is over. */
static int outcome(const nl_session *s, GameOutcome *o) { return s->engine->outcome(s->session, o); }

NL_API int nl_game_over(const nl_session *s)
{
    GameOutcome o;
    return outcome(s, &o) == 0;
}

NL_API int nl_winner(const nl_session *s)
{
    GameOutcome o;
    if (nl_seats(s) != GAME_SEATS)
        return -1;
    return outcome(s, &o) == 0 && o.winner < GAME_SEATS ? o.winner : NL_NOBODY;
}

/* The finished game's scores or ranks (whichever is not NULL), up to max;
 * the seats, or -1 with the reason while no game is over. */
static int ending(nl_session *s, double *score, int *rank, int max)
{
    GameOutcome o;
    if (outcome(s, &o))
        return failed(s, "no finished game: scores and ranks come at its end");
    for (int i = 0; i < o.seats && i < max; i++) {
        if (score)
            score[i] = o.score[i];
        if (rank)
            rank[i] = o.rank[i];
    }
    return result(s, o.seats);
}

NL_API int nl_scores(nl_session *s, double *out, int max) { return ending(s, out, NULL, max); }

NL_API int nl_ranks(nl_session *s, int *out, int max) { return ending(s, NULL, out, max); }

static const char no_game[] = "no game: start one with nl_new_game or nl_load_record";

NL_API int nl_legal(nl_session *s, nl_action *out, int max)
{
    if (!s->engine->started(s->session))
        return failed(s, no_game);
    GameActions legal;
    s->engine->legal(s->session, &legal);
    for (int i = 0; i < legal.n && i < max; i++)
        out[i] = legal.a[i];
    return result(s, legal.n);
}

NL_API int nl_action_text(nl_session *s, nl_action a, char *buf, size_t len)
{
    if (!s->engine->started(s->session))
        return failed(s, no_game);
    s->engine->event(s->session, a, buf, len);
    return result(s, 0);
}

NL_API int nl_parse_action(nl_session *s, const char *text, nl_action *out)
{
    GameAction a;
    int rc = s->engine->parse(s->session, text, &a, s->error, sizeof s->error);
    if (rc == 0)
        *out = a;
    return result(s, rc);
}

/* The numbering is the default game's (the first: Intent to Kill's), which
 * nl_open's sessions play: its dialect's (engine_dialect.h). */
static const EngineDialect *default_dialect(void)
{
    int n;
    return engine_dialect_find(game_classes(&n)[0]);
}

NL_API int nl_action_space(void)
{
    const EngineDialect *d = default_dialect();
    return d ? d->action_space : 0;
}

NL_API int nl_action_index(nl_action a)
{
    const EngineDialect *d = default_dialect();
    return d && d->action_index ? d->action_index(a) : -1;
}

NL_API nl_action nl_action_from_index(int index)
{
    const EngineDialect *d = default_dialect();
    return d && d->action_from_index ? d->action_from_index(index) : 0;
}

NL_API int nl_play(nl_session *s, nl_action a)
{
    return result(s, s->engine->play(s->session, a, s->error, sizeof s->error));
}

NL_API int nl_undo(nl_session *s) { return s->engine->undo(s->session); }

NL_API int nl_choose(nl_session *s, const char *spec, nl_action *out)
{
    GameAction a;
    if (!spec)
        return failed(s, "which policy? (a SPEC: random, heuristic, ...)");
    int rc = s->engine->choose(s->session, spec, &a, s->error, sizeof s->error);
    if (rc == 0)
        *out = a;
    return result(s, rc);
}

/* Seat's view (json: one line of JSON, else text for people) into buf, as
 * nl_view_json says. */
static int view(nl_session *s, int seat, int json, char *buf, size_t len)
{
    if (!s->engine->started(s->session))
        return failed(s, no_game);
    if (seat < 0 || seat >= nl_seats(s))
        return failed(s, "a view is a seat's: 0 to %d", nl_seats(s) - 1);
    char *text = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&text, &n);
    if (!f)
        return failed(s, "out of memory");
    int rc = s->engine->view(s->session, seat, json, f, s->error, sizeof s->error);
    fclose(f);
    if (json && n && text[n - 1] == '\n')
        text[--n] = '\0';
    if (rc == 0 && len)
        snprintf(buf, len, "%s", text);
    free(text);
    return rc ? -1 : result(s, (int)n);
}

NL_API int nl_view_json(nl_session *s, int side, char *buf, size_t len) { return view(s, side, 1, buf, len); }

NL_API int nl_view_text(nl_session *s, int seat, char *buf, size_t len) { return view(s, seat, 0, buf, len); }

NL_API int nl_write_record(nl_session *s, const char *path)
{
    return result(s, s->engine->save_record(s->session, path, s->error, sizeof s->error));
}

NL_API const char *nl_command(nl_session *s, const char *line)
{
    size_t n = 0;
    free(s->answer);
    s->answer = NULL;
    FILE *f = open_memstream(&s->answer, &n);
    if (!f)
        return "error out of memory\n";
    s->engine->command(s->session, line, f); /* a blank or comment line has no answer: "" */
    fclose(f);
    return s->answer ? s->answer : "";
}
