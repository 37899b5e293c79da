/*
 * install_example.c — a program an outside user would write against the
 * installed libnoirlab (built by install_test.sh with pkg-config, not by
 * CMake): random play for both sides through nl_choose, the record written
 * with nl_write_record, and one protocol command through nl_command; then a
 * 4-player game of 10' to Kill (nl_open_game), its scores.
 *
 *   install_example SEED GAME RECORD    prints the winner and the decisions
 */
#include <noirlab.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A 4-player game of 10' to Kill, heuristic in every seat: prints
 * "tenkill SCORE SCORE SCORE SCORE". */
static int play_tenkill(unsigned long long seed, unsigned long long game)
{
    nl_session *s = nl_open_game(NULL, "tenkill");
    char params[64];
    snprintf(params, sizeof params, "players=4,seed=%llu,number=%llu", seed, game);
    if (!s || nl_new_game_params(s, params) < 0) {
        fprintf(stderr, "tenkill: %s\n", s ? nl_error(s) : nl_open_error());
        return 1;
    }
    while (!nl_game_over(s)) {
        nl_action a;
        if (nl_choose(s, "heuristic", &a) < 0 || nl_play(s, a) < 0) {
            fprintf(stderr, "%s\n", nl_error(s));
            return 1;
        }
    }
    double score[NL_SEATS_MAX];
    int seats = nl_scores(s, score, NL_SEATS_MAX);
    printf("tenkill");
    for (int i = 0; i < seats; i++)
        printf(" %g", score[i]);
    printf("\n");
    nl_close(s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 4)
        return 2;
    if (nl_api_version() != NL_API_VERSION) {
        fprintf(stderr, "header API %d, library API %d\n", NL_API_VERSION, nl_api_version());
        return 1;
    }
    nl_session *s = nl_open(NULL);
    if (!s) {
        fprintf(stderr, "nl_open: %s\n", nl_open_error());
        return 1;
    }
    if (nl_new_game(s, NULL, NULL, strtoull(argv[1], NULL, 10), strtoull(argv[2], NULL, 10)) < 0) {
        fprintf(stderr, "nl_new_game: %s\n", nl_error(s));
        return 1;
    }
    int decisions = 0;
    while (nl_winner(s) == NL_NOBODY) {
        nl_action a;
        if (nl_choose(s, "random", &a) < 0 || nl_play(s, a) < 0) {
            fprintf(stderr, "%s\n", nl_error(s));
            return 1;
        }
        decisions++;
    }
    /* A refused call says why and changes nothing. */
    if (nl_play(s, 0) == 0 || strcmp(nl_error(s), "the game is over") != 0) {
        fprintf(stderr, "a play after the end was not refused: '%s'\n", nl_error(s));
        return 1;
    }
    if (nl_write_record(s, argv[3]) < 0) {
        fprintf(stderr, "nl_write_record: %s\n", nl_error(s));
        return 1;
    }
    printf("%s %d\n", nl_winner(s) == NL_DETECTIVE ? "detective" : "murderer", decisions);
    printf("%s", nl_command(s, "status"));
    nl_close(s);
    return play_tenkill(strtoull(argv[1], NULL, 10), strtoull(argv[2], NULL, 10));
}
