/*
 * fuzz_prompt — the human prompt (cli/move_prompt.c, `play --human`) on any
 * bytes typed: every answer is a listed move, the board, or text of one
 * whole line shorter than the limit; at most one answer per line typed.
 */
#define _GNU_SOURCE /* memmem */
#include "tests/fuzz/fuzz_common.h"
#include "tests/fuzz/fuzz_session.h"

#include "cli/move_prompt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    enum { MOVES = 7 };
    const char *path = fuzz_file(data, size, "typed.txt");
    if (!freopen(path, "r", stdin) || !freopen("/dev/null", "w", stdout))
        abort();
    char line[MOVE_LINE_MAX], *text;
    size_t answers = 0;
    for (int k; (k = move_prompt(MOVES, "an event", line, sizeof line, &text)) != MOVE_QUIT; answers++) {
        int fine = (k >= 0 && k < MOVES) || k == MOVE_BOARD ||
                   (k == MOVE_TEXT && text >= line && strlen(text) < sizeof line - 1 && !strchr(text, '\n'));
        if (!fine || answers >= fuzz_session_lines(data, size)) {
            fprintf(stderr, "fuzz: answer %d (%zu answers so far)\n", k, answers);
            abort();
        }
    }
    return 0;
}
