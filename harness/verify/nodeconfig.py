"""node-config (`require('config')`) as the code reads it: which settings a variable overrides, as
environment reads for the branches (`config.get('db.url') ? postgres : sqlite`), and which settings
of config/default.* the running code reads only in branches the evaluation never takes (a
`db.sqlite.storage` read in the SQLite branch of a PostgreSQL task is no SQLite use)."""

from __future__ import annotations

import json
import posixpath
import re
from typing import TYPE_CHECKING, Callable

from harness.verify.configs import node_config_overrides
from harness.verify.keypaths import key_paths

if TYPE_CHECKING:
    from harness.verify.environment import Environment
    from harness.verify.project import Project

PACKAGE = "config"


def config_locals(project: "Project", path: str) -> list[str]:
    """The names this module binds node-config's object to (`const config = require('config')`)."""
    parsed = project.parsed.get(path)
    if parsed is None:
        return []
    return [local for local, (_, spec, name) in parsed.bindings.items() if spec == PACKAGE and name in (None, "default")]


def node_config_values(project: "Project") -> dict[str, tuple]:
    """Settings a variable overrides -> ("env", VARIABLE, default tree), the default being the value
    config/default.* gives the same key path."""
    mapped = node_config_overrides(project, sorted(project.texts))
    if not mapped:
        return {}
    defaults: dict[str, str | None] = {}
    for path in sorted(project.texts):
        if posixpath.basename(posixpath.dirname(path)) == "config" and posixpath.basename(path).split(".")[0] == "default":
            defaults.update({key: value for key, value in key_paths(path, project.texts[path]).values()})
    return {key: ("env", variable, ("const", defaults.get(key))) for key, variable in mapped.items()}


def setting_reads(project: "Project", code: list[str]) -> list[tuple[str, str, int, int]]:
    """(key path, file, line, column) of each read of a setting: `config.get('db.url')`,
    `config.has('db')`, `config.db.url` (a read of a parent object reads everything under it)."""
    found = []
    for path in code:
        text = project.code(path)
        for local in config_locals(project, path):
            name = re.escape(local)
            pattern = re.compile(rf"(?<![\w.$]){name}\s*\.\s*(?:get|has)\(\s*['\"`]([\w$.-]+)['\"`]"
                                 rf"|(?<![\w.$]){name}((?:\.(?!get\b|has\b|util\b)[A-Za-z_$][\w$]*)+)")  # fmt: skip
            for match in pattern.finditer(text):
                key = match.group(1) or match.group(2).lstrip(".")
                line = text.count("\n", 0, match.start()) + 1
                found.append((key, path, line, match.start() - (text.rfind("\n", 0, match.start()) + 1)))
    return found


def read_only_in_dead_code(project: "Project", code: list[str], key: str,
                           live: Callable[[str, int, int], bool]) -> str | None:  # fmt: skip
    """Why the setting at `key` never reaches the running code — every read of it (or of an object
    above it) sits in a branch the evaluation never takes —, or None (read live, or never read where
    this can tell, which proves nothing)."""
    reads = [r for r in setting_reads(project, code) if key == r[0] or key.startswith(r[0] + ".")]
    if reads and not any(live(path, line, column) for _, path, line, column in reads):
        where = ", ".join(f"{path}:{line}" for _, path, line, _ in reads[:3])
        return f"node-config setting {key}, read only in branches the evaluation never takes ({where})"
    return None


def node_config_json_keys(environment: "Environment") -> set[str]:
    """The key paths (`db.storage`) of the JSON that the NODE_CONFIG variable gives node-config."""
    text, _ = environment.lookup("NODE_CONFIG")
    try:
        data = json.loads((text or "").strip().strip("'"))
    except ValueError:
        return set()
    paths: set[str] = set()

    def walk(value, prefix: str) -> None:
        if isinstance(value, dict):
            for name, inner in value.items():
                walk(inner, f"{prefix}.{name}" if prefix else name)
        elif prefix:
            paths.add(prefix)

    walk(data, "")
    return paths
