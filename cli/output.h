/*
 * output.h — write errors are errors.  A full disk or a closed pipe must
 * fail the command (exit 1, one message), not pass silently with exit 0:
 * every file a command writes is closed through output_close, and main()
 * checks standard output through output_finish_stdout once the command is
 * done.
 */
#ifndef NOIRLAB_OUTPUT_H
#define NOIRLAB_OUTPUT_H

#include <stddef.h>
#include <stdio.h>

/* fclose(f), failing when any write to it failed: 0, or -1 with "NAME:
 * cannot write: reason" in err (when err is not NULL). */
int output_close(FILE *f, const char *name, char *err, size_t errlen);

/* Flush standard output and check that everything written to it arrived:
 * 0, or -1 after printing "noirlab COMMAND: standard output: reason". */
int output_finish_stdout(const char *command);

#endif
