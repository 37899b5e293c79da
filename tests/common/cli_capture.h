/*
 * cli_capture.h — run the built noirlab binary from a test and keep what it
 * printed: a scratch folder per test program (cmocka group setup/teardown)
 * and cli_capture() through the shell, or cli_exec() without one.
 */
#ifndef NOIRLAB_CLI_CAPTURE_H
#define NOIRLAB_CLI_CAPTURE_H

#include <stddef.h>
#include <sys/types.h>

/* The scratch folder made by cli_scratch_make (valid until cli_scratch_remove). */
const char *cli_scratch(void);

int cli_scratch_make(void **state);
int cli_scratch_remove(void **state);

/* Run `BIN SUBCOMMAND ARGS` (ARGS as a shell would split them); fill out and
 * err with all it printed (the test fails if either overflows) and return its
 * exit status. */
int cli_capture(const char *bin, const char *subcommand, const char *args, char *out, size_t outlen, char *err,
                size_t errlen);

/* Sleep `seconds`, then kill process pid with SIGKILL. */
/* `BIN SUBCOMMAND FIFO`, a FIFO made in the scratch folder, must exit 1 with
 * the one line "FIFO: is a FIFO (a named pipe), not a file" and print
 * nothing: refused by its kind, not waited on for a writer.  Run under
 * timeout(1), so a regression fails (status 124) instead of hanging. */
void cli_assert_fifo_refused(const char *bin, const char *subcommand);

void cli_kill_after(pid_t pid, double seconds);

/* Call ready(ctx) every millisecond while process pid runs and kill it with
 * SIGKILL as soon as it returns non-zero: a kill that lands at a state of
 * the process's making (say, some chunks stored), not at a moment of the
 * clock.  Reaps pid and returns its wait status (not killed if it ended
 * before ready said so). */
int cli_kill_when(pid_t pid, int (*ready)(void *ctx), void *ctx);

/* The same with signal sig (SIGTERM: a stop the program handles). */
int cli_signal_when(pid_t pid, int sig, int (*ready)(void *ctx), void *ctx);

/* Run `bin` with the NULL-terminated args (not counting the program's name)
 * without a shell; when kill_after > 0, kill it with SIGKILL after that many
 * seconds.  Fill out and err with all it printed (the test fails if either
 * overflows) and return its exit status, or 128 + the signal that ended it. */
int cli_exec(const char *bin, const char *const *args, double kill_after, char *out, size_t outlen, char *err,
             size_t errlen);

/* cli_exec, killed with SIGKILL as cli_kill_when says. */
int cli_exec_kill_when(const char *bin, const char *const *args, int (*ready)(void *ctx), void *ctx, char *out,
                       size_t outlen, char *err, size_t errlen);

/* cli_exec, sent signal sig as cli_signal_when says. */
int cli_exec_signal_when(const char *bin, const char *const *args, int sig, int (*ready)(void *ctx), void *ctx,
                         char *out, size_t outlen, char *err, size_t errlen);

#endif
