/*
 * test_near.c — a double within a tolerance (test_near.h).
 */
#include "tests/common/test_near.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

void test_check_near(double got, double want, double tol, const char *what, int line)
{
    if (!(fabs(got - want) <= tol))
        fail_msg("line %d: %s = %.12g, expected %.12g within %g", line, what, got, want, tol);
}
