/*
 * explain_noir.c — NOIR's entry in `noirlab explain` (cli/game_explain.h):
 * its records told by their first line, explained by each side's exact
 * belief (games/noir/ai/noir_explain.h).  It has no flags of its own.
 */
#include "cli/game_explain.h"
#include "cli/game_explainers.h"
#include "games/noir/ai/noir_explain.h"
#include "games/noir/data/record.h"

static int explain(const char *path, const double *setting, FILE *out, char *err, size_t errlen)
{
    (void)setting;
    return noir_explain(path, out, err, errlen);
}

const GameExplainer noir_explainer = {.game = "noir", .detect = noir_record_detect, .explain = explain};
