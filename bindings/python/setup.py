"""What pyproject.toml cannot say: the package carries libnoirlab and the game
data, found or built when the package is built (docs/library.md).

The library: $NOIRLAB_LIB if set, else the source tree's build/libnoirlab.so,
else a Release build of that one target into build-python/ of the source tree
(cmake and a C compiler: about a minute).  The data: the source tree's
scenarios/, and the games' name files (games/NAME/data/*.txt) beside it.  The
wheel is platform-specific, since it holds a shared library.
"""
import glob
import os
import shutil
import subprocess

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.normpath(os.path.join(HERE, "..", ".."))


def library():
    """The path of the libnoirlab.so to ship, built when there is none."""
    given = os.environ.get("NOIRLAB_LIB")
    if given:
        if not os.path.isfile(given):
            raise SystemExit("noirlab: NOIRLAB_LIB=%s is not a file" % given)
        return given
    built = os.path.join(SOURCE, "build", "libnoirlab.so")
    if os.path.isfile(built):
        return built
    if not os.path.isfile(os.path.join(SOURCE, "CMakeLists.txt")):
        raise SystemExit("noirlab: no libnoirlab.so (set NOIRLAB_LIB) and no NoirLab source tree at " + SOURCE)
    folder = os.path.join(SOURCE, "build-python")
    print("noirlab: building libnoirlab in " + folder)
    subprocess.run(["cmake", "-S", SOURCE, "-B", folder, "-DCMAKE_BUILD_TYPE=Release"], check=True)
    subprocess.run(["cmake", "--build", folder, "--target", "noirlab_shared", "-j2"], check=True)
    return os.path.join(folder, "libnoirlab.so")


class BuildWithLibrary(build_py):
    """build_py, then the library and the game data into the package."""

    def run(self):
        super().run()
        package = os.path.join(self.build_lib, "noirlab")
        shutil.copyfile(library(), os.path.join(package, "libnoirlab.so"))
        data = os.path.join(package, "scenarios")
        shutil.rmtree(data, ignore_errors=True)
        shutil.copytree(os.path.join(SOURCE, "scenarios"), data)
        # A game's own data files the data folder reaches by a relative path
        # (names_file "../games/NAME/data/..."), beside it as in the source tree.
        for path in glob.glob(os.path.join(SOURCE, "games", "*", "data", "*.txt")):
            target = os.path.join(package, os.path.relpath(path, SOURCE))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(path, target)


class BinaryDistribution(Distribution):
    def has_ext_modules(self):
        return True


setup(cmdclass={"build_py": BuildWithLibrary}, distclass=BinaryDistribution)
