/*
 * view.h — what one side knows (itk_game_view, R14) as text for people and
 * as one line of JSON for programs (docs/protocol.md gives the keys): the
 * engine's `view` (itk_dialect.c) and `noirlab play --human`.  Both print
 * the side's view only, never the game itself.
 */
#ifndef NOIRLAB_ITK_VIEW_H
#define NOIRLAB_ITK_VIEW_H

#include <stdio.h>

#include "games/itk/core/game.h"
#include "games/itk/data/catalog.h"

/* Status, the city, the hidden setup when the side may see it, and the
 * notebook of public observations. */
void itk_view_text(FILE *out, const Catalog *cat, const Game *g, int side);

/* The same as one line of JSON, the legal events when the side is to move. */
void itk_view_json(FILE *out, const Catalog *cat, const Game *g, int side);

#endif
