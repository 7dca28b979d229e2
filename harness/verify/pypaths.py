"""Python expressions evaluated statically where they only combine literals, `__file__`,
`__name__`, `__package__` and `__path__`: the directory a loader lists (pkgutil.iter_modules,
os.listdir, glob, Path.glob/iterdir), the package an import_module f-string names, the files the
code opens or executes as configuration. Environment reads are harness/verify/pyenv.py's."""

from __future__ import annotations

import ast
import posixpath
from dataclasses import dataclass

from harness.verify.pyast import dotted

LISTING_CALLS = {"listdir": False, "scandir": False, "walk": True, "iterdir": False, "glob": False, "iglob": False,
                 "rglob": True, "iter_modules": False, "walk_packages": True,
                 "read_migrations": False}  # fmt: skip  (yoyo-migrations reads a directory's .sql/.py migrations)
COMPUTED_IMPORTERS = {"import_module", "__import__", "spec_from_file_location", "SourceFileLoader", "run_path",
                      "exec_module", "load_module", "load_source", "import_string"}  # fmt: skip


@dataclass
class DirLoad:
    """A directory whose modules the code loads without naming them one by one."""

    line: int
    directory: str | None = None  # root-relative directory (a listing with a computed import)
    module_prefix: str | None = None  # a package named by an import_module f-string ("app.routes", ".")
    recursive: bool = False
    how: str = ""
    imports: bool = True  # False: the directory is only listed (its data files are read, say)
    autoload: bool = False  # @fastify/autoload: a directory holding an index file loads only that file
    ignore: str | None = None  # @fastify/autoload's ignoreFilter / ignorePattern: files it skips (a regex)
    match: str | None = None  # its matchFilter: the only files it loads (a regex)


def _dotted(node: ast.AST) -> str:
    return dotted(node, calls=True)


def _span(node: ast.AST) -> tuple[int, int, int, int]:
    return (node.lineno, node.col_offset, node.end_lineno or node.lineno, node.end_col_offset or 0)  # type: ignore[attr-defined]


class PathEvaluator:
    """Root-relative paths of expressions like `Path(__file__).parent / "routes"`; None if unknown."""

    def __init__(self, path: str, tree: ast.AST):
        self.path = path
        self.names: dict[str, str] = {}
        for node in ast.walk(tree):  # simple `NAME = <path expression>` bindings, anywhere in the file
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                value = self.value(node.value)
                if value is not None:
                    self.names[node.targets[0].id] = value

    def value(self, node: ast.AST) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return posixpath.normpath(node.value) if node.value else ""
        if isinstance(node, ast.Name):
            if node.id == "__file__":
                return self.path
            if node.id == "__path__":
                return posixpath.dirname(self.path)
            return self.names.get(node.id)
        if isinstance(node, ast.Attribute) and node.attr == "parent":
            inner = self.value(node.value)
            return posixpath.dirname(inner) if inner is not None else None
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Div, ast.Add)):
            left, right = self.value(node.left), self.value(node.right)
            if left is None or right is None:
                return None
            if isinstance(node.op, ast.Add):
                return posixpath.normpath(left + right)
            return posixpath.normpath(posixpath.join(left, right))
        if isinstance(node, (ast.List, ast.Tuple)) and len(node.elts) == 1:
            return self.value(node.elts[0])
        if isinstance(node, ast.Call):
            name = _dotted(node.func)
            last = name.rsplit(".", 1)[-1]
            args = [self.value(a) for a in node.args]
            if last in ("getcwd", "cwd") and not node.args:
                return ""
            if last == "dirname" and len(args) == 1 and args[0] is not None:
                return posixpath.dirname(args[0])
            if last in ("abspath", "realpath", "normpath", "Path", "PurePath", "PosixPath", "resolve", "absolute", "str", "fspath"):
                if last in ("resolve", "absolute") and isinstance(node.func, ast.Attribute):
                    return self.value(node.func.value)
                return args[0] if len(args) == 1 else None
            if last == "join" and name in ("os.path.join", "path.join", "join", "posixpath.join") and args:
                if any(a is None for a in args):
                    return None
                return posixpath.normpath(posixpath.join(*[a for a in args if a is not None]))
            if last == "joinpath" and isinstance(node.func, ast.Attribute):
                base = self.value(node.func.value)
                if base is None or any(a is None for a in args):
                    return None
                return posixpath.normpath(posixpath.join(base, *[a for a in args if a is not None]))
            if last == "with_name" and isinstance(node.func, ast.Attribute) and args and args[0] is not None:
                base = self.value(node.func.value)
                return posixpath.join(posixpath.dirname(base), args[0]) if base is not None else None
        return None


def _module_prefix(node: ast.AST) -> str | None:
    """The package an f-string / concatenated module name points into: f"app.routes.{x}" -> "app.routes";
    f"{__name__}.{x}" or "." + x -> "." (the importer's own package)."""
    parts: list[str] = []

    def walk(item: ast.AST) -> bool:  # False once a hole that is not __name__/__package__ is met
        if isinstance(item, ast.Constant) and isinstance(item.value, str):
            parts.append(item.value)
            return True
        if isinstance(item, ast.FormattedValue):
            item = item.value
        if isinstance(item, ast.Name) and item.id in ("__name__", "__package__") and not parts:
            parts.append("\0")
            return True
        if isinstance(item, ast.Attribute) and item.attr in ("__name__", "__package__") and not parts:
            parts.append(_dotted(item.value))  # routes.__name__: the module bound to `routes`
            return True
        if isinstance(item, ast.BinOp) and isinstance(item.op, ast.Add):
            return walk(item.left) and walk(item.right)
        if isinstance(item, ast.JoinedStr):
            return all(walk(v) for v in item.values)
        return False

    if walk(node):
        return None  # a complete literal: an ordinary import
    text = "".join(parts)
    if text.startswith("\0"):  # __name__ / __package__: the importer's own package
        rest = text[1:]
        text = "." + (rest[1:] if rest.startswith(".") else rest)
    if "." not in text:
        return None
    if set(text) == {"."}:
        return text
    head = text[:-1] if text.endswith(".") else text.rsplit(".", 1)[0]
    return head or None


def _relative_with_package(name: str, package: ast.AST | None) -> str:
    """importlib.import_module(".x", package=...) as an import spec the resolver understands."""
    if package is None or isinstance(package, ast.Name) and package.id in ("__name__", "__package__"):
        return name  # relative to the importer's package
    if isinstance(package, ast.Constant) and isinstance(package.value, str):
        level = len(name) - len(name.lstrip("."))
        base = package.value.rsplit(".", level - 1)[0] if level > 1 else package.value
        return f"{base}.{name[level:]}" if name[level:] else base
    return name


def dynamic_imports(tree: ast.AST, render) -> list[tuple[int, str]]:
    """(line, spec) of importlib.import_module / __import__ / import_string calls with a name known
    statically; relative names with `package=` are turned into specs the resolver takes."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = _dotted(node.func).rsplit(".", 1)[-1]
        if func not in ("import_module", "__import__", "import_string", "run_path"):
            continue
        name = render(node.args[0])
        if not name or "\0" in name or isinstance(node.args[0], ast.JoinedStr):
            continue
        package = next((k.value for k in node.keywords if k.arg == "package"), None)
        if package is None and len(node.args) > 1 and func == "import_module":
            package = node.args[1]
        if name.startswith("."):
            name = _relative_with_package(name, package)
        found.append((node.lineno, name))
    return found


def directory_loads(path: str, tree: ast.AST, lines: list[str]) -> list[DirLoad]:
    """Directories whose modules are loaded by listing them (with a computed import in the file),
    and packages named by an import_module f-string."""
    evaluator = PathEvaluator(path, tree)
    listings: list[DirLoad] = []
    prefixes: list[DirLoad] = []
    computed = False
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _dotted(node.func)
        last = name.rsplit(".", 1)[-1]
        text = lines[node.lineno - 1].strip() if node.lineno <= len(lines) else ""
        if last in COMPUTED_IMPORTERS:
            first = node.args[0] if node.args else None
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            if first is not None and not literal:
                computed = True
                prefix = _module_prefix(first)
                package = next((k.value for k in node.keywords if k.arg == "package"), None)
                if prefix and prefix.startswith(".") and package is not None:
                    prefix = _relative_with_package(prefix if prefix != "." else ".", package)
                if prefix:
                    prefixes.append(DirLoad(node.lineno, module_prefix=prefix, how=text))
        if last == "find_modules" and node.args:  # werkzeug.utils.find_modules("app.views") + import_string
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                recursive = any(k.arg == "recursive" and getattr(k.value, "value", False) for k in node.keywords)
                prefixes.append(DirLoad(node.lineno, module_prefix=first.value, recursive=recursive, how=text))
            continue
        if last in LISTING_CALLS:
            recursive = LISTING_CALLS[last] or "**" in text
            if (
                last in ("glob", "rglob", "iterdir")
                and isinstance(node.func, ast.Attribute)
                and name
                not in (
                    "glob.glob",
                    "glob.iglob",
                )
            ):
                directory = evaluator.value(node.func.value)
                if directory is not None and node.args:
                    pattern = evaluator.value(node.args[0])
                    if pattern and "/" in pattern:
                        directory = posixpath.join(directory, pattern.split("*", 1)[0].rsplit("/", 1)[0])
            elif node.args:
                directory = evaluator.value(node.args[0])
                if directory is not None and last in ("glob", "iglob") and "*" in directory:
                    directory = posixpath.dirname(directory.split("*", 1)[0])
                if directory is None and last in ("iter_modules", "walk_packages"):
                    arg = node.args[0]
                    if isinstance(arg, ast.Attribute) and arg.attr == "__path__":
                        prefixes.append(
                            DirLoad(node.lineno, module_prefix=_dotted(arg.value), recursive=recursive, how=text)
                        )
                        continue
            else:
                directory = "" if last in ("listdir", "scandir") else None
            if directory is not None:
                listings.append(
                    DirLoad(
                        node.lineno,
                        directory=posixpath.normpath(directory).lstrip("./") if directory not in ("", ".") else "",
                        recursive=recursive,
                        how=text,
                    )
                )
    for listing in listings:
        listing.imports = computed
    return prefixes + listings


def opened_paths(path: str, tree: ast.AST) -> list[tuple[int, str]]:
    """(line, root-relative path) of path expressions built from __file__ (files the code reads)."""
    evaluator = PathEvaluator(path, tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.BinOp, ast.Call)):
            value = evaluator.value(node)
            if value and value != path and "." in posixpath.basename(value) and not value.endswith(".py"):
                found.append((node.lineno, value))
    return found


def config_modules(path: str, tree: ast.AST) -> list[tuple[int, tuple[str, ...]]]:
    """Flask's `app.config.from_pyfile(name)`: (line, where the file may be). A relative name is
    read from the application's root path (the calling module's directory) or, with
    instance_relative_config, its instance folder (beside the package, or beside a top-level module)."""
    evaluator = PathEvaluator(path, tree)
    found = []
    here = posixpath.dirname(path)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and _dotted(node.func).endswith("from_pyfile") and node.args):
            continue
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str) and not first.value.startswith("/"):
            name = first.value
            candidates = (
                posixpath.join(here, name),
                posixpath.join(posixpath.dirname(here), "instance", name),
                posixpath.join(here, "instance", name),
            )
        else:
            value = evaluator.value(first)
            candidates = (value,) if value else ()
        candidates = tuple(dict.fromkeys(posixpath.normpath(c).lstrip("./") for c in candidates if c is not None))
        if candidates:
            found.append((node.lineno, candidates))
    return found
