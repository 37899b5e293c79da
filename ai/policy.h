/*
 * policy.h — a player's SPEC: "name[:key=value,...]", for example "random",
 * "heuristic" or "ismcts:iterations=1000,c=0.7", parsed, looked up and
 * written back (every game's players are created from one: game_policy.h).
 */
#ifndef NOIRLAB_POLICY_H
#define NOIRLAB_POLICY_H

#include <stddef.h>

#include "base/pcg32.h"

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

/* 1 when a key's value names a file that a SPEC written in a file means
 * beside that file (a campaign file's, a mixture file's): model=, file= and
 * against=; else 0. */
int policy_key_names_file(const char *key);

/* -1 with "policy NAME: unknown parameter 'k'" when the spec has a key not in
 * the NULL-terminated list `known`. */
int policy_spec_check_keys(const PolicySpec *s, const char *const *known, char *err, size_t errlen);

#endif
