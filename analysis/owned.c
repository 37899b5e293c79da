/*
 * owned.c — temporaries that can be proven ours (owned.h).
 */
#define _DEFAULT_SOURCE /* flock */
#include "analysis/owned.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/data_text.h"
#include "base/newfile.h"

static int temp_name(OwnedTemp *t, const char *final, char *err, size_t errlen)
{
    t->lock_fd = -1;
    if ((size_t)snprintf(t->path, sizeof t->path, "%s.tmp-XXXXXX", final) >= sizeof t->path)
        return errorf(err, errlen, "%s: path too long", final);
    return 0;
}

static int lock_or_fail(OwnedTemp *t, int fd, const char *final, char *err, size_t errlen)
{
    if (fd < 0 || flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int e = errno;
        if (fd >= 0)
            close(fd);
        return errorf(err, errlen, "%s: cannot lock the temporary %s: %s", final, t->path, strerror(e));
    }
    t->lock_fd = fd;
    return 0;
}

int owned_temp_file(OwnedTemp *t, const char *final, char *err, size_t errlen)
{
    if (temp_name(t, final, err, errlen))
        return -1;
    int fd = mkstemp_user(t->path);
    if (fd < 0) {
        if (errno == ENOENT)
            return errorf(err, errlen, "%s: the folder it goes in does not exist", final);
        return errorf(err, errlen, "%s: cannot create a temporary file beside it: %s", final, strerror(errno));
    }
    if (lock_or_fail(t, fd, final, err, errlen)) {
        unlink(t->path);
        return -1;
    }
    return 0;
}

int owned_temp_dir(OwnedTemp *t, const char *final, char *err, size_t errlen)
{
    if (temp_name(t, final, err, errlen))
        return -1;
    if (!mkdtemp(t->path)) {
        if (errno == ENOENT)
            return errorf(err, errlen, "%s: the folder it goes in does not exist", final);
        return errorf(err, errlen, "%s: cannot create a folder beside it: %s", final, strerror(errno));
    }
    if (lock_or_fail(t, open(t->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC), final, err, errlen)) {
        rmdir(t->path);
        return -1;
    }
    return 0;
}

void owned_temp_release(OwnedTemp *t)
{
    if (t->lock_fd >= 0)
        close(t->lock_fd);
    t->lock_fd = -1;
}

/* NAME is BASE + ".tmp-" (or ".old-") + the six characters mkstemp puts. */
static int temp_of(const char *name, const char *base, const char *kind)
{
    size_t n = strlen(base);
    if (strncmp(name, base, n) != 0 || strncmp(name + n, kind, 5) != 0 || strlen(name + n + 5) != 6)
        return 0;
    for (const char *p = name + n + 5; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
            return 0;
    return 1;
}

/* Can we take the lock?  Then no live process holds it.  The lock is kept
 * (in *fd) while the temporary is removed, so that nobody takes it over. */
static int lock_free(const char *path, int *fd)
{
    *fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (*fd < 0)
        return 0;
    if (flock(*fd, LOCK_EX | LOCK_NB) != 0) {
        close(*fd);
        *fd = -1;
        return 0;
    }
    return 1;
}

int owned_sweep(const char *final, int old_too, int (*is_ours)(const char *path),
                void (*remove_one)(const char *path))
{
    char dir[4096];
    const char *slash = strrchr(final, '/');
    const char *base = slash ? slash + 1 : final;
    if (slash)
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - final + 1), final);
    else
        snprintf(dir, sizeof dir, "./");
    DIR *d = opendir(dir);
    if (!d || !*base)
        return d ? closedir(d), 0 : 0;
    int removed = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!temp_of(e->d_name, base, ".tmp-") && !(old_too && temp_of(e->d_name, base, ".old-")))
            continue;
        char path[4096 + 256];
        int fd;
        snprintf(path, sizeof path, "%s%s", dir, e->d_name);
        if (lock_free(path, &fd)) {
            if (is_ours(path)) {
                remove_one(path);
                removed++;
            }
            close(fd);
        }
    }
    closedir(d);
    return removed;
}

int owned_is_noirlab_db(const char *path)
{
    struct stat sb;
    if (lstat(path, &sb) != 0 || !S_ISREG(sb.st_mode))
        return 0;
    if (sb.st_size == 0)
        return 1;
    unsigned char h[72];
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(h, 1, sizeof h, f) : 0;
    if (f)
        fclose(f);
    if (n != sizeof h || memcmp(h, "SQLite format 3", 16) != 0)
        return 0;
    unsigned long id = (unsigned long)h[68] << 24 | (unsigned long)h[69] << 16 | (unsigned long)h[70] << 8 | h[71];
    return id == OWNED_APPLICATION_ID;
}

void owned_remove_db(const char *path)
{
    static const char *const suffix[] = {"", "-wal", "-shm", "-journal"};
    char name[4200];
    for (size_t i = 0; i < sizeof suffix / sizeof suffix[0]; i++) {
        snprintf(name, sizeof name, "%s%s", path, suffix[i]);
        unlink(name);
    }
}

void owned_remove_file(const char *path)
{
    unlink(path);
}

void owned_remove_tree(const char *path)
{
    DIR *dir = opendir(path);
    if (dir) {
        struct dirent *e;
        while ((e = readdir(dir)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char child[4096];
            struct stat sb;
            if ((size_t)snprintf(child, sizeof child, "%s/%s", path, e->d_name) >= sizeof child)
                continue; /* a cut name is another file: leave it (and so the folder) in place */
            if (lstat(child, &sb) == 0 && S_ISDIR(sb.st_mode))
                owned_remove_tree(child);
            else
                unlink(child);
        }
        closedir(dir);
    }
    rmdir(path);
}
