/*
 * test_beginner.h — the beginner setup and policy creation shared by the
 * tests that play whole games between policies.
 */
#ifndef NOIRLAB_TEST_BEGINNER_H
#define NOIRLAB_TEST_BEGINNER_H

#include "games/itk/ai/match.h"
#include "games/itk/ai/policy_class.h"

extern MatchConfig test_beginner; /* the beginner layout with its Logic motives, standard switches */

/* A cmocka group setup: load the catalog (test_catalog.h) and fill test_beginner. */
int test_beginner_load(void **state);

/* itk_policy_create, failing the test with its message when spec is refused. */
void test_policy_create(Policy *p, const char *spec, int side);

/* Play one game of test_beginner to its end; *final is the last position. */
void test_play_to_end(Policy *det, Policy *mur, uint64_t seed, Game *final);

/* Play `games` games of test_beginner, two in three heuristic against
 * heuristic and every third random against random (game i from
 * seed_for_game(seed, stream, i)), handing each final position to visit. */
void test_play_mixed(long games, uint64_t seed, uint64_t stream, void (*visit)(void *ctx, const Game *final, long i),
                     void *ctx);

/* got, a posterior P(x, m), equals want normalised (within 1e-9), and keeps
 * the true pair of g possible. */
void test_assert_posterior(const double got[CIVILIANS][MOTIVES], const double want[CIVILIANS][MOTIVES], const Game *g);

#endif
