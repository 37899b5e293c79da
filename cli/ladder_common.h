/*
 * ladder_common.h — what `noirlab ladder` and `noirlab tune` share: a
 * table-driven flag parser, number checks that print one message, and the
 * progress line on stderr (progress.h).
 */
#ifndef NOIRLAB_LADDER_COMMON_H
#define NOIRLAB_LADDER_COMMON_H

#include <stdint.h>

#include "../runner/runner.h"
#include "progress.h"

enum FlagKind {
    FLAG_VALUE,     /* --flag V or --flag=V, once: const char ** */
    FLAG_SWITCH,    /* --flag, no value: int * */
    FLAG_LIST,      /* --flag V, repeatable: FlagList * */
    FLAG_TWO,       /* --flag A B, once: const char *[2] */
};

enum { FLAG_LIST_MAX = 16 };

typedef struct FlagList {
    int n;
    const char *v[FLAG_LIST_MAX];
} FlagList;

typedef struct Flag {
    const char *name;
    int kind;       /* enum FlagKind */
    void *slot;
} Flag;

/* Parse argv against flags[0..n-1].  Returns 0, 1 for --help/-h, or -1
 * after printing "noirlab CMD: problem" on stderr. */
int flags_parse(const char *cmd, int argc, char **argv, const Flag *flags, int n);

/* A whole number in [min, max] (decimal, or 0x hexadecimal).  Returns 0, or
 * -1 after printing "noirlab CMD: FLAG must be ...". */
int flags_whole(const char *cmd, const char *flag, const char *text, uint64_t min, uint64_t max, uint64_t *out);

/* A real number in [min, max]; as flags_whole. */
int flags_real(const char *cmd, const char *flag, const char *text, double min, double max, double *out);


#endif
