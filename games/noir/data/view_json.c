/*
 * view_json.c — a NOIR side's view as JSON members (view_json.h).  Printed
 * from the side's view alone, never from the game, so nothing the side may
 * not see can leak (N13): the opponent's secrets are NOIR_NOBODY there and
 * come out as null.
 */
#include "games/noir/data/view_json.h"

#include "base/json.h"

static const char *const phase_key[] = {
    [NOIR_PH_KILLER_FIRST] = "killer-first", [NOIR_PH_IDENTITY] = "identity", [NOIR_PH_KILLER] = "killer",
    [NOIR_PH_INSPECTOR] = "inspector",       [NOIR_PH_DISCARD] = "discard",   [NOIR_PH_OVER] = "over",
};

static const char *const end_key[] = {
    [NOIR_END_ARREST] = "arrest",           [NOIR_END_CITIZENS_ARREST] = "citizens-arrest",
    [NOIR_END_INSPECTOR_KILLED] = "inspector-killed", [NOIR_END_KILL_TARGET] = "kill-target",
    [NOIR_END_TURN_LIMIT] = "turn-limit",
};

static const char *const side_key[] = {[NOIR_KILLER] = "killer", [NOIR_INSPECTOR] = "inspector",
                                       [NOIR_SIDE_NONE] = "none"};

/* A suspect's number, or null for one the side may not see. */
static void json_suspect(FILE *out, int s)
{
    if (s == NOIR_NOBODY)
        fputs("null", out);
    else
        fprintf(out, "%d", s);
}

static void json_suspects(FILE *out, uint64_t set)
{
    fputc('[', out);
    for (int s = 0, n = 0; s < NOIR_MAX_SUSPECTS; s++)
        if (set >> s & 1)
            fprintf(out, "%s%d", n++ ? "," : "", s);
    fputc(']', out);
}

/* A canvass's or an arrest's answer: true, false or null (none given). */
static void json_answer(FILE *out, int result)
{
    if (result == NOIR_NO_ANSWER)
        fputs("null", out);
    else
        json_bool(out, result == NOIR_YES);
}

static void json_grid(FILE *out, const NoirView *v)
{
    fputc('[', out);
    for (int r = 0; r < v->rows; r++) {
        fputs(r ? ",[" : "[", out);
        for (int c = 0; c < v->cols; c++)
            fprintf(out, "%s%d", c ? "," : "", v->grid[r * v->cols + c]);
        fputc(']', out);
    }
    fputc(']', out);
}

/* Every suspect of the game: its name, its cell (null once collapsed away,
 * N10), alive, marked innocent (N9, N12). */
static void json_suspect_list(FILE *out, const NoirSeatView *sv, const char *const *names, int n_names)
{
    const NoirView *v = &sv->v;
    int n = sv->p.side * sv->p.side;
    fputc('[', out);
    for (int s = 0; s < n; s++) {
        int first = 1, cell = -1;
        for (int i = 0; i < v->rows * v->cols && cell < 0; i++)
            cell = v->grid[i] == s ? i : -1;
        fputs(s ? ",{" : "{", out);
        json_key(out, "number", &first);
        fprintf(out, "%d", s);
        json_key(out, "name", &first);
        if (s < n_names && names[s])
            json_str(out, names[s]);
        else
            fputs("null", out);
        json_key(out, "cell", &first);
        if (cell < 0)
            fputs("null", out);
        else
            fprintf(out, "[%d,%d]", cell / v->cols, cell % v->cols);
        json_key(out, "alive", &first);
        json_bool(out, !(v->dead >> s & 1));
        json_key(out, "marked", &first);
        json_bool(out, (int)(v->marked >> s & 1));
        fputc('}', out);
    }
    fputc(']', out);
}

/* One record entry as the side reads it (view.h's NoirObs). */
static void json_entry(FILE *out, const NoirObs *o)
{
    int first = 1;
    fputc('{', out);
    json_key(out, "kind", &first);
    json_str(out, noir_action_kind_name(o->kind) ? noir_action_kind_name(o->kind) : "?");
    switch (o->kind) {
    case NOIR_CHOOSE:
        json_key(out, "suspect", &first);
        json_suspect(out, o->a);
        break;
    case NOIR_KILL:
    case NOIR_ARREST:
    case NOIR_DISCARD:
        json_key(out, "suspect", &first);
        json_suspect(out, o->a);
        json_key(out, "answer", &first);
        json_answer(out, o->result);
        break;
    case NOIR_DISGUISE: /* N8: the old identity died, or the drawn card was dead and shown */
        json_key(out, "drawn", &first);
        json_suspect(out, o->a);
        json_key(out, "died", &first);
        json_suspect(out, o->b);
        break;
    case NOIR_SHIFT:
        json_key(out, "line", &first);
        json_str(out, o->a >= NOIR_COLUMN ? "column" : "row");
        json_key(out, "index", &first);
        fprintf(out, "%d", o->a >= NOIR_COLUMN ? o->a - NOIR_COLUMN : o->a);
        json_key(out, "direction", &first);
        json_str(out, o->a >= NOIR_COLUMN ? (o->b ? "down" : "up") : (o->b ? "right" : "left"));
        break;
    case NOIR_EXONERATE:
        json_key(out, "drawn", &first);
        json_suspect(out, o->a);
        break;
    case NOIR_CITIZEN:
        json_key(out, "discarded", &first);
        json_suspect(out, o->a);
        json_key(out, "suspect", &first);
        json_suspect(out, o->b);
        json_key(out, "answer", &first);
        json_answer(out, o->result);
        break;
    default:
        break;
    }
    fputc('}', out);
}

void noir_view_json(FILE *out, const NoirSeatView *sv, const char *const *names, int n_names)
{
    const NoirView *v = &sv->v;
    int first = 1, inspector = v->side == NOIR_INSPECTOR;
    json_key(out, "phase", &first);
    json_str(out, v->phase <= NOIR_PH_OVER ? phase_key[v->phase] : "?");
    json_key(out, "winner", &first); /* null while the game goes on, "none" when unfinished (N14) */
    if (v->end == NOIR_END_NONE)
        fputs("null", out);
    else
        json_str(out, side_key[v->winner <= NOIR_SIDE_NONE ? v->winner : NOIR_SIDE_NONE]);
    json_key(out, "ending", &first);
    if (v->end == NOIR_END_NONE || v->end > NOIR_END_TURN_LIMIT)
        fputs("null", out);
    else
        json_str(out, end_key[v->end]);
    json_key(out, "turns", &first);
    fprintf(out, "%d", v->turns);
    json_key(out, "deaths", &first);
    fprintf(out, "%d", v->deaths);
    json_key(out, "grid", &first);
    json_grid(out, v);
    json_key(out, "suspects", &first);
    json_suspect_list(out, sv, names, n_names);
    json_key(out, "identity", &first);
    json_suspect(out, v->identity);
    json_key(out, "dealt", &first); /* the Inspector's own cards: null in the Killer's view */
    if (inspector)
        json_suspects(out, v->dealt);
    else
        fputs("null", out);
    json_key(out, "hand", &first);
    if (inspector)
        json_suspects(out, v->hand);
    else
        fputs("null", out);
    json_key(out, "hand_size", &first);
    fprintf(out, "%d", v->hand_size);
    json_key(out, "deck", &first);
    fprintf(out, "%d", v->deck);
    json_key(out, "pile", &first);
    fputc('[', out);
    for (int i = 0; i < v->n_pile; i++)
        fprintf(out, "%s%d", i ? "," : "", v->pile[i]);
    fputc(']', out);
    json_key(out, "record", &first);
    fputc('[', out);
    for (int i = 0; i < v->n_obs; i++) {
        fputs(i ? "," : "", out);
        json_entry(out, &sv->obs[i]);
    }
    fputc(']', out);
}
