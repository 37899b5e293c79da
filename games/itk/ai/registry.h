/*
 * registry.h — the policy classes the lab ships (listed in policy.c) and the
 * helpers their create() functions share.
 */
#ifndef NOIRLAB_REGISTRY_H
#define NOIRLAB_REGISTRY_H

#include "ai/policy.h"

extern const PolicyClass policy_random;
extern const PolicyClass policy_heuristic;
extern const PolicyClass policy_ismcts;
extern const PolicyClass policy_bluff;

/* -1 with "policy NAME: unknown parameter 'k'" when the spec has a key not in
 * the NULL-terminated list `known`. */
int policy_spec_check_keys(const PolicySpec *s, const char *const *known, char *err, size_t errlen);

#endif
