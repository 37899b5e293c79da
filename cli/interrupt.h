/*
 * interrupt.h — SIGINT and SIGTERM end a run between chunks, with a word.
 *
 * The handler only records the signal (async-signal-safe: one store to a
 * volatile sig_atomic_t); the runner checks it before starting each chunk
 * (RunOptions.stop), so every chunk in progress is finished and stored and
 * the database stays whole.  The command then says what was kept and how to
 * resume, and exits with the conventional status 128 + the signal (130 for
 * SIGINT, 143 for SIGTERM).  A second signal ends the process at once (the
 * disposition is reset after the first): still safe, since each chunk is
 * one transaction.
 */
#ifndef NOIRLAB_INTERRUPT_H
#define NOIRLAB_INTERRUPT_H

#include <signal.h>

/* Install the handlers; returns the flag for RunOptions.stop. */
const volatile sig_atomic_t *interrupt_install(void);

/* The name of a signal the handlers catch ("SIGINT", "SIGTERM"). */
const char *interrupt_name(int sig);

#endif
