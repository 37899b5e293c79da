/*
 * folder_snapshot.h — what a command left: a folder as text, and the check
 * that two such texts are equal.
 */
#ifndef NOIRLAB_FOLDER_SNAPSHOT_H
#define NOIRLAB_FOLDER_SNAPSHOT_H

/* Every path under root (relative to it), its type and a hash of its bytes
 * (or of its link target), one line each, sorted: two snapshots are equal
 * when nothing in the folder was added, removed or changed.  Free with
 * free(). */
char *folder_snapshot(const char *root);

/* Fail the test, showing both, unless the two texts (two snapshots, or two
 * fixture_dump texts of databases) are equal; frees both. */
void assert_same_text(char *before, char *after);

#endif
