/*
 * report_doc.c — building the block list of report_doc.h.
 */
#include "analysis/report_doc.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

static char *vformat(const char *fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    char *s = xrealloc(NULL, (size_t)(n > 0 ? n : 0) + 1);
    vsnprintf(s, (size_t)(n > 0 ? n : 0) + 1, fmt, ap);
    return s;
}

static Block *add(Doc *d, BlockKind kind)
{
    d->block = xrealloc(d->block, (size_t)(d->n + 1) * sizeof *d->block);
    Block *b = xcalloc(1, sizeof *b);
    b->kind = kind;
    d->block[d->n++] = b;
    return b;
}

void doc_heading(Doc *d, int level, const char *fmt, ...)
{
    Block *b = add(d, BLOCK_HEADING);
    b->level = level;
    va_list ap;
    va_start(ap, fmt);
    b->text = vformat(fmt, ap);
    va_end(ap);
}

void doc_para(Doc *d, const char *fmt, ...)
{
    Block *b = add(d, BLOCK_PARAGRAPH);
    va_list ap;
    va_start(ap, fmt);
    b->text = vformat(fmt, ap);
    va_end(ap);
}

void doc_item(Doc *d, const char *fmt, ...)
{
    Block *b = add(d, BLOCK_ITEM);
    va_list ap;
    va_start(ap, fmt);
    b->text = vformat(fmt, ap);
    va_end(ap);
}

void doc_figure(Doc *d, const char *name, const char *fmt, ...)
{
    Block *b = add(d, BLOCK_FIGURE);
    b->figure = xstrdup(name);
    va_list ap;
    va_start(ap, fmt);
    b->text = vformat(fmt, ap);
    va_end(ap);
}

DocTable *doc_table(Doc *d, int cols, unsigned right, const char *const *header)
{
    Block *b = add(d, BLOCK_TABLE);
    b->table.cols = cols;
    b->table.right = right;
    b->table.cell = xcalloc((size_t)cols, sizeof *b->table.cell);
    for (int c = 0; c < cols; c++)
        b->table.cell[c] = xstrdup(header[c]);
    return &b->table;
}

void table_row(DocTable *t, const char *const *cells)
{
    size_t at = (size_t)(t->rows + 1) * (size_t)t->cols;
    t->cell = xrealloc(t->cell, (at + (size_t)t->cols) * sizeof *t->cell);
    for (int c = 0; c < t->cols; c++)
        t->cell[at + (size_t)c] = xstrdup(cells[c]);
    t->rows++;
}

const char *table_cell(const DocTable *t, int r, int c)
{
    return t->cell[(size_t)r * (size_t)t->cols + (size_t)c];
}

void doc_free(Doc *d)
{
    for (int i = 0; i < d->n; i++) {
        Block *b = d->block[i];
        free(b->text);
        free(b->figure);
        if (b->kind == BLOCK_TABLE) {
            for (size_t k = 0; k < (size_t)(b->table.rows + 1) * (size_t)b->table.cols; k++)
                free(b->table.cell[k]);
            free(b->table.cell);
        }
        free(b);
    }
    free(d->block);
    d->block = NULL;
    d->n = 0;
}
