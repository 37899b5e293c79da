/*
 * game_engine.c — the engine of every game (game_engine.h): the protocol
 * of engine_game.c over a game session (game_session.h), with the game
 * data campaigns are resolved against and the names of the game's pieces
 * (GameClass.names_file).
 */
#include "engine/game_engine.h"

#include <stdlib.h>

#include "cli/game_names.h"
#include "engine/engine_game.h"
#include "runner/game_campaign.h"

typedef struct Generic {
    GameSession *game;
    const void *campaign_data; /* what runner/campaign.h resolves a campaign against, whatever its game */
    GameNames names;
} Generic;

static void generic_close(void *s)
{
    Generic *e = s;
    if (e) {
        game_session_destroy(e->game);
        if (e->campaign_data)
            game_campaign_first()->data_free(e->campaign_data);
    }
    free(e);
}

static void *generic_open(const GameClass *g, const char *data_dir, char *err, size_t errlen)
{
    Generic *e = calloc(1, sizeof *e);
    if (!e) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    /* The data of the first game with a CAMPAIGN hook, read from data_dir
     * (runner/campaign_data.h reads it from the default folder). */
    const GameCampaign *data = game_campaign_first();
    if ((data && !(e->campaign_data = data->data_load(data_dir, err, errlen))) ||
        game_names_load_from(&e->names, g, data_dir, err, errlen)) {
        generic_close(e);
        return NULL;
    }
    if (!(e->game = game_session_create(g, e->campaign_data, e->names.name, e->names.n))) {
        snprintf(err, errlen, "out of memory");
        generic_close(e);
        return NULL;
    }
    return e;
}

/* The session of a Generic (the calls below are game_session's own). */
static GameSession *gs(const void *s) { return ((const Generic *)s)->game; }

static int generic_command(void *s, const char *line, FILE *out) { return engine_game_command(gs(s), line, out); }

static int generic_new(void *s, const CampaignFlags *flags, uint64_t number, char *err, size_t errlen)
{
    return game_session_new(gs(s), flags, number, NULL, err, errlen);
}

static int generic_load(void *s, const char *path, uint64_t seed, char *err, size_t errlen)
{
    return game_session_load(gs(s), path, seed, NULL, err, errlen);
}

static int generic_started(const void *s) { return game_session_started(gs(s)); }
static int generic_seats(const void *s) { return game_session_seats(gs(s)); }
static int generic_to_move(const void *s) { return game_session_to_move(gs(s)); }
static int generic_outcome(const void *s, GameOutcome *o) { return game_session_outcome(gs(s), o); }
static void generic_legal(const void *s, GameActions *out) { game_session_legal(gs(s), out); }

static void generic_event(const void *s, GameAction a, char *out, size_t outlen)
{
    game_session_event(gs(s), a, out, outlen);
}

static int generic_parse(const void *s, const char *text, GameAction *a, char *err, size_t errlen)
{
    return game_session_parse(gs(s), text, a, err, errlen);
}

static int generic_play(void *s, GameAction a, char *err, size_t errlen)
{
    return game_session_play(gs(s), a, NULL, err, errlen);
}

static int generic_undo(void *s) { return game_session_undo(gs(s), NULL); }

static int generic_choose(void *s, const char *spec, GameAction *a, char *err, size_t errlen)
{
    return game_session_choose(gs(s), spec, a, err, errlen);
}

static int generic_view(void *s, int seat, int json, FILE *out, char *err, size_t errlen)
{
    return game_session_view(gs(s), seat, json, out, err, errlen);
}

static int generic_save(const void *s, const char *path, char *err, size_t errlen)
{
    return game_session_save_record(gs(s), path, err, errlen);
}

static GameSession *generic_game(void *s) { return gs(s); }

static const GameEngine generic_engine = {
    .open = generic_open,
    .close = generic_close,
    .command = generic_command,
    .new_game = generic_new,
    .load = generic_load,
    .started = generic_started,
    .seats = generic_seats,
    .to_move = generic_to_move,
    .outcome = generic_outcome,
    .legal = generic_legal,
    .event = generic_event,
    .parse = generic_parse,
    .play = generic_play,
    .undo = generic_undo,
    .choose = generic_choose,
    .view = generic_view,
    .save_record = generic_save,
    .game = generic_game,
};

const GameEngine *game_engine_find(const GameClass *g)
{
    (void)g; /* every game's: a game's own words are its dialect's (engine_dialect.h) */
    return &generic_engine;
}
