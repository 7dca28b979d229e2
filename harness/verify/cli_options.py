"""Command-line options of the server's start command (`python -m blogapi --db /var/tmp/x.sqlite3`,
`python -m conduit --database-url "$DATABASE_URL"`): the value run.sh gives an option that the code
declares (argparse, click, typer, commander, yargs), reads from a parser's result (minimist,
mri, util.parseArgs: `argv.db`) or looks up by hand (`process.argv.indexOf('--db')`) replaces the option's default, so a database
default on the declaring line is dormant, and a SQLite file the value names is where the data goes.
So does a PostgreSQL server the value names (pydantic-settings' `cli_parse_args=True` reads every
field as an option too: CLI > environment > .env > defaults)."""

from __future__ import annotations

import posixpath
import re
import shlex
from typing import TYPE_CHECKING, Callable, Iterable
from weakref import WeakKeyDictionary

from harness.verify.evidence import short
from harness.verify.project import Project

if TYPE_CHECKING:
    from harness.verify.dbscan import Scan

# add_argument("--db", …), add_argument("-d", "--db", …), click.option("--db", …), typer.Option(…, "--db"),
# program.option('--db <path>', …), yargs .option('db', …)
_DECLARED = re.compile(r"""\b(?:add_argument|option|Option)\(\s*(?:[^()\n]*?,\s*)?['"](--[\w-]+)(?:[ =<\[][^'"]*)?['"]""")
_SQLITE_FILE = re.compile(r"^sqlite(\+\w+)?:|\.(db|sqlite3?)$")


def start_options(project: Project) -> dict[str, str]:
    """`--name` -> value on the server's start command (the last command run.sh runs)."""
    if not project.entries.commands:
        return {}
    try:
        tokens = shlex.split(project.entries.commands[-1])
    except ValueError:
        tokens = project.entries.commands[-1].split()
    options = {}
    for index, token in enumerate(tokens):
        if not token.startswith("--"):
            continue
        name, eq, value = token.partition("=")
        if eq:
            options[name] = value
        elif index + 1 < len(tokens) and not tokens[index + 1].startswith("-"):
            options[name] = tokens[index + 1]
    return options


def _run_sh_line(project: Project, option: str) -> int:
    """The line of run.sh that gives the option (0 when a script it runs does)."""
    return next((n for n, line in enumerate(project.texts.get("run.sh", "").splitlines(), start=1) if option in line), 0)


def declared_option(line: str) -> str | None:
    """The long option a line of code declares, if any."""
    match = _DECLARED.search(line)
    return match.group(1) if match else None


# JS argument parsers that declare nothing up front: every `argv.<name>` of their result is an option
_JS_PARSED = re.compile(r"""(?:const|let|var)\s+(?:(\w+)|\{\s*values\s*(?::\s*(\w+))?\s*\})\s*=\s*(?:await\s+)?"""
                        r"""(?:minimist|mri|parseArgs|yargsParser|(?:require\(\s*['"](?:minimist|mri)['"]\s*\)))\s*\(""")


def _js_parsed_options(code: str) -> dict[int, str]:
    """`const argv = minimist(process.argv.slice(2))` … `openDatabase(argv.db)`: line -> `--db`."""
    found: dict[int, str] = {}
    for match in _JS_PARSED.finditer(code):
        name = match.group(1) or match.group(2) or "values"
        for use in re.finditer(rf"""\b{re.escape(name)}(?:\.([A-Za-z_]\w*)\b|\[\s*['"]([\w-]+)['"]\s*\])""", code):
            key = use.group(1) or use.group(2)  # argv.db, argv['db-file']
            option = "--" + re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", key).lower()  # argv.dbFile: --db-file
            found.setdefault(code.count("\n", 0, use.start()) + 1, option)
    return found


# the arguments read by hand: an option's literal on a line that reads argv (process.argv.indexOf('--db'),
# sys.argv.index("--db"), process.argv.find(a => a.startsWith('--db=')), "--db" in sys.argv)
_OPTION_LITERAL = re.compile(r"""['"`](--[A-Za-z][\w-]*)=?['"`]""")
_FUNCTION_HEAD = re.compile(r"""(?:function\s+(\w+)\s*\(\s*(\w+)|(?:(?:const|let|var)\s+|\b(?:module\.)?exports\.)(\w+)\s*=\s*(?:function\s*\w*\s*)?\(\s*(\w+)[^)]*\)\s*(?:=>|\{)|def\s+(\w+)\s*\(\s*(\w+))""")


def _names_the_option(body: str, parameter: str) -> bool:
    """A helper's body builds the option from its parameter (`--${name}`, '--' + name,
    f"--{name}") or looks the parameter itself up in argv (`sys.argv.index(flag)`, `flag in sys.argv`)."""
    p = re.escape(parameter)
    built = rf"""`--\$\{{\s*{p}\s*\}}|['"]--['"]\s*\+\s*{p}\b|f['"]--\{{{p}\}}['"]|['"]--%s['"]\s*%\s*{p}\b"""
    looked_up = rf"""\bargv\s*\.\s*(?:index|indexOf|includes|findIndex)\(\s*{p}\s*\)|\b{p}\s+in\s+sys\.argv\b"""
    return bool(re.search(built, body) or re.search(looked_up, body))


def argv_helpers(codes: Iterable[str]) -> frozenset[str]:
    """Functions that build an option from their first parameter and read argv (in any of the
    files: a helper in flags.js is called from models/index.js)."""
    helpers = set()
    for code in codes:
        if "argv" not in code:
            continue
        heads = list(_FUNCTION_HEAD.finditer(code))
        for index, head in enumerate(heads):
            body = code[head.end() : heads[index + 1].start() if index + 1 < len(heads) else head.end() + 1500]
            parameter = head.group(2) or head.group(4) or head.group(6)
            if "argv" in body and _names_the_option(body, parameter):
                helpers.add(head.group(1) or head.group(3) or head.group(5))
    return frozenset(helpers)


def _argv_read_options(code: str, helpers: frozenset[str] | None = None) -> dict[int, str]:
    """Options read from the arguments by hand: line -> `--db`. A line reading argv that names an
    option, or a call of a helper that builds the option from its first parameter and reads argv
    (`function option(name, fallback) { const i = process.argv.indexOf(`--${name}`) … }` …
    `option('db', 'data/x.sqlite')`; `def arg(flag, default): … sys.argv.index(flag) …`);
    `helpers`: those of the whole project (this file's own when not given)."""
    found: dict[int, str] = {}
    for number, line in enumerate(code.splitlines(), start=1):
        literal = _OPTION_LITERAL.search(line) if "argv" in line else None
        if literal:
            found[number] = literal.group(1)
    for helper in helpers if helpers is not None else argv_helpers([code]):
        for call in re.finditer(rf"""(?<![\w.$]){re.escape(helper)}\(\s*['"`](-*[\w-]+)['"`]""", code):
            name = call.group(1)
            found.setdefault(code.count("\n", 0, call.start()) + 1, name if name.startswith("--") else "--" + name.lstrip("-"))
    return found


_HELPERS: "WeakKeyDictionary[Project, frozenset[str]]" = WeakKeyDictionary()


def project_argv_helpers(project: Project) -> frozenset[str]:
    """argv_helpers over the project's code files, once per project."""
    if project not in _HELPERS:
        _HELPERS[project] = argv_helpers(project.code(p) for p in project.parsed)
    return _HELPERS[project]


def declarations(code: str, helpers: frozenset[str] | None = None) -> dict[int, str]:
    """line -> the option declared by the call covering it (a declaration may span lines: its
    default and help text follow on the next ones), or read from a parser's result (minimist) or
    from the arguments by hand (`helpers`: the project's argv helpers, see argv_helpers)."""
    found = {**_argv_read_options(code, helpers), **_js_parsed_options(code)}
    for match in _DECLARED.finditer(code):
        depth, end = 0, len(code)
        for index in range(code.index("(", match.start()), min(len(code), match.start() + 2000)):
            depth += code[index] == "("
            depth -= code[index] == ")"
            if depth == 0:
                end = index
                break
        for line in range(code.count("\n", 0, match.start()) + 1, code.count("\n", 0, end) + 2):
            found.setdefault(line, match.group(1))
    return found


def given_option_defaults(project: Project, result: "Scan") -> None:
    """Evidence on a line declaring an option the start command gives is that option's dormant
    default (`add_argument("--database-url", default="sqlite:///conduit.db")` while run.sh passes
    `--database-url "$DATABASE_URL"`): moved to the ignored evidence."""
    given = start_options(project)
    if not given:
        return
    helpers = project_argv_helpers(project)
    declared = {path: declarations(project.code(path), helpers) for path in result.code}
    for engine, items in result.found.items():
        kept = []
        for item in items:
            option = declared.get(item.get("file", ""), {}).get(item.get("line", 0))
            if option in given:
                result.ignored.append({**item, "engine": engine, "ignored": f"the default of {option}, which the start command gives ({option} {given[option]})"})  # fmt: skip
            else:
                kept.append(item)
        result.found[engine] = kept
    _given_urls(project, result, given, declared)


def _given_urls(project: Project, result: "Scan", given: dict[str, str], declared: dict[str, dict[int, str]]) -> None:
    """An option the start command fills from a variable the evaluation gives (`--database-url
    "$DATABASE_URL"`) is evidence of that database where the code declares the option."""
    for option, value in given.items():
        variable = re.fullmatch(r"""['"]?\$\{?([A-Za-z_]\w*)\}?['"]?""", value)
        url, who = result.environment.lookup(variable.group(1)) if variable else (None, "")
        engine = "postgres" if url and re.match(r"postgres(ql)?(\+\w+)?://", url) else None
        where = next(((path, line) for path, lines in declared.items() for line, name in sorted(lines.items()) if name == option), None)
        if engine and where and engine in result.found:
            # on run.sh's line, not the declaring one: that line may hold a default URL that never runs
            result.found[engine].append({"file": "run.sh", "line": _run_sh_line(project, option), "text": short(f"{option} {value} ({where[0]}:{where[1]} declares it)"),
                                         "evidence": f"{option} takes ${variable.group(1)} from the start command, "  # type: ignore[union-attr]
                                                     f"which {who.split(' (')[0]} sets to its PostgreSQL"})  # fmt: skip


def locations_from_options(project: Project, result: "Scan", outside: Callable[[str], bool]) -> None:
    """A SQLite file the start command names through an option the used code declares
    (`--db /var/tmp/conduit/conduit.sqlite3`), outside the project: `outside(value)` decides."""
    given = {o: v for o, v in start_options(project).items() if _SQLITE_FILE.search(v.strip("'\""))}
    if not given or not result.found["sqlite"]:
        return
    for path in result.code:
        parsed_options = {**_argv_read_options(project.code(path), project_argv_helpers(project)), **_js_parsed_options(project.code(path))}
        for number, line in enumerate(project.code(path).splitlines(), start=1):
            option = declared_option(line) or parsed_options.get(number)
            if option in given and outside(given[option]) and result.live(path, number, 0):
                result.found["sqlite"].append({
                    "file": path, "line": number, "evidence": "sqlite location from a command-line option", "text": short(line),
                    "outside_project": True,
                    "outside_evidence": f"sqlite file outside the project: the start command gives {option} {given[option]}",
                })  # fmt: skip
                return


_DOCOPT_DEFAULT = re.compile(r"""^\s*(?:-\w,?\s+)?(--[\w-]+)[= ](?:<[^>]+>|[A-Z][A-Z0-9_-]*\b).*\[default:\s*([^\]]+?)\s*\]""", re.MULTILINE)


def docopt_defaults(project: Project, result: "Scan", outside: Callable[[str], bool]) -> None:
    """docopt fills an option the start command does not give with the `[default: …]` of its
    usage text (`--db=<path>  SQLite file [default: /tmp/conduit.sqlite3]`): outside the project,
    that SQLite file is where the data goes."""
    if not result.found["sqlite"]:
        return
    given = start_options(project)
    for path in result.code:
        code = project.code(path)
        if path not in project.parsed or "docopt" not in code:
            continue
        for match in _DOCOPT_DEFAULT.finditer(project.texts.get(path, "")):  # the usage text is a docstring
            option, value = match.group(1), match.group(2).strip().strip("'\"")
            if option in given or not _SQLITE_FILE.search(value) and not re.search(r"db|database|sqlite", option):
                continue
            if outside(value):
                number = project.texts[path].count("\n", 0, match.start(1)) + 1
                result.found["sqlite"].append({
                    "file": path, "line": number, "evidence": "sqlite location from a command-line option", "text": short(match.group(0)),
                    "outside_project": True,
                    "outside_evidence": f"sqlite file outside the project: docopt's default for {option}, which the start command does not give: {value}",
                })  # fmt: skip
                return


_PG_URL_HOST = re.compile(r"postgres(?:ql)?(?:\+\w+)?://(?:[^@/\s]*@)?([A-Za-z0-9][A-Za-z0-9.-]*)")
_HOST_OPTION = re.compile(r"^--(?:db|database|pg|postgres)[-_]?host$", re.IGNORECASE)


def _settings_fields_as_options(code: str) -> set[str]:
    """pydantic-settings with cli_parse_args=True: each field is an option (`--database_url`,
    also `--database-url` with cli_kebab_case)."""
    if not re.search(r"\bcli_parse_args\s*[=:]\s*True", code):
        return set()
    fields = re.findall(r"^\s+([a-z_]\w*)\s*:\s*[^=\n]+(?:=|$)", code, re.MULTILINE)
    return {f"--{f}" for f in fields} | {"--" + f.replace("_", "-") for f in fields}


def servers_on_command_line(project: Project, got: "Scan") -> list[dict]:
    """PostgreSQL tasks: a server other than the given one, passed to the server's start command
    as an option the code takes (`--database_url postgresql://…@localhost/…` from a run.sh default)."""
    given = got.environment.given.get("PGHOST")
    if got.target != "postgres" or not given or not project.entries.commands:
        return []
    last = project.entries.commands[-1]
    taken: set[str] = set()
    for path in got.code:
        if path in project.parsed:
            taken |= set(declarations(project.code(path)).values()) | _settings_fields_as_options(project.code(path))
    found = []
    options = dict(start_options(project))
    origin: dict[str, tuple[str, int]] = {}  # an option read from an arguments file: where
    code = "\n".join(project.code(p) for p in got.code if p in project.parsed)
    if re.search(r"\bfromfile_prefix_chars\s*=", code):  # argparse reads `@conf/server.args` as arguments, one per line
        for token in re.findall(r"(?<!\S)@([\w./-]+)", last):
            path = posixpath.normpath(posixpath.join(project.entries.workdir or ".", token))
            lines = [t.strip() for t in project.texts.get(path, "").splitlines() if t.strip()]
            for index, line in enumerate(lines):
                name, eq, inline = line.partition("=")
                value = inline if eq else (lines[index + 1] if index + 1 < len(lines) else "")
                if re.fullmatch(r"--[A-Za-z][\w-]*", name) and value and not value.startswith("-"):
                    options[name] = value
                    origin[name] = (path, index + 1)
    for option, value in options.items():
        if option not in taken:
            continue
        value = value.strip("'\"")
        url = _PG_URL_HOST.match(value)
        host = url.group(1) if url else (value if _HOST_OPTION.match(option) else None)
        if not host or host == given or not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9.-]*", host):
            continue
        where, number = origin.get(option, ("run.sh", _run_sh_line(project, option)))
        found.append({"file": where, "line": number, "text": short(last),
                      "server": f"{host}, given as {option} on the start command, which the code takes over the environment, not the given {given}"})  # fmt: skip
    return found
