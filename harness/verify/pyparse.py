"""Python files read with `ast`: imports (lazy and TYPE_CHECKING ones included, importlib with a
literal name or a relative one with `package=`), directories loaded by listing them, string
literals, classes, top-level names and what they refer to, environment reads, and the code with
comments and docstrings blanked."""

from __future__ import annotations

import ast
import io
import re
import tokenize

from harness.verify.envbranches import python_branches, python_exports
from harness.verify.graph import Edge, ParsedFile, StringLiteral, blank_ranges
from harness.verify.pyast import dotted
from harness.verify.pyenv import env_helpers, env_reads, helper_calls
from harness.verify.pypaths import config_modules, directory_loads, dynamic_imports, opened_paths

_MODULE_STRING = re.compile(r"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*(:[A-Za-z_][\w.]*(\(\))?)?$")
_COLUMN_CALLS = {"Column", "mapped_column", "relationship", "column_property", "Field", "Relationship", "synonym"}


def _char_column(lines: list[str], line: int, column: int) -> int:
    """ast's columns count UTF-8 bytes: the character column (a docstring holding `—` ends sooner)."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    return len(text.encode("utf-8")[:column].decode("utf-8", errors="ignore"))


def _offsets(text: str) -> list[int]:
    starts, total = [0], 0
    for line in text.splitlines(keepends=True):
        total += len(line)
        starts.append(total)
    return starts


def _dotted(node: ast.AST) -> str:
    return dotted(node, calls=True, subscripts=True)


def _render(node: ast.AST) -> str | None:
    """A str constant or f-string as text, holes read as x."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                parts.append(value.value)
            else:
                parts.append("x")
        return "".join(parts)
    return None


def _line(lines: list[str], number: int) -> str:
    return lines[number - 1].strip() if 0 < number <= len(lines) else ""


def parse_python(path: str, text: str) -> ParsedFile:
    parsed = ParsedFile(path=path, language="python", code=text)
    lines = text.splitlines()
    try:
        tree = ast.parse(text, filename=path)
    except (SyntaxError, ValueError) as exc:
        parsed.parse_error = f"{type(exc).__name__}: {exc}"
        _fallback_imports(parsed, lines)
        return parsed

    offsets = _offsets(text)
    blanks: list[tuple[int, int]] = []
    docstrings: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, (ast.Constant, ast.JoinedStr)):
            if isinstance(node.value, ast.JoinedStr) or isinstance(node.value.value, str):
                docstrings.add(id(node.value))
                start = offsets[node.lineno - 1] + _char_column(lines, node.lineno, node.col_offset)
                end_line = node.end_lineno or node.lineno
                end = offsets[end_line - 1] + _char_column(lines, end_line, node.end_col_offset or 0)
                blanks.append((start, end))
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT:
                start = offsets[token.start[0] - 1] + token.start[1]
                end = offsets[token.end[0] - 1] + token.end[1]
                blanks.append((start, end))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    parsed.code = blank_ranges(text, blanks)

    top_level = set(map(id, tree.body))
    # the parts of an f-string are Constant nodes too: only the rendered f-string counts
    fstring_parts = {
        id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values if isinstance(v, ast.Constant)
    }
    not_literals = docstrings | fstring_parts
    for stmt in tree.body:
        if isinstance(stmt, (ast.Import, ast.ImportFrom)):
            continue
        if isinstance(stmt, ast.Expr) and id(stmt.value) in docstrings:
            continue
        if isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets):
            continue
        parsed.statements += 1

    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import):
            kind = "import" if id(node) in top_level else "lazy"
            for alias in node.names:
                parsed.edges.append(Edge(path, line, alias.name, kind=kind, text=_line(lines, line)))
        elif isinstance(node, ast.ImportFrom):
            kind = "import" if id(node) in top_level else "lazy"
            spec = "." * node.level + (node.module or "")
            names = tuple(alias.name for alias in node.names if alias.name != "*")
            parsed.edges.append(Edge(path, line, spec, kind=kind, text=_line(lines, line), names=names))
        elif isinstance(node, ast.ClassDef):
            parsed.classes.append(_class_info(node))
        elif isinstance(node, ast.Assign) and isinstance(node.value, (ast.Call, ast.Attribute, ast.Name)):
            called = _dotted(node.value.func) if isinstance(node.value, ast.Call) else _dotted(node.value)
            kind = "call" if isinstance(node.value, ast.Call) else "alias"
            for target in node.targets:
                if isinstance(target, ast.Name):
                    if kind == "call":
                        parsed.assigned_calls.append((target.id, called))
                    else:
                        parsed.aliases.append((target.id, called))
        if isinstance(node, (ast.Constant, ast.JoinedStr)) and id(node) not in not_literals:
            if isinstance(node, ast.Constant) and not isinstance(node.value, str):
                continue
            value = _render(node)
            if value:
                parsed.strings.append(StringLiteral(line, value))
    for line, name in dynamic_imports(tree, _render):
        # import_module takes any directory name, identifiers or not (`conduit.01_routes.articles`)
        if name and re.match(r"^\w+(\.\w+)*$", name.lstrip(".")) or set(name) == {"."}:
            parsed.edges.append(Edge(path, line, name, kind="dynamic", text=_line(lines, line)))
    parsed.dir_loads = directory_loads(path, tree, lines)
    parsed.opened = opened_paths(path, tree)
    parsed.config_modules = config_modules(path, tree)
    parsed.env_reads = env_reads(tree)
    parsed.env_helpers = env_helpers(tree)
    parsed.helper_calls = helper_calls(tree)
    parsed.env_branches = python_branches(tree, lines)
    parsed.env_exports = python_exports(tree, lines)
    parsed.config_mappings, in_mappings = _config_mappings(tree)
    parsed.class_refs = [r for r in _class_refs(tree) if (r[1], r[2]) not in in_mappings]
    parsed.top_names, parsed.bindings = _top_level_names(tree)
    return parsed


def _config_mappings(tree: ast.Module) -> tuple[list[dict[str, str]], set[tuple[int, int]]]:
    """Mappings from a name to a configuration class (`config = {"development": DevConfig, …}`,
    `config_by_name = dict(dev=DevConfig, prod=ProdConfig)`), and where their class names sit: a
    class named there is chosen by the key looked up, not by being named."""
    found, where = [], set()
    for node in ast.walk(tree):
        pairs: list[tuple[object, ast.AST]] = []
        if isinstance(node, ast.Dict):
            pairs = [(k.value if isinstance(k, ast.Constant) else None, v) for k, v in zip(node.keys, node.values)]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict" and not node.args:
            pairs = [(k.arg, k.value) for k in node.keywords]
        names = {k: v.id for k, v in pairs if isinstance(k, str) and isinstance(v, ast.Name) and v.id[:1].isupper()}
        if len(names) >= 2 and len(names) == len(pairs):
            found.append(names)
            where |= {(v.lineno, v.col_offset) for _, v in pairs}
    return found, where


def _class_refs(tree: ast.Module) -> list[tuple[str, int, int]]:
    """Capitalised names used as values (`create_app(ProdConfig)`, `settings.ProdConfig`), leaving
    out class bases, where a configuration class only derives from another."""
    bases = {id(b) for n in ast.walk(tree) if isinstance(n, ast.ClassDef) for b in n.bases}
    found = []
    for node in ast.walk(tree):
        if id(node) in bases:
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id[:1].isupper():
            found.append((node.id, node.lineno, node.col_offset))
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and node.attr[:1].isupper():
            found.append((node.attr, node.lineno, node.col_offset))
    return found


def _class_info(node: ast.ClassDef) -> dict:
    attrs, columns = [], 0
    for stmt in node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            attrs.append(stmt.name)  # a declared_attr __tablename__ is a method
            continue
        targets = (
            stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, ast.AnnAssign) else []
        )
        attrs += [t.id for t in targets if isinstance(t, ast.Name)]
        value = getattr(stmt, "value", None)
        annotation = getattr(stmt, "annotation", None)
        if isinstance(value, ast.Call) and _dotted(value.func).rsplit(".", 1)[-1] in _COLUMN_CALLS:
            columns += 1
        elif annotation is not None and _dotted(annotation).rsplit(".", 1)[-1] == "Mapped":
            columns += 1
    return {
        "name": node.name,
        "bases": [_dotted(b) for b in node.bases],
        "keywords": {k.arg: ast.unparse(k.value) for k in node.keywords if k.arg},
        "decorators": [_dotted(d) for d in node.decorator_list],
        "attrs": attrs,
        "columns": columns,
        "line": node.lineno,
        "end": node.end_lineno or node.lineno,
    }


def _top_level_names(tree: ast.Module) -> tuple[dict[str, set[str]], dict[str, tuple[int, str, str | None]]]:
    """({top-level name: the names its definition refers to}, {local name: (line, module spec,
    imported name or None)}) — what helper-following needs to know which import a name leads to.
    A definition also refers to "@lines:<start>-<end>", its own lines (for the lazy imports inside)."""
    defined: dict[str, set[str]] = {}
    bindings: dict[str, tuple[int, str, str | None]] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.ImportFrom):
            spec = "." * stmt.level + (stmt.module or "")
            for alias in stmt.names:
                bindings[alias.asname or alias.name] = (stmt.lineno, spec, alias.name)
            continue
        if isinstance(stmt, ast.Import):
            for alias in stmt.names:
                bindings[alias.asname or alias.name.split(".")[0]] = (
                    stmt.lineno,
                    alias.name if alias.asname else alias.name.split(".")[0],
                    None,
                )
            continue
        names: list[str] = []
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [stmt.name]
        elif isinstance(stmt, ast.Assign):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
        elif isinstance(stmt, (ast.AnnAssign, ast.AugAssign)) and isinstance(stmt.target, ast.Name):
            names = [stmt.target.id]
        if not names:
            continue
        refs = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)}
        refs.add(f"@lines:{stmt.lineno}-{stmt.end_lineno or stmt.lineno}")
        for name in names:
            defined.setdefault(name, set()).update(refs - {name})
    for name, binding in _lazy_exports(tree).items():
        bindings.setdefault(name, binding)
    return defined, bindings


_MODULE_PATH = re.compile(r"^\.*[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$")


def _lazy_exports(tree: ast.Module) -> dict[str, tuple[int, str, str | None]]:
    """A module `__getattr__` (PEP 562) resolving names from a table of modules (`_EXPORTS =
    {"UserRepository": "app.repositories.user_repository"}` … `getattr(import_module(_EXPORTS[name]),
    name)`): each name is bound as if imported from its module."""
    hook = next((s for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "__getattr__"), None)
    if hook is None:
        return {}
    used = {n.id for n in ast.walk(hook) if isinstance(n, ast.Name)}
    found: dict[str, tuple[int, str, str | None]] = {}
    for stmt in tree.body:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, ast.AnnAssign) else []
        value = getattr(stmt, "value", None)
        if not (isinstance(value, ast.Dict) and any(isinstance(t, ast.Name) and t.id in used for t in targets)):
            continue
        for key, module in zip(value.keys, value.values):
            if (isinstance(key, ast.Constant) and isinstance(key.value, str) and isinstance(module, ast.Constant)
                    and isinstance(module.value, str) and _MODULE_PATH.match(module.value)):  # fmt: skip
                found[key.value] = (key.lineno, module.value, key.value)
    return found


_FALLBACK = [
    re.compile(r"^\s*from\s+(\.*[\w.]*)\s+import\s+([\w, ()]+)"),
    re.compile(r"^\s*import\s+([\w.]+)"),
]


def _fallback_imports(parsed: ParsedFile, lines: list[str]) -> None:
    """A file that does not parse: its import lines still count (noted in the evidence)."""
    code_lines = []
    for number, line in enumerate(lines, start=1):
        stripped = line.split("#", 1)[0]
        code_lines.append(stripped)
        match = _FALLBACK[0].match(stripped)
        if match:
            names = tuple(n.strip() for n in match.group(2).strip("() ").split(",") if n.strip())
            parsed.edges.append(Edge(parsed.path, number, match.group(1), text=line.strip(), names=names))
            continue
        match = _FALLBACK[1].match(stripped)
        if match:
            parsed.edges.append(Edge(parsed.path, number, match.group(1), text=line.strip()))
    parsed.code = "\n".join(code_lines)
    parsed.statements = sum(1 for l in code_lines if l.strip() and not l.lstrip().startswith(("import ", "from ")))


def reread_python_branches(parsed: ParsedFile, text: str, known: dict[str, tuple]) -> None:
    """The branches again, with values other modules define (harness/verify/shared_values.py)."""
    parsed.env_branches = python_branches(ast.parse(text), text.splitlines(), known)


def module_strings(parsed: ParsedFile) -> list[tuple[int, str]]:
    """String literals that look like a module path ('conduit.settings', 'app.main:app'), and a
    one-word module a Django settings variable names (`setdefault("DJANGO_SETTINGS_MODULE", "settings")`)."""
    found = []
    lines = parsed.code.splitlines()
    for literal in parsed.strings:
        value = literal.value.strip()
        settings = 0 < literal.line <= len(lines) and "DJANGO_SETTINGS_MODULE" in lines[literal.line - 1] and value != "DJANGO_SETTINGS_MODULE"
        if _MODULE_STRING.match(value) and ("." in value or ":" in value or settings):
            found.append((literal.line, value.split(":", 1)[0]))
    return found
