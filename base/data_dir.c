/*
 * data_dir.c — the game data's default folder (data_dir.h).
 *
 * An installed copy is found from where the code runs, not from the prefix
 * the build was configured with: `cmake --install --prefix DIR` (and a pip
 * wheel's copy of the library) may put it anywhere.  The file that holds
 * this function (the noirlab program, or libnoirlab.so) is found by dladdr;
 * from its folder, the installed layout's relative paths lead to the data
 * (NOIRLAB_BIN_TO_DATA from bin/, NOIRLAB_LIB_TO_DATA from lib/...).  In a
 * build tree neither path exists, and the source tree's is used.
 */
#define _GNU_SOURCE /* dladdr */
#include "base/data_dir.h"

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char installed[PATH_MAX];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* installed[] = the data folder beside this code's file, or "" when none. */
static void find_installed(void)
{
    Dl_info info;
    char file[PATH_MAX];
    installed[0] = '\0';
    if (!dladdr((void *)data_dir_default, &info) || !info.dli_fname || !realpath(info.dli_fname, file))
        return;
    char *slash = strrchr(file, '/');
    if (!slash)
        return;
    *slash = '\0';
    static const char *const relative[] = {NOIRLAB_BIN_TO_DATA, NOIRLAB_LIB_TO_DATA};
    for (size_t i = 0; i < sizeof relative / sizeof *relative; i++) {
        char candidate[PATH_MAX];
        int n = snprintf(candidate, sizeof candidate, "%s/%s/noirlab/scenarios", file, relative[i]);
        if (n > 0 && (size_t)n < sizeof candidate && is_dir(candidate) && realpath(candidate, installed))
            return;
    }
    installed[0] = '\0';
}

const char *data_dir_default(void)
{
    const char *dir = getenv("NOIRLAB_DATA");
    if (dir && *dir)
        return dir;
    pthread_once(&once, find_installed);
    return installed[0] ? installed : NOIRLAB_SOURCE_DIR "/scenarios";
}
