/*
 * fuzz_csv — the CSV readers of the game data (civilians.csv and
 * motives.csv, games/itk/data/catalog*.c and the CSV reader of data_text.c) on
 * any bytes: the first byte chooses the file, the rest is its text.  A
 * refusal names the file.
 */
#include "tests/fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Catalog scratch;
    if (size < 1)
        return 0;
    scratch = *fuzz_catalog(); /* the loaders fill one part of a catalog */
    int civilians = data[0] & 1;
    const char *path = fuzz_file(data + 1, size - 1, civilians ? "civilians.csv" : "motives.csv");
    char err[CATALOG_ERR_MAX];
    int rc = civilians ? itk_catalog_load_civilians(&scratch, path, err, sizeof err)
                       : itk_catalog_load_motives(&scratch, path, err, sizeof err);
    if (rc != 0)
        fuzz_assert_refusal(err, path);
    return 0;
}
