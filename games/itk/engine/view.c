/*
 * view.c — what one side knows (itk_game_view, R14) as text for people and as one
 * line of JSON for programs.  Both print the side's view only, never the game
 * itself, so nothing hidden from the Detective can leak into its output.
 */
#include "games/itk/engine/view.h"

#include <string.h>

#include "base/json.h"
#include "games/itk/engine/show_game.h"

static const char *side_key(int side)
{
    switch (side) {
    case SIDE_MURDERER: return "murderer";
    case SIDE_DETECTIVE: return "detective";
    case SIDE_CHANCE: return "chance";
    default: return "none";
    }
}

void itk_view_text(FILE *out, const Catalog *cat, const Game *g, int side)
{
    Game v;
    itk_game_view(g, side, &v);
    fprintf(out, "the %s's view\n", side == SIDE_MURDERER ? "Murderer" : "Detective");
    itk_show_status(out, &v);
    itk_show_city(out, &v);
    itk_show_setup(out, cat, &v);
    fputs("notebook:", out);
    if (!v.n_obs)
        fputs(" nothing observed yet", out);
    fputc('\n', out);
    for (int i = 0; i < v.n_obs; i++) {
        fputs("  ", out);
        itk_show_observation(out, cat, &v, &v.obs[i]);
    }
    itk_show_outcome(out, cat, &v);
}

/* --- JSON ------------------------------------------------------------------- */

static void json_civ(FILE *out, const Game *v, int c)
{
    if (c == NOBODY)
        fputs("null", out);
    else
        json_str(out, v->card[c].name);
}

static void json_civs(FILE *out, const Game *v, CivSet set)
{
    fputc('[', out);
    for (CivSet t = set; t; t = bits_rest(t)) {
        fputs(t == set ? "" : ",", out);
        json_civ(out, v, bits_first(t));
    }
    fputc(']', out);
}

static void json_blocks(FILE *out, BlockSet set)
{
    fputc('[', out);
    for (BlockSet t = set; t; t = (BlockSet)bits_rest(t))
        fprintf(out, "%s%d", t == set ? "" : ",", bits_first(t));
    fputc(']', out);
}

static void json_groups(FILE *out, const Catalog *cat, unsigned groups)
{
    fputc('[', out);
    for (int k = 0, first = 1; k < GROUPS; k++)
        if (groups & (1u << k)) {
            fputs(first ? "" : ",", out);
            json_str(out, cat->group_name[k]);
            first = 0;
        }
    fputc(']', out);
}

static void json_civilian(FILE *out, const Catalog *cat, const Game *v, int c)
{
    int first = 1;
    fputc('{', out);
    json_key(out, "name", &first);
    json_str(out, v->card[c].name);
    json_key(out, "group", &first);
    json_str(out, cat->group_name[v->group_of[c]]);
    json_key(out, "traits", &first);
    fputc('[', out);
    for (int q = 0, n = 0; q < QUESTIONS; q++)
        if (itk_card_answers_yes(&v->card[c], q)) {
            fputs(n++ ? "," : "", out);
            json_str(out, itk_question_name(q));
        }
    fputc(']', out);
    json_key(out, "block", &first);
    if (v->pos[c] == NO_BLOCK)
        fputs("null", out);
    else
        fprintf(out, "%d", v->pos[c]);
    json_key(out, "alive", &first);
    fputs(bits_has(v->alive, c) ? "true" : "false", out);
    json_key(out, "intimidated", &first);
    fputs(bits_has(v->intimidated, c) ? "true" : "false", out);
    json_key(out, "surveilled", &first);
    fputs(v->surveilled == c ? "true" : "false", out);
    fputc('}', out);
}

static void json_observation(FILE *out, const Catalog *cat, const Game *v, const Obs *o)
{
    static const char *const kind[] = {[OBS_ANSWER] = "answer", [OBS_SURVEIL] = "surveil", [OBS_MURDER] = "murder",
                                       [OBS_DRAW] = "draw", [OBS_REFUSE] = "refuse", [OBS_BENEFACTOR] = "benefactor",
                                       [OBS_BOMB] = "bomb"};
    int first = 1;
    fputc('{', out);
    json_key(out, "kind", &first);
    json_str(out, o->kind < sizeof kind / sizeof kind[0] && kind[o->kind] ? kind[o->kind] : "?");
    json_key(out, "round", &first);
    fprintf(out, "%d", o->round);
    switch (o->kind) {
    case OBS_ANSWER:
        json_key(out, "civilian", &first);
        json_civ(out, v, o->civ);
        json_key(out, "question", &first);
        json_str(out, itk_question_name(o->value));
        json_key(out, "answer", &first);
        fputs(o->yes ? "true" : "false", out);
        break;
    case OBS_SURVEIL:
        json_key(out, "civilian", &first);
        json_civ(out, v, o->civ);
        json_key(out, "answer", &first);
        fputs(o->yes ? "true" : "false", out);
        break;
    case OBS_MURDER:
    case OBS_BENEFACTOR: /* R19: the Benefactor and crime scene 1 */
        json_key(out, "civilian", &first);
        json_civ(out, v, o->civ);
        json_key(out, "block", &first);
        fprintf(out, "%d", o->civ_block);
        break;
    case OBS_BOMB: /* R20: the victim is null in the Detective's view */
        json_key(out, "civilian", &first);
        json_civ(out, v, o->civ);
        json_key(out, "block", &first);
        fprintf(out, "%d", o->civ_block);
        json_key(out, "dead", &first);
        json_civs(out, v, v->bomb_dead);
        break;
    case OBS_DRAW:
        json_key(out, "group", &first);
        json_str(out, o->civ < GROUPS ? cat->group_name[o->civ] : "?");
        json_key(out, "drawer", &first);
        json_str(out, side_key(o->value));
        break;
    default:
        break;
    }
    fputc('}', out);
}

/* The fields itk_game_view blanks for the Detective: null in the Detective's view. */
static void json_hidden(FILE *out, const Catalog *cat, const Game *v)
{
    int first = 1;
    if (v->murderer == NOBODY) {
        fputs("null", out);
        return;
    }
    fputc('{', out);
    json_key(out, "murderer", &first);
    json_civ(out, v, v->murderer);
    json_key(out, "motive", &first);
    json_str(out, cat->motive_name[v->motive]);
    json_key(out, "poi", &first);
    json_civ(out, v, v->poi);
    json_key(out, "supporters", &first);
    if (v->supporters == NO_GROUP)
        fputs("null", out);
    else
        json_str(out, cat->group_name[v->supporters]);
    json_key(out, "drawn", &first);
    json_groups(out, cat, 1u << v->drawn[0] | 1u << v->drawn[1] | 1u << v->drawn[2]);
    json_key(out, "liars", &first);
    json_civs(out, v, v->liars);
    fputc('}', out);
}

static void json_legal(FILE *out, const Catalog *cat, const Game *g)
{
    ActionList legal;
    char text[RECORD_ACTION_TEXT_MAX + 4];
    itk_game_legal(g, &legal);
    fputc('[', out);
    for (int i = 0; i < legal.n; i++) {
        itk_show_event_line(text, sizeof text, cat, g, legal.a[i]);
        fputs(i ? "," : "", out);
        json_str(out, text);
    }
    fputc(']', out);
}

void itk_view_json(FILE *out, const Catalog *cat, const Game *g, int side)
{
    static const char *const building_key[BUILDINGS] = {"police", "diner", "hospital", "fire"};
    Game v;
    itk_game_view(g, side, &v);
    int first = 1, to_move = itk_game_to_move(g);
    fputc('{', out);
    json_key(out, "side", &first);
    json_str(out, side_key(side));
    json_key(out, "round", &first);
    fprintf(out, "%d", v.round);
    json_key(out, "phase", &first);
    json_str(out, itk_show_phase_name(v.phase));
    json_key(out, "to_move", &first);
    json_str(out, side_key(to_move));
    json_key(out, "winner", &first);
    if (game_over(&v))
        json_str(out, side_key(v.winner));
    else
        fputs("null", out);
    json_key(out, "motive_set", &first);
    fputc('[', out);
    for (int m = 0, n = 0; m < MOTIVES; m++)
        if (v.motives & (1u << m)) {
            fputs(n++ ? "," : "", out);
            json_str(out, cat->motive_name[m]);
        }
    fputc(']', out);
    json_key(out, "buildings", &first);
    fputc('{', out);
    for (int b = 0, bf = 1; b < BUILDINGS; b++) {
        json_key(out, building_key[b], &bf);
        json_blocks(out, v.building[b]);
    }
    fputc('}', out);
    json_key(out, "detective_block", &first);
    if (v.detective == NO_BLOCK)
        fputs("null", out);
    else
        fprintf(out, "%d", v.detective);
    json_key(out, "civilians", &first);
    fputc('[', out);
    for (int c = 0; c < CIVILIANS; c++) {
        fputs(c ? "," : "", out);
        json_civilian(out, cat, &v, c);
    }
    fputc(']', out);
    json_key(out, "crime_scenes", &first);
    json_blocks(out, v.crime);
    json_key(out, "victims", &first);
    fputc('[', out);
    for (int i = 0; i < v.n_victims; i++) {
        fputs(i ? "," : "", out);
        json_civ(out, &v, v.victims[i]);
    }
    fputc(']', out);
    json_key(out, "refusals", &first);
    fprintf(out, "%d", v.refusals);
    json_key(out, "accused", &first); /* the final accusation, once made (R13) */
    if (game_over(&v) && v.accused != NOBODY) {
        int af = 1;
        fputc('{', out);
        json_key(out, "civilian", &af);
        json_civ(out, &v, v.accused);
        json_key(out, "motive", &af);
        json_str(out, cat->motive_name[v.accused_motive]);
        fputc('}', out);
    } else {
        fputs("null", out);
    }
    json_key(out, "stack", &first);
    json_groups(out, cat, v.stack);
    json_key(out, "observations", &first);
    fputc('[', out);
    for (int i = 0; i < v.n_obs; i++) {
        fputs(i ? "," : "", out);
        json_observation(out, cat, &v, &v.obs[i]);
    }
    fputc(']', out);
    json_key(out, "hidden", &first);
    json_hidden(out, cat, &v);
    json_key(out, "legal", &first);
    if (to_move == side)
        json_legal(out, cat, g);
    else
        fputs("[]", out);
    fputs("}\n", out);
}
