/*
 * json.h — writing JSON by hand, a piece at a time: the one quoting of a
 * string and the comma between an object's members, for every writer of a
 * JSON line (the engines' views, docs/protocol.md).
 */
#ifndef NOIRLAB_JSON_H
#define NOIRLAB_JSON_H

#include <stdio.h>

/* A JSON string: quotes, backslashes and control characters escaped. */
void json_str(FILE *out, const char *text);

/* `"key":`, after a comma unless *first (which it clears). */
void json_key(FILE *out, const char *key, int *first);

/* true or false. */
void json_bool(FILE *out, int yes);

#endif
