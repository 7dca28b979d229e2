"""Flask's configuration is one dict filled in order by the steps of the function that builds the
app: `app.config.from_object(…)`, `from_pyfile(…)`, `from_envvar(…)`, `app.config["KEY"] = …`,
`app.config.update(KEY=…)`, `from_mapping(KEY=…)`. A key that a later step of the same function
sets again replaces what the earlier steps put there, so `SQLALCHEMY_DATABASE_URI =
"sqlite:///dev.db"` in config/defaults.py never reaches the app when create_app() then loads a
file that sets the key from DATABASE_URL. Only steps that always run count as replacing (a step
inside an `if`, or a `silent=True` load of a file that is not there, replaces nothing).

The files `from_pyfile` and `from_envvar` execute are Python whatever their suffix
(config/production.cfg): `python_config_files` names them so the project parses them as code."""

from __future__ import annotations

import ast
import posixpath
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from harness.verify.pyast import dotted

if TYPE_CHECKING:
    from harness.verify.environment import Environment
    from harness.verify.project import Project

@dataclass(frozen=True)
class Replaced:
    path: str  # where the setting is
    line: int
    variable: str  # the FLASK_<KEY> that replaces it, or the key set again
    caller: str  # where from_prefixed_env() runs
    call_line: int
    why: str


_LOADERS = ("from_object", "from_pyfile", "from_envvar", "update", "from_mapping")
_ENVVAR_CALL = re.compile(r"""\.from_envvar\(\s*['"](\w+)['"]""")


def envvar_file(value: str, root: str, workdir: str) -> str:
    """The project path of the file a from_envvar variable names. from_pyfile joins a relative name
    to the app's root path (the calling package's directory); run.sh's `$PWD/x.cfg` reads as
    `./x.cfg`, the working directory's."""
    value = re.sub(r"^/workspace/", "./", value.strip("'\""))
    if value.startswith("/"):
        return ""
    base = workdir if value.startswith("./") else root
    return posixpath.normpath(posixpath.join(base, value) if base else value)


def python_config_files(texts: dict[str, str], parsed: dict, env: dict[str, str], workdir: str) -> dict[str, tuple[str, int]]:
    """Files without a .py suffix that Flask executes as configuration: path -> (the module that
    loads it, line). `from_pyfile("prod.cfg")` where pypaths.config_modules finds it (`parsed`:
    the project's parsed files), `from_envvar("X")` with run.sh's X."""
    found: dict[str, tuple[str, int]] = {}
    for path, file in parsed.items():
        if not path.endswith(".py"):
            continue
        for line, candidates in file.config_modules:
            target = next((c for c in candidates if c in texts), None)
            if target and not target.endswith(".py"):
                found.setdefault(target, (path, line))
        text = texts[path]
        for match in _ENVVAR_CALL.finditer(text):
            target = envvar_file(env[match.group(1)], posixpath.dirname(path), workdir) if env.get(match.group(1)) else ""
            if target in texts and not target.endswith(".py"):
                found.setdefault(target, (path, text.count("\n", 0, match.start()) + 1))
    return found


def _module_keys(tree: ast.AST) -> dict[str, int]:
    """Upper-case names a module assigns at its top level (what from_object/from_pyfile take)."""
    keys: dict[str, int] = {}
    for stmt in getattr(tree, "body", []):
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, ast.AnnAssign) else []
        for target in targets:
            if isinstance(target, ast.Name) and target.id.isupper():
                keys[target.id] = stmt.lineno
    return keys


def _class_keys(tree: ast.AST, name: str, seen: frozenset[str] = frozenset()) -> dict[str, int] | None:
    """Upper-case attributes of class `name` in this module, with those it inherits from classes
    of the same module (from_object reads every attribute, inherited ones too)."""
    cls = next((n for n in getattr(tree, "body", []) if isinstance(n, ast.ClassDef) and n.name == name), None)
    if cls is None or name in seen:
        return None
    keys: dict[str, int] = {}
    for base in cls.bases:
        keys.update(_class_keys(tree, dotted(base, calls=True), seen | {name}) or {})
    keys.update(_module_keys(ast.Module(body=cls.body, type_ignores=[])))
    return keys


def _parse(project: "Project", path: str) -> ast.AST | None:
    try:
        return ast.parse(project.texts.get(path, ""))
    except (SyntaxError, ValueError):
        return None


def _object_keys(project: "Project", path: str, node: ast.expr) -> tuple[str, dict[str, int]] | None:
    """(file, key -> line) of what from_object takes: "pkg.settings", "pkg.settings.Prod", an
    imported module or class, `config.Prod` of an imported module, or a class of this file."""
    reference = node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else dotted(node, calls=True)
    if not reference:
        return None
    head, _, rest = reference.partition(".")
    binding = project.parsed[path].bindings.get(head) if path in project.parsed else None
    if binding and not isinstance(node, ast.Constant):  # an imported name: its module (and the name in it)
        module = f"{binding[1]}.{binding[2]}" if binding[2] else binding[1]
        reference = f"{module}.{rest}" if rest else module
    elif not isinstance(node, ast.Constant) and not rest:  # a class of this file
        tree = _parse(project, path)
        keys = _class_keys(tree, reference) if tree is not None else None
        return (path, keys) if keys is not None else None
    target = project.resolver.python_module(reference, path, full_only=True)
    if target and target.endswith(".py"):
        tree = _parse(project, target)
        return (target, _module_keys(tree)) if tree is not None else None
    module, _, name = reference.rpartition(".")
    target = project.resolver.python_module(module, path, full_only=True) if module else None
    tree = _parse(project, target) if target and target.endswith(".py") else None
    keys = _class_keys(tree, name) if tree is not None else None
    return (target, keys) if target and keys is not None else None


def _step_keys(project: "Project", path: str, call: ast.Call, environment: "Environment") -> tuple[str, dict[str, int]] | None:
    """(file, key -> line) that one loading call sets, or None when it cannot be told or may not run."""
    method = call.func.attr if isinstance(call.func, ast.Attribute) else ""
    if method == "from_object" and call.args:
        return _object_keys(project, path, call.args[0])
    if method in ("update", "from_mapping"):
        keys = {k.arg: call.lineno for k in call.keywords if k.arg and k.arg.isupper()}
        if call.args and isinstance(call.args[0], ast.Dict):
            keys.update({k.value: call.lineno for k in call.args[0].keys if isinstance(k, ast.Constant) and str(k.value).isupper()})
        return path, keys
    if method in ("from_pyfile", "from_envvar") and call.args and isinstance(call.args[0], ast.Constant):
        here = posixpath.dirname(path)
        if method == "from_pyfile":
            target = posixpath.normpath(posixpath.join(here, str(call.args[0].value)))
        else:
            value = environment.lookup(str(call.args[0].value))[0]
            target = envvar_file(value, here, project.entries.workdir) if value else ""
        if target not in project.texts:  # silent=True skips it; without, the app does not start
            return None
        tree = _parse(project, target)
        return (target, _module_keys(tree)) if tree is not None else None
    return None


def _config_call(stmt: ast.stmt) -> ast.Call | None:
    """`app.config.from_object(…)` (or update/from_mapping/from_pyfile/from_envvar) as a statement."""
    call = stmt.value if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) else None
    if call is None or not isinstance(call.func, ast.Attribute) or call.func.attr not in _LOADERS:
        return None
    owner = dotted(call.func.value, calls=True)
    return call if owner == "config" or owner.endswith(".config") else None


def _item_key(stmt: ast.stmt) -> str | None:
    """`app.config["KEY"] = …`: KEY."""
    if not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1 or not isinstance(stmt.targets[0], ast.Subscript):
        return None
    target = stmt.targets[0]
    owner = dotted(target.value, calls=True)
    key = target.slice
    if (owner == "config" or owner.endswith(".config")) and isinstance(key, ast.Constant) and isinstance(key.value, str):
        return key.value
    return None


def _read_directly(project: "Project", code: list[str], file: str, key: str) -> bool:
    """Some other module takes the setting from its module itself (`from config.defaults import
    KEY`, `defaults.KEY`), not from the app's configuration: the later step does not replace that."""
    pattern = re.compile(rf"\bimport\b[^\n]*\b{key}\b|(?<!config)\.{key}\b")
    return any(pattern.search(project.code(p)) for p in code if p != file and p in project.parsed)


def replaced_by_later_steps(project: "Project", code: list[str], environment: "Environment") -> list[Replaced]:
    """Settings an earlier step of a Flask app's configuration puts in and a later step of the same
    function replaces: they never reach the running app."""
    found: list[Replaced] = []
    for path in [p for p in code if p in project.parsed and project.parsed[p].language == "python"]:
        if ".config" not in project.code(path) and "config[" not in project.code(path):
            continue
        tree = _parse(project, path)
        bodies = [n.body for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))] if tree else []
        for body in ([tree.body] if tree else []) + bodies:  # type: ignore[attr-defined]
            setters: dict[str, list[tuple[str, int, int, str]]] = {}  # key -> (file, line, step line, step)
            for stmt in body:
                call, key = _config_call(stmt), _item_key(stmt)
                if call is not None:
                    step = _step_keys(project, path, call, environment)
                    for name, line in (step[1] if step else {}).items():
                        setters.setdefault(name, []).append((step[0], line, stmt.lineno, call.func.attr))  # type: ignore[index,union-attr]
                elif key is not None:
                    setters.setdefault(key, []).append((path, stmt.lineno, stmt.lineno, f'config["{key}"] ='))
            for name, steps in setters.items():
                last = steps[-1]
                for file, line, _, _ in steps[:-1]:
                    if (file, line) != last[:2] and not _read_directly(project, code, file, name):
                        why = f"replaced at start: {path}:{last[2]} ({last[3]}) sets {name} again, from {last[0]}:{last[1]}"
                        found.append(Replaced(file, line, name, path, last[2], why))
    return found
