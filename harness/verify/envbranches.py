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
("startswith", x, (prefixes…)), ("str", x), ("lower", x), ("bool", x), ("truthy", x) (a string
read as a boolean the way settings libraries read it: 1/true/yes/on), ("replace", x, old, new),
("choice", test, when-true, when-false) (a value assigned in the branches of an `if`, or `a if c else b`)."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from harness.verify.pyast import dotted

Span = tuple[int, int, int, int]  # (first line, first column, last line, end column), columns 0-based


@dataclass
class EnvBranch:
    line: int
    test: tuple  # expression tree
    text: str  # the condition as written
    when_true: Span | None  # what runs when the condition holds
    when_false: Span | None  # what runs otherwise (None: nothing)


# ------------------------------------------------------------------------------------ Python
# `process.argv.includes('--reset-db')` (Python: `"--reset-db" in sys.argv`) reads as the variable
# "argv --reset-db", set when the server's start command gives the flag (harness/verify/environment.py)
ARGV_PREFIX = "argv "


def _dotted(node: ast.AST) -> str:
    return dotted(node)


def _py_span(nodes: list[ast.AST]) -> Span | None:
    if not nodes:
        return None
    first, last = nodes[0], nodes[-1]
    return (first.lineno, first.col_offset, last.end_lineno or last.lineno, last.end_col_offset or 0)  # type: ignore[attr-defined]


def _is_environ(node: ast.AST) -> bool:
    return _dotted(node) in ("os.environ", "environ")


class _PyTrees:
    """Expression trees of Python conditions; None where something else than the environment and
    literals is involved. Names are read through `names`: the tree of the assignment that reaches
    the condition in its own block (`url = os.getenv("DATABASE_URL")` … `if not url:`), computed
    where the assignment is, a choice between two after an `if` that assigns in a branch;
    `self.field` in a pydantic settings class is the field's variable."""

    def __init__(self) -> None:
        self.names: dict[str, tuple | None] = {}

    def tree(self, node: ast.AST, depth: int = 0) -> tuple | None:
        if depth > 8:
            return None
        if isinstance(node, ast.Constant) and (node.value is None or isinstance(node.value, (str, bool, int))):
            return ("const", node.value)
        if isinstance(node, (ast.Name, ast.Attribute)) and self.names.get(_dotted(node)) is not None:
            return self.names[_dotted(node)]
        if _test_only(node):
            return ("const", False)
        if isinstance(node, ast.IfExp):
            parts = [self.tree(n, depth + 1) for n in (node.test, node.body, node.orelse)]
            return ("choice", *parts) if all(parts) else None
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
        if literal is not None and _settings_reader(node.func) and last in ("env", "Env", "str", "bool"):
            # django-environ / environs: `env("X", default=…)`, `env.bool("DJANGO_DEBUG", default=True)`
            default = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "default"), None)  # fmt: skip
            default_tree = self.tree(default, depth + 1) if default is not None else ("const", None)
            read = ("env", literal, default_tree) if default_tree else None
            return ("truthy", read) if read and last == "bool" else read
        if last == "get_debug_flag" and not node.args:
            return ("flag", "FLASK_DEBUG")
        if name in ("str", "bool") and len(node.args) == 1:
            inner = self.tree(node.args[0], depth + 1)
            return (name, inner) if inner else None
        if isinstance(node.func, ast.Attribute) and last == "replace" and len(node.args) >= 2:
            inner = self.tree(node.func.value, depth + 1)
            old, new = _py_literals(node.args[0]), _py_literals(node.args[1])
            return ("replace", inner, old[0], new[0]) if inner and old and new else None
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
        flag = node.left.value if isinstance(node.left, ast.Constant) and isinstance(node.left.value, str) else ""
        if isinstance(op, (ast.In, ast.NotIn)) and flag.startswith("-") and _dotted(right) == "sys.argv":
            found = ("env", ARGV_PREFIX + flag, ("const", None))  # `"--db" in sys.argv`: the start command's flag
            return found if isinstance(op, ast.In) else ("not", found)
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


def _settings_reader(function: ast.AST) -> bool:
    """`env(…)` / `env.bool(…)` of a django-environ `Env()` or an environs `Env()`, named env."""
    receiver = function.value if isinstance(function, ast.Attribute) else function
    return isinstance(receiver, ast.Name) and receiver.id in ("env", "ENV", "environ_env")


def _py_literals(node: ast.AST) -> tuple | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return (node.value,)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        values = [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
        return tuple(values) if len(values) == len(node.elts) else None
    return None



def _argv(node: ast.AST) -> bool:
    """sys.argv, or one of its items (`sys.argv[1]`)."""
    return _dotted(node.value if isinstance(node, ast.Subscript) else node) == "sys.argv"


def _test_only(node: ast.AST) -> bool:
    """A condition only the test suite makes true: `"pytest" in sys.modules`, `"test" in sys.argv`,
    `sys.argv[1] == "test"`, and an `and` holding one of them (`len(sys.argv) > 1 and sys.argv[1] == "test"`)."""
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
        return any(_test_only(value) for value in node.values)
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.Eq)):
        left, right = node.left, node.comparators[0]
        if isinstance(node.ops[0], ast.Eq) and isinstance(right, ast.Constant):
            left, right = right, left  # sys.argv[1] == "test"
        if isinstance(left, ast.Constant) and isinstance(left.value, str) and "test" in left.value:
            return _argv(right) or (isinstance(node.ops[0], ast.In) and _dotted(right) == "sys.modules")
    return False


_TEST_SWITCH = ("test", "testing")


def _test_switches(function: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, tuple]:
    """Parameters that switch a function into test mode, with a falsy default (`create_app(testing=False)`,
    `create_app(test_config=None)`): what the running server passes is the default — only the test
    suite passes another value, and the eval phase runs no tests."""
    args = function.args
    positional = args.posonlyargs + args.args
    pairs = list(zip(positional[len(positional) - len(args.defaults) :], args.defaults))
    pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None]
    found = {}
    for arg, default in pairs:
        name = arg.arg.lower()
        if any(part in _TEST_SWITCH for part in name.split("_")) and isinstance(default, ast.Constant) and not default.value:
            found[arg.arg] = ("const", default.value)
    return found


def _settings_fields(cls: ast.ClassDef, trees: "_PyTrees") -> dict[str, tuple]:
    """`self.database_url` in a pydantic BaseSettings class: the variable the field reads, its default."""
    from harness.verify.pyenv import settings_prefix

    if not any(_dotted(b).endswith("Settings") for b in cls.bases):
        return {}
    prefix = settings_prefix(cls)
    found = {}
    for stmt in cls.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            value = stmt.value
            if isinstance(value, ast.Call) and _dotted(value.func).endswith("Field"):
                value = value.args[0] if value.args else next((k.value for k in value.keywords if k.arg == "default"), None)  # fmt: skip
            default = trees.tree(value) if value is not None else ("const", None)
            if default is not None:
                found[f"self.{stmt.target.id}"] = ("env", prefix + stmt.target.id.upper(), default)
    return found


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
        self.classes: dict[str, dict[str, tuple]] = {}  # class name -> attributes read from the environment

    def block(self, body: list[ast.stmt], scope: dict[str, tuple | None]) -> None:
        for stmt in body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                inner = dict(scope)
                self.trees.names = inner
                inner.update(_settings_fields(stmt, self.trees) if isinstance(stmt, ast.ClassDef) else _test_switches(stmt))
                self.block(stmt.body, inner)
                if isinstance(stmt, ast.ClassDef):  # its own attributes (Config.DATABASE_URL)
                    own = {k: v for k, v in inner.items() if v is not None and v is not scope.get(k) and "." not in k}
                    self.classes.setdefault(stmt.name, own)
                continue
            self.expressions(stmt, scope)
            if isinstance(stmt, ast.If):
                self.branch(stmt.lineno, stmt.test, scope, stmt.body, stmt.orelse)
                self.trees.names = scope
                test = self.trees.tree(stmt.test)
                scopes = []
                for part in (stmt.body, stmt.orelse):
                    scopes.append(dict(scope))
                    self.block(part, scopes[-1])
                after = dict(scope)
                for name in set(scopes[0]) | set(scopes[1]):  # assigned in a branch: which one ran decides
                    when_true, when_false = scopes[0].get(name), scopes[1].get(name)
                    if when_true is not scope.get(name) or when_false is not scope.get(name):
                        known = test is not None and when_true is not None and when_false is not None
                        after[name] = ("choice", test, when_true, when_false) if known else None
                scope.clear()
                scope.update(after)
                continue
            if isinstance(stmt, ast.Try):
                self.missing_variable(stmt)
            for field in ("body", "orelse", "finalbody", "handlers"):
                nested = getattr(stmt, field, None)
                if isinstance(nested, list) and nested and isinstance(nested[0], (ast.stmt, ast.excepthandler)):
                    for item in nested:
                        self.block(item.body if isinstance(item, ast.excepthandler) else [item], scope)
            for name, value in _assigned(stmt):
                self.trees.names = scope
                scope[name] = self.trees.tree(value) if value is not None else None

    def missing_variable(self, stmt: ast.Try) -> None:
        """`try: url = os.environ["DATABASE_URL"] except KeyError: url = "sqlite:///…"`: the handler
        runs only when a variable the try body reads with os.environ[…] is unset."""
        catches = [h for h in stmt.handlers if h.type is None or _dotted(h.type) in ("KeyError", "Exception", "LookupError")]
        variables = sorted({n.slice.value for s in stmt.body for n in ast.walk(s)
                            if isinstance(n, ast.Subscript) and _is_environ(n.value)
                            and isinstance(n.slice, ast.Constant) and isinstance(n.slice.value, str)})  # fmt: skip
        if not catches or not variables:
            return
        test: tuple = ("in_env", variables[0])
        for variable in variables[1:]:
            test = ("and", test, ("in_env", variable))
        text = " and ".join(f'"{v}" in os.environ' for v in variables)
        for handler in catches:
            self.found.append(EnvBranch(handler.lineno, test, text, None, _py_span(handler.body)))

    def expressions(self, stmt: ast.stmt, scope: dict[str, tuple | None]) -> None:
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


def python_branches(tree: ast.Module, lines: list[str], known: dict[str, tuple] | None = None) -> list[EnvBranch]:
    """`known`: values other modules define, as this module names them (`DATABASE_URL` imported from
    the config module, `settings.database_url` of a settings instance; harness/verify/shared_values.py)."""
    walker = _PyBranches("\n".join(lines))
    walker.block(tree.body, dict(known or {}))
    return sorted(walker.found, key=lambda b: b.line)


def python_exports(tree: ast.Module, lines: list[str]) -> dict[str, tuple]:
    """The module's values other modules can import, where they come from the environment:
    top-level names (`DATABASE_URL = os.getenv("DATABASE_URL")`), class attributes
    (`Config.DATABASE_URL`) and the fields of a settings instance (`settings.database_url`)."""
    walker = _PyBranches("\n".join(lines))
    scope: dict[str, tuple | None] = {}
    walker.block(tree.body, scope)
    found = {k: v for k, v in scope.items() if v is not None}
    for name, values in walker.classes.items():
        found.update({f"{name}.{k}": v for k, v in values.items()})
    found.update(settings_instances(tree))
    return found


def settings_instances(tree: ast.Module) -> dict[str, tuple]:
    """`settings = Settings()` at module level, Settings a pydantic BaseSettings class of this
    module: `settings.field` -> the field's environment tree, for the modules that import it."""
    trees = _PyTrees()
    classes = {n.name: _settings_fields(n, trees) for n in tree.body if isinstance(n, ast.ClassDef)}
    found = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            value = stmt.value
            if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and classes.get(value.func.id):
                instance = stmt.targets[0].id
                found.update({f"{instance}.{k[len('self.'):]}": v for k, v in classes[value.func.id].items()})
    return found
