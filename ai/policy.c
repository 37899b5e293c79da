/*
 * policy.c — policy SPEC strings: parsed, looked up, written back.
 */
#include "ai/policy.h"

#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/number.h"

static int copy_token(char *dst, size_t cap, const char *src, size_t len)
{
    while (len > 0 && (*src == ' ' || *src == '\t')) { /* trim */
        src++;
        len--;
    }
    while (len > 0 && (src[len - 1] == ' ' || src[len - 1] == '\t'))
        len--;
    if (len == 0 || len >= cap)
        return -1;
    memcpy(dst, src, len);
    dst[len] = '\0';
    return 0;
}

void policy_value_canonical(char *value, size_t cap)
{
    uint64_t whole;
    double real;
    if (number_whole(value, 0, UINT64_MAX, &whole) == 0) {
        snprintf(value, cap, "%llu", (unsigned long long)whole);
        return;
    }
    if (number_real(value, -DBL_MAX, DBL_MAX, &real) != 0)
        return; /* a word (hypothesis=public, model=FILE): as written */
    char text[32];
    for (int digits = 1; digits <= 17; digits++) { /* the shortest text of the same number */
        snprintf(text, sizeof text, "%.*g", digits, real);
        if (strtod(text, NULL) == real)
            break;
    }
    if (strlen(text) < cap)
        strcpy(value, text);
}

/* Why "key=value" (len characters at p) is not a parameter: which part is
 * missing or over its length limit. */
static int bad_parameter(const char *text, const char *p, size_t len, char *err, size_t errlen)
{
    const char *eq = memchr(p, '=', len);
    if (eq && (size_t)(eq - p) >= POLICY_KEY_MAX)
        snprintf(err, errlen, "policy spec '%s': the key '%.*s' is longer than %d characters (the limit)", text,
                 (int)(eq - p), p, POLICY_KEY_MAX - 1);
    else if (eq && len - (size_t)(eq - p) - 1 >= POLICY_VALUE_MAX)
        snprintf(err, errlen, "policy spec '%s': the value of '%.*s' is longer than %d characters (the limit)", text,
                 (int)(eq - p), p, POLICY_VALUE_MAX - 1);
    else
        snprintf(err, errlen, "policy spec '%s': expected key=value, got '%.*s'", text, (int)len, p);
    return -1;
}

int policy_spec_parse(const char *text, PolicySpec *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    const char *colon = strchr(text, ':');
    size_t name_len = colon ? (size_t)(colon - text) : strlen(text);
    if (copy_token(out->name, sizeof out->name, text, name_len)) {
        snprintf(err, errlen, "policy spec '%s': missing or too long policy name", text);
        return -1;
    }
    for (const char *p = colon ? colon + 1 : NULL; p && *p;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        const char *eq = memchr(p, '=', len);
        if (out->n == POLICY_PARAMS_MAX) {
            snprintf(err, errlen, "policy spec '%s': more than %d parameters", text, POLICY_PARAMS_MAX);
            return -1;
        }
        if (!eq || copy_token(out->key[out->n], POLICY_KEY_MAX, p, (size_t)(eq - p)) ||
            copy_token(out->value[out->n], POLICY_VALUE_MAX, eq + 1, len - (size_t)(eq - p) - 1))
            return bad_parameter(text, p, len, err, errlen);
        policy_value_canonical(out->value[out->n], POLICY_VALUE_MAX);
        /* One value per key: "iterations=10,iterations=2" would otherwise play
         * one of them and slip past the duplicate-cell check of campaigns. */
        for (int k = 0; k < out->n; k++)
            if (strcmp(out->key[k], out->key[out->n]) == 0) {
                snprintf(err, errlen, "policy spec '%s': '%s' given twice", text, out->key[k]);
                return -1;
            }
        out->n++;
        p = end ? end + 1 : NULL;
    }
    return 0;
}

void policy_spec_format(const PolicySpec *spec, char *out, size_t outlen)
{
    size_t used = (size_t)snprintf(out, outlen, "%s", spec->name);
    for (int i = 0; i < spec->n && used < outlen; i++)
        used += (size_t)snprintf(out + used, outlen - used, "%c%s=%s", i ? ',' : ':', spec->key[i],
                                 spec->value[i]);
}

const char *policy_spec_str(const PolicySpec *s, const char *key, const char *def)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->key[i], key) == 0)
            return s->value[i];
    return def;
}

int policy_spec_int(const PolicySpec *s, const char *key, long def, long min, long max, long *out,
                    char *err, size_t errlen)
{
    const char *v = policy_spec_str(s, key, NULL);
    if (!v) {
        *out = def;
        return 0;
    }
    uint64_t x;
    if (number_whole(v, (uint64_t)min, (uint64_t)max, &x)) {
        snprintf(err, errlen, "policy %s: %s=%s is not a whole number in %ld..%ld", s->name, key, v, min, max);
        return -1;
    }
    *out = (long)x;
    return 0;
}

int policy_spec_double(const PolicySpec *s, const char *key, double def, double min, double max,
                       double *out, char *err, size_t errlen)
{
    const char *v = policy_spec_str(s, key, NULL);
    if (!v) {
        *out = def;
        return 0;
    }
    double x;
    if (number_real(v, min, max, &x)) {
        snprintf(err, errlen, "policy %s: %s=%s is not a number in %g..%g", s->name, key, v, min, max);
        return -1;
    }
    *out = x;
    return 0;
}

int policy_key_names_file(const char *key)
{
    return strcmp(key, "model") == 0 || strcmp(key, "file") == 0 || strcmp(key, "against") == 0;
}

/* A spec key the class does not know is an error, not silently ignored. */
int policy_spec_check_keys(const PolicySpec *s, const char *const *known, char *err, size_t errlen)
{
    for (int i = 0; i < s->n; i++) {
        int ok = 0;
        for (const char *const *k = known; *k; k++)
            ok |= strcmp(*k, s->key[i]) == 0;
        if (!ok) {
            snprintf(err, errlen, "policy %s: unknown parameter '%s'", s->name, s->key[i]);
            return -1;
        }
    }
    return 0;
}
