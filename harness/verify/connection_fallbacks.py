"""PostgreSQL tasks: code that runs only when connecting to the PostgreSQL fails. A fallback to
SQLite in the handler of a `try` that connects (`try { await pg.authenticate(); … } catch { …
sqlite … }`), or after a `try` that connects and returns — directly, or inside an `if` the
evaluation's environment takes (`if (url) { try { …; return pg } catch {} }` then the SQLite
code) — is dormant: the evaluation's PostgreSQL is up. Read from the syntax tree (Python's ast,
tree-sitter for JS/TS); the spans join the branches the evaluation never takes."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from harness.verify.envbranches import Span
from harness.verify.environment import Environment

if TYPE_CHECKING:
    from harness.verify.project import Project

_CONNECTS = re.compile(r"\b(authenticate|connect|sync|create_all|create_pool|create_engine|create_async_engine|"
                       r"begin|ping|run_sync|\$connect|initialize)\s*\(")  # fmt: skip
WHY = "a fallback that runs only when connecting to the given PostgreSQL fails (the evaluation's PostgreSQL is up)"


def _span(first, last) -> Span:
    return (first.lineno, first.col_offset, last.end_lineno or last.lineno, last.end_col_offset or 0)


def _connecting_try(node: ast.AST, source: str) -> bool:
    return isinstance(node, ast.Try) and bool(_CONNECTS.search("\n".join(ast.get_source_segment(source, s) or "" for s in node.body)))


def _python_spans(tree: ast.AST, source: str, taken: set[int]) -> list[Span]:
    spans: list[Span] = []
    for node in ast.walk(tree):
        if _connecting_try(node, source):
            spans += [_span(h.body[0], h.body[-1]) for h in node.handlers if h.body]  # type: ignore[attr-defined]
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            for index, statement in enumerate(block[:-1]):
                if _returns_after_connecting(statement, source, taken):
                    spans.append(_span(block[index + 1], block[-1]))
                    break
    return spans


def _returns_after_connecting(statement: ast.stmt, source: str, taken: set[int]) -> bool:
    if _connecting_try(statement, source):
        return bool(statement.body) and isinstance(statement.body[-1], ast.Return)  # type: ignore[attr-defined]
    if isinstance(statement, ast.If) and statement.lineno in taken:
        return any(_returns_after_connecting(inner, source, taken) for inner in statement.body)
    return False


def _js_spans(root, data: bytes, taken: set[int]) -> list[Span]:
    def text(node) -> str:
        return data[node.start_byte : node.end_byte].decode("utf-8", "replace")

    def span(first, last) -> Span:
        return (first.start_point[0] + 1, first.start_point[1], last.end_point[0] + 1, last.end_point[1])

    def connecting_try(node) -> bool:
        body = node.child_by_field_name("body") if node.type == "try_statement" else None
        return body is not None and bool(_CONNECTS.search(text(body)))

    def returns_after_connecting(node) -> bool:
        if connecting_try(node):
            statements = [c for c in node.child_by_field_name("body").named_children if c.type != "comment"]
            return bool(statements) and statements[-1].type == "return_statement"
        if node.type == "if_statement" and node.start_point[0] + 1 in taken:
            consequence = node.child_by_field_name("consequence")
            inner = consequence.named_children if consequence is not None and consequence.type == "statement_block" else [consequence]
            return any(c is not None and returns_after_connecting(c) for c in inner)
        return False

    spans: list[Span] = []
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        if connecting_try(node):
            handler = node.child_by_field_name("handler")
            body = handler.child_by_field_name("body") if handler is not None else None
            if body is not None and body.named_children:
                spans.append(span(body.named_children[0], body.named_children[-1]))
        if node.type in ("statement_block", "program"):
            statements = [c for c in node.named_children if c.type != "comment"]
            for index, statement in enumerate(statements[:-1]):
                if returns_after_connecting(statement):
                    spans.append(span(statements[index + 1], statements[-1]))
                    break
    return spans


def fallback_spans(project: "Project", path: str, environment: Environment) -> list[tuple[Span, str]]:
    """Spans of `path` that run only when connecting to the PostgreSQL fails."""
    parsed = project.parsed.get(path)
    if parsed is None or parsed.parse_error is not None or not _CONNECTS.search(parsed.code):
        return []
    taken = {b.line for b in parsed.env_branches if environment.truth(b.test) is True}
    text = project.texts[path]
    if parsed.language == "python":
        spans = _python_spans(ast.parse(text), text, taken)
    else:
        from harness.verify.jsparse import syntax_tree

        data = text.encode()
        spans = _js_spans(syntax_tree(path, data), data, taken)
    return [(s, WHY) for s in spans]
