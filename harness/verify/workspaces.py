"""npm/yarn/pnpm workspaces: the solution's own packages, imported by name (`import { userRepository }
from '@conduit/data/repositories'`) and resolved through their package.json — `exports` (a string,
a map of subpaths with conditions, `./*` patterns), `main`, or the file at the subpath. Unlike a
`file:` dependency, a workspace package is part of the application's layering."""

from __future__ import annotations

import fnmatch
import json
import posixpath
import re


def _json(texts: dict[str, str], path: str) -> dict:
    try:
        data = json.loads(texts.get(path, "") or "{}")
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def workspace_packages(texts: dict[str, str]) -> dict[str, str]:
    """Package name -> its directory, for the workspaces the root package.json (or
    pnpm-workspace.yaml) lists."""
    root = _json(texts, "package.json").get("workspaces")
    patterns = root.get("packages", []) if isinstance(root, dict) else root or []
    pnpm = texts.get("pnpm-workspace.yaml", "")
    patterns += re.findall(r"^\s*-\s*['\"]?([^'\"\n#]+?)['\"]?\s*$", pnpm, re.MULTILINE)
    found = {}
    for path in sorted(texts):
        if not path.endswith("/package.json"):
            continue
        directory = posixpath.dirname(path)
        if any(isinstance(p, str) and fnmatch.fnmatch(directory, p.strip("./").rstrip("/")) for p in patterns):
            name = _json(texts, path).get("name")
            if isinstance(name, str):
                found[name] = directory
    return found


def _condition(value: object) -> str | None:
    """An export's target: a string, or the first of the usual conditions."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        for key in ("import", "require", "node", "default", "types"):
            inner = _condition(value.get(key))
            if inner:
                return inner
    return None


def package_entry(texts: dict[str, str], directory: str, subpath: str) -> list[str]:
    """Candidate files for `<package>/<subpath>` of a workspace package at `directory`."""
    manifest = _json(texts, posixpath.join(directory, "package.json"))
    exports = manifest.get("exports")
    key = "./" + subpath if subpath else "."
    candidates = []
    if isinstance(exports, str) and not subpath:
        candidates.append(exports)
    elif isinstance(exports, dict):
        if key in exports:
            candidates.append(_condition(exports[key]))
        for pattern, value in exports.items():
            prefix, star, suffix = pattern.partition("*")
            target = _condition(value)
            if star and target and key.startswith(prefix) and key.endswith(suffix):
                candidates.append(target.replace("*", key[len(prefix) : len(key) - len(suffix) if suffix else None]))
        if not subpath and "." not in exports and not any(k.startswith(".") for k in exports):
            candidates.append(_condition(exports))  # conditions only: {"import": "./src/index.ts"}
    if not subpath and isinstance(manifest.get("main"), str):
        candidates.append(manifest["main"])
    candidates.append(subpath)
    return [posixpath.normpath(posixpath.join(directory, c)) for c in candidates if c is not None]
