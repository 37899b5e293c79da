/*
 * cli_fixture.h — what the tests of noirlab as a program share (cli_files,
 * cli_run, cli_ladder): the last run's exit status and output, the scratch
 * folder of store_fixture.h as a cmocka group fixture and the refusal every
 * bad flag or file must get (folder_snapshot.h shows it changed nothing).
 */
#ifndef NOIRLAB_CLI_FIXTURE_H
#define NOIRLAB_CLI_FIXTURE_H

typedef struct CliOutput {
    int status; /* exit status, or 128 + signal */
    char out[65536];
    char err[65536];
} CliOutput;

/* The last run of NOIRLAB. */
extern CliOutput o;

/* Run the built noirlab (NOIRLAB_BIN) with the NULL-terminated args, no
 * shell; its status and output in o. */
void cli_noirlab(const char *const *args);
#define NOIRLAB(...) cli_noirlab((const char *const[]){__VA_ARGS__, NULL})

/* cmocka group setup and teardown: fixture_setup and fixture_teardown. */
int cli_fixture_setup(void **state);
int cli_fixture_teardown(void **state);

/* Lines in s (its newlines). */
int cli_lines(const char *s);

/* Does anything exist at path? */
int cli_exists(const char *path);

/* The run of o was refused as bad input: status 2, exactly one line on
 * stderr, starting "noirlab CMD: " and containing part, nothing on stdout,
 * and no file at db. */
void cli_assert_refused(const char *cmd, const char *db, const char *part);

#endif
