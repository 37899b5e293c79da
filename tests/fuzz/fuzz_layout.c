/*
 * fuzz_layout — the layout reader (games/itk/data/catalog_layout.c, through
 * libinih) on any bytes.  A refusal names the file.
 */
#include "tests/fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const Catalog *cat = fuzz_catalog();
    const char *path = fuzz_file(data, size, "layout.ini");
    Layout out;
    char err[CATALOG_ERR_MAX];
    if (itk_layout_load_file(cat, path, &out, err, sizeof err) != 0)
        fuzz_assert_refusal(err, path);
    return 0;
}
