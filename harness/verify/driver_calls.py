"""Calls a file makes on a database driver or store library it imports itself (`from tinydb import
Query` … `Query()`, `sqlite3.connect(…)`, `new Database('x.db')` of better-sqlite3, `redis.Redis()`):
a route doing that reads or writes stored data without the layers below it. An import kept for
its error types (`except sqlite3.IntegrityError`, `err instanceof UniqueConstraintError`) is no call."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from harness.verify import rules

if TYPE_CHECKING:
    from harness.verify.project import Project


def engine_drivers(runtime: str) -> dict[str, list[str]]:
    """Engine -> the modules whose import is evidence of it (verifiers/database.yaml's drivers)."""
    spec = rules.database()["strong"]
    drivers = dict(spec["drivers"][runtime])
    for engine, other in spec["other_engines"].items():
        drivers[engine] = other["drivers"][runtime]
    return drivers


def _driver_of(spec: str, drivers: set[str]) -> str | None:
    """The driver an import names (`psycopg2.extras` is psycopg2's, `node:sqlite` itself)."""
    parts = spec.split(".") if "/" not in spec and not spec.startswith("node:") else [spec]
    for count in range(len(parts), 0, -1):
        name = ".".join(parts[:count])
        if name in drivers:
            return name
    return None


def driver_calls(project: "Project", path: str) -> list[tuple[int, str, str]]:
    """(line, driver, the line's text) of each call on a name `path` imports from a driver or store
    library of any engine; at most one per line."""
    parsed = project.parsed.get(path)
    if parsed is None:
        return []
    runtime = "python" if parsed.language == "python" else "node"
    drivers = {d for names in engine_drivers(runtime).values() for d in names}
    imported = {local: driver for local, (_, spec, _) in parsed.bindings.items() if (driver := _driver_of(spec, drivers))}
    if not imported:
        return []
    names = "|".join(re.escape(n) for n in sorted(imported, key=len, reverse=True))
    # NAME(…), new NAME(…), NAME.method(…) with a lower-case method (a capitalised one is a class: an error type)
    call = re.compile(rf"(?<![\w.$])(?:new\s+)?({names})\s*(?:\(|\.\s*[a-z_]\w*\s*\()")
    found = []
    for number, line in enumerate(parsed.code.splitlines(), start=1):
        match = call.search(line)
        if match and not re.match(r"\s*(?:except\b|catch\b|import\b|from\b)", line):
            found.append((number, imported[match.group(1)], line.strip()))
    return found
