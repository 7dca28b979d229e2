"""Evaluating one check against a response: JSON paths and the check kinds."""

from __future__ import annotations

import json
import re
from typing import Any

from harness.suite.model import Check

_MISSING = object()
_STEP = re.compile(r"([^.\[\]]+)|\[(\d+|\*)\]")
_VARIABLE = re.compile(r"\{\{(\w+)\}\}")


def _steps(path: str) -> list[str | int]:
    return [("*" if index == "*" else int(index)) if index else key for key, index in _STEP.findall(path)]


def resolve_all(document: Any, path: str) -> Any:
    """For `articles[*].slug`: the list of values (items lacking the key are skipped), or _MISSING
    when the list itself is absent. Without `[*]` it is `resolve`."""
    if "[*]" not in path:
        return resolve(document, path)
    head, _, tail = path.partition("[*]")
    items = resolve(document, head) if head else document
    if not isinstance(items, list):
        return _MISSING
    tail = tail.lstrip(".")
    values = []
    for item in items:
        value = resolve_all(item, tail) if tail else item
        if value is not _MISSING:
            values.append(value)
    return values


def _fill(expected: Any, variables: dict[str, str]) -> Any:
    """{{VAR}} in expected strings: `equals user.username "{{USERNAME}}"`."""
    if isinstance(expected, str):
        return _VARIABLE.sub(lambda m: variables.get(m.group(1), m.group(0)), expected)
    if isinstance(expected, list):
        return [_fill(item, variables) for item in expected]
    if isinstance(expected, dict):
        return {key: _fill(value, variables) for key, value in expected.items()}
    return expected


def _same(value: Any, expected: Any) -> bool:
    return isinstance(value, bool) == isinstance(expected, bool) and value == expected


def resolve(document: Any, path: str) -> Any:
    """Value at `a.b[0].c`, or _MISSING when any step is absent."""
    current = document
    for step in _steps(path):
        if isinstance(step, int):
            if not isinstance(current, list) or step >= len(current):
                return _MISSING
            current = current[step]
        else:
            if not isinstance(current, dict) or step not in current:
                return _MISSING
            current = current[step]
    return current


def _is_integer(value: Any) -> bool:
    # JSON has one number type; 3.0 is an integer to a JavaScript client, as in the study's suite.
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


_TYPES = {
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "integer": _is_integer,
}


def _compare(value: Any, expression: str) -> bool:
    match = re.fullmatch(r"(>=|<=|==|>|<)\s*(-?\d+(?:\.\d+)?)", expression.strip())
    if not match or isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    op, bound = match.group(1), float(match.group(2))
    return {
        ">": value > bound,
        "<": value < bound,
        ">=": value >= bound,
        "<=": value <= bound,
        "==": value == bound,
    }[op]


def _expected(check: Check, variables: dict[str, str]) -> Any:
    if check.template:
        text = _fill(check.expected, variables)
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            return text
    return _fill(check.expected, variables)


def evaluate(check: Check, status: int | None, body: Any, variables: dict[str, str]) -> tuple[bool, Any]:
    """(passed, actual). `body` is the parsed JSON document, or _MISSING when there is none."""
    if check.kind == "status":
        if isinstance(check.expected, list):
            return status in check.expected, status
        return status == check.expected, status
    if check.kind == "restarted":
        outcome = variables.get("__restart__", "not restarted")
        return outcome in ("ok", "skipped"), outcome
    value = _MISSING if body is _MISSING else resolve_all(body, check.subject)
    shown = None if value is _MISSING else value
    if check.kind == "has":
        return value is not _MISSING, "present" if value is not _MISSING else "absent"
    if check.kind == "absent":
        return status is not None and value is _MISSING, "absent" if value is _MISSING else "present"
    if value is _MISSING:
        return False, "absent"
    if check.kind in ("length", "contains", "lacks", "every", "sorted"):
        if not isinstance(value, list):
            return False, type(value).__name__
        expected = _expected(check, variables)
        if check.kind == "length":
            return len(value) == expected, len(value)
        if check.kind == "contains":
            return any(_same(v, expected) for v in value), value[:10]
        if check.kind == "lacks":
            return not any(_same(v, expected) for v in value), value[:10]
        if check.kind == "every":
            return all(_same(v, expected) for v in value), value[:10]
        ordered = sorted(value, reverse=expected == "desc")
        return value == ordered, value[:10]
    if check.kind == "type":
        return _TYPES[check.expected](value), type(value).__name__
    if check.kind == "equals":
        return _same(value, _expected(check, variables)), shown
    if check.kind == "matches":
        return isinstance(value, str) and re.search(str(check.expected), value) is not None, shown
    if check.kind == "compare":
        return _compare(value, str(check.expected)), shown
    if check.kind == "captured":
        captured = variables.get(str(check.expected))
        return captured is not None and captured == value, shown
    raise ValueError(f"unknown check kind {check.kind}")


MISSING = _MISSING
