#include "progress.h"

#include <stdio.h>
#include <unistd.h>

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
    int finished = p->games_done == p->games_total;
    if (p->seconds < line->last)
        line->last = 0; /* a new execution (tune plays several) */
    if (!finished && p->seconds - line->last < 0.25)
        return;
    line->last = p->seconds;
    double rate = p->seconds > 0 ? (double)p->games_done / p->seconds : 0.0;
    char eta[32];
    format_duration(rate > 0 ? (double)(p->games_total - p->games_done) / rate : 0.0, eta, sizeof eta);
    fprintf(stderr, "\rcells %d/%d  games %llu/%llu  %.0f games/s  ETA %s\033[K", p->cells_done, p->cells_total,
            (unsigned long long)p->games_done, (unsigned long long)p->games_total, rate, eta);
    fflush(stderr);
    line->shown = 1;
}

void progress_attach(RunOptions *opt, ProgressLine *line, int quiet)
{
    *line = (ProgressLine){0, 0};
    if (!quiet && isatty(STDERR_FILENO)) {
        opt->progress = show_progress;
        opt->progress_ctx = line;
    }
}

void progress_done(ProgressLine *line)
{
    if (line->shown)
        fputc('\n', stderr);
    line->shown = 0;
    line->last = 0;
}
