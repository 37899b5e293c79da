/*
 * show_game.c — the city grid and the game's events in words.
 *
 * Each block is a cell of CELL characters and 4 lines:
 *
 *     +----------------+
 *     | 5 Police   DET |   number, buildings, the Detective marker
 *     | Nurse          |   up to 3 civilians: * intimidated,
 *     | Actress*       |                      @ under the surveillance token
 *     |                |
 *     +----------------+
 *
 * A crime scene shows "CRIME SCENE k" and its victim instead.
 */
#include "games/itk/engine/show_game.h"

enum { CELL = 16, CELL_LINES = 4 }; /* "State Attorney*@" fits */

static const char *const building_name[BUILDINGS] = {"Police", "Diner", "Hospital", "Fire"};

const char *itk_show_phase_name(int phase)
{
    static const char *const names[] = {
        [PH_SUPPORTERS] = "supporters", [PH_START] = "start",
        [PH_INTIMIDATE] = "intimidate", [PH_MURDER] = "murder",
        [PH_BENEFACTOR] = "crime scene 1", [PH_EVACUATE] = "evacuation",
        [PH_DISPLACE] = "initial response", [PH_INVESTIGATE] = "investigate",
        [PH_AGENT] = "naming the agent", [PH_ASK] = "questioning", [PH_ANSWER] = "answer",
        [PH_DRAW] = "token draw", [PH_PICK_GROUP] = "pick a group",
        [PH_GROUP_MOVE] = "group move", [PH_ACCUSE_EARLY] = "early accusation",
        [PH_ACCUSE] = "accusation", [PH_OVER] = "over",
    };
    return phase >= 0 && phase <= PH_OVER ? names[phase] : "?";
}

static const char *side_title(int side)
{
    return side == SIDE_MURDERER ? "Murderer" : side == SIDE_DETECTIVE ? "Detective" : "chance";
}

/* The victim murdered in block b and the number of that murder (1..5), or -1. */
static int victim_in(const Game *g, int b, int *number)
{
    int k = 0;
    for (int i = 0; i < g->n_obs; i++) {
        if (g->obs[i].kind != OBS_MURDER && g->obs[i].kind != OBS_BENEFACTOR /* R19: slot 1 */
            && g->obs[i].kind != OBS_BOMB)
            continue;
        k++;
        if (g->obs[i].civ_block == b) {
            *number = k;
            return g->obs[i].civ < CIVILIANS ? g->obs[i].civ : -1; /* R20: the bomb's victim may be hidden */
        }
    }
    return -1;
}

/* Line `line` (0..CELL_LINES-1) of block b's cell, CELL characters wide. */
static void cell_line(const Game *g, int b, int line, char *out)
{
    char text[64] = "";
    if (line == 0) {
        int n = snprintf(text, sizeof text, "%d", b);
        int several = 0, number = 0;
        int crowded = bits_has(g->crime, b) && g->in_block[b] && victim_in(g, b, &number) >= 0; /* R19 */
        for (int k = 0; k < BUILDINGS; k++) {
            if (!bits_has(g->building[k], b))
                continue;
            n += snprintf(text + n, sizeof text - (size_t)n, several ? "+%.1s" : crowded ? " %.1s" : " %s",
                          building_name[k]);
            several = 1;
        }
        if (crowded) /* R19: civilians stand on this crime scene, in the lines below */
            n += snprintf(text + n, sizeof text - (size_t)n, " CS%d", number);
        if (g->detective == b)
            snprintf(text + n, sizeof text - (size_t)n, "%*s", CELL - n > 3 ? CELL - n : 4, "DET");
    } else if (bits_has(g->crime, b) && !g->in_block[b]) {
        int number = 0, victim = victim_in(g, b, &number);
        if (line == 1)
            snprintf(text, sizeof text, "CRIME SCENE %d", number);
        else if (line == 2 && victim >= 0)
            snprintf(text, sizeof text, "(%s)", g->card[victim].name);
    } else {
        CivSet civs = g->in_block[b];
        for (int skip = 1; skip < line && civs; skip++)
            civs = bits_rest(civs);
        if (civs) {
            int c = bits_first(civs);
            snprintf(text, sizeof text, "%s%s%s", g->card[c].name, bits_has(g->intimidated, c) ? "*" : "",
                     g->surveilled == c ? "@" : "");
        }
    }
    snprintf(out, CELL + 1, "%-*.*s", CELL, CELL, text);
}

static void rule(FILE *out)
{
    for (int col = 0; col < CITY_SIDE; col++) {
        fputc('+', out);
        for (int i = 0; i < CELL + 2; i++)
            fputc('-', out);
    }
    fputs("+\n", out);
}

void itk_show_city(FILE *out, const Game *g)
{
    char cell[CELL + 1];
    rule(out);
    for (int row = 0; row < CITY_SIDE; row++) {
        for (int line = 0; line < CELL_LINES; line++) {
            for (int col = 0; col < CITY_SIDE; col++) {
                cell_line(g, row * CITY_SIDE + col, line, cell);
                fprintf(out, "| %s ", cell);
            }
            fputs("|\n", out);
        }
        rule(out);
    }
    fputs("* intimidated   @ surveillance token   DET Detective\n", out);
    if (g->rules & RULE_DOA)
        fputs("CSn crime scene n with civilians on it (R19; its buildings by initial)\n", out);
}

void itk_show_status(FILE *out, const Game *g)
{
    fprintf(out, "round %d, %s", g->round, itk_show_phase_name(g->phase));
    if (!game_over(g))
        fprintf(out, ", %s to move", side_title(itk_game_to_move(g)));
    fprintf(out, "; victims:");
    for (int i = 0; i < g->n_victims; i++)
        fprintf(out, "%s %s", i ? "," : "", g->victims[i] < CIVILIANS ? g->card[g->victims[i]].name : "(hidden)");
    if (!g->n_victims)
        fputs(" none", out);
    if (g->refusals)
        fprintf(out, "; refusals: %d", g->refusals);
    fputc('\n', out);
}

static void show_group_list(FILE *out, const Catalog *cat, unsigned groups)
{
    int first = 1;
    for (int k = 0; k < GROUPS; k++)
        if (groups & (1u << k)) {
            fprintf(out, "%s%s", first ? "" : ", ", cat->group_name[k]);
            first = 0;
        }
    if (first)
        fputs("none", out);
}

void itk_show_setup(FILE *out, const Catalog *cat, const Game *g)
{
    char motives[MOTIVES * (MOTIVE_NAME_MAX + 2)];
    itk_catalog_motive_set_format(cat, g->motives, motives, sizeof motives);
    fprintf(out, "motive set: %s\n", motives);
    if (g->murderer == NOBODY) {
        fputs("murderer, motive, Person of Interest and supporters: hidden\n", out);
        return;
    }
    fprintf(out, "murderer: %s, motive: %s, Person of Interest: %s\n", g->card[g->murderer].name,
            cat->motive_name[g->motive], g->poi == NOBODY ? "none" : g->card[g->poi].name);
    fputs("drawn tokens: ", out);
    for (int i = 0; i < DRAWN_TOKENS; i++)
        fprintf(out, "%s%s", i ? ", " : "", cat->group_name[g->drawn[i]]);
    fputs("; supporters: ", out);
    fputs(g->supporters == NO_GROUP ? "not chosen yet" : cat->group_name[g->supporters], out);
    fputs("\nliars (R7):", out);
    for (CivSet s = g->liars; s; s = bits_rest(s))
        fprintf(out, "%s %s", s == g->liars ? "" : ",", g->card[bits_first(s)].name);
    fputs("\ntoken stack: ", out);
    show_group_list(out, cat, g->stack);
    fputc('\n', out);
}

void itk_show_observation(FILE *out, const Catalog *cat, const Game *g, const Obs *o)
{
    const char *name = o->civ < CIVILIANS ? g->card[o->civ].name : "?";
    switch (o->kind) {
    case OBS_ANSWER:
        fprintf(out, "%s answers '%s': %s\n", name, itk_question_name(o->value), o->yes ? "yes" : "no");
        break;
    case OBS_SURVEIL:
        fprintf(out, "surveillance on %s, \"can you murder them now?\": %s\n", name, o->yes ? "yes" : "no");
        break;
    case OBS_MURDER:
        fprintf(out, "murder %d: %s in block %d\n", o->victims + 1, name, o->civ_block);
        break;
    case OBS_BENEFACTOR:
        fprintf(out, "murder 1: %s, poisoned, is found in block %d (R19)\n", name, o->civ_block);
        break;
    case OBS_BOMB: /* R20 */
        fprintf(out, "murder %d: the Homemade Bomb in block %d kills", o->victims + 1, o->civ_block);
        for (CivSet t = g->bomb_dead; t; t = bits_rest(t))
            fprintf(out, "%s %s", t == g->bomb_dead ? "" : ",", g->card[bits_first(t)].name);
        if (o->civ < CIVILIANS)
            fprintf(out, "; the victim (hidden from the Detective): %s\n", name);
        else
            fputs("; which one was the victim is hidden\n", out);
        break;
    case OBS_DRAW:
        fprintf(out, "the %s draws %s\n", side_title(o->value), o->civ < GROUPS ? cat->group_name[o->civ] : "?");
        break;
    case OBS_REFUSE:
        fputs("the Murderer refuses to murder (R2)\n", out);
        break;
    default:
        break;
    }
}

void itk_show_outcome(FILE *out, const Catalog *cat, const Game *g)
{
    if (!game_over(g))
        return;
    fprintf(out, "game over: the %s wins", side_title(g->winner));
    if (g->accused != NOBODY) {
        fprintf(out, " (accused %s as the %s", g->card[g->accused].name, cat->motive_name[g->accused_motive]);
        if (g->murderer != NOBODY)
            fprintf(out, "; the murderer was %s, the %s", g->card[g->murderer].name,
                    cat->motive_name[g->motive]);
        fputc(')', out);
    } else if (g->refusals >= 2) {
        fputs(" (the Murderer refused twice, R2)", out);
    }
    fputc('\n', out);
}

void itk_show_event(FILE *out, const Catalog *cat, const Game *before, const Game *after, const RecordEvent *e)
{
    char text[RECORD_ACTION_TEXT_MAX];
    itk_record_format_action(text, sizeof text, cat, before, e->action);
    fprintf(out, "%5d  %c %s\n", e->line, itk_record_side_letter(e->side), text);
    for (int i = before->n_obs; i < after->n_obs; i++) {
        fputs("         -> ", out);
        itk_show_observation(out, cat, after, &after->obs[i]);
    }
}

void itk_show_event_line(char *out, size_t outlen, const Catalog *cat, const Game *before, Action a)
{
    char text[RECORD_ACTION_TEXT_MAX];
    itk_record_format_action(text, sizeof text, cat, before, a);
    snprintf(out, outlen, "%c %s", itk_record_side_letter(itk_game_to_move(before)), text);
}
