/*
 * policy.h — the one interface every player of the lab implements.
 *
 * A policy is told which side it plays, sees only that side's information set
 * (game_view: for the Detective every hidden field is blanked) and returns one
 * of the legal actions it is given.  Randomness comes only from the Pcg32 the
 * caller passes in, so a policy is deterministic given the game's seed.
 *
 * Policies are created from a SPEC string "name[:key=value,...]", for example
 * "random", "heuristic" or "ismcts:iterations=1000,c=0.7".
 */
#ifndef NOIRLAB_POLICY_H
#define NOIRLAB_POLICY_H

#include <stddef.h>

#include "base/pcg32.h"
#include "games/itk/core/game.h"

enum { POLICY_PARAMS_MAX = 12, POLICY_KEY_MAX = 32, POLICY_VALUE_MAX = 256, POLICY_SPEC_MAX = 512 };

typedef struct PolicySpec {
    char name[POLICY_KEY_MAX];
    int n;
    char key[POLICY_PARAMS_MAX][POLICY_KEY_MAX];
    char value[POLICY_PARAMS_MAX][POLICY_VALUE_MAX];
} PolicySpec;

/* Parse "name[:key=value,...]".  Returns 0, or -1 with a message in err
 * (also when a key is given twice). */
int policy_spec_parse(const char *text, PolicySpec *out, char *err, size_t errlen);

/* A value by its value: a number in its shortest text ("0.30" and "0.3"
 * are "0.3", "1e3" is "1000"), so that two specs of one player are one
 * text (a ladder's rung, a tune point, a campaign's cell); a word is left
 * as it is.  policy_spec_parse applies it to every value. */
void policy_value_canonical(char *value, size_t cap);

/* The spec back as canonical text (keys in the order given, values by
 * policy_value_canonical). */
void policy_spec_format(const PolicySpec *spec, char *out, size_t outlen);

/* Typed look-ups with defaults; -1 with a message in err when the value is
 * malformed or out of [min, max] (base/number.h reads it; min >= 0). */
int policy_spec_int(const PolicySpec *s, const char *key, long def, long min, long max, long *out,
                    char *err, size_t errlen);
int policy_spec_double(const PolicySpec *s, const char *key, double def, double min, double max,
                       double *out, char *err, size_t errlen);
const char *policy_spec_str(const PolicySpec *s, const char *key, const char *def);

typedef struct PolicyClass PolicyClass;

typedef struct Policy {
    const PolicyClass *cls;
    void *state;
    int side;
} Policy;

struct PolicyClass {
    const char *name;
    const char *help;        /* one line: what it does and its keys */
    int needs_view;          /* 0: choose() never looks at the game (random) */
    /* Create per-policy state for `side`; NULL with a message in err on a bad spec. */
    void *(*create)(const PolicySpec *spec, int side, char *err, size_t errlen);
    void (*destroy)(void *state);
    /* A new game starts: `view` is the side's view at its first decision or earlier. May be NULL. */
    void (*new_game)(void *state, const Game *view);
    /* Choose one of legal->a[0..n-1].  `view` is NULL when needs_view is 0. */
    Action (*choose)(void *state, const Game *view, const ActionList *legal, Pcg32 *rng);
    /* How this game's accusation was picked among equally probable ones
     * (GameTie, ai/tie.h), for the store; NULL: the policy does not say. */
    int (*guess_tie)(const void *state);
};

/* Build a policy from a spec.  Returns 0, or -1 with a message naming the problem
 * (unknown policy, unknown key, bad value). */
int policy_create(Policy *p, const char *spec_text, int side, char *err, size_t errlen);
void policy_destroy(Policy *p);

/* The registered classes, for `noirlab policies` and help texts. */
const PolicyClass *const *policy_classes(int *n);

#endif
