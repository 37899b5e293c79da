/*
 * fuzz_record — the record reader (games/itk/data/record_read.c) on any bytes.
 * A refused record names the file (and line); an accepted one is played
 * move by move through the rules core, and a refusal there names the file
 * and the line of the event too.
 */
#include "tests/fuzz/fuzz_common.h"

#include "games/itk/data/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static RecordEvent events[RECORD_MAX_EVENTS];
    const Catalog *cat = fuzz_catalog();
    const char *path = fuzz_file(data, size, "game.rec");
    Setup setup;
    RecordInfo info;
    int n;
    char err[RECORD_ERR_MAX];
    if (itk_record_parse(cat, path, &setup, events, RECORD_MAX_EVENTS, &n, &info, err, sizeof err) != 0) {
        fuzz_assert_refusal(err, path);
        return 0;
    }
    Game g;
    if (itk_record_play(&g, &setup, cat, events, n, path, &info, NULL, NULL, err, sizeof err) != 0)
        fuzz_assert_refusal(err, path);
    return 0;
}
