"""Configuration classes named only as a parameter's default (`def create_app(config_class=
ProdConfig)`): the default is what runs only when a call leaves the argument out. When every call
of that function in the used code passes it (`create_app(CONFIG)`, `create_app(config_class=…)`),
the default never runs and does not select the class. Kept as selecting (the earlier reading) when
no call is found, when a call leaves the argument out or passes `*args`/`**kwargs`, when the start
command names the function (`gunicorn "app:create_app()"`), and under the flask CLI (which calls a
`create_app`/`make_app` factory by itself, without arguments)."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from harness.verify.pyast import dotted

if TYPE_CHECKING:
    from harness.verify.project import Project

Position = tuple[str, int, int]  # (path, line, column) of a class reference


def _defaults(tree: ast.Module, names: set[str]) -> list[tuple[str, str, int, int, int, str]]:
    """(function, parameter, positional index or -1, line, column, class) of class-named defaults."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        positional = node.args.posonlyargs + node.args.args
        pairs = list(zip(positional[len(positional) - len(node.args.defaults) :], node.args.defaults))
        pairs += [(a, d) for a, d in zip(node.args.kwonlyargs, node.args.kw_defaults) if d is not None]
        for arg, default in pairs:
            name = dotted(default).rsplit(".", 1)[-1] if isinstance(default, (ast.Name, ast.Attribute)) else ""
            if name in names:
                index = positional.index(arg) if arg in positional else -1
                found.append((node.name, arg.arg, index, default.lineno, default.col_offset, name))
    return found


def _passes(call: ast.Call, parameter: str, index: int) -> bool | None:
    """Does the call give the parameter? None when it cannot be told (*args, **kwargs)."""
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    return any(k.arg == parameter for k in call.keywords) or (0 <= index < len(call.args))


def default_only_refs(project: "Project", code: list[str], names: set[str]) -> set[Position]:
    """Positions of class references that are parameter defaults no call ever uses."""
    trees = {}
    for path in code:
        parsed = project.parsed.get(path)
        if parsed is not None and parsed.language == "python" and not parsed.parse_error:
            try:
                trees[path] = ast.parse(project.texts[path])
            except (SyntaxError, ValueError):
                continue
    defaults = [(path, d) for path, tree in trees.items() for d in _defaults(tree, names)]
    if not defaults:
        return set()
    commands = " ".join(project.entries.commands)
    flask_cli = any(re.search(r"(^|[\s/])flask(\s|$)", c) for c in project.entries.commands)
    calls: dict[str, list[ast.Call]] = {}
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
                calls.setdefault(dotted(node.func).rsplit(".", 1)[-1], []).append(node)
    unused: set[Position] = set()
    for path, (function, parameter, index, line, column, _) in defaults:
        if function in commands or (flask_cli and function in ("create_app", "make_app")):
            continue
        found = calls.get(function, [])
        if found and all(_passes(c, parameter, index) for c in found):
            unused.add((path, line, column))
    return unused
