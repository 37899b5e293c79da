/*
 * ladder_common.c — flags, numbers and the progress line (ladder_common.h).
 */
#include "ladder_common.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const Flag *find_flag(const Flag *flags, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(flags[i].name, name) == 0)
            return &flags[i];
    return NULL;
}

/* The next argument as a flag's value, or NULL after a message. */
static const char *take_value(const char *cmd, const char *flag, int argc, char **argv, int *i)
{
    if (*i + 1 >= argc) {
        fprintf(stderr, "noirlab %s: %s needs a value (noirlab %s --help)\n", cmd, flag, cmd);
        return NULL;
    }
    return argv[++*i];
}

int flags_parse(const char *cmd, int argc, char **argv, const Flag *flags, int n)
{
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        char name[64];
        size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0)
            return 1;
        const Flag *f = NULL;
        if (len < sizeof name) {
            memcpy(name, arg, len);
            name[len] = '\0';
            f = find_flag(flags, n, name);
        }
        if (!f) {
            fprintf(stderr, "noirlab %s: unknown option '%s' (noirlab %s --help)\n", cmd, arg, cmd);
            return -1;
        }
        if (f->kind == FLAG_SWITCH || f->kind == FLAG_TWO) {
            if (eq) {
                fprintf(stderr, "noirlab %s: %s takes %s\n", cmd, name,
                        f->kind == FLAG_SWITCH ? "no value" : "two values: A B");
                return -1;
            }
        }
        switch (f->kind) {
        case FLAG_SWITCH:
            *(int *)f->slot = 1;
            break;
        case FLAG_TWO: {
            const char **two = f->slot;
            if (two[0]) {
                fprintf(stderr, "noirlab %s: %s given twice\n", cmd, name);
                return -1;
            }
            if (i + 2 >= argc || strncmp(argv[i + 1], "--", 2) == 0 || strncmp(argv[i + 2], "--", 2) == 0) {
                fprintf(stderr, "noirlab %s: %s needs two values: A B (noirlab %s --help)\n", cmd, name, cmd);
                return -1;
            }
            two[0] = argv[++i];
            two[1] = argv[++i];
            break;
        }
        case FLAG_LIST: {
            FlagList *list = f->slot;
            const char *value = eq ? eq + 1 : take_value(cmd, name, argc, argv, &i);
            if (!value)
                return -1;
            if (list->n == FLAG_LIST_MAX) {
                fprintf(stderr, "noirlab %s: %s given more than %d times\n", cmd, name, FLAG_LIST_MAX);
                return -1;
            }
            list->v[list->n++] = value;
            break;
        }
        default: {
            const char **slot = f->slot;
            const char *value = eq ? eq + 1 : take_value(cmd, name, argc, argv, &i);
            if (!value)
                return -1;
            if (*slot) {
                fprintf(stderr, "noirlab %s: %s given twice\n", cmd, name);
                return -1;
            }
            *slot = value;
        }
        }
    }
    return 0;
}

int flags_whole(const char *cmd, const char *flag, const char *text, uint64_t min, uint64_t max, uint64_t *out)
{
    char *end;
    errno = 0;
    int hex = text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
    unsigned long long v = text[0] >= '0' && text[0] <= '9' ? strtoull(text, &end, hex ? 16 : 10) : 0;
    if (!(text[0] >= '0' && text[0] <= '9') || *end != '\0' || errno != 0 || v < min || v > max) {
        fprintf(stderr, "noirlab %s: %s must be a whole number from %llu to %llu, not '%s'\n", cmd, flag,
                (unsigned long long)min, (unsigned long long)max, text);
        return -1;
    }
    *out = v;
    return 0;
}

int flags_real(const char *cmd, const char *flag, const char *text, double min, double max, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (end == text || *end != '\0' || errno != 0 || !(v >= min && v <= max)) {
        fprintf(stderr, "noirlab %s: %s must be a number from %g to %g, not '%s'\n", cmd, flag, min, max, text);
        return -1;
    }
    *out = v;
    return 0;
}

