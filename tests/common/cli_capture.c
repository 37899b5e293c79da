#include "cli_capture.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

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

static void slurp(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
    assert_int_equal(fgetc(f), EOF); /* all of it */
    fclose(f);
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
