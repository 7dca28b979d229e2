"""Calls of the solution's own functions that look like ORM calls. Sequelize's query names are
common words (`create`, `findOne`, `findAll`, `destroy`, `update`, `count`): `articleStore.create(…)`
on a module of the solution that defines and exports `create` calls that function, not the ORM.
Whether the ORM really runs is then read where it would run — in that module's own code, which
is in the used code too — so discounting the call at the caller loses nothing.

JavaScript/TypeScript only: the receiver must be a name bound to a local module as a whole
(`const store = require('./store')`, `import * as store`, `import store from` a default-exported
object), or one hop further (`const { articleStore } = require('./container')`, where the container
binds articleStore to a module); and that module must define the called name itself. A receiver
that is an instance (`this.repo`, `new Repo()`), a model, or anything not resolved counts as an
ORM call, as before."""

from __future__ import annotations

import re

from harness.verify.graph import Edge
from harness.verify.project import Project

_RECEIVER = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)\s*\??$")  # what precedes the matched `.name(`
_METHOD = re.compile(r"\.\s*([A-Za-z_$][\w$]*)")
_WHOLE_EXPORT = re.compile(r"\bmodule\.exports\s*=(?!\s*\{)|\bexport\s+default(?!\s*\{)")


def _module_of(project: Project, path: str, local: str, hops: int = 1) -> str | None:
    """The local module a name stands for as a whole, or None."""
    parsed = project.parsed.get(path)
    if parsed is None or local not in parsed.bindings:
        return None
    line, spec, name = parsed.bindings[local]
    resolved = project.resolver.resolve(Edge(path, line, spec))
    target = resolved[0].target if resolved else None
    if not target or target not in project.parsed or target.endswith("/"):
        return None
    if name in (None, "default"):
        return target
    if hops and name in project.parsed[target].bindings:  # re-exported from a container
        return _module_of(project, target, name, hops - 1)
    return None


def own_function_call(project: Project, path: str, line: str, match: re.Match[str]) -> str | None:
    """The module whose own function the matched `.name(` call runs, or None (see the module docstring)."""
    parsed = project.parsed.get(path)
    if parsed is None or parsed.language == "python":
        return None
    method = _METHOD.match(match.group(0))
    receiver = _RECEIVER.search(line[: match.start()])
    if not method or not receiver:
        return None
    target = _module_of(project, path, receiver.group(1))
    if target is None or project.parsed[target].language == "python":
        return None
    module = project.parsed[target]
    if _WHOLE_EXPORT.search(module.code):
        return None  # module.exports = User: the module's own names are not what the caller gets
    name = method.group(1)
    return target if name in module.top_names and name not in module.bindings else None
