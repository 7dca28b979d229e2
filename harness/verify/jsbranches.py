"""Branches the environment chooses in JavaScript/TypeScript: `if` statements, conditional
expressions (`c ? a : b`) and `a || b` / `a ?? b` / `a && b` whose condition reads only
environment variables and literals (`process.env.NODE_ENV === 'test'`, a `const` bound to such an
expression, a name destructured from process.env, a `let` not yet reassigned where it is tested).
The trees and spans are those of harness/verify/envbranches.py."""

from __future__ import annotations

from harness.verify.envbranches import ARGV_PREFIX, EnvBranch, Span



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
    def __init__(self, root, data: bytes, known: dict[str, tuple] | None = None):
        """Names are read through `const` declarations whose name is declared once in the file
        (`const isTest = process.env.NODE_ENV === 'test'`, `const url = process.env.DATABASE_URL`),
        and `known`: values other modules export, as this one names them (`config.databaseUrl`)."""
        self.data = data
        self.known = dict(known or {})
        self.names: dict[str, object] = {}
        self.env_names: dict[str, tuple] = {}  # const { DATABASE_URL, PORT = '3000' } = process.env
        self.reassigned: dict[str, list[int]] = {}  # let/var name -> lines that assign it again
        self.line = 0  # where the condition being read is
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
            if value is not None and declaration is not None:
                self.names[key] = value
                if not _js_text(declaration, data).startswith("const"):  # let/var: known until reassigned
                    self.reassigned[key] = []
        for node in _nodes(root):
            if node.type in ("assignment_expression", "augmented_assignment_expression", "update_expression"):
                target = node.child_by_field_name("left") or node.child_by_field_name("argument")
                if target is not None and _js_text(target, data) in self.reassigned:
                    self.reassigned[_js_text(target, data)].append(node.start_point[0] + 1)
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
            if name in self.reassigned and any(line <= self.line for line in self.reassigned[name]):
                return None  # `let url = …; url = …; if (url)`: which value reaches the test is not read here
            if name in self.names:
                return self.tree(self.names.get(name), depth + 1)
            return self.known.get(name)
        if kind == "member_expression" and _js_text(node, data) in self.known:
            return self.known[_js_text(node, data)]
        if kind == "unary_expression" and _js_text(node.child_by_field_name("operator"), data) == "typeof":
            return self.known.get("typeof " + _js_text(node.child_by_field_name("argument"), data))  # shared_values' module globals
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
                if prop == "get" and len(args) == 1 and _js_string(args[0], data) is not None:  # node-config
                    return self.known.get(f"{_js_text(function.child_by_field_name('object'), data)}.get({_js_string(args[0], data)})")
                if prop in ("toLowerCase", "trim") and not args:
                    inner = self.tree(function.child_by_field_name("object"), depth + 1)
                    return ("lower" if prop == "toLowerCase" else "str", inner) if inner else None
            if function is not None and _js_text(function, data) == "process.argv.includes" and arguments is not None:
                args = arguments.named_children  # a flag of the start command, read as a variable set when given
                flag = _js_string(args[0], data) if len(args) == 1 else None
                return ("env", ARGV_PREFIX + flag, ("const", None)) if flag else None
            if function is not None and _js_text(function, data) == "Boolean" and arguments is not None:
                args = arguments.named_children
                inner = self.tree(args[0], depth + 1) if len(args) == 1 else None
                return ("bool", inner) if inner else None
        return None


def _nodes(root):
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        yield node


def js_exports(root, data: bytes) -> dict[str, tuple]:
    """Values the module exports that come from the environment: `module.exports = { databaseUrl:
    process.env.DATABASE_URL }` -> "default.databaseUrl" (nested objects as dotted keys), `exports.x =`,
    `export const x =` -> "x" (an object: "x.key"), `export default { … }` -> "default.key"."""
    trees = _JsTrees(root, data)
    found: dict[str, tuple] = {}

    def value(prefix: str, node) -> None:
        if node is None:
            return
        if node.type == "object":
            for pair in node.named_children:
                key, inner = pair.child_by_field_name("key"), pair.child_by_field_name("value")
                if pair.type == "pair" and key is not None:
                    value(f"{prefix}.{_js_text(key, data).strip(chr(39) + chr(34))}", inner)
            return
        tree = trees.tree(node)
        if tree is not None:
            found[prefix] = tree

    for node in _nodes(root):
        if node.type == "assignment_expression":
            left = _js_text(node.child_by_field_name("left"), data)
            target = {"module.exports": "default"}.get(left)
            if target is None and left.startswith(("module.exports.", "exports.")):
                target = "default." + left.split(".", 2 if left.startswith("module.") else 1)[-1]
            if target:
                value(target, node.child_by_field_name("right"))
        elif node.type == "export_statement":
            declaration = node.child_by_field_name("declaration")
            if declaration is not None and declaration.type == "lexical_declaration":
                for item in declaration.named_children:
                    name = item.child_by_field_name("name")
                    if item.type == "variable_declarator" and name is not None and name.type == "identifier":
                        value(_js_text(name, data), item.child_by_field_name("value"))
            elif any(c.type == "default" for c in node.children):
                value("default", node.child_by_field_name("value") or (node.named_children[-1] if node.named_children else None))
    return found


def js_branches(root, data: bytes, known: dict[str, tuple] | None = None) -> list[EnvBranch]:
    trees = _JsTrees(root, data, known)
    found = []
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        trees.line = node.start_point[0] + 1
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
