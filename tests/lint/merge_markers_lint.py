#!/usr/bin/env python3
"""No file of the tree holds a merge's conflict markers.

A conflict resolved in a hurry can leave "<<<<<<< ", "=======" and ">>>>>>> "
lines in a document, where no compiler sees them (one reached
docs/equilibrium.md once).  Every text file the project keeps is read
(sources, build files, docs, data, scripts); build folders, results/ and
.git are skipped.  Prints each marker as FILE:LINE and exits 1 if any.
"""
import os
import re
import sys

MARKER = re.compile(r"^(<{7} |>{7} |={7}$)")
TEXT = (".c", ".h", ".md", ".txt", ".ini", ".sql", ".py", ".sh", ".cmake", ".mix", ".csv", ".toml", ".js")
SKIP = {".git", "results", "node_modules"}


def main(root):
    found = 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP and not d.startswith("build")]
        for name in files:
            if not (name.endswith(TEXT) or name in ("CMakeLists.txt", "lab", "run")):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    if MARKER.match(line.rstrip("\n")):
                        print(f"{os.path.relpath(path, root)}:{number}: a merge's conflict marker")
                        found += 1
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
