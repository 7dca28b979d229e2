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
    literals is involved. Names are read through `scope`: the assignment that reaches the
    condition in its own block (`url = os.getenv("DATABASE_URL")` … `if not url:`)."""

    def __init__(self) -> None:
        self.names: dict[str, ast.expr | None] = {}

    def tree(self, node: ast.AST, depth: int = 0) -> tuple | None:
        if depth > 8:
            return None
        if isinstance(node, ast.Constant) and (node.value is None or isinstance(node.value, (str, bool, int))):
            return ("const", node.value)
        if isinstance(node, ast.Name) and self.names.get(node.id) is not None:
            return self.tree(self.names[node.id], depth + 1)  # type: ignore[arg-type]
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


def _assigned(stmt: ast.stmt) -> list[tuple[str, ast.expr | None]]:
    """Names a statement binds, with the value when it is a plain `name = value`."""
    if isinstance(stmt, ast.Assign):
        value = stmt.value if len(stmt.targets) == 1 else None
        return [(t.id, value) for t in stmt.targets if isinstance(t, ast.Name)]
    if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
        return [(stmt.target.id, stmt.value)]
    if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name):
        return [(stmt.target.id, None)]
    return []


class _PyBranches:
    """Walks the statement lists in order, so each condition reads the assignments that reach it."""

    def __init__(self, source: str):
        self.source = source
        self.trees = _PyTrees()
        self.found: list[EnvBranch] = []

    def block(self, body: list[ast.stmt], scope: dict[str, ast.expr | None]) -> None:
        for stmt in body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                inner = {k: v for k, v in scope.items()}
                self.block(stmt.body, inner)
                continue
            self.expressions(stmt, scope)
            if isinstance(stmt, ast.If):
                self.branch(stmt.lineno, stmt.test, scope, stmt.body, stmt.orelse)
                after = dict(scope)
                for part in (stmt.body, stmt.orelse):
                    branch_scope = dict(scope)
                    self.block(part, branch_scope)
                    for name in set(branch_scope) | set(after):  # assigned in a branch: no longer known
                        if branch_scope.get(name) is not scope.get(name):
                            after[name] = None
                scope.clear()
                scope.update(after)
                continue
            for field in ("body", "orelse", "finalbody", "handlers"):
                nested = getattr(stmt, field, None)
                if isinstance(nested, list) and nested and isinstance(nested[0], (ast.stmt, ast.excepthandler)):
                    for item in nested:
                        self.block(item.body if isinstance(item, ast.excepthandler) else [item], scope)
            for name, value in _assigned(stmt):
                scope[name] = value

    def expressions(self, stmt: ast.stmt, scope: dict[str, ast.expr | None]) -> None:
        """Conditional expressions and `a or b` / `a and b` inside one statement (not nested blocks)."""
        self.trees.names = scope
        stack: list[ast.AST] = [c for c in ast.iter_child_nodes(stmt) if not isinstance(c, ast.stmt)]
        while stack:
            node = stack.pop()
            if isinstance(node, ast.IfExp):
                self.branch(node.lineno, node.test, scope, [node.body], [node.orelse])
            elif isinstance(node, ast.BoolOp) and len(node.values) == 2:  # `url or "sqlite:///x.db"`
                rest = [node.values[1]]
                if isinstance(node.op, ast.Or):
                    self.branch(node.lineno, node.values[0], scope, [], rest)
                else:
                    self.branch(node.lineno, node.values[0], scope, rest, [])
            if not isinstance(node, (ast.Lambda, ast.stmt)):
                stack.extend(ast.iter_child_nodes(node))

    def branch(self, line: int, test_node: ast.expr, scope, when_true: list, when_false: list) -> None:
        self.trees.names = scope
        test = self.trees.tree(test_node)
        if test is None:
            return
        text = ast.get_source_segment(self.source, test_node) or ""
        self.found.append(EnvBranch(line, test, text, _py_span(when_true), _py_span(when_false)))


def python_branches(tree: ast.Module, lines: list[str]) -> list[EnvBranch]:
    walker = _PyBranches("\n".join(lines))
    walker.block(tree.body, {})
    return sorted(walker.found, key=lambda b: b.line)


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
        """Names are read through `const` declarations whose name is declared once in the file
        (`const isTest = process.env.NODE_ENV === 'test'`, `const url = process.env.DATABASE_URL`)."""
        self.data = data
        self.names: dict[str, object] = {}
        self.env_names: dict[str, tuple] = {}  # const { DATABASE_URL, PORT = '3000' } = process.env
        declared: dict[str, int] = {}
        stack = [root]
        while stack:
            node = stack.pop()
            stack.extend(node.children)
            if node.type != "variable_declarator":
                continue
            name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
            if name is not None and name.type == "object_pattern" and value is not None:
                if _js_text(value, data) == "process.env":
                    for key, tree in self._destructured(name):
                        declared[key] = declared.get(key, 0) + 1
                        self.env_names[key] = tree
                continue
            if name is None or name.type != "identifier":
                continue
            key = _js_text(name, data)
            declared[key] = declared.get(key, 0) + 1
            declaration = node.parent
            if value is not None and declaration is not None and _js_text(declaration, data).startswith("const"):
                self.names[key] = value
        self.names = {k: v for k, v in self.names.items() if declared.get(k) == 1}
        self.env_names = {k: v for k, v in self.env_names.items() if declared.get(k) == 1}

    def _destructured(self, pattern) -> list[tuple[str, tuple]]:
        """The names a `{ A, B: b, C = 'x' } = process.env` pattern binds, as environment reads."""
        found = []
        for child in pattern.named_children:
            if child.type == "shorthand_property_identifier_pattern":
                variable = _js_text(child, self.data)
                found.append((variable, ("env", variable, ("const", None))))
            elif child.type == "pair_pattern":
                key, local = child.child_by_field_name("key"), child.child_by_field_name("value")
                if key is not None and local is not None and local.type == "identifier":
                    found.append((_js_text(local, self.data), ("env", _js_text(key, self.data), ("const", None))))
            elif child.type == "object_assignment_pattern":
                left, right = child.child_by_field_name("left"), child.child_by_field_name("right")
                value = _js_string(right, self.data) if right is not None else None
                if left is not None and left.type == "shorthand_property_identifier_pattern" and value is not None:
                    variable = _js_text(left, self.data)
                    found.append((variable, ("env", variable, ("const", value))))
        return found

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
            if name in self.env_names:
                return self.env_names[name]
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
        elif node.type == "binary_expression":  # `url || 'sqlite:x.db'`, `process.env.X ?? 'pg'`, `a && b`
            operator = _js_text(node.child_by_field_name("operator"), data)
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            test = trees.tree(left) if operator in ("||", "??", "&&") else None
            if test is None:
                continue
            if operator == "??":
                test = ("ne", test, ("const", None))
            when = (_js_span(right), None) if operator == "&&" else (None, _js_span(right))
            found.append(EnvBranch(node.start_point[0] + 1, test, _js_text(left, data), *when))
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
