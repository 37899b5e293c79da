/*
 * number.h — the one way NoirLab reads a number from text: command-line
 * flags (cli/options.h), campaign and ladder files, layout files, policy SPEC
 * values (ai/policy.h), --shard I/N.
 *
 * Strict, so that a typo is refused instead of read as something else:
 *   - the whole text is the number: no empty text, no spaces before or after,
 *     nothing after the digits ("10x", "1e3" as a whole number, "2 0");
 *   - no sign, except a '-' when the range holds negative numbers ('+' never);
 *   - a value outside [min, max] is refused, never wrapped or clamped
 *     ("4294967297" is not 1, "99999999999999999999" is not 2^64-1);
 *   - whole numbers are decimal, or hexadecimal after 0x ("0x2a");
 *   - real numbers are decimal with an optional fraction and exponent
 *     ("0.5", ".5", "5e-3"); no nan, inf or hexadecimal floats, and a value
 *     too small or too large for a double is refused.
 * Each returns 0 and sets *out, or returns -1 and leaves *out alone; the
 * caller says what the number was for ("--games must be ...").
 */
#ifndef NOIRLAB_NUMBER_H
#define NOIRLAB_NUMBER_H

#include <stdint.h>

/* A whole number in [min, max]. */
int number_whole(const char *text, uint64_t min, uint64_t max, uint64_t *out);

/* A real number in [min, max] (min > -inf, max < inf). */
int number_real(const char *text, double min, double max, double *out);

#endif
