/*
 * api.c — libnoirlab's C API (include/noirlab.h): thin wrappers over the
 * Session and the protocol, so the library, the CLI and the protocol share
 * one implementation.  Only the functions marked NL_API are exported (the
 * library is built with -fvisibility=hidden).
 */
#include "noirlab.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/protocol.h"
#include "games/itk/engine/session.h"

struct nl_session {
    Session *session;
    char error[SESSION_ERR_MAX];
    char *answer; /* nl_command's last answer */
};

/* The action numbering: kind, then a (a civilian 0..19 is the largest
 * argument a takes), then b (a block 0..15 the largest b takes). */
enum { INDEX_A = CIVILIANS, INDEX_B = CITY_BLOCKS };

static char open_error[SESSION_ERR_MAX];

NL_API int nl_api_version(void) { return NL_API_VERSION; }
NL_API const char *nl_version(void) { return NOIRLAB_VERSION; }
NL_API const char *nl_open_error(void) { return open_error; }

/* $NOIRLAB_DATA, else the installed data when it is there, else the source tree's. */
static const char *data_dir(void)
{
    const char *env = getenv("NOIRLAB_DATA");
#ifdef NOIRLAB_INSTALL_DATA
    if ((!env || !*env) && access(NOIRLAB_INSTALL_DATA "/civilians.csv", R_OK) == 0)
        return NOIRLAB_INSTALL_DATA;
#endif
    (void)env;
    return itk_catalog_default_dir();
}

NL_API nl_session *nl_open(const char *dir)
{
    nl_session *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(open_error, sizeof open_error, "out of memory");
        return NULL;
    }
    s->session = itk_session_create(dir ? dir : data_dir(), open_error, sizeof open_error);
    if (!s->session) {
        free(s);
        return NULL;
    }
    return s;
}

NL_API void nl_close(nl_session *s)
{
    if (!s)
        return;
    itk_session_destroy(s->session);
    free(s->answer);
    free(s);
}

NL_API const char *nl_error(const nl_session *s) { return s->error; }

static int failed(nl_session *s, const char *why)
{
    snprintf(s->error, sizeof s->error, "%s", why);
    return -1;
}

/* The status of a call that wrote its reason into s->error on failure. */
static int result(nl_session *s, int rc)
{
    if (rc == 0)
        s->error[0] = '\0';
    return rc < 0 ? -1 : rc;
}

NL_API int nl_new_game(nl_session *s, const char *scenario, const char *motives, uint64_t seed, uint64_t game)
{
    char seed_text[24];
    snprintf(seed_text, sizeof seed_text, "%" PRIu64, seed);
    CampaignFlags flags = {.scenario = scenario, .motives = motives, .seed = seed_text, .games = "1"};
    return result(s, itk_session_new_game(s->session, &flags, game, s->error, sizeof s->error));
}

NL_API int nl_load_record(nl_session *s, const char *path, uint64_t seed)
{
    return result(s, itk_session_load_record(s->session, path, seed, s->error, sizeof s->error));
}

NL_API int nl_to_move(const nl_session *s) { return itk_session_to_move(s->session); }

NL_API int nl_winner(const nl_session *s)
{
    const Game *g = itk_session_game(s->session);
    return itk_session_started(s->session) && game_over(g) ? g->winner : NL_NOBODY;
}

NL_API int nl_legal(nl_session *s, nl_action *out, int max)
{
    if (!itk_session_started(s->session))
        return failed(s, "no game: start one with nl_new_game or nl_load_record");
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
    if (!itk_session_started(s->session))
        return failed(s, "no game: start one with nl_new_game or nl_load_record");
    itk_session_format(s->session, itk_session_game(s->session), a, 1, buf, len);
    return 0;
}

NL_API int nl_parse_action(nl_session *s, const char *text, nl_action *out)
{
    Action a;
    int rc = itk_session_parse(s->session, text, &a, s->error, sizeof s->error);
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
    return result(s, itk_session_play(s->session, a, NULL, s->error, sizeof s->error));
}

NL_API int nl_undo(nl_session *s) { return itk_session_undo(s->session, NULL); }

NL_API int nl_choose(nl_session *s, const char *spec, nl_action *out)
{
    Action a;
    int rc = itk_session_choose(s->session, spec, &a, s->error, sizeof s->error);
    if (rc == 0)
        *out = a;
    return result(s, rc);
}

NL_API int nl_view_json(nl_session *s, int side, char *buf, size_t len)
{
    if (!itk_session_started(s->session))
        return failed(s, "no game: start one with nl_new_game or nl_load_record");
    if (side != NL_MURDERER && side != NL_DETECTIVE)
        return failed(s, "a view is the murderer's or the detective's");
    char *text = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&text, &n);
    if (!f)
        return failed(s, "out of memory");
    itk_session_view_json(s->session, side, f);
    fclose(f);
    if (n && text[n - 1] == '\n')
        text[--n] = '\0';
    if (len)
        snprintf(buf, len, "%s", text);
    free(text);
    return (int)n;
}

NL_API int nl_write_record(nl_session *s, const char *path)
{
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
    protocol_command(s->session, line, f); /* a blank or comment line has no answer: "" */
    fclose(f);
    return s->answer ? s->answer : "";
}
