"""The dotted name an expression of Python code refers to (`os.environ`, `db.Model`, `app.route`)."""

from __future__ import annotations

import ast


def dotted(node: ast.AST, *, calls: bool = False, subscripts: bool = False) -> str:
    """`a.b.c` for a Name or an Attribute chain, "" for anything else. With `calls`, a call stands for
    what it calls (`a.b()` → `a.b`); with `subscripts`, a subscript for what it indexes (`a[0]` → `a`)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = dotted(node.value, calls=calls, subscripts=subscripts)
        return f"{inner}.{node.attr}" if inner else node.attr
    if calls and isinstance(node, ast.Call):
        return dotted(node.func, calls=calls, subscripts=subscripts)
    if subscripts and isinstance(node, ast.Subscript):
        return dotted(node.value, calls=calls, subscripts=subscripts)
    return ""
