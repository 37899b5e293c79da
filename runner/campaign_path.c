/*
 * campaign_path.c — paths relative to a campaign file's folder
 * (campaign_path.h).
 */
#include "runner/campaign_path.h"

#include <stdio.h>
#include <string.h>

/* Remove "x/.." pairs and "." parts of a path in place, lexically (a folder
 * reached through a symbolic link and left by ".." is taken as written: the
 * shipped files name plain folders).  "a/.." is ".". */
static void shorten(char *path)
{
    int absolute = path[0] == '/';
    char *part[CAMPAIGN_PATH_MAX / 2]; /* a part and its '/' take two characters or more */
    int n = 0, leading_up = 0; /* leading "..": parts that cannot be removed */
    for (char *save = NULL, *p = strtok_r(path, "/", &save); p; p = strtok_r(NULL, "/", &save)) {
        if (strcmp(p, ".") == 0)
            continue;
        if (strcmp(p, "..") == 0 && n > leading_up) {
            n--;
            continue;
        }
        if (strcmp(p, "..") == 0 && absolute) /* "/.." is "/" */
            continue;
        if (strcmp(p, "..") == 0)
            leading_up++;
        part[n++] = p;
    }
    /* The parts lie in order inside path, each at or after the place it goes
     * to, so they are moved left one by one. */
    char *w = path;
    if (absolute)
        *w++ = '/';
    for (int i = 0; i < n; i++) {
        size_t len = strlen(part[i]);
        memmove(w, part[i], len);
        w += len;
        if (i + 1 < n)
            *w++ = '/';
    }
    if (w == path)
        *w++ = '.';
    *w = '\0';
}

int campaign_path_join(const char *dir, const char *path, char *out, size_t outlen)
{
    int n = path[0] != '/' && dir && dir[0] ? snprintf(out, outlen, "%s/%s", dir, path)
                                            : snprintf(out, outlen, "%s", path);
    if (n < 0 || (size_t)n >= outlen || n >= CAMPAIGN_PATH_MAX)
        return -1;
    shorten(out);
    return 0;
}
