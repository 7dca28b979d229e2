"""Branches the environment chooses: `if`/`elif`/`else` statements and conditional expressions
(Python `a if c else b`, JavaScript `c ? a : b`) whose condition reads only environment
variables and literals (`os.getenv("PGHOST")`, `"DATABASE_URL" in os.environ`, Flask's
`get_debug_flag()`, `process.env.NODE_ENV === 'test'`, a module-level name bound to such an
expression). Each is kept as a small expression tree with the spans of its two branches, so the
database check can evaluate it against the environment the evaluation really gives
(harness/verify/environment.py) and leave out the branch that never runs.

Expression trees are tuples: ("const", v), ("env", VAR, default-tree | None), ("in_env", VAR),
("flag", VAR) (Flask's debug flag: set and not 0/false/no), ("not", x), ("and", x, y),
("or", x, y), ("nullish", x, y), ("eq", x, y), ("ne", x, y), ("in", x, (values…)),
("startswith", x, (prefixes…)), ("str", x), ("lower", x), ("bool", x)."""

from __future__ import annotations

import ast
from dataclasses import dataclass

Span = tuple[int, int, int, int]  # (first line, first column, last line, end column), columns 0-based


@dataclass
class EnvBranch:
    line: int
    test: tuple  # expression tree
    text: str  # the condition as written
    when_true: Span | None  # what runs when the condition holds
    when_false: Span | None  # what runs otherwise (None: nothing)


# ------------------------------------------------------------------------------------ Python
def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr}" if inner else node.attr
    return ""


def _py_span(nodes: list[ast.AST]) -> Span | None:
    if not nodes:
        return None
    first, last = nodes[0], nodes[-1]
    return (first.lineno, first.col_offset, last.end_lineno or last.lineno, last.end_col_offset or 0)  # type: ignore[attr-defined]


def _is_environ(node: ast.AST) -> bool:
    return _dotted(node) in ("os.environ", "environ")


class _PyTrees:
    """Expression trees of Python conditions; None where something else than the environment and
    literals is involved."""

    def __init__(self, tree: ast.Module):
        self.names: dict[str, ast.expr] = {}
        counts: dict[str, int] = {}
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else []  # fmt: skip
            for target in targets:
                if isinstance(target, ast.Name):
                    counts[target.id] = counts.get(target.id, 0) + 1
        for stmt in tree.body:  # names bound once, at module level
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                if counts.get(stmt.targets[0].id) == 1:
                    self.names[stmt.targets[0].id] = stmt.value

    def tree(self, node: ast.AST, depth: int = 0) -> tuple | None:
        if depth > 8:
            return None
        if isinstance(node, ast.Constant) and (node.value is None or isinstance(node.value, (str, bool, int))):
            return ("const", node.value)
        if isinstance(node, ast.Name) and node.id in self.names:
            return self.tree(self.names[node.id], depth + 1)
        if isinstance(node, ast.Subscript) and _is_environ(node.value):
            key = node.slice
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                return ("env", key.value, None)
            return None
        if isinstance(node, ast.Call):
            return self._call(node, depth)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self.tree(node.operand, depth + 1)
            return ("not", inner) if inner else None
        if isinstance(node, ast.BoolOp):
            parts = [self.tree(v, depth + 1) for v in node.values]
            if any(p is None for p in parts):
                return None
            op = "and" if isinstance(node.op, ast.And) else "or"
            result = parts[0]
            for part in parts[1:]:
                result = (op, result, part)
            return result
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            return self._compare(node, depth)
        return None

    def _call(self, node: ast.Call, depth: int) -> tuple | None:
        name = _dotted(node.func)
        last = name.rsplit(".", 1)[-1]
        first = node.args[0] if node.args else None
        literal = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None
        environ_get = last == "get" and _is_environ(node.func.value) if isinstance(node.func, ast.Attribute) else False
        if literal is not None and (last == "getenv" or environ_get):
            default = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "default"), None)  # fmt: skip
            default_tree = self.tree(default, depth + 1) if default is not None else ("const", None)
            return ("env", literal, default_tree) if default_tree else None
        if last == "get_debug_flag" and not node.args:
            return ("flag", "FLASK_DEBUG")
        if name in ("str", "bool") and len(node.args) == 1:
            inner = self.tree(node.args[0], depth + 1)
            return (name, inner) if inner else None
        if isinstance(node.func, ast.Attribute) and last in ("lower", "casefold", "strip") and not node.args:
            inner = self.tree(node.func.value, depth + 1)
            return (("lower" if last != "strip" else "str"), inner) if inner else None
        if isinstance(node.func, ast.Attribute) and last == "startswith" and len(node.args) == 1:
            inner = self.tree(node.func.value, depth + 1)
            prefixes = _py_literals(node.args[0])
            return ("startswith", inner, prefixes) if inner and prefixes is not None else None
        return None

    def _compare(self, node: ast.Compare, depth: int) -> tuple | None:
        op, right = node.ops[0], node.comparators[0]
        if isinstance(op, (ast.In, ast.NotIn)) and _is_environ(right):
            left = node.left
            if isinstance(left, ast.Constant) and isinstance(left.value, str):
                found = ("in_env", left.value)
                return found if isinstance(op, ast.In) else ("not", found)
            return None
        left_tree = self.tree(node.left, depth + 1)
        if left_tree is None:
            return None
        if isinstance(op, (ast.In, ast.NotIn)):
            values = _py_literals(right)
            if values is None:
                return None
            found = ("in", left_tree, values)
            return found if isinstance(op, ast.In) else ("not", found)
        right_tree = self.tree(right, depth + 1)
        if right_tree is None:
            return None
        if isinstance(op, (ast.Eq, ast.Is)):
            return ("eq", left_tree, right_tree)
        if isinstance(op, (ast.NotEq, ast.IsNot)):
            return ("ne", left_tree, right_tree)
        return None


def _py_literals(node: ast.AST) -> tuple | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return (node.value,)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        values = [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
        return tuple(values) if len(values) == len(node.elts) else None
    return None


def python_branches(tree: ast.Module, lines: list[str]) -> list[EnvBranch]:
    trees = _PyTrees(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = trees.tree(node.test)
            if test is not None:
                text = ast.get_source_segment("\n".join(lines), node.test) or ""
                found.append(EnvBranch(node.lineno, test, text, _py_span(node.body), _py_span(node.orelse)))
        elif isinstance(node, ast.IfExp):
            test = trees.tree(node.test)
            if test is not None:
                text = ast.get_source_segment("\n".join(lines), node.test) or ""
                found.append(EnvBranch(node.lineno, test, text, _py_span([node.body]), _py_span([node.orelse])))
    return found


# ------------------------------------------------------------------------------------ JavaScript
def _js_text(node, data: bytes) -> str:
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace")


def _js_span(node) -> Span | None:
    if node is None:
        return None
    return (node.start_point[0] + 1, node.start_point[1], node.end_point[0] + 1, node.end_point[1])


def _js_string(node, data: bytes) -> str | None:
    if node.type == "string":
        return "".join(_js_text(c, data) for c in node.children if c.type in ("string_fragment", "escape_sequence"))
    if node.type == "template_string" and not any(c.type == "template_substitution" for c in node.children):
        return "".join(_js_text(c, data) for c in node.children if c.type in ("string_fragment", "escape_sequence"))
    return None


def _env_member(node, data: bytes) -> str | None:
    """process.env.X / process.env['X'] -> X."""
    if node.type == "member_expression":
        obj, prop = node.child_by_field_name("object"), node.child_by_field_name("property")
        if obj is not None and prop is not None and _js_text(obj, data) == "process.env":
            return _js_text(prop, data)
    if node.type == "subscript_expression":
        obj, index = node.child_by_field_name("object"), node.child_by_field_name("index")
        if obj is not None and index is not None and _js_text(obj, data) == "process.env":
            return _js_string(index, data)
    return None


class _JsTrees:
    def __init__(self, root, data: bytes):
        self.data = data
        self.names: dict[str, object] = {}
        for child in root.children:  # const isTest = process.env.NODE_ENV === 'test'
            if child.type == "lexical_declaration" and _js_text(child, data).startswith("const"):
                for declarator in child.named_children:
                    if declarator.type == "variable_declarator":
                        name, value = declarator.child_by_field_name("name"), declarator.child_by_field_name("value")
                        if name is not None and value is not None and name.type == "identifier":
                            self.names[_js_text(name, data)] = value

    def tree(self, node, depth: int = 0) -> tuple | None:
        if node is None or depth > 8:
            return None
        data = self.data
        kind = node.type
        if kind == "parenthesized_expression" and node.named_child_count == 1:
            return self.tree(node.named_children[0], depth + 1)
        variable = _env_member(node, data)
        if variable:
            return ("env", variable, ("const", None))
        if kind in ("string", "template_string"):
            value = _js_string(node, data)
            return ("const", value) if value is not None else None
        if kind in ("true", "false"):
            return ("const", kind == "true")
        if kind in ("null", "undefined"):
            return ("const", None)
        if kind == "identifier":
            name = _js_text(node, data)
            if name == "undefined":
                return ("const", None)
            return self.tree(self.names.get(name), depth + 1) if name in self.names else None
        if kind == "unary_expression" and _js_text(node.child_by_field_name("operator"), data) == "!":
            inner = self.tree(node.child_by_field_name("argument"), depth + 1)
            return ("not", inner) if inner else None
        if kind == "binary_expression":
            op = _js_text(node.child_by_field_name("operator"), data)
            left = self.tree(node.child_by_field_name("left"), depth + 1)
            right = self.tree(node.child_by_field_name("right"), depth + 1)
            if left is None or right is None:
                return None
            table = {"===": "eq", "==": "eq", "!==": "ne", "!=": "ne", "&&": "and", "||": "or", "??": "nullish"}
            return (table[op], left, right) if op in table else None
        if kind == "call_expression":
            function = node.child_by_field_name("function")
            arguments = node.child_by_field_name("arguments")
            if function is not None and function.type == "member_expression" and arguments is not None:
                prop = _js_text(function.child_by_field_name("property"), data)
                args = arguments.named_children
                if prop == "startsWith" and len(args) == 1:
                    inner = self.tree(function.child_by_field_name("object"), depth + 1)
                    prefix = _js_string(args[0], data)
                    return ("startswith", inner, (prefix,)) if inner and prefix is not None else None
                if prop in ("toLowerCase", "trim") and not args:
                    inner = self.tree(function.child_by_field_name("object"), depth + 1)
                    return ("lower" if prop == "toLowerCase" else "str", inner) if inner else None
            if function is not None and _js_text(function, data) == "Boolean" and arguments is not None:
                args = arguments.named_children
                inner = self.tree(args[0], depth + 1) if len(args) == 1 else None
                return ("bool", inner) if inner else None
        return None


def js_branches(root, data: bytes) -> list[EnvBranch]:
    trees = _JsTrees(root, data)
    found = []
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        if node.type == "if_statement":
            condition = node.child_by_field_name("condition")
            test = trees.tree(condition)
            if test is None:
                continue
            alternative = node.child_by_field_name("alternative")  # else_clause
            if alternative is not None and alternative.named_child_count:
                alternative = alternative.named_children[-1] if alternative.type == "else_clause" else alternative
            found.append(
                EnvBranch(node.start_point[0] + 1, test, _js_text(condition, data),
                          _js_span(node.child_by_field_name("consequence")), _js_span(alternative))
            )  # fmt: skip
        elif node.type == "ternary_expression":
            condition = node.child_by_field_name("condition")
            test = trees.tree(condition)
            if test is None:
                continue
            found.append(
                EnvBranch(node.start_point[0] + 1, test, _js_text(condition, data),
                          _js_span(node.child_by_field_name("consequence")),
                          _js_span(node.child_by_field_name("alternative")))
            )  # fmt: skip
    return sorted(found, key=lambda b: b.line)
