/*
 * api.c — libnoirlab's C API (include/noirlab.h): thin wrappers over the
 * sessions and the protocols, so the library, the CLI and the protocols share
 * one implementation.  A game with a text view (NOIR, 10' to Kill) is played
 * through the game session of `noirlab engine --game` (engine/game_session.h),
 * Intent to Kill through its engine session, as `noirlab engine` chooses.
 * Only the functions marked NL_API are exported (the library is built with
 * -fvisibility=hidden).
 */
#include "noirlab.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli/game_names.h"
#include "engine/engine_game.h"
#include "engine/protocol.h"
#include "games/itk/engine/session.h"

struct nl_session {
    Session *session;   /* Intent to Kill's session; for another game, the holder of the game data */
    GameSession *game;  /* another game's session, or NULL */
    GameNames names;    /* its pieces' names (GameClass.names_file) */
    char error[SESSION_ERR_MAX];
    char *answer; /* nl_command's last answer */
};

enum { PARAMS_TEXT_MAX = 1024 };

/* The action numbering: kind, then a (a civilian 0..19 is the largest
 * argument a takes), then b (a block 0..15 the largest b takes). */
enum { INDEX_A = CIVILIANS, INDEX_B = CITY_BLOCKS };

static char open_error[SESSION_ERR_MAX];

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
        dir = itk_catalog_default_dir(); /* $NOIRLAB_DATA, the installed copy, the tree's (base/data_dir.h) */
    s->session = itk_session_create(dir, open_error, sizeof open_error);
    int ok = s->session != NULL;
    if (ok && g->view_text) { /* as `noirlab engine --game`: the game session */
        ok = game_names_load_from(&s->names, g, dir, open_error, sizeof open_error) == 0;
        if (ok && !(s->game = game_session_create(g, itk_session_catalog(s->session), s->names.name, s->names.n)))
            ok = 0, snprintf(open_error, sizeof open_error, "out of memory");
    }
    if (!ok) {
        nl_close(s);
        return NULL;
    }
    return s;
}

NL_API void nl_close(nl_session *s)
{
    if (!s)
        return;
    game_session_destroy(s->game);
    itk_session_destroy(s->session);
    free(s->answer);
    free(s);
}

/* The session's game: its game session's, else the first (Intent to Kill). */
static const GameClass *session_class(const nl_session *s)
{
    int n;
    return s->game ? game_session_class(s->game) : game_classes(&n)[0];
}

NL_API const char *nl_game(const nl_session *s) { return session_class(s)->name; }

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

/* Start game `number` of the cell of these flags. */
static int new_game(nl_session *s, CampaignFlags *flags, uint64_t number)
{
    flags->games = "1";
    if (s->game)
        return result(s, game_session_new(s->game, flags, number, NULL, s->error, sizeof s->error));
    return result(s, itk_session_new_game(s->session, flags, number, s->error, sizeof s->error));
}

NL_API int nl_new_game(nl_session *s, const char *scenario, const char *motives, uint64_t seed, uint64_t game)
{
    char seed_text[24];
    snprintf(seed_text, sizeof seed_text, "%" PRIu64, seed);
    if (s->game && (scenario || motives))
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
        } else if (!s->game && strcmp(key, "scenario") == 0)
            flags->scenario = value;
        else if (!s->game && strcmp(key, "motives") == 0)
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
    if (s->game)
        return result(s, game_session_load(s->game, path, seed, NULL, s->error, sizeof s->error));
    return result(s, itk_session_load_record(s->session, path, seed, s->error, sizeof s->error));
}

NL_API int nl_seats(const nl_session *s) { return s->game ? game_session_seats(s->game) : GAME_SEATS; }

NL_API const char *nl_seat_name(const nl_session *s, int seat)
{
    return seat >= 0 && seat < nl_seats(s) ? session_class(s)->seat_name[seat] : NULL;
}

NL_API const char *nl_seat_title(const nl_session *s, int seat)
{
    return seat >= 0 && seat < nl_seats(s) ? session_class(s)->seat_title[seat] : NULL;
}

NL_API int nl_seat_to_move(const nl_session *s)
{
    int seat = s->game ? game_session_to_move(s->game) : itk_session_to_move(s->session);
    return seat >= 0 && seat < nl_seats(s) ? seat : -1;
}

/* Intent to Kill's sides are its seats' numbers (the hider 0, the seeker 1). */
_Static_assert((int)NL_MURDERER == (int)GAME_HIDER && (int)NL_DETECTIVE == (int)GAME_SEEKER, "sides are seats");

NL_API int nl_to_move(const nl_session *s)
{
    if (!s->game)
        return itk_session_to_move(s->session);
    int seat = nl_seat_to_move(s);
    return nl_seats(s) != GAME_SEATS ? -1 : seat < 0 ? NL_NOBODY : seat;
}

/* The finished game's outcome: 0, or -1 while none is over. */
static int outcome(const nl_session *s, GameOutcome *o)
{
    if (s->game)
        return game_session_outcome(s->game, o);
    const Game *g = itk_session_game(s->session);
    if (!itk_session_started(s->session) || !game_over(g))
        return -1;
    session_class(s)->result(g, itk_session_plies(s->session), o);
    return 0;
}

NL_API int nl_game_over(const nl_session *s)
{
    GameOutcome o;
    return outcome(s, &o) == 0;
}

NL_API int nl_winner(const nl_session *s)
{
    GameOutcome o;
    if (!s->game) {
        const Game *g = itk_session_game(s->session);
        return itk_session_started(s->session) && game_over(g) ? g->winner : NL_NOBODY;
    }
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
    if (s->game) {
        if (!game_session_started(s->game))
            return failed(s, no_game);
        GameActions legal;
        game_session_legal(s->game, &legal);
        for (int i = 0; i < legal.n && i < max; i++)
            out[i] = legal.a[i];
        return result(s, legal.n);
    }
    if (!itk_session_started(s->session))
        return failed(s, no_game);
    ActionList legal;
    itk_game_legal(itk_session_game(s->session), &legal);
    if (game_over(itk_session_game(s->session)))
        legal.n = 0;
    for (int i = 0; i < legal.n && i < max; i++)
        out[i] = legal.a[i];
    return legal.n;
}

NL_API int nl_action_text(nl_session *s, nl_action a, char *buf, size_t len)
{
    if (s->game) {
        if (!game_session_started(s->game))
            return failed(s, no_game);
        game_session_event(s->game, a, buf, len);
        return result(s, 0);
    }
    if (!itk_session_started(s->session))
        return failed(s, no_game);
    itk_session_format(s->session, itk_session_game(s->session), a, 1, buf, len);
    return 0;
}

NL_API int nl_parse_action(nl_session *s, const char *text, nl_action *out)
{
    Action a;
    int rc = s->game ? game_session_parse(s->game, text, &a, s->error, sizeof s->error)
                     : itk_session_parse(s->session, text, &a, s->error, sizeof s->error);
    if (rc == 0)
        *out = a;
    return result(s, rc);
}

NL_API int nl_action_space(void) { return ACTION_KINDS * INDEX_A * INDEX_B; }

NL_API int nl_action_index(nl_action a)
{
    int kind = action_kind(a), x = action_a(a), y = action_b(a);
    if (kind >= ACTION_KINDS || x >= INDEX_A || y >= INDEX_B)
        return -1;
    return (kind * INDEX_A + x) * INDEX_B + y;
}

NL_API nl_action nl_action_from_index(int index)
{
    return ACTION(index / (INDEX_A * INDEX_B), index / INDEX_B % INDEX_A, index % INDEX_B);
}

NL_API int nl_play(nl_session *s, nl_action a)
{
    if (s->game)
        return result(s, game_session_play(s->game, a, NULL, s->error, sizeof s->error));
    return result(s, itk_session_play(s->session, a, NULL, s->error, sizeof s->error));
}

NL_API int nl_undo(nl_session *s)
{
    return s->game ? game_session_undo(s->game, NULL) : itk_session_undo(s->session, NULL);
}

NL_API int nl_choose(nl_session *s, const char *spec, nl_action *out)
{
    Action a;
    if (!spec)
        return failed(s, "which policy? (a SPEC: random, heuristic, ...)");
    int rc = s->game ? game_session_choose(s->game, spec, &a, s->error, sizeof s->error)
                     : itk_session_choose(s->session, spec, &a, s->error, sizeof s->error);
    if (rc == 0)
        *out = a;
    return result(s, rc);
}

/* Seat's view (json: one line of JSON, else text for people) into buf, as
 * nl_view_json says. */
static int view(nl_session *s, int seat, int json, char *buf, size_t len)
{
    if (s->game ? !game_session_started(s->game) : !itk_session_started(s->session))
        return failed(s, no_game);
    if (!s->game && seat != NL_MURDERER && seat != NL_DETECTIVE)
        return failed(s, "a view is the murderer's or the detective's");
    if (seat < 0 || seat >= nl_seats(s))
        return failed(s, "a view is a seat's: 0 to %d", nl_seats(s) - 1);
    char *text = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&text, &n);
    if (!f)
        return failed(s, "out of memory");
    int rc = 0;
    if (s->game)
        rc = game_session_view(s->game, seat, json, f, s->error, sizeof s->error);
    else if (json)
        itk_session_view_json(s->session, seat, f);
    else
        itk_session_view_text(s->session, seat, f);
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
    if (s->game)
        return result(s, game_session_save_record(s->game, path, s->error, sizeof s->error));
    return result(s, itk_session_save_record(s->session, path, s->error, sizeof s->error));
}

NL_API const char *nl_command(nl_session *s, const char *line)
{
    size_t n = 0;
    free(s->answer);
    s->answer = NULL;
    FILE *f = open_memstream(&s->answer, &n);
    if (!f)
        return "error out of memory\n";
    if (s->game) /* a blank or comment line has no answer: "" */
        engine_game_command(s->game, line, f);
    else
        protocol_command(s->session, line, f);
    fclose(f);
    return s->answer ? s->answer : "";
}
