"""Strong mode, ORM (static part): in the code the application runs, the required ORM is
imported, defines the data models and runs the queries; no SQL statement for the application's
tables is sent another way (string literals, f-strings and .format() templates with placeholder
table names, .sql files the code reads), no driver connection of its own, and no other data-access
library (knex, Prisma, TypeORM, the Django ORM, peewee …) does the work. A package listed in a
manifest proves nothing either way."""

from __future__ import annotations

import posixpath
import re

from harness.verify import rules
from harness.verify.dataaccess import reads_no_data
from harness.verify.dbcheck import used_files
from harness.verify.dbscan import never_taken
from harness.verify.environment import covers_line
from harness.verify.evidence import MAX_ITEMS, Trace, decision, scan, scan_matches, short
from harness.verify.main_blocks import never_run_spans, only_called_in_dead_branches, uncalled_function_spans
from harness.verify.model import VerifierResult
from harness.verify.ormmodels import django_models, sequelize_models, sqlalchemy_models
from harness.verify.owncalls import own_function_call
from harness.verify.entry import package_json
from harness.verify.project import SQL_TEMPLATES, Project
from harness.verify.sqlfragments import hand_written_fragments
from harness.verify.sqltext import is_sql_statement


def _module_matches(module: str, names: list[str], runtime: str) -> bool:
    if runtime == "python":
        return any(module == n or module.startswith(n + ".") for n in names)
    return module in names


def _sql_files(project: Project, data_files: dict[str, str]) -> list[dict]:
    """Statements in the .sql files the used code reads (split on ';'), SQL templates
    (`articles.sql.j2`, rendered and sent as text()) included: their tags read as names."""
    found = []
    for path, why in sorted(data_files.items()):
        if not path.endswith((".sql",) + SQL_TEMPLATES):
            continue
        text = project.texts.get(path, "")
        text = re.sub(r"--[^\n]*", lambda m: " " * len(m.group(0)), text)
        text = re.sub(r"\{%.*?%\}|\{#.*?#\}", lambda m: " " * len(m.group(0)), text, flags=re.DOTALL)  # Jinja tags
        text = re.sub(r"\{\{.*?\}\}", lambda m: "x" + " " * (len(m.group(0)) - 1), text, flags=re.DOTALL)
        offset = 0
        for statement in text.split(";"):
            if is_sql_statement(statement.strip()):
                line = text.count("\n", 0, offset + len(statement) - len(statement.lstrip())) + 1
                found.append({"file": path, "line": line, "sql": short(statement.strip(), 120), "read": why})
            offset += len(statement) + 1
    return found


# a database shell run by the start script: `psql -f db/schema.sql`, `psql -c "CREATE TABLE …"`,
# `sqlite3 app.db < schema.sql`, `sqlite3 app.db ".read schema.sql"`
_SHELL = re.compile(r"^\s*(?:\w+=\S*\s+)*(?:exec\s+)?(psql|sqlite3|mysql)\b([^\n#]*)")
_SHELL_FILE = re.compile(r"""(?:\s(?:-f|--file)[=\s]*|<\s*|\.read\s+)['"]?([^\s'";]+)""")
_SHELL_COMMAND = re.compile(r"""\s(?:-c|--command)[=\s]*(?:"([^"]*)"|'([^']*)')""")


def _shell_sql(project: Project) -> list[dict]:
    """Statements on the application's tables that the start scripts (run.sh and the scripts it runs)
    send through a database shell at every start: hand-written SQL besides the ORM (creating the
    database itself, `psql -c "CREATE DATABASE …"`, is not a statement on the application's tables)."""
    found = []
    scripts = sorted(p for p in project.texts if p == "run.sh" or (p.endswith(".sh") and any(p in c for c in project.entries.commands)))
    written = "\n".join(project.texts[p] for p in scripts)
    # package.json scripts the start command runs (`"preserve": "sqlite3 data/x.sqlite < db/seed.sql"`)
    texts = {p: project.texts[p] for p in scripts}
    others = [c for c in project.entries.commands if c not in written]
    run = [v for v in (package_json(project.texts).get("scripts") or {}).values()
           if isinstance(v, str) and any(c and c in v for c in others)]  # fmt: skip
    if run:  # as written: the command texts lose their redirections
        texts["package.json"] = "\n".join(v.replace("&&", "\n").replace(";", "\n") for v in run)
    for path, text in texts.items():
        lines = text.splitlines()
        for number, line in enumerate(lines, start=1):
            shell = _SHELL.match(line)
            if not shell:
                continue
            commands = [a or b for a, b in _SHELL_COMMAND.findall(shell.group(2))]
            heredoc = re.search(r"<<-?\s*['\"]?(\w+)['\"]?", shell.group(2))
            if heredoc:  # psql "$DATABASE_URL" <<'SQL' … SQL
                body = []
                for later in lines[number:]:
                    if later.strip() == heredoc.group(1):
                        break
                    body.append(later)
                commands += "\n".join(body).split(";")
            files = [posixpath.normpath(f) for f in _SHELL_FILE.findall(shell.group(2))]
            for name in files:
                commands += [part for part in project.texts.get(name, "").split(";")] if name.endswith(".sql") else []
            if any(is_sql_statement(re.sub(r"--[^\n]*", "", c).strip()) for c in commands):
                found.append({"file": path, "line": number, "sql": f"{shell.group(1)} sends hand-written SQL", "text": short(line)})
    return found


_CREATOR = re.compile(r"""\b(?:async_)?creator\s*=\s*(?:lambda\s*:\s*)?(?:\w+\.)*(\w+)|['"](?:async_)?creator['"]\s*:\s*(?:lambda\s*:\s*)?(?:\w+\.)*(\w+)""")


def _creator_functions(project: Project, files: list[str]) -> set[str]:
    """The functions handed to create_engine(creator=…) / create_async_engine(async_creator=…),
    also through a name they are bound to first (`Settings(connect=connect_database)` …
    `async_creator=settings.connect`)."""
    codes = [project.code(p) for p in files]
    names = {m.group(1) or m.group(2) for code in codes for m in _CREATOR.finditer(code)}
    for name in list(names):
        names |= {m.group(1) for code in codes for m in re.finditer(rf"\b{re.escape(name)}\s*=\s*(\w+)\s*[,)\n]", code)}
    return names


def _in_creator(code: str, number: int, creators: set[str]) -> bool:
    """Line `number` lies in a function handed to create_engine(creator=…)."""
    if not creators:
        return False
    for line in reversed(code.splitlines()[:number]):
        header = re.match(r"\s*(?:async\s+)?def\s+(\w+)", line)
        if header:
            return header.group(1) in creators
    return False


def _competing(project: Project, code_files: list[str], runtime: str) -> list[dict]:
    """Other data-access libraries the used code imports (and, for Django, models it defines)."""
    names = rules.orm()["strong"]["competing"][runtime]
    found = [
        {"file": e.importer, "line": e.line, "library": e.external, "text": e.text}
        for e in project.external_imports(code_files)
        if _module_matches(e.external or "", names, runtime)
    ]
    if runtime == "python":
        found += [{**m, "library": "django.db.models"} for m in django_models(project, code_files)]
        found += _django_builtin_models(project, code_files)
    else:
        found += _keyv_urls(project, code_files)
    return found


_BUILTIN_MODEL_IMPORT = re.compile(r"^\s*from\s+django\.contrib\.\w+\.models\s+import\s+([\w ,()]+)", re.MULTILINE)
_USER_MODEL = re.compile(r"^\s*(\w+)\s*=\s*get_user_model\(\s*\)", re.MULTILINE)


def _django_builtin_models(project: Project, code_files: list[str]) -> list[dict]:
    """Queries through Django's own models (`User.objects.create_user(…)` of django.contrib.auth,
    `get_user_model().objects.filter(…)`): the Django ORM reading and writing the app's data,
    whatever ORM its other models use."""
    found = []
    for path in code_files:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language != "python":
            continue
        code = parsed.code
        names = {n.strip() for m in _BUILTIN_MODEL_IMPORT.finditer(code) for n in m.group(1).strip("()").split(",") if n.strip()}
        names |= {m.group(1) for m in _USER_MODEL.finditer(code)}
        pattern = r"\bget_user_model\(\s*\)" + "".join(rf"|\b{re.escape(n)}\b" for n in sorted(names))
        for match in re.finditer(rf"(?:{pattern})\.objects\.\w+\(", code):
            line = code.count("\n", 0, match.start()) + 1
            found.append({"file": path, "line": line, "library": "django.contrib (the Django ORM's own models)",
                          "text": code.splitlines()[line - 1].strip()})
            break
    return found


# Keyv given a connection URL loads its database adapter itself (`new Keyv(process.env.DATABASE_URL)`
# picks @keyv/postgres by the scheme), so no @keyv/* import shows it
_KEYV_URL = re.compile(r"""\bnew\s+Keyv\s*\(\s*(?:['"`](?:sqlite|postgres(?:ql)?|mysql|mongodb|redis)\w*:|process\.env\b|\{[^}]*\buri\s*:)""")


def _keyv_urls(project: Project, code_files: list[str]) -> list[dict]:
    found = []
    for path in code_files:
        code = project.parsed[path].code if path in project.parsed else ""
        for match in _KEYV_URL.finditer(code):
            line = code.count("\n", 0, match.start()) + 1
            found.append({"file": path, "line": line, "library": "keyv (with a database URL)", "text": code.splitlines()[line - 1].strip()})
    return found


def orm(project: Project, orm_name: str, runtime: str, database: str | None = None) -> tuple[VerifierResult, Trace]:
    spec = rules.orm()["strong"][orm_name]
    code_files, data_files = used_files(project)
    skipped, dead = never_taken(project, database)  # a test helper required under NODE_ENV === 'test'
    code_files = [p for p in code_files if p not in skipped]
    imports = [
        {"file": e.importer, "line": e.line, "imports": e.external}
        for e in project.external_imports(code_files)
        if _module_matches(e.external or "", spec["modules"], runtime)
    ]
    orm_files = [p for p in code_files if (project.parsed[p].language == "python") == (runtime == "python")]
    models = sqlalchemy_models(project, orm_files) if orm_name == "sqlalchemy" else sequelize_models(project, orm_files)
    never = {p: spans for p in orm_files if (spans := never_run_spans(project, p) + uncalled_function_spans(project, p)
                                                       + only_called_in_dead_branches(project, p, dead.get(p, [])))}

    def runs(path: str, line: int) -> bool:  # not in a __main__ block of an imported module, nor a branch never taken
        text = project.code(path).splitlines()[line - 1] if 0 < line <= project.code(path).count("\n") + 1 else ""
        return not any(a <= line <= b for a, b in never.get(path, ())) and not any(
            covers_line(span, line, text) for span, _ in dead.get(path, ()))  # fmt: skip

    raw_sql = []
    for path in orm_files:
        for literal in project.parsed[path].strings:
            if is_sql_statement(literal.value) and runs(path, literal.line):
                raw_sql.append({"file": path, "line": literal.line, "sql": short(literal.value, 120)})
    sql_files = _sql_files(project, data_files) + _shell_sql(project)
    fragments = hand_written_fragments(project, orm_files, runtime)
    hatches, connects, queries, own_calls = [], [], [], []
    creators = _creator_functions(project, orm_files) if orm_name == "sqlalchemy" else set()
    for path in orm_files:
        code = project.code(path)
        for entry in spec["escape_hatches"]:
            for number, line in scan(code, rules.compile_pattern(entry)):
                if not runs(path, number):
                    continue
                hatches.append({"file": path, "line": number, "escape_hatch": entry["id"], "text": short(line)})
        for pattern in spec["driver_connects"]:
            for number, line in scan(code, re.compile(pattern)):
                held = re.match(r"\s*(\w+)\s*(?::[^=]*)?=", line)  # `connection = sqlite3.connect(…)` … `creator=lambda: connection`
                if _in_creator(code, number, creators) or (held and held.group(1) in creators) or not runs(path, number):
                    continue  # SQLAlchemy's creator: the engine asks it for each connection and sends every statement itself
                connects.append({"file": path, "line": number, "driver_connection": short(line)})
        for pattern in spec.get("driver_writes", []):
            for number, line in scan(code, re.compile(pattern)):
                if runs(path, number):
                    connects.append({"file": path, "line": number, "driver_write": short(line)})
        for pattern in spec["query_calls"]:
            for number, line, match in scan_matches(code, re.compile(pattern)):
                if reads_no_data(line, match) or not runs(path, number):
                    continue  # createHash(…).update(…), res.setHeader(…): another API's call
                own = own_function_call(project, path, line, match)
                if own:
                    own_calls.append({"file": path, "line": number, "calls": own, "text": short(line, 100)})
                else:
                    queries.append({"file": path, "line": number, "query": short(line, 100)})
    competing = _competing(project, orm_files, runtime)
    problems: list[tuple[str, list]] = []
    if not imports:
        problems.append((f"{orm_name} is not imported by the code reachable from the entry points", []))
    if not models:
        problems.append((f"no data model is defined with {orm_name}", []))
    if raw_sql:
        problems.append((f"{len(raw_sql)} raw SQL statement(s) for the application's tables", raw_sql))
    if sql_files:
        problems.append((f"{len(sql_files)} SQL statement(s) in .sql files the code reads or sent by a database shell the start script runs", sql_files))
    if fragments:
        problems.append((f"{len(fragments)} hand-written SQL fragment(s) in ORM statements", fragments))
    if connects:
        problems.append((f"{len(connects)} direct driver connection(s) or driver write(s) besides the ORM", connects))
    if competing:
        libraries = ", ".join(sorted({c["library"] for c in competing}))
        problems.append((f"data access through {libraries} instead of {orm_name}", competing))
    if not queries:
        problems.append((f"no {orm_name} query call in the used code", []))
    query_count = len({(q["file"], q["line"]) for q in queries})
    evidence: list = [
        f"read: {len(code_files)} file(s) reachable from {', '.join(project.entry_files) or 'no entry point'}",
        f"{orm_name} imported in {len(imports)} place(s); {len(models)} model definition(s); {query_count} ORM query call(s)",
    ]
    evidence += [f"fails: {p}" for p, _ in problems]
    evidence += imports[:3] + models[:MAX_ITEMS]
    evidence += raw_sql[:MAX_ITEMS] + sql_files[:MAX_ITEMS] + fragments[:MAX_ITEMS] + connects[:MAX_ITEMS] + competing[:MAX_ITEMS]
    if hatches:
        evidence.append(
            f"escape hatches used: {len(hatches)} (a failure only when they run SQL statements on the application's tables)"
        )
        evidence += hatches[:6]
    evidence += [f"note: {n}" for n in project.notes + project.entries.notes]
    if problems:
        summary, items = problems[0]
        decided = decision(summary.split(":")[0], summary, items)
    else:
        first = queries[0]
        decided = decision(
            "ORM used",
            f"{orm_name} defines {len(models)} model(s) and runs the queries ({query_count} call(s), first at {first['file']}:{first['line']}); no SQL is sent another way",
            models[:3] + queries[:3],
        )
    if fragments:  # the run's statements cannot show them: the ORM wrote the statement around the fragment
        decided["runtime_blind"] = (f"{len(fragments)} hand-written SQL fragment(s) inside ORM statements "
                                    f"(first at {fragments[0]['file']}:{fragments[0]['line']}) look ORM-generated at run time")  # fmt: skip
    trace = Trace()
    trace.add(f"{orm_name} imports", *imports)
    trace.add("models", *models)
    trace.add("ORM query calls", *queries)
    trace.add("calls named like ORM queries that run the solution's own functions", *own_calls)
    trace.add("raw SQL", *raw_sql, *sql_files, *fragments)
    trace.add("direct driver connections", *connects)
    trace.add("other data-access libraries", *competing)
    trace.add("escape hatches", *hatches)
    result = VerifierResult("orm", "strong", not problems, evidence, target=orm_name, decided_by=decided)
    return result, trace
