/*
 * cell_setup.h — a campaign cell's setup in the words the lab prints and
 * stores (the cells table's columns, docs/schema.md).  A game whose cells
 * name a scenario, a motive set and switches (Intent to Kill) fills them
 * from its CAMPAIGN hook (runner/game_campaign.h); any other game's cell is
 * its game's name and its parameter text.
 */
#ifndef NOIRLAB_CELL_SETUP_H
#define NOIRLAB_CELL_SETUP_H

#include <stddef.h>

#include "runner/campaign.h"

typedef struct CellSetup {
    char scenario[64];            /* the layout's key; else the game's name */
    char scenario_name[128];      /* its display name; else the game's title */
    int own_rules;                /* 1 when the scenario has rules of its own (REFERENCE §7) */
    int rules_on;                 /* 0 when its rules were switched off (scenario_rules = 0) */
    char rules[128];              /* the scenario's rules played ("stakeout,evacuation"), or "none" */
    char unsimulated[256];        /* its printed rules not simulated, or "" */
    char motive_set[256];         /* "Maniac,Sadist,..."; else "" */
    char motives_word[256];       /* a file name's: "logic", "all" or the names joined by '+'; else the parameter text */
    int motive_count;
    unsigned truths;              /* the truth metric's values the set holds, bit v for value v */
    char switches[GAME_PARAMS_TEXT]; /* "standard", "no_poi=1,..."; else the parameter text */
    int no_poi, min_groups, early_accusation, surveillance_ban;
    char summary[1024];           /* "beginner, motives Maniac,..., standard rules"; else "TITLE, PARAMETERS" */
} CellSetup;

/* Cell `cell` of c. */
void cell_setup(const Campaign *c, int cell, CellSetup *out);

/* Why a game of cell `cell` could not be dealt, into err: "layout 'KEY'
 * cannot be dealt with these rules" for a cell that names a scenario, else
 * "PARAMETERS cannot be dealt". */
void cell_undealt(const Campaign *c, int cell, char *err, size_t errlen);

#endif
