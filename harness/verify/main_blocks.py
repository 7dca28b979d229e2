"""Python code that runs only when a module is run as a script: the `if __name__ == "__main__":`
block of a module the server imports (gunicorn conduit.app:app) never runs, and neither does a
function of that module that only the block calls (`seed_demo_content()`). A module run with
`python x.py` or `python -m x` runs its block."""

from __future__ import annotations

import ast

from harness.verify.project import Project


def _is_main_test(node: ast.AST) -> bool:
    if not isinstance(node, ast.Compare) or len(node.comparators) != 1:
        return False
    sides = [node.left, node.comparators[0]]
    return any(isinstance(s, ast.Name) and s.id == "__name__" for s in sides) and any(
        isinstance(s, ast.Constant) and s.value == "__main__" for s in sides)  # fmt: skip


def _run_as_main(project: Project, path: str) -> bool:
    for ran in project.entries.as_main:
        if ran == path or (not ran.endswith(".py") and project.resolver.python_module(ran, None) in (path, path.replace("__main__.py", "__init__.py"))):
            return True
    return False


def never_run_spans(project: Project, path: str) -> list[tuple[int, int]]:
    """(first, last) lines of `path` that never run in the server: its `__main__` blocks when the
    module is only imported, and its top-level functions called from nowhere else."""
    parsed = project.parsed.get(path)
    if parsed is None or parsed.language != "python" or _run_as_main(project, path):
        return []
    try:
        tree = ast.parse(parsed.code)
    except SyntaxError:
        return []
    blocks = [(s.lineno, s.end_lineno or s.lineno) for s in tree.body if isinstance(s, ast.If) and _is_main_test(s.test)]
    if not blocks:
        return []
    spans = list(blocks)
    definitions = [(s, s.name) for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
    definitions += [(s, s.targets[0].id) for s in tree.body if isinstance(s, ast.Assign) and len(s.targets) == 1
                    and isinstance(s.targets[0], ast.Name)]  # fmt: skip  # a constant only they use (`SEED = """INSERT …"""`)
    for statement, name in definitions:  # functions first: a constant may be used by a function only the block calls
        uses = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)]
        if uses and all(any(a <= n.lineno <= b for a, b in spans) for n in uses) and not _used_elsewhere(project, path, name):
            spans.append((statement.lineno, statement.end_lineno or statement.lineno))
    return spans


def _used_elsewhere(project: Project, path: str, name: str) -> bool:
    """Another module imports the name (`from conduit.app import seed_demo_content`)."""
    return any(name in other.bindings and other.bindings[name][2] == name for p, other in project.parsed.items() if p != path)
