/*
 * test_near.h — a double within a tolerance (cmocka's assert_float_equal
 * compares floats), failing with the expression, both values and the line.
 */
#ifndef NOIRLAB_TEST_NEAR_H
#define NOIRLAB_TEST_NEAR_H

#define assert_near(got, want, tol) test_check_near((got), (want), (tol), #got, __LINE__)

void test_check_near(double got, double want, double tol, const char *what, int line);

#endif
