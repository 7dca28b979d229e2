"""The environment the eval-phase server starts in, as far as the task and the solution tell.

The evaluation gives DATABASE_URL and the PG* variables exactly when the prompt gives them: for a
PostgreSQL task (`database: postgres`), with the phase's PostgreSQL; a SQLite task, or a task
without a database constraint, gets none of them (a Postgres server still runs, but nothing
advertises it). Nothing else is set for the solution. Besides, the solution sets variables itself:
run.sh (its exports override the evaluation's), and .env files a loader reads (dotenv,
python-dotenv, pydantic-settings, Node's --env-file: these never override a variable the process
already has). Every other variable is unset, so an environment read is decidable: its value, its
default, or nothing."""

from __future__ import annotations

import json
import posixpath
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from harness.verify import rules
from harness.verify.env_readers import keeps_what_is_set, own_env_reader
from harness.verify.shell import CLEARED_ENVIRONMENT, FILES_OVERRIDE, env_file_values, expand_known

if TYPE_CHECKING:
    from harness.verify.envbranches import EnvBranch, Span
    from harness.verify.project import Project


class _Unknown:
    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN = _Unknown()  # a value the static reading cannot tell
GIVEN_BY_EVALUATION = "the evaluation environment (a PostgreSQL task: the prompt gives DATABASE_URL and PG*)"


def given_environment(database: str | None) -> dict[str, str]:
    """The variables the evaluation gives the server for a task with this database constraint."""
    spec = rules.database()["evaluation_environment"]
    return dict(spec.get(database or "none") or {})


@dataclass
class Environment:
    given: dict[str, str] = field(default_factory=dict)  # by the evaluation
    script: dict[str, str] = field(default_factory=dict)  # by run.sh (overrides the evaluation's)
    files: dict[str, tuple[str, str]] = field(default_factory=dict)  # by loaded .env files: value, where
    files_override: bool = False  # a loader told to override (load_dotenv(override=True))
    files_expand: bool = False  # the loader expands `${VAR}` in the files' values (python-dotenv, dotenv-expand)
    blank: dict[str, str] = field(default_factory=dict)  # set to "" by a loaded file (`DB_STORAGE=`), and nothing else: where
    code: dict[str, tuple[str, str]] = field(default_factory=dict)  # assigned by the server's own code as it loads: value, where

    def lookup(self, variable: str, depth: int = 0) -> tuple[str | None, str]:
        """(value or None when unset, who sets it). A run.sh value that only names another variable
        (`export POSTGRES_URL="$DATABASE_URL"`) is that variable's value, set by whoever sets it. A
        loader told to override (`load_dotenv(override=True)`) puts the file's values over run.sh's
        and the evaluation's: it runs in the server, after both."""
        if variable in self.code:  # `process.env.PGHOST = process.env.DB_HOST || 'localhost'` runs last
            return self.code[variable]
        if variable in self.files and self.files_override:
            return self._from_file(variable, depth)
        if variable in self.script:
            reference = re.fullmatch(r"\$\{?([A-Za-z_]\w*)\}?", self.script[variable].strip().strip("'\""))
            if reference and reference.group(1) != variable and depth < 3:
                return self.lookup(reference.group(1), depth + 1)
            if "$" in self.script[variable] and depth < 3:  # `${DATABASE_URL/#postgresql:/postgresql+asyncpg:}`
                return self._expanded(variable, self.script[variable], depth), "run.sh"
            return self.script[variable], "run.sh"
        if variable in self.files and (self.files_override or variable not in self.given):
            return self._from_file(variable, depth)
        if variable in self.given:
            return self.given[variable], GIVEN_BY_EVALUATION
        return None, "unset"

    def _from_file(self, variable: str, depth: int) -> tuple[str, str]:
        """A file's value, its `${VAR}` references expanded when the loader expands them
        (`DB_URL=postgres://${PGUSER}@${DB_HOST}/…`: what is set already, then the files' values)."""
        value, where = self.files[variable]
        if not self.files_expand or "$" not in value or depth >= 3:
            return value, where
        known = {}
        for name in set(re.findall(r"\$\{?([A-Za-z_]\w*)", value)) - {variable}:
            found = self.lookup(name, depth + 1)[0]
            if found is not None:
                known[name] = found
        return expand_known(value, known), where

    def _expanded(self, variable: str, value: str, depth: int) -> str:
        """run.sh's value with the variables it names expanded: the variable itself is what the
        evaluation (or a file) gave before run.sh set it, the others their values now."""
        known = {}
        for name in set(re.findall(r"\$\{?([A-Za-z_]\w*)", value)):
            before = self.given.get(name) if name == variable else self.lookup(name, depth + 1)[0]
            if name == variable and name in self.files and (self.files_override or name not in self.given):
                before = self.files[name][0]
            if before is not None:
                known[name] = before
        return expand_known(value, known)

    def setter(self, variable: str) -> str | None:
        value, who = self.lookup(variable)
        return who if value is not None else None

    # -------------------------------------------------------------------------------- conditions
    def value(self, tree: tuple | None):
        """The value of an expression tree (envbranches), UNKNOWN where it cannot be told."""
        if tree is None:
            return UNKNOWN
        kind = tree[0]
        if kind == "const":
            return tree[1]
        if kind == "env":
            value, _ = self.lookup(tree[1])
            if value is not None:
                return value
            return self.value(tree[2]) if tree[2] is not None else UNKNOWN  # os.environ["X"] unset: raises
        if kind == "in_env":
            return self.lookup(tree[1])[0] is not None
        if kind == "flag":
            value = self.lookup(tree[1])[0]
            return bool(value) and value.lower() not in ("0", "false", "no")
        if kind in ("str", "lower", "bool", "truthy"):
            inner = self.value(tree[1])
            if inner is UNKNOWN:
                return UNKNOWN
            if kind == "bool":
                return bool(inner)
            if kind == "truthy":  # django-environ's env.bool("X"): "False" and "0" are false
                return inner.strip().lower() in ("1", "true", "yes", "on", "ok", "y", "t") if isinstance(inner, str) else bool(inner)
            text = str(inner) if inner is not None else "None"
            return text.lower() if kind == "lower" else text
        if kind == "replace":
            inner = self.value(tree[1])
            return UNKNOWN if inner is UNKNOWN else (inner.replace(tree[2], tree[3]) if isinstance(inner, str) else inner)
        if kind == "choice":
            test = self.value(tree[1])
            return UNKNOWN if test is UNKNOWN else self.value(tree[2] if test else tree[3])
        if kind == "not":
            inner = self.value(tree[1])
            return UNKNOWN if inner is UNKNOWN else not inner
        if kind in ("and", "or", "nullish"):
            left = self.value(tree[1])
            if left is UNKNOWN:
                return UNKNOWN
            if kind == "and":
                return self.value(tree[2]) if left else left
            if kind == "or":
                return left if left else self.value(tree[2])
            return left if left is not None else self.value(tree[2])
        if kind in ("eq", "ne"):
            left, right = self.value(tree[1]), self.value(tree[2])
            if left is UNKNOWN or right is UNKNOWN:
                return UNKNOWN
            return (left == right) if kind == "eq" else (left != right)
        if kind == "in":
            left = self.value(tree[1])
            return UNKNOWN if left is UNKNOWN else left in tree[2]
        if kind == "startswith":
            left = self.value(tree[1])
            if left is UNKNOWN:
                return UNKNOWN
            return isinstance(left, str) and left.startswith(tuple(tree[2]))
        return UNKNOWN

    def truth(self, tree: tuple) -> bool | None:
        value = self.value(tree)
        return None if value is UNKNOWN else bool(value)

    def dead_spans(self, branches: list["EnvBranch"]) -> list[tuple["Span", str]]:
        """The branches this environment never runs, with why."""
        dead = []
        for branch in branches:
            truth = self.truth(branch.test)
            if truth is None:
                continue
            span = branch.when_false if truth else branch.when_true
            if span is not None:
                told = ", ".join(f"{n} {self._told(n)}" for n in sorted(variables_of(branch.test)))
                dead.append((span, f"a branch the evaluation never takes: `{branch.text}` is {truth} ({told})"))
        return dead

    def _told(self, variable: str) -> str:
        value, who = self.lookup(variable)
        return "unset" if value is None else f"set by {who.split(' (')[0]}"


def variables_of(tree: tuple | None) -> set[str]:
    """The environment variables an expression tree reads."""
    if not isinstance(tree, tuple) or not tree:
        return set()
    if tree[0] in ("env", "in_env", "flag"):
        return {tree[1]} | (variables_of(tree[2]) if tree[0] == "env" else set())
    return set().union(*(variables_of(part) for part in tree[1:] if isinstance(part, tuple)))


def in_span(span: "Span", line: int, column: int) -> bool:
    first, first_col, last, last_col = span
    after_start = line > first or (line == first and column >= first_col)
    before_end = line < last or (line == last and column < last_col)
    return after_start and before_end


def covers_line(span: "Span", line: int, text: str) -> bool:
    """The span holds the whole (non-blank part of the) line."""
    stripped = text.strip()
    if not stripped:
        return False
    start = len(text) - len(text.lstrip())
    return in_span(span, line, start) and in_span(span, line, start + len(stripped) - 1)


def _shell_self_defaults(text: str) -> set[str]:
    """Variables run.sh sets from themselves with a default: `export DATABASE_URL=${DATABASE_URL:-sqlite:///x.db}`,
    `: "${DATABASE_URL:=sqlite:///x.db}"`, or in a block run only when they are unset (assigned only when unset)."""
    found = {m.group(1) for m in re.finditer(r"\b([A-Za-z_]\w*)=[\"']?\$\{\1:?[-=]", text)}
    found |= {m.group(1) for m in re.finditer(r"\$\{([A-Za-z_]\w*):?=", text)}
    # `if [ -z "${DATABASE_URL:-}" ]; then . ./.env; fi`: what the block sets, it sets only when unset
    return found | {m.group(1) for m in _UNSET_TEST.finditer(text)}


_UNSET_TEST = re.compile(r"""(?:\[\[?|\btest)\s+-z\s+["']?\$\{?([A-Za-z_]\w*)(?::?-[^}"'\s]*)?\}?["']?\s*(?:\]\]?|;|&&|\|\||$)""", re.MULTILINE)


def _names_given(value: str, given: dict[str, str]) -> str | None:
    """The variable a run.sh value only names (`$DATABASE_URL`, `${DATABASE_URL}`), if the evaluation gives it."""
    reference = re.fullmatch(r"\$\{?([A-Za-z_]\w*)\}?", value.strip().strip("'\""))
    return reference.group(1) if reference and reference.group(1) in given else None


def _npm_package_config(project: "Project") -> dict[str, str]:
    """npm (and yarn, pnpm) give a script package.json's "config" keys as npm_package_config_<key>."""
    if not any(re.search(r"\b(npm|yarn|pnpm)\s+(start|run|run-script)\b", c) for c in project.entries.commands):
        return {}
    manifest = posixpath.join(project.entries.workdir, "package.json") if project.entries.workdir else "package.json"
    try:
        config = json.loads(project.texts.get(manifest, "") or "{}").get("config") or {}
    except (ValueError, AttributeError):
        return {}
    return {f"npm_package_config_{k}": str(v) for k, v in config.items() if isinstance(v, (str, int, float))} if isinstance(config, dict) else {}


def gunicorn_config(project: "Project") -> tuple[str, str] | None:
    """(start command, text of the configuration file) when run.sh starts gunicorn: the file `-c`
    names, else ./gunicorn.conf.py, which gunicorn loads by default."""
    for command in project.entries.commands:
        if not re.search(r"\bgunicorn\b", command):
            continue
        option = re.search(r"(?:\s-c|--config)[=\s]+(\S+)", command)
        name = (option.group(1) if option else "gunicorn.conf.py").removeprefix("./").removeprefix("python:")
        return command, project.texts.get(posixpath.join(project.entries.workdir, name) if project.entries.workdir else name, "")
    return None


def gunicorn_raw_env(project: "Project") -> dict[str, str]:
    """gunicorn's `raw_env = ["DATABASE_URL=…"]`: written into os.environ before the app loads."""
    config = gunicorn_config(project)
    found = re.search(r"^\s*raw_env\s*=\s*\[([^\]]*)\]", config[1] if config else "", re.MULTILINE)
    pairs = re.findall(r"""['"]([A-Za-z_]\w*)=([^'"]*)['"]""", found.group(1)) if found else []
    return dict(pairs)


def _env_file_rank(path: str) -> int:
    """Which of several env files the loaders read wins (first = highest): the local overrides
    (`.env.local`, `.env.production.local`), then a stage's file, then `.env`, then the defaults
    (dotenv-flow's order, and Next.js's and Vite's); files that are not env files keep their place."""
    name = posixpath.basename(path)
    if not name.startswith(".env"):
        return 1
    if name.endswith(".local"):
        return 0
    return {".env": 2, ".env.defaults": 3}.get(name, 1)


def _start_flags(project: "Project") -> dict[str, str]:
    """The flags code tests with `process.argv.includes(…)` or `"--x" in sys.argv` that the server's start command (the
    last command run.sh runs) gives: "argv --flag" -> "1" (a flag it does not give stays unset)."""
    from harness.verify.jsbranches import ARGV_PREFIX

    tested = {m.group(1) or m.group(2) for t in project.texts.values()
              for m in re.finditer(r"""process\.argv\.includes\(\s*['"`](-[\w-]*)['"`]|['"](-[\w-]*)['"]\s+(?:not\s+)?in\s+sys\.argv\b""", t)}
    given = set(project.entries.commands[-1].split()) if project.entries.commands else set()
    return {ARGV_PREFIX + flag: "1" for flag in tested & given}


def build_environment(project: "Project", target: str | None, read_files: list[str]) -> Environment:
    """The environment of the eval-phase server: the evaluation's variables for this task, run.sh's,
    and those of the .env files the solution loads (`read_files`: what the application reads)."""
    from harness.verify.esm_order import read_before_loading
    from harness.verify.py_import_order import read_before_loading as python_read_before_loading

    given = {k: v for k, v in given_environment(target).items() if k not in project.entries.unset}  # `unset DATABASE_URL`
    script = {**project.entries.env, **gunicorn_raw_env(project)}
    launcher_overrides = script.pop(FILES_OVERRIDE, None) is not None  # env-cmd -f .env.production node …
    # dotenv's preload reads its options from the command line and the environment:
    # `node -r dotenv/config app.js dotenv_config_override=true`, DOTENV_CONFIG_OVERRIDE=true
    preloaded = any("dotenv/config" in p for p in project.entries.preloads)
    # (dotenv copies the option as a string and tests Boolean(override): "false" overrides too)
    launcher_overrides |= preloaded and (str(script.get("DOTENV_CONFIG_OVERRIDE", "")).strip("'\"") != ""
                                         or any(re.search(r"\bdotenv_config_override=['\"]?[^\s'\"]", c) for c in project.entries.commands))  # fmt: skip
    if script.pop(CLEARED_ENVIRONMENT, None):  # `env -i … python -m app`: the evaluation's variables never arrive,
        listed = {k: v for k, v in script.items() if _names_given(v, given) == k}  # except those it passes on
        given = {k: given[k] for k in listed}  # (`env -i DATABASE_URL="$DATABASE_URL" …`)
    for variable, value in list(script.items()):
        if _names_given(value, given) == variable:  # `export DATABASE_URL="$DATABASE_URL"`: the evaluation's value
            script.pop(variable)
    for variable, value in _npm_package_config(project).items():
        script.setdefault(variable, value)
    script.update(_start_flags(project))
    for variable in _shell_self_defaults(project.texts.get("run.sh", "")):
        if variable in given:  # ${DATABASE_URL:-…} keeps the value the evaluation gives
            script.pop(variable, None)
    files: dict[str, tuple[str, str]] = {}
    # files the start command loads (dotenv-cli's -e, node --env-file) are in the environment before
    # the code's own loader runs (`import "dotenv/config"`), which keeps what is already set
    started = [p for p in project.entries.env_files if p in read_files]
    for path in started + sorted((p for p in read_files if p not in started), key=_env_file_rank):
        name = path.rsplit("/", 1)[-1]
        if path in started or name.startswith(".env") or path.endswith(".env") or name == ".flaskenv":  # a launcher's file: any name
            colon = project.runtime != "python" and path not in started  # read by the code's dotenv
            for variable, (value, line) in env_file_values(project.texts.get(path, ""), colon).items():
                files.setdefault(variable, (value, f"{path}:{line}"))
    started_values = {v for p in started for v in env_file_values(project.texts.get(p, ""))}
    early = read_before_loading(project) | python_read_before_loading(project)
    for variable in early - started_values:  # a module read it at import, before the code's own loader ran
        files.pop(variable, None)
    known = {**given, **script}  # what is set before the loader decides (its own files cannot be)
    override = launcher_overrides or any(
        _files_first(project.code(p)) or _override_decided_true(project.code(p), known) for p in read_files if p in project.parsed)  # fmt: skip
    blank = {variable: where for path in read_files if path.rsplit("/", 1)[-1].startswith(".env")
             for variable, where in _blank_values(project.texts.get(path, ""), path).items()
             if variable not in given and variable not in script and variable not in files}  # fmt: skip
    environment = Environment(given, script, files, override, _loader_expands(project, read_files), blank)
    environment.code = _fallback_assignments(project, environment)
    return environment


_FALLBACK_ASSIGNED = re.compile(r"""^process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"]([A-Za-z_]\w*)['"]\s*\])\s*=(?!=)\s*([^;\n]+?)\s*;?\s*$""", re.MULTILINE)


def _fallback_assignments(project: "Project", environment: Environment) -> dict[str, tuple[str, str]]:
    """Variables the evaluation gives that a module of the server assigns at its top level from a
    fallback chain (`process.env.PGHOST = process.env.DB_HOST || 'localhost'`): the first operand
    set wins, so an unset DB_HOST replaces the given PGHOST with 'localhost'. A chain with an
    operand the reading cannot tell is left alone."""
    found: dict[str, tuple[str, str]] = {}
    for path in project.reachable:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language == "python":
            continue
        for match in _FALLBACK_ASSIGNED.finditer(parsed.code):
            variable = match.group(1) or match.group(2)
            if variable not in environment.given:
                continue
            value = None
            for operand in re.split(r"\|\||\?\?", match.group(3)):
                operand = operand.strip().strip("()")
                read = re.fullmatch(r"""process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"]([A-Za-z_]\w*)['"]\s*\])""", operand)
                literal = re.fullmatch(r"""(['"`])([^'"`$]*)\1""", operand)
                if read:
                    value = environment.lookup(read.group(1) or read.group(2))[0]
                    if value:
                        break
                elif literal:
                    value = literal.group(2)
                    break
                else:
                    value = None
                    break
            if value is not None and value != environment.given[variable]:
                line = parsed.code.count("\n", 0, match.start()) + 1
                found[variable] = (value, f"{path}:{line}")
    return found


def _blank_values(text: str, path: str) -> dict[str, str]:
    """`KEY=` / `KEY=""` lines of an env file: the loaders set KEY to the empty string."""
    return {m.group(1): f"{path}:{text.count(chr(10), 0, m.start()) + 1}"
            for m in re.finditer(r"""^[ \t]*(?:export[ \t]+)?([A-Za-z_]\w*)[ \t]*=[ \t]*(?:""|'')?[ \t]*(?:#.*)?$""", text, re.MULTILINE)}


def _loader_expands(project: "Project", read_files: list[str]) -> bool:
    """python-dotenv interpolates `${VAR}` unless told not to; Node's dotenv does not, unless its
    values go through dotenv-expand (or dotenvx, which expands itself)."""
    codes = [project.code(p) for p in read_files if p in project.parsed]
    if project.runtime == "python":
        return not any(re.search(r"\binterpolate\s*=\s*False\b", c) for c in codes)
    return any(re.search(r"""['"](dotenv-expand|@dotenvx/dotenvx)(/[\w/]*)?['"]""", c) for c in codes)


_CUSTOM_SOURCES = re.compile(r"def\s+settings_customise_sources\b[\s\S]*?\breturn\s*\(?([^)\n]*(?:\n[^)]*)?)")


# JS code putting a parsed env file over the environment: `{ ...process.env, ...dotenv.parse(…) }`,
# `Object.assign(process.env, dotenv.parse(…))`, or dotenv's `processEnv: fileEnv` read before
# process.env (`fileEnv.DATABASE_URL ?? process.env.DATABASE_URL`)
_JS_FILE_FIRST = re.compile(
    r"\.\.\.\s*process\.env\s*,\s*\.\.\.\s*(?:\w+\.)?(?:parse|\w*(?:[Ff]ile|[Dd]otenv|[Ee]nv)\w*)\s*\("
    r"|Object\.assign\(\s*process\.env\s*,\s*(?:\w+\.)?parse\s*\("
    r"|\bprocessEnv\s*:\s*(\w+)\b[\s\S]*\b\1\.\w+\s*(?:\?\?|\|\|)\s*process\.env\b"
)


_SPREAD_AFTER_ENV = re.compile(r"\.\.\.\s*process\.env\s*,\s*\.\.\.\s*([A-Za-z_$][\w$]*)\s*[,}]")


# Python putting an env file's values over the environment: `{**os.environ, **dotenv_values()}`,
# `os.environ.update(dotenv_values())`, `os.environ |= dotenv_values()`, `ChainMap(dotenv_values(), os.environ)`,
# a map of the file's values alone (`config = dotenv_values(".env")`, `os.environ` nowhere beside it)
_PY_FILE_FIRST = re.compile(
    r"\{\s*\*\*\s*(?:os\.)?environ\b[^{}]*\*\*\s*(?:dotenv\.)?dotenv_values\("
    r"|\benviron\.update\(\s*(?:\*\*\s*)?(?:dotenv\.)?dotenv_values\("
    r"|\benviron\s*\|=\s*(?:dotenv\.)?dotenv_values\("
    r"|\bChainMap\(\s*(?:dotenv\.)?dotenv_values\("
    r"|^\s*\w+\s*=\s*(?:dotenv\.)?dotenv_values\([^)]*\)\s*$",
    re.MULTILINE,
)


_JS_FILE_VALUES = re.compile(
    r"""^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:"""
    r"""(?:([A-Za-z_$][\w$]*)|require\(\s*['"]dotenv-extended['"]\s*\))\.load\s*\("""  # dotenv-extended's load()
    r"""|(?:[\w$]+\.)?config\s*\([^()]*\)\s*\.parsed\b"""  # dotenv.config().parsed
    r"""|[^;\n]*?\bdotenv\.parse\s*\()""",  # (also `cond ? dotenv.parse(…) : {}`)
    re.MULTILINE,
)


_JS_PARSED_DESTRUCTURED = re.compile(
    r"""(?:const|let|var)\s*\{(?:[^{}]|\{\s*\})*?\bparsed\s*(?::\s*([A-Za-z_$][\w$]*))?(?:[^{}]|\{\s*\})*\}\s*=\s*(?:require\(\s*['"]dotenv['"]\s*\)|[\w$]+)\s*\.\s*config\s*\("""
)
_DATABASE_KEY = r"[A-Z0-9_]*(?:DATABASE|DB|SQLITE|STORAGE|PG|POSTGRES)[A-Z0-9_]*"


def _file_values_read(code: str) -> bool:
    """Settings read from the object a loader returns, which holds the files' values only:
    dotenv-extended's `const env = load()` (what process.env already holds never enters it),
    `dotenv.config().parsed`, `dotenv.parse(…)`; `env.DATABASE_URL` is then the file's value."""
    holders = [(m.group(1), m.group(2)) for m in _JS_FILE_VALUES.finditer(code)]  # (name, the module of `X.load(`)
    holders += [(m.group(1) or "parsed", None) for m in _JS_PARSED_DESTRUCTURED.finditer(code)]  # `const { parsed: env } = dotenv.config()`
    for holder, module in holders:
        if module and not re.search(
            rf"""\b{re.escape(module)}\s*=\s*require\(\s*['"]dotenv-extended['"]|import\s+(?:\*\s+as\s+)?{re.escape(module)}\s+from\s+['"]dotenv-extended['"]""", code):
            continue
        name = re.escape(holder)
        if re.search(rf"\bpopulate\(\s*{name}\s*,\s*process\.env\s*,\s*\{{[^}}]*\boverride\s*:\s*true|Object\.assign\(\s*{name}\s*,\s*process\.env\b", code):
            continue  # the environment copied over the file's values: it wins (populate keeps the target's keys without override)
        # the database's setting read from it (`env.DATABASE_URL`), or any key before the environment's
        # (`fileValues[name] ?? process.env[name]`)
        if re.search(rf"""(?<![\w$.]){name}\s*(?:\.\s*{_DATABASE_KEY}\b|\[\s*['"]{_DATABASE_KEY}['"]|\[[^\]\n]+\]\s*(?:\?\?|\|\|)\s*process\.env\b)""", code):
            return True
    return False


def _parsed_file_spread_last(code: str) -> bool:
    """`{ ...process.env, ...fileEnv }` with `fileEnv` holding a parsed env file (`dotenv.parse(…)`)."""
    for match in _SPREAD_AFTER_ENV.finditer(code):
        assigned = re.search(rf"\b(?:const|let|var)\s+{re.escape(match.group(1))}\s*=\s*[^;\n]*\bparse\s*\(", code)
        if assigned:
            return True
    return False


_OVERRIDE_EXPRESSION = re.compile(r"\b(?:override|overwrite)\s*[:=]\s*([^,}\n]+?)\s*(?:[,}\n]|\)\s*[;\n])")
_ENV_COMPARISON = re.compile(
    r"""^(?:process\.env\.(\w+)|process\.env\[\s*['"](\w+)['"]\s*\]|os\.(?:getenv|environ\.get)\(\s*['"](\w+)['"][^)]*\))"""
    r"""\s*(===|!==|==|!=)\s*['"]([^'"]*)['"]$"""
)


def _override_decided_true(code: str, known: dict[str, str]) -> bool:
    """A loader whose override option is an environment test (`dotenv.config({ override:
    !isProduction })` with `const isProduction = process.env.NODE_ENV === 'production'`,
    `load_dotenv(override=os.getenv("APP_ENV") != "production")`), decided by what is set."""
    for match in _OVERRIDE_EXPRESSION.finditer(code):
        expression, negations = match.group(1).strip(), 0
        for _ in range(4):
            while re.match(r"^(?:!|not\s)", expression):
                negations += 1
                expression = re.sub(r"^(?:!|not\s)\s*", "", expression)
            expression = re.sub(r"^\((.*)\)$", r"\1", expression).strip()
            bound = re.fullmatch(r"[A-Za-z_$][\w$]*", expression) and re.search(
                rf"^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?{re.escape(expression)}\s*(?::[^=\n]*)?=(?!=)\s*(.+?);?\s*$", code, re.MULTILINE)  # fmt: skip
            if not bound:
                break
            expression = bound.group(1).strip()
        test = _ENV_COMPARISON.match(expression)
        if not test:
            continue
        variable = test.group(1) or test.group(2) or test.group(3)
        equal = known.get(variable) == test.group(5)
        if (equal if test.group(4) in ("===", "==") else not equal) != bool(negations % 2):
            return True
    return False


def _files_first(code: str) -> bool:
    """The code's loader puts the env files over the environment: `load_dotenv(override=True)`,
    django-environ's `read_env(overwrite=True)`, pydantic-settings sources ordered with
    dotenv_settings before env_settings (`settings_customise_sources`), JS code merging a parsed
    file over process.env (_JS_FILE_FIRST) or reading the loader's own result (_file_values_read), or an everett ConfigManager listing ConfigEnvFileEnv
    before ConfigOSEnv."""
    if re.search(r"\b(override|overwrite)\s*[=:]\s*(True|true)\b", code) or _JS_FILE_FIRST.search(code) or _parsed_file_spread_last(code):
        return True
    if _file_values_read(code):
        return True
    if _PY_FILE_FIRST.search(code):
        return True
    if own_env_reader(code) and not keeps_what_is_set(code):  # a hand-written reader assigning every key
        return True
    if re.search(r"\bfrom\s+everett\b", code) and re.search(r"\bConfigEnvFileEnv\s*\([^)]*\)\s*,\s*ConfigOSEnv\s*\(", code):
        # everett looks a key up in its sources in order: an env file listed before the OS environment
        # wins (basic_config() lists the environment first: environment, then .env)
        return True
    sources = _CUSTOM_SOURCES.search(code)
    order = re.findall(r"\b(dotenv_settings|env_settings)\b", sources.group(1)) if sources else []
    return order[:1] == ["dotenv_settings"]
