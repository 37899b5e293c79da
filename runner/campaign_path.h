/*
 * campaign_path.h — the files a campaign or ladder file names (layout files,
 * learned models), found relative to the campaign file's folder.
 */
#ifndef NOIRLAB_CAMPAIGN_PATH_H
#define NOIRLAB_CAMPAIGN_PATH_H

#include <stddef.h>

enum { CAMPAIGN_PATH_MAX = 4096 };

/* dir/path, shortened where a folder is followed by "..": with dir
 * "scenarios/ladders", "../models/m.model" is "scenarios/models/m.model".
 * path as given (shortened too) when it is absolute or dir is empty.  -1
 * when the result does not fit in outlen or is CAMPAIGN_PATH_MAX long. */
int campaign_path_join(const char *dir, const char *path, char *out, size_t outlen);

#endif
