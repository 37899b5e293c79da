#!/usr/bin/env python3
"""The Python binding (bindings/python/noirlab/) against the `noirlab` command.

1. 1,000 random-vs-random games through NoirLabEnv, both agents moving with the
   engine's random policy (env.engine_action), have the outcome counts
   `noirlab run --games 1000` stores for the same seed: Detective wins, and
   the games by murders, refusals and rounds (cell_shape, docs/schema.md).
2. The AEC conventions: only the agent to move has a non-empty mask, the mask
   is the legal list, the Detective's observation hides the murderer, a
   refused action raises and changes nothing, rewards are +1/-1 at the end and
   the agents leave with step(None).

    env_test.py NOIRLAB_BIN LIBNOIRLAB
"""
import collections
import os
import sqlite3
import subprocess
import sys
import tempfile

from common import fail
import noirlab  # noqa: E402  (common put it on the path)

SEED, GAMES = 20261124, 1000


def play_all(env):
    wins, shape = 0, collections.Counter()
    for game in range(GAMES):
        env.reset(seed=SEED, options={"game": game})
        while not env.terminations[env.agent_selection]:
            env.step(env.engine_action("random"))
        end = env.engine.view(noirlab.MURDERER)
        wins += end["winner"] == "detective"
        shape["murders", len(end["victims"])] += 1
        shape["refusals", end["refusals"]] += 1
        shape["rounds", end["round"]] += 1
    return wins, shape


def run_counts(binary, db):
    subprocess.run([binary, "run", "--games", str(GAMES), "--seed", str(SEED), "--db", db, "--quiet", "--threads", "1"],
                   check=True, stdout=subprocess.DEVNULL)
    con = sqlite3.connect(db)
    games, wins = con.execute("SELECT games, detective_wins FROM cell_results").fetchone()
    shape = collections.Counter({(m, v): n for m, v, n in con.execute("SELECT metric, value, games FROM cell_shape")})
    con.close()
    return games, wins, shape


def check_outcomes(binary, env):
    wins, shape = play_all(env)
    with tempfile.TemporaryDirectory() as tmp:
        games, run_wins, run_shape = run_counts(binary, os.path.join(tmp, "run.db"))
    if games != GAMES:
        fail("noirlab run stored %d games" % games)
    if wins != run_wins:
        fail("Detective wins: the binding %d, noirlab run %d" % (wins, run_wins))
    if shape != run_shape:
        fail("game shapes differ: binding %s, run %s" % (sorted(shape.items()), sorted(run_shape.items())))
    print("outcomes: %d of %d Detective wins, shapes equal" % (wins, GAMES))


def check_conventions(env):
    env.reset(seed=7, options={"game": 3})
    first = env.agent_selection
    if first != "murderer":
        fail("the Murderer chooses its supporters first, got %s" % first)
    other = "detective"
    obs = env.observe(first)
    legal = [i for i, m in enumerate(obs["action_mask"]) if m]
    if legal != sorted(env.engine.action_index(a) for a in env.engine.legal()) or not legal:
        fail("the mask is not the legal list")
    if any(env.observe(other)["action_mask"]):
        fail("the agent not to move has legal actions")
    if env.observe("detective")["observation"]["hidden"] is not None:
        fail("the Detective's observation shows the hidden setup")
    if env.observe("murderer")["observation"]["hidden"]["murderer"] is None:
        fail("the Murderer's observation does not name the murderer")
    illegal = next(i for i in range(env.action_space_size()) if i not in legal)
    try:
        env.step(illegal)
        fail("an illegal action was played")
    except noirlab.NoirLabError:
        pass
    if env.agent_selection != first or env.legal_actions() != legal:
        fail("a refused action changed the game")
    if env.action_text(legal[0]).split()[:2] != ["M", "supporters"]:
        fail("the first action reads %r" % env.action_text(legal[0]))
    while not env.terminations[env.agent_selection]:
        env.step(env.engine_action("random"))
    rewards = sorted(env._cumulative_rewards.values())
    if rewards != [-1, 1] or not all(env.terminations.values()):
        fail("end of game: rewards %s, terminations %s" % (rewards, env.terminations))
    while env.agents:
        env.step(None)
    print("conventions hold")


def main():
    binary, library = sys.argv[1], sys.argv[2]
    env = noirlab.NoirLabEnv(engine=noirlab.Engine(library=noirlab.load_library(library)))
    check_conventions(env)
    check_outcomes(binary, env)
    env.close()
    print("2 passed, 0 failed")


if __name__ == "__main__":
    main()
