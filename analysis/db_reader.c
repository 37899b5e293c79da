/*
 * db_reader.c — see db_reader.h.
 */
#include "analysis/db_reader.h"

#include <unistd.h>

int db_open_reader(const char *path, sqlite3 **db)
{
    *db = NULL;
    if (access(path, W_OK) != 0)
        return sqlite3_open_v2(path, db, SQLITE_OPEN_READONLY, NULL);
    int rc = sqlite3_open_v2(path, db, SQLITE_OPEN_READWRITE, NULL);
    if (rc == SQLITE_OK)
        rc = sqlite3_exec(*db, "PRAGMA query_only = 1", NULL, NULL, NULL);
    return rc;
}
