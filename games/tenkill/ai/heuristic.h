/*
 * heuristic.h — the "heuristic" player of 10' to Kill (docs/tenkill.md,
 * Players): one ply of scores on the seat's view and its belief
 * (belief.h), ties broken at random from the seat's own stream.
 *
 * A kill is worth what it scores (own target +1, a likely hitman +3 by the
 * belief, else -1) less `expose` / (the characters still suspected of being
 * this seat's hitman after it, from the public record alone); it is made
 * when worth at least `kill_min`.  An investigation is made when the named
 * character is the designated seat's hitman with probability >= `ask_min`.
 * Otherwise the seat moves the figure, to the tile, that most improves the
 * position: its hitman able to reach its own targets unseen (`reach`), not
 * watched by a policeman (`hide`), the opponents' likely hitmen watched or
 * standing with a policeman (`watch`).  A target of another seat that seat
 * would finish the game with is killed (spoiled) when that seat's leading
 * and the victim is its target with probability >= `spoil_min`.
 */
#ifndef NOIRLAB_TENKILL_HEURISTIC_H
#define NOIRLAB_TENKILL_HEURISTIC_H

#include "ai/game_policy.h"

typedef struct TenkillHeuristic {
    double kill_min, expose, ask_min, reach, hide, watch, spoil_min;
} TenkillHeuristic;

void tenkill_heuristic_defaults(TenkillHeuristic *h);

extern const GamePolicyClass tenkill_policy_heuristic;

#endif
