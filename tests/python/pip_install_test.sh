#!/usr/bin/env bash
# `pip install ./bindings/python` as a notebook user runs it (docs/library.md):
# into a fresh venv (with the system's site packages: Debian's numpy, and
# here Debian's pip and setuptools too, since a venv's own copies take seconds
# of CPU to lay down), with --no-index so that nothing can be downloaded,
# from a copy of the source
# tree's bindings/python and scenarios/ (the build writes beside its sources)
# and the built library given by NOIRLAB_LIB.  Then, with the copy deleted and
# LD_LIBRARY_PATH, NOIRLAB_LIB and NOIRLAB_DATA unset, from another folder:
# the module is the installed one, loads its own library and data, and plays
# games with numpy observations, and opens 10' to Kill with its names file.
#
#   pip_install_test.sh PYTHON3 LIBNOIRLAB
set -u
python=$1 lib=$(realpath "$2")
source=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(mktemp -d)
trap "rm -rf $dir" EXIT
fail() { echo "FAIL: $*"; exit 1; }

mkdir -p "$dir/src/bindings"
cp -r "$source/bindings/python" "$dir/src/bindings/python"
cp -r "$source/scenarios" "$dir/src/scenarios"
(cd "$source" && cp --parents games/*/data/*.txt "$dir/src/")
rm -rf "$dir/src/bindings/python/build" "$dir/src/bindings/python/"*.egg-info
"$python" -m venv --without-pip --system-site-packages "$dir/venv" >"$dir/venv.log" 2>&1 ||
    fail "venv: $(tail -3 "$dir/venv.log")"
NOIRLAB_LIB=$lib "$dir/venv/bin/python" -m pip install --no-index "$dir/src/bindings/python" >"$dir/pip.log" 2>&1 ||
    fail "pip install: $(tail -5 "$dir/pip.log")"
rm -rf "$dir/src"

mkdir "$dir/elsewhere"
cd "$dir/elsewhere" || fail "cd"
env -u LD_LIBRARY_PATH -u NOIRLAB_LIB -u NOIRLAB_DATA "$dir/venv/bin/python" - "$dir/venv" <<'PY' || fail "the installed module"
import os, sys
import noirlab
venv = sys.argv[1]
here = os.path.dirname(noirlab.__file__)
assert here.startswith(venv), "noirlab imported from " + here
env = noirlab.NoirLabEnv(arrays=True)
assert env.engine.lib._name == os.path.join(here, "libnoirlab.so"), "library " + env.engine.lib._name
wins = 0
for game in range(5):
    env.reset(seed=5, options={"game": game})
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        if terminated:
            wins += agent == "detective" and reward > 0
            env.step(None)
            continue
        assert observation["observation"].shape == (env.observation_size(),), observation["observation"].shape
        env.step(env.engine_action("random"))
tenkill = noirlab.NoirLabEnv(game="tenkill", players=4)  # its names file is packaged too
tenkill.reset(seed=5)
names = [c["name"] for c in tenkill.observe("p0")["observation"]["characters"]]
assert names[0] == "Giraffe", names
print("installed in %s; 5 games with array observations, %d Detective wins; 10' to Kill opens" % (here, wins))
PY
echo "1 passed, 0 failed"
