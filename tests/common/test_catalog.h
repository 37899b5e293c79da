/*
 * test_catalog.h — the game data of scenarios/, loaded once per test program.
 */
#ifndef NOIRLAB_TEST_CATALOG_H
#define NOIRLAB_TEST_CATALOG_H

#include "games/itk/data/catalog.h"

extern Catalog test_catalog;

/* A cmocka group setup: load itk_catalog_default_dir() into test_catalog. */
int test_catalog_load(void **state);

#endif
