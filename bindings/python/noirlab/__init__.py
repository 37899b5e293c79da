"""noirlab — play Intent to Kill, NOIR and 10' to Kill against NoirLab's
policies from Python.

The standard library is enough: ctypes loads libnoirlab (include/noirlab.h),
json reads the views; with numpy the observations also come as arrays
(noirlab.arrays).  Two layers:

  Engine       one game through the C API: new_game, legal, play, undo,
               choose (a policy's move), view (what a side knows), record,
               and command (a line of the engine protocol, docs/protocol.md).
  NoirLabEnv   the same game as an environment in the PettingZoo AEC style:
               reset(seed), agent_selection, observe(agent) with an action
               mask, step(action), rewards, terminations, truncations, last();
               NoirLabEnv(arrays=True) observes numpy arrays.

Without `game` both play Intent to Kill, as they always did.  With
game="noir" or game="tenkill" (GAMES lists them) they play that game through
the same library: Engine(game="tenkill", players=4) and NoirLabEnv(game=
"tenkill", players=4), whose agents are the game's seats ("p0".."p3"; NOIR's
"killer", "inspector"), each observing its own view, with the seats' scores
as rewards at the end and each seat's rank in infos (GameEnv).

`pip install ./bindings/python` installs the module with a copy of the
library and of the game data (docs/library.md).  The library is found through
$NOIRLAB_LIB (a path to libnoirlab.so), then that copy, then the system's
library path, then the build/ folder of the source tree this file sits in;
the game data through $NOIRLAB_DATA, then the copy, then the library's own
default.  Chance (token draws) is never an agent: the engine plays its draws
from the game's seeded chance stream as soon as they are due.

Seeds follow `noirlab run`: reset(seed=S, options={"game": K}) deals game K of
the cell `noirlab run --seed S` plays, and engine_action(agent, "random") is
the move the engine's own random policy makes there, so games played that way
are exactly the games of `noirlab run --games N --seed S`.
"""

import ctypes
import ctypes.util
import json
import os

__all__ = ["Engine", "NoirLabEnv", "GameEnv", "NoirLabError", "load_library", "AGENTS", "games"]

_HERE = os.path.dirname(os.path.abspath(__file__))
_PACKAGED_LIB = os.path.join(_HERE, "libnoirlab.so")
_PACKAGED_DATA = os.path.join(_HERE, "scenarios")

MURDERER, DETECTIVE, CHANCE, NOBODY = 0, 1, 2, 3
AGENTS = ("murderer", "detective")
_SIDE_OF = {"murderer": MURDERER, "detective": DETECTIVE}
API_VERSION = 1


class NoirLabError(Exception):
    """A call the engine refused; the message is the engine's reason."""


def _candidates():
    env = os.environ.get("NOIRLAB_LIB")
    if env:
        yield env
    if os.path.exists(_PACKAGED_LIB):
        yield _PACKAGED_LIB
    found = ctypes.util.find_library("noirlab")
    if found:
        yield found
    yield os.path.join(_HERE, "..", "..", "..", "build", "libnoirlab.so")


def _data_dir(data_dir):
    """data_dir, else the installed copy of the game data unless $NOIRLAB_DATA
    is set; None lets the library choose (docs/library.md)."""
    if data_dir or os.environ.get("NOIRLAB_DATA"):
        return data_dir
    return _PACKAGED_DATA if os.path.isdir(_PACKAGED_DATA) else None


def load_library(path=None):
    """The libnoirlab CDLL with its functions' signatures declared."""
    errors = []
    for candidate in [path] if path else _candidates():
        try:
            lib = ctypes.CDLL(candidate)
            break
        except OSError as e:
            errors.append(str(e))
    else:
        raise NoirLabError("cannot load libnoirlab (set NOIRLAB_LIB): " + "; ".join(errors))
    S, A, c = ctypes.c_void_p, ctypes.c_uint32, ctypes
    sig = {
        "nl_api_version": (c.c_int, []),
        "nl_version": (c.c_char_p, []),
        "nl_open": (S, [c.c_char_p]),
        "nl_open_error": (c.c_char_p, []),
        "nl_close": (None, [S]),
        "nl_error": (c.c_char_p, [S]),
        "nl_new_game": (c.c_int, [S, c.c_char_p, c.c_char_p, c.c_uint64, c.c_uint64]),
        "nl_load_record": (c.c_int, [S, c.c_char_p, c.c_uint64]),
        "nl_to_move": (c.c_int, [S]),
        "nl_winner": (c.c_int, [S]),
        "nl_legal": (c.c_int, [S, c.POINTER(A), c.c_int]),
        "nl_action_text": (c.c_int, [S, A, c.c_char_p, c.c_size_t]),
        "nl_parse_action": (c.c_int, [S, c.c_char_p, c.POINTER(A)]),
        "nl_action_space": (c.c_int, []),
        "nl_action_index": (c.c_int, [A]),
        "nl_action_from_index": (A, [c.c_int]),
        "nl_play": (c.c_int, [S, A]),
        "nl_undo": (c.c_int, [S]),
        "nl_choose": (c.c_int, [S, c.c_char_p, c.POINTER(A)]),
        "nl_view_json": (c.c_int, [S, c.c_int, c.c_char_p, c.c_size_t]),
        "nl_write_record": (c.c_int, [S, c.c_char_p]),
        "nl_command": (c.c_char_p, [S, c.c_char_p]),
        "nl_games": (c.c_char_p, []),
        "nl_open_game": (S, [c.c_char_p, c.c_char_p]),
        "nl_game": (c.c_char_p, [S]),
        "nl_new_game_params": (c.c_int, [S, c.c_char_p]),
        "nl_seats": (c.c_int, [S]),
        "nl_seat_name": (c.c_char_p, [S, c.c_int]),
        "nl_seat_title": (c.c_char_p, [S, c.c_int]),
        "nl_seat_to_move": (c.c_int, [S]),
        "nl_game_over": (c.c_int, [S]),
        "nl_scores": (c.c_int, [S, c.POINTER(c.c_double), c.c_int]),
        "nl_ranks": (c.c_int, [S, c.POINTER(c.c_int), c.c_int]),
        "nl_view_text": (c.c_int, [S, c.c_int, c.c_char_p, c.c_size_t]),
    }
    for name, (restype, argtypes) in sig.items():
        f = getattr(lib, name)
        f.restype, f.argtypes = restype, argtypes
    if lib.nl_api_version() != API_VERSION:
        raise NoirLabError("libnoirlab API %d, this module speaks %d" % (lib.nl_api_version(), API_VERSION))
    return lib


def _arrays():
    """noirlab.arrays, which needs numpy (Debian: python3-numpy)."""
    try:
        from . import arrays
    except ImportError as e:
        raise NoirLabError("observations as arrays need numpy (Debian: apt install python3-numpy): %s" % e) from None
    return arrays


def _b(text):
    return None if text is None else text.encode()


def games(library=None):
    """The games a session can play: ["itk", "noir", "tenkill"]."""
    return (library or load_library()).nl_games().decode().split(",")


def _params_text(params):
    """{"players": 3, "seed": 5} as "players=3,seed=5" (nl_new_game_params)."""
    return ",".join("%s=%s" % (key, value) for key, value in params.items() if value is not None)


class Engine:
    """One game through libnoirlab: Intent to Kill by default, or the game
    called `game` (games()) with its parameters as keywords, the defaults of
    every new_game (Engine(game="tenkill", players=3)).  Actions are the C
    API's integers; action_text turns one into a record event ("D move 6")."""

    MAX_ACTIONS = 256
    SEATS_MAX = 4

    def __init__(self, data_dir=None, library=None, game=None, **params):
        self.lib = library or load_library()
        data = _b(_data_dir(data_dir))
        self._s = self.lib.nl_open_game(data, _b(game)) if game else self.lib.nl_open(data)
        if not self._s:
            raise NoirLabError(self.lib.nl_open_error().decode())
        self.game = self.lib.nl_game(self._s).decode()
        self.params = params
        self._buf = (ctypes.c_uint32 * self.MAX_ACTIONS)()
        self._view_buf = ctypes.create_string_buffer(1 << 13)

    def close(self):
        if self._s:
            self.lib.nl_close(self._s)
            self._s = None

    def __del__(self):
        self.close()

    def _check(self, rc):
        if rc < 0:
            raise NoirLabError(self.lib.nl_error(self._s).decode())
        return rc

    def new_game(self, seed=1, game=0, scenario=None, motives=None, **params):
        """Deal game number `game` of the cell `noirlab run --seed seed`
        plays with these parameters (Intent to Kill's scenario and motives;
        another game's as keywords, players=3, over the constructor's)."""
        params = dict(self.params, **params)
        if not params:
            self._check(self.lib.nl_new_game(self._s, _b(scenario), _b(motives), seed, game))
            return
        text = _params_text(dict(params, scenario=scenario, motives=motives, seed=seed, number=game))
        self._check(self.lib.nl_new_game_params(self._s, _b(text)))

    def load_record(self, path, seed=0):
        self._check(self.lib.nl_load_record(self._s, _b(path), seed))

    def to_move(self):
        """0 murderer, 1 detective, 3 nobody (the game is over); -1 in a game
        of more than two seats (seat_to_move)."""
        return self.lib.nl_to_move(self._s)

    def winner(self):
        return self.lib.nl_winner(self._s)

    def seats(self):
        return self.lib.nl_seats(self._s)

    def seat_names(self):
        """Each seat's key, by seat: ["murderer", "detective"], ["p0", "p1", "p2"]."""
        return [self.lib.nl_seat_name(self._s, i).decode() for i in range(self.seats())]

    def seat_titles(self):
        return [self.lib.nl_seat_title(self._s, i).decode() for i in range(self.seats())]

    def seat_to_move(self):
        """The seat to decide now, or None once the game is over."""
        seat = self.lib.nl_seat_to_move(self._s)
        return None if seat < 0 else seat

    def game_over(self):
        return bool(self.lib.nl_game_over(self._s))

    def scores(self):
        """Each seat's score at the end of the game (a win 1, a loss 0 in a
        win/loss game), by seat."""
        out = (ctypes.c_double * self.SEATS_MAX)()
        return list(out[:self._check(self.lib.nl_scores(self._s, out, self.SEATS_MAX))])

    def ranks(self):
        """Each seat's rank at the end: 1 + the seats placed strictly ahead."""
        out = (ctypes.c_int * self.SEATS_MAX)()
        return list(out[:self._check(self.lib.nl_ranks(self._s, out, self.SEATS_MAX))])

    def legal(self):
        n = self._check(self.lib.nl_legal(self._s, self._buf, self.MAX_ACTIONS))
        return list(self._buf[:n])

    def action_text(self, action):
        buf = ctypes.create_string_buffer(128)
        self._check(self.lib.nl_action_text(self._s, action, buf, len(buf)))
        return buf.value.decode()

    def parse_action(self, text):
        a = ctypes.c_uint32()
        self._check(self.lib.nl_parse_action(self._s, _b(text), ctypes.byref(a)))
        return a.value

    def play(self, action):
        self._check(self.lib.nl_play(self._s, action))

    def undo(self):
        return self.lib.nl_undo(self._s)

    def choose(self, spec):
        """The action policy `spec` would play now (not played)."""
        a = ctypes.c_uint32()
        self._check(self.lib.nl_choose(self._s, _b(spec), ctypes.byref(a)))
        return a.value

    def view(self, side):
        """What side (a seat: 0 murderer, 1 detective) knows, as a dict."""
        return json.loads(self._view(self.lib.nl_view_json, side))

    def view_text(self, seat):
        """What seat knows, drawn for people (lines of text)."""
        return self._view(self.lib.nl_view_text, seat)

    def _view(self, function, seat):
        # One call into a buffer kept between views (a second only when the
        # view outgrows it): writing the view is most of an observation's cost.
        n = self._check(function(self._s, seat, self._view_buf, len(self._view_buf)))
        if n >= len(self._view_buf):
            self._view_buf = ctypes.create_string_buffer(2 * n)
            self._check(function(self._s, seat, self._view_buf, len(self._view_buf)))
        return self._view_buf.value.decode()

    def write_record(self, path):
        self._check(self.lib.nl_write_record(self._s, _b(path)))

    def command(self, line):
        """One line of the engine protocol; its answer's lines."""
        return self.lib.nl_command(self._s, _b(line)).decode().splitlines()

    def action_space(self):
        return self.lib.nl_action_space()

    def action_index(self, action):
        return self.lib.nl_action_index(action)

    def action_from_index(self, index):
        return self.lib.nl_action_from_index(index)


class NoirLabEnv:
    """Intent to Kill as a two-agent environment in the PettingZoo AEC style.

    Agents are "murderer" and "detective"; agent_selection is the one to
    move.  Actions are indices into a fixed space of action_space_size()
    integers; observe(agent) returns {"observation": the agent's view (a dict,
    docs/protocol.md), "action_mask": a list of 0/1 over that space} — only
    the agent to move has a non-zero mask.  With arrays=True (numpy needed)
    both are numpy arrays instead: the view encoded as float32 of
    observation_size() numbers (noirlab.arrays) and the mask as int8;
    observe_arrays(agent) gives them whatever `arrays` says.  At the end the
    winner's reward is +1 and the loser's -1, and both are terminated; as in
    PettingZoo, each terminated agent then steps None to leave `agents`.

    NoirLabEnv(game="noir") or NoirLabEnv(game="tenkill", players=3) makes a
    GameEnv instead: that game, its seats as the agents (GameEnv says how).
    """

    metadata = {"name": "noirlab_itk_v1", "is_parallelizable": False}

    def __new__(cls, *args, game=None, **kwargs):
        if cls is NoirLabEnv and game not in (None, "itk"):
            cls = GameEnv
        return super().__new__(cls)

    def __init__(self, scenario=None, motives=None, data_dir=None, engine=None, arrays=False, game=None):
        if arrays:
            _arrays()  # no numpy: say so now, not at the first observation
        self.arrays = arrays
        self.engine = engine or Engine(data_dir)
        self.scenario, self.motives = scenario, motives
        self.possible_agents = list(AGENTS)
        self._size = self.engine.action_space()
        self.agents = []

    def action_space_size(self, agent=None):
        return self._size

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    def agent_iter(self, max_iter=2 ** 63):
        """The agent to act, until every agent has left (PettingZoo's loop:
        for agent in env.agent_iter(): observation, reward, ... = env.last())."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def observation_size(self, agent=None):
        """The length of observe_arrays(agent)["observation"]."""
        return _arrays().OBSERVATION_SIZE

    def reset(self, seed=None, options=None):
        """Deal game options["game"] (default 0) of `noirlab run --seed seed`."""
        options = options or {}
        self.engine.new_game(seed=1 if seed is None else seed, game=options.get("game", 0),
                             scenario=options.get("scenario", self.scenario),
                             motives=options.get("motives", self.motives))
        self._begin(AGENTS[self.engine.to_move()])

    def _begin(self, first):
        """Every agent in play with nothing yet, `first` to move."""
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = first

    def legal_actions(self, agent=None):
        """Indices of the legal actions of agent (default: the one to move)."""
        agent = agent or self.agent_selection
        side = self.engine.to_move()
        if self.terminations.get(agent) or side not in (MURDERER, DETECTIVE) or AGENTS[side] != agent:
            return []
        return [self.engine.action_index(a) for a in self.engine.legal()]

    def action_mask(self, agent):
        mask = [0] * self._size
        for i in self.legal_actions(agent):
            mask[i] = 1
        return mask

    def observe(self, agent):
        if self.arrays:
            return self.observe_arrays(agent)
        return {"observation": self.engine.view(_SIDE_OF[agent]), "action_mask": self.action_mask(agent)}

    def observe_arrays(self, agent):
        """observe(agent) as numpy arrays: float32 view, int8 action mask."""
        arrays = _arrays()
        return {"observation": arrays.encode_view(self.engine.view(_SIDE_OF[agent])),
                "action_mask": arrays.action_mask(self.legal_actions(agent), self._size)}

    def action_text(self, index):
        return self.engine.action_text(self.engine.action_from_index(index))

    def engine_action(self, spec="random"):
        """The index of the move policy `spec` of the engine makes now."""
        return self.engine.action_index(self.engine.choose(spec))

    def last(self, observe=True):
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def _leave(self, action):
        """A done agent's step: None removes it (True); False: not done."""
        agent = self.agent_selection
        if not (self.terminations[agent] or self.truncations[agent]):
            return False
        if action is not None:
            raise NoirLabError("%s is done: step(None) to remove it" % agent)
        self.agents.remove(agent)
        if self.agents:
            self.agent_selection = self.agents[0]
        return True

    def step(self, action):
        agent = self.agent_selection
        if self._leave(action):
            return
        self._cumulative_rewards[agent] = 0
        self.engine.play(self.engine.action_from_index(action))
        winner = self.engine.winner()
        for a in self.agents:
            self.rewards[a] = 0
        if winner != NOBODY:
            for a in self.agents:
                self.rewards[a] = 1 if _SIDE_OF[a] == winner else -1
                self.terminations[a] = True
                self._cumulative_rewards[a] += self.rewards[a]
            self.infos[AGENTS[winner]]["winner"] = True
        else:
            self.agent_selection = AGENTS[self.engine.to_move()]

    def close(self):
        self.engine.close()


class GameEnv(NoirLabEnv):
    """Any game of games() as an environment in the PettingZoo AEC style, one
    agent a seat: NoirLabEnv(game="tenkill", players=4) or GameEnv("noir").

    Agents are the seats' keys (engine.seat_names(): "p0".."p3", NOIR's
    "killer" and "inspector"); agent_selection is the seat to move.  An
    action is an index into the legal list of the seat to move (the game's
    own fixed order; action_text names it), in a space of
    action_space_size() = 256 (the longest legal list); the mask has ones at
    0..n-1 for the seat to move only.  observe(agent) gives {"observation":
    what that seat knows (its JSON view as a dict, docs/protocol.md; the text
    view for a game without one), "action_mask": a list}.  At the end every
    agent is terminated, its reward is its seat's score (10' to Kill's
    points; 1 for a win and 0 otherwise in a win/loss game) and its infos
    hold "score" and "rank" (1 + the seats placed strictly ahead; shared
    first places share rank 1), with "winner": True for a seat ranked 1
    alone.  Parameters go to every deal: players=3, or any key of the game
    (`noirlab run --game NAME --help` lists them).  Arrays (arrays=True) are
    Intent to Kill's encoding only.
    """

    metadata = {"name": "noirlab_game_v1", "is_parallelizable": False}

    def __init__(self, game, data_dir=None, engine=None, arrays=False, **params):
        if arrays:
            raise NoirLabError("observations as arrays are Intent to Kill's encoding (noirlab.arrays); "
                               "game %s observes dicts" % game)
        self.arrays = False
        self.engine = engine or Engine(data_dir, game=game)
        self.engine.params = dict(self.engine.params, **params)
        if self.engine.game != game:
            raise NoirLabError("the engine plays %s, not %s" % (self.engine.game, game))
        self.metadata = dict(self.metadata, name="noirlab_%s_v1" % game)
        self.engine.new_game(seed=1, game=0)  # the seats of these parameters
        self.possible_agents = self.engine.seat_names()
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._size = self.engine.MAX_ACTIONS
        self._json = None
        self.agents = []

    def observation_size(self, agent=None):
        raise NoirLabError("observations as arrays are Intent to Kill's encoding only")

    def reset(self, seed=None, options=None):
        """Deal game options["game"] (default 0) of `noirlab run --game NAME
        --seed seed` with the parameters given (options may add more)."""
        options = dict(options or {})
        number = options.pop("game", 0)
        self.engine.new_game(seed=1 if seed is None else seed, game=number, **options)
        self._begin(self.possible_agents[self.engine.seat_to_move()])

    def legal_actions(self, agent=None):
        """Indices of the legal actions of agent (default: the one to move)."""
        agent = agent or self.agent_selection
        seat = self.engine.seat_to_move()
        if self.terminations.get(agent) or seat is None or self.possible_agents[seat] != agent:
            return []
        return list(range(len(self.engine.legal())))

    def observe(self, agent):
        seat = self._seat[agent]
        if self._json is None:  # a game without a JSON view observes its text view
            try:
                view, self._json = self.engine.view(seat), True
            except NoirLabError:
                self._json = False
        if self._json:
            view = self.engine.view(seat)
        else:
            view = self.engine.view_text(seat)
        return {"observation": view, "action_mask": self.action_mask(agent)}

    def observe_arrays(self, agent):
        raise NoirLabError("observations as arrays are Intent to Kill's encoding only")

    def _action(self, index):
        legal = self.engine.legal()
        if index is None or not 0 <= index < len(legal):
            raise NoirLabError("action %r is not an index of the %d legal actions" % (index, len(legal)))
        return legal[index]

    def action_text(self, index):
        return self.engine.action_text(self._action(index))

    def engine_action(self, spec="random"):
        """The index of the move policy `spec` of the engine makes now."""
        return self.engine.legal().index(self.engine.choose(spec))

    def step(self, action):
        agent = self.agent_selection
        if self._leave(action):
            return
        self._cumulative_rewards[agent] = 0
        self.engine.play(self._action(action))
        for a in self.agents:
            self.rewards[a] = 0
        if not self.engine.game_over():
            self.agent_selection = self.possible_agents[self.engine.seat_to_move()]
            return
        scores, ranks = self.engine.scores(), self.engine.ranks()
        alone = ranks.count(1) == 1
        for a in self.agents:
            seat = self._seat[a]
            self.rewards[a] = scores[seat]
            self.terminations[a] = True
            self._cumulative_rewards[a] += scores[seat]
            self.infos[a].update(score=scores[seat], rank=ranks[seat], winner=alone and ranks[seat] == 1)
