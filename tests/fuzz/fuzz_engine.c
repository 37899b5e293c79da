/*
 * fuzz_engine — `noirlab engine`'s line protocol for Intent to Kill
 * (engine/engine_game.c with its dialect, games/itk/engine/itk_dialect.c)
 * on a session of any bytes: no crash, leak or hang, and one answer at most
 * per line (fuzz_session.h).
 */
#define _GNU_SOURCE /* memmem, fmemopen */
#include "tests/fuzz/fuzz_common.h"
#include "tests/fuzz/fuzz_session.h"

#include "engine/engine_game.h"
#include "sim/game_class.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!size || fuzz_session_skipped(data, size))
        return 0;
    const GameClass *g = game_class_find("itk");
    FILE *in = fmemopen((void *)data, size, "r");
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!g || !in || !out || engine_game_run(g, fuzz_catalog(), NULL, 0, in, out) != 0)
        abort();
    fclose(in);
    fclose(out);
    fuzz_session_assert_answers(text, len, fuzz_session_lines(data, size));
    free(text);
    return 0;
}
