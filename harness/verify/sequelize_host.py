"""Sequelize given no host on a PostgreSQL task: `new Sequelize(PGDATABASE, PGUSER, PGPASSWORD,
{ dialect: 'postgres' })` or `new Sequelize({ dialect: 'postgres', database, username })`.
Sequelize fills its own `host` option with 'localhost' and hands it to node-postgres, so the PGHOST
the evaluation gives never reaches the driver: the server connects to localhost, not to the given
server. A URL (`new Sequelize(process.env.DATABASE_URL, {…})`) carries its host; options that come
from elsewhere (a variable, a spread, a config file) are not judged here."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from harness.verify.evidence import short
from harness.verify.members import call_arguments
from harness.verify.project import Project

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan

_NEW_SEQUELIZE = re.compile(r"\bnew\s+(?:\w+\.)?Sequelize\s*\(")


def sequelize_default_hosts(project: Project, got: "Scan") -> list[dict]:
    if got.target != "postgres":
        return []
    given = got.environment.given.get("PGHOST")
    found = []
    for path in got.code:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language == "python":
            continue
        code = project.code(path)
        for match in _NEW_SEQUELIZE.finditer(code):
            arguments = call_arguments(code, match.end() - 1)
            if not arguments or len(arguments) == 2 or not arguments[-1].startswith("{"):
                continue  # a URL and options, or options from elsewhere
            if len(arguments) == 1 and not arguments[0].startswith("{"):
                continue
            options = arguments[-1]
            if not re.search(r"""\bdialect\s*:\s*['"`]postgres""", options) or re.search(r"\bhost\b|\.\.\.|\breplication\b", options):
                continue
            line = code.count("\n", 0, match.start()) + 1
            column = match.start() - (code.rfind("\n", 0, match.start()) + 1)
            if got.live(path, line, column):
                found.append({"file": path, "line": line, "text": short(code.splitlines()[line - 1]),
                              "server": f"localhost (Sequelize's default: no host option, so PGHOST is not used), not the given {given}"})  # fmt: skip
    return found


def sequelize_literal_databases(project: Project, got: "Scan") -> list[dict]:
    """A database name written into a Sequelize constructor on a PostgreSQL task (`new
    Sequelize('conduit_production', process.env.PGUSER, …)`, `{ database: 'conduit_dev', … }`)
    that is not the given PGDATABASE: the tables go to another database on the server."""
    if got.target != "postgres":
        return []
    given = got.environment.given.get("PGDATABASE")
    found = []
    for path in got.code:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language == "python":
            continue
        code = project.code(path)
        for match in _NEW_SEQUELIZE.finditer(code):
            arguments = call_arguments(code, match.end() - 1)
            positional = re.fullmatch(r"""['"`]([\w-]+)['"`]""", arguments[0].strip()) if len(arguments) >= 3 else None
            option = re.search(r"""\bdatabase\s*:\s*['"`]([\w-]+)['"`]""", arguments[-1]) if arguments and arguments[-1].startswith("{") else None
            name = (positional or option).group(1) if positional or option else None
            line = code.count("\n", 0, match.start()) + 1
            column = match.start() - (code.rfind("\n", 0, match.start()) + 1)
            if name and given and name != given and got.live(path, line, column):
                found.append({"file": path, "line": line, "text": short(code.splitlines()[line - 1]),
                              "server": f"database {name} (written in the Sequelize constructor), not the given {given}"})  # fmt: skip
    return found
