/*
 * protocol.h — Intent to Kill's commands of the `noirlab engine` line
 * protocol (docs/protocol.md) over its Session (session.h): its engine
 * (itk_engine.c) answers every line with them, in the loop every engine
 * shares (engine/protocol.h).
 */
#ifndef NOIRLAB_ITK_PROTOCOL_H
#define NOIRLAB_ITK_PROTOCOL_H

#include <stdio.h>

/* Answer one command line (without its newline) on a Session.  Returns 1
 * after `quit`, else 0. */
int itk_protocol_command(void *session, const char *line, FILE *out);

#endif
