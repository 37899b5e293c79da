/*
 * progress.h — the progress of long work (run, advice, ladder, tune) on stderr.
 *
 * On a terminal: one line "cells 3/12  games 120000/240000  51234 games/s
 * ETA 2m20s", redrawn in place at most four times a second.  Otherwise (a
 * log file, a pipe, a Slurm job): the same figures as a plain line
 * "progress: ... after 4m00s" at most once a minute, so batch logs show life.
 * NOIRLAB_PROGRESS_SECONDS sets that interval in seconds (tests use 0.2).
 * --quiet shows neither.
 */
#ifndef NOIRLAB_PROGRESS_H
#define NOIRLAB_PROGRESS_H

#include "runner/runner.h"

enum { PROGRESS_PLAIN_SECONDS = 60 };

typedef struct ProgressLine {
    int terminal;       /* redraw in place (stderr is a terminal) or plain lines */
    double interval;    /* seconds between plain lines */
    double start, last; /* monotonic clock: attached, last shown */
    int shown;          /* a terminal line is open */
} ProgressLine;

/* Show the progress of opt's runs on stderr unless quiet. */
void progress_attach(RunOptions *opt, ProgressLine *line, int quiet);

/* End the terminal line (a newline) if anything was shown. */
void progress_done(ProgressLine *line);

#endif
