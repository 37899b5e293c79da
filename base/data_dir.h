/*
 * data_dir.h — where the game data (scenarios/) is read from when nobody
 * says: $NOIRLAB_DATA; else the copy `cmake --install` put beside the
 * program or library that holds this code (PREFIX/share/noirlab/scenarios,
 * reached from PREFIX/bin or PREFIX/lib/...); else the source tree's
 * scenarios/, for a build that was never installed.
 */
#ifndef NOIRLAB_DATA_DIR_H
#define NOIRLAB_DATA_DIR_H

/* The folder, as above; the result stays valid for the process's life. */
const char *data_dir_default(void);

#endif
