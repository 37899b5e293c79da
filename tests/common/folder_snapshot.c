/*
 * folder_snapshot.c — a folder, or any two texts, before and after
 * (folder_snapshot.h).
 */
#include "tests/common/folder_snapshot.h"

#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

static uint64_t fnv(const unsigned char *p, size_t n, uint64_t h)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* One line per path under root/rel: "rel type hash-of-bytes-or-target". */
static void list(const char *root, const char *rel, char ***lines, size_t *n)
{
    char path[2048];
    snprintf(path, sizeof path, "%s%s%s", root, *rel ? "/" : "", rel);
    DIR *d = opendir(path);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char child[1024], child_path[3200], line[1400];
        snprintf(child, sizeof child, "%s%s%s", rel, *rel ? "/" : "", e->d_name);
        snprintf(child_path, sizeof child_path, "%s/%s", root, child);
        struct stat sb;
        assert_int_equal(lstat(child_path, &sb), 0);
        uint64_t h = 0xcbf29ce484222325ULL;
        if (S_ISLNK(sb.st_mode)) {
            char target[1024];
            ssize_t k = readlink(child_path, target, sizeof target);
            h = fnv((const unsigned char *)target, k > 0 ? (size_t)k : 0, h);
        } else if (S_ISREG(sb.st_mode)) {
            FILE *f = fopen(child_path, "rb");
            assert_non_null(f);
            unsigned char buf[65536];
            size_t k;
            while ((k = fread(buf, 1, sizeof buf, f)) > 0)
                h = fnv(buf, k, h);
            fclose(f);
        }
        snprintf(line, sizeof line, "%s %s %016llx", child,
                 S_ISDIR(sb.st_mode) ? "dir" : S_ISLNK(sb.st_mode) ? "link" : "file", (unsigned long long)h);
        *lines = realloc(*lines, (*n + 1) * sizeof **lines);
        (*lines)[(*n)++] = strdup(line);
        if (S_ISDIR(sb.st_mode))
            list(root, child, lines, n);
    }
    closedir(d);
}

char *folder_snapshot(const char *root)
{
    char **lines = NULL;
    size_t n = 0, len = 1;
    list(root, "", &lines, &n);
    if (n) /* an empty folder has no list: qsort must not be given NULL */
        qsort(lines, n, sizeof *lines, by_name);
    for (size_t i = 0; i < n; i++)
        len += strlen(lines[i]) + 1;
    char *text = calloc(1, len);
    for (size_t i = 0; i < n; i++) {
        strcat(strcat(text, lines[i]), "\n");
        free(lines[i]);
    }
    free(lines);
    return text;
}

void assert_same_text(char *before, char *after)
{
    if (strcmp(before, after) != 0)
        fail_msg("changed.\nbefore:\n%s\nafter:\n%s", before, after);
    free(before);
    free(after);
}
