#!/usr/bin/env python3
"""A random agent written in Python plays the Detective against the engine's
`heuristic` Murderer, through the AEC environment.

    NOIRLAB_LIB=build/libnoirlab.so python3 bindings/python/examples/random_vs_heuristic.py [GAMES] [SEED]

Prints the first game move by move, then the Detective's wins over all games.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from noirlab import NoirLabEnv  # noqa: E402


def play(env, seed, game, rng, verbose):
    env.reset(seed=seed, options={"game": game})
    for agent in iter(lambda: env.agent_selection, None):
        observation, reward, terminated, truncated, info = env.last(observe=agent == "detective")
        if terminated or truncated:
            env.step(None)
            if not env.agents:
                return reward if agent == "detective" else -reward
            continue
        if agent == "detective":  # the Python agent: any legal action, uniformly
            mask = observation["action_mask"]
            action = rng.choice([i for i, legal in enumerate(mask) if legal])
        else:  # the engine's heuristic Murderer
            action = env.engine_action("heuristic")
        if verbose:
            print("%-9s %s" % (agent, env.action_text(action)))
        env.step(action)


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    env = NoirLabEnv()
    rng = random.Random(seed)
    wins = 0
    for game in range(games):
        wins += play(env, seed, game, rng, verbose=game == 0) > 0
        if game == 0:
            print()
    print("random Detective vs heuristic Murderer: the Detective won %d of %d games" % (wins, games))
    env.close()


if __name__ == "__main__":
    main()
