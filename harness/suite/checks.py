"""Evaluating one check against a response: JSON paths and the check kinds."""

from __future__ import annotations

import json
import re
from typing import Any

from harness.suite import jsvalues as js
from harness.suite.model import COMPARISON, Check

_MISSING = object()
_STEP = re.compile(r"([^.\[\]]+)|\[(\d+|\*)\]")
_VARIABLE = re.compile(r"\{\{(\w+)\}\}")


def path_steps(path: str) -> list[str | int]:
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
    for step in path_steps(path):
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


def _comparison(expression: str) -> tuple[str, float]:
    """`>0` -> (">", 0.0); the forms a suite may write (validated when it loads)."""
    match = COMPARISON.fullmatch(expression.strip())
    if not match:
        raise ValueError(f"bad comparison {expression!r}: expected one of > < >= <= == and a number")
    return match.group(1), float(match.group(2))


def _compare(value: Any, expression: str) -> bool:
    """Typed: only a JSON number compares; "1" and true are not numbers."""
    op, bound = _comparison(expression)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
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


def evaluate(check: Check, status: int | None, body: Any, variables: dict[str, str], semantics: str = "typed",
             captured: dict[str, Any] | None = None) -> tuple[bool, Any]:
    """(passed, actual). `body` is the parsed JSON document, or _MISSING when there is none. With
    semantics "javascript" the check means what the collection's JavaScript means (jsvalues);
    `captured` holds the values the scenario's captures stored, as JSON gave them."""
    if check.kind == "status":
        if isinstance(check.expected, list):
            return status in check.expected, status
        return status == check.expected, status
    if check.kind == "restarted":
        outcome = variables.get("__restart__", "not restarted")
        return outcome == "ok", outcome
    if semantics == "javascript":
        return _evaluate_javascript(check, body, captured or {})
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
        held = variables.get(str(check.expected))
        return held is not None and held == value, shown
    raise ValueError(f"unknown check kind {check.kind}")


_JS_TYPES = {"array": lambda v: isinstance(v, list), "integer": js.is_integer}


def _evaluate_javascript(check: Check, body: Any, captured: dict[str, Any]) -> tuple[bool, Any]:
    """The collection's forms: hasOwnProperty, Array.isArray / Number.isInteger, ===, > with
    coercion, `pm.globals.get(var) === value`. No JSON body: the script's JSON.parse throws and
    every check of the request is lost (failed)."""
    if body is _MISSING:
        return False, "no JSON body"
    steps = path_steps(check.subject)
    try:
        container, value = js.read(body, steps)
        if check.kind == "has":
            present = js.has_own(container, steps[-1])
            return present, "present" if present else "absent"
    except js.JsTypeError as exc:
        return False, f"TypeError: {exc}"
    shown = "absent" if value is js.UNDEFINED else value
    if check.kind == "type":
        return _JS_TYPES[check.expected](value), _js_type_name(value)
    if check.kind == "equals":
        return js.strict_equals(value, check.expected), shown
    if check.kind == "compare":
        operator, bound = _comparison(str(check.expected))
        return js.relational(value, operator, bound), shown
    if check.kind == "captured":
        held = captured.get(str(check.expected), js.UNDEFINED)
        return js.strict_equals(held, value), shown
    raise ValueError(f"check kind {check.kind} has no JavaScript form (docs/suite-semantics.md)")


def _js_type_name(value: Any) -> str:
    if value is js.UNDEFINED:
        return "undefined"
    if value is None:
        return "null"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return {bool: "boolean", str: "string"}.get(type(value), "number")


MISSING = _MISSING
