#!/usr/bin/env python3
"""10' to Kill with N players through the AEC environment: a random agent
written in Python in seat p0 against the engine's heuristic in every other
seat.

    NOIRLAB_LIB=build/libnoirlab.so python3 bindings/python/examples/tenkill_seats.py [PLAYERS] [GAMES] [SEED]

Prints the first game's opening moves and its end (each seat's score and
rank), then p0's mean score and first places over all games.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from noirlab import NoirLabEnv  # noqa: E402


def play(env, seed, game, rng, verbose):
    """One game; p0's (score, rank)."""
    env.reset(seed=seed, options={"game": game})
    shown = 0
    for agent in env.agent_iter():
        if env.terminations[agent]:  # the end: each seat's score and rank are in its infos
            env.step(None)
            continue
        # p0 is the Python agent (any legal action, uniformly), the others the engine's heuristic
        action = rng.choice(env.legal_actions(agent)) if agent == "p0" else env.engine_action("heuristic")
        if verbose and shown < 8:
            print(env.action_text(action))
            shown += 1
        env.step(action)
    if verbose:
        for agent, info in env.infos.items():
            print("%s: score %g, rank %d%s" % (agent, info["score"], info["rank"], " (wins)" if info["winner"] else ""))
    return env.infos["p0"]["score"], env.infos["p0"]["rank"]


def main():
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    env = NoirLabEnv(game="tenkill", players=players)
    print("seats:", ", ".join(env.possible_agents))
    rng = random.Random(seed)
    total, firsts = 0, 0
    for game in range(games):
        score, rank = play(env, seed, game, rng, verbose=game == 0)
        total += score
        firsts += rank == 1
        if game == 0:
            print()
    print("random p0 against %d heuristic hitmen: mean score %.2f, first place in %d of %d games"
          % (players - 1, total / games, firsts, games))
    env.close()


if __name__ == "__main__":
    main()
