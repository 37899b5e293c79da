#!/usr/bin/env python3
"""NoirLabEnv against the checks of PettingZoo's AEC API test that apply to a
two-agent, turn-based game without spaces (pettingzoo.test.api_test and
seed_test), in plain Python: PettingZoo need not be installed.

  reset      agents == possible_agents, no duplicates, agent_selection among
             them; rewards, _cumulative_rewards, terminations, truncations,
             infos keyed by the agents, zero, False, False, dicts
  observe    every live agent can be observed; observations keep one shape and
             type; the mask has action_space_size() entries, 0/1, non-zero
             only for the agent to move, equal to its legal actions;
             last(observe=False) gives None for the observation
  step       an action from the mask is played (that a refused one raises
             and changes nothing, env_test.py checks)
  agent order  agent_iter yields agent_selection, which is the side the engine
             has to move, and agents stay a sub-list of possible_agents
  termination  both agents end terminated together, the rewards sum to zero
             (+1 and -1), truncations stay False; a terminated agent only
             steps None, which removes it; agent_iter then stops
  seeds      the same seed and actions give the same observations and rewards

With --numpy the observations are arrays (NoirLabEnv(arrays=True)): float32
of observation_size(), int8 masks, and the array agrees with the dict view
(blocks, the living, the Murderer's secrets only in its own view).  With
--no-numpy numpy is hidden from the module, which must then refuse arrays
with a message naming numpy, and the checks run on dict observations.

    aec_test.py LIBNOIRLAB --numpy|--no-numpy
"""
import random
import sys

from common import fail  # also puts bindings/python on the path

GAMES, SEED = 8, 31


def check(condition, message):
    if not condition:
        fail(message)


def mask_list(observation):
    return [int(m) for m in observation["action_mask"]]


def check_reset(env):
    env.reset(seed=SEED, options={"game": 0})
    check(env.agents == env.possible_agents == ["murderer", "detective"], "agents after reset: %s" % env.agents)
    check(len(set(env.agents)) == len(env.agents) == env.num_agents == env.max_num_agents, "agent counts")
    check(env.agent_selection in env.agents, "agent_selection %r" % env.agent_selection)
    for name, table, value in (("rewards", env.rewards, 0), ("_cumulative_rewards", env._cumulative_rewards, 0),
                               ("terminations", env.terminations, False), ("truncations", env.truncations, False)):
        check(sorted(table) == sorted(env.agents) and all(v == value and type(v) is type(value)
                                                            for v in table.values()),
              "%s after reset: %s" % (name, table))
    check(sorted(env.infos) == sorted(env.agents) and all(isinstance(i, dict) for i in env.infos.values()),
          "infos after reset: %s" % env.infos)


def check_observations(env, shapes, shape_of, arrays):
    """Every live agent observed: one shape and type each (shapes: the first
    seen, per agent), the mask's rules."""
    to_move = env.agent_selection
    for agent in env.agents:
        observation = env.observe(agent)
        check(sorted(observation) == ["action_mask", "observation"], "observe keys %s" % sorted(observation))
        shape = shape_of(observation)
        check(shapes.setdefault(agent, shape) == shape, "%s's observation changed shape" % agent)
        mask = mask_list(observation)
        check(len(mask) == env.action_space_size(agent) and set(mask) <= {0, 1}, "%s's mask" % agent)
        legal = [i for i, m in enumerate(mask) if m]
        if agent == to_move and not env.terminations[agent]:
            check(legal and legal == sorted(env.legal_actions(agent)), "the mask is not the legal list")
        else:
            check(not legal, "%s, not to move, has legal actions" % agent)
        if arrays:
            check_array(env, agent, observation)


def check_array(env, agent, observation):
    import numpy as np
    from noirlab import arrays
    array, mask = observation["observation"], observation["action_mask"]
    check(array.dtype == np.float32 and array.shape == (env.observation_size(agent),), "observation array type")
    check(mask.dtype == np.int8 and np.isfinite(array).all(), "mask type or a non-finite feature")
    view, part = env.engine.view(0 if agent == "murderer" else 1), arrays.slices(array)
    blocks = [arrays.BLOCKS if c["block"] is None else c["block"] for c in view["civilians"]]
    check(list(part["civilian_block"].argmax(axis=1)) == blocks, "civilian blocks differ from the view")
    check(list(part["civilian_alive"]) == [float(c["alive"]) for c in view["civilians"]], "the living differ")
    check(part["round"] == view["round"] and part["to_move"] == (agent == env.agent_selection), "round, to_move")
    secrets = part["hidden_murderer"].sum() + part["hidden_motive"].sum()
    check(secrets == (2 if agent == "murderer" else 0), "R14: %s's array holds %g secrets" % (agent, secrets))


def play(env, game, rng, shape_of, arrays, trace):
    """One game by the AEC loop, checking as it goes; appends to trace what
    each decision saw and did."""
    env.reset(seed=SEED, options={"game": game})
    shapes, ended = {}, False
    for agent in env.agent_iter():
        check(agent == env.agent_selection and set(env.agents) <= set(env.possible_agents), "agent_iter")
        observation, reward, terminated, truncated, info = env.last()
        check(env.last(observe=False)[0] is None, "last(observe=False) observed")
        check(not truncated and isinstance(info, dict), "truncated or info")
        if terminated:
            if not ended:
                check(all(env.terminations.values()), "one agent terminated alone")
                check(sorted(env._cumulative_rewards.values()) == [-1, 1], "rewards %s" % env._cumulative_rewards)
                ended = True
                try:
                    env.step(0)
                    fail("a terminated agent stepped an action")
                except noirlab.NoirLabError:
                    pass
            before = list(env.agents)
            env.step(None)
            check(env.agents == [a for a in before if a != agent], "step(None) did not remove %s" % agent)
            continue
        check(not ended, "an agent moves after the end")
        check(env.engine.to_move() == (0 if agent == "murderer" else 1), "agent_selection is not the engine's mover")
        check_observations(env, shapes, shape_of, arrays)
        legal = [i for i, m in enumerate(mask_list(observation)) if m]
        action = rng.choice(legal)
        seen = observation["observation"]
        trace.append((agent, action, reward, seen.tobytes() if arrays else repr(seen)))
        env.step(action)
        check(sorted(env.rewards) == sorted(env.agents), "rewards keyed by %s" % sorted(env.rewards))
    check(ended and env.agents == [], "the game did not end with every agent gone")


def main():
    library, mode = sys.argv[1], sys.argv[2]
    if mode == "--no-numpy":
        sys.modules["numpy"] = None  # import numpy now fails, as where it is not installed
    global noirlab
    import noirlab
    arrays = mode == "--numpy"
    make = lambda: noirlab.NoirLabEnv(engine=noirlab.Engine(library=noirlab.load_library(library)), arrays=arrays)
    if not arrays:
        try:
            noirlab.NoirLabEnv(arrays=True)
            fail("arrays=True without numpy was accepted")
        except noirlab.NoirLabError as e:
            check("numpy" in str(e), "the refusal does not name numpy: %s" % e)
        shape_of = lambda o: (type(o["observation"]), type(o["action_mask"]), len(o["action_mask"]))
    else:
        shape_of = lambda o: (o["observation"].shape, o["observation"].dtype, o["action_mask"].shape)
    env = make()
    check_reset(env)
    traces = []
    for game in range(GAMES):
        trace = []
        play(env, game, random.Random(game), shape_of, arrays, trace)
        traces.append(trace)
    again = make()  # seeds: the same seed and actions, the same game
    for game in (0, GAMES - 1):
        trace = []
        play(again, game, random.Random(game), shape_of, arrays, trace)
        check(trace == traces[game], "game %d differs on a second environment with the same seed" % game)
    print("%d games, %d decisions checked (%s)" % (GAMES, sum(map(len, traces)), "arrays" if arrays else "dicts"))
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main()
