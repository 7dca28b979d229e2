"""Tests a start script branches on (`if [ "${RESET_DB:-0}" = "1" ]; then …`, `[ -n "$SEED" ] && …`),
decided where the reading can tell: a variable neither the script nor the evaluation sets is empty
(its `:-default` applies), so a developer's switch nobody sets keeps its branch from running. A test
of a variable the evaluation or the system may set, of a file, or of a command's status is unknown,
and both branches are read, as before."""

from __future__ import annotations

import re

from harness.verify import rules

# variables a start script may find set without the solution setting them: the system's own and,
# for some tasks, the evaluation's (whose values depend on the task); a test of one stays unknown
_SYSTEM = {"HOME", "PATH", "PWD", "OLDPWD", "USER", "LOGNAME", "SHELL", "HOSTNAME", "TERM", "LANG", "TMPDIR",
           "PORT", "HOST", "CI", "NODE_ENV", "PYTHONPATH", "VIRTUAL_ENV", "UID", "EUID", "RANDOM", "SECONDS"}  # fmt: skip
_REFERENCE = re.compile(r"\$\{(#?)(\w+)(?:(:?[-=+?])([^}]*))?\}|\$(\w+)")


def _maybe_set(name: str) -> bool:
    given = set()
    for variables in rules.database()["evaluation_environment"].values():
        given |= set(variables or {})
    return name in _SYSTEM or name in given or name.startswith("LC_") or name.isdigit() or name in ("@", "*", "#", "?")


def _value(word: str, variables: dict[str, str]) -> str | None:
    """A test operand with its variables replaced; None when one of them may be set by others."""
    unknown = False

    def replace(match: re.Match[str]) -> str:
        nonlocal unknown
        length, name, operator, default = match.group(1), match.group(2) or match.group(5), match.group(3), match.group(4)
        if name in variables:
            value = variables[name]
        elif _maybe_set(name):
            unknown = True
            return ""
        else:
            value = ""
        if operator in (":-", ":=") and not value or operator in ("-", "=") and name not in variables:
            value = default or ""
        elif operator in (":+", "+"):
            value = (default or "") if value else ""
        return str(len(value)) if length else value

    result = _REFERENCE.sub(replace, word)
    return None if unknown or "$(" in word or "`" in word else result


def evaluate(words: list[str], variables: dict[str, str]) -> bool | None:
    """The value of `[ … ]`, `[[ … ]]` or `test …` (words without the brackets' closing one is
    fine), or None when it cannot be told. Handles -n, -z, a bare operand, =, ==, !=, -eq, -ne."""
    if not words or words[0] not in ("[", "[[", "test"):
        return None
    inner = words[1:-1] if words[-1] in ("]", "]]") else words[1:]
    negate = False
    if inner[:1] == ["!"]:
        negate, inner = True, inner[1:]
    result: bool | None = None
    if len(inner) == 2 and inner[0] in ("-n", "-z"):
        value = _value(inner[1], variables)
        result = None if value is None else (bool(value) if inner[0] == "-n" else not value)
    elif len(inner) == 1:
        value = _value(inner[0], variables)
        result = None if value is None else bool(value)
    elif len(inner) == 3 and inner[1] in ("=", "==", "!=", "-eq", "-ne"):
        left, right = _value(inner[0], variables), _value(inner[2], variables)
        if left is None or right is None or any(c in right for c in "*?[") and words[0] == "[[":
            return None
        if inner[1] in ("-eq", "-ne"):
            if not (re.fullmatch(r"-?\d+", left or "0") and re.fullmatch(r"-?\d+", right or "0")):
                return None
            same = int(left or "0") == int(right or "0")
        else:
            same = left == right
        result = same if inner[1] in ("=", "==", "-eq") else not same
    if result is None:
        return None
    return not result if negate else result
