/*
 * db_reader.h — opening a database only to read it (report, advice, the
 * glance and the rules' sections), so that it is left as it was found.
 */
#ifndef NOIRLAB_DB_READER_H
#define NOIRLAB_DB_READER_H

#include <sqlite3.h>

/* Open path (which must exist) for reading: SQLITE_OK, or SQLite's error
 * code with *db to be closed.  The connection is read-write when the file
 * may be written, under PRAGMA query_only so that no statement writes:
 * SQLite removes a WAL database's -wal and -shm files only when its last
 * connection closes read-write, and a read-only one would leave them beside
 * a database it only read.  A file that may not be written (a colleague's
 * results on a shared cluster) is opened read-only. */
int db_open_reader(const char *path, sqlite3 **db);

#endif
