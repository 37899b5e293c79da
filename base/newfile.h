/*
 * newfile.h — temporary files that become the user's results (databases,
 * records, models: written as NAME.tmp-XXXXXX, then renamed or linked into
 * place).
 */
#ifndef NOIRLAB_NEWFILE_H
#define NOIRLAB_NEWFILE_H

/* mkstemp(tmpl), but with the mode the user's umask gives any new file
 * (0666 & ~umask) instead of mkstemp's private 0600, so that a team on one
 * cluster reads each other's results without chmod; and close-on-exec, so
 * that no child (gnuplot) keeps it, or a lock on it, open.  The descriptor,
 * or -1 (errno tells). */
int mkstemp_user(char *tmpl);

#endif
