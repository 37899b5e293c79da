/*
 * catalog.c — the game data in scenarios/ as one Catalog: the directory
 * (civilians.csv, motives.csv and every layout file) and the look-ups by
 * name.  The files themselves are read by catalog_cards.c and
 * catalog_layout.c; the formats are described in docs/data-files.md.
 *
 * Every loader builds into a local copy and copies it out only when the whole
 * file is good, so a caller never sees a half-loaded catalog.  A problem is
 * reported as "FILE:LINE: problem", or "FILE: problem" when it concerns the
 * file as a whole (it cannot be opened, a key or a row is missing).
 */
#include "games/itk/data/catalog.h"
#include "base/data_dir.h"
#include "base/data_text.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---------------------------------------------------------------------------
 * The whole data directory
 * ------------------------------------------------------------------------- */

/* dir/name into path[size]; -1 when it does not fit. */
static int join_path(char *path, size_t size, const char *dir, const char *name)
{
    int n = snprintf(path, size, "%s/%s", dir, name);
    return n >= 0 && (size_t)n < size ? 0 : -1;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* The layout keys of dir (its *.ini files, hidden ones skipped), sorted. */
static int list_layouts(const char *dir, char (*key)[LAYOUT_KEY_MAX], char *err, size_t errlen)
{
    int n = 0;
    DIR *d = opendir(dir);
    if (d == NULL)
        return data_fail(err, errlen, dir, 0, "cannot open: %s", strerror(errno));
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 5 || strcmp(e->d_name + len - 4, ".ini") != 0)
            continue;
        if (n == MAX_LAYOUTS) {
            closedir(d);
            return data_fail(err, errlen, dir, 0, "more than %d layout files", MAX_LAYOUTS);
        }
        if (itk_layout_key_of(e->d_name, key[n]) < 0) {
            closedir(d);
            return data_fail(err, errlen, dir, 0, "'%s': a layout key has at most %d characters",
                        e->d_name, LAYOUT_KEY_MAX - 1);
        }
        n++;
    }
    closedir(d);
    qsort(key, (size_t)n, LAYOUT_KEY_MAX, compare_names);
    return n;
}

/* Load every layout of dir into cat, in key order. */
static int load_layouts(Catalog *cat, const char *dir, char *err, size_t errlen)
{
    char key[MAX_LAYOUTS][LAYOUT_KEY_MAX];
    char path[4096], file[LAYOUT_KEY_MAX + 4];
    int n = list_layouts(dir, key, err, errlen);

    for (int i = 0; i < n; i++) {
        Layout *l = &cat->layout[i];
        snprintf(file, sizeof file, "%s.ini", key[i]);
        if (join_path(path, sizeof path, dir, file) < 0)
            return data_fail(err, errlen, dir, 0, "path too long");
        if (itk_layout_load_file(cat, path, l, err, errlen) < 0)
            return -1;
        for (int o = 0; o < i; o++)
            if (strcasecmp(cat->layout[o].name, l->name) == 0)
                return data_fail(err, errlen, path, 0, "name '%s' is also the name of %s.ini",
                            l->name, cat->layout[o].key);
        cat->n_layouts = i + 1;
    }
    return n < 0 ? -1 : 0;
}

typedef int (*CsvLoader)(Catalog *cat, const char *path, char *err, size_t errlen);

/* Load dir/name with one of the CSV loaders. */
static int load_csv(Catalog *cat, const char *dir, const char *name, CsvLoader load, char *err,
                    size_t errlen)
{
    char path[4096];
    if (join_path(path, sizeof path, dir, name) < 0)
        return data_fail(err, errlen, dir, 0, "path too long");
    return load(cat, path, err, errlen);
}

int itk_catalog_load(Catalog *cat, const char *dir, char *err, size_t errlen)
{
    Catalog *tmp = calloc(1, sizeof *tmp);
    int r = tmp == NULL ? data_fail(err, errlen, dir, 0, "out of memory") : 0;

    /* Motives and cards first: the layouts name both. */
    if (r == 0)
        r = load_csv(tmp, dir, "motives.csv", itk_catalog_load_motives, err, errlen);
    if (r == 0)
        r = load_csv(tmp, dir, "civilians.csv", itk_catalog_load_civilians, err, errlen);
    if (r == 0)
        r = load_layouts(tmp, dir, err, errlen);
    if (r == 0)
        *cat = *tmp;
    free(tmp);
    return r;
}

/* ---------------------------------------------------------------------------
 * Look-ups
 * ------------------------------------------------------------------------- */

const Layout *itk_catalog_layout(const Catalog *cat, const char *name)
{
    for (int i = 0; i < cat->n_layouts; i++)
        if (strcasecmp(cat->layout[i].key, name) == 0)
            return &cat->layout[i];
    for (int i = 0; i < cat->n_layouts; i++)
        if (strcasecmp(cat->layout[i].name, name) == 0)
            return &cat->layout[i];
    return NULL;
}

int itk_catalog_card(const Catalog *cat, const char *occupation)
{
    for (int i = 0; i < cat->deck.n; i++)
        if (strcasecmp(cat->deck.card[i].name, occupation) == 0)
            return i;
    return -1;
}

int itk_catalog_group(const Catalog *cat, const char *name)
{
    for (int g = 0; g < cat->n_groups; g++)
        if (strcasecmp(cat->group_name[g], name) == 0)
            return g;
    return -1;
}

int itk_catalog_motive(const Catalog *cat, const char *name)
{
    for (int m = 0; m < MOTIVES; m++)
        if (strcasecmp(cat->motive_name[m], name) == 0)
            return m;
    return itk_motive_from_key(name);
}

int itk_catalog_motive_set(const Catalog *cat, const char *list, MotiveSet *out, char *err, size_t errlen)
{
    char item[2 * MOTIVE_NAME_MAX];
    MotiveSet set = 0;

    if (text_blank(list))
        return data_fail(err, errlen, NULL, 0, "empty motive list");
    while (text_next_item(&list, item, sizeof item)) {
        int m = itk_catalog_motive(cat, item);
        if (m < 0)
            return data_fail(err, errlen, NULL, 0, "unknown motive '%s'", item);
        if (bits_has(set, m))
            return data_fail(err, errlen, NULL, 0, "motive '%s' listed twice", item);
        set |= (MotiveSet)(1u << m);
    }
    *out = set;
    return 0;
}

void itk_catalog_motive_set_format(const Catalog *cat, MotiveSet set, char *out, size_t outlen)
{
    size_t used = 0;
    if (outlen == 0)
        return;
    out[0] = '\0';
    for (int m = 0; m < MOTIVES; m++) {
        if (!bits_has(set, m))
            continue;
        int n = snprintf(out + used, outlen - used, "%s%s", used ? "," : "", cat->motive_name[m]);
        if (n < 0 || (size_t)n >= outlen - used) {
            out[used] = '\0'; /* cut short between names */
            return;
        }
        used += (size_t)n;
    }
}

const char *itk_catalog_default_dir(void) { return data_dir_default(); }
