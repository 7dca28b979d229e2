"""Values read from the environment in one module and tested in another: a config module that
reads DATABASE_URL and a database module that falls back to SQLite when it is empty
(`from app.config import DATABASE_URL` … `DATABASE_URL or "sqlite:///x.db"`; `const config =
require('./config')` … `config.databaseUrl ? new Sequelize(config.databaseUrl) : sqlite`).

Each module's exports (harness/verify/envbranches.py `python_exports`, jsbranches.py `js_exports`)
are matched to the names its importers bind (parsed.bindings), and an importer that binds any is
read again with them known, so the database check can decide its branches against the
evaluation's environment.

node-config counts as such a module: `config.get('db.url')` (or `config.db.url`) of `require('config')`
reads the variable config/custom-environment-variables maps onto `db.url`, with config/default.*'s
value as its default."""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING

from harness.verify.esm_order import is_esm
from harness.verify.graph import Edge
from harness.verify.jsparse import reread_js_branches
from harness.verify.nodeconfig import PACKAGE, node_config_values
from harness.verify.pyparse import reread_python_branches

if TYPE_CHECKING:
    from harness.verify.project import Project


def _module_stem(path: str) -> str:
    name = posixpath.basename(path)
    if name.startswith("__init__.") or name.startswith("index."):
        return posixpath.basename(posixpath.dirname(path))
    return name.split(".")[0]


def _python_known(project: "Project", path: str) -> dict[str, tuple]:
    known: dict[str, tuple] = {}
    for local, (line, spec, name) in project.parsed[path].bindings.items():
        for edge in project.resolver.resolve(Edge(path, line, spec, names=(name,) if name else ())):
            exports = project.parsed[edge.target].env_exports if edge.target in project.parsed else {}
            if not exports:
                continue
            if name is None or _module_stem(edge.target or "") == name:  # a module: `config.DATABASE_URL`
                known.update({f"{local}.{k}": v for k, v in exports.items()})
            else:  # a name of the module: DATABASE_URL, Config.DATABASE_URL, settings.database_url
                known.update({local + k[len(name) :]: v for k, v in exports.items() if k == name or k.startswith(name + ".")})
    return known


def _js_known(project: "Project", path: str, node_config: dict[str, tuple]) -> dict[str, tuple]:
    known: dict[str, tuple] = {}
    for local, (_, spec, name) in project.parsed[path].bindings.items():
        if spec == PACKAGE and name in (None, "default"):  # node-config
            for key, tree in node_config.items():
                known[f"{local}.get({key})"] = known[f"{local}.{key}"] = tree
            continue
        target = project.resolver.js_spec(spec, path)
        exports = project.parsed[target].env_exports if target in project.parsed else {}
        prefixes = ["default"] if name in (None, "default") else [name, f"default.{name}"]
        for prefix in prefixes:
            known.update({local + k[len(prefix) :]: v for k, v in exports.items() if k == prefix or k.startswith(prefix + ".")})
        if name is None:  # import * as cfg: cfg.databaseUrl for `export const databaseUrl`
            known.update({f"{local}.{k}": v for k, v in exports.items() if not k.startswith("default")})
    return known


_TYPEOF_GLOBAL = re.compile(r"\btypeof\s+(__dirname|__filename|require|module|exports)\b")
_CJS_GLOBALS = {"__dirname": "string", "__filename": "string", "require": "function", "module": "object", "exports": "object"}


def _module_globals(project: "Project", path: str) -> dict[str, tuple]:
    """`typeof __dirname` in a JavaScript file Node runs itself: "undefined" in an ES module (.mjs,
    or .js under "type": "module"), which has no CommonJS globals, else what CommonJS gives. A
    file that declares the name itself, or runs under a TypeScript runner or bundler (which may
    provide it), is left undecided."""
    code = project.texts.get(path, "")
    names = set(_TYPEOF_GLOBAL.findall(code))
    command = project.entries.commands[-1] if project.entries.commands else ""
    if not names or not path.endswith((".js", ".mjs", ".cjs")) or re.search(r"\b(?:tsx|ts-node|bun|babel-node|esbuild|webpack|vite)\b", command):
        return {}
    esm = not path.endswith(".cjs") and is_esm(project, path)
    return {f"typeof {name}": ("const", "undefined" if esm else _CJS_GLOBALS[name]) for name in names
            if not re.search(rf"\b(?:const|let|var|function)\s+{name}\b|\b{name}\s*=(?!=)", code)}  # fmt: skip


def share_environment_values(project: "Project") -> None:
    """Read again the branches of every module that imports environment values from another, or
    tests a CommonJS global (`typeof __dirname !== 'undefined'`)."""
    node_config = node_config_values(project)
    globals_tested = {p: g for p in project.parsed if (g := _module_globals(project, p))}
    if not node_config and not globals_tested and not any(parsed.env_exports for parsed in project.parsed.values()):
        return
    for path, parsed in project.parsed.items():
        if parsed.parse_error is not None:
            continue
        if parsed.language == "python":
            known = _python_known(project, path)
            if known:
                reread_python_branches(parsed, project.texts[path], known)
        else:
            known = {**_js_known(project, path, node_config), **globals_tested.get(path, {})}
            if known:
                reread_js_branches(parsed, project.texts[path], known)
