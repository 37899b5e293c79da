/*
 * game_policy.h — players of any game, registered per game.
 *
 * A GamePolicyClass plays one game (`game`, a GameClass name) or any game
 * (`game` NULL: it works off the legal actions alone, like "random").  A
 * policy sees only its seat's view (GameClass.view, the game's own view type)
 * and returns one of the legal actions it is given; randomness comes only from
 * the Pcg32 the caller passes, so a policy is deterministic given the game's
 * seed.  Specs are the same "name[:key=value,...]" text as ai/policy.h.
 *
 * Look-up (game_policy_create): the classes registered for the game, then
 * the classes for any game, then the game's family of classes (Intent to
 * Kill: every class of games/itk/ai/policy_class.h's registry, adapted; NOIR: every class of
 * games/noir/ai/noir_policy.h's).  A game's own policies are added to the list in
 * game_policy.c, one line each.
 */
#ifndef NOIRLAB_GAME_POLICY_H
#define NOIRLAB_GAME_POLICY_H

#include <stddef.h>

#include "ai/policy.h"
#include "ai/search_info.h"
#include "sim/game_class.h"

typedef struct GamePolicyClass {
    const char *game;        /* GameClass.name, or NULL: any game */
    const char *name;        /* NULL: a family, whose create() resolves spec->name itself */
    const char *help;        /* one line: what it does and its keys */
    int needs_view;          /* 0: choose() never looks at the view (it gets NULL) */
    /* Per-policy state for `seat` of `game`; NULL with a message in err on a
     * bad spec.  *needs_view may be changed (a family sets its member's). */
    void *(*create)(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                    size_t errlen);
    void (*destroy)(void *state);
    /* A new game starts: `view` is the seat's view at the start.  May be NULL. */
    void (*new_game)(void *state, const void *view);
    /* One of legal->a[0..n-1]; `view` is NULL when needs_view is 0. */
    GameAction (*choose)(void *state, const void *view, const GameActions *legal, Pcg32 *rng);
    /* How this game's final guess was picked among equal candidates (GameTie):
     * GAME_TIE_NONE when the class does not say.  May be NULL. */
    int (*guess_tie)(const void *state);
    /* What the last choose() searched (ai/search_info.h), for the engine
     * protocols' `info` lines; NULL, or iterations 0: no search. */
    void (*search_info)(const void *state, SearchInfo *out);
    /* Before new_game: a stream of the game's seed for this seat's per-game
     * draws (ai/mixture.h), apart from the stream choose() is given.  May be
     * NULL. */
    void (*draw)(void *state, Pcg32 *draw);
    /* 1: asked even when one action is legal (a person who is shown it and
     * answers; choose() must then draw nothing); 0: not asked then. */
    int asked_forced;
} GamePolicyClass;

typedef struct GamePolicy {
    const GamePolicyClass *cls;
    const GameClass *game;
    void *state;
    int seat;                /* 0 .. the game's seats - 1 (two-seat games: GAME_HIDER, GAME_SEEKER) */
    int needs_view;
} GamePolicy;

/* Build a policy of `game` for `seat` from a spec.  0, or -1 with a message
 * naming the problem (unknown policy for this game, unknown key, bad value). */
int game_policy_create(GamePolicy *p, const GameClass *game, const char *spec_text, int seat, char *err,
                       size_t errlen);
void game_policy_destroy(GamePolicy *p);

/* Every registered class (the games' POLICY hooks, then the generic
 * random and mixture players), for `noirlab policies`. */
const GamePolicyClass *const *game_policy_classes(int *n);

/* The generic player: a uniformly random legal action, any game. */
extern const GamePolicyClass game_policy_random;

/*
 * A family: a game's own registry of policy classes adapted to this table
 * once, by the family code of game_policy.c; the game's folder registers it
 * (noirlab_game_hook(FAMILY ...), docs/hacking.md).  Every registry's classes create and
 * destroy their state alike; a family gives only what is the game's own: a
 * class by name, and a class's new_game and choose called with the game's
 * own view and action types.
 */
typedef struct GamePolicyMember {
    const void *cls;         /* the registry's class */
    void *(*create)(const PolicySpec *spec, int side, char *err, size_t errlen);
    void (*destroy)(void *state);
    int needs_view;
    void (*search_info)(const void *state, SearchInfo *out); /* NULL: the class does not search */
} GamePolicyMember;

typedef struct GamePolicyFamily {
    const char *game;        /* GameClass.name */
    const char *title;       /* the heading `noirlab policies` lists its classes under */
    /* The i-th class's name and help, NULL past the last. */
    const char *(*member_name)(int i, const char **help);
    /* The class called `name`: 0, or -1 with "unknown policy ..." in err. */
    int (*find)(const char *name, GamePolicyMember *member, char *err, size_t errlen);
    /* The class's new_game (if it has one) and choose, on the game's own types. */
    void (*new_game)(const void *cls, void *state, const void *view);
    GameAction (*choose)(const void *cls, void *state, const void *view, const GameActions *legal, Pcg32 *rng);
    /* The class's guess_tie, GAME_TIE_NONE without one; NULL: no class of the family has one. */
    int (*guess_tie)(const void *cls, const void *state);
} GamePolicyFamily;

/* Every registered family, in the order of NOIRLAB_GAMES. */
const GamePolicyFamily *const *game_policy_families(int *n);

#endif
