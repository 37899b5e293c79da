/*
 * campaign_grid.c — Intent to Kill's grids of a campaign (campaign_grid.h):
 * scenarios (layouts of the catalog or files), motive sets and switches,
 * each combination's cells for the policies of the seats; and what the
 * configuration text says of the catalog the cells were resolved against.
 * The format is docs/campaign.md's.
 */
#include "games/itk/runner/campaign_grid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/bits.h"
#include "base/hash.h"
#include "base/number.h"
#include "base/xalloc.h"
#include "games/itk/data/catalog.h"
#include "games/itk/itk_class.h"
#include "runner/campaign_path.h"
#include "runner/campaign_resolve.h"

enum { MAX_SETS_PER_VALUE = 1 << MOTIVES, SWITCH_KEYS = 5, SW_SCENARIO_RULES = 4 };

/* The catalog a campaign of Intent to Kill is resolved against: its data
 * (campaign_itk.c). */
static const Catalog *catalog(const Campaign *c) { return c->data; }

/* The layouts it has read so far (none before the first). */
static ItkCampaignPart *part(Campaign *c)
{
    if (!c->part)
        c->part = xcalloc(1, sizeof(ItkCampaignPart));
    return c->part;
}

/* The values a switch may take (docs/engine.md, "Switches"), and its value
 * when the grid does not name it. */
static const struct {
    int key;
    int min, max;
    int allowed[4];   /* when min > max: the explicit list, -1 terminated */
    int dflt;
} switch_rule[SWITCH_KEYS] = {
    {KEY_NO_POI, 0, 1, {-1}, 0},
    {KEY_MIN_GROUPS, 0, GROUPS, {-1}, 0},
    {KEY_EARLY_ACCUSATION, 1, 0, {0, 3, 4, -1}, 0},
    {KEY_SURVEILLANCE_BAN, 1, 0, {0, 4, 5, -1}, 0},
    {KEY_SCENARIO_RULES, 0, 1, {-1}, 1}, /* REFERENCE §7: a scenario is played with its rules */
};

/* Switch s as the campaign writes it; scenario_rules is Switches.no_scenario_rules inverted. */
static unsigned switch_value(Switches sw, int s)
{
    const uint8_t value[SWITCH_KEYS] = {sw.no_poi, sw.min_groups, sw.early_accusation, sw.surveillance_ban,
                                        (uint8_t)!sw.no_scenario_rules};
    return value[s];
}

static Switches switches_of(const uint8_t value[SWITCH_KEYS])
{
    return (Switches){value[0], value[1], value[2], value[3], (uint8_t)!value[SW_SCENARIO_RULES]};
}

/* ---------------------------------------------------------------------------
 * Layouts
 * ------------------------------------------------------------------------- */

static void format_blocks(Text *out, BlockSet set)
{
    if (!set)
        text_printf(out, "none");
    for (BlockSet s = set; s; s = (BlockSet)bits_rest(s))
        text_printf(out, "%d%s", bits_first(s), bits_rest(s) ? "," : "");
}

/* Everything about a layout that changes how games are dealt, as one line. */
static void format_layout(const Catalog *cat, const Layout *l, Text *out)
{
    static const char *const building[BUILDINGS] = {"police", "diner", "hospital", "fire"};
    char set[256];
    text_printf(out, "layout %s name=\"%s\"", l->key, l->name);
    for (int b = 0; b < BUILDINGS; b++) {
        text_printf(out, " %s=", building[b]);
        format_blocks(out, l->building[b]);
    }
    text_printf(out, " per_block=");
    for (int b = 0; b < CITY_BLOCKS; b++)
        text_printf(out, "%s%d", b && b % CITY_SIDE == 0 ? "/" : "", l->count[b]);
    itk_catalog_motive_set_format(cat, l->motives, set, sizeof set);
    text_printf(out, " all=%s", set);
    itk_catalog_motive_set_format(cat, l->logic_motives, set, sizeof set);
    text_printf(out, " logic=%s quota=", set);
    int quotas = 0;
    for (int g = 0; g < GROUPS; g++)
        if (l->quota[g] >= 0)
            text_printf(out, "%s%d %s", quotas++ ? "," : "", l->quota[g], cat->group_name[g]);
    text_printf(out, "%s rest=%dx%d required=%s\n", quotas ? "" : "none", l->rest_each, l->rest_groups,
                l->required_card >= 0 ? cat->deck.card[l->required_card].name : "none");
}

static int same_layout(const Catalog *cat, const Layout *a, const Layout *b)
{
    Text ta = {0}, tb = {0};
    format_layout(cat, a, &ta);
    format_layout(cat, b, &tb);
    int same = strcmp(ta.s, tb.s) == 0;
    free(ta.s);
    free(tb.s);
    return same;
}

static int looks_like_path(const char *s)
{
    size_t n = strlen(s);
    return strchr(s, '/') != NULL || (n > 4 && strcasecmp(s + n - 4, ".ini") == 0);
}

/* The campaign's layout a scenario value names: a catalog key or display
 * name, or a layout file (relative to the campaign file's folder). */
static int resolve_layout(Resolve *r, const TextValue *v, const Layout **layout)
{
    Campaign *c = r->c;
    ItkCampaignPart *own = part(c);
    Layout found;
    const Layout *known = itk_catalog_layout(catalog(c), v->text);
    if (known) {
        found = *known;
    } else if (looks_like_path(v->text)) {
        char path[CAMPAIGN_PATH_MAX], e[CATALOG_ERR_MAX];
        if (campaign_path_join(r->t->dir, v->text, path, sizeof path))
            return fail_at(r, v, "scenario file '%s': the path is too long", v->text);
        if (itk_layout_load_file(catalog(c), path, &found, e, sizeof e))
            return fail_at(r, v, "scenario file: %s", e);
    } else {
        return fail_at(r, v, "unknown scenario '%s' (a layout key such as 'beginner', or a layout file)",
                       v->text);
    }
    for (int i = 0; i < own->n_layouts; i++) {
        if (strcmp(own->layout[i]->key, found.key) != 0)
            continue;
        if (!same_layout(catalog(c), own->layout[i], &found))
            return fail_at(r, v, "scenario '%s' is a different layout with the key '%s' of another one",
                           v->text, found.key);
        *layout = own->layout[i];
        return 0;
    }
    own->layout = xrealloc(own->layout, (size_t)(own->n_layouts + 1) * sizeof *own->layout);
    own->layout[own->n_layouts] = xcalloc(1, sizeof found);
    *own->layout[own->n_layouts] = found;
    *layout = own->layout[own->n_layouts++];
    return 0;
}

void itk_campaign_part_free(void *p)
{
    ItkCampaignPart *own = p;
    if (!own)
        return;
    for (int i = 0; i < own->n_layouts; i++)
        free(own->layout[i]);
    free(own->layout);
    free(own);
}

/* ---------------------------------------------------------------------------
 * Motive sets
 * ------------------------------------------------------------------------- */

/* "logic", "all", or an explicit list "Maniac,Sadist,...". */
static int base_set(Resolve *r, const TextValue *v, const char *text, const Layout *l, MotiveSet *out)
{
    if (strcasecmp(text, "logic") == 0) {
        *out = l->logic_motives;
    } else if (strcasecmp(text, "all") == 0) {
        *out = l->motives;
    } else {
        char e[CATALOG_ERR_MAX];
        if (itk_catalog_motive_set(catalog(r->c), text, out, e, sizeof e))
            return fail_at(r, v, "motives: %s", e);
    }
    if (*out == 0)
        return fail_at(r, v, "motives: layout '%s' gives no motives for '%s'", l->key, text);
    return 0;
}

/* The motive sets one `motives` value stands for on layout l: one set, or
 * every K-subset of a base set in increasing bitmask order. */
static int resolve_motives(Resolve *r, const TextValue *v, const Layout *l, MotiveSet *sets, int *n)
{
    const char *text = v->text;
    const char *dash = strncmp(text, "all ", 4) == 0 ? strstr(text, "-subsets of ") : NULL;
    char k_text[32];
    uint64_t k;
    *n = 0;
    if (dash && dash - text - 4 < (long)sizeof k_text)
        snprintf(k_text, sizeof k_text, "%.*s", (int)(dash - text - 4), text + 4);
    if (!dash || dash - text - 4 >= (long)sizeof k_text || number_whole(k_text, 0, UINT32_MAX, &k)) {
        if (strncasecmp(text, "all ", 4) == 0 && strstr(text, "subset"))
            return fail_at(r, v, "motives: expected 'all K-subsets of LIST', got '%s'", text);
        *n = 1;
        return base_set(r, v, text, l, &sets[0]);
    }
    const char *list = dash + strlen("-subsets of ");
    while (*list == ' ' || *list == '\t')
        list++;
    MotiveSet base;
    if (base_set(r, v, list, l, &base))
        return -1;
    if (k < 1 || k > (uint64_t)bits_count(base))
        return fail_at(r, v, "motives: K must be between 1 and %d (the size of the list), not %s",
                       bits_count(base), k_text);
    /* Walk the subsets of base in increasing order: s -> (s - base) & base. */
    MotiveSet s = 0;
    do {
        s = (MotiveSet)((s - base) & base);
        if ((uint64_t)bits_count(s) == k)
            sets[(*n)++] = s;
    } while (s != 0);
    return 0;
}

/* ---------------------------------------------------------------------------
 * Switches
 * ------------------------------------------------------------------------- */

static int switch_allowed(int rule, uint64_t v)
{
    if (switch_rule[rule].min <= switch_rule[rule].max)
        return v >= (uint64_t)switch_rule[rule].min && v <= (uint64_t)switch_rule[rule].max;
    for (const int *a = switch_rule[rule].allowed; *a >= 0; a++)
        if ((uint64_t)*a == v)
            return 1;
    return 0;
}

/* The values of switch `rule` in a grid (just 0 when not given). */
static int resolve_switch(Resolve *r, const GridText *g, int rule, uint8_t *vals, int *n)
{
    const TextList *l = &g->key[switch_rule[rule].key];
    const char *name = grid_key_name[switch_rule[rule].key];
    *n = 0;
    if (l->n == 0)
        vals[(*n)++] = (uint8_t)switch_rule[rule].dflt;
    for (int i = 0; i < l->n; i++) {
        uint64_t v;
        if (number_whole(l->v[i].text, 0, 255, &v) || !switch_allowed(rule, v)) {
            if (switch_rule[rule].min <= switch_rule[rule].max)
                return fail_at(r, &l->v[i], "%s must be a whole number from %d to %d, not '%s'", name,
                               switch_rule[rule].min, switch_rule[rule].max, l->v[i].text);
            return fail_at(r, &l->v[i], "%s must be one of 0, %d, %d, not '%s'", name,
                           switch_rule[rule].allowed[1], switch_rule[rule].allowed[2], l->v[i].text);
        }
        for (int j = 0; j < *n; j++)
            if (vals[j] == v)
                return fail_at(r, &l->v[i], "%s value %s given twice", name, l->v[i].text);
        vals[(*n)++] = (uint8_t)v;
    }
    return 0;
}

/* Can this setup be dealt at all?  Checked once here so a bad layout is a
 * message at load time rather than a failure in the middle of a run. */
static int check_deal(Resolve *r, const TextValue *scenario, const Layout *l, MotiveSet set, Switches sw)
{
    Setup setup;
    Pcg32 rng;
    pcg32_seed(&rng, 1, 0);
    if (itk_deal_random(&setup, &catalog(r->c)->deck, l, set, sw, &rng) == 0)
        return 0;
    char text[256], swtext[128];
    itk_catalog_motive_set_format(catalog(r->c), set, text, sizeof text);
    itk_switches_format(sw, swtext, sizeof swtext);
    return fail_at(r, scenario, "layout '%s' cannot be dealt with motives %s and switches %s", l->key,
                   text, swtext);
}

/* ---------------------------------------------------------------------------
 * Cells
 * ------------------------------------------------------------------------- */

/* The resolved values of one [grid], each a list. */
typedef struct GridValues {
    uint8_t sw[SWITCH_KEYS][GROUPS + 1];
    int n_sw[SWITCH_KEYS];
    Seats seats;
} GridValues;

/* Cells for one scenario and one motive set: switches x detective x murderer,
 * the switches counted like an odometer (surveillance_ban fastest). */
static int add_setup_cells(Resolve *r, int grid, const GridValues *gv, const TextValue *scenario,
                           const Layout *layout, MotiveSet set)
{
    int at[SWITCH_KEYS] = {0};
    for (;;) {
        uint8_t value[SWITCH_KEYS];
        for (int s = 0; s < SWITCH_KEYS; s++)
            value[s] = gv->sw[s][at[s]];
        Switches sw = switches_of(value);
        /* A scenario without rules of its own plays the same with scenario_rules 0 and 1: one cell. */
        int same = sw.no_scenario_rules && !layout->rules && gv->n_sw[SW_SCENARIO_RULES] > 1;
        if (!same && check_deal(r, scenario, layout, set, sw))
            return -1;
        ItkParams params = {catalog(r->c), layout, set, sw};
        Cell base = {.seed = itk_cell_setup_seed(layout->key, set, sw)};
        if (!same && add_seat_cells(r, grid, base, GAME_SEATS, &gv->seats, &params))
            return -1;
        int i = SWITCH_KEYS - 1;
        while (i >= 0 && ++at[i] == gv->n_sw[i])
            at[i--] = 0;
        if (i < 0)
            return 0;
    }
}

static int resolve_grid_values(Resolve *r, const GridText *g, GridValues *gv)
{
    static const int required[] = {KEY_SCENARIO, KEY_MOTIVES};
    if (check_other_keys(r, g))
        return -1;
    for (size_t i = 0; i < sizeof required / sizeof required[0]; i++)
        if (g->key[required[i]].n == 0) {
            TextValue section = at_line(g->line);
            return fail_at(r, &section, "[grid] needs '%s'", grid_key_name[required[i]]);
        }
    if (resolve_seats(r, g, &gv->seats))
        return -1;
    for (int s = 0; s < SWITCH_KEYS; s++)
        if (resolve_switch(r, g, s, gv->sw[s], &gv->n_sw[s]))
            return -1;
    return 0;
}

int itk_campaign_grid(Resolve *r, int grid)
{
    const GridText *g = &r->t->grid[grid];
    GridValues gv = {0};
    MotiveSet *sets = xcalloc(MAX_SETS_PER_VALUE, sizeof *sets);
    int rc = resolve_grid_values(r, g, &gv);
    for (int s = 0; rc == 0 && s < g->key[KEY_SCENARIO].n; s++) {
        const TextValue *scenario = &g->key[KEY_SCENARIO].v[s];
        const Layout *layout;
        rc = resolve_layout(r, scenario, &layout);
        for (int m = 0; rc == 0 && m < g->key[KEY_MOTIVES].n; m++) {
            int n;
            rc = resolve_motives(r, &g->key[KEY_MOTIVES].v[m], layout, sets, &n);
            for (int i = 0; rc == 0 && i < n; i++)
                rc = add_setup_cells(r, grid, &gv, scenario, layout, sets[i]);
        }
    }
    free(sets);
    seats_free(&gv.seats);
    return rc;
}

/* ---------------------------------------------------------------------------
 * The configuration text and the words for a cell
 * ------------------------------------------------------------------------- */

static void format_deck(const Catalog *cat, Text *out)
{
    Text cards = {0};
    for (int i = 0; i < cat->deck.n; i++) {
        const Card *k = &cat->deck.card[i];
        text_printf(&cards, "%s,%s,%d,%d,%d,%d;", k->name, cat->group_name[k->group], k->sex, k->age,
                    k->build, k->height);
    }
    text_printf(out, "deck cards=%d fnv1a64=%016llx\n", cat->deck.n,
                (unsigned long long)fnv1a64(cards.s ? cards.s : "", cards.len));
    free(cards.s);
}

void itk_campaign_config(const Campaign *c, Text *t)
{
    const ItkCampaignPart *own = c->part;
    if (own && own->n_layouts > 0)
        format_deck(catalog(c), t);
    for (int i = 0; own && i < own->n_layouts; i++)
        format_layout(catalog(c), own->layout[i], t);
}

/* The place of a cell's layout in the campaign's list. */
static int layout_index(const Campaign *c, const Layout *l)
{
    const ItkCampaignPart *own = c->part;
    int i = 0;
    while (own->layout[i] != l)
        i++;
    return i;
}

int itk_campaign_cell_compare(const Campaign *c, int a, int b)
{
    const ItkParams *x = itk_cell_params(c, a), *y = itk_cell_params(c, b);
    int d = layout_index(c, x->layout) - layout_index(c, y->layout);
    if (!d)
        d = (int)x->motives - (int)y->motives;
    return d ? d : memcmp(&x->sw, &y->sw, sizeof x->sw);
}

uint64_t itk_cell_setup_seed(const char *layout_key, MotiveSet motives, Switches sw)
{
    char text[LAYOUT_KEY_MAX + 64];
    int n = snprintf(text, sizeof text, "%s|%04x|%u,%u,%u,%u", layout_key, (unsigned)motives, sw.no_poi,
                     sw.min_groups, sw.early_accusation, sw.surveillance_ban);
    return seed_mix(fnv1a64(text, (size_t)n));
}

void itk_switches_format(Switches sw, char *out, size_t outlen)
{
    size_t used = 0;
    out[0] = '\0';
    for (int s = 0; s < SWITCH_KEYS && used < outlen; s++)
        if (switch_value(sw, s) != (unsigned)switch_rule[s].dflt) {
            int n = snprintf(out + used, outlen - used, "%s%s=%u", used ? "," : "",
                             grid_key_name[switch_rule[s].key], switch_value(sw, s));
            used += n > 0 ? (size_t)n : 0;
        }
    if (used == 0)
        snprintf(out, outlen, "standard");
}

void itk_scenario_rules_format(unsigned rules, char *out, size_t outlen)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < SCENARIO_RULES && used < outlen; i++)
        if (rules & (1u << i)) {
            int n = snprintf(out + used, outlen - used, "%s%s", used ? "," : "", itk_scenario_rule_name(i));
            used += n > 0 ? (size_t)n : 0;
        }
    if (used == 0)
        snprintf(out, outlen, "none");
}

