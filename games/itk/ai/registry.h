/*
 * registry.h — Intent to Kill's policy classes (listed in policy_class.c);
 * their create() functions check their keys with policy_spec_check_keys
 * (ai/policy.h).
 */
#ifndef NOIRLAB_REGISTRY_H
#define NOIRLAB_REGISTRY_H

#include "games/itk/ai/policy_class.h"

extern const PolicyClass itk_policy_random;
extern const PolicyClass itk_policy_heuristic;
extern const PolicyClass itk_policy_ismcts;
extern const PolicyClass itk_policy_bluff;

#endif
