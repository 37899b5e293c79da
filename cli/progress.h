/*
 * progress.h — the progress line of long runs on stderr:
 * "cells 3/12  games 120000/240000  51234 games/s  ETA 2m20s", redrawn at
 * most four times a second, only when stderr is a terminal.
 */
#ifndef NOIRLAB_PROGRESS_H
#define NOIRLAB_PROGRESS_H

#include "../runner/runner.h"

typedef struct ProgressLine {
    double last; /* RunProgress.seconds when last drawn */
    int shown;
} ProgressLine;

/* Show the progress of opt's runs on stderr unless quiet or stderr is not a terminal. */
void progress_attach(RunOptions *opt, ProgressLine *line, int quiet);

/* End the line (a newline) if anything was shown. */
void progress_done(ProgressLine *line);

#endif
