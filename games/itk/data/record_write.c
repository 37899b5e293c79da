/*
 * record_write.c — writing game records (games/itk/docs/records.md): the header of a
 * Setup and one line per action.
 */
#include "games/itk/data/record.h"
#include "games/itk/data/record_vocab.h"

#include <string.h>

/* ------------------------------------------------------------------------ */
/* Vocabulary: what each action kind takes as arguments                      */
/* ------------------------------------------------------------------------ */

const uint8_t itk_record_kind_args[ACTION_KINDS][2] = {
    [ACT_SUPPORTERS] = {ARG_GROUP, ARG_NONE},
    [ACT_START] = {ARG_BLOCK, ARG_NONE},
    [ACT_INTIMIDATE] = {ARG_CIV, ARG_NONE},
    [ACT_MURDER] = {ARG_CIV, ARG_NONE},
    [ACT_DISPLACE] = {ARG_CIV, ARG_BLOCK},
    [ACT_MOVE] = {ARG_BLOCK, ARG_NONE},
    [ACT_POLICE] = {ARG_CIV, ARG_NONE},
    [ACT_DINER] = {ARG_CIV, ARG_NONE},
    [ACT_HOSPITAL] = {ARG_CIV, ARG_NONE},
    [ACT_ASK] = {ARG_CIV, ARG_QUESTION},
    [ACT_ANSWER] = {ARG_YESNO, ARG_NONE},
    [ACT_DRAW] = {ARG_GROUP, ARG_NONE},
    [ACT_PICK_GROUP] = {ARG_GROUP, ARG_NONE},
    [ACT_GROUP_MOVE] = {ARG_CIV, ARG_BLOCK},
    [ACT_ACCUSE] = {ARG_CIV, ARG_MOTIVE},
    [ACT_STAKEOUT] = {ARG_CIV, ARG_NONE},
    [ACT_EVACUATE] = {ARG_BUILDING, ARG_BLOCK},
    [ACT_AGENT] = {ARG_CIV, ARG_NONE},
    [ACT_BENEFACTOR] = {ARG_BLOCK, ARG_NONE},
    [ACT_BOMB] = {ARG_CIV, ARG_NONE},
    /* the others take no argument */
};

const char *const itk_record_building_name[BUILDINGS] = {"police", "diner", "hospital", "fire"};

char itk_record_side_letter(int side)
{
    switch (side) {
    case SIDE_MURDERER: return 'M';
    case SIDE_DETECTIVE: return 'D';
    case SIDE_CHANCE: return 'C';
    default: return '?';
    }
}

/* ------------------------------------------------------------------------ */
/* Writing                                                                    */
/* ------------------------------------------------------------------------ */

static void write_blocks(FILE *out, BlockSet set)
{
    if (!set) {
        fputs("none", out);
        return;
    }
    for (BlockSet s = set; s; s = (BlockSet)bits_rest(s))
        fprintf(out, "%s%d", s == set ? "" : ", ", bits_first(s));
}

/* Civilians as one "block N:" line per run of consecutive civilians in the same
 * block, so that reading the lines back numbers them exactly as in s. */
static void write_civilians(FILE *out, const Setup *s)
{
    for (int i = 0; i < CIVILIANS; i++) {
        if (i == 0 || s->block[i] != s->block[i - 1])
            fprintf(out, "%sblock %d: ", i ? "\n" : "", s->block[i]);
        else
            fputs(", ", out);
        fputs(s->card[i].name, out);
    }
    fputc('\n', out);
}


void itk_record_write_header(FILE *out, const Catalog *cat, const Setup *s, const char *layout_key)
{
    fprintf(out, "noirlab-record %d\n", RECORD_VERSION);
    fprintf(out, "layout: %s\n", layout_key && *layout_key ? layout_key : "none");
    for (int b = 0; b < BUILDINGS; b++) {
        fprintf(out, "%s: ", itk_record_building_name[b]);
        write_blocks(out, s->building[b]);
        fputc('\n', out);
    }
    fputs("motives:", out);
    for (int m = 0, first = 1; m < MOTIVES; m++)
        if (s->motives & (1u << m)) {
            fprintf(out, "%s %s", first ? "" : ",", cat->motive_name[m]);
            first = 0;
        }
    fputc('\n', out);
    fprintf(out, "switches: no_poi=%d, min_groups=%d, early_accusation=%d, surveillance_ban=%d, no_scenario_rules=%d\n",
            s->sw.no_poi, s->sw.min_groups, s->sw.early_accusation, s->sw.surveillance_ban, s->sw.no_scenario_rules);
    fputs("rules:", out);
    for (int i = 0, first = 1; i < SCENARIO_RULES; i++)
        if (s->rules & (1u << i)) {
            fprintf(out, "%s %s", first ? "" : ",", itk_scenario_rule_name(i));
            first = 0;
        }
    fputs(s->rules ? "\n" : " none\n", out);
    write_civilians(out, s);
    fprintf(out, "murderer: %s\n", s->card[s->murderer].name);
    fprintf(out, "poi: %s\n", s->poi == NOBODY ? "none" : s->card[s->poi].name);
    fprintf(out, "motive: %s\n", cat->motive_name[s->motive]);
    fprintf(out, "drawn: %s, %s, %s\n", cat->group_name[s->drawn[0]], cat->group_name[s->drawn[1]],
            cat->group_name[s->drawn[2]]);
    if (s->supporters != NO_GROUP)
        fprintf(out, "supporters: %s\n", cat->group_name[s->supporters]);
    fputc('\n', out); /* the events follow */
}

/* A name as one event word: quoted when it holds a space. */
static size_t format_name(char *out, size_t outlen, const char *name)
{
    int k = snprintf(out, outlen, strchr(name, ' ') ? " \"%s\"" : " %s", name);
    return k < 0 ? 0 : (size_t)k;
}

void itk_record_format_action(char *out, size_t outlen, const Catalog *cat, const Game *g, Action a)
{
    int kind = action_kind(a);
    int arg[2] = {action_a(a), action_b(a)};
    size_t used = (size_t)snprintf(out, outlen, "%s", itk_action_kind_name(kind));
    for (int i = 0; i < 2 && kind >= 0 && kind < ACTION_KINDS && used < outlen; i++) {
        char word[64];
        switch (itk_record_kind_args[kind][i]) {
        case ARG_NONE: continue;
        case ARG_CIV: snprintf(word, sizeof word, "%s", g->card[arg[i]].name); break;
        case ARG_GROUP: snprintf(word, sizeof word, "%s", cat->group_name[arg[i]]); break;
        case ARG_BLOCK: snprintf(word, sizeof word, "%d", arg[i]); break;
        case ARG_QUESTION: snprintf(word, sizeof word, "%s", itk_question_name(arg[i])); break;
        case ARG_MOTIVE: snprintf(word, sizeof word, "%s", cat->motive_name[arg[i]]); break;
        case ARG_YESNO: snprintf(word, sizeof word, "%s", arg[i] ? "yes" : "no"); break;
        case ARG_BUILDING: snprintf(word, sizeof word, "%s", itk_record_building_name[arg[i]]); break;
        }
        used += format_name(out + used, outlen - used, word);
    }
}

void itk_record_write_event(FILE *out, const Catalog *cat, const Game *before, Action a)
{
    char text[RECORD_ACTION_TEXT_MAX];
    itk_record_format_action(text, sizeof text, cat, before, a);
    fprintf(out, "%c %s\n", itk_record_side_letter(itk_game_to_move(before)), text);
}

void itk_record_write_end(FILE *out, int n_events)
{
    fprintf(out, "end %d\n", n_events);
}
