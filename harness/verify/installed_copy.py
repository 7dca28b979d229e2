"""Python modules the server imports from an installed copy rather than from the project.

requirements.txt with a plain `.` line (or run.sh's `pip install .`) installs the project into the
dependency install's site-packages, a directory outside the workspace. When the package sits where
the server's import path does not reach (a src/ layout started from the project's root), `import
conduit_api` finds only that copy, so the module's `__file__` is in site-packages: a database file
placed beside it is outside the project. An editable install (`-e .`) keeps `__file__` in src/."""

from __future__ import annotations

import posixpath
import re

# a requirement that installs a directory of the solution: `.`, `./`, `./libs/api`, `file:.`, `.[server]`
_LOCAL_REQUIREMENT = re.compile(r"^\s*(?P<editable>(?:-e|--editable)\s+)?(?:file:)?(?P<path>\.{1,2}(?:/[^\s#;\[]*)?)(?:\[[^\]]*\])?\s*(?:#.*)?$")
_PIP_INSTALL = re.compile(r"\bpip3?\s+install\b(?P<args>[^\n;&|]*)")


def installed_directories(texts: dict[str, str]) -> dict[str, str]:
    """Directories of the solution installed as copies (not editable), by requirements.txt or by
    `pip install .` in run.sh: directory ("" for the root) -> the file that installs it."""
    found: dict[str, str] = {}
    for line in texts.get("requirements.txt", "").splitlines():
        match = _LOCAL_REQUIREMENT.match(line)
        if match and not match.group("editable"):
            found.setdefault(posixpath.normpath(match.group("path")), "requirements.txt")
    for match in _PIP_INSTALL.finditer(texts.get("run.sh", "")):
        words = match.group("args").split()
        if any(w in ("-e", "--editable") or w.startswith("--editable=") for w in words):
            continue
        for word in (w.removeprefix("file:") for w in words):
            if re.fullmatch(r"\.{1,2}(/[\w./-]*)?", word):
                found.setdefault(posixpath.normpath(word), "run.sh")
    return {("" if d == "." else d): who for d, who in found.items() if not d.startswith("..")}


def installed_copies(texts: dict[str, str], import_roots: list[str], scripts: set[str]) -> dict[str, str]:
    """Python files the server runs from the installed copy: path -> why. A file is one when its
    directory was installed as a copy and the package it belongs to is not importable from the roots
    the start command gives (the working directory, a script's directory, PYTHONPATH); a script
    started by its path (`python src/app/main.py`) runs where it is."""
    found = {}
    for directory, who in installed_directories(texts).items():
        if not any(posixpath.join(directory, n) in texts for n in ("pyproject.toml", "setup.py", "setup.cfg")):
            continue  # pip could not build it: nothing is installed
        source = posixpath.join(directory, "src")
        base = source if any(p.startswith(source + "/") and p.endswith("/__init__.py") for p in texts) else directory
        if base in import_roots:  # the project's own copy comes first on the import path
            continue
        for path in texts:
            package = path[len(base) + 1 :] if base else path
            if (path.startswith(base + "/") or not base) and path.endswith(".py") and path not in scripts and "/" in package \
                    and posixpath.join(base, package.split("/")[0], "__init__.py") in texts:  # fmt: skip
                found[path] = f"{who} installs {directory or '.'} as a copy (not editable), into site-packages outside the project"
    return found
