/*
 * json.c — see json.h.
 */
#include "base/json.h"

void json_str(FILE *out, const char *text)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(out, "\\u%04x", *p);
        else
            fputc(*p, out);
    }
    fputc('"', out);
}

void json_key(FILE *out, const char *key, int *first)
{
    fprintf(out, "%s", *first ? "" : ",");
    json_str(out, key);
    fputc(':', out);
    *first = 0;
}

void json_bool(FILE *out, int yes) { fputs(yes ? "true" : "false", out); }
