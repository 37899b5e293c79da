/*
 * catalog.h — the game data read at run time from scenarios/: the civilian
 * cards, the group and motive names, and the layouts (beginner + scenarios).
 *
 * Every loader reports a malformed file as "FILE:LINE: problem" in err and
 * returns -1; nothing is half-loaded on failure.
 */
#ifndef NOIRLAB_CATALOG_H
#define NOIRLAB_CATALOG_H

#include <stddef.h>

#include "games/itk/core/deal.h"

enum { MAX_LAYOUTS = 32, MOTIVE_NAME_MAX = 24, CATALOG_ERR_MAX = 512 };

typedef struct Catalog {
    Deck deck;                                   /* civilians.csv, in file order */
    int n_groups;                                /* always GROUPS once loaded */
    char group_name[GROUPS][GROUP_NAME_MAX];     /* in order of first appearance in civilians.csv */
    char motive_name[MOTIVES][MOTIVE_NAME_MAX];  /* motives.csv display names, by enum Motive */
    int n_layouts;
    Layout layout[MAX_LAYOUTS];                  /* every *.ini in the directory, sorted by key */
} Catalog;

/* Load civilians.csv, motives.csv and every *.ini layout from `dir`. */
int itk_catalog_load(Catalog *cat, const char *dir, char *err, size_t errlen);

/* The two CSV files on their own (itk_catalog_load uses them; tests give them
 * malformed copies).  Each replaces its part of cat: the cards and groups, or
 * the motive names.  Load both before any layout, which names them. */
int itk_catalog_load_civilians(Catalog *cat, const char *path, char *err, size_t errlen);
int itk_catalog_load_motives(Catalog *cat, const char *path, char *err, size_t errlen);

/* The layout key of a file: its name without the directory and ".ini" (at
 * most LAYOUT_KEY_MAX - 1 characters).  Returns 0, or -1 when it has none. */
int itk_layout_key_of(const char *path, char key[LAYOUT_KEY_MAX]);

/* Load one layout file (for --scenario FILE); group and motive names resolve against cat. */
int itk_layout_load_file(const Catalog *cat, const char *path, Layout *out, char *err, size_t errlen);

/* A layout by key ("beginner", "t-men") or by its display name, case-insensitive; NULL if none. */
const Layout *itk_catalog_layout(const Catalog *cat, const char *name);

/* Look-ups by name, case-insensitive; -1 when unknown. */
int itk_catalog_card(const Catalog *cat, const char *occupation);
int itk_catalog_group(const Catalog *cat, const char *name);
int itk_catalog_motive(const Catalog *cat, const char *name); /* display name or itk_motive_key() */

/* Parse "Maniac,Sadist,..." (names or keys, spaces allowed) into a set.  Returns
 * 0, or -1 with "unknown motive 'X'" / "empty motive list" in err. */
int itk_catalog_motive_set(const Catalog *cat, const char *list, MotiveSet *out, char *err, size_t errlen);

/* Format a motive set as "Maniac,Sadist,..." in enum order. */
void itk_catalog_motive_set_format(const Catalog *cat, MotiveSet set, char *out, size_t outlen);

/* The directory holding the data: $NOIRLAB_DATA, else the installed copy
 * beside the program or library, else the scenarios/ folder of the source
 * tree the binary was built from (base/data_dir.h). */
const char *itk_catalog_default_dir(void);

#endif
