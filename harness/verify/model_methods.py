"""Query methods the models carry themselves (the active-record shape): a classmethod or static
method of a model class that runs a query (`User.by_username(name)` doing `db.select(cls)…`,
`static findByEmail(email) { return this.findOne(…) }`, `User.findByEmail = (e) => User.findOne(…)`).
A route calling one reads stored data itself, bypassing services and repositories, as if it had
written the query in place; a model imported only as a type or for its fields stays fine."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from harness.verify.dataqueries import query_lines
from harness.verify.evidence import short
from harness.verify.ormmodels import model_names

if TYPE_CHECKING:
    from harness.verify.project import Project

_JS_STATIC = re.compile(r"^\s*static\s+(?:async\s+)?\*?\s*([A-Za-z_$][\w$]*)\s*\(")
_JS_CLASS = re.compile(r"^\s*(?:export\s+(?:default\s+)?)?class\s+([A-Z][\w$]*)\b")
_JS_ASSIGNED = re.compile(r"^\s*([A-Z][\w$]*)\.([a-z_$][\w$]*)\s*=\s*(?:async\s+)?(?:function\b|\(|[a-z_$][\w$]*\s*=>)")


def _python_methods(code: str, models: set[str]) -> dict[tuple[str, str], tuple[int, int]]:
    """(model, method) -> the method's line range, for methods of the models' classes."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return {}
    found = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name in models:
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and not item.name.startswith("__"):
                    found[(node.name, item.name)] = (item.lineno, item.end_lineno or item.lineno)
    return found


def _block_end(lines: list[str], start: int) -> int:
    """The last line (1-based) of the brace block opened on or after line `start`."""
    depth, opened = 0, False
    for number in range(start, len(lines) + 1):
        text = re.sub(r"""(['"`])(?:\\.|(?!\1).)*\1""", "", lines[number - 1])
        depth += text.count("{") - text.count("}")
        opened |= "{" in text
        if opened and depth <= 0:
            return number
        if not opened and number > start and not text.strip().endswith(("(", ",", "=>")):
            return number  # `User.byName = (n) => User.findOne({…})` on one line, or an expression body
    return len(lines)


def _js_methods(code: str, models: set[str]) -> dict[tuple[str, str], tuple[int, int]]:
    lines = code.splitlines()
    found, current = {}, None
    for number, text in enumerate(lines, start=1):
        declared = _JS_CLASS.match(text)
        if declared:
            current = declared.group(1)
        static = _JS_STATIC.match(text)
        if static and current in models:
            found[(current, static.group(1))] = (number, _block_end(lines, number))
        assigned = _JS_ASSIGNED.match(text)
        if assigned and assigned.group(1) in models:
            found[(assigned.group(1), assigned.group(2))] = (number, _block_end(lines, number))
    return found


def query_methods(project: "Project") -> dict[tuple[str, str], str]:
    """(model, method) -> where its first query is ("models/user.py:12 db.session.execute(")."""
    models = model_names(project)
    if not models:
        return {}
    found: dict[tuple[str, str], str] = {}
    for path, parsed in project.parsed.items():
        if path in project.test_files or not any(m in parsed.code for m in models):
            continue
        methods = (_python_methods if parsed.language == "python" else _js_methods)(parsed.code, models)
        if not methods:
            continue
        queries = query_lines(parsed, models | {"cls", "self", "this"})
        for key, (start, end) in methods.items():
            inside = next((q for q in queries if start < q.line <= end or (start == end == q.line)), None)
            if inside is not None:
                found.setdefault(key, f"{path}:{inside.line} {short(inside.query, 80)}")
    return found


def calls_of_query_methods(project: "Project", files: list[str], who: str = "routes") -> list[dict]:
    """Lines of `files` (the routes; the services when a repositories layer exists) that call a
    model's query method (`User.by_username(name)`)."""
    methods = query_methods(project)
    if not methods:
        return []
    by_model: dict[str, set[str]] = {}
    for model, method in methods:
        by_model.setdefault(model, set()).add(method)
    found = []
    for path in files:
        parsed = project.parsed.get(path)
        if parsed is None:
            continue
        for model, names in by_model.items():
            group = "|".join(sorted(map(re.escape, names)))
            call = re.compile(rf"(?<![\w$.]){re.escape(model)}\s*\.\s*({group})\s*\(")
            for number, text in enumerate(parsed.code.splitlines(), start=1):
                match = call.search(text)
                if match:
                    found.append({"file": path, "line": number, "text": short(text),
                                  "query": methods[(model, match.group(1))],
                                  "rule": f"{who} query the database through the model's own method {model}.{match.group(1)}"})  # fmt: skip
    return found
