/*
 * catalog_layout.c — one layout file (INI, read with libinih): buildings,
 * civilians per block, motives and draw rules; format in docs/data-files.md.
 */
#include "base/data_text.h"
#include "games/itk/core/doa.h"
#include "games/itk/data/catalog.h"

#include <string.h>
#include <strings.h>
#include <ctype.h>
#include <errno.h>
#include <ini.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>

/* ---------------------------------------------------------------------------
 * Layout files (INI, parsed by libinih)
 *
 * inih's handler learns the line number only when the library was built with
 * INI_HANDLER_LINENO, which Debian's is not; so the reader that feeds inih
 * counts the lines itself (layout_read_line) and the handler reads the count.
 * ------------------------------------------------------------------------- */

enum LayoutKeyId {
    K_NAME, K_POLICE, K_DINER, K_HOSPITAL, K_FIRE, K_PER_BLOCK, K_ALL, K_LOGIC,
    K_QUOTA, K_REST_EACH, K_REST_GROUPS, K_REQUIRED, K_SIMULATED, K_UNSIMULATED, LAYOUT_KEYS
};

/* One layout file being parsed. */
typedef struct LayoutParse {
    const Catalog *cat;
    const char *path;
    FILE *f;
    int line;              /* the line inih is on */
    int seen[LAYOUT_KEYS]; /* line of each key, 0 while absent */
    int failed;            /* err holds the first problem found by the parsers */
    int failed_line;       /* its line */
    int indented;          /* the current line starts with white space */
    char *err;
    size_t errlen;
    Layout out;
} LayoutParse;

typedef int (*KeyParser)(LayoutParse *lp, int arg, const char *value);

static int key_name(LayoutParse *lp, int arg, const char *value);
static int key_building(LayoutParse *lp, int arg, const char *value);
static int key_per_block(LayoutParse *lp, int arg, const char *value);
static int key_motives(LayoutParse *lp, int arg, const char *value);
static int key_quota(LayoutParse *lp, int arg, const char *value);
static int key_rest(LayoutParse *lp, int arg, const char *value);
static int key_required(LayoutParse *lp, int arg, const char *value);
static int key_simulated(LayoutParse *lp, int arg, const char *value);
static int key_unsimulated(LayoutParse *lp, int arg, const char *value);

static const struct LayoutKey {
    const char *section, *name;
    KeyParser parse;
    int arg;
    int required;
} layout_keys[LAYOUT_KEYS] = {
    [K_NAME] = {"layout", "name", key_name, 0, 1},
    [K_POLICE] = {"buildings", "police", key_building, BUILDING_POLICE, 1},
    [K_DINER] = {"buildings", "diner", key_building, BUILDING_DINER, 1},
    [K_HOSPITAL] = {"buildings", "hospital", key_building, BUILDING_HOSPITAL, 1},
    [K_FIRE] = {"buildings", "fire", key_building, BUILDING_FIRE, 1},
    [K_PER_BLOCK] = {"civilians", "per_block", key_per_block, 0, 1},
    [K_ALL] = {"motives", "all", key_motives, 0, 1},
    [K_LOGIC] = {"motives", "logic", key_motives, 1, 0},
    [K_QUOTA] = {"draw", "quota", key_quota, 0, 0},
    [K_REST_EACH] = {"draw", "rest_each", key_rest, 0, 0},
    [K_REST_GROUPS] = {"draw", "rest_groups", key_rest, 1, 0},
    [K_REQUIRED] = {"draw", "required", key_required, 0, 0},
    [K_SIMULATED] = {"rules", "simulated", key_simulated, 0, 0},
    [K_UNSIMULATED] = {"rules", "not_simulated", key_unsimulated, 0, 0},
};

/* Record the first problem of a layout file at the current line. */
__attribute__((format(printf, 2, 3)))
static int lp_fail(LayoutParse *lp, const char *fmt, ...)
{
    char msg[CATALOG_ERR_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    lp->failed = 1;
    lp->failed_line = lp->line;
    return data_fail(lp->err, lp->errlen, lp->path, lp->line, "%s", msg);
}

/* How many cards of the deck belong to group g. */
static int group_size(const Catalog *cat, int g)
{
    int n = 0;
    for (int i = 0; i < cat->deck.n; i++)
        n += cat->deck.card[i].group == g;
    return n;
}

static int key_name(LayoutParse *lp, int arg, const char *value)
{
    (void)arg;
    if (*value == '\0')
        return lp_fail(lp, "empty name");
    if (text_copy(lp->out.name, LAYOUT_NAME_MAX, value) < 0)
        return lp_fail(lp, "name longer than %d characters", LAYOUT_NAME_MAX - 1);
    return 0;
}

/* "5, 14": the blocks of building type b; a block holds at most one building. */
static int key_building(LayoutParse *lp, int b, const char *value)
{
    static const char *const building_name[BUILDINGS] = {"police", "diner", "hospital", "fire"};
    char item[16];
    BlockSet set = 0;

    if (text_blank(value))
        value = NULL; /* no building of this type */
    while (text_next_item(&value, item, sizeof item)) {
        int block = text_int(item, 0, INT_MAX);
        if (block < 0)
            return lp_fail(lp, "'%s' is not a block number 0..%d", item, CITY_BLOCKS - 1);
        if (block >= CITY_BLOCKS)
            return lp_fail(lp, "block %d is not in the city (blocks are 0..%d)", block,
                           CITY_BLOCKS - 1);
        if (bits_has(set, block))
            return lp_fail(lp, "block %d listed twice", block);
        for (int o = 0; o < BUILDINGS; o++)
            if (o != b && bits_has(lp->out.building[o], block))
                return lp_fail(lp, "block %d already has a building (%s)", block, building_name[o]);
        set |= (BlockSet)(1u << block);
    }
    lp->out.building[b] = set;
    return 0;
}

/* "2112/1111/1111/2112": civilians per block, the 4 rows of the city from
 * the top, 4 digits each. */
static int key_per_block(LayoutParse *lp, int arg, const char *value)
{
    static const char shape[] = "dddd/dddd/dddd/dddd";
    int block = 0, sum = 0;
    (void)arg;
    for (int i = 0; i < (int)sizeof shape; i++) {
        int ok = shape[i] == 'd' ? isdigit((unsigned char)value[i]) : value[i] == shape[i];
        if (!ok)
            return lp_fail(lp, "per_block '%s' is not four rows of four digits like %s", value,
                           "2112/1111/1111/2112");
        if (shape[i] != 'd')
            continue;
        int n = value[i] - '0';
        if (n > BLOCK_CAPACITY)
            return lp_fail(lp, "block %d gets %d civilians, at most %d", block, n, BLOCK_CAPACITY);
        lp->out.count[block++] = (uint8_t)n;
        sum += n;
    }
    if (sum != CIVILIANS)
        return lp_fail(lp, "per_block adds up to %d civilians, expected %d", sum, CIVILIANS);
    return 0;
}

/* The motive list (arg 0, key "all") or the Logic-mode list (arg 1). */
static int key_motives(LayoutParse *lp, int logic, const char *value)
{
    char msg[CATALOG_ERR_MAX];
    MotiveSet set;
    if (itk_catalog_motive_set(lp->cat, value, &set, msg, sizeof msg) < 0)
        return lp_fail(lp, "%s", msg);
    if (logic)
        lp->out.logic_motives = set;
    else
        lp->out.motives = set;
    return 0;
}

/* "5 Immigrants, 5 Medicine": exactly N civilians from each group listed. */
static int key_quota(LayoutParse *lp, int arg, const char *value)
{
    char item[64];
    (void)arg;
    while (text_next_item(&value, item, sizeof item)) {
        char *group = item + strcspn(item, " \t");
        if (*group != '\0')
            *group++ = '\0';
        group = text_trim(group);
        int n = text_int(item, 1, CIVILIANS);
        int g = itk_catalog_group(lp->cat, group);
        if (n < 0 || *group == '\0')
            return lp_fail(lp, "quota '%s%s%s' is not 'N GROUP' with N 1..%d", item,
                           *group ? " " : "", group, CIVILIANS);
        if (g < 0)
            return lp_fail(lp, "unknown group '%s' in quota", group);
        if (lp->out.quota[g] >= 0)
            return lp_fail(lp, "two quotas for group '%s'", group);
        if (n > group_size(lp->cat, g))
            return lp_fail(lp, "quota %d for %s, but the group has %d cards", n, group,
                           group_size(lp->cat, g));
        lp->out.quota[g] = (int8_t)n;
    }
    return 0;
}

/* rest_each (arg 0) or rest_groups (arg 1). */
static int key_rest(LayoutParse *lp, int groups, const char *value)
{
    int hi = groups ? GROUPS - 1 : CIVILIANS;
    int n = text_int(value, 1, hi);
    if (n < 0)
        return lp_fail(lp, "%s '%s' is not a number 1..%d", groups ? "rest_groups" : "rest_each",
                       value, hi);
    if (groups)
        lp->out.rest_groups = (int8_t)n;
    else
        lp->out.rest_each = (int8_t)n;
    return 0;
}

static int key_required(LayoutParse *lp, int arg, const char *value)
{
    (void)arg;
    int card = itk_catalog_card(lp->cat, value);
    if (card < 0)
        return lp_fail(lp, "unknown card '%s' (not an occupation of civilians.csv)", value);
    lp->out.required_card = (int16_t)card;
    return 0;
}

/* REFERENCE §7: "stakeout, evacuation", the rules simulated in Logic mode (all five of §7). */
static int key_simulated(LayoutParse *lp, int arg, const char *value)
{
    (void)arg;
    char list[LAYOUT_RULES_TEXT_MAX], *save = NULL;
    snprintf(list, sizeof list, "%s", value);
    for (char *item = strtok_r(list, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
        char *name = text_trim(item);
        int k = 0;
        while (k < SCENARIO_RULES && strcasecmp(itk_scenario_rule_name(k), name) != 0)
            k++;
        if (k == SCENARIO_RULES)
            return lp_fail(lp, "unknown scenario rule '%s' (stakeout, benefactor, bomb, agent, evacuation)", name);
        lp->out.rules |= (uint8_t)(1u << k);
    }
    return 0;
}

/* The printed rules not simulated (they need Intuition cards): free text the report quotes. */
static int key_unsimulated(LayoutParse *lp, int arg, const char *value)
{
    (void)arg;
    if (strlen(value) >= LAYOUT_RULES_TEXT_MAX)
        return lp_fail(lp, "not_simulated is longer than %d characters", LAYOUT_RULES_TEXT_MAX - 1);
    snprintf(lp->out.unsimulated, sizeof lp->out.unsimulated, "%s", value);
    return 0;
}

/* inih's handler: dispatch one "key = value" to its parser. */
static int layout_handler(void *user, const char *section, const char *name, const char *value)
{
    LayoutParse *lp = user;
    int k = 0;
    if (lp->failed)
        return 0; /* report the first problem only */
    while (k < LAYOUT_KEYS && (strcasecmp(section, layout_keys[k].section) != 0 ||
                               strcasecmp(name, layout_keys[k].name) != 0))
        k++;
    if (k == LAYOUT_KEYS) {
        if (*section == '\0')
            lp_fail(lp, "key '%s' outside any [section]", name);
        else
            lp_fail(lp, "unknown key '%s' in [%s]", name, section);
        return 0;
    }
    if (lp->seen[k] != 0) {
        /* inih reads an indented line after a key as more of its value. */
        if (lp->indented)
            lp_fail(lp, "an indented line continues the value of '%s' above; "
                    "remove the indentation", name);
        else
            lp_fail(lp, "key '%s' given twice (also on line %d)", name, lp->seen[k]);
        return 0;
    }
    lp->seen[k] = lp->line;
    return layout_keys[k].parse(lp, layout_keys[k].arg, value) == 0;
}

/* inih's reader: one line per call, counted; a line too long for inih's
 * buffer is an error rather than being split in two. */
static char *layout_read_line(char *str, int num, void *stream)
{
    LayoutParse *lp = stream;
    int r = lp->failed ? TEXT_END : text_line(lp->f, str, (size_t)num);
    if (r == TEXT_END)
        return NULL;
    lp->line++;
    lp->indented = *str == ' ' || *str == '\t';
    if (r == TEXT_LONG)
        lp_fail(lp, "line longer than %d characters", num - 3);
    else if (r < 0)
        lp_fail(lp, "%s", text_line_problem(r));
    return r == TEXT_LINE ? str : NULL;
}

/* Checks that involve several keys, once the whole file is read. */
static int layout_finish(LayoutParse *lp)
{
    Layout *out = &lp->out;
    const int *seen = lp->seen;

    lp->line = 0;
    for (int k = 0; k < LAYOUT_KEYS; k++)
        if (layout_keys[k].required && seen[k] == 0)
            return lp_fail(lp, "missing key '%s' in [%s]", layout_keys[k].name,
                           layout_keys[k].section);
    if (seen[K_LOGIC] == 0)
        out->logic_motives = out->motives; /* a scenario without a Logic list */
    lp->line = seen[K_LOGIC];
    if (out->logic_motives & ~out->motives)
        return lp_fail(lp, "logic motive '%s' is not in the 'all' list",
                       lp->cat->motive_name[bits_first(out->logic_motives & ~out->motives)]);
    lp->line = seen[K_SIMULATED];
    if ((out->rules & RULE_DOA) &&
        (out->required_card < 0 || strcmp(lp->cat->deck.card[out->required_card].name, BENEFACTOR_CARD) != 0))
        return lp_fail(lp, "the benefactor rule (R19) needs 'required = %s' in [draw]", BENEFACTOR_CARD);

    /* Draw rules (REFERENCE §4, R15): quotas, then rest_each from each of
     * rest_groups groups drawn among those without a quota. */
    int rest_keys = (seen[K_REST_EACH] != 0) + (seen[K_REST_GROUPS] != 0);
    lp->line = 0;
    if (rest_keys == 1)
        return lp_fail(lp, "missing key '%s' in [draw] (rest_each and rest_groups go together)",
                       seen[K_REST_EACH] ? "rest_groups" : "rest_each");
    lp->line = seen[K_REST_EACH];
    if (rest_keys == 2 && seen[K_QUOTA] == 0)
        return lp_fail(lp, "rest_each and rest_groups need a quota "
                       "(without one the 20 civilians come from the whole deck)");
    if (seen[K_QUOTA] == 0)
        return 0;
    int sum = out->rest_each * out->rest_groups, free_groups = 0, smallest = MAX_CARDS;
    for (int g = 0; g < GROUPS; g++) {
        if (out->quota[g] >= 0) {
            sum += out->quota[g];
        } else {
            free_groups++;
            if (group_size(lp->cat, g) < smallest)
                smallest = group_size(lp->cat, g);
        }
    }
    lp->line = seen[K_REST_GROUPS];
    if (out->rest_groups > free_groups)
        return lp_fail(lp, "rest_groups %d, but only %d groups have no quota", out->rest_groups,
                       free_groups);
    lp->line = seen[K_REST_EACH];
    if (rest_keys == 2 && out->rest_each > smallest)
        return lp_fail(lp, "rest_each %d, but a group without a quota has only %d cards",
                       out->rest_each, smallest);
    lp->line = seen[K_QUOTA];
    if (sum != CIVILIANS)
        return lp_fail(lp, "the draw rules give %d civilians (quotas + rest_each x rest_groups), "
                       "expected %d", sum, CIVILIANS);
    lp->line = seen[K_REQUIRED];
    if (out->required_card >= 0) {
        const Card *card = &lp->cat->deck.card[out->required_card];
        if (out->quota[card->group] < 0 && out->rest_groups == 0)
            return lp_fail(lp, "required card '%s' is in group %s, which the draw rules never take",
                           card->name, lp->cat->group_name[card->group]);
    }
    return 0;
}

int itk_layout_key_of(const char *path, char key[LAYOUT_KEY_MAX])
{
    const char *base = strrchr(path, '/');
    base = base != NULL ? base + 1 : path;
    size_t n = strlen(base);
    if (n > 4 && strcmp(base + n - 4, ".ini") == 0)
        n -= 4;
    if (n == 0 || n >= LAYOUT_KEY_MAX)
        return -1;
    memcpy(key, base, n);
    key[n] = '\0';
    return 0;
}

int itk_layout_load_file(const Catalog *cat, const char *path, Layout *out, char *err, size_t errlen)
{
    LayoutParse lp;
    memset(&lp, 0, sizeof lp);
    lp.cat = cat;
    lp.path = path;
    lp.err = err;
    lp.errlen = errlen;
    memset(lp.out.quota, -1, sizeof lp.out.quota);
    lp.out.required_card = -1;

    if (itk_layout_key_of(path, lp.out.key) < 0)
        return data_fail(err, errlen, path, 0, "file name does not give a layout key of 1..%d characters",
                    LAYOUT_KEY_MAX - 1);
    lp.f = text_open(path, err, errlen);
    if (lp.f == NULL)
        return -1;
    int r = ini_parse_stream(layout_read_line, &lp, layout_handler, &lp);
    fclose(lp.f);
    /* inih reports its own syntax errors by line once the file is read; the
     * earlier of its problem and the parsers' is the one to report. */
    if (r > 0 && (!lp.failed || r < lp.failed_line))
        return data_fail(err, errlen, path, r, "expected 'key = value', a [section] or a comment");
    if (lp.failed)
        return -1;
    if (r < 0)
        return data_fail(err, errlen, path, 0, "cannot parse (inih error %d)", r);
    if (layout_finish(&lp) < 0)
        return -1;
    *out = lp.out;
    return 0;
}

