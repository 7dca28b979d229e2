"""Strong mode, database: an application that stops at start-up in the evaluation's environment.

A module-level `if (!process.env.NODE_ENV) throw new Error(…)` / `if not SECRET: raise
SystemExit(…)` whose condition the environment decides to take (the variable is unset: neither the
evaluation nor run.sh nor a loaded .env sets it) stops the server before it serves a request: it
stores nothing, in any database. Only module-level statements count (an `if` at the start of its
line, outside any function), and only when the first statement of the branch taken stops the
process (throw / raise / process.exit / sys.exit)."""

from __future__ import annotations

import re

from harness.verify.environment import Environment, variables_of
from harness.verify.evidence import short
from harness.verify.project import Project

STOPS = re.compile(r"^[\s{:]*(throw\b|raise\b|process\.exit\s*\(|sys\.exit\s*\(|os\._exit\s*\()")
MODULE_LEVEL_IF = re.compile(r"^(if|elif|else)\b")


def _django_without_databases(project: Project, code: list[str]) -> list[dict]:
    """Django settings (INSTALLED_APPS) with no DATABASES anywhere (a misspelt `DATABASE = {…}`):
    Django's default is empty, so every query raises ImproperlyConfigured and nothing is stored."""
    settings = [p for p in code if p.endswith(".py") and re.search(r"^INSTALLED_APPS\s*[=+]", project.code(p), re.MULTILINE)]
    if not settings or any(re.search(r"\bDATABASES\b", t) for p, t in project.texts.items() if p.endswith(".py")):
        return []
    return [{"file": settings[0], "line": 1, "stops": "Django settings that define no DATABASES: every query raises "
             "ImproperlyConfigured", "text": "INSTALLED_APPS without DATABASES"}]  # fmt: skip


def startup_aborts(project: Project, code: list[str], environment: Environment) -> list[dict]:
    """Module-level branches of the used code that stop the process in this environment."""
    found = _django_without_databases(project, code)
    for path in code:
        parsed = project.parsed.get(path)
        if parsed is None:
            continue
        lines = parsed.code.splitlines()
        for branch in parsed.env_branches:
            if not 0 < branch.line <= len(lines) or not MODULE_LEVEL_IF.match(lines[branch.line - 1]):
                continue
            if not _reached(branch, parsed.env_branches, environment):
                continue
            truth = environment.truth(branch.test)
            span = None if truth is None else (branch.when_true if truth else branch.when_false)
            if span is None:
                continue
            first, column = span[0], span[1]
            body = "\n".join([lines[first - 1][column:], *lines[first : first + 2]]) if first <= len(lines) else ""
            if not STOPS.match(body):
                continue
            told = ", ".join(f"{v} {'unset' if environment.lookup(v)[0] is None else 'set'}" for v in sorted(variables_of(branch.test)))  # fmt: skip
            found.append({"file": path, "line": first, "text": short(lines[first - 1].strip()),
                          "stops": f"`{branch.text}` is {truth} in the evaluation ({told}): the process stops at start-up"})  # fmt: skip
    return found


def _reached(branch, branches, environment: Environment) -> bool:
    """An `elif` runs only when every condition before it in its chain is false here."""
    for other in branches:
        span = other.when_false
        before = other is not branch and span is not None and span[0] <= branch.line <= span[2]
        if before and environment.truth(other.test) is not False:
            return False
    return True
