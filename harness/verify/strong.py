"""Mode `strong` (static part): the real import graph, and evidence only from the code that is
really imported from the entry points (comments, docstrings, docs and unused files do not count)."""

from __future__ import annotations

import posixpath
import re
from functools import lru_cache
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.model import Constraints, VerifierResult
from harness.verify.project import Project
from harness.verify.source import Source

MAX_ITEMS = 12


def _short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _line_text(project: Project, path: str, line: int) -> str:
    lines = project.texts.get(path, "").splitlines()
    return _short(lines[line - 1]) if 0 < line <= len(lines) else ""


# ---------------------------------------------------------------------------------- architecture
def _would_be_path(project: Project, importer: str, spec: str) -> str | None:
    """Where an unresolved local import points, so that its layer can still be read."""
    if importer.endswith(".py"):
        level = len(spec) - len(spec.lstrip("."))
        if not level:
            return None
        base = posixpath.dirname(importer)
        for _ in range(level - 1):
            base = posixpath.dirname(base)
        rest = spec[level:]
        return posixpath.join(base, *rest.split(".")) + ".py" if rest else None
    if spec.startswith(("./", "../")):
        path = posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))
        return None if path.startswith("..") else path + ("" if PurePosixPath(path).suffix else ".js")
    return None


def architecture(project: Project) -> VerifierResult:
    spec = rules.architecture()["strong"]
    ranks = rules.layer_ranks()
    allowed = spec["allowed"]
    order = sorted(ranks, key=lambda layer: -ranks[layer])
    evidence: list = []
    present = []
    for layer in order:
        info = project.layers[layer]
        if info.code_files:
            present.append(layer)
            named = f" (recognised by file naming: {', '.join(sorted(info.by_naming))})" if info.by_naming else ""
            evidence.append(
                f"{layer}: {', '.join(sorted(d or '.' for d in info.directories))} — {len(info.code_files)} file(s) with code{named}"
            )
        elif info.files:
            evidence.append(
                f"{layer}: {', '.join(sorted(info.directories))} holds no code ({len(info.files)} file(s) without statements)"
            )
        else:
            evidence.append(f"{layer}: no layer directory")
    violations = []
    checked = 0
    for edge in project.edges:
        if edge.kind == "string" or edge.importer in project.test_files:
            continue
        own = project.layer_of_path(edge.importer)
        if not own:
            continue
        if edge.target:
            if edge.target in project.test_files:
                continue
            target_layer = project.layer_of_path(edge.target)
        elif edge.external is None:
            would_be = _would_be_path(project, edge.importer, edge.spec)
            target_layer = project.layer_of_path(would_be) if would_be else None
        else:
            continue
        if not target_layer:
            continue
        checked += 1
        if target_layer == own or target_layer in allowed[own]:
            continue
        if ranks[target_layer] > ranks[own]:
            rule = f"upward import: {own} -> {target_layer}"
        elif own == "routes" and target_layer == "repositories":
            rule = "routes -> repositories shortcut (routes must go through services)"
        else:
            rule = f"{own} may not import {target_layer}"
        item = {"file": edge.importer, "line": edge.line, "import": edge.spec, "rule": rule, "kind": edge.kind}
        if edge.target:
            item["resolved"] = edge.target
        else:
            item["resolved"] = None
        item["text"] = edge.text or _line_text(project, edge.importer, edge.line)
        violations.append(item)
    minimum = spec["min_layers"]
    evidence.insert(
        0,
        f"layers with code in their own directory: {len(present)} of 4 ({', '.join(present) or 'none'}); {minimum} needed",
    )
    if violations:
        evidence.append(f"{len(violations)} forbidden import(s) among {checked} imports between layers")
        evidence += violations
    else:
        evidence.append(f"no forbidden import among {checked} imports between layers")
    broken = [p for p, parsed in project.parsed.items() if parsed.parse_error]
    if broken:
        evidence.append(
            f"files that do not parse (import lines read by pattern): {', '.join(sorted(broken)[:MAX_ITEMS])}"
        )
    passed = len(present) >= minimum and not violations
    return VerifierResult("architecture", "strong", passed, evidence, target="clean_architecture")


# ---------------------------------------------------------------------------------- used code
def _read_files(project: Project) -> tuple[list[str], list[str]]:
    """(reachable code files, other files the code reads: run.sh, required JSON, a loaded .env)."""
    reachable = project.reachable
    code = [p for p in reachable if p in project.parsed]
    extra = [p for p in reachable if p not in project.parsed]
    if "run.sh" in project.texts:
        extra.append("run.sh")
    externals = {e.external for e in project.external_imports(code)}
    loads_dotenv = any(
        x and x.split(".")[0].split("/")[0] in ("dotenv", "python-dotenv", "decouple", "environs") for x in externals
    )
    loads_dotenv = loads_dotenv or any("dotenv" in p for p in project.entries.preloads)
    if loads_dotenv or project.entries.env_files:
        extra += [p for p in project.entries.env_files or [".env"] if p in project.texts]
    return code, list(dict.fromkeys(extra))


def _plain_text(project: Project, path: str) -> str:
    """A read file without its shell-style comments (run.sh, .env)."""
    text = project.texts.get(path, "")
    if path.endswith((".sh", ".env")) or PurePosixPath(path).name.startswith(".env"):
        return "\n".join(re.sub(r"(^|\s)#.*$", "", line) for line in text.splitlines())
    return text


def _scan(text: str, pattern: re.Pattern[str]):
    for number, line in enumerate(text.splitlines(), start=1):
        if pattern.search(line):
            yield number, line


def _scan_text(text: str, pattern: re.Pattern[str]):
    """Matches that may span lines: (line number of the match's start, that line)."""
    lines = text.splitlines()
    for match in pattern.finditer(text):
        number = text.count("\n", 0, match.start()) + 1
        yield number, lines[number - 1] if number <= len(lines) else ""


# ---------------------------------------------------------------------------------- database
def _module_matches(module: str, names: list[str], runtime: str) -> bool:
    if runtime == "python":
        return any(module == n or module.startswith(n + ".") for n in names)
    return module in names


def database(project: Project, target: str, runtime: str) -> VerifierResult:
    spec = rules.database()["strong"]
    other = "postgres" if target == "sqlite" else "sqlite"
    code_files, extra_files = _read_files(project)
    found: dict[str, list[dict]] = {"sqlite": [], "postgres": []}
    for engine in ("sqlite", "postgres"):
        drivers = spec["drivers"][runtime][engine]
        for edge in project.external_imports(code_files):
            if _module_matches(edge.external or "", drivers, runtime):
                found[engine].append(
                    {
                        "file": edge.importer,
                        "line": edge.line,
                        "evidence": f"imports {edge.external}",
                        "text": edge.text,
                    }
                )
        for entry in spec["evidence"][engine]:
            if engine == other and entry.get("django_default") and spec["ignore_django_default_of_other_engine"]:
                continue
            pattern = rules.compile_pattern({"regex": entry["regex"], "flags": "i"})
            for path in code_files + extra_files:
                text = project.code(path) if path in project.parsed else _plain_text(project, path)
                for number, line in _scan(text, pattern):
                    found[engine].append({"file": path, "line": number, "evidence": entry["id"], "text": _short(line)})
    for engine in found:  # one item per file and line
        unique = {}
        for item in found[engine]:
            unique.setdefault((item["file"], item["line"]), item)
        found[engine] = list(unique.values())
    passed = bool(found[target]) and not found[other]
    evidence: list = [
        f"read: {len(code_files)} file(s) reachable from {', '.join(project.entry_files) or 'no entry point'}"
        + (f", plus {', '.join(extra_files)}" if extra_files else ""),
        f"{target} (required): {len(found[target])} piece(s) of evidence in used code",
        f"{other} (forbidden): {len(found[other])} piece(s) of evidence in used code",
    ]
    evidence += [dict(item, engine=target) for item in found[target][:MAX_ITEMS]]
    evidence += [dict(item, engine=other) for item in found[other][:MAX_ITEMS]]
    evidence += _ignored_database_evidence(project, set(code_files) | set(extra_files))
    evidence += [f"note: {n}" for n in project.notes + project.entries.notes]
    return VerifierResult("database", "strong", passed, evidence, target=target)


def _ignored_database_evidence(project: Project, used: set[str]) -> list:
    """What paper mode would have counted and strong mode did not (for the reader of the evidence)."""
    ignored = []
    for engine, entries in rules.database()["paper"]["evidence"].items():
        for entry in entries:
            pattern = rules.compile_pattern({"regex": entry["regex"], "flags": "i"})
            for path, text in sorted(project.texts.items()):
                if PurePosixPath(path).name in rules.database()["paper"]["skip_files"]:
                    continue
                code = project.code(path) if path in used and path in project.parsed else None
                for number, line in _scan(text, pattern):
                    if path in used:
                        code_lines = code.splitlines() if code is not None else _plain_text(project, path).splitlines()
                        if number <= len(code_lines) and pattern.search(code_lines[number - 1]):
                            continue
                        why = "comment or docstring"
                    else:
                        why = "file not used by the application"
                    ignored.append(
                        {"file": path, "line": number, "engine": engine, "ignored": why, "text": _short(line)}
                    )
    if not ignored:
        return []
    return [f"not counted ({len(ignored)}): engine mentions outside the used code"] + ignored[:6]


# ---------------------------------------------------------------------------------- ORM
@lru_cache(maxsize=1)
def _sql_patterns() -> list[re.Pattern[str]]:
    return [re.compile(p, re.IGNORECASE | re.DOTALL) for p in rules.orm()["strong"]["sql_statement"]]


def is_sql_statement(value: str) -> bool:
    return any(p.search(value) for p in _sql_patterns())


def _mapped_classes(project: Project, files: list[str]) -> list[dict]:
    spec = rules.orm()["strong"]["sqlalchemy"]
    bases = set(spec["declarative_bases"])
    factories = set(spec["base_factories"])
    decorators = set(spec["mapping_decorators"])
    classes = [(path, c) for path in files for c in project.parsed[path].classes]
    for path in files:
        for name, called in project.parsed[path].assigned_calls:
            last = called.rsplit(".", 1)[-1]
            if last in factories:
                bases.add(name)
            elif last == "SQLAlchemy":
                bases.add(f"{name}.Model")
    mapped: dict[str, dict] = {}
    known = set(bases)
    for _ in range(6):
        changed = False
        for path, cls in classes:
            names = set(cls["bases"]) | {b.rsplit(".", 1)[-1] for b in cls["bases"]}
            decorated = any(d.rsplit(".", 1)[-1] in decorators for d in cls["decorators"])
            if decorated and any(d.rsplit(".", 1)[-1] == "as_declarative" for d in cls["decorators"]):
                if cls["name"] not in known:
                    known.add(cls["name"])
                    changed = True
                continue
            derives = bool(names & known)
            if (derives or decorated) and cls["name"] not in known:
                known.add(cls["name"])
                changed = True
            is_sqlmodel = "SQLModel" in names
            has_table = "__tablename__" in cls["attrs"] or "__table__" in cls["attrs"]
            table_kw = cls["keywords"].get("table") == "True"
            abstract = "__abstract__" in cls["attrs"]
            parent_mapped = bool(names & set(mapped))
            if (
                (derives or decorated)
                and not abstract
                and ((is_sqlmodel and table_kw) or (not is_sqlmodel and (has_table or parent_mapped or decorated)))
            ):
                if cls["name"] not in mapped:
                    mapped[cls["name"]] = {"file": path, "line": cls["line"], "model": cls["name"]}
                    changed = True
        if not changed:
            break
    found = list(mapped.values())
    imperative = re.compile("|".join(rf"\b{c}\s*\(" for c in spec["imperative_calls"]))
    for path in files:
        for number, line in _scan(project.code(path), imperative):
            found.append({"file": path, "line": number, "model": "imperative mapping", "text": _short(line)})
    return found


def _sequelize_models(project: Project, files: list[str]) -> list[dict]:
    """sequelize.define('Name', …), Model.init({…}) in a file with a class extending Model, @Table."""
    patterns = [re.compile(p) for p in rules.orm()["strong"]["sequelize"]["model_definitions"]]
    found = []
    for path in files:
        code = project.code(path)
        extends_model = re.search(r"\bextends\s+(\w+\.)?Model\b", code) is not None
        for pattern in patterns:
            if pattern.pattern.startswith("\\.init") and not extends_model:
                continue
            for number, line in _scan_text(code, pattern):
                found.append({"file": path, "line": number, "model": _short(line, 100)})
    return found


def orm(project: Project, orm_name: str, runtime: str) -> VerifierResult:
    spec = rules.orm()["strong"][orm_name]
    code_files, _ = _read_files(project)
    imports = [
        {"file": e.importer, "line": e.line, "imports": e.external}
        for e in project.external_imports(code_files)
        if _module_matches(e.external or "", spec["modules"], runtime)
    ]
    orm_files = [p for p in code_files if (project.parsed[p].language == "python") == (runtime == "python")]
    models = (
        _mapped_classes(project, [p for p in orm_files if p.endswith(".py")])
        if orm_name == "sqlalchemy"
        else _sequelize_models(project, orm_files)
    )
    raw_sql = []
    for path in orm_files:
        for literal in project.parsed[path].strings:
            if is_sql_statement(literal.value):
                raw_sql.append({"file": path, "line": literal.line, "sql": _short(literal.value, 120)})
    hatches, connects, queries = [], [], []
    for path in orm_files:
        code = project.code(path)
        for entry in spec["escape_hatches"]:
            for number, line in _scan(code, rules.compile_pattern(entry)):
                hatches.append({"file": path, "line": number, "escape_hatch": entry["id"], "text": _short(line)})
        for pattern in spec["driver_connects"]:
            for number, line in _scan(code, re.compile(pattern)):
                connects.append({"file": path, "line": number, "driver_connection": _short(line)})
        for pattern in spec["query_calls"]:
            for number, line in _scan(code, re.compile(pattern)):
                queries.append({"file": path, "line": number})
    problems = []
    if not imports:
        problems.append(f"{orm_name} is not imported by the code reachable from the entry points")
    if not models:
        problems.append(f"no data model is defined with {orm_name}")
    if raw_sql:
        problems.append(f"{len(raw_sql)} raw SQL statement(s) for the application's tables")
    if connects:
        problems.append(f"{len(connects)} direct driver connection(s) besides the ORM")
    if not queries:
        problems.append(f"no {orm_name} query call in the used code")
    evidence: list = [
        f"read: {len(code_files)} file(s) reachable from {', '.join(project.entry_files) or 'no entry point'}",
        f"{orm_name} imported in {len(imports)} place(s); {len(models)} model definition(s); "
        f"{len({(q['file'], q['line']) for q in queries})} ORM query call(s)",
    ]
    evidence += [f"fails: {p}" for p in problems]
    evidence += imports[:3] + models[:MAX_ITEMS]
    evidence += raw_sql[:MAX_ITEMS] + connects[:MAX_ITEMS]
    if hatches:
        evidence.append(
            f"escape hatches used: {len(hatches)} (a failure only when they run SQL statements on the application's tables)"
        )
        evidence += hatches[:6]
    evidence += [f"note: {n}" for n in project.notes + project.entries.notes]
    return VerifierResult("orm", "strong", not problems, evidence, target=orm_name)


# ---------------------------------------------------------------------------------- all
def verify(source: Source, constraints: Constraints) -> list[VerifierResult]:
    names = constraints.active()
    if source.empty:
        return [
            VerifierResult(
                n, "strong", False, [f"empty or missing patch ({source.origin})"], target=constraints.target(n)
            )
            for n in names
        ]
    project = Project(source, constraints.runtime)
    results = []
    for name in names:
        if name == "architecture":
            results.append(architecture(project))
        elif name == "database":
            results.append(database(project, constraints.database or "", constraints.runtime))
        else:
            results.append(orm(project, constraints.orm_name, constraints.runtime))
    return results
