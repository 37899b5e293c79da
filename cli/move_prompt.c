/*
 * move_prompt.c — a person's move typed in the terminal (move_prompt.h).
 */
#include "cli/move_prompt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/line.h"

int move_prompt(int n, const char *what, char *line, size_t linelen, char **text)
{
    for (;;) {
        printf("your move (1-%d or %s; b board, q quit) > ", n, what);
        fflush(stdout);
        char why[128];
        int got = text_line_whole(stdin, line, linelen);
        if (got == TEXT_END || got == TEXT_READ_ERROR)
            return MOVE_QUIT;
        if (got != TEXT_LINE) { /* refused whole: no part of it is a move */
            printf("%s\n", text_line_refusal(got, linelen, why, sizeof why));
            continue;
        }
        char *p = line + strspn(line, " \t"), *end;
        if (!*p)
            continue;
        if (strcmp(p, "q") == 0 || strcmp(p, "quit") == 0)
            return MOVE_QUIT;
        if (strcmp(p, "b") == 0 || strcmp(p, "board") == 0)
            return MOVE_BOARD;
        long k = strtol(p, &end, 10);
        if (end != p && *end == '\0') {
            if (k >= 1 && k <= n)
                return (int)k - 1;
            printf("no move %ld: pick 1-%d\n", k, n);
            continue;
        }
        *text = p;
        return MOVE_TEXT;
    }
}
