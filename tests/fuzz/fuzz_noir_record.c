/*
 * fuzz_noir_record — NOIR's record reader (games/noir/data/record_read.c) on any
 * bytes.  A refusal names the file (and line); an accepted record was
 * played through the core by the reader and plays again the same.
 */
#include "tests/fuzz/fuzz_common.h"

#include "games/noir/data/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static NoirRecord r;
    static NoirGame g;
    const char *path = fuzz_file(data, size, "game.noir");
    char err[NOIR_RECORD_ERR_MAX];
    if (noir_record_parse(path, &r, err, sizeof err) != 0) {
        fuzz_assert_refusal(err, path);
        return 0;
    }
    if (noir_record_play(&r, &g, path, NULL, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "fuzz: a record read whole does not play: %s\n", err);
        abort();
    }
    return 0;
}
