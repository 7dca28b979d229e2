"""PostgreSQL tasks: is it the PostgreSQL the task gives? A server the code names itself — a URL or
a `host` option with a literal host other than the given one (`@db:5432`, the docker-compose
service), while nothing reads the given server's address (DATABASE_URL, PGHOST) — or the given
database's name changed on the way (`${PGDATABASE}_${env}`, `PGDATABASE + '_test'`) is another
database than the one the prompt gives, though the engine is the right one. So is a server that
the solution's own settings name (run.sh, its .env files) and a database the server creates itself."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from harness.verify.cli_options import servers_on_command_line
from harness.verify.configs import skipped_lines
from harness.verify.dsn_keywords import keywords_over_dsn
from harness.verify.url_replace import replaced_urls
from harness.verify.environment import GIVEN_BY_EVALUATION
from harness.verify.evidence import short
from harness.verify.project import Project
from harness.verify.sequelize_host import sequelize_default_hosts, written_connection_settings
from harness.verify.shell import expand_known

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan

_URL_HOST = re.compile(r"postgres(?:ql)?(?:\+\w+)?://(?:[^@/\s]*@)?([^:/\s'\"`?,]+)")
_HOST_OPTION = re.compile(r"""\bhost['"]?\s*[:=]\s*['"]([\w.-]+|/[\w./-]+)['"]""", re.IGNORECASE)  # a name, or a socket directory; Django's "HOST"
# a libpq keyword/value connection string's host (`"host=localhost port=5432 dbname=conduit"`),
# in a string that names another connection keyword too
_CONNINFO_HOST = re.compile(r"""['"](?=[^'"\n]*\b(?:dbname|user|port|password)=)(?:[^'"\n]*\s)?host=([\w.-]+|/[\w./-]+)(?=[\s'"])""")
# an unquoted host in an INI/YAML configuration file (`host = localhost` under [database])
_BARE_HOST = re.compile(r"""^\s*(?:db_?|database_?|pg_?)?host(?:name)?\s*[:=]\s*([A-Za-z0-9][\w.-]*)\s*(?:[#;].*)?$""", re.IGNORECASE)
_SERVER_VARIABLES = ("DATABASE_URL", "PGHOST")
# the given database's name with something appended or prepended inside the same string
_ALTERED_NAME = re.compile(
    r"""\$\{[^}]*\bPGDATABASE\b[^}]*\}[\w-]|[\w-]\$\{[^}]*\bPGDATABASE\b[^}]*\}"""  # `${PGDATABASE}_${env}`
    r"""|\{[^}]*\bPGDATABASE\b[^}]*\}[_-]"""  # f"{PGDATABASE}_test"
    r"""|\bPGDATABASE\b['"\]]?\)?\s*(?:\|\|\s*['"]\w+['"]\s*\)?\s*)?\+\s*['"`][_-]"""  # PGDATABASE + '_test'
)


def _url_host(text: str) -> str | None:
    """A URL's literal host (host options are read apart, among connection settings only)."""
    match = _URL_HOST.search(text)
    if not match:
        return None
    host = match.group(1)
    return host if re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9.-]*", host) else None


def _statement_text(project: Project, item: dict) -> str:
    """The evidence's line joined with the string pieces that continue it on the next lines
    (`f"postgresql://{user}:{pw}"` newline `f"@db:5432/{name}"`, `'…' +` newline `'…'`)."""
    path = item.get("file", "")
    if path not in project.parsed:
        return item.get("text", "")
    lines = project.code(path).splitlines()
    chunk = "\n".join(lines[item["line"] - 1 : item["line"] + 3])
    return re.sub(r"""['"`]\s*\+?\s*\n\s*[rfbuRFBU]*['"`]""", "", chunk)


def reads_given_server(got: "Scan") -> bool:
    """Some used code reads a variable that holds the given server's address: DATABASE_URL or
    PGHOST, or one run.sh sets from them (`export POSTGRES_URL="$DATABASE_URL"`, a URL built
    from ${PGHOST} …)."""
    given = {got.environment.given.get(v) for v in _SERVER_VARIABLES} - {None}
    host = got.environment.given.get("PGHOST")
    for item in got.found["postgres"]:
        read = re.match(r"reads (\w+),", item.get("evidence", ""))
        value = got.environment.lookup(read.group(1))[0] if read else None
        if value is not None and (value in given or (host and _url_host(value) == host)):  # or run.sh built it from PG*
            return True
    return False


def _connection_settings(lines: list[str], number: int | None) -> bool:
    """A `host` option among a connection's settings (user, password, database …), not a server's
    own listening address (`listen({ host: '0.0.0.0' })`). `number` None: `lines` is the option's
    whole section of a configuration file."""
    if number is None:
        return bool(re.search(r"\b(user|username|password|database|dbname|db_name)\b", "\n".join(lines), re.IGNORECASE))
    window = "\n".join(lines[max(0, number - 4) : number + 3])
    settings = r"\b(user|username|password|database|dbname|db_name|dialect|engine)\b|\bnew\s+(\w+\.)?(Sequelize|Pool|Client)\s*\("
    return "listen" not in lines[number - 1] and bool(re.search(settings, window, re.IGNORECASE))


def _section(lines: list[str], number: int) -> list[str]:
    """The lines of the `[section]` of a TOML/INI file holding line `number` (the whole file when
    it has no sections, as JSON)."""
    headers = [n for n, text in enumerate(lines, start=1) if re.match(r"^\s*\[[^\]]+\]\s*$", text)]
    if not headers:
        return lines
    start = max((n for n in headers if n <= number), default=1)
    end = min((n for n in headers if n > number), default=len(lines) + 1)
    return lines[start - 1 : end - 1]


def _block(lines: list[str], number: int) -> list[str]:
    """The settings around line `number` of a configuration file: its INI `[section]`, or in an
    indented file (YAML) the lines at its indentation under the same parent key, the key included."""
    if any(re.match(r"^\s*\[[^\]]+\]\s*$", text) for text in lines):
        return _section(lines, number)
    indent = len(lines[number - 1]) - len(lines[number - 1].lstrip())
    first = last = number
    while first > 1 and (not lines[first - 2].strip() or len(lines[first - 2]) - len(lines[first - 2].lstrip()) >= indent):
        first -= 1
    while last < len(lines) and (not lines[last].strip() or len(lines[last]) - len(lines[last].lstrip()) >= indent):
        last += 1
    return lines[max(0, first - 2) : last]  # the parent key's line too


def other_servers(project: Project, got: "Scan") -> list[dict]:
    """Postgres evidence in used code and configuration that names a server other than the given
    one, when nothing reads the given server's address."""
    if got.target != "postgres":
        return []
    if reads_given_server(got):  # the address is the given one; a port nothing gives can still be wrong
        return (_unset_host_defaults(project, got, got.environment.given.get("PGHOST"), host_read=True)
                + sequelize_default_hosts(project, got) + written_connection_settings(project, got) + _databases_set_by_solution(project, got) + _hosts_over_the_url(project, got) + _literal_ports(project, got) + _literal_port_options(project, got)
                + keywords_over_dsn(project, got) + replaced_urls(project, got) + servers_on_command_line(project, got))
    given = got.environment.given.get("PGHOST")
    found = []
    for item in got.found["postgres"]:
        host = _url_host(_statement_text(project, item))
        if host and host != given:
            found.append({**item, "server": f"{host}, not the given {given}"})
    for path in list(got.code) + sorted(got.data):
        code = path in got.code
        if not any(i["file"] == path for i in got.found["postgres"]) and (code or not got.found["postgres"]):
            continue  # a configuration file the code reads: its database section is judged below
        lines = (project.code(path) if code else project.texts.get(path, "")).splitlines()
        skipped = {} if code else skipped_lines(project, path)  # config.json's blocks of other environments
        for number, line in enumerate(lines, start=1):
            match = _HOST_OPTION.search(line) or _CONNINFO_HOST.search(line) or (None if code else _BARE_HOST.match(line))
            if not match or match.group(1) in (given, "0.0.0.0", "::"):  # a listening address is no server to connect to
                continue
            live = got.live(path, number, match.start()) if code else number not in skipped
            if match.re is _BARE_HOST and not re.search(r"dbname|database|postgres|^\s*\[db\]", "\n".join(_block(lines, number)), re.IGNORECASE | re.MULTILINE):
                continue  # an unquoted host outside a database section (a cache's, the server's own)
            if live and _connection_settings(lines if code else _block(lines, number), number if code else None):
                found.append({"file": path, "line": number, "text": short(line), "server": f"{match.group(1)}, not the given {given}"})
    return (found + _unset_host_defaults(project, got, given) + _servers_set_by_solution(project, got, given)
            + _service_file_servers(project, got) + sequelize_default_hosts(project, got) + written_connection_settings(project, got) + _databases_set_by_solution(project, got)
            + _hosts_over_the_url(project, got) + _literal_ports(project, got) + _literal_port_options(project, got)
                + keywords_over_dsn(project, got) + replaced_urls(project, got) + servers_on_command_line(project, got))


_SERVICE = re.compile(r"""['"]service['"]\s*:\s*['"]([\w.-]+)['"]|\bservice=([\w.-]+)""")


def _service_file_servers(project: Project, got: "Scan") -> list[dict]:
    """A libpq service the used code connects through (`OPTIONS: {"service": "conduit"}`,
    `service=conduit` in a conninfo) whose section in the service file run.sh points PGSERVICEFILE
    at names another host or database: libpq takes the file's values before PGHOST/PGDATABASE."""
    value = got.environment.lookup("PGSERVICEFILE")[0]
    if not value:
        return []
    path = re.sub(r"^(\$\{?PWD\}?|\.)/", "", value.strip("'\""))
    text = project.texts.get(path)
    if text is None:
        return []
    sections: dict[str, dict[str, str]] = {}
    current = None
    for line in text.splitlines():
        header = re.match(r"^\s*\[([^\]]+)\]", line)
        if header:
            current = sections.setdefault(header.group(1).strip(), {})
        elif current is not None and "=" in line and not line.lstrip().startswith("#"):
            key, _, setting = line.partition("=")
            current[key.strip()] = setting.strip()
    given = {"host": got.environment.given.get("PGHOST"), "dbname": got.environment.given.get("PGDATABASE")}
    found = []
    for code_path in got.code:
        for number, line in enumerate(project.code(code_path).splitlines(), start=1):
            match = _SERVICE.search(line)
            section = sections.get((match.group(1) or match.group(2)) if match else "")
            if not section:
                continue
            other = {k: section[k] for k in given if k in section and section[k] != given[k]}
            if other and got.live(code_path, number, match.start()):
                named = ", ".join(f"{k}={v}" for k, v in other.items())
                found.append({"file": code_path, "line": number, "text": short(line),
                              "server": f"the libpq service of {path} ({named}), not the given {given['host']}/{given['dbname']}"})  # fmt: skip
    return found


# right before the read (through a conversion: `port: parseInt(process.env.X || "5433")`)
# (or a database setting's name ending in it: `POSTGRES_HOST = os.getenv(…)`, `db_port: int = …`)
# (`POSTGRES_SERVER`, `DB_ADDR`: other words for the host, with a database prefix only; the
# database's name too, `"NAME": os.getenv("POSTGRES_DB", "conduit_db")`)
_DB_PREFIX = r"(?:\b|(?:db|database|postgres|postgresql|pg|sql)_|\bpg)"  # pguser, the PG* names as fields
_KEY_END = r"""['"]?\s*(?::\s*\w+\s*=|[:=])\s*(?:(?:int|Number|parseInt|str|String)\s*\()?\s*$"""
_SERVER_KEY = re.compile(r"(?:" + _DB_PREFIX + r"(?P<host>host(?:name)?)|" + _DB_PREFIX + r"(?P<port>port)|"
                         r"\b(?:db|database|postgres|postgresql|pg|sql)_(?P<server>server|addr(?:ess)?)|"
                         r"(?:\b|['\"])(?P<name>name|database|dbname|db_name)|"
                         r"\b(?:postgres|postgresql|pg)_(?P<db>db))" + _KEY_END, re.IGNORECASE)
_REPLICA = re.compile(r"\breplication\b|\bread\s*:\s*\[|\breplicas?\b", re.IGNORECASE)  # a replica's own host
_CONSTRUCTOR = re.compile(r"\bnew\s+(?:\w+\.)?(?:Sequelize|Pool|Client)\s*\(")
_OTHER_PARTS = re.compile(_DB_PREFIX + r"""(host|user(name)?|password)['"]?\s*(?::\s*\w+\s*=|[:=])""", re.IGNORECASE)
_SETTING_KEY = re.compile(_DB_PREFIX + r"""(user(name)?|password|name|database|dbname|db_name)['"]?\s*(?::\s*\w+\s*=|[:=])""", re.IGNORECASE)  # beside it


def _unset_host_defaults(project: Project, got: "Scan", given: str | None, host_read: bool = False) -> list[dict]:
    """A host, port or database-name setting read from a variable the evaluation never sets, whose
    default names another server or database (`"HOST": os.getenv("POSTGRES_HOST", "db")`, the
    docker-compose service; `port: parseInt(process.env.POSTGRES_PORT || "5433")`; `"NAME":
    os.getenv("POSTGRES_DB", "conduit_db")` beside the given PGHOST): the default runs. host_read:
    the given host is read, so only the port and the name can still be wrong."""
    expected_of = {"host": given, "server": given, "port": got.environment.given.get("PGPORT"),
                   "name": got.environment.given.get("PGDATABASE"), "db": got.environment.given.get("PGDATABASE")}
    given_url = got.environment.given.get("DATABASE_URL")
    reads = [r for p in got.code if p in project.parsed for r in project.parsed[p].env_reads]
    values = [got.environment.lookup(r.variable)[0] or "" for r in reads]  # run.sh may build it from PG*
    given_host = got.environment.given.get("PGHOST")
    if any(v == given_url or re.search(r"\$\{?PGHOST\b", v) or ("://" in v and _url_host(v) == given_host)
           for v in values):  # fmt: skip
        return []  # the given URL is read too: settings in parts are its fallback (a validator's, an `or`'s)
    found = []
    for path in got.code:
        parsed = project.parsed.get(path)
        if parsed is None:
            continue
        lines = project.code(path).splitlines()
        for read in parsed.env_reads:
            if not read.default or read.default[0] != read.line or got.environment.lookup(read.variable)[0] is not None:
                continue
            line = lines[read.line - 1]
            # `host: os.getenv(…)`, or a settings field whose name is the key (`postgres_host: str = "db"`)
            key = _SERVER_KEY.search(line[: read.column]) or _SERVER_KEY.search(line[: read.default[1]])
            kind = key.lastgroup if key else None
            replica = _REPLICA.search("\n".join(lines[max(0, read.line - 4) : read.line]))  # read: [{ host: … }]
            if kind is None or (host_read and kind in ("host", "server") and not replica):
                continue
            written = line[read.default[1] : read.default[3]].strip()
            if not re.match(r"""['"`\d]""", written):
                continue  # the default is another read (`env.DB_REPLICA_HOST || env.PGHOST`), not a literal
            default = written.strip("'\"`")
            expected = expected_of[kind]
            socket = kind in ("host", "server") and re.fullmatch(r"/[\w./-]+", default)  # libpq: a Unix socket's directory
            if not (re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", default) or socket) or default == expected or expected is None:
                continue
            window = lines[max(0, read.line - 5) : read.line + 4]
            if kind in ("name", "db"):  # a name is a database's only among a connection's other parts
                beside = any(_OTHER_PARTS.search(text) for n, text in enumerate(window, start=max(1, read.line - 4)) if n != read.line)
            else:  # other settings of the same connection (keys at its indentation), or the constructor taking them
                indent = len(line) - len(line.lstrip())
                siblings = [t for t in window if len(t) - len(t.lstrip()) == indent or t.strip().startswith("{")]
                above = "\n".join(lines[max(0, read.line - 9) : read.line])  # the constructor opening a few lines up
                beside = bool(_SETTING_KEY.search("\n".join(siblings)) or _CONSTRUCTOR.search(above))
            if got.live(path, read.line, read.column) and beside and not re.search(r"\blisten\b|\.run\(", line):
                what = "database" if kind in ("name", "db") else "server"
                found.append({"file": path, "line": read.line, "text": short(line),
                              "server": f"{what} {default} (the default of {read.variable}, which nothing sets), not the given {expected}"})  # fmt: skip
    return found


# a variable that names a database server, or a whole PostgreSQL URL
_HOST_VARIABLE = re.compile(r"(^|_)(DB|DATABASE|POSTGRES|POSTGRESQL|PG|SQL)_?(HOST|HOSTNAME|SERVER)$")


def _servers_set_by_solution(project: Project, got: "Scan", given: str | None) -> list[dict]:
    """A server the solution's own settings name — run.sh's exports, the .env files it loads
    (`CONDUIT_POSTGRES_HOST=localhost`, `POSTGRES_URI=postgres://…@localhost/postgres` in
    .env.defaults), a module's `process.env.PGHOST = process.env.DB_HOST || 'localhost'` — other than the given one, when the used code reads that setting (by the
    variable's name, or by its name after a prefix, as dynaconf or pydantic-settings strip it)."""
    environment = got.environment
    code = "\n".join(project.code(p) for p in got.code)
    found = []
    for variable in sorted(set(environment.script) | set(environment.files) | set(environment.code)):
        value, who = environment.lookup(variable)
        if value is None or "$" in value or who == GIVEN_BY_EVALUATION:
            continue  # unset, unexpanded, or the evaluation's own value (a .env that does not override it)
        value = value.strip().strip("'\"")
        host = _url_host(value) if "://" in value else (value if _HOST_VARIABLE.search(variable) else None)
        if not host or host == given or not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9.-]*", host):
            continue
        parts = variable.split("_")
        names = {variable} | {"_".join(parts[n:]) for n in range(1, len(parts) - 1)}  # POSTGRES_HOST, not HOST
        read = sorted(n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", code, re.IGNORECASE))  # db_host fields
        if not read and variable == "PGHOST" and _libpq_driver(project, got):
            read = ["PGHOST (read by the driver itself)"]  # `export PGHOST=127.0.0.1` under an empty conninfo
        if read:
            found.append(_set_by_solution(project, variable, value, who, f"{host}, set by {who} and read as {read[0]}, not the given {given}"))
    return found


def _set_by_solution(project: Project, variable: str, value: str, who: str, what: str) -> dict:
    """The evidence of a setting the solution gives (`who`: run.sh, or a file and its line)."""
    where, _, line = who.partition(":")
    number = int(line) if line.isdigit() else _setting_line(project.texts.get(where, ""), variable)
    return {"file": where, "line": number, "text": f"{variable}={short(value)}", "server": what}


# a driver's connect call given a URL and keyword settings: the keywords win over the URL's parts
# (psycopg, psycopg2, asyncpg and aiopg merge them so), `connect(os.environ["DATABASE_URL"], host=…)`
_CONNECT_WITH_URL = re.compile(r"""\b(?:psycopg2?|asyncpg|aiopg)\.(?:AsyncConnection\.)?connect\s*\((?P<url>[^,()]*(?:\([^()]*\))?[^,()]*),(?P<rest>.*)$""")
_HOST_KEYWORD = re.compile(r"""\bhost\s*=\s*""")
def _named_kwargs_hosts(code: str, names: set[str]) -> set[int]:
    """Lines holding a "host" entry of a dict this file assigns to a name a pool's `kwargs=` takes
    (`CONNECT_KWARGS = {"host": …}` … `ConnectionPool(url, kwargs=CONNECT_KWARGS)`)."""
    found: set[int] = set()
    for name in names:
        for start in re.finditer(rf"^({re.escape(name)})\s*(?::[^=\n]*)?=\s*(?:\{{|dict\()", code, re.MULTILINE):
            first = code.count("\n", 0, start.start()) + 1
            for offset, line in enumerate(code[start.start() :].splitlines()[:30]):
                if re.search(r"""['"]host['"]\s*:|\bhost\s*=""", line):
                    found.add(first + offset)
                if offset and re.match(r"^[}\)]", line):
                    break
    return found


# psycopg_pool's `ConnectionPool(conninfo=…, kwargs={…, "host": …})`: connect() merges the kwargs over the conninfo
_POOL_KWARGS_NAME = re.compile(r"""\b(?:Async)?(?:Null)?ConnectionPool\s*\((?:[^()]|\([^()]*\))*?\bkwargs\s*=\s*([A-Za-z_]\w*)\b(?!\s*\()""")
_POOL_KWARGS_HOST = re.compile(r"""\b(?:Async)?(?:Null)?ConnectionPool\s*\((?:[^()]|\([^()]*\))*?\bkwargs\s*=\s*(?:\{|dict\()[^{}]*?(?P<host>['"]host['"]\s*:)""")
_CONNECT_ARGS_HOST = re.compile(r"""\bconnect_args\s*=\s*(?:\{[^}]*?['"]host['"]\s*:\s*|dict\([^)]*?\bhost\s*=\s*)""")


_URL_PORT = re.compile(r"""postgres(?:ql)?(?:\+\w+)?://(?:\{[^{}]*\}|[^\s'"`{}@])*@(?:\$?\{[^{}]*\}|[\w.-]+):(\d{2,5})(?=/|['"`]|$)""")


def _literal_ports(project: Project, got: "Scan") -> list[dict]:
    """A URL the used code builds with a port written in it that is not the given one
    (`f"postgresql://{user}:{pw}@{os.environ['PGHOST']}:5433/{db}"`): another server, or none."""
    given = got.environment.given.get("PGPORT")
    found = []
    for item in got.found["postgres"]:
        if not given or str(item.get("evidence", "")).startswith("reads "):
            continue  # a read's text may hold its dormant default
        port = _URL_PORT.search(_statement_text(project, item))
        if port and port.group(1) != given:
            found.append({**item, "server": f"port {port.group(1)} written in the URL, not the given {given}"})
    return found


_PORT_OPTION = re.compile(r"""(?:['"]PORT['"]\s*:|\bport\s*=)\s*['"]?(\d{2,5})\b""")
_SERVES = re.compile(r"\b(run|run_app|listen|serve|bind|uvicorn|gunicorn|hypercorn|runserver)\b")


def _literal_port_options(project: Project, got: "Scan") -> list[dict]:
    """A port written among a Python connection's settings that is not the given one (Django's
    `"PORT": "5433"`, `psycopg2.connect(…, port=5433)`); a server's own listening port is not one."""
    given = got.environment.given.get("PGPORT")
    found = []
    for path in got.code:
        parsed = project.parsed.get(path)
        if not given or parsed is None or parsed.language != "python":
            continue
        lines = project.code(path).splitlines()
        for number, line in enumerate(lines, start=1):
            match = _PORT_OPTION.search(line)
            if (match and match.group(1) != given and not _SERVES.search(line) and got.live(path, number, match.start())
                    and _connection_settings(lines, number)):  # fmt: skip
                found.append({"file": path, "line": number, "text": short(line), "server": f"port {match.group(1)}, not the given {given}"})
    return found


def _hosts_over_the_url(project: Project, got: "Scan") -> list[dict]:
    """A host keyword beside the given URL in a driver's connect call, or in the `connect_args`
    SQLAlchemy passes to the driver, naming another server (a literal, or the default of a variable
    nothing sets): the keyword is what the driver uses."""
    given = got.environment.given.get("PGHOST")
    found = []
    kwargs_names = {m.group(1) for p in got.code if p.endswith(".py") for m in _POOL_KWARGS_NAME.finditer(project.code(p))}
    for path in got.code:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language != "python":
            continue
        code = project.code(path)
        pool_hosts = {code.count("\n", 0, m.start("host")) + 1 for m in _POOL_KWARGS_HOST.finditer(code)}
        pool_hosts |= _named_kwargs_hosts(code, kwargs_names)
        for number, line in enumerate(code.splitlines(), start=1):
            call = _CONNECT_WITH_URL.search(line)
            keyword = _HOST_KEYWORD.search(line, call.start("rest")) if call else None
            if call is None:  # SQLAlchemy hands connect_args to the driver over what the URL gives
                call = keyword = _CONNECT_ARGS_HOST.search(line)
            if call is None and number in pool_hosts:  # psycopg_pool passes kwargs= to connect() over the conninfo
                call = keyword = re.compile(r"""['"]host['"]\s*:\s*|\bhost\s*=\s*""").search(line)
            if not keyword or not got.live(path, number, call.start()):  # type: ignore[union-attr]
                continue
            value = line[keyword.end() :]
            literal = re.match(r"""['"]([\w.-]+)['"]""", value)
            host = literal.group(1) if literal else None
            read = next((r for r in parsed.env_reads if r.line == number and r.column == keyword.end()), None)
            if read is not None:
                set_to = got.environment.lookup(read.variable)[0]
                default = line[read.default[1] : read.default[3]].strip("'\"") if read.default and read.default[0] == number else None
                host = set_to if set_to is not None else default
            if host and host != given and re.fullmatch(r"[\w.-]+", host):
                found.append({"file": path, "line": number, "text": short(line),
                              "server": f"{host}, the host keyword that overrides the given URL's, not the given {given}"})  # fmt: skip
    return found


# a variable naming the database (not the server): PGDATABASE, POSTGRES_DB, DB_NAME …
_DBNAME_VARIABLE = re.compile(r"(^|_)(PG|POSTGRES|POSTGRESQL|DB|DATABASE)_?(DATABASE|DB|NAME|DBNAME)$")


def _databases_set_by_solution(project: Project, got: "Scan") -> list[dict]:
    """Another database on the given server (or another port), set by the solution over the evaluation's values
    (`createdb conduit_api; export PGDATABASE=conduit_api`, `DATABASE_URL=…/conduit_dev node …` in
    run.sh, a loaded .env that overrides): the data goes where the prompt did not ask."""
    environment = got.environment
    given = environment.given.get("PGDATABASE")
    code = "\n".join(project.code(p) for p in got.code)
    found = []
    for variable in sorted(set(environment.script) | set(environment.files) | set(environment.code)):
        value, who = environment.lookup(variable)
        if value is not None and "$" in value:  # built from the given values: `${DATABASE_URL%/*}/conduit_app`
            value = expand_known(value, environment.given)
        if value is None or "$" in value or who == GIVEN_BY_EVALUATION:
            continue
        value = value.strip().strip("'\"")
        if "://" in value:
            if not re.match(r"postgres(ql)?(\+\w+)?://", value):
                continue
            port = _url_port(value)
            if port and environment.given.get("PGPORT") and port != environment.given["PGPORT"] and re.search(
                    rf"(?<!\w){re.escape(variable)}(?!\w)", code):  # fmt: skip
                found.append(_set_by_solution(project, variable, value, who, f"port {port}, set by {who} and read as "
                                              f"{variable}, not the given {environment.given['PGPORT']}"))  # fmt: skip
                continue
            name = urlsplit(value).path.lstrip("/") or None
        else:
            name = value if _DBNAME_VARIABLE.search(variable) else None
        if not name or name == given or not re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_.-]*", name):
            continue
        read = re.search(rf"(?<!\w){re.escape(variable)}(?!\w)", code) is not None
        if not read and variable == "PGDATABASE" and _libpq_driver(project, got):
            read = True  # read by the driver itself under an empty conninfo
        if read:
            found.append(_set_by_solution(project, variable, value, who, f"database {name}, set by {who} and read as {variable}, not the given {given}"))
    return found


def _url_port(url: str) -> str | None:
    try:
        port = urlsplit(url).port
    except ValueError:
        return None
    return str(port) if port else None


_LIBPQ_DRIVERS = ("psycopg", "psycopg2", "psycopg_pool", "asyncpg", "aiopg", "pg", "pg-pool", "pg-promise", "postgres")


def _libpq_driver(project: Project, got: "Scan") -> bool:
    """The used code imports a PostgreSQL driver that fills unset connection settings from PG*."""
    return any((e.external or "").split(".")[0] in _LIBPQ_DRIVERS for e in project.external_imports(got.code))


def _setting_line(script: str, variable: str) -> int:
    """The line of run.sh that sets `variable`, or that loads a file setting it (source, export $(…))."""
    lines = script.splitlines()
    for pattern in (rf"\b{re.escape(variable)}=", r"^\s*(source|\.)\s|\bexport\s+\$\("):
        number = next((n for n, text in enumerate(lines, 1) if re.search(pattern, text)), None)
        if number:
            return number
    return 1


# CREATE DATABASE on a name that is not the given one's (`CREATE DATABASE "{settings.database_name}"`)
_CREATE_DATABASE = re.compile(r"\bCREATE\s+DATABASE\b", re.IGNORECASE)
_GIVEN_NAME = re.compile(r"\bPGDATABASE\b|\bPOSTGRES_DB\b|\.database\b(?!_)|[{(]\s*database\s*[})]")


# the given URL pointed at another database: `url.set(database="conduit_api")`
_SET_DATABASE = re.compile(r"""\.set\([^)]*\bdatabase\s*=\s*['"]([\w-]+)['"]|\.pathname\s*=\s*['"`]/([\w-]+|\$\{\s*\w+\s*\})['"`]""")  # JS: a URL object's pathname
# Sequelize's query interface creating a database: `createDatabase('conduit_api')`, or a constant
_QUERY_INTERFACE_CREATE = re.compile(r"""\.createDatabase\(\s*(?:['"`]([\w-]+)['"`]|(\w+)\s*[,)])""")


def _constant(code: str, name: str) -> str | None:
    """The string a module-level constant holds (`const APP_DB = 'conduit_api'`, `APP_DB = "x"`)."""
    match = re.search(rf"""^\s*(?:export\s+)?(?:const|let|var)?\s*{re.escape(name)}\s*(?::\s*\w+\s*)?=\s*['"`]([\w-]+)['"`]""", code, re.MULTILINE)
    return match.group(1) if match else None
# the given URL pointed at another server: url.set(host="127.0.0.1"), url._replace(host=…), a urlsplit
# result's `_replace(netloc=f"{user}:{pw}@127.0.0.1:{port}")`, the host maybe a default nothing overrides
_SET_HOST = re.compile(
    r"""\.(?:set|_replace)\((?:[^()]|\([^()]*\))*?\b(?:host\s*=\s*(?:os\.(?:getenv|environ\.get)\(\s*['"](\w+)['"]\s*,\s*)?['"]([\w.-]+)['"]"""
    r"""|netloc\s*=\s*f?['"][^'"]*@([A-Za-z0-9][\w.-]*)(?=[:'"/]))""",
    re.DOTALL,
)


# a database name given as a connection setting (`connect_args={"dbname": NAME or "conduit_api"}`,
# Django's `"NAME": "conduit_dev"`, `database: 'blog'`): a literal other than the given database's
_NAMED_DATABASE = re.compile(r"""['"]?\b(dbname|database|NAME)['"]?\s*[:=]\s*(?:[^,}\n'"]*?(?:\bor\b|\|\||\?\?)\s*)?['"]([\w-]+)['"]""")


_NAMED_THROUGH = re.compile(r"""['"]?\b(dbname|database|NAME)['"]?\s*[:=]\s*([A-Za-z_]\w*)\s*[,})\n]""")


def _named_database(project: Project, got: "Scan", path: str, line: str, number: int) -> str | None:
    """The database a connection setting on this line names: a literal that runs (not a dormant
    default), directly or through a name assigned in the same file (`APP_DATABASE =
    os.environ.get("CONDUIT_DB_NAME", "conduit_api")` … `{"dbname": APP_DATABASE}`)."""
    literal = _NAMED_DATABASE.search(line)
    if literal and not _dormant(project, got, path, number, literal.start(2)):
        return literal.group(2)
    through = _NAMED_THROUGH.search(line)
    if not through or through.group(2) in ("None", "null", "undefined", "True", "False"):
        return None
    code = project.code(path)
    assigned = re.search(rf"^[ \t]*(?:(?:export\s+)?(?:const|let|var)\s+)?{re.escape(through.group(2))}\s*=\s*(.+)$", code, re.MULTILINE)
    value = re.search(r"""['"]([\w-]+)['"]\s*\)?\s*;?\s*$""", assigned.group(1)) if assigned else None
    if not value:
        return None
    where = code.count("\n", 0, assigned.start(1)) + 1  # type: ignore[union-attr]
    column = assigned.start(1) - (code.rfind("\n", 0, assigned.start(1)) + 1) + value.start(1)  # type: ignore[union-attr]
    if re.search(r"environ|getenv|process\.env", assigned.group(1)):  # type: ignore[union-attr]
        parsed = project.parsed.get(path)  # only the default of a read counts (`getenv("PGDATABASE")` names a variable)
        read = next((r for r in (parsed.env_reads if parsed else []) if r.line == where and r.default
                     and r.default[1] <= column < r.default[3]), None)  # fmt: skip
        if read is None or got.environment.lookup(read.variable)[0] is not None:
            return None
    elif _dormant(project, got, path, where, column):
        return None
    return value.group(1)


def _dormant(project: Project, got: "Scan", path: str, line: int, column: int) -> bool:
    """The position is in the default of an environment read whose variable is set."""
    parsed = project.parsed.get(path)
    for read in parsed.env_reads if parsed else []:
        if read.default and read.default[0] <= line <= read.default[2] and (read.default[0] < line or read.default[1] <= column):
            if got.environment.lookup(read.variable)[0] is not None:
                return True
    return False


_CONNECTION_STRING = re.compile(r"""\bconnectionString['"]?\s*:""")


def _enclosing_object(lines: list[str], number: int) -> tuple[int, int]:
    """The first and last line of the `{…}` object literal that holds line `number` (1-based)."""
    depth, start = 0, number
    for index in range(number - 1, -1, -1):
        text = lines[index] if index != number - 1 else ""
        depth += text.count("}") - text.count("{")
        if depth < 0:
            start = index + 1
            break
    else:
        return number, number
    depth, end = 0, len(lines)
    for index in range(start - 1, len(lines)):
        depth += lines[index].count("{") - lines[index].count("}")
        if depth <= 0 and index >= number - 1:
            end = index + 1
            break
    return start, end


def overridden_by_connection_string(project: Project, got: "Scan", path: str, number: int) -> bool:
    """node-postgres parses `connectionString` over the other fields of its settings (pg.Pool,
    pg.Client, knex's `connection: {…}`): with the given URL there (`connectionString:
    process.env.DATABASE_URL`, also in a spread the URL's presence switches on), a literal host or
    database beside it never takes effect."""
    parsed = project.parsed.get(path)
    if parsed is None or parsed.language == "python":
        return False
    lines = project.code(path).splitlines()
    first, last = _enclosing_object(lines, number)
    given = got.environment.given.get("DATABASE_URL")
    for index in range(first, last + 1):
        if _CONNECTION_STRING.search(lines[index - 1]):
            reads = [r for r in parsed.env_reads if r.line == index]
            if any(got.environment.lookup(r.variable)[0] == given for r in reads):
                return True
    return False


def _near_server_settings(project: Project, path: str, number: int) -> bool:
    """A connection's settings around the line (host, user, password, engine or connect_args)."""
    window = "\n".join(project.code(path).splitlines()[max(0, number - 6) : number + 5])
    return bool(re.search(r"\b(host|HOST|user|USER|password|PASSWORD|ENGINE|connect_args|dialect)\b", window))


def created_databases(project: Project, got: "Scan") -> list[dict]:
    """The server creates a database of its own at start (a CREATE DATABASE the used code sends,
    whose name is not the given database's), or points the given URL at a database named in the
    code (`url.set(database="conduit_api")`): the data goes there, not to the database the task gives."""
    if got.target != "postgres":
        return []
    given = got.environment.given.get("PGDATABASE")
    found = []
    for path in got.code:
        for number, line in enumerate(project.code(path).splitlines(), start=1):
            match = _CREATE_DATABASE.search(line)
            if match and got.live(path, number, match.start()) and not _GIVEN_NAME.search(line[match.end() :]):
                found.append({"file": path, "line": number, "text": short(line),
                              "database": "a database the server creates itself (CREATE DATABASE), not the given one"})  # fmt: skip
            named = _named_database(project, got, path, line, number)
            if (named and named != given and got.live(path, number, 0) and _near_server_settings(project, path, number)
                    and not overridden_by_connection_string(project, got, path, number)):  # fmt: skip
                found.append({"file": path, "line": number, "text": short(line),
                              "database": f"the database {named}, not the given {given}"})  # fmt: skip
            other = _SET_DATABASE.search(line)
            renamed = (other.group(1) or other.group(2)) if other else None
            if renamed and renamed.startswith("${"):  # url.pathname = `/${APP_DB}`
                renamed = _constant(project.code(path), renamed.strip("${} "))
            created = _QUERY_INTERFACE_CREATE.search(line)
            name = (created.group(1) or _constant(project.code(path), created.group(2))) if created else None
            if created and name and name != given and got.live(path, number, created.start()):
                found.append({"file": path, "line": number, "text": short(line),
                              "database": f"a database the server creates itself ({name}), not the given {given}"})  # fmt: skip
            if other and renamed and renamed != given and got.live(path, number, other.start()):
                found.append({"file": path, "line": number, "text": short(line),
                              "database": f"the URL pointed at the database {renamed}, not the given {given}"})  # fmt: skip
    return found


# JS: a URL object's host changed (`url.hostname = 'localhost'`), the object made by `new URL(…)`
_URL_HOSTNAME = re.compile(r"""(?<![\w$.])([A-Za-z_$][\w$]*)\.(?:hostname|host)\s*=(?!=)\s*['"`]([A-Za-z0-9][\w.-]*)(?::\d+)?['"`]""")


_URL_OBJECT_PORT = re.compile(r"""(?<![\w$.])([A-Za-z_$][\w$]*)\.port\s*=(?!=)\s*['"`]?(\d+)['"`]?""")


def rewritten_hosts(project: Project, got: "Scan") -> list[dict]:
    """The given URL pointed at another server by the code (see _SET_HOST); a host taken from a
    variable counts only when the variable is unset (its default runs)."""
    if got.target != "postgres":
        return []
    given = got.environment.given.get("PGHOST")
    found = []
    for path in got.code:
        code = project.code(path)
        assigned = [m for m in _URL_HOSTNAME.finditer(code) if re.search(rf"\b{re.escape(m.group(1))}\s*=\s*new\s+URL\s*\(", code)]
        for match in [*_SET_HOST.finditer(code), *assigned]:
            variable, host = (None, match.group(2)) if match.re is _URL_HOSTNAME else (match.group(1), match.group(2) or match.group(3))
            number = code.count("\n", 0, match.start()) + 1
            if host == given or (variable and got.environment.lookup(variable)[0] is not None) or not got.live(path, number, 0):
                continue
            found.append({"file": path, "line": number, "text": short(code.splitlines()[number - 1]),
                          "database": f"the URL pointed at the server {host}, not the given {given}"})  # fmt: skip
        port = got.environment.given.get("PGPORT")
        for match in _URL_OBJECT_PORT.finditer(code):
            number = code.count("\n", 0, match.start()) + 1
            if (match.group(2) != port and re.search(rf"\b{re.escape(match.group(1))}\s*=\s*new\s+URL\s*\(", code)
                    and got.live(path, number, 0)):  # fmt: skip
                found.append({"file": path, "line": number, "text": short(code.splitlines()[number - 1]),
                              "database": f"the URL pointed at port {match.group(2)}, not the given {port}"})  # fmt: skip
    return found


# a database name set to a parsed URL's whole path, leading slash kept: `"NAME": url.path`,
# `database: url.pathname` (the object from urlparse/urlsplit or new URL)
_PATH_AS_NAME = re.compile(r"""(?:['"](?:NAME|name|database|dbname|db_name)['"]\s*:|\b(?:database|dbname|db_name)\s*[:=])\s*([A-Za-z_$][\w$]*)\.(path|pathname)\s*(?=[,)}\n]|$)""")


def _parsed_url(code: str, name: str, member: str) -> bool:
    made = r"(?:urllib\.parse\.)?(?:urlparse|urlsplit)\s*\(" if member == "path" else r"new\s+URL\s*\("
    return bool(re.search(rf"(?<![\w$.]){re.escape(name)}\s*(?::[^=\n]*)?=\s*{made}", code))


def altered_database_names(project: Project, got: "Scan") -> list[dict]:
    """Places in used code where the given database's name gets something added (a suffix, or the
    leading slash of a URL's path kept in the name)."""
    if got.target != "postgres":
        return []
    found = []
    for path in got.code:
        code = project.code(path)
        for number, line in enumerate(code.splitlines(), start=1):
            match = _ALTERED_NAME.search(line)
            if match and got.live(path, number, match.start()):
                found.append({"file": path, "line": number, "text": short(line),
                              "database": "the given database's name (PGDATABASE) with something added"})  # fmt: skip
            slashed = _PATH_AS_NAME.search(line)
            if slashed and _parsed_url(code, slashed.group(1), slashed.group(2)) and got.live(path, number, slashed.start()):
                found.append({"file": path, "line": number, "text": short(line),
                              "database": f"the database name is the URL's whole path ({slashed.group(1)}.{slashed.group(2)}), "
                                          f"leading slash kept: '/{got.environment.given.get('PGDATABASE')}', not the given database"})  # fmt: skip
    return found
