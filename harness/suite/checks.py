"""Evaluating one check against a response: JSON paths and the check kinds."""

from __future__ import annotations

import re
from typing import Any

from harness.suite.model import Check

_MISSING = object()
_STEP = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def _steps(path: str) -> list[str | int]:
    return [int(index) if index else key for key, index in _STEP.findall(path)]


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


def evaluate(check: Check, status: int | None, body: Any, variables: dict[str, str]) -> tuple[bool, Any]:
    """(passed, actual). `body` is the parsed JSON document, or _MISSING when there is none."""
    if check.kind == "status":
        return status == check.expected, status
    value = _MISSING if body is _MISSING else resolve(body, check.subject)
    shown = None if value is _MISSING else value
    if check.kind == "has":
        return value is not _MISSING, "present" if value is not _MISSING else "absent"
    if value is _MISSING:
        return False, "absent"
    if check.kind == "type":
        return _TYPES[check.expected](value), type(value).__name__
    if check.kind == "equals":
        same_type = isinstance(value, bool) == isinstance(check.expected, bool)
        return same_type and value == check.expected, shown
    if check.kind == "compare":
        return _compare(value, str(check.expected)), shown
    if check.kind == "captured":
        captured = variables.get(str(check.expected))
        return captured is not None and captured == value, shown
    raise ValueError(f"unknown check kind {check.kind}")


MISSING = _MISSING
