/*
 * cpu_clock.h — the CPU time of the calling thread, the clock of every
 * per-core figure of `noirlab bench`, and of the whole process.  Wall-clock time counts whatever else
 * the machine runs; a thread's CPU time counts only the time it was given a
 * core, so its rates move far less with the load.
 */
#ifndef NOIRLAB_CPU_CLOCK_H
#define NOIRLAB_CPU_CLOCK_H

#include <sys/resource.h>
#include <time.h>

/* Seconds of CPU time this thread has used (CLOCK_THREAD_CPUTIME_ID). */
static inline double thread_cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Seconds of CPU time the whole process has used, every thread's, user and
 * system (getrusage RUSAGE_SELF): the cost of work spread over a run's
 * threads, as `noirlab equilibrium` reports it. */
static inline double process_cpu_seconds(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return (double)u.ru_utime.tv_sec + (double)u.ru_stime.tv_sec +
           ((double)u.ru_utime.tv_usec + (double)u.ru_stime.tv_usec) * 1e-6;
}

#endif
