/*
 * progress.c — the progress line on a terminal, plain lines elsewhere (progress.h).
 *
 * Both measure time on their own monotonic clock rather than with
 * RunProgress.seconds, which restarts with every execution (tune plays many
 * short ones): a plain line then still comes once a minute, not never.
 */
#include "cli/progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "base/number.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void format_duration(double s, char *out, size_t outlen)
{
    long t = (long)(s + 0.5);
    if (t >= 3600)
        snprintf(out, outlen, "%ldh%02ldm", t / 3600, t / 60 % 60);
    else if (t >= 60)
        snprintf(out, outlen, "%ldm%02lds", t / 60, t % 60);
    else
        snprintf(out, outlen, "%lds", t);
}

static void show_progress(void *ctx, const RunProgress *p)
{
    ProgressLine *line = ctx;
    double t = now();
    int finished = p->games_done == p->games_total;
    /* The terminal line also shows the end; a plain line would only repeat the closing table. */
    if (line->terminal ? !finished && t - line->last < line->interval : finished || t - line->last < line->interval)
        return;
    line->last = t;
    double rate = p->seconds > 0 ? (double)p->games_done / p->seconds : 0.0;
    int digits = rate < 10 ? 2 : 0; /* a search campaign plays under one game a second: not "0 games/s" */
    char eta[32], after[32];
    format_duration(rate > 0 ? (double)(p->games_total - p->games_done) / rate : 0.0, eta, sizeof eta);
    format_duration(t - line->start, after, sizeof after);
    if (line->terminal) {
        fprintf(stderr, "\rcells %d/%d  games %llu/%llu  %.*f games/s  ETA %s\033[K", p->cells_done,
                p->cells_total, (unsigned long long)p->games_done, (unsigned long long)p->games_total, digits, rate,
                eta);
        line->shown = 1;
    } else {
        fprintf(stderr, "progress: cells %d/%d  games %llu/%llu  %.*f games/s  ETA %s  after %s\n", p->cells_done,
                p->cells_total, (unsigned long long)p->games_done, (unsigned long long)p->games_total, digits, rate,
                eta, after);
    }
    fflush(stderr);
}

/* The interval of plain lines: NOIRLAB_PROGRESS_SECONDS, or a minute. */
static double plain_interval(void)
{
    const char *text = getenv("NOIRLAB_PROGRESS_SECONDS");
    double s = PROGRESS_PLAIN_SECONDS;
    if (text && number_real(text, 0.001, 86400, &s))
        fprintf(stderr, "noirlab: NOIRLAB_PROGRESS_SECONDS must be a number from 0.001 to 86400, not '%s'; "
                        "using %d\n", text, PROGRESS_PLAIN_SECONDS);
    return s;
}

void progress_attach(RunOptions *opt, ProgressLine *line, int quiet)
{
    *line = (ProgressLine){.terminal = isatty(STDERR_FILENO)};
    if (quiet)
        return;
    line->interval = line->terminal ? 0.25 : plain_interval();
    line->start = line->last = now();
    opt->progress = show_progress;
    opt->progress_ctx = line;
}

void progress_done(ProgressLine *line)
{
    if (line->shown)
        fputc('\n', stderr);
    line->shown = 0;
}
