/*
 * cpu_clock.h — the CPU time of the calling thread, the clock of every
 * per-core figure of `noirlab bench`.  Wall-clock time counts whatever else
 * the machine runs; a thread's CPU time counts only the time it was given a
 * core, so its rates move far less with the load.
 */
#ifndef NOIRLAB_CPU_CLOCK_H
#define NOIRLAB_CPU_CLOCK_H

#include <time.h>

/* Seconds of CPU time this thread has used (CLOCK_THREAD_CPUTIME_ID). */
static inline double thread_cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#endif
