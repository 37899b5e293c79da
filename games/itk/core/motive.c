#include "games/itk/core/motive.h"

#include <strings.h>

static const char *const keys[MOTIVES] = {
    "maniac", "sadist", "cutthroat", "vigilante", "killer", "terrorist",
    "psychopath", "radical", "robber", "spy", "cannibal", "cultist",
};

const char *itk_motive_key(int m) { return m >= 0 && m < MOTIVES ? keys[m] : "?"; }

int itk_motive_from_key(const char *key)
{
    for (int m = 0; m < MOTIVES; m++)
        if (strcasecmp(key, keys[m]) == 0)
            return m;
    return -1;
}
