/*
 * record_file.c — a record written to a new file, all or nothing
 * (record_file.h).
 */
#include "games/itk/engine/record_file.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "base/newfile.h"

int itk_record_save(const char *path, void (*write)(FILE *out, const void *ctx), const void *ctx, char *err,
                    size_t errlen)
{
    char tmp[4096];
    if (access(path, F_OK) == 0)
        return snprintf(err, errlen, "%s: already exists (it is not overwritten)", path), -1;
    if (snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >= (int)sizeof tmp)
        return snprintf(err, errlen, "%s: name too long", path), -1;
    int fd = mkstemp_user(tmp);
    FILE *f = fd < 0 ? NULL : fdopen(fd, "w");
    if (!f) {
        int e = errno;
        if (fd >= 0) {
            close(fd);
            unlink(tmp);
        }
        return snprintf(err, errlen, "%s: cannot write: %s", path, strerror(e)), -1;
    }
    write(f, ctx);
    int bad = ferror(f);
    bad |= fclose(f) != 0;
    /* link() refuses an existing name, so a file made meanwhile is not overwritten either. */
    int e = bad ? EIO : link(tmp, path) == 0 ? 0 : errno;
    unlink(tmp);
    if (e)
        return snprintf(err, errlen, "%s: cannot write: %s", path, strerror(e)), -1;
    return 0;
}
