/*
 * itk_engine.c — Intent to Kill's engine (engine/game_engine.h), which
 * `noirlab engine` and the C library drive: its Session (session.h) and its
 * dialect of the protocol (protocol.h), with the fixed numbering of its
 * actions for masks.
 */
#include "engine/game_engine.h"
#include "engine/game_engine_list.h" /* its declaration, checked against the definition */
#include "games/itk/engine/protocol.h"
#include "games/itk/engine/session.h"
#include "games/itk/itk_class.h"

/* The action numbering: kind, then a (a civilian 0..19 is the largest
 * argument a takes), then b (a block 0..15 the largest b takes). */
enum { INDEX_A = CIVILIANS, INDEX_B = CITY_BLOCKS };

static void *itk_engine_open(const GameClass *g, const char *data_dir, char *err, size_t errlen)
{
    (void)g;
    return itk_session_create(data_dir, err, errlen);
}

static void itk_engine_close(void *s) { itk_session_destroy(s); }

static int itk_engine_new(void *s, const CampaignFlags *flags, uint64_t number, char *err, size_t errlen)
{
    return itk_session_new_game(s, flags, number, err, errlen);
}

static int itk_engine_load(void *s, const char *path, uint64_t seed, char *err, size_t errlen)
{
    return itk_session_load_record(s, path, seed, err, errlen);
}

static int itk_engine_started(const void *s) { return itk_session_started(s); }

static int itk_engine_seats(const void *s)
{
    (void)s;
    return GAME_SEATS;
}

/* Its sides are the interface's seats (the hider 0, the seeker 1). */
_Static_assert((int)SIDE_MURDERER == (int)GAME_HIDER && (int)SIDE_DETECTIVE == (int)GAME_SEEKER, "sides are seats");

static int itk_engine_to_move(const void *s)
{
    int side = itk_session_to_move(s);
    return side == SIDE_CHANCE ? GAME_CHANCE : side == SIDE_NONE ? GAME_NOBODY : side;
}

static int itk_engine_outcome(const void *s, GameOutcome *o)
{
    const Game *g = itk_session_game(s);
    if (!itk_session_started(s) || !game_over(g))
        return -1;
    itk_game_class.result(g, itk_session_plies(s), o);
    return 0;
}

static void itk_engine_legal(const void *s, GameActions *out)
{
    itk_game_legal(itk_session_game(s), out); /* an ActionList is a GameActions */
    if (game_over(itk_session_game(s)))
        out->n = 0;
}

static void itk_engine_event(const void *s, GameAction a, char *out, size_t outlen)
{
    itk_session_format(s, itk_session_game(s), a, 1, out, outlen);
}

static int itk_engine_parse(const void *s, const char *text, GameAction *a, char *err, size_t errlen)
{
    Action action;
    if (itk_session_parse(s, text, &action, err, errlen))
        return -1;
    *a = action;
    return 0;
}

static int itk_engine_play(void *s, GameAction a, char *err, size_t errlen)
{
    return itk_session_play(s, a, NULL, err, errlen);
}

static int itk_engine_undo(void *s) { return itk_session_undo(s, NULL); }

static int itk_engine_choose(void *s, const char *spec, GameAction *a, char *err, size_t errlen)
{
    Action action;
    if (itk_session_choose(s, spec, &action, err, errlen))
        return -1;
    *a = action;
    return 0;
}

static int itk_engine_view(void *s, int seat, int json, FILE *out, char *err, size_t errlen)
{
    (void)err, (void)errlen; /* a seat's view is always there (the caller checks the seat) */
    if (json)
        itk_session_view_json(s, seat, out);
    else
        itk_session_view_text(s, seat, out);
    return 0;
}

static int itk_engine_save(const void *s, const char *path, char *err, size_t errlen)
{
    return itk_session_save_record(s, path, err, errlen);
}

static int itk_engine_action_index(GameAction a)
{
    int kind = action_kind(a), x = action_a(a), y = action_b(a);
    if (kind >= ACTION_KINDS || x >= INDEX_A || y >= INDEX_B)
        return -1;
    return (kind * INDEX_A + x) * INDEX_B + y;
}

static GameAction itk_engine_action_from_index(int index)
{
    return ACTION(index / (INDEX_A * INDEX_B), index / INDEX_B % INDEX_A, index % INDEX_B);
}

const GameEngine itk_game_engine = {
    .game = "itk",
    .catalog_cells = 1,
    .open = itk_engine_open,
    .close = itk_engine_close,
    .command = itk_protocol_command,
    .new_game = itk_engine_new,
    .load = itk_engine_load,
    .started = itk_engine_started,
    .seats = itk_engine_seats,
    .to_move = itk_engine_to_move,
    .outcome = itk_engine_outcome,
    .legal = itk_engine_legal,
    .event = itk_engine_event,
    .parse = itk_engine_parse,
    .play = itk_engine_play,
    .undo = itk_engine_undo,
    .choose = itk_engine_choose,
    .view = itk_engine_view,
    .save_record = itk_engine_save,
    .action_space = ACTION_KINDS * INDEX_A * INDEX_B,
    .action_index = itk_engine_action_index,
    .action_from_index = itk_engine_action_from_index,
};
