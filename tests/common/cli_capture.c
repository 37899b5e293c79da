#include "tests/common/cli_capture.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

static char dir[] = "/tmp/noirlab-cli-XXXXXX";

const char *cli_scratch(void) { return dir; }

int cli_scratch_make(void **state)
{
    (void)state;
    return mkdtemp(dir) ? 0 : -1;
}

int cli_scratch_remove(void **state)
{
    char cmd[256];
    (void)state;
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

/* All of f, from its start, into buf; then close f. */
static void slurp_file(FILE *f, char *buf, size_t size)
{
    rewind(f);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
    assert_int_equal(fgetc(f), EOF); /* all of it */
    fclose(f);
}

static void slurp(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    slurp_file(f, buf, size);
}

int cli_capture(const char *bin, const char *subcommand, const char *args, char *out, size_t outlen, char *err,
                size_t errlen)
{
    char cmd[2048], out_path[256], err_path[256];
    snprintf(out_path, sizeof out_path, "%s/stdout", dir);
    snprintf(err_path, sizeof err_path, "%s/stderr", dir);
    snprintf(cmd, sizeof cmd, "'%s' %s %s >'%s' 2>'%s'", bin, subcommand, args, out_path, err_path);
    int status = system(cmd);
    assert_true(WIFEXITED(status));
    slurp(out_path, out, outlen);
    slurp(err_path, err, errlen);
    return WEXITSTATUS(status);
}

void cli_assert_fifo_refused(const char *bin, const char *subcommand)
{
    static char out[4096], err[4096];
    char path[256], command[1024], args[300], want[400];
    snprintf(path, sizeof path, "%s/pipe.rec", dir);
    remove(path);
    assert_int_equal(mkfifo(path, 0600), 0);
    snprintf(command, sizeof command, "10 '%s' %s", bin, subcommand);
    snprintf(args, sizeof args, "'%s'", path);
    assert_int_equal(cli_capture("timeout", command, args, out, sizeof out, err, sizeof err), 1);
    snprintf(want, sizeof want, "%s: is a FIFO (a named pipe), not a file\n", path);
    assert_string_equal(err, want);
    assert_string_equal(out, "");
    remove(path);
}

void cli_kill_after(pid_t pid, double seconds)
{
    struct timespec ts = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
    nanosleep(&ts, NULL);
    kill(pid, SIGKILL);
}

int cli_kill_when(pid_t pid, int (*ready)(void *ctx), void *ctx)
{
    return cli_signal_when(pid, SIGKILL, ready, ctx);
}

int cli_signal_when(pid_t pid, int sig, int (*ready)(void *ctx), void *ctx)
{
    const struct timespec tick = {0, 1000000}; /* 1 ms */
    int status;
    for (;;) {
        pid_t done = waitpid(pid, &status, WNOHANG);
        assert_true(done == 0 || done == pid);
        if (done == pid)
            return status; /* it ended first */
        if (ready(ctx))
            break;
        nanosleep(&tick, NULL);
    }
    kill(pid, sig);
    assert_int_equal(waitpid(pid, &status, 0), pid);
    return status;
}

/* Run bin with args; kill it after kill_after s (> 0), or send it sig when
 * ready(ctx) (ready not NULL). */
static int exec_and_kill(const char *bin, const char *const *args, double kill_after, int sig,
                         int (*ready)(void *ctx), void *ctx, char *out, size_t outlen, char *err, size_t errlen)
{
    const char *argv[64] = {bin};
    int n = 1;
    for (; args[n - 1]; n++) {
        assert_true(n < 63);
        argv[n] = args[n - 1];
    }
    argv[n] = NULL;
    FILE *fo = tmpfile(), *fe = tmpfile();
    assert_true(fo && fe);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fileno(fo), 1);
        dup2(fileno(fe), 2);
        execv(bin, (char *const *)argv);
        _exit(127);
    }
    int status;
    if (ready) {
        status = cli_signal_when(pid, sig, ready, ctx);
    } else {
        if (kill_after > 0)
            cli_kill_after(pid, kill_after);
        assert_int_equal(waitpid(pid, &status, 0), pid);
    }
    slurp_file(fo, out, outlen);
    slurp_file(fe, err, errlen);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

int cli_exec(const char *bin, const char *const *args, double kill_after, char *out, size_t outlen, char *err,
             size_t errlen)
{
    return exec_and_kill(bin, args, kill_after, 0, NULL, NULL, out, outlen, err, errlen);
}

int cli_exec_kill_when(const char *bin, const char *const *args, int (*ready)(void *ctx), void *ctx, char *out,
                       size_t outlen, char *err, size_t errlen)
{
    return exec_and_kill(bin, args, 0, SIGKILL, ready, ctx, out, outlen, err, errlen);
}

int cli_exec_signal_when(const char *bin, const char *const *args, int sig, int (*ready)(void *ctx), void *ctx,
                         char *out, size_t outlen, char *err, size_t errlen)
{
    return exec_and_kill(bin, args, 0, sig, ready, ctx, out, outlen, err, errlen);
}
