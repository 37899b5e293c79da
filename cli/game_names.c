/*
 * game_names.c — the names of a game's pieces (game_names.h).
 */
#include "cli/game_names.h"

#include <stdio.h>
#include <string.h>

#include "base/data_dir.h"
#include "base/line.h"

int game_names_load(GameNames *names, const GameClass *g, char *err, size_t errlen)
{
    return game_names_load_from(names, g, data_dir_default(), err, errlen);
}

int game_names_load_from(GameNames *names, const GameClass *g, const char *data_dir, char *err, size_t errlen)
{
    names->n = 0;
    if (!g->names_file)
        return 0;
    char path[4096], line[512];
    snprintf(path, sizeof path, "%s/%s", data_dir, g->names_file);
    FILE *in = text_open(path, err, errlen);
    if (!in)
        return -1;
    int got, at = 0;
    while (names->n < GAME_NAMES_MAX && (got = text_line(in, line, sizeof line)) != TEXT_END) {
        at++;
        if (got != TEXT_LINE) {
            if (got == TEXT_LONG)
                snprintf(err, errlen, "%s:%d: a line longer than %d characters", path, at, (int)sizeof line - 2);
            else
                snprintf(err, errlen, "%s:%d: %s", path, at, text_line_problem(got));
            fclose(in);
            return -1;
        }
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0' || line[0] == '#')
            continue;
        size_t len = strlen(line) < GAME_NAME_CHARS - 1 ? strlen(line) : GAME_NAME_CHARS - 1; /* a long name is cut */
        memcpy(names->text[names->n], line, len);
        names->text[names->n][len] = '\0';
        names->name[names->n] = names->text[names->n];
        names->n++;
    }
    fclose(in);
    return 0;
}
