/*
 * report_dir.c — building an output folder beside its final place, listing
 * what it holds, and renaming it there (report_dir.h).
 */
#include "analysis/report_dir.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/data_text.h"
#include "base/errorf.h"

/* The first line of the marker file; the lines after it name the files. */
static const char manifest_head[] = "noirlab output folder: noirlab may replace it while it holds only these files:\n";

/* Reports written before the manifest had this line and no list. */
static const char legacy_head[] = "A report written by noirlab report";

enum { MANIFEST_MAX = 1 << 20 };

/* The marker file of dir, whole, or NULL when there is none (or it is huge). */
static char *read_marker(const char *dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/" REPORT_MARKER, dir);
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *text = malloc(MANIFEST_MAX + 1);
    size_t n = text ? fread(text, 1, MANIFEST_MAX, f) : 0;
    int whole = text && !ferror(f) && getc(f) == EOF;
    fclose(f);
    if (!whole) {
        free(text);
        return NULL;
    }
    text[n] = '\0';
    return text;
}

/* Does the manifest list rel (a whole line)? */
static int listed(const char *manifest, const char *rel)
{
    size_t n = strlen(rel);
    for (const char *line = strchr(manifest, '\n'); line; line = strchr(line, '\n')) {
        line++;
        if (strncmp(line, rel, n) == 0 && line[n] == '\n')
            return 1;
    }
    return 0;
}

/* What a report of the legacy marker wrote: report.md, index.html and the
 * figures (NAME.png, .svg, .gp, .dat) in figures/. */
static int legacy_file(const char *rel)
{
    if (strcmp(rel, "report.md") == 0 || strcmp(rel, "index.html") == 0)
        return 1;
    const char *dot = strrchr(rel, '.');
    return strncmp(rel, "figures/", 8) == 0 && !strchr(rel + 8, '/') && dot &&
           (strcmp(dot, ".png") == 0 || strcmp(dot, ".svg") == 0 || strcmp(dot, ".gp") == 0 ||
            strcmp(dot, ".dat") == 0);
}

/* What walk_files does with one file: rel is its path under the root, sb
 * its lstat, or NULL when it (or, for an unreadable folder, the folder)
 * cannot be read.  A nonzero answer stops the walk. */
typedef int (*FileVisit)(const char *rel, const struct stat *sb, void *ctx);

/* Visits every file under root/rel, entering folders, leaving out "." ".."
 * and the report's own marker; returns the first nonzero answer, or 0, or
 * -1 with a message when a path is too long to name whole.  The one walk
 * behind both the stranger check and the manifest. */
static int walk_files(const char *root, const char *rel, FileVisit visit, void *ctx, char *err, size_t errlen)
{
    char path[4200];
    if (path_format(path, sizeof path, err, errlen, "%s%s%s", root, *rel ? "/" : "", rel))
        return -1;
    DIR *dir = opendir(path);
    if (!dir)
        return visit(*rel ? rel : ".", NULL, ctx);
    int rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(dir)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 ||
            (!*rel && strcmp(e->d_name, REPORT_MARKER) == 0))
            continue;
        char child[4200], child_path[8400];
        struct stat sb;
        if (path_format(child, sizeof child, err, errlen, "%s%s%s", rel, *rel ? "/" : "", e->d_name) ||
            path_format(child_path, sizeof child_path, err, errlen, "%s/%s", root, child))
            rc = -1;
        else if (lstat(child_path, &sb) != 0)
            rc = visit(child, NULL, ctx);
        else if (S_ISDIR(sb.st_mode))
            rc = walk_files(root, child, visit, ctx, err, errlen);
        else
            rc = visit(child, &sb, ctx);
    }
    closedir(dir);
    return rc;
}

typedef struct Strangers {
    const char *marker;
    char *found;
    size_t foundlen;
} Strangers;

/* 1 (naming it in found) for a file the marker does not account for. */
static int stranger_visit(const char *rel, const struct stat *sb, void *ctx)
{
    Strangers *s = ctx;
    int stranger = !sb || !S_ISREG(sb->st_mode) ||
                   !(strncmp(s->marker, legacy_head, strlen(legacy_head)) == 0 ? legacy_file(rel)
                                                                                : listed(s->marker, rel));
    if (stranger)
        snprintf(s->found, s->foundlen, "%s", rel);
    return stranger;
}

/* The first file under root that the marker does not account for, into
 * found; 1 when there is one, -1 (with a message) when a path is too long. */
static int first_stranger(const char *root, const char *marker, char *found, size_t foundlen, char *err,
                          size_t errlen)
{
    Strangers s = {marker, found, foundlen};
    return walk_files(root, "", stranger_visit, &s, err, errlen);
}

/* 1 when out is an earlier output that may be replaced, 0 when it does not
 * exist, -1 (with a message) when it is anything else. */
static int earlier_output(const char *out, char *err, size_t errlen)
{
    struct stat sb;
    if (lstat(out, &sb) != 0) {
        if (errno == ENOENT)
            return 0;
        return errorf(err, errlen, "%s: %s", out, strerror(errno));
    }
    if (S_ISLNK(sb.st_mode))
        return errorf(err, errlen, "%s: a symbolic link; give the folder itself, or choose another --out", out);
    char *marker = S_ISDIR(sb.st_mode) ? read_marker(out) : NULL;
    if (!marker || (strncmp(marker, manifest_head, strlen(manifest_head)) != 0 &&
                    strncmp(marker, legacy_head, strlen(legacy_head)) != 0)) {
        free(marker);
        return errorf(err, errlen, "%s: exists and is not a noirlab report; choose another --out or remove it", out);
    }
    char stranger[4200] = "";
    int foreign = first_stranger(out, marker, stranger, sizeof stranger, err, errlen);
    free(marker);
    if (foreign < 0)
        return -1;
    if (foreign)
        return errorf(err, errlen,
                      "%s: holds %s, which noirlab did not write; move it out of the folder, or choose another "
                      "--out",
                      out, stranger);
    return 1;
}

int outdir_normalise(const char *out, char *norm, size_t normlen, char *err, size_t errlen)
{
    if ((size_t)snprintf(norm, normlen, "%s", out) >= normlen)
        return errorf(err, errlen, "%.100s...: path too long", out);
    size_t n = strlen(norm);
    while (n > 1 && norm[n - 1] == '/')
        norm[--n] = '\0';
    if (n == 0)
        return errorf(err, errlen, "--out: empty folder name");
    return 0;
}

int outdir_check(const char *out, char *err, size_t errlen)
{
    char norm[4096];
    return outdir_normalise(out, norm, sizeof norm, err, errlen) || earlier_output(norm, err, errlen) < 0 ? -1 : 0;
}

/* A stale temporary folder is ours when its marker has one of our heads. */
static int is_our_folder(const char *path)
{
    char *marker = read_marker(path);
    int ours = marker && (strncmp(marker, manifest_head, strlen(manifest_head)) == 0 ||
                          strncmp(marker, legacy_head, strlen(legacy_head)) == 0);
    free(marker);
    return ours;
}

/* One line of the manifest; 1 (stop) when it cannot be written. */
static int list_visit(const char *rel, const struct stat *sb, void *ctx)
{
    return sb && fprintf((FILE *)ctx, "%s\n", rel) >= 0 ? 0 : 1;
}

static int write_marker(const char *dir, int with_files, char *err, size_t errlen)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/" REPORT_MARKER, dir);
    FILE *f = fopen(path, "w");
    int rc = f ? 0 : -1;
    if (rc == 0 && fputs(manifest_head, f) < 0)
        rc = -1;
    if (rc == 0 && with_files && (rc = walk_files(dir, "", list_visit, f, err, errlen)) < 0) {
        fclose(f);
        return -1; /* a path too long, named in err */
    }
    if (f && fclose(f) != 0)
        rc = -1;
    return rc ? errorf(err, errlen, "%s: cannot write: %s", path, strerror(errno)) : 0;
}

int outdir_begin(OutDir *d, const char *out, char *err, size_t errlen)
{
    d->tmp.lock_fd = -1;
    if (outdir_normalise(out, d->out, sizeof d->out, err, errlen) || earlier_output(d->out, err, errlen) < 0)
        return -1;
    owned_sweep(d->out, 1, is_our_folder, owned_remove_tree);
    if (owned_temp_dir(&d->tmp, d->out, err, errlen))
        return -1;
    /* mkdtemp makes the folder private; the output gets a folder's usual mode. */
    mode_t mask = umask(0);
    umask(mask);
    chmod(d->tmp.path, 0777 & ~mask);
    if (write_marker(d->tmp.path, 0, err, errlen)) { /* ours from the first moment (owned.h) */
        outdir_abort(d);
        return -1;
    }
    return 0;
}

void outdir_abort(OutDir *d)
{
    owned_remove_tree(d->tmp.path); /* ours: made by owned_temp_dir */
    owned_temp_release(&d->tmp);
}

int outdir_commit(OutDir *d, char *err, size_t errlen)
{
    const char *tmp = d->tmp.path, *out = d->out;
    char old[4200];
    int rc = write_marker(tmp, 1, err, errlen);
    int earlier = rc ? 0 : earlier_output(out, err, errlen); /* again: it may have changed meanwhile */
    if (earlier < 0)
        rc = -1;
    /* An earlier output first moves aside (onto an empty folder of our own:
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
        owned_remove_tree(old); /* the earlier output, every file of it in its manifest */
    if (rc)
        outdir_abort(d);
    else
        owned_temp_release(&d->tmp);
    return rc;
}
