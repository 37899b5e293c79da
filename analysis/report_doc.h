/*
 * report_doc.h — the report as a list of blocks (headings, paragraphs, tables,
 * figures), written once and rendered twice: report_md.c as Markdown,
 * report_html.c as HTML.  Text is plain: the renderers do all the escaping.
 */
#ifndef NOIRLAB_REPORT_DOC_H
#define NOIRLAB_REPORT_DOC_H

#include <stdio.h>

/* Consecutive BLOCK_ITEMs make one bulleted list. */
typedef enum BlockKind { BLOCK_HEADING, BLOCK_PARAGRAPH, BLOCK_ITEM, BLOCK_TABLE, BLOCK_FIGURE } BlockKind;

typedef struct DocTable {
    int cols, rows;        /* rows below the header */
    char **cell;           /* (rows + 1) * cols strings, the header row first */
    unsigned right;        /* bit c: column c holds numbers (right-aligned) */
    unsigned bar;          /* bit c: column c holds "R% [L%, H%]", which the HTML page also draws as a
                              bar against the band 50% +/- band points */
    double band;
    int stack;             /* on a narrow screen the HTML page shows each row as a block of
                              "header: value" lines instead of a table, */
    unsigned bare;         /* bit c: stacked, column c shows its value alone */
} DocTable;

typedef struct Block {
    BlockKind kind;
    int level;             /* heading level, 1 = the title */
    char *text;            /* heading, paragraph, list item or figure caption */
    char *figure;          /* figure: base name of figures/NAME.png and figures/NAME.svg */
    DocTable table;
} Block;

typedef struct Doc {
    int n;
    Block **block;         /* pointers, so a table being filled stays put */
} Doc;

__attribute__((format(printf, 3, 4))) void doc_heading(Doc *d, int level, const char *fmt, ...);
__attribute__((format(printf, 2, 3))) void doc_para(Doc *d, const char *fmt, ...);
__attribute__((format(printf, 2, 3))) void doc_item(Doc *d, const char *fmt, ...);
__attribute__((format(printf, 3, 4))) void doc_figure(Doc *d, const char *name, const char *fmt, ...);

/* A table with `cols` columns and the given header; add rows with table_row. */
DocTable *doc_table(Doc *d, int cols, unsigned right, const char *const *header);
void table_row(DocTable *t, const char *const *cells);

/* The cell at row r (0 = header), column c. */
const char *table_cell(const DocTable *t, int r, int c);

void doc_free(Doc *d);

/* Renderers.  Return 0, or -1 when writing fails.  The HTML one embeds each
 * figure's SVG file read from figures_dir. */
int doc_write_md(const Doc *d, FILE *out);
int doc_write_html(const Doc *d, const char *figures_dir, FILE *out);

#endif
