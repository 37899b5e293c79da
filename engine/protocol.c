/*
 * protocol.c — the line loop every engine shares (protocol.h).
 */
#include "engine/protocol.h"

#include "base/line.h"

void protocol_handshake(FILE *out)
{
    fprintf(out, "noirlab-engine %d %s\n", PROTOCOL_VERSION, NOIRLAB_VERSION);
    fflush(out);
}

void protocol_run(int (*command)(void *session, const char *line, FILE *out), void *session, FILE *in, FILE *out)
{
    char line[PROTOCOL_LINE_MAX + 2], why[128];
    int got;
    protocol_handshake(out);
    while ((got = text_line_whole(in, line, sizeof line)) != TEXT_END && got != TEXT_READ_ERROR) {
        if (got != TEXT_LINE) { /* refused whole: nothing of it runs */
            fprintf(out, "error %s\n", text_line_refusal(got, sizeof line, why, sizeof why));
            fflush(out);
        } else if (command(session, line, out))
            return;
    }
}
