#include "tests/common/test_catalog.h"

#include <stdio.h>

Catalog test_catalog;

int test_catalog_load(void **state)
{
    (void)state;
    char err[CATALOG_ERR_MAX];
    if (itk_catalog_load(&test_catalog, itk_catalog_default_dir(), err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}
