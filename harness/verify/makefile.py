"""`make serve` in run.sh: the recipe lines GNU make runs for a target (its prerequisites' first,
depth first, each once) and the variables it exports to them. Assignments follow make's rules
for variables that come from the environment: `VAR ?= x` keeps an inherited value, `VAR = x` and
`VAR := x` replace it (without `make -e`), and an inherited variable stays exported with the
makefile's value; `export VAR` exports the others. `include .env` reads the file's `KEY=value`
lines as makefile assignments, so they override the environment too."""

from __future__ import annotations

import posixpath
import re

_ASSIGNMENT = re.compile(r"^(export\s+|override\s+)*([A-Za-z_][\w.]*)\s*(\?=|::?=|\+=|!=|=)\s*(.*)$")
_RULE = re.compile(r"^([^\s:=#][^:=#]*?)\s*::?(?!=)\s*(.*)$")
_INCLUDE = re.compile(r"^-?(?:include|sinclude)\s+(.+)$")
_REFERENCE = re.compile(r"\$[({]([A-Za-z_][\w.]*)[)}]|\$([A-Za-z_])")


def _lines(text: str) -> list[str]:
    return text.replace("\\\n", " ").splitlines()


def _expand(value: str, values: dict[str, str], depth: int = 0) -> str:
    if depth > 5:
        return value
    replaced = _REFERENCE.sub(lambda m: _expand(values.get(m.group(1) or m.group(2), m.group(0).replace("$(", "${").replace(")", "}")), values, depth + 1), value)
    return replaced.replace("$$", "$")


def read_makefile(texts: dict[str, str], path: str, target: str | None, inherited: set[str], make_e: bool = False) -> tuple[list[str], dict[str, str]]:
    """(recipe lines in the order make runs them for `target`, or the default goal; variables
    exported to the recipes). `inherited`: variables set in make's environment."""
    values: dict[str, str] = {}
    exported: set[str] = set()
    rules: dict[str, tuple[list[str], list[str]]] = {}
    order: list[str] = []
    directory = posixpath.dirname(path)
    pending = [(line, path) for line in _lines(texts.get(path, ""))]
    current: list[str] | None = None
    while pending:
        line, origin = pending.pop(0)
        if line.startswith("\t"):
            if current is not None:
                current.append(line[1:])
            continue
        stripped = line.split("#", 1)[0].strip()
        if not stripped:
            continue
        included = _INCLUDE.match(stripped)
        if included:
            for name in included.group(1).split():
                name = posixpath.normpath(posixpath.join(directory, _expand(name, values)))
                pending[0:0] = [(t, name) for t in _lines(texts.get(name, ""))]
            continue
        assignment = _ASSIGNMENT.match(stripped)
        if assignment:
            current = None
            prefix, name, operator, value = assignment.groups()
            if prefix and "export" in prefix:
                exported.add(name)
            if name in inherited and make_e:
                continue
            if operator == "?=" and (name in values or name in inherited):
                continue
            values[name] = (values.get(name, "") + " " + value).strip() if operator == "+=" else value
            continue
        if stripped.startswith("export ") or stripped == "export":
            exported |= set(stripped.split()[1:])
            continue
        rule = _RULE.match(stripped)
        if rule:
            prerequisites = rule.group(2).split(";", 1)
            recipe = [prerequisites[1].strip()] if len(prerequisites) > 1 and prerequisites[1].strip() else []
            for name in rule.group(1).split():
                rules[name] = ([p for p in prerequisites[0].split() if not p.startswith("|")], recipe)
                if not name.startswith("."):
                    order.append(name)
            current = recipe
    goal = target or next(iter(order), None)
    run: list[str] = []
    done: set[str] = set()

    def visit(name: str, depth: int = 0) -> None:
        if name in done or depth > 10 or name not in rules:
            return
        done.add(name)
        prerequisites, recipe = rules[name]
        for prerequisite in prerequisites:
            visit(_expand(prerequisite, values), depth + 1)
        run.extend(_expand(r, values).lstrip("@-+ ") for r in recipe)

    if goal:
        visit(goal)
    if ".EXPORT_ALL_VARIABLES" in rules:
        exported |= set(values)
    environment = {n: _expand(v, values) for n, v in values.items() if n in exported or n in inherited}
    return run, environment
