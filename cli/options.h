/*
 * options.h — the one command-line parser of every noirlab subcommand.
 *
 * A subcommand describes its flags in a table, one row per flag, and calls
 * options_parse.  Adding a flag is adding a row:
 *
 *     static const char *db;          // NULL: not given
 *     static uint64_t threads;        // 0: not given (outside 1..1024)
 *     static int quiet;
 *     const Option options[] = {
 *         {"db", 0, OPT_STRING, &db, "PATH", "database (default results/NAME.db)"},
 *         {"threads", 0, OPT_UNSIGNED, &threads, "T", "OpenMP threads", .min = 1, .max = 1024},
 *         {"quiet", 0, OPT_FLAG, &quiet, NULL, "no progress line"},
 *         {0},
 *     };
 *     const OptionCommand command = {"run", usage_text, about_text, options, notes_text};
 *     int n;                          // operands (non-flag arguments), moved to argv[0..n-1]
 *     int rc = options_parse(&command, argc, argv, &n);
 *     if (rc != OPTIONS_OK)
 *         return options_exit(rc);    // 0 after --help, 2 after a bad flag
 *
 * A row: the long name (without "--"), a short letter or 0, the kind, a
 * pointer to where the value goes, the value's name in the help ("N", "PATH")
 * and one line of help ('\n' continues it on the next line, aligned).  A
 * destination keeps its initial value when the flag is absent: start a number
 * outside its range (0 with .min = 1, NAN for a real) to tell "not given".
 *
 * What every subcommand gets, the same everywhere (docs/cli.md):
 *   - -h and --help print the usage, the about text, the generated list of
 *     flags and the notes on stdout; the command then exits 0;
 *   - --flag VALUE and --flag=VALUE alike (-x VALUE and -xVALUE for a letter);
 *     a VALUE starting with "--" must use the '=' form (so "--db --quiet"
 *     says --db needs a value instead of creating a file "--quiet");
 *   - flag names are matched whole (no abbreviations, so a new flag never
 *     makes an old abbreviation ambiguous); "--" ends the flags;
 *   - a flag that takes one value may be given once; values are never empty;
 *   - numbers are read by base/number.h (no wrap, no sign, no junk) and
 *     range-checked here, so every bad number gets the same message:
 *     "noirlab CMD: --games must be a whole number from 1 to 4294967295, not 'x'";
 *   - every problem is one line "noirlab CMD: problem" on stderr, exit 2.
 */
#ifndef NOIRLAB_OPTIONS_H
#define NOIRLAB_OPTIONS_H

#include <stdint.h>
#include <stdio.h>

typedef enum OptionKind {
    OPT_FLAG,       /* no value: int *, set to 1 */
    OPT_STRING,     /* one value, once: const char ** */
    OPT_UNSIGNED,   /* one whole number in [.min, .max], once: uint64_t * */
    OPT_REAL,       /* one real number in [.lo, .hi], once: double * */
    OPT_LIST,       /* one value, repeatable: OptionList *, values in order */
    OPT_PAIR,       /* two values "--flag A B", once: const char *[2] */
    OPT_HEADING,    /* no flag: a heading line in the help (help only) */
} OptionKind;

enum { OPTION_LIST_MAX = 32 };

typedef struct OptionList {
    int n;
    const char *v[OPTION_LIST_MAX];
} OptionList;

typedef struct Option {
    const char *name;   /* long name without "--" */
    char letter;        /* short name without "-", or 0 */
    OptionKind kind;
    void *dest;
    const char *value;  /* the value's name in the help: "N", "PATH", "A B" */
    const char *help;   /* NULL with a name: accepted but not listed (a flag of a game for the tests) */
    uint64_t min, max;  /* OPT_UNSIGNED */
    double lo, hi;      /* OPT_REAL */
} Option;

typedef struct OptionCommand {
    const char *name;           /* "run": messages say "noirlab run: ..."; "" for noirlab's own */
    const char *usage;          /* "usage: noirlab run [--campaign FILE] ...\n" */
    const char *about;          /* the paragraph before the flags, or NULL */
    const Option *options;      /* ends with a row whose name and help are NULL */
    const char *notes;          /* after the flags (exit status, ...), or NULL */
} OptionCommand;

enum { OPTIONS_OK = 0, OPTIONS_HELP = 1, OPTIONS_BAD = -1 };

/* Parse argv[0..argc-1] (the arguments after the subcommand's name).  Flags
 * go to their destinations; the other arguments (operands) are moved, in
 * order, to argv[0..*n_operands-1].  With n_operands NULL an operand is
 * refused.  Returns OPTIONS_OK, OPTIONS_HELP after printing the help on
 * stdout, or OPTIONS_BAD after printing one line on stderr. */
int options_parse(const OptionCommand *cmd, int argc, char **argv, int *n_operands);

/* The same rules for the words of a session's command line (the engines'
 * `new --seed 3`, docs/protocol.md), so that the engine refuses what the
 * command line refuses (a flag twice, a bad number, an empty value): a
 * problem is written into err as "CMD: problem" instead of stderr, -h and
 * --help are not flags (the session has its own `help`), and nothing is
 * printed.  Returns OPTIONS_OK or OPTIONS_BAD. */
int options_parse_words(const OptionCommand *cmd, int argc, char **argv, int *n_operands, char *err, size_t errlen);

/* The exit status after options_parse did not return OPTIONS_OK. */
int options_exit(int rc);

/* Print the help options_parse prints for -h. */
void options_help(const OptionCommand *cmd, FILE *out);

/* One bad-usage line "noirlab CMD: ..." on stderr, for what the table cannot
 * check (a missing operand, flags that exclude each other); returns
 * OPTIONS_BAD, so `return options_exit(options_fail(...))` exits 2. */
__attribute__((format(printf, 2, 3)))
int options_fail(const OptionCommand *cmd, const char *fmt, ...);

#endif
