"""The build backend of bindings/python: setuptools.build_meta, imported from
the Python that runs pip.

pip builds a pyproject.toml project in an isolated environment holding only
the project's build requirements, which it would download; NoirLab's
machines have Debian's python3-setuptools and python3-wheel and may have no
network.  So the project requires nothing, this backend puts the running
Python's own site folders back on the path (after the isolated ones), asks
pip only for what is not importable from them, and hands every hook to
setuptools.
"""
import importlib.util
import re
import site
import sys

for folder in site.getsitepackages():
    if folder not in sys.path:
        sys.path.append(folder)

from setuptools import build_meta  # noqa: E402
from setuptools.build_meta import *  # noqa: E402,F401,F403  (the PEP 517 hooks)


def _missing(requirements):
    """The requirements whose module cannot be imported here ("wheel", ...)."""
    return [r for r in requirements if importlib.util.find_spec(re.split(r"[^A-Za-z0-9_.-]", r)[0]) is None]


def get_requires_for_build_wheel(config_settings=None):
    return _missing(build_meta.get_requires_for_build_wheel(config_settings))


def get_requires_for_build_sdist(config_settings=None):
    return _missing(build_meta.get_requires_for_build_sdist(config_settings))


def get_requires_for_build_editable(config_settings=None):
    return _missing(build_meta.get_requires_for_build_editable(config_settings))
