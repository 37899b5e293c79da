/*
 * show_game.h — a game as text for people: the city grid, the public
 * observations, the setup and the outcome (used by `noirlab replay`,
 * `noirlab explain`, the engine protocol's `view` and `noirlab play --human`).
 */
#ifndef NOIRLAB_SHOW_GAME_H
#define NOIRLAB_SHOW_GAME_H

#include <stdio.h>

#include "games/itk/core/game.h"
#include "games/itk/data/catalog.h"
#include "games/itk/data/record.h"

/* The 4x4 city: buildings, the Detective, crime scenes with their victims, and
 * the civilians of each block (* intimidated, @ under the surveillance token). */
void itk_show_city(FILE *out, const Game *g);

/* One line of round, phase, side to move, victims and refusals. */
void itk_show_status(FILE *out, const Game *g);

/* The hidden setup as the Murderer knows it: murderer, motive, Person of
 * Interest, supporters, liars; and the public motive set. */
void itk_show_setup(FILE *out, const Catalog *cat, const Game *g);

/* One public observation (R14): an answer, a surveillance answer, a murder, a
 * token draw or a refusal. */
void itk_show_observation(FILE *out, const Catalog *cat, const Game *g, const Obs *o);

/* One record event as `replay` and `explain` print it: its line, the side's
 * letter and the action in record syntax, then each observation it made
 * public (after->obs from before->n_obs). */
void itk_show_event(FILE *out, const Catalog *cat, const Game *before, const Game *after, const RecordEvent *e);

/* Action a of position `before` as an event line, "D move 6": the side to
 * move's letter and the action in record syntax. */
void itk_show_event_line(char *out, size_t outlen, const Catalog *cat, const Game *before, Action a);

/* Who won and how; nothing while the game goes on. */
void itk_show_outcome(FILE *out, const Catalog *cat, const Game *g);

/* "investigate", "murder", ...: the phase's name. */
const char *itk_show_phase_name(int phase);

#endif
