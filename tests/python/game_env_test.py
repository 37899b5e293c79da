#!/usr/bin/env python3
"""The Python binding plays the other games (NoirLabEnv(game=...), GameEnv):

1. 10' to Kill with 3 players and NOIR, episodes by the AEC loop with each
   seat's move from the engine's policy of its spec (env.engine_action), are
   the games `noirlab play --game G ... --SEAT SPEC` plays from the same seed
   and number: the same record line for line, and the rewards are the scores
   its result line gives; infos hold each seat's rank (rank 1 has the best
   score) and "winner" for a seat ranked 1 alone.
2. The AEC conventions: the agents are the seats' keys; only the seat to move
   has a mask, ones over its legal list; each agent observes its own view
   (its "side"; 10' to Kill's T23: a seat sees its own hitman and targets and
   no one else's); a refused action raises and changes nothing; every agent
   ends terminated and leaves with step(None).
3. Without `game` the environment is Intent to Kill's, as before; an unknown
   game and players=5 are refused with the reason.
4. One engine per game for the library and the command: for every game, a
   session's answers through Engine.command (nl_command) are the lines
   `noirlab engine --game G` answers to the same commands
   (engine/game_engine.h).

    game_env_test.py NOIRLAB_BIN LIBNOIRLAB
"""
import os
import re
import subprocess
import sys
import tempfile

from common import fail
import noirlab  # noqa: E402  (common put it on the path)

SEED = 20261128


def check(condition, message):
    if not condition:
        fail(message)


def noirlab_play(binary, game, number, flags, specs):
    """The record `noirlab play` writes and the scores of its result line."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.rec")
        seats = sum((["--" + seat, spec] for seat, spec in specs.items()), [])
        done = subprocess.run([binary, "play", "--game", game, "--seed", str(SEED), "--number", str(number),
                               "--record", path] + flags + seats, check=True, capture_output=True, text=True)
        with open(path) as f:
            record = f.read().splitlines()
    return record, done.stderr


def check_observations(env, agent, first):
    """Masks and views of every live agent, `agent` being the one to move;
    `first`: nothing has been played yet (nothing revealed)."""
    n = len(env.engine.legal())
    for other in env.agents:
        observation = env.observe(other)
        mask = observation["action_mask"]
        check(len(mask) == env.action_space_size(other), "mask size")
        check(mask == ([1] * n + [0] * (len(mask) - n) if other == agent else [0] * len(mask)),
              "%s's mask is not its legal list" % other)
        view = observation["observation"]
        check(view["side"] == other, "%s observes %s's view" % (other, view["side"]))
        if first and env.engine.game == "tenkill":  # T23: own hitman and targets only
            owners = {c["owner"] for c in view["characters"] if "role" in c}
            check(owners == {env.possible_agents.index(other)}, "T23: %s sees roles of seats %s" % (other, owners))


def episode(env, number, specs, checks):
    """One game to its end, each seat moved by its spec; checks conventions
    on the first decisions when asked."""
    env.reset(seed=SEED, options={"game": number})
    decisions = 0
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        if terminated:
            check(all(env.terminations.values()), "one agent terminated alone")
            env.step(None)
            continue
        check(agent == env.possible_agents[env.engine.seat_to_move()], "agent_selection is not the seat to move")
        if checks and decisions < 5:
            check_observations(env, agent, decisions == 0)
        if checks and decisions == 0:
            refused = len(env.engine.legal())
            try:
                env.step(refused)
                fail("an index past the legal list was played")
            except noirlab.NoirLabError:
                pass
            check(env.observe(agent)["action_mask"] == observation["action_mask"], "a refused action changed the game")
        env.step(env.engine_action(specs[agent]))
        decisions += 1
    check(env.agents == [], "agents left after the end")
    return decisions


def check_game(binary, env, number, flags, specs):
    decisions = episode(env, number, specs, checks=True)
    record, result = noirlab_play(binary, env.engine.game, number, flags, specs)
    ours = env.engine.command("record")
    check(ours[-1] == "ok" and ours[:-1] == record,
          "%s game %d differs from noirlab play's record" % (env.engine.game, number))
    rewards = [env._cumulative_rewards[a] for a in env.possible_agents]
    ranks = [env.infos[a]["rank"] for a in env.possible_agents]
    check(rewards == env.engine.scores() and ranks == env.engine.ranks(), "rewards or infos are not the scores, ranks")
    scores = re.search(r"scores ([\d ]+)\)", result)
    if scores:  # a game of points names them in its result line
        check(rewards == [float(x) for x in scores.group(1).split()], "rewards %s, noirlab play: %s" % (rewards, result))
    else:  # a win/loss game: 1 for its winner
        titles = env.engine.seat_titles()
        winner = [titles[s] for s, a in enumerate(env.possible_agents) if env.infos[a]["winner"]]
        check(rewards == [float(env.infos[a]["winner"]) for a in env.possible_agents], "win/loss rewards %s" % rewards)
        check(all(w + " wins" in result for w in winner) and ("wins" in result) == bool(winner),
              "winner %s vs %s" % (winner, result.strip()))
    best = max(rewards)
    check(all(rewards[s] == best for s, r in enumerate(ranks) if r == 1), "rank 1 without the best score")
    alone = ranks.count(1) == 1
    check(all(env.infos[a]["winner"] == (alone and env.infos[a]["rank"] == 1) for a in env.possible_agents),
          "winner flags")
    return decisions


def check_refusals(library):
    for kwargs, says in (({"game": "chess"}, "unknown game 'chess'"), ({"game": "tenkill", "players": 5}, "players")):
        try:
            noirlab.NoirLabEnv(engine=noirlab.Engine(library=library, game=kwargs["game"]), **kwargs)
            fail("%s was accepted" % kwargs)
        except noirlab.NoirLabError as e:
            check(says in str(e), "the refusal of %s says: %s" % (kwargs, e))


def check_one_engine(binary, library):
    for game in noirlab.games(library):
        engine = noirlab.Engine(library=library, game=game)
        script = ["new --seed 5", "legal", "go heuristic play", "go random play", "status",
                  "view " + engine.seat_names()[0], "record", "play nonsense"]
        through_library = [line for command in script for line in engine.command(command)]
        cli = subprocess.run([binary, "engine", "--game", game], input="\n".join(script) + "\n",
                             capture_output=True, text=True, check=True).stdout.splitlines()
        check(cli[0].startswith("noirlab-engine ") and cli[1:] == through_library,
              "%s: the library answers %d lines, noirlab engine %d, not the same" %
              (game, len(through_library), len(cli) - 1))
        check(through_library[-1].startswith("error "), "%s: a bad event is not refused" % game)


def main():
    binary, path = sys.argv[1], sys.argv[2]
    library = noirlab.load_library(path)
    check(noirlab.games(library) == ["itk", "noir", "tenkill"], "games: %s" % noirlab.games(library))
    old = noirlab.NoirLabEnv(engine=noirlab.Engine(library=library))
    check(type(old) is noirlab.NoirLabEnv and old.possible_agents == ["murderer", "detective"], "the default is not ITK")

    tenkill = noirlab.NoirLabEnv(game="tenkill", players=3, engine=noirlab.Engine(library=library, game="tenkill"))
    check(isinstance(tenkill, noirlab.GameEnv) and tenkill.possible_agents == ["p0", "p1", "p2"],
          "10' to Kill's agents: %s" % tenkill.possible_agents)
    specs = {"p0": "heuristic", "p1": "random", "p2": "random"}
    decisions = sum(check_game(binary, tenkill, number, ["--players", "3"], specs) for number in range(3))

    noir = noirlab.NoirLabEnv(game="noir", engine=noirlab.Engine(library=library, game="noir"))
    check(noir.possible_agents == ["killer", "inspector"], "NOIR's agents: %s" % noir.possible_agents)
    specs = {"killer": "heuristic", "inspector": "random"}
    decisions += sum(check_game(binary, noir, number, [], specs) for number in range(2))
    check_refusals(library)
    check_one_engine(binary, library)
    print("5 games, %d decisions, equal to noirlab play's" % decisions)
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main()
