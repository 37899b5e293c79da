/*
 * text.h — growable text: printf into a buffer that grows as needed.
 */
#ifndef NOIRLAB_TEXT_H
#define NOIRLAB_TEXT_H

#include <stddef.h>

/* Zero-initialise ({0}); s is NULL until the first text_printf; free(s) when done. */
typedef struct Text {
    char *s;
    size_t len, cap;
} Text;

__attribute__((format(printf, 2, 3)))
void text_printf(Text *t, const char *fmt, ...);

#endif
