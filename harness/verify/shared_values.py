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
from typing import TYPE_CHECKING

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


def share_environment_values(project: "Project") -> None:
    """Read again the branches of every module that imports environment values from another."""
    node_config = node_config_values(project)
    if not node_config and not any(parsed.env_exports for parsed in project.parsed.values()):
        return
    for path, parsed in project.parsed.items():
        if parsed.parse_error is not None:
            continue
        if parsed.language == "python":
            known = _python_known(project, path)
            if known:
                reread_python_branches(parsed, project.texts[path], known)
        else:
            known = _js_known(project, path, node_config)
            if known:
                reread_js_branches(parsed, project.texts[path], known)
