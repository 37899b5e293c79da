/*
 * mixture.h — the mixture player, "mixture:file=PATH": per game it plays one
 * member of a weighted mixture of policy SPECs, listed in a file (SPECs nest
 * badly inside a SPEC).  The file holds one "WEIGHT SPEC" a line; '#' starts
 * a comment; weights are normalised.  A member's model=FILE is found beside
 * the mixture file when it is there (as a campaign file's are), else as given.
 *
 * The member of a game is drawn from the game's own seed: game_match_play
 * gives each seat a draw stream of its own (GamePolicyClass.draw), apart from
 * the stream the seat plays with, so the same game gets the same member
 * whatever the threads, shards or resume, the two seats draw independently,
 * and the member plays that game exactly as it would alone.
 */
#ifndef NOIRLAB_MIXTURE_H
#define NOIRLAB_MIXTURE_H

#include "ai/game_policy.h"

extern const GamePolicyClass game_policy_mixture;

/* The member the last draw picked (0-based, in file order); for tests and
 * for whatever records it. */
int mixture_member(const void *state);

/* How many members the file gave (weight 0 included), and member k's share
 * of the draws (its normalised weight; 0 for a member never drawn). */
int mixture_size(const void *state);
double mixture_share(const void *state, int k);

/* Write a mixture file: spec[k] with weight[k] for every k of weight > 0,
 * under a header comment.  Refuses a file that exists (nothing written);
 * 0, or -1 with "path: problem" in err. */
int mixture_file_write(const char *path, const char *header, int n, const char *const *spec, const double *weight,
                       char *err, size_t errlen);

/* The same file, or that file already there with exactly this text (what a
 * rerun of the run that wrote it finds); a file of any other text is
 * refused and left as it is.  0, or -1 with "path: problem" in err. */
int mixture_file_keep(const char *path, const char *header, int n, const char *const *spec, const double *weight,
                      char *err, size_t errlen);

#endif
