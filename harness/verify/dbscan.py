"""Strong mode, database: the evidence of each engine in the code the application runs and the
configuration it reads, each piece classified against the environment the evaluation gives
(harness/verify/environment.py).

A match is not counted when it sits in a branch the environment never takes, in a configuration
block that does not apply, in a guard (`url.startswith("sqlite")`), as the default of an
environment read whose variable is set (dormant), or in a .env line the evaluation's own value
wins over or that nothing reads. The default of a variable nothing sets is what runs: counted.
Reading a variable the evaluation gives (DATABASE_URL, PG* of a PostgreSQL task) is PostgreSQL
evidence. Configuration the environment picks at run time counts only as a default."""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.configs import environment_lines, node_config_overrides, selected_config_classes, skipped_lines
from harness.verify.connection_fallbacks import fallback_spans
from harness.verify.keypaths import key_paths
from harness.verify.nodeconfig import node_config_json_keys, read_only_in_dead_code
from harness.verify.main_blocks import uncalled_function_spans
from harness.verify.shell import without_written_heredocs
from harness.verify.sqlite_frameworks import (
    creator_urls,
    diskcache_defaults,
    empty_filenames,
    flask_instance_path,
    flask_sqlalchemy_without_uri,
    sequelize_root_urls,
    sequelize_without_storage,
)
from harness.verify.cli_options import docopt_defaults, given_option_defaults, locations_from_options
from harness.verify.file_stores import json_file_stores
from harness.verify.relation_stores import relation_stores
from harness.verify.sqlite_location import (
    in_django_test_block,
    locations_in_config_files,
    temporary_directory_in_project,
    locations_from_environment,
    locations_through_names,
    outside_value,
    buffer_databases,
    module_relative_outside_build,
    relative_to_workdir,
)
from harness.verify.environment import GIVEN_BY_EVALUATION, Environment, build_environment, covers_line, in_span
from harness.verify.error_imports import error_types_only
from harness.verify.evidence import short
from harness.verify.django_configurations import unchosen_configuration_spans
from harness.verify.driver_calls import engine_drivers
from harness.verify.flask_config_order import replaced_by_later_steps
from harness.verify.flask_prefixed import prefixed_overrides
from harness.verify.project import Project
from harness.verify.shell_links import copied_project_locations, symlinked_locations

GUARD_CALL = re.compile(r"\b(startswith|endswith|startsWith|endsWith|includes|indexOf|match|search|test|contains)\s*\(")
# a URL prefix rewritten (`url.replace("postgres://", "postgresql://", 1)` for Heroku's URLs) connects to nothing
REWRITE_CALL = re.compile(r"(\.(replace|replaceAll|removeprefix)|\bre\.sub)\s*\(")
GUARD_BEFORE = re.compile(r"(==|!=|===|!==|\bis|\bcase|\bin|<>)\s*$")
GUARD_AFTER = re.compile(r"^(==|!=|===|!==|\bin\b|\bnot\s+in\b)")
SHELL_DEFAULT = re.compile(r"\$\{(\w+):?[-=]([^}]*)\}")


def used_files(project: Project) -> tuple[list[str], dict[str, str]]:
    """(reachable code files and code a library loads itself — node-config's config/default.js —,
    {other file the application reads: why})."""
    code = [p for p in project.reachable if p in project.parsed]
    code += [p for p in project.data_files if p in project.parsed and p not in code]
    data = {p: why for p, why in project.data_files.items() if p not in project.parsed}
    if "run.sh" in project.texts:
        data["run.sh"] = "the start script"
    return code, data


def plain_text(project: Project, path: str) -> str:
    """A read file without its comments (shell/.env/YAML/TOML/INI '#', Prisma '//')."""
    text = project.texts.get(path, "")
    text = without_written_heredocs(text) if path.endswith(".sh") else text  # `cat > .env <<EOF`: the .env's text
    name = PurePosixPath(path).name
    if path.endswith((".sh", ".env", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf")) or name.startswith(".env"):
        return "\n".join(re.sub(r"(^|\s)[#;].*$", "", line) for line in text.splitlines())
    if path.endswith(".prisma"):
        return "\n".join(re.sub(r"//.*$", "", line) for line in text.splitlines())
    return text


def _literal_bounds(line: str, start: int, end: int) -> tuple[int, int]:
    """The quoted literal around a match (or the match itself when it is not in quotes)."""
    for quote in ("'", '"', "`"):
        left = line.rfind(quote, 0, start + 1)
        if left >= 0 and line[left:start].count(quote) <= 1:
            right = line.find(quote, max(end, left + 1))
            if right >= 0 and left <= start:
                return left, right + 1
    return start, end


def is_guard(line: str, start: int, end: int, preceding: str = "") -> bool:
    """A literal compared with, tested against or rewritten in a value: not use of the engine.
    `preceding` is the code before the line (a call's arguments may start on an earlier line)."""
    left, right = _literal_bounds(line, start, end)
    before, after = line[:left].rstrip(), line[right:].lstrip()
    if GUARD_BEFORE.search(before) or GUARD_AFTER.match(after):
        return True
    context = preceding + "\n" + before
    for pattern in (GUARD_CALL, REWRITE_CALL):
        for call in pattern.finditer(context):  # still inside startswith( … ) / replace( … ) ?
            if _still_open(context[call.end() :]):
                return True
    return False


LOOP_OVER_LITERALS = re.compile(r"^(\s*)(?:async\s+)?for\s+(\w+)\s+in\s+[(\[]")


def _loop_of_guards(code: str, number: int, line: str, column: int) -> bool:
    """`for scheme in ("postgres://", "postgresql://"):` whose body only tests or rewrites with the
    loop variable (`url.startswith(scheme)`, `url.replace(scheme, …)`): the literals are guards too."""
    loop = LOOP_OVER_LITERALS.match(line)
    if not loop or column < loop.end():
        return False
    indent, name = len(loop.group(1)), loop.group(2)
    uses = 0
    lines = code.splitlines()
    for body in lines[number:]:
        if body.strip() and len(body) - len(body.lstrip()) <= indent:
            break
        for use in re.finditer(rf"\b{name}\b", body):
            uses += 1
            if not is_guard(body, use.start(), use.end()):
                return False
    return uses > 0


def _still_open(inside: str) -> bool:
    """The call whose arguments start `inside` is not closed by its end."""
    depth = 1
    for char in inside:
        depth += (char == "(") - (char == ")")
        if depth == 0:
            return False
    return True


@lru_cache(maxsize=1)
def db_variable() -> re.Pattern[str]:
    return re.compile(rules.database()["strong"]["environment_variables"], re.IGNORECASE)


@lru_cache(maxsize=1)
def engine_patterns() -> list[tuple[str, dict, re.Pattern[str]]]:
    """(engine, entry, pattern) for SQLite, PostgreSQL and the other engines."""
    spec = rules.database()["strong"]
    found = [
        (engine, entry, rules.compile_pattern({"regex": entry["regex"], "flags": "i"}))
        for engine in ("sqlite", "postgres")
        for entry in spec["evidence"][engine]
    ]
    for engine, other in spec["other_engines"].items():
        found += [(engine, e, rules.compile_pattern({"regex": e["regex"], "flags": "i"})) for e in other["evidence"]]
    return found


@dataclass
class Scan:
    project: Project
    target: str
    code: list[str]
    data: dict[str, str]
    environment: Environment
    found: dict[str, list[dict]] = field(default_factory=dict)  # engine -> counted evidence
    defaults: dict[str, list[dict]] = field(default_factory=dict)  # engine -> settings the environment picks at run time
    ignored: list[dict] = field(default_factory=list)
    env_reads: list[dict] = field(default_factory=list)  # database settings read from the environment
    dead: dict[str, list[tuple]] = field(default_factory=dict)  # file -> (span, why) never run here
    replaced: dict[str, dict[int, str]] = field(default_factory=dict)  # file -> line -> why its setting is replaced at start

    def live(self, path: str, line: int, column: int) -> bool:
        return not any(in_span(span, line, column) for span, _ in self.dead.get(path, []))

    def dead_line(self, path: str, line: int) -> str | None:
        """Why the whole line never runs here (None when it may)."""
        text = _line(self.project.code(path), line)
        return next((why for span, why in self.dead.get(path, []) if covers_line(span, line, text)), None)


def never_taken(project: Project, target: str | None) -> tuple[list[str], dict[str, list[tuple]]]:
    """(used code files that only an import inside a branch the evaluation never takes reaches —
    `if (process.env.NODE_ENV === 'test') require('./testing/reset')` —, {file: (span, why) of
    each branch never taken})."""
    code, data = used_files(project)
    environment = build_environment(project, target, code + sorted(data))
    dead = {p: d for p, parsed in project.parsed.items() if (d := environment.dead_spans(parsed.env_branches))}
    live = project.reach(skip=lambda edge: _edge_never_taken(project, edge, dead))
    return [p for p in code if p not in live and p not in project.data_files], dead


def scan(project: Project, target: str, runtime: str) -> Scan:
    code, data = used_files(project)
    environment = build_environment(project, target, code + sorted(data))
    dead = {p: d for p, parsed in project.parsed.items() if (d := environment.dead_spans(parsed.env_branches))}
    live = project.reach(skip=lambda edge: _edge_never_taken(project, edge, dead))
    skipped = [p for p in code if p not in live and p not in project.data_files]
    code = [p for p in code if p not in skipped]
    read = code + sorted(data)
    result = Scan(project, target, code, data, environment)
    result.dead = {p: d for p, d in dead.items() if p in code}
    for path in code:  # `Settings.from_env()`, the only reader of DATABASE_URL, that nothing calls
        uncalled = [((first, 0, last + 1, 0), "a function nothing calls") for first, last in uncalled_function_spans(project, path)]
        if uncalled:
            result.dead[path] = result.dead.get(path, []) + uncalled
        unchosen = unchosen_configuration_spans(project, path, code, environment)  # django-configurations' Dev beside Prod
        if unchosen:
            result.dead[path] = result.dead.get(path, []) + unchosen
    if target == "postgres":
        for path in code:
            fallbacks = fallback_spans(project, path, environment)
            if fallbacks:
                result.dead[path] = result.dead.get(path, []) + fallbacks
    replaced = prefixed_overrides(project, code, environment)
    for item in replaced + replaced_by_later_steps(project, code, environment):
        result.replaced.setdefault(item.path, {})[item.line] = item.why
    result.ignored += [{"file": p, "ignored": f"imported only in a branch the evaluation never takes (via {project.reached_by[p].importer}:{project.reached_by[p].line})"}  # type: ignore[union-attr]
                       for p in skipped if project.reached_by.get(p)]  # fmt: skip
    engines = ["sqlite", "postgres", *rules.database()["strong"]["other_engines"]]
    result.found = {e: [] for e in engines}
    result.defaults = {e: [] for e in engines}
    _drivers(project, runtime, result)
    selected = selected_config_classes(project, code, result.live, environment)
    live_reads = _live_reads(project, result, selected)
    other = "postgres" if target == "sqlite" else "sqlite"
    for engine, entry, pattern in engine_patterns():
        # Django's ENGINE line of the other engine is what startproject writes, and is ignored —
        # unless it is the default of a variable nothing sets (`os.environ.get("DB_ENGINE",
        # "django.db.backends.sqlite3")`): then it is the engine that runs
        startproject = engine == other and entry.get("django_default") and rules.database()["strong"]["ignore_django_default_of_other_engine"]  # fmt: skip
        for path in read:
            _scan_file(project, path, engine, entry, pattern, result, selected, live_reads, only_unset_defaults=bool(startproject))
    for item in replaced:  # the variable from_prefixed_env() loads is read where it runs
        text = short(_line(project.texts[item.caller], item.call_line))
        live_reads.setdefault(item.variable, []).append(
            {"file": item.caller, "line": item.call_line, "environment": item.variable, "default": False, "text": text})
    _reads(project, result, live_reads)
    given_option_defaults(project, result)  # `add_argument("--db-url", default=…)` with run.sh's --db-url
    json_file_stores(project, result)
    relation_stores(project, result)
    creator_urls(project, result)  # first: an empty URL with a creator is no in-memory database
    locations_through_names(project, result)
    locations_from_environment(project, result)
    sequelize_without_storage(project, result)
    sequelize_root_urls(project, result)
    diskcache_defaults(project, result)
    empty_filenames(project, result)
    flask_instance_path(project, result)
    flask_sqlalchemy_without_uri(project, result)
    symlinked_locations(project, result)
    copied_project_locations(project, result)
    buffer_databases(project, result)
    module_relative_outside_build(project, result)
    relative_to_workdir(project, result)
    locations_in_config_files(project, result)
    temporary_directory_in_project(project, result)
    locations_from_options(project, result, lambda value: outside_value(value, project.entries.workdir))
    docopt_defaults(project, result, lambda value: outside_value(value, project.entries.workdir))
    for engine in result.found:  # one item per line
        unique: dict = {}
        for item in result.found[engine]:
            kept = unique.setdefault((item["file"], item["line"]), item)
            if item.get("outside_project"):
                kept["outside_project"] = True
                kept.setdefault("outside_evidence", item["evidence"])
        result.found[engine] = list(unique.values())
    return result


def _edge_never_taken(project: Project, edge, dead: dict[str, list]) -> bool:
    """The import sits in a branch the environment never takes (`if DJANGO_ENV == "production":
    from .production import *`, `cond ? require('./prod') : require('./dev')`)."""
    spans = dead.get(edge.importer)
    if not spans:
        return False
    text = _line(project.texts.get(edge.importer, ""), edge.line)
    column = text.find(edge.spec.lstrip(".") or edge.spec) if edge.spec else -1
    return any(covers_line(s, edge.line, text) or (column >= 0 and in_span(s, edge.line, column)) for s, _ in spans)


def _preceding(text: str, number: int, lines: int = 3) -> str:
    """The few code lines before line `number` (a call may open there)."""
    return "\n".join(text.splitlines()[max(0, number - 1 - lines) : number - 1])


def _line(text: str, number: int) -> str:
    lines = text.splitlines()
    return lines[number - 1] if 0 < number <= len(lines) else ""


def _drivers(project: Project, runtime: str, result: Scan) -> None:
    for engine, names in engine_drivers(runtime).items():
        for edge in project.external_imports(result.code):
            module = edge.external or ""
            if runtime == "node" and edge.spec.startswith(module + "/"):
                module = edge.spec  # an engine-specific entry of a package: 'drizzle-orm/libsql/migrator'
            if not any(_names_module(module, n, runtime) for n in names):
                continue
            item = {"file": edge.importer, "line": edge.line, "evidence": f"imports {module}", "text": edge.text}
            why = result.dead_line(edge.importer, edge.line)
            if not why and runtime == "python" and error_types_only(edge, module, project.code(edge.importer)):
                why = "imports only the driver's error types (to recognise its errors): connects to nothing"
            if why:
                result.ignored.append({**item, "engine": engine, "ignored": why})
            else:
                result.found[engine].append(item)


def _names_module(module: str, name: str, runtime: str) -> bool:
    """The imported module is the listed one or inside it (sqlalchemy.dialects.sqlite.base,
    drizzle-orm/libsql/migrator)."""
    return module == name or module.startswith(name + ("." if runtime == "python" else "/"))


def _live_reads(project: Project, result: Scan, selected: set[str]) -> dict[str, list[dict]]:
    """Variable -> the places the running code reads it (not in a dead branch or a block that does
    not apply), code and configuration files alike."""
    reads: dict[str, list[dict]] = {}
    for path in result.code:
        blocks = environment_lines(project, path, selected, result.environment)
        for read in project.parsed[path].env_reads:
            block = blocks.get(read.line)
            if not result.live(path, read.line, read.column) or (block and block[2] is False):
                continue
            text = short(_line(project.texts[path], read.line))
            place = {"file": path, "line": read.line, "environment": read.variable, "default": bool(read.default), "text": text}  # fmt: skip
            if block and block[2] is None:  # in a configuration the environment picks at run time
                place["default_of"] = block[1]
            reads.setdefault(read.variable, []).append(place)
    for path in result.data:
        skipped = skipped_lines(project, path)
        for number, line in enumerate(plain_text(project, path).splitlines(), start=1):
            if number in skipped:
                continue
            match = re.search(r"use_env_variable\"?\s*:\s*\"(\w+)\"|env\(\s*\"(\w+)\"\s*\)", line)
            if path.endswith(".sh") and _SHELL_ASSIGNMENT.match(line):
                continue  # `export FLASK_SQLALCHEMY_DATABASE_URI="${DATABASE_URL}"`: read where the code reads the new variable
            if not match and not PurePosixPath(path).name.startswith(".env"):  # url = "${DATABASE_URL}", expanded by
                match = re.search(r"\$\{([A-Z_][A-Z0-9_]*)(?::?-[^}]*)?\}", line)  # the code (expandvars, envsubst, a YAML loader)
                match = match or _OC_DEFAULT.search(line) or re.search(r"\$\{(?:oc\.env|env):([A-Za-z_]\w*)\}", line)
            if "custom-environment-variables" in path:  # node-config: `key: VARIABLE` maps a variable in
                match = re.search(r"[:=]\s*['\"]?([A-Z][A-Z0-9_]*)['\"]?\s*\}?\s*,?\s*$", line)  # also `"db": { "url": "DATABASE_URL" },`
            if match:
                variable = next(g for g in match.groups() if g)
                reads.setdefault(variable, []).append(
                    {"file": path, "line": number, "environment": variable, "default": False, "text": short(line)}
                )
    return reads


_SHELL_ASSIGNMENT = re.compile(r"^\s*(?:export\s+|declare\s+(?:-\w+\s+)?|readonly\s+)?[A-Za-z_]\w*=\S*\s*(?:#.*)?$")
UNSET_DEFAULT = "the default of"


def _django_alias(text: str, number: int) -> str | None:
    """The DATABASES alias whose block holds line `number` (`"metrics": {` above, less indented)."""
    lines = text.splitlines()
    same = re.search(r"['\"](\w+)['\"]\s*:\s*(?:\{|dict\()[^{}]*ENGINE", lines[number - 1])  # "activity": {"ENGINE": …}
    if same:
        return same.group(1)
    indent = len(lines[number - 1]) - len(lines[number - 1].lstrip())
    for line in reversed(lines[: number - 1]):
        own = len(line) - len(line.lstrip())
        if line.strip() and own < indent:
            match = re.match(r"\s*['\"](\w+)['\"]\s*:\s*(?:\{|dict\()", line)
            return match.group(1) if match else None
    return None


def _routes_to_aliases(project: Project, result: "Scan") -> bool:
    """The used code sends queries to a DATABASES alias other than default: DATABASE_ROUTERS lists a
    router, or a query names its database (`.using("metrics")`, `using="metrics"`, `db_manager(…)`)."""
    pattern = re.compile(r"^\s*DATABASE_ROUTERS\s*=\s*\[\s*['\"\w]|\.using\(\s*['\"]\w|\busing\s*=\s*['\"]\w|\.db_manager\(", re.MULTILINE)
    return any(pattern.search(project.code(path)) for path in result.code)


def _taken_branch(parsed, number: int, environment: Environment) -> str | None:
    """Why line `number` runs for sure: it is in a branch whose condition the evaluation's
    environment makes hold (`if DEBUG:` with DEBUG = os.environ.get("DJANGO_DEBUG", "1") == "1")."""
    for branch in parsed.env_branches if parsed else []:
        truth = environment.truth(branch.test)
        span = branch.when_true if truth else branch.when_false
        if truth is not None and span and span[0] <= number <= span[2]:
            return f"in a branch the evaluation takes: `{branch.text}` is {truth}"
    return None


_TOP_DATABASES = re.compile(r"^DATABASES\s*(?::[^=\n]*)?=(?!=)", re.MULTILINE)


def _last_databases_reassignment(code: str, number: int, chosen: bool = False) -> str | None:
    """Line `number` lies in a module-level `DATABASES = {…}` that replaces an earlier one and that
    nothing after it replaces: the settings module's last word, whatever startproject wrote first.
    So is the DATABASES of a `chosen` settings module (DJANGO_SETTINGS_MODULE names it) that
    star-imports its base."""
    starts = [code.count("\n", 0, m.start()) + 1 for m in _TOP_DATABASES.finditer(code)]
    mine = [s for s in starts if s <= number]
    variant = chosen and re.search(r"^from\s+[\w.]+\s+import\s+\*", code, re.MULTILINE)  # `from .base import *`
    if len(mine) < (1 if variant else 2) or mine[-1] != starts[-1] or number - mine[-1] > 8:
        return None
    later = code.splitlines()[mine[-1] :]
    if any(re.match(r"DATABASES\s*\[|DATABASES\s*\.\s*update\b", line) for line in later):
        return None
    if len(mine) < 2:
        return f"the DATABASES of a settings module over the one it star-imports (line {mine[-1]})"
    return f"the settings module's last DATABASES (line {mine[-1]}), replacing the one of line {mine[-2]}"


def _scan_file(project, path, engine, entry, pattern, result: Scan, selected, live_reads, only_unset_defaults=False) -> None:
    parsed = project.parsed.get(path)
    text = parsed.code if parsed else plain_text(project, path)
    skipped = {} if parsed else skipped_lines(project, path)
    overridden = {n: ("ignored", why) for n, why in result.replaced.get(path, {}).items()} if parsed else _overridden_settings(project, path, result)
    blocks = environment_lines(project, path, selected, result.environment) if parsed else {}
    env_file = PurePosixPath(path).name.startswith(".env") or path.endswith(".env")
    for number, line in enumerate(text.splitlines(), start=1):
        for match in pattern.finditer(line):
            item = {"file": path, "line": number, "evidence": entry["id"], "text": short(line)}
            if entry.get("outside_project"):
                item["outside_project"] = True
            verdict, why = _classify(project, path, number, line, match, result, skipped, blocks, env_file, live_reads)
            if parsed and parsed.language == "python" and in_django_test_block(text, number, match.start()):
                verdict, why = "ignored", "Django's TEST settings: the test runner's database, not the server's"
            if number in overridden and verdict == "found":
                verdict, why = overridden[number]
            if only_unset_defaults and not (verdict == "found" and (why or "").startswith(UNSET_DEFAULT)):
                alias = _django_alias(text, number)
                taken = _taken_branch(parsed, number, result.environment) if verdict == "found" else None
                last = _last_databases_reassignment(text, number, path in project.entry_files) if verdict == "found" and parsed else None
                if taken:  # `if DEBUG: DATABASES = {sqlite}` with DEBUG true in the evaluation
                    why = taken
                elif last:
                    why = last
                elif verdict != "found" or alias in (None, "default") or not _routes_to_aliases(project, result):
                    continue
                else:
                    why = f"the DATABASES alias '{alias}', which the server uses (DATABASE_ROUTERS or .using())"
            given = re.match(r"dormant default of (\w+), which (.+) sets$", why or "") if not parsed else None
            if verdict == "ignored" and given and given.group(2) == GIVEN_BY_EVALUATION and given.group(1) in ("DATABASE_URL", "PGHOST"):
                result.found["postgres"].append({**item, "evidence": f"reads {given.group(1)}, which {GIVEN_BY_EVALUATION} sets to its "
                                                 f"PostgreSQL (the configuration's value is its fallback)"})  # fmt: skip
            if verdict == "found":
                result.found[engine].append({**item, **({"note": why} if why else {})})
            elif verdict == "default":
                result.defaults[engine].append({**item, "default_of": why})
            else:
                result.ignored.append({**item, "engine": engine, "ignored": why})


def _classify(project, path, number, line, match, result: Scan, skipped, blocks, env_file, live_reads):
    """("found" | "default" | "ignored", why) for one match."""
    parsed = project.parsed.get(path)
    environment = result.environment
    if number in skipped:
        return "ignored", skipped[number]
    # the engine's name ends the match (`client: DB_CLIENT || 'sqlite3'`): dead when either end is
    dead_at = [c for c in (match.start(), match.end() - 1) if not result.live(path, number, c)] if parsed else []
    if dead_at:
        why = next(w for s, w in result.dead[path] if in_span(s, number, dead_at[0]))
        return "ignored", why
    block = blocks.get(number)
    if block and block[2] is False:
        return "ignored", f"{block[1]}: does not apply"
    if block and block[2] is None:
        return "default", block[1]
    unread = _unread_test_setting(project, path, number, line, result) if parsed else None
    if unread:
        return "ignored", f"{unread} is a test setting that the running code never reads (only the tests, which the eval phase does not run)"
    if parsed and (is_guard(line, match.start(), match.end(), _preceding(parsed.code, number))
                   or _loop_of_guards(parsed.code, number, line, match.start())):
        return "ignored", "a comparison, guard or prefix rewrite, not use"
    variable = None
    if parsed:
        read = next((r for r in parsed.env_reads if r.default and in_span(r.default, number, match.end() - 1)), None)
        variable = read.variable if read else None
    elif path.endswith(".sh"):
        variable = next((m.group(1) for m in SHELL_DEFAULT.finditer(line) if m.start(2) <= match.start() < m.end(2)), None)  # fmt: skip
    elif path.endswith(_CONFIG_SUFFIXES):  # `url: ${oc.env:DATABASE_URL,sqlite:///dev.db}` (OmegaConf, compose-style ${X:-…})
        variable = next((m.group(1) for pattern in (_OC_DEFAULT, SHELL_DEFAULT) for m in pattern.finditer(line)
                         if m.start(2) <= match.start() < m.end(2)), None)  # fmt: skip
        variable = variable or _substituted_later(project.texts.get(path, ""), number) or _option_env_var(project, result, line)
    if variable and path.endswith(".sh"):  # ${VAR:-default}: only the evaluation's value can be there before
        if variable in environment.given:
            return "ignored", f"dormant default of {variable}, which {GIVEN_BY_EVALUATION} sets"
        return "found", f"{UNSET_DEFAULT} {variable}, which nothing sets: it is what runs"
    if variable:
        value, who = environment.lookup(variable)
        if value is not None:
            return "ignored", f"dormant default of {variable}, which {who} sets"
        return "found", f"{UNSET_DEFAULT} {variable}, which nothing sets: it is what runs"
    if env_file:
        assigned = re.match(r"^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=", line)
        if assigned:
            name = assigned.group(1)
            if name in environment.given and not environment.files_override:
                return "ignored", f"{name} is given by {GIVEN_BY_EVALUATION}; a .env file does not override it"
            if name not in live_reads and not db_variable().search(name):
                return "ignored", f"nothing the application runs reads {name}"
    return "found", None


_ASSIGNED_NAME = re.compile(r"^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?([A-Za-z_]\w*)\s*(?::[^=\n]*)?(?<![=!<>])=(?!=)|^\s*['\"]?([A-Za-z_]\w*)['\"]?\s*:")


def _unread_test_setting(project: Project, path: str, number: int, line: str, result: Scan) -> str | None:
    """The name a line assigns when it is a test setting (`DB_URL_TEST = "sqlite://:memory:"`,
    `TEST_DATABASE_URL = …`, `testDbUrl: …`) that no used file reads: set for the tests only."""
    assigned = _ASSIGNED_NAME.match(line)
    name = assigned and (assigned.group(1) or assigned.group(2))
    if not name:
        return None
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name).lower().split("_")
    if not {"test", "testing", "tests"} & set(words):
        return None
    use = re.compile(rf"\b{re.escape(name)}\b")
    for used in result.code:
        for other, text in enumerate(project.code(used).splitlines(), start=1):
            if use.search(text) and not (used == path and other == number):
                return None
    return name


def _nconf_environment_first(project: Project, result: Scan, path: str) -> bool:
    """nconf reads this file after the environment (`nconf.argv().env().file({ file: … })`): the
    store attached first wins, so a variable the environment sets replaces the file's key."""
    name = posixpath.basename(path)
    for used in result.code:
        code = project.code(used)
        if "nconf" not in code:
            continue
        for attached in re.finditer(r"\.file\(", code):
            if name in code[attached.start() : attached.start() + 300]:
                env = code.rfind(".env(", 0, attached.start())
                return env >= 0 and "nconf" in code[:env]
    return False


def _overridden_settings(project: Project, path: str, result: Scan) -> dict[int, tuple[str, str]]:
    """Lines of a node-config file (config/default.yaml …) holding a setting that
    custom-environment-variables maps a variable onto (or of a file nconf reads after the
    environment, a key named as the variable): dormant when the variable is set, what runs
    otherwise; and settings the running code reads only in branches the evaluation never takes."""
    nconf = _nconf_environment_first(project, result, path)
    if "node-config" not in result.data.get(path, "") and not nconf:
        return {}
    mapped = node_config_overrides(project, list(result.data)) if not nconf else {}
    how = "nconf reads the environment before this file: the variable" if nconf else "custom-environment-variables maps"
    given_json = node_config_json_keys(result.environment) if not nconf else set()
    found = {}
    for number, (key, value) in key_paths(path, project.texts.get(path, "")).items():
        variable = mapped.get(key) if not nconf else (key if re.fullmatch(r"[A-Za-z_]\w*", key) else None)
        if value is None or "custom-environment-variables" in path:
            continue
        if key in given_json:  # NODE_CONFIG='{"db":{"storage":…}}': merged over every file
            found[number] = ("ignored", f"dormant value of {key}: the NODE_CONFIG variable's JSON sets it over the configuration files")
            continue
        if variable is None:
            dead = read_only_in_dead_code(project, list(result.code), key, result.live)
            if dead:
                found[number] = ("ignored", dead)
            continue
        setting, who = result.environment.lookup(variable)
        if setting is not None:
            found[number] = ("ignored", f"dormant default of {key}: {how} {variable} onto it, which {who} sets")  # fmt: skip
        else:
            found[number] = ("found", f"the default of {key}, which {variable} (unset) would override: it is what runs")
    return found


_CONFIG_SUFFIXES = (".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".json")
_CONFIG_KEY = re.compile(r"^\s*([A-Za-z_][\w.-]*)\s*[:=]")


def _substituted_later(text: str, number: int) -> str | None:
    """HOCON (pyhocon): the same key set again further down its block to `${?VAR}` / `${VAR}` — the
    later value wins, so line `number`'s value is the fallback of VAR."""
    lines = text.splitlines()
    key = _CONFIG_KEY.match(lines[number - 1])
    if not key:
        return None
    for later in lines[number:]:
        if later.strip().startswith("}"):
            return None
        again = re.match(rf"^\s*{re.escape(key.group(1))}\s*[:=]\s*\$\{{\??([A-Za-z_]\w*)\}}\s*$", later)
        if again:
            return again.group(1)
    return None


def _option_env_var(project: Project, result: Scan, line: str) -> str | None:
    """ConfigArgParse: a config file's `database-url = …` is the option --database-url, which the
    environment variable its `env_var=` names replaces (command line > environment > config file)."""
    key = _CONFIG_KEY.match(line)
    if not key:
        return None
    option = re.escape("--" + key.group(1).replace("_", "-"))
    for path in result.code:
        if not path.endswith(".py"):
            continue
        declared = re.search(rf"""add(?:_argument)?\(\s*(?:['"]-\w['"]\s*,\s*)?['"]{option}['"][^()]*(?:\([^()]*\)[^()]*)*?\benv_var\s*=\s*['"](\w+)['"]""", project.code(path))
        if declared:
            return declared.group(1)
    return None
# an environment interpolation with a default in a configuration file: OmegaConf's ${oc.env:X,default}
# (and ${env:X,default}); the shell-like ${X:-default} of compose-style loaders is SHELL_DEFAULT's
_OC_DEFAULT = re.compile(r"\$\{(?:oc\.env|env):([A-Za-z_]\w*)\s*,\s*([^}]*)\}")
_ENGINE_URL = re.compile(r"(postgres(?:ql)?|sqlite)(?:\+\w+)?:")
_PRISMA_SQLITE_URL = re.compile(r"file:")  # Prisma's SQLite URL (file:./dev.db)


def _reads(project: Project, result: Scan, live_reads: dict[str, list[dict]]) -> None:
    """Reads of the database settings: the evaluation's own variables are PostgreSQL evidence; the
    others are listed with what the environment gives them."""
    environment = result.environment
    for variable, places in sorted(live_reads.items()):
        value, who = environment.lookup(variable)
        if who == GIVEN_BY_EVALUATION:
            for place in places:
                item = {"file": place["file"], "line": place["line"], "text": place["text"],
                        "evidence": f"reads {variable}, which {GIVEN_BY_EVALUATION} sets to its PostgreSQL"}  # fmt: skip
                if "default_of" in place:
                    result.defaults["postgres"].append({**item, "default_of": place["default_of"]})
                else:
                    result.found["postgres"].append(item)
        elif who == "run.sh" and value and "$" not in value and _ENGINE_URL.match(value):
            engine = "postgres" if _ENGINE_URL.match(value).group(1).startswith("postgres") else "sqlite"  # type: ignore[union-attr]
            built = "$" in environment.script.get(variable, "")  # `${DATABASE_URL/#postgresql:/postgresql+asyncpg:}`
            for place in places:  # or a file's value run.sh puts on the command line (`env $(cat .env | xargs) node …`)
                result.found[engine].append({"file": place["file"], "line": place["line"], "text": place["text"],
                                             "evidence": f"reads {variable}, which run.sh {'builds as' if built else 'sets to'} {short(value)}"})  # fmt: skip
        elif who and who != "run.sh" and value and _PRISMA_SQLITE_URL.match(value) and any(p["file"].endswith(".prisma") for p in places):
            for place in (p for p in places if p["file"].endswith(".prisma")):  # Prisma's `env("DATABASE_URL")` from its .env
                item = {"file": place["file"], "line": place["line"], "text": place["text"],
                        "evidence": f"reads {variable}, which {who} sets to {short(value)}"}
                if outside_value(value, project.entries.workdir, shell=False):
                    item.update(outside_project=True, outside_evidence=f"sqlite file outside the project: {variable}={value}, set by {who}")
                result.found["sqlite"].append(item)
        elif db_variable().search(variable):
            note = f"set by {who}: {value}" if value is not None else "unset in the evaluation: the read gives nothing"
            result.env_reads += [{**p, "note": note} for p in places if not p["default"]]
