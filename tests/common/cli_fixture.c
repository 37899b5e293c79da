/*
 * cli_fixture.c — what the tests of noirlab as a program share (cli_fixture.h).
 */
#include "tests/common/cli_fixture.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "tests/analysis/store_fixture.h"
#include "tests/common/cli_capture.h"

CliOutput o;

void cli_noirlab(const char *const *args)
{
    o.status = cli_exec(NOIRLAB_BIN, args, 0, o.out, sizeof o.out, o.err, sizeof o.err);
}

int cli_fixture_setup(void **state)
{
    (void)state;
    return fixture_setup();
}

int cli_fixture_teardown(void **state)
{
    (void)state;
    fixture_teardown();
    return 0;
}

int cli_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

int cli_exists(const char *path)
{
    return access(path, F_OK) == 0;
}

void cli_assert_refused(const char *cmd, const char *db, const char *part)
{
    char prefix[64];
    snprintf(prefix, sizeof prefix, "noirlab %s: ", cmd);
    if (o.status != 2 || cli_lines(o.err) != 1 || o.err[strlen(o.err) - 1] != '\n' ||
        strncmp(o.err, prefix, strlen(prefix)) != 0 || !strstr(o.err, part) || o.out[0])
        fail_msg("status %d, stderr '%s', stdout '%s'; expected status 2 and one line '%s...%s'", o.status, o.err,
                 o.out, prefix, part);
    assert_false(cli_exists(db));
}
