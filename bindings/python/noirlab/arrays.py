"""noirlab.arrays — a side's view of Intent to Kill as a fixed-length numpy
array, for learning code that wants numbers rather than the view's dict.

encode_view(view) turns the dict Engine.view(side) returns (docs/protocol.md,
"The JSON view") into a float32 vector of OBSERVATION_SIZE numbers; LAYOUT
names its parts in order, as (name, shape), and slices(array) cuts an array
back into them.  Civilians are indexed in the order they were dealt (the
view's `civilians` list), blocks 0..15 row-major; a one-hot row whose last
column is "none" marks a missing value (a murdered civilian's block, the
Detective before the start).  The Murderer's secrets (`hidden_*`) are zeros in
the Detective's view, which does not hold them.  The array summarises the
view; the dict stays the whole of it (the order of observations, the draws).

The vocabularies are the shipped game data's (scenarios/civilians.csv,
scenarios/motives.csv, games/itk/core/cards.c, the phases of games/itk/engine/show_game.c); a
name outside them is refused with NoirLabError rather than dropped.
"""

import numpy as np

CIVILIANS, BLOCKS = 20, 16
GROUPS = ("Criminals", "Labor", "Immigrants", "Government", "Medicine", "Authority", "Outcasts", "Jet Set",
          "Press")
MOTIVES = ("Maniac", "Sadist", "Cutthroat", "Vigilante", "Killer", "Terrorist", "Psychopath", "Radical", "Robber",
           "Spy", "Cannibal", "Cultist")
QUESTIONS = ("male", "female", "age20", "age40", "age60", "thin", "medium-build", "heavy", "tall",
             "medium-height", "short")
PHASES = ("supporters", "start", "intimidate", "murder", "crime scene 1", "evacuation", "initial response",
          "investigate", "naming the agent", "questioning", "answer", "token draw", "pick a group", "group move",
          "early accusation", "accusation", "over")
BUILDINGS = ("police", "diner", "hospital", "fire")

LAYOUT = (
    ("civilian_block", (CIVILIANS, BLOCKS + 1)),        # one-hot block, last column: off the board
    ("civilian_alive", (CIVILIANS,)),
    ("civilian_intimidated", (CIVILIANS,)),
    ("civilian_surveilled", (CIVILIANS,)),
    ("civilian_group", (CIVILIANS, len(GROUPS))),       # one-hot
    ("civilian_traits", (CIVILIANS, len(QUESTIONS))),   # 1: answers yes to the question
    ("answers", (CIVILIANS, len(QUESTIONS))),           # +1 / -1 a witness's answer so far, 0 not asked
    ("buildings", (len(BUILDINGS), BLOCKS)),            # multi-hot
    ("detective_block", (BLOCKS + 1,)),                 # one-hot, last column: none yet
    ("crime_scenes", (BLOCKS,)),
    ("victims", (CIVILIANS,)),                          # murdered civilians the side knows of
    ("motive_set", (len(MOTIVES),)),
    ("stack", (len(GROUPS),)),                          # group tokens not yet seen, per group
    ("phase", (len(PHASES),)),                          # one-hot
    ("round", ()),
    ("refusals", ()),
    ("to_move", ()),                                    # 1 when the view's side is to move
    ("hidden_murderer", (CIVILIANS,)),                  # the Murderer's view only, below
    ("hidden_motive", (len(MOTIVES),)),
    ("hidden_poi", (CIVILIANS + 1,)),                   # last column: no Person of Interest
    ("hidden_supporters", (len(GROUPS),)),
    ("hidden_drawn", (len(GROUPS),)),
    ("hidden_liars", (CIVILIANS,)),
)


def _offsets():
    out, at = {}, 0
    for name, shape in LAYOUT:
        size = int(np.prod(shape, dtype=int))
        out[name] = (at, shape)
        at += size
    return out, at


_OFFSET, OBSERVATION_SIZE = _offsets()


def slices(array):
    """The parts of an encoded array by name, each reshaped (views, not copies)."""
    return {name: array[at:at + int(np.prod(shape, dtype=int))].reshape(shape)
            for name, (at, shape) in _OFFSET.items()}


_GROUP = {name: i for i, name in enumerate(GROUPS)}
_MOTIVE = {name: i for i, name in enumerate(MOTIVES)}
_QUESTION = {name: i for i, name in enumerate(QUESTIONS)}
_PHASE = {name: i for i, name in enumerate(PHASES)}
_START = {name: at for name, (at, shape) in _OFFSET.items()}


def encode_view(view):
    """The view (a dict from Engine.view) as a float32 array of OBSERVATION_SIZE.

    The ones are gathered as flat positions (each part is row-major from its
    start) and set at once, which is several times faster than writing into
    the reshaped parts one by one."""
    try:
        return _encode(view)
    except KeyError as e:
        from . import NoirLabError
        raise NoirLabError("the view names %s, which the array encoding does not know" % e) from None


def _encode(view):
    S, nq, ng = _START, len(QUESTIONS), len(GROUPS)
    array = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    ones = []
    civilians = view["civilians"]
    civ = {c["name"]: i for i, c in enumerate(civilians)}
    for i, c in enumerate(civilians):
        ones.append(S["civilian_block"] + i * (BLOCKS + 1) + (BLOCKS if c["block"] is None else c["block"]))
        ones.extend(S["civilian_" + key] + i for key in ("alive", "intimidated", "surveilled") if c[key])
        ones.append(S["civilian_group"] + i * ng + _GROUP[c["group"]])
        ones.extend(S["civilian_traits"] + i * nq + _QUESTION[t] for t in c["traits"])
    for o in view["observations"]:
        if o["kind"] == "answer":
            array[S["answers"] + civ[o["civilian"]] * nq + _QUESTION[o["question"]]] = 1 if o["answer"] else -1
    for b, name in enumerate(BUILDINGS):
        ones.extend(S["buildings"] + b * BLOCKS + block for block in view["buildings"][name])
    block = view["detective_block"]
    ones.append(S["detective_block"] + (BLOCKS if block is None else block))
    ones.extend(S["crime_scenes"] + block for block in view["crime_scenes"])
    # R20: the bomb's victim is None in the Detective's view
    ones.extend(S["victims"] + civ[name] for name in view["victims"] if name is not None)
    ones.extend(S["motive_set"] + _MOTIVE[name] for name in view["motive_set"])
    ones.append(S["phase"] + _PHASE[view["phase"]])
    hidden = view["hidden"]
    if hidden:
        poi = hidden["poi"]
        ones.append(S["hidden_murderer"] + civ[hidden["murderer"]])
        ones.append(S["hidden_motive"] + _MOTIVE[hidden["motive"]])
        ones.append(S["hidden_poi"] + (CIVILIANS if poi is None else civ[poi]))
        if hidden["supporters"] is not None:
            ones.append(S["hidden_supporters"] + _GROUP[hidden["supporters"]])
        ones.extend(S["hidden_drawn"] + _GROUP[name] for name in hidden["drawn"])
        ones.extend(S["hidden_liars"] + civ[name] for name in hidden["liars"])
    array[ones] = 1
    for name in view["stack"]:
        array[S["stack"] + _GROUP[name]] += 1
    array[S["round"]] = view["round"]
    array[S["refusals"]] = view["refusals"]
    array[S["to_move"]] = view["to_move"] == view["side"]
    return array


def action_mask(legal_indices, size):
    """A 0/1 int8 array of `size` with ones at the legal action indices."""
    mask = np.zeros(size, dtype=np.int8)
    mask[list(legal_indices)] = 1
    return mask
