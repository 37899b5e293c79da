/*
 * game_belief.h — a game's exact belief for the engine's `hypotheses`
 * (docs/protocol.md, "Other games"): what one seat can deduce of what the
 * other hides, from its own views alone.  Each game with a belief engine
 * registers one (game_belief.c); the engine of engine/game_session.c asks by
 * the game's name, and `play --human --explain` (cli/play_game_human.c) for
 * a person.  Intent to Kill's Detective deduces through its dialects
 * (games/itk/engine/itk_dialect.c, games/itk/cli/person_itk.c).
 */
#ifndef NOIRLAB_GAME_BELIEF_H
#define NOIRLAB_GAME_BELIEF_H

#include <stdio.h>

typedef struct GameBelief {
    const char *game;  /* GameClass.name */
    /* Print seat's deductions as `info hypotheses ...` lines, from its view
     * (GameClass.view) at the game's start, `first`, and its view now,
     * `now`, which holds the record since (N13 for NOIR). */
    void (*hypotheses)(FILE *out, int seat, const void *first, const void *now);
    /* The same deductions for a person (`play --human SEAT --explain`,
     * before each of the seat's decisions): what the seat knows of the
     * other's secret, and what the public record alone shows of its own;
     * names as for GameClass.view_text.  NULL: `--explain` is refused. */
    void (*text)(FILE *out, int seat, const void *first, const void *now, const char *const *names, int n_names);
} GameBelief;

/* The belief registered for the game called `game`, or NULL. */
const GameBelief *game_belief_find(const char *game);

#endif
