"""Sequelize given no host on a PostgreSQL task: `new Sequelize(PGDATABASE, PGUSER, PGPASSWORD,
{ dialect: 'postgres' })` or `new Sequelize({ dialect: 'postgres', database, username })`.
Sequelize fills its own `host` option with 'localhost' and hands it to node-postgres, so the PGHOST
the evaluation gives never reaches the driver: the server connects to localhost, not to the given
server. A URL (`new Sequelize(process.env.DATABASE_URL, {…})`) carries its host; options that come
from elsewhere (a variable, a spread, a config file) are not judged here. Also a database name
or port written into a JS connection's settings (Sequelize, node-postgres Pool/Client) that is
not the given one."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from harness.verify.evidence import short
from harness.verify.members import call_arguments
from harness.verify.project import Project

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan

_NEW_SEQUELIZE = re.compile(r"\bnew\s+(?:\w+\.)?Sequelize\s*\(")


def _constructions(project: Project, got: "Scan", pattern: re.Pattern[str]):
    """(path, line, its text, the match, the call's arguments) of each constructor call the
    running JS code makes, on a PostgreSQL task."""
    if got.target != "postgres":
        return
    for path in got.code:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language == "python":
            continue
        code = project.code(path)
        for match in pattern.finditer(code):
            line = code.count("\n", 0, match.start()) + 1
            if got.live(path, line, match.start() - (code.rfind("\n", 0, match.start()) + 1)):
                yield path, line, short(code.splitlines()[line - 1]), match, call_arguments(code, match.end() - 1)


def sequelize_default_hosts(project: Project, got: "Scan") -> list[dict]:
    given = got.environment.given.get("PGHOST")
    found = []
    for path, line, text, _match, arguments in _constructions(project, got, _NEW_SEQUELIZE):
        if len(arguments) == 1 and re.fullmatch(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?", arguments[0].strip()):
            url_only = _url_only_options(project, path, arguments[0].strip())  # new Sequelize(config.database)
            if url_only:
                found.append({"file": path, "line": line, "text": text,
                              "server": f"localhost (Sequelize's default: given one options object, it reads host, port, database, username "
                                        f"and password from it, not its url ({url_only})), not the given {given}"})  # fmt: skip
            continue
        if len(arguments) == 1 and arguments[0].startswith("{") and re.search(r"\burl\s*:", arguments[0]):
            url_only = _url_only_text(project, path, arguments[0])  # new Sequelize({ url: config.url, ...config.options })
            if url_only:
                found.append({"file": path, "line": line, "text": text,
                              "server": f"localhost (Sequelize's default: given one options object, it reads host, port, database, username "
                                        f"and password from it, not its url), not the given {given}"})  # fmt: skip
            continue
        if not arguments or len(arguments) == 2 or not arguments[-1].startswith("{"):
            continue  # a URL and options, or options from elsewhere
        if len(arguments) == 1 and not arguments[0].startswith("{"):
            continue
        options = arguments[-1]
        if not re.search(r"""\bdialect\s*:\s*['"`]postgres""", options) or re.search(r"\bhost\b|\.\.\.|\breplication\b", options):
            continue
        found.append({"file": path, "line": line, "text": text,
                      "server": f"localhost (Sequelize's default: no host option, so PGHOST is not used), not the given {given}"})  # fmt: skip
    return found


def _url_only_options(project: Project, path: str, name: str) -> str | None:
    """`config.database` (or `options`) is an object literal, in this file or the module `config`
    comes from, with a `url` and a postgres dialect and no host: Sequelize 6 picks only host, port,
    database, username and password out of a lone options object (the url is Sequelize 7's)."""
    found = _object_literal(project, path, name)
    if found is None:
        return None
    where, block = found
    url = re.search(r"\burl\s*:\s*([^,\n]+)", block)
    if url and re.search(r"""\bdialect\s*:\s*['"`]postgres""", block) and not re.search(r"\bhost\b|\.\.\.", block):
        return f"{where}: url: {url.group(1).strip()}"
    return None


def _url_only_text(project: Project, path: str, options: str) -> bool:
    """An options object written in the call (`{ url: …, ...config.options }`) with a url and no
    host, its spreads included (each an object literal the code shows, without a host)."""
    if re.search(r"\bhost\b", options) or re.search(r'"@sequelize/core"', project.texts.get("package.json", "")):
        return False
    blocks = [options]
    for spread in re.findall(r"\.\.\.\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)", options):
        found = _object_literal(project, path, spread)
        if found is None or re.search(r"\bhost\b|\.\.\.", found[1]):
            return False
        blocks.append(found[1])
    return any(re.search(r"""\bdialect\s*:\s*['"`]postgres""", b) for b in blocks)


def _object_literal(project: Project, path: str, name: str) -> tuple[str, str] | None:
    """(file, text) of the object literal `name` (or `module.member`) stands for."""
    if re.search(r'"@sequelize/core"', project.texts.get("package.json", "")):
        return None
    head, _, member = name.partition(".")
    where = path
    if member:
        targets = [t for t in project.binding_targets(path, head) if t in project.parsed]
        where = targets[0] if targets else path
    key = member or head
    code = project.code(where)
    opening = re.search(rf"(?:\b{re.escape(key)}\s*:|(?:const|let|var)\s+{re.escape(key)}\s*=)\s*\{{", code)
    if not opening:
        return None
    depth, end = 0, len(code)
    for index in range(opening.end() - 1, len(code)):
        depth += (code[index] == "{") - (code[index] == "}")
        if depth == 0:
            end = index
            break
    return where, code[opening.end() : end]


_NEW_CONNECTION = re.compile(r"\bnew\s+(?:\w+\.)?(Sequelize|Pool|Client)\s*\(")


def written_connection_settings(project: Project, got: "Scan") -> list[dict]:
    """A database name or port written into a connection's settings on a PostgreSQL task
    (`new Sequelize('conduit_production', process.env.PGUSER, …)`, `new Pool({ database:
    'conduit_dev' })`, `{ port: 5433, … }`) that is not the given PGDATABASE / PGPORT: the tables
    go to another database (or no server answers). node-postgres takes a connectionString's
    values over the options beside it, so those options are not judged."""
    given = {"database": got.environment.given.get("PGDATABASE"), "port": got.environment.given.get("PGPORT")}
    found = []
    for path, line, text, match, arguments in _constructions(project, got, _NEW_CONNECTION):
        options = arguments[-1] if arguments and arguments[-1].startswith("{") else ""
        if match.group(1) != "Sequelize" and (len(arguments) != 1 or "connectionString" in options):
            continue
        written = {}
        positional = re.fullmatch(r"""['"`]([\w-]+)['"`]""", arguments[0].strip()) if match.group(1) == "Sequelize" and len(arguments) >= 3 else None
        named = re.search(r"""\bdatabase\s*:\s*['"`]([\w-]+)['"`]""", options)
        if positional or named:
            written["database"] = (positional or named).group(1)  # type: ignore[union-attr]
        port = re.search(r"""\bport\s*:\s*['"`]?(\d{2,5})\b""", options)
        if port:
            written["port"] = port.group(1)
        for key, value in written.items():
            if given[key] and value != given[key]:
                found.append({"file": path, "line": line, "text": text,
                              "server": f"{key} {value} (written in the {match.group(1)} settings), not the given {given[key]}"})  # fmt: skip
    return found
