/*
 * report_html.c — a Doc as one self-contained HTML page (index.html).
 *
 * No network: the style sheet is inline and each figure's SVG is embedded as
 * a data: URI (an <img>, so the ids inside gnuplot's SVG files cannot clash),
 * with links to the SVG and PNG files beside the page.  The level-2 headings
 * make the table of contents under the title.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/report_doc.h"
#include "base/xalloc.h"

/* On a phone (narrow screens) wide tables scroll sideways inside their box
 * instead of widening the page, a "stack" table (the first screen's) shows
 * each row as a block of "header: value" lines so that nothing scrolls, and
 * a figure is shown at 70% of its drawn size (its text, drawn at 14 px, stays
 * at 10 px), scrolling sideways when that is wider than the screen; on a
 * desktop figures shrink to the column.  Intervals never break across lines;
 * long words in text cells (motive sets, policy specs) may, so that the wide
 * tables fit a desktop's column.  The contents run as one wrapped line. */
static const char style[] =
    "body{font-family:sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#222;line-height:1.45;"
    "overflow-wrap:break-word}\n"
    ".scroll{overflow-x:auto;max-width:100%}\n"
    "table{border-collapse:collapse;margin:1rem 0;font-size:.9rem}\n"
    "th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}td{overflow-wrap:anywhere}\n"
    "th{background:#f2f2f2}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\n"
    "svg.bar{display:block;margin-top:.2rem}\n"
    "figure{margin:1rem 0}figure img{max-width:100%;height:auto;border:1px solid #eee}\n"
    "figcaption{font-size:.9rem;color:#555}nav ul{display:flex;flex-wrap:wrap;gap:0 1.2rem;padding:0;list-style:none}\n"
    "@media (max-width:40rem){body{margin:1rem auto;padding:0 .5rem}"
    "figure img{max-width:none;width:calc(var(--w) * .7px)}"
    "h1{font-size:1.5rem}nav{font-size:.85rem}nav ul{gap:0 .8rem}"
    "table.stack,table.stack tbody,table.stack tr{display:block}table.stack tr:first-child{display:none}"
    "table.stack tr{border:1px solid #ccc;margin:.4rem 0;padding:.25rem .5rem}"
    "table.stack{font-size:.85rem}table.stack td{display:inline-block;border:0;padding:0 .8rem 0 0;text-align:left}"
    "table.stack td:first-child{font-weight:bold}table.stack td[data-label]::before{content:attr(data-label) \": \";"
    "color:#666}table.stack svg.bar{display:inline-block;vertical-align:middle;margin:0 0 0 .4rem;width:100px;"
    "height:auto}}\n";

static void put_escaped_char(char c, FILE *out)
{
    const char *entity = c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '"' ? "&quot;" : NULL;
    if (entity)
        fputs(entity, out);
    else
        fputc(c, out);
}

static void put_escaped(const char *s, FILE *out)
{
    for (; *s; s++)
        put_escaped_char(*s, out);
}

/* A table cell's text, free to break after each comma (a motive set, the
 * switches) rather than inside a word. */
static void put_cell_text(const char *s, FILE *out)
{
    for (; *s; s++) {
        put_escaped_char(*s, out);
        if (*s == ',')
            fputs("<wbr>", out);
    }
}

static void put_base64(const unsigned char *p, size_t n, FILE *out)
{
    static const char digit[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)p[i] << 16 | (i + 1 < n ? (unsigned)p[i + 1] << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
        fputc(digit[v >> 18 & 63], out);
        fputc(digit[v >> 12 & 63], out);
        fputc(i + 1 < n ? digit[v >> 6 & 63] : '=', out);
        fputc(i + 2 < n ? digit[v & 63] : '=', out);
    }
}

/* The whole file in a buffer; NULL when it cannot be read. */
static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    unsigned char *buf = NULL;
    size_t len = 0, cap = 0, got;
    do {
        if (len == cap)
            buf = xrealloc(buf, cap = cap ? 2 * cap : 65536);
        got = fread(buf + len, 1, cap - len, f);
        len += got;
    } while (got > 0);
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        free(buf);
        return NULL;
    }
    *n = len;
    return buf;
}

/* The drawn size of a gnuplot SVG: the width="W" height="H" of its <svg>. */
static void svg_size(const char *svg, size_t n, int *w, int *h)
{
    char head[2048];
    snprintf(head, sizeof head, "%.*s", (int)(n < sizeof head - 1 ? n : sizeof head - 1), svg);
    const char *s = strstr(head, "<svg");
    const char *pw = s ? strstr(s, " width=\"") : NULL, *ph = s ? strstr(s, " height=\"") : NULL;
    if (pw && ph) {
        *w = atoi(pw + 8);
        *h = atoi(ph + 9);
    }
}

static int put_figure(const Block *b, const char *figures_dir, FILE *out)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.svg", figures_dir, b->figure);
    size_t n;
    unsigned char *svg = slurp(path, &n);
    if (!svg)
        return -1;
    int w = 0, h = 0;
    svg_size((const char *)svg, n, &w, &h);
    fputs("<figure class=\"scroll\"><img alt=\"", out);
    put_escaped(b->text, out);
    if (w > 0 && h > 0)
        fprintf(out, "\" width=\"%d\" height=\"%d\" style=\"--w:%d", w, h, w);
    fputs("\" src=\"data:image/svg+xml;base64,", out);
    put_base64(svg, n, out);
    free(svg);
    fputs("\"><figcaption>", out);
    put_escaped(b->text, out);
    fprintf(out, " (<a href=\"figures/%s.svg\">SVG</a>, <a href=\"figures/%s.png\">PNG</a>)</figcaption></figure>\n",
            b->figure, b->figure);
    return 0;
}

/* "R% [L%, H%]" drawn 150 px wide over 20% to 80% (a rate or bound beyond
 * is drawn at the edge): the band 50% +/- band points shaded, a dashed line
 * at 50%, the interval as a bar and the rate as a tick.  Nothing when the
 * text holds no rate ("-", too few games). */
static double bar_x(double percent)
{
    return 2.5 * (fmin(fmax(percent, 20.0), 80.0) - 20.0);
}

static void put_bar(const char *text, double band, FILE *out)
{
    double r, lo, hi;
    if (sscanf(text, "%lf%% [%lf%%, %lf%%]", &r, &lo, &hi) != 3)
        return;
    fprintf(out,
            "<svg class=\"bar\" width=\"150\" height=\"14\" viewBox=\"0 0 150 14\" aria-hidden=\"true\">"
            "<rect x=\"0\" y=\"0\" width=\"150\" height=\"14\" fill=\"none\" stroke=\"#ddd\"/>"
            "<rect x=\"%.1f\" y=\"0\" width=\"%.1f\" height=\"14\" fill=\"#e2e2e2\"/>"
            "<line x1=\"75\" y1=\"0\" x2=\"75\" y2=\"14\" stroke=\"#888\" stroke-dasharray=\"2,2\"/>"
            "<rect x=\"%.1f\" y=\"4\" width=\"%.1f\" height=\"6\" fill=\"#4a78b5\"/>"
            "<line x1=\"%.1f\" y1=\"1\" x2=\"%.1f\" y2=\"13\" stroke=\"#123\" stroke-width=\"2\"/></svg>",
            bar_x(50 - band), bar_x(50 + band) - bar_x(50 - band), bar_x(lo), bar_x(hi) - bar_x(lo), bar_x(r), bar_x(r));
}

static void put_table(const DocTable *t, FILE *out)
{
    fputs(t->stack ? "<div class=\"scroll\"><table class=\"stack\">\n<tr>" : "<div class=\"scroll\"><table>\n<tr>", out);
    for (int c = 0; c < t->cols; c++) {
        fputs("<th>", out);
        put_escaped(table_cell(t, 0, c), out);
        fputs("</th>", out);
    }
    fputs("</tr>\n", out);
    for (int r = 1; r <= t->rows; r++) {
        fputs("<tr>", out);
        for (int c = 0; c < t->cols; c++) {
            fputs(t->right >> c & 1 ? "<td class=\"n\"" : "<td", out);
            if (t->stack && !(t->bare >> c & 1)) {
                fputs(" data-label=\"", out);
                put_escaped(table_cell(t, 0, c), out);
                fputs("\"", out);
            }
            fputs(">", out);
            if (t->right >> c & 1)
                put_escaped(table_cell(t, r, c), out); /* an interval stays on one line */
            else
                put_cell_text(table_cell(t, r, c), out);
            if (t->bar >> c & 1)
                put_bar(table_cell(t, r, c), t->band, out);
            fputs("</td>", out);
        }
        fputs("</tr>\n", out);
    }
    fputs("</table></div>\n", out);
}

static void put_contents(const Doc *d, FILE *out)
{
    fputs("<nav><ul>\n", out);
    for (int i = 0; i < d->n; i++)
        if (d->block[i]->kind == BLOCK_HEADING && d->block[i]->level == 2) {
            fprintf(out, "<li><a href=\"#s%d\">", i);
            put_escaped(d->block[i]->text, out);
            fputs("</a></li>\n", out);
        }
    fputs("</ul></nav>\n", out);
}

int doc_write_html(const Doc *d, const char *figures_dir, FILE *out)
{
    const char *title = d->n > 0 && d->block[0]->kind == BLOCK_HEADING ? d->block[0]->text : "report";
    fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>",
          out);
    put_escaped(title, out);
    fprintf(out, "</title>\n<style>\n%s</style>\n</head>\n<body>\n", style);
    for (int i = 0; i < d->n; i++) {
        const Block *b = d->block[i];
        switch (b->kind) {
        case BLOCK_HEADING:
            fprintf(out, "<h%d id=\"s%d\">", b->level, i);
            put_escaped(b->text, out);
            fprintf(out, "</h%d>\n", b->level);
            if (b->level == 1)
                put_contents(d, out);
            break;
        case BLOCK_PARAGRAPH:
            fputs("<p>", out);
            put_escaped(b->text, out);
            fputs("</p>\n", out);
            break;
        case BLOCK_ITEM:
            fputs(i > 0 && d->block[i - 1]->kind == BLOCK_ITEM ? "<li>" : "<ul>\n<li>", out);
            put_escaped(b->text, out);
            fputs(i + 1 < d->n && d->block[i + 1]->kind == BLOCK_ITEM ? "</li>\n" : "</li>\n</ul>\n", out);
            break;
        case BLOCK_TABLE:
            put_table(&b->table, out);
            break;
        case BLOCK_FIGURE:
            if (put_figure(b, figures_dir, out))
                return -1;
            break;
        }
    }
    fputs("</body>\n</html>\n", out);
    return ferror(out) ? -1 : 0;
}
