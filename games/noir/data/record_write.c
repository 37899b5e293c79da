/*
 * record_write.c — NOIR records as text: action names, event lines and the
 * header (record.h, games/noir/docs/noir.md).
 */
#include "games/noir/data/record.h"

#include "games/noir/data/record_vocab.h"

/* Row lines are named left and right, column lines up and down (action.h:
 * direction 0 is towards index 0). */
static const char *const dir_name[2][2] = {{"left", "right"}, {"up", "down"}};

char noir_side_letter(int side) { return side == NOIR_KILLER ? 'K' : side == NOIR_INSPECTOR ? 'I' : '?'; }

void noir_action_text(NoirAction x, char *out, size_t outlen)
{
    int kind = noir_action_kind(x), a = noir_action_a(x), b = noir_action_b(x);
    const char *name = noir_action_kind_name(kind);
    switch (kind) {
    case NOIR_DISGUISE:
    case NOIR_EXONERATE: snprintf(out, outlen, "%s", name); break;
    case NOIR_SHIFT: {
        int column = a >= NOIR_COLUMN;
        snprintf(out, outlen, "shift %s %d %s", column ? "column" : "row", column ? a - NOIR_COLUMN : a,
                 dir_name[column][b & 1]);
        break;
    }
    case NOIR_CITIZEN: snprintf(out, outlen, "%s %d %d", name, a, b); break;
    default: snprintf(out, outlen, "%s %d", name ? name : "?", a); break;
    }
}

int noir_shift_from_words(const char *line_word, int index, const char *dir_word, NoirAction *x)
{
    for (int column = 0; column < 2; column++) {
        if (strcmp(line_word, column ? "column" : "row") != 0)
            continue;
        for (int dir = 0; dir < 2; dir++)
            if (strcmp(dir_word, dir_name[column][dir]) == 0) {
                *x = NOIR_ACTION(NOIR_SHIFT, column ? NOIR_COLUMN + index : index, dir);
                return 0;
            }
    }
    return -1;
}

void noir_record_write_header(FILE *out, const NoirSetup *s)
{
    const NoirParams *p = &s->p;
    int side = p->side;
    fprintf(out, "noir-record %d\n", NOIR_RECORD_VERSION);
    fprintf(out, "mode: %s\ngrid: %d\nkill_target: %d\nturn_limit: %d\n", noir_mode_name[p->mode], side,
            p->kill_target, p->max_turns);
    fprintf(out, "no_disguise: %d\nno_self_arrest: %d\ninspector_first: %d\noptional_first_kill: %d\n",
            !p->disguise, !p->self_arrest, p->identity_first, p->first_kill_optional);
    for (int r = 0; r < side; r++) {
        fprintf(out, "row %d:", r);
        for (int c = 0; c < side; c++)
            fprintf(out, " %d", s->grid[side * r + c]);
        fputc('\n', out);
    }
    fprintf(out, "killer: %d\ninspector:", s->evidence[0]);
    for (int i = 1; i <= NOIR_DEALT; i++)
        fprintf(out, " %d", s->evidence[i]);
    fputs("\ndeck:", out);
    for (int i = 1 + NOIR_DEALT; i < side * side; i++)
        fprintf(out, " %d", s->evidence[i]);
    fputc('\n', out);
}

void noir_record_write_event(FILE *out, const NoirGame *before, NoirAction x)
{
    char text[NOIR_ACTION_TEXT_MAX];
    noir_action_text(x, text, sizeof text);
    fprintf(out, "%c %s\n", noir_side_letter(noir_to_move(before)), text);
}

void noir_record_write_end(FILE *out, int n_events)
{
    fprintf(out, "end %d\n", n_events);
}
