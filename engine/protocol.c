/*
 * protocol.c — what every engine shares (protocol.h): the rules of a line
 * and its answer, and the loop over the input.
 */
#include "engine/protocol.h"

#include <stdlib.h>
#include <string.h>

#include "base/line.h"

void protocol_handshake(FILE *out)
{
    fprintf(out, "noirlab-engine %d %s\n", PROTOCOL_VERSION, NOIRLAB_VERSION);
    fflush(out);
}

/* The line cut at its newline into buf; -1 with the reason it is refused. */
static int line_text(const char *line, char *buf, size_t buflen, char *err, size_t errlen)
{
    char why[128];
    size_t len = strlen(line);
    if (len && line[len - 1] == '\n')
        len -= len > 1 && line[len - 2] == '\r' ? 2 : 1;
    if (len > PROTOCOL_LINE_MAX)
        return snprintf(err, errlen, "%s", text_line_refusal(TEXT_LONG, PROTOCOL_LINE_MAX + 2, why, sizeof why)), -1;
    if (strcspn(line, "\r\n") < len) /* two commands in one string would run the first alone */
        return snprintf(err, errlen, "a line break inside the line: one command a line"), -1;
    snprintf(buf, buflen, "%.*s", (int)len, line);
    return 0;
}

int protocol_answer(ProtocolAnswer answer, void *session, const char *line, FILE *out)
{
    char buf[PROTOCOL_LINE_MAX + 1], err[PROTOCOL_ERR_MAX] = "";
    int rc = line_text(line, buf, sizeof buf, err, sizeof err);
    const char *word = buf + strspn(buf, " \t");
    if (rc == 0 && (!*word || *word == '#'))
        return 0;
    int quit = rc == 0 && strcspn(word, " \t") == 4 && strncmp(word, "quit", 4) == 0;
    /* The answer goes to a memory stream first, so that a failing command
     * prints nothing but its error line. */
    char *text = NULL;
    size_t size = 0;
    FILE *body = rc == 0 && !quit ? open_memstream(&text, &size) : NULL;
    if (rc == 0 && !quit && !body)
        rc = -1, snprintf(err, sizeof err, "out of memory");
    if (body) {
        rc = answer(session, buf, body, err, sizeof err);
        fclose(body);
    }
    if (rc < 0) {
        err[strcspn(err, "\r\n")] = '\0'; /* one line, whatever the message */
        fprintf(out, "error %s\n", err);
    } else
        fprintf(out, "%sok\n", text ? text : "");
    free(text);
    fflush(out);
    return quit;
}

int protocol_go_spec(int argc, char *const *argv, char *spec, size_t speclen, int *play, char *err, size_t errlen)
{
    *play = argc > 1 && strcmp(argv[argc - 1], "play") == 0;
    int n = argc - *play;
    if (n < 1 || n % 2 == 0)
        return snprintf(err, errlen, "usage: go SPEC [iterations N] [time SECONDS] [play]"), -1;
    size_t used = (size_t)snprintf(spec, speclen, "%s", argv[0]);
    for (int i = 1; i + 1 < n && used < speclen; i += 2) {
        if (strcmp(argv[i], "iterations") != 0 && strcmp(argv[i], "time") != 0)
            return snprintf(err, errlen, "go: unknown option '%s' (iterations N, time SECONDS, play)", argv[i]), -1;
        used += (size_t)snprintf(spec + used, speclen - used, "%s%s=%s", strchr(spec, ':') ? "," : ":", argv[i],
                                 argv[i + 1]);
    }
    if (used >= speclen)
        return snprintf(err, errlen, "go: the policy spec is too long"), -1;
    return 0;
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
