/*
 * catalog_cards.c — civilians.csv (the cards) and motives.csv (the motives'
 * display names); formats in docs/data-files.md.
 */
#include "base/data_text.h"
#include "games/itk/data/catalog.h"

#include <string.h>
#include <strings.h>

/* ---------------------------------------------------------------------------
 * civilians.csv
 * ------------------------------------------------------------------------- */

static const char civilians_header[] = "Occupation,Group,Sex,Age,Build,Height,RU";

/* The four trait columns (3..6 of civilians.csv), in the order of enum Sex,
 * Age, Build and Height. */
static const struct Trait {
    const char *what, *expect;
    const char *value[3];
    int n;
} traits[4] = {
    {"sex", "M or F", {"M", "F"}, SEXES},
    {"age", "20, 40 or 60", {"20", "40", "60"}, AGES},
    {"build", "S, M or L", {"S", "M", "L"}, BUILDS},
    {"height", "Short, Medium or Tall", {"Short", "Medium", "Tall"}, HEIGHTS},
};

/* The group index of name, adding it as a new group on first appearance. */
static int civilian_group(Catalog *cat, const CsvFile *csv, const char *name, char *err,
                          size_t errlen)
{
    int g = itk_catalog_group(cat, name);
    if (g >= 0)
        return g;
    if (*name == '\0')
        return data_fail(err, errlen, csv->path, csv->line, "empty group");
    if (cat->n_groups == GROUPS)
        return data_fail(err, errlen, csv->path, csv->line, "a 10th group '%s', the game has %d",
                    name, GROUPS);
    if (text_copy(cat->group_name[cat->n_groups], GROUP_NAME_MAX, name) < 0)
        return data_fail(err, errlen, csv->path, csv->line, "group '%s' is longer than %d characters",
                    name, GROUP_NAME_MAX - 1);
    return cat->n_groups++;
}

/* Add the card of the current row; card_line[i] is the line of card i. */
static int civilian_add(Catalog *cat, const CsvFile *csv, int *card_line, char *err, size_t errlen)
{
    Card card;
    char *const *f = csv->field;
    const char *where = csv->path;

    if (cat->deck.n == MAX_CARDS)
        return data_fail(err, errlen, where, csv->line, "more than %d cards", MAX_CARDS);
    if (*f[0] == '\0')
        return data_fail(err, errlen, where, csv->line, "empty occupation");
    if (text_copy(card.name, CARD_NAME_MAX, f[0]) < 0)
        return data_fail(err, errlen, where, csv->line, "occupation '%s' is longer than %d characters",
                    f[0], CARD_NAME_MAX - 1);
    int dup = itk_catalog_card(cat, f[0]);
    if (dup >= 0)
        return data_fail(err, errlen, where, csv->line, "duplicate occupation '%s' (also on line %d)",
                    f[0], card_line[dup]);

    uint8_t *slot[4] = {&card.sex, &card.age, &card.build, &card.height};
    for (int t = 0; t < 4; t++) {
        int v = -1;
        for (int i = 0; i < traits[t].n; i++)
            if (strcasecmp(f[2 + t], traits[t].value[i]) == 0)
                v = i;
        if (v < 0)
            return data_fail(err, errlen, where, csv->line, "%s '%s' is not %s", traits[t].what,
                        f[2 + t], traits[t].expect);
        *slot[t] = (uint8_t)v;
    }
    int g = civilian_group(cat, csv, f[1], err, errlen);
    if (g < 0)
        return -1;
    card.group = (uint8_t)g;
    card_line[cat->deck.n] = csv->line;
    cat->deck.card[cat->deck.n++] = card;
    return 0;
}

int itk_catalog_load_civilians(Catalog *cat, const char *path, char *err, size_t errlen)
{
    Catalog tmp = *cat;
    CsvFile csv;
    int card_line[MAX_CARDS];
    int r;

    tmp.deck.n = 0;
    tmp.n_groups = 0;
    if (csv_open(&csv, path, civilians_header, err, errlen) < 0)
        return -1;
    while ((r = csv_row(&csv, err, errlen)) > 0)
        if (civilian_add(&tmp, &csv, card_line, err, errlen) < 0) {
            r = -1;
            break;
        }
    fclose(csv.f);
    if (r != 0)
        return -1;
    if (tmp.n_groups != GROUPS)
        return data_fail(err, errlen, path, 0, "groups: found %d, expected %d", tmp.n_groups, GROUPS);
    if (tmp.deck.n < CIVILIANS)
        return data_fail(err, errlen, path, 0, "%d cards, a game needs %d", tmp.deck.n, CIVILIANS);
    *cat = tmp;
    return 0;
}

/* ---------------------------------------------------------------------------
 * motives.csv
 * ------------------------------------------------------------------------- */

/* Set the display name of the current row's motive; row_line[m] is the line
 * of motive m so far, 0 when not yet seen. */
static int motive_row(Catalog *cat, const CsvFile *csv, int *row_line, char *err, size_t errlen)
{
    const char *key = csv->field[0], *name = csv->field[1];
    int m = itk_motive_from_key(key);
    if (m < 0)
        return data_fail(err, errlen, csv->path, csv->line, "unknown motive key '%s'", key);
    if (row_line[m] != 0)
        return data_fail(err, errlen, csv->path, csv->line, "motive '%s' given twice (also on line %d)",
                    key, row_line[m]);
    if (*name == '\0')
        return data_fail(err, errlen, csv->path, csv->line, "empty name for motive '%s'", key);
    for (int o = 0; o < MOTIVES; o++)
        if (row_line[o] != 0 && strcasecmp(cat->motive_name[o], name) == 0)
            return data_fail(err, errlen, csv->path, csv->line, "name '%s' already used on line %d",
                        name, row_line[o]);
    if (text_copy(cat->motive_name[m], MOTIVE_NAME_MAX, name) < 0)
        return data_fail(err, errlen, csv->path, csv->line, "name '%s' is longer than %d characters",
                    name, MOTIVE_NAME_MAX - 1);
    row_line[m] = csv->line;
    return 0;
}

int itk_catalog_load_motives(Catalog *cat, const char *path, char *err, size_t errlen)
{
    Catalog tmp = *cat;
    CsvFile csv;
    int row_line[MOTIVES] = {0};
    int r;

    if (csv_open(&csv, path, "key,name,condition", err, errlen) < 0)
        return -1;
    while ((r = csv_row(&csv, err, errlen)) > 0)
        if (motive_row(&tmp, &csv, row_line, err, errlen) < 0) {
            r = -1;
            break;
        }
    fclose(csv.f);
    if (r != 0)
        return -1;
    for (int m = 0; m < MOTIVES; m++)
        if (row_line[m] == 0)
            return data_fail(err, errlen, path, 0, "no row for motive '%s'", itk_motive_key(m));
    *cat = tmp;
    return 0;
}

