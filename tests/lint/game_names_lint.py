#!/usr/bin/env python3
"""game_names_lint — no file outside games/ names a game (docs/hacking.md).

Each folder games/NAME/ is a game.  Its names are: the prefix NAME_ (every
exported symbol of a game carries it), every identifier its headers declare
(functions, types, struct/enum tags and constants, macros, extern objects)
and its headers' paths (games/NAME/...).  The generic library (base, sim, ai,
runner, analysis, engine, cli, include) must name none of them in its code:
comments and string literals are not code, so a comment may point at a game's
file.  Nor may the generic folders' CMakeLists.txt name a game's library: a
game hands the generic layers its sources and libraries (games/CMakeLists.txt).
The tests outside games/ drive the whole lab and are not checked.

The generic files that still name a game are listed, each with its reason, in
tests/lint/game_names_debt.txt; the list may only shrink: a listed file that
no longer names a game fails the test too, until its line is removed.

Usage: game_names_lint.py [ROOT]   (ROOT defaults to the working directory)
"""
import os
import re
import sys

GENERIC = ("base", "sim", "ai", "runner", "analysis", "engine", "cli", "include")
DEBT = "tests/lint/game_names_debt.txt"

TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'', re.S)
# An identifier in code, not a member (after . or ->, or declared as (*name)).
IDENT = re.compile(r"(?<![\w.])(?<!->)(?<!\(\*)[A-Za-z_]\w*")
KEYWORDS = {"_Static_assert", "_Alignof", "sizeof", "static", "inline", "const", "extern", "typedef"}


def code_of(text):
    """The text without comments and string literals, an include's path kept."""
    out = []
    last = 0
    for m in TOKEN.finditer(text):
        out.append(text[last:m.start()])
        tok = m.group(0)
        line_start = text.rfind("\n", 0, m.start()) + 1
        is_include = re.match(r"\s*#\s*include\s*$", text[line_start:m.start()])
        out.append(tok if is_include else ("\n" * tok.count("\n")) + " ")
        last = m.end()
    out.append(text[last:])
    return "".join(out)


def declared(header_code):
    """The identifiers a header declares at file scope."""
    names = set(re.findall(r"^\s*#\s*define\s+(\w+)", header_code, re.M))
    guards = set(re.findall(r"^\s*#\s*ifndef\s+(\w+)", header_code, re.M))
    names -= guards
    names |= set(re.findall(r"\b(?:struct|enum|union)\s+(\w+)\s*\{", header_code))
    names |= set(re.findall(r"\}\s*(\w+)\s*;", header_code))
    names |= set(re.findall(r"\btypedef\b[^;{]*?\b(\w+)\s*;", header_code))
    names |= set(re.findall(r"\btypedef\b[^;{]*?\(\s*\*\s*(\w+)\s*\)", header_code))
    for body in re.findall(r"\benum\b[^{;]*\{([^}]*)\}", header_code):
        names |= set(re.findall(r"(?:^|,)\s*([A-Za-z_]\w*)", body))
    # functions and objects: a declaration starting at column 0
    for decl in re.findall(r"^(?!\s|#|typedef|struct\s+\w+\s*\{|enum|union|\})([^;{]*?)[;{]", header_code, re.M):
        m = re.search(r"(\w+)\s*\(", decl) or re.search(r"(\w+)\s*(?:\[[^\]]*\]\s*)*(?:=.*)?$", decl.strip())
        if m:
            names.add(m.group(1))
    return names


def game_names(root, game):
    names = set()
    folder = os.path.join(root, "games", game)
    for dirpath, _, files in os.walk(folder):
        for f in files:
            if f.endswith(".h"):
                with open(os.path.join(dirpath, f)) as fh:
                    names |= declared(code_of(fh.read()))
    return names


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    games = sorted(g for g in os.listdir(os.path.join(root, "games"))
                   if os.path.isfile(os.path.join(root, "games", g, "CMakeLists.txt")))
    owner = {}
    for g in games:
        for name in game_names(root, g) - KEYWORDS:
            owner.setdefault(name, g)
    # A name some generic header declares too belongs to the interface, not a game.
    generic_files = []
    for top in GENERIC:
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            generic_files += [os.path.join(dirpath, f) for f in files if f.endswith((".c", ".h"))]
    for path in generic_files:
        if path.endswith(".h"):
            with open(path) as fh:
                for name in declared(code_of(fh.read())):
                    owner.pop(name, None)
    prefix = re.compile(r"^(%s)_" % "|".join(map(re.escape, games)))
    header = re.compile(r'#\s*include\s*"games/(%s)/' % "|".join(map(re.escape, games)))

    debt = {}
    with open(os.path.join(root, DEBT)) as fh:
        for n, line in enumerate(fh, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            path, sep, reason = line.partition(":")
            if not sep or not reason.strip():
                print("%s:%d: want 'FILE: reason'" % (DEBT, n))
                return 1
            debt[path.strip()] = n

    failed = 0
    libs = {}
    for g in games:
        with open(os.path.join(root, "games", g, "CMakeLists.txt")) as fh:
            for lib in re.findall(r"^\s*add_library\(\s*(\w+)", fh.read(), re.M):
                libs[lib] = g
    lib_word = re.compile(r"(?<![\w$])(%s)(?!\w)" % "|".join(map(re.escape, libs))) if libs else None
    for top in GENERIC:
        path = os.path.join(root, top, "CMakeLists.txt")
        if not lib_word or not os.path.exists(path):
            continue
        with open(path) as fh:
            for n, line in enumerate(fh, 1):
                m = lib_word.search(line.split("#", 1)[0])
                if m:
                    print("%s/CMakeLists.txt:%d: names %s's library %s" % (top, n, libs[m.group(1)], m.group(1)))
                    failed = 1
    for path in sorted(generic_files):
        rel = os.path.relpath(path, root)
        with open(path) as fh:
            code = code_of(fh.read())
        hits = []
        for n, line in enumerate(code.split("\n"), 1):
            m = header.search(line)
            if m:
                hits.append((n, "header of %s" % m.group(1), line.strip()))
                continue
            for ident in IDENT.findall(line):
                g = owner.get(ident) or (prefix.match(ident) and prefix.match(ident).group(1))
                if g:
                    hits.append((n, "%s of %s" % (ident, g), line.strip()))
                    break
        if rel in debt:
            if not hits:
                print("%s:%d: %s names no game any more: remove its line" % (DEBT, debt[rel], rel))
                failed = 1
            continue
        for n, what, text in hits:
            print("%s:%d: names %s: %s" % (rel, n, what, text[:100]))
            failed = 1
    for rel, n in sorted(debt.items(), key=lambda kv: kv[1]):
        if not os.path.exists(os.path.join(root, rel)):
            print("%s:%d: %s does not exist: remove its line" % (DEBT, n, rel))
            failed = 1
    return failed


if __name__ == "__main__":
    sys.exit(main())
