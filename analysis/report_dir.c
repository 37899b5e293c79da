/*
 * report_dir.c — building a report folder beside its final place and
 * renaming it there (report_dir.h).
 */
#include "report_dir.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../sim/data/data_text.h"

void outdir_remove(const char *path)
{
    DIR *dir = opendir(path);
    if (dir) {
        struct dirent *e;
        while ((e = readdir(dir)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char child[4096];
            struct stat sb;
            snprintf(child, sizeof child, "%s/%s", path, e->d_name);
            if (lstat(child, &sb) == 0 && S_ISDIR(sb.st_mode))
                outdir_remove(child);
            else
                unlink(child);
        }
        closedir(dir);
    }
    rmdir(path);
}

/* 1 when path is a folder with the marker file, 0 when it does not exist,
 * -1 (with a message) when it is something else. */
static int earlier_report(const char *out, char *err, size_t errlen)
{
    struct stat sb;
    if (stat(out, &sb) != 0) {
        if (errno == ENOENT)
            return 0;
        return errorf(err, errlen, "%s: %s", out, strerror(errno));
    }
    char marker[4096];
    snprintf(marker, sizeof marker, "%s/" REPORT_MARKER, out);
    if (!S_ISDIR(sb.st_mode) || access(marker, F_OK) != 0)
        return errorf(err, errlen, "%s: exists and is not a noirlab report; choose another --out or remove it", out);
    return 1;
}

int outdir_begin(const char *out, char *tmp, size_t tmplen, char *err, size_t errlen)
{
    if (earlier_report(out, err, errlen) < 0)
        return -1;
    if ((size_t)snprintf(tmp, tmplen, "%s.tmp-XXXXXX", out) >= tmplen)
        return errorf(err, errlen, "%s: path too long", out);
    if (!mkdtemp(tmp)) {
        if (errno == ENOENT)
            return errorf(err, errlen, "%s: the folder it goes in does not exist", out);
        return errorf(err, errlen, "%s: cannot create a folder beside it: %s", out, strerror(errno));
    }
    /* mkdtemp makes the folder private; the report gets a folder's usual mode. */
    mode_t mask = umask(0);
    umask(mask);
    chmod(tmp, 0777 & ~mask);
    return 0;
}

int outdir_commit(const char *tmp, const char *out, char *err, size_t errlen)
{
    char marker[4096], old[4096];
    snprintf(marker, sizeof marker, "%s/" REPORT_MARKER, tmp);
    FILE *f = fopen(marker, "w");
    int rc = 0;
    if (!f || fputs("A report written by noirlab report; noirlab may replace this folder.\n", f) < 0)
        rc = errorf(err, errlen, "%s: cannot write: %s", marker, strerror(errno));
    if (f && fclose(f) != 0 && rc == 0)
        rc = errorf(err, errlen, "%s: cannot write: %s", marker, strerror(errno));
    int earlier = rc ? 0 : earlier_report(out, err, errlen);
    if (earlier < 0)
        rc = -1;
    /* An earlier report first moves aside (onto an empty folder of our own:
     * rename may replace an empty folder), then the new one takes its name. */
    int moved = 0;
    if (rc == 0 && earlier) {
        snprintf(old, sizeof old, "%s.old-XXXXXX", out);
        if (!mkdtemp(old))
            rc = errorf(err, errlen, "%s: cannot replace the earlier report: %s", out, strerror(errno));
        else if (rename(out, old) != 0) {
            rc = errorf(err, errlen, "%s: cannot replace the earlier report: %s", out, strerror(errno));
            rmdir(old);
        } else
            moved = 1;
    }
    if (rc == 0 && rename(tmp, out) != 0) {
        rc = errorf(err, errlen, "%s: cannot move the report into place: %s", out, strerror(errno));
        if (moved)
            rename(old, out);
        moved = 0;
    }
    if (moved)
        outdir_remove(old);
    if (rc)
        outdir_remove(tmp);
    return rc;
}
