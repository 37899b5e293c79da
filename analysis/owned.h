/*
 * owned.h — who may remove a file.
 *
 * The rule of the whole program: a command removes only what it created in
 * this invocation, or what it can prove is its own earlier output, and never
 * anything else.  Temporary files and folders are where that needs care: a
 * command builds its output as FINAL.tmp-XXXXXX beside FINAL (so the output
 * appears whole or not at all), holds an flock(2) on it while it works, and
 * renames or links it into place.  A process killed with SIGKILL leaves its
 * temporary behind; the next command writing the same FINAL removes it, but
 * only when all three proofs hold: the name has the pattern, the lock is free
 * (no live process holds it: the kernel drops an flock when its holder
 * dies), and the content carries noirlab's marker (owned_is_noirlab_db,
 * or the marker file of an output folder).
 */
#ifndef NOIRLAB_OWNED_H
#define NOIRLAB_OWNED_H

#include <stddef.h>

/* PRAGMA application_id of every noirlab database ("NOIR"). */
#define OWNED_APPLICATION_ID 0x4E4F4952

typedef struct OwnedTemp {
    char path[4096];  /* FINAL.tmp-XXXXXX */
    int lock_fd;      /* holds the flock; -1 when released */
} OwnedTemp;

/* Create the temporary file (mode 0600) or folder beside final and lock it.
 * Returns 0, or -1 with "FINAL: problem" in err. */
int owned_temp_file(OwnedTemp *t, const char *final, char *err, size_t errlen);
int owned_temp_dir(OwnedTemp *t, const char *final, char *err, size_t errlen);

/* Drop the lock (after the temporary was moved into place or removed). */
void owned_temp_release(OwnedTemp *t);

/* Remove the stale temporaries FINAL.tmp-XXXXXX (and, with old_too,
 * FINAL.old-XXXXXX) that is_ours recognises and no live process locks.
 * Returns how many were removed.  `remove_one` removes one of them (a
 * database with its side files, or a folder). */
int owned_sweep(const char *final, int old_too, int (*is_ours)(const char *path),
                void (*remove_one)(const char *path));

/* Is path empty (a temporary killed before its first write) or a SQLite
 * database carrying OWNED_APPLICATION_ID?  Read from the header, without
 * SQLite, so nothing is created or changed. */
int owned_is_noirlab_db(const char *path);

/* Remove a database file and the side files SQLite keeps beside it. */
void owned_remove_db(const char *path);

/* Remove one file. */
void owned_remove_file(const char *path);

/* Remove a folder and everything in it (only for folders proven ours). */
void owned_remove_tree(const char *path);

#endif
