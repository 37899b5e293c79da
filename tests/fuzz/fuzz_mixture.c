/*
 * fuzz_mixture — the mixture file reader (ai/mixture.c, "mixture:file=PATH")
 * on any bytes, for both seats of each two-seat game: a refusal names the
 * file (and line); an accepted mixture's shares sum to 1, and each of 16
 * draws picks a member of the list whose share is above 0.
 *
 * Nothing is played: a member may be a search of any budget, which the file
 * is allowed to name.  For the same reason an input naming a search's
 * memory= is skipped: the arena it asks for is allocated whole, and one of
 * over 2 GB is the user's to ask for, not a finding (libFuzzer would count it
 * as one).
 */
#define _GNU_SOURCE /* memmem */
#include "tests/fuzz/fuzz_common.h"

#include "ai/mixture.h"
#include "base/pcg32.h"
#include "sim/game_class.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void try_seat(const char *game, int seat, const char *path)
{
    char spec[512], err[1024];
    snprintf(spec, sizeof spec, "mixture:file=%s", path);
    GamePolicy p;
    if (game_policy_create(&p, game_class_find(game), spec, seat, err, sizeof err) != 0) {
        fuzz_assert_refusal(err, path);
        return;
    }
    int n = mixture_size(p.state);
    double total = 0;
    for (int k = 0; k < n; k++)
        total += mixture_share(p.state, k);
    if (!(total > 1 - 1e-9 && total < 1 + 1e-9)) {
        fprintf(stderr, "fuzz: an accepted mixture's shares sum to %.17g\n", total);
        abort();
    }
    Pcg32 draw;
    pcg32_seed(&draw, 7, 1);
    for (int d = 0; d < 16; d++) {
        p.cls->draw(p.state, &draw);
        int k = mixture_member(p.state);
        if (k < 0 || k >= n || !(mixture_share(p.state, k) > 0)) {
            fprintf(stderr, "fuzz: an accepted mixture of %d drew member %d\n", n, k);
            abort();
        }
    }
    game_policy_destroy(&p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (memmem(data, size, "memory", 6))
        return 0;
    const char *path = fuzz_file(data, size, "m.mix");
    for (int seat = 0; seat < 2; seat++) {
        try_seat("itk", seat, path);
        try_seat("noir", seat, path);
    }
    unlink(path);
    return 0;
}
