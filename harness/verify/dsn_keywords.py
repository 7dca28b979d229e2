"""Python drivers that take keyword arguments over the DSN beside them: asyncpg's connect() and
create_pool(), psycopg's and psycopg2's connect() and psycopg_pool's pools document that a keyword
(`database=`, `dbname=`, `host=`, `port=`) replaces the value parsed from the connection string.
`asyncpg.create_pool(dsn=DATABASE_URL, database=config.DB_NAME)` with `DB_NAME =
os.environ.get("CONDUIT_DB_NAME", "conduit_app")` and CONDUIT_DB_NAME unset connects to
conduit_app on the given server, not to the given database. postgres.js (`postgres(url, options)`)
does the same with its options object (`host`, `hostname`, `port`, `database`, `db`), and
SQLAlchemy with `connect_args` (libpq's `hostaddr` included). (node-postgres is the other way
round: its connection string wins; that is judged elsewhere.)"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from harness.verify.evidence import short
from harness.verify.project import Project

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan

_CALL = re.compile(r"\b(?:asyncpg\.(?:connect|create_pool)|psycopg2?\.(?:AsyncConnection\.)?connect|(?:Async)?ConnectionPool)\s*\(")
_KEYWORD = re.compile(r"(?<![\w.])(database|dbname|host|port)\s*=\s*([^,()\n]+(?:\([^()]*\))?)")
_GIVEN = {"database": "PGDATABASE", "dbname": "PGDATABASE", "host": "PGHOST", "port": "PGPORT"}
_DEFAULTED = re.compile(r"""^os\.(?:environ\.get|getenv)\(\s*['"](\w+)['"]\s*,\s*['"]?([\w.-]+)['"]?\s*\)$""")


def _arguments(code: str, start: int) -> str:
    """The text of the call's arguments (the call's parenthesis opened right before `start`)."""
    depth = 1
    for index in range(start, min(len(code), start + 1500)):
        depth += (code[index] in "([{") - (code[index] in ")]}")
        if depth == 0:
            return code[start:index]
    return ""


def _definition(project: Project, got: "Scan", path: str, name: str) -> str | None:
    """The right-hand side that gives `name` (or `module.NAME`) its value, in this file or in the
    solution's module it is imported from."""
    head, _, member = name.partition(".")
    where, wanted = path, name
    if member:
        targets = [t for t in project.binding_targets(path, head) if t in project.parsed]
        if not targets or "." in member:
            return None
        where, wanted = targets[0], member
    elif name not in re.findall(r"^\s*(\w+)\s*(?::[^=\n]*)?=", project.code(path), re.MULTILINE):
        targets = [t for t in project.binding_targets(path, name) if t in project.parsed and t != path]
        where = targets[0] if targets else path
    code = project.code(where)
    found = re.search(rf"^\s*{re.escape(wanted)}\s*(?::[^=\n]*)?=\s*(.+?)\s*$", code, re.MULTILINE)
    if not found:
        return None
    number = code.count("\n", 0, found.start(1)) + 1
    parsed = project.parsed.get(where)
    if parsed and any(r.line == number and got.environment.lookup(r.variable)[0] is not None for r in parsed.env_reads):
        return ""  # a settings field whose variable is set: the environment gives it
    return found.group(1)


def _value(project: Project, got: "Scan", path: str, text: str) -> tuple[str, str] | None:
    """(value, how) of a keyword's argument when the code decides it: a literal, or the default of a
    variable nothing sets, directly or through a name; None when the environment gives it."""
    text = text.strip()
    for _ in range(3):
        literal = re.fullmatch(r"""['"]?([\w.-]+)['"]?""", text)
        if literal and (text[:1] in "'\"" or text.isdigit()):
            return literal.group(1), "written in the code"
        defaulted = _DEFAULTED.match(text)
        if defaulted:
            if got.environment.lookup(defaulted.group(1))[0] is not None:
                return None
            return defaulted.group(2), f"the default of {defaulted.group(1)}, which nothing sets"
        if not re.fullmatch(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?", text):
            return None
        text = (_definition(project, got, path, text) or "").strip()
    return None


_JS_CALL = re.compile(r"(?<![\w$.])postgres\s*\(\s*(?!\{)[^,()]+(?:\([^()]*\))?[^,()]*,\s*(\{|[A-Za-z_$][\w$]*)")
_JS_OPTION = re.compile(r"(?<![\w$.])(host|hostname|port|database|db)\s*:\s*([^,\n}]+)")
_JS_GIVEN = {"host": "PGHOST", "hostname": "PGHOST", "port": "PGPORT", "database": "PGDATABASE", "db": "PGDATABASE"}
_JS_DEFAULTED = re.compile(r"""^(?:Number|parseInt|String)?\(?\s*process\.env\.(\w+)\s*(?:\?\?|\|\|)\s*['"]?([\w.-]+)['"]?\s*\)?(?:\s*,\s*10\s*\))?$""")


def _js_object(code: str, start: int, opener: str) -> str:
    """The object literal a postgres.js call is given: written in the call, or the `const name = {…}`
    of this file."""
    if opener == "{":
        return _arguments(code, start)
    bound = re.search(rf"(?:const|let|var)\s+{re.escape(opener)}\s*=\s*\{{", code)
    return _arguments(code, bound.end()) if bound else ""


def _js_options_over_url(project: Project, got: "Scan", path: str) -> list[dict]:
    code = project.code(path)
    if not re.search(r"""from\s+['"]postgres['"]|require\(\s*['"]postgres['"]\s*\)""", code):
        return []
    found = []
    for call in _JS_CALL.finditer(code):
        number = code.count("\n", 0, call.start()) + 1
        if not got.live(path, number, 0):
            continue
        options = _js_object(code, call.end(), call.group(1))
        for option in _JS_OPTION.finditer(options):
            text, expected = option.group(2).strip(), got.environment.given.get(_JS_GIVEN[option.group(1)])
            literal = re.fullmatch(r"""['"]([\w.-]+)['"]|(\d+)""", text)
            defaulted = _JS_DEFAULTED.match(text)
            value = (literal.group(1) or literal.group(2)) if literal else None
            if defaulted and got.environment.lookup(defaulted.group(1))[0] is None:
                value = defaulted.group(2)
            if value and expected and value != expected:
                found.append({"file": path, "line": number, "text": short(code.splitlines()[number - 1]),
                              "server": f"{option.group(1)}: {value} in the options beside the URL: postgres.js "
                                        f"takes the option, not the given {expected}"})  # fmt: skip
    return found


def keywords_over_dsn(project: Project, got: "Scan") -> list[dict]:
    """A driver call given a DSN and a keyword naming another database, host or port."""
    if got.target != "postgres":
        return []
    found = []
    for path in got.code:
        parsed = project.parsed.get(path)
        if parsed is not None and parsed.language != "python":
            found += _js_options_over_url(project, got, path)
        if parsed is None or parsed.language != "python":
            continue
        code = project.code(path)
        found += _connect_args_over_url(project, got, path, code)
        for call in _CALL.finditer(code):
            arguments = _arguments(code, call.end())
            if not re.search(r"(?<![\w.])dsn\s*=|^\s*[^=,]+(?:,|$)", arguments):
                continue  # no connection string: the keywords are the whole setting
            number = code.count("\n", 0, call.start()) + 1
            if not got.live(path, number, 0):
                continue
            for keyword in _KEYWORD.finditer(arguments):
                decided = _value(project, got, path, keyword.group(2))
                expected = got.environment.given.get(_GIVEN[keyword.group(1)])
                if decided and expected and decided[0] != expected:
                    found.append({"file": path, "line": number, "text": short(code.splitlines()[number - 1]),
                                  "server": f"{keyword.group(1)}={decided[0]} ({decided[1]}) over the DSN beside it: "
                                            f"the driver takes the keyword, not the given {expected}"})  # fmt: skip
    return found


_CONNECT_ARGS = re.compile(r"""['"]?\bconnect_args['"]?\s*[:=]\s*(?:\{|dict\()""")
_ARG_ENTRY = re.compile(r"""(?:['"](host|hostaddr|port|dbname|database)['"]\s*:|(?<![\w.])(host|hostaddr|port|dbname|database)\s*=)\s*([^,()\n}]+(?:\([^()]*\))?)""")


def _connect_args_over_url(project: Project, got: "Scan", path: str, code: str) -> list[dict]:
    """SQLAlchemy's `connect_args` (given to `create_engine(url, connect_args={"host": …})`, or
    through Flask-SQLAlchemy's `SQLALCHEMY_ENGINE_OPTIONS`): the dialect passes them to the driver
    after the URL's parts, so they win; libpq's `hostaddr` (psycopg) sends every connection to that
    address whatever the URL's host (the host name is kept for TLS only)."""
    found = []
    for extra in _CONNECT_ARGS.finditer(code):
        number = code.count("\n", 0, extra.start()) + 1
        if not got.live(path, number, 0):
            continue
        for entry in _ARG_ENTRY.finditer(_arguments(code, extra.end())):
            key = entry.group(1) or entry.group(2)
            decided = _value(project, got, path, entry.group(3))
            expected = got.environment.given.get(_GIVEN.get(key, "PGHOST"))
            if decided and expected and decided[0] != expected:
                how = "libpq connects to that address, whatever the URL's host" if key == "hostaddr" else "the driver takes it over the URL"
                found.append({"file": path, "line": number, "text": short(code.splitlines()[number - 1]),
                              "server": f"connect_args {key}={decided[0]} ({decided[1]}): {how}, not the given {expected}"})  # fmt: skip
    return found
