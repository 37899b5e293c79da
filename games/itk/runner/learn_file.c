/*
 * learn_file.c — a model of the Murderer's choices learned and written as a
 * file (learn.h): what `noirlab learn` and Intent to Kill's LEARN hook
 * (runner/game_learner.h: `noirlab equilibrium`'s LEARNED responses) share.
 *
 * The file is written next to its destination under a temporary name and
 * linked into place only when complete; an existing file is never replaced.
 */
#include "games/itk/runner/learn.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "base/newfile.h"
#include "games/itk/itk_class.h"
#include "runner/game_learner.h"
#include "runner/game_learners.h" /* checks itk_game_learner against the list's declaration */

/* Write the model to `path` without ever replacing a file there: a temporary
 * file in the same directory, linked to `path` when complete (link fails if
 * the name has appeared meanwhile), then unlinked.  -1 with a message. */
static int write_model(const MurdererModel *m, const char *comment, const char *path, char *err, size_t errlen)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >= (int)sizeof tmp) {
        snprintf(err, errlen, "%s: name too long", path);
        return -1;
    }
    int fd = mkstemp_user(tmp);
    FILE *f = fd < 0 ? NULL : fdopen(fd, "w");
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        if (fd >= 0) {
            close(fd);
            unlink(tmp);
        }
        return -1;
    }
    int bad = itk_murderer_model_write(m, comment, f) | fflush(f) | fsync(fileno(f));
    bad |= fclose(f);
    if (bad || link(tmp, path) != 0) {
        snprintf(err, errlen, "%s: %s", path,
                 errno == EEXIST ? "exists; learn never replaces a file (remove it or choose another --out)"
                                 : strerror(errno));
        unlink(tmp);
        return -1;
    }
    unlink(tmp);
    return 0;
}

int itk_learn_model_file(const Campaign *c, int threads, const char *how, const char *path, LearnSummary *sum,
                         char *err, size_t errlen)
{
    MurdererModel model;
    if (itk_learn_murderer_model(c, threads, &model, sum, err, errlen))
        return -1;
    char comment[2048];
    snprintf(comment, sizeof comment,
             "a model of the Murderer's choices (games/itk/docs/learning.md), made by\n"
             "  %s\n"
             "the Detective won %ld of the %u games (%.3f)\n"
             "the rules' belief at the end: mean P(true pair) %.3f, mean P(best pair) %.3f",
             how, sum->detective_wins, c->games, c->games ? (double)sum->detective_wins / c->games : 0.0,
             sum->p_true, sum->p_best);
    return write_model(&model, comment, path, err, errlen);
}

static int learn_hook(const Campaign *c, int threads, const char *how, const char *path, char *err, size_t errlen)
{
    LearnSummary sum;
    return itk_learn_model_file(c, threads, how, path, &sum, err, errlen);
}

/* The Murderer's choices, learned against the `learn` command's default Detective. */
const GameLearner itk_game_learner = {&itk_game_class, GAME_HIDER, "heuristic", learn_hook};
