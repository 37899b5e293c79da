/*
 * fuzz_engine — `noirlab engine`'s line protocol (engine/protocol.c, with
 * Intent to Kill's commands, games/itk/engine/protocol.c) on a
 * session of any bytes: no crash, leak or hang, and one answer at most per
 * line (fuzz_session.h).
 */
#define _GNU_SOURCE /* memmem, fmemopen */
#include "tests/fuzz/fuzz_common.h"
#include "tests/fuzz/fuzz_session.h"

#include "engine/protocol.h"
#include "games/itk/engine/protocol.h"
#include "games/itk/engine/session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Session *s;
    char err[SESSION_ERR_MAX];
    if (!size || fuzz_session_skipped(data, size))
        return 0;
    if (!s && !(s = itk_session_create(NOIRLAB_SOURCE_DIR "/scenarios", err, sizeof err))) {
        fprintf(stderr, "fuzz: %s\n", err);
        abort();
    }
    FILE *in = fmemopen((void *)data, size, "r");
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!in || !out)
        abort();
    protocol_run(itk_protocol_command, s, in, out);
    fclose(in);
    fclose(out);
    fuzz_session_assert_answers(text, len, fuzz_session_lines(data, size));
    free(text);
    return 0;
}
