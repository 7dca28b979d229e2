"""The key path of each line of a JSON or YAML configuration file (`database.url` for the `url:`
line under `database:`), and the values of the leaves: enough to tell which setting a line of
node-config's config/default.yaml holds, and which variable custom-environment-variables maps onto
it. A line-based reading (no full YAML): mappings by indentation, JSON objects by braces; list
items keep their parent's path."""

from __future__ import annotations

import re

_YAML_KEY = re.compile(r"^(\s*)(?:-\s+)?['\"]?([\w$.-]+)['\"]?\s*:(?:\s+(.*?))?\s*$")
_JSON_KEY = re.compile(r"""^\s*['"]?([\w$.-]+)['"]?\s*:\s*(.*?)\s*,?\s*$""")


_COMMENT_OUTSIDE_STRINGS = re.compile(r"""("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|//.*$""")
_INLINE_LEAF = re.compile(r"""^\{\s*['"]?([\w$.-]+)['"]?\s*:\s*("(?:\\.|[^"\\])*"|'[^']*'|[^,{}\[\]]+)""")


def _scalar(raw: str | None) -> str | None:
    if raw is None or raw == "" or raw.startswith(("{", "[", "|", ">", "&", "*")):
        return None
    raw = re.sub(r"\s+#.*$", "", raw).strip().rstrip(",").strip()
    return raw.strip("'\"") if raw else None


def yaml_paths(text: str) -> dict[int, tuple[str, str | None]]:
    """Line -> (key path, scalar value or None) for each `key: value` line of a YAML mapping."""
    found: dict[int, tuple[str, str | None]] = {}
    stack: list[tuple[int, str]] = []  # (indent, key)
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = _YAML_KEY.match(line)
        if not match:
            continue
        indent = len(match.group(1))
        while stack and stack[-1][0] >= indent:
            stack.pop()
        stack.append((indent, match.group(2)))
        found[number] = (".".join(k for _, k in stack), _scalar(match.group(3)))
    return found


def json_paths(text: str) -> dict[int, tuple[str, str | None]]:
    """Line -> (key path, scalar value or None) for each `"key": value` line of a JSON(5) object
    written one key per line (how configuration files are written); a line opening an object that
    holds its first leaf inline (`"db": { "url": "…" }`) is that leaf's."""
    found: dict[int, tuple[str, str | None]] = {}
    stack: list[str | None] = []  # the key of each open object (None: the root, or an array)
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = _COMMENT_OUTSIDE_STRINGS.sub(lambda m: m.group(1) or "", line).strip()  # not the // of a URL
        match = _JSON_KEY.match(stripped)
        key = match.group(1) if match else None
        if key is not None:
            path = ".".join([k for k in stack if k] + [key])
            found[number] = (path, _scalar(match.group(2)))
            inner = _INLINE_LEAF.match(match.group(2))  # `"db": { "url": "postgres://…", "logging": false },`
            if inner:
                found[number] = (f"{path}.{inner.group(1)}", _scalar(inner.group(2)))
        for char in stripped[match.start(2) :] if match else stripped:
            if char in "{[":
                stack.append(key if char == "{" else None)
                key = None
            elif char in "}]" and stack:
                stack.pop()
    return found


def key_paths(path: str, text: str) -> dict[int, tuple[str, str | None]]:
    if path.endswith((".yaml", ".yml")):
        return yaml_paths(text)
    if path.endswith((".json", ".json5")):
        return json_paths(text)
    return {}
