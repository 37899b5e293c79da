/*
 * report_md.c — a Doc as GitHub-flavoured Markdown (report.md).
 *
 * Tables are pipe tables with one row per line and the header first, so a
 * script (or tests/analysis/report_test.c) can read the numbers back.
 * Figures show the PNG and link the SVG, both under figures/.
 */
#include <string.h>

#include "analysis/report_doc.h"

/* A table cell: '|' would end the cell, so it is escaped. */
static void put_cell(const char *s, FILE *out)
{
    for (; *s; s++) {
        if (*s == '|')
            fputc('\\', out);
        fputc(*s == '\n' ? ' ' : *s, out);
    }
}

static void put_table(const DocTable *t, FILE *out)
{
    for (int r = 0; r <= t->rows; r++) {
        fputs("|", out);
        for (int c = 0; c < t->cols; c++) {
            fputc(' ', out);
            put_cell(table_cell(t, r, c), out);
            fputs(" |", out);
        }
        fputc('\n', out);
        if (r == 0) {
            fputs("|", out);
            for (int c = 0; c < t->cols; c++)
                fputs(t->right >> c & 1 ? "---:|" : "---|", out);
            fputc('\n', out);
        }
    }
}

int doc_write_md(const Doc *d, FILE *out)
{
    for (int i = 0; i < d->n; i++) {
        const Block *b = d->block[i];
        switch (b->kind) {
        case BLOCK_HEADING:
            for (int k = 0; k < b->level; k++)
                fputc('#', out);
            fprintf(out, " %s\n", b->text);
            break;
        case BLOCK_PARAGRAPH:
            fprintf(out, "%s\n", b->text);
            break;
        case BLOCK_ITEM:
            fprintf(out, "- %s\n", b->text);
            /* the list goes on: no blank line before the next item */
            if (i + 1 < d->n && d->block[i + 1]->kind == BLOCK_ITEM)
                continue;
            break;
        case BLOCK_TABLE:
            put_table(&b->table, out);
            break;
        case BLOCK_FIGURE:
            fprintf(out, "![%s](figures/%s.png)\n\n*%s* ([SVG](figures/%s.svg))\n", b->text, b->figure, b->text,
                    b->figure);
            break;
        }
        fputc('\n', out);
    }
    return ferror(out) ? -1 : 0;
}
