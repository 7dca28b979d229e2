"""Strong mode, database (static part): the verdict from the evidence harness/verify/dbscan.py
collects — each engine's evidence in the code the application runs and the configuration it reads,
classified against the environment the evaluation gives (DATABASE_URL/PG* exactly for PostgreSQL
tasks; harness/verify/environment.py).

Fail when another engine is used, when the SQLite database is not a file of the project, when a
PostgreSQL task's data goes to another server or database than the given one (pgserver.py), when the
required engine is configured but nothing reads or writes data through it, or when nothing names
the required engine; pass when the required engine is used. "unknown" (passed: no violation shown)
when the only engine evidence is configuration the environment picks at run time in a way the code
alone does not decide; runtime evidence decides then."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.dataaccess import data_access
from harness.verify.dbscan import Scan, is_guard, plain_text, scan, used_files
from harness.verify.evidence import MAX_ITEMS, Trace, decision, short
from harness.verify.model import VerifierResult
from harness.verify.pgserver import altered_database_names, created_databases, other_servers, rewritten_hosts
from harness.verify.project import Project
from harness.verify.startup_abort import startup_aborts

__all__ = ["database", "is_guard", "used_files"]


def _verdict(got: Scan, project: Project, runtime: str) -> tuple[bool, str, dict]:
    target = got.target
    other = "postgres" if target == "sqlite" else "sqlite"
    found, defaults = got.found, got.defaults
    third = [e for e in found if e not in ("sqlite", "postgres") and found[e]]
    outside = [i for i in found["sqlite"] if i.get("outside_project")]
    if third:
        first = found[third[0]][0]
        summary = f"{third[0]} is used: {first['file']}:{first['line']} ({first['evidence']}); the task asks for {target} only"
        return False, "fail", decision("another engine used", summary, found[third[0]])
    if found[other]:
        first = found[other][0]
        summary = f"{other} is used: {first['file']}:{first['line']} ({first['evidence']})"
        return False, "fail", decision("other engine used", summary, found[other])
    stops = startup_aborts(project, got.code, got.environment)
    if stops:
        first = stops[0]
        summary = f"the application stops at start-up or cannot store anything: {first['file']}:{first['line']} ({first['stops']})"
        return False, "fail", decision("stops at start-up", summary, stops)
    if target == "sqlite" and outside:
        first = outside[0]
        summary = (f"the SQLite database is not a file in the project ({first.get('outside_evidence', first['evidence'])}): "
                   f"{first['file']}:{first['line']}")  # fmt: skip
        return False, "fail", decision("sqlite outside the project", summary, outside)
    elsewhere = other_servers(project, got) + altered_database_names(project, got) + created_databases(project, got)
    elsewhere += rewritten_hosts(project, got)
    if elsewhere:
        first = elsewhere[0]
        what = first.get("server") or first.get("database")
        summary = f"not the PostgreSQL the task gives: {first['file']}:{first['line']} ({what})"
        return False, "fail", decision("another PostgreSQL database", summary, elsewhere)
    if found[target] or (defaults[target] and not defaults[other]):
        accesses = data_access(project, got.code, runtime)
        if not accesses:
            summary = (f"{target} is configured, but nothing in the used code reads or writes data through a database "
                       "(no ORM query, no SQL, no driver call): the data stays in the process")  # fmt: skip
            return False, "fail", decision("no data stored in the database", summary, (found[target] or defaults[target])[:3])
        if found[target]:
            first = found[target][0]
            summary = f"{target} is used: {first['file']}:{first['line']} ({first['evidence']})"
            return True, "pass", decision("required engine used", summary, found[target] + accesses[:2])
        first = defaults[target][0]
        summary = f"{target} is the only engine of the configurations the environment picks from ({first['default_of']} at {first['file']}:{first['line']})"  # fmt: skip
        return True, "pass", decision("default of an environment read", summary, defaults[target])
    if defaults[other]:
        items = defaults[other] + defaults[target]
        where = ", ".join(f"{i['file']}:{i['line']}" for i in items[:3])
        summary = (f"the engine comes from configuration the environment picks at run time ({where}); the code alone does "
                   "not decide which, runtime evidence must")  # fmt: skip
        return True, "unknown", decision("engine chosen by the environment", summary, items + _listed_drivers(project, runtime))
    summary = f"no evidence of {target} in the used code or the configuration it reads"
    if got.env_reads:
        read = got.env_reads[0]
        summary += f" (it reads {read['environment']} at {read['file']}:{read['line']}: {read['note']})"
    return False, "fail", decision("required engine absent", summary, got.env_reads)


def database(project: Project, target: str, runtime: str) -> tuple[VerifierResult, Trace]:
    other = "postgres" if target == "sqlite" else "sqlite"
    got = scan(project, target, runtime)
    passed, verdict, decided = _verdict(got, project, runtime)
    found, defaults = got.found, got.defaults
    environment = got.environment
    trace = Trace()
    trace.add("files read", *got.code, *[f"{p} — {why}" for p, why in sorted(got.data.items())])
    given = ", ".join(sorted(environment.given)) or "nothing"
    evidence: list = [
        f"read: {len(got.code)} file(s) reachable from {', '.join(project.entry_files) or 'no entry point'}"
        + (f", plus {', '.join(sorted(got.data))}" if got.data else ""),
        f"the evaluation environment gives: {given} (a {target} task)"
        + (f"; run.sh unsets {', '.join(sorted(project.entries.unset))}" if project.entries.unset else ""),
        f"{target} (required): {len(found[target])} piece(s) of evidence in used code",
        f"{other} (forbidden): {len(found[other])} piece(s) of evidence in used code",
    ]
    evidence += [f"{e} (forbidden): {len(items)} piece(s) of evidence in used code"
                 for e, items in found.items() if e not in ("sqlite", "postgres") and items]  # fmt: skip
    for engine, items in found.items():
        evidence += [dict(item, engine=engine) for item in items[:MAX_ITEMS]]
    for engine in (target, other):
        evidence += [dict(item, engine=engine, counted="only as a default") for item in defaults[engine][:6]]
    if got.env_reads:
        evidence.append(f"database settings read from the environment: {len(got.env_reads)}")
        evidence += got.env_reads[:6]
    ignored = got.ignored + _ignored_elsewhere(project, set(got.code) | set(got.data))
    if ignored:
        evidence.append(
            f"not counted ({len(ignored)}): branches the environment never takes, guards, dormant defaults, other environments' settings, engine mentions outside the used code"
        )
        evidence += ignored[:8]
    evidence += [f"note: {n}" for n in project.notes + project.entries.notes]
    for engine, items in found.items():
        if engine in (target, other) or items:
            role = "required" if engine == target else "forbidden"
            trace.add(f"{engine} evidence counted ({role})", *items)
    trace.add("defaults the environment picks from at run time", *defaults[target], *defaults[other])
    trace.add("settings read from the environment", *got.env_reads)
    trace.add("the evaluation environment", *[f"{k}={v}" for k, v in sorted(environment.given.items())])
    trace.add("variables the solution sets", *[f"{k} (run.sh)" for k in sorted(environment.script)],
              *[f"{k} ({where})" for k, (_, where) in sorted(environment.files.items())])  # fmt: skip
    trace.add("branches the environment never takes", *[f"{p}:{s[0]}-{s[2]}: {why}" for p, spans in sorted(got.dead.items()) for s, why in spans])  # fmt: skip
    trace.add("not counted", *ignored)
    trace.add("drivers listed in the manifest (hints only)", *_listed_drivers(project, runtime))
    result = VerifierResult(
        "database", "strong", passed, evidence, target=target, static_verdict=verdict, decided_by=decided
    )
    return result, trace


def _listed_drivers(project: Project, runtime: str) -> list[dict]:
    """Drivers a manifest lists (not evidence by themselves: a hint when the verdict is unknown)."""
    spec = rules.database()["strong"]["drivers"][runtime]
    manifest = "requirements.txt" if runtime == "python" else "package.json"
    found = []
    for number, line in enumerate(project.texts.get(manifest, "").splitlines(), start=1):
        for engine, names in spec.items():
            for name in names:
                if re.search(rf"(^|[\s\"']){re.escape(name)}(\[|[\s\"'=<>~!;,]|$)", line, re.IGNORECASE):
                    found.append({"file": manifest, "line": number, "engine": engine, "listed": name})
    return found


def _ignored_elsewhere(project: Project, used: set[str]) -> list[dict]:
    """What paper mode would have counted and strong mode did not read (comments, unused files)."""
    ignored = []
    for engine, entries in rules.database()["paper"]["evidence"].items():
        for entry in entries:
            pattern = rules.compile_pattern({"regex": entry["regex"], "flags": "i"})
            for path, text in sorted(project.texts.items()):
                if PurePosixPath(path).name in rules.database()["paper"]["skip_files"]:
                    continue
                code = project.code(path) if path in used and path in project.parsed else None
                for number, line in enumerate(text.splitlines(), start=1):
                    if not pattern.search(line):
                        continue
                    if path in used:
                        code_lines = code.splitlines() if code is not None else plain_text(project, path).splitlines()
                        if number <= len(code_lines) and pattern.search(code_lines[number - 1]):
                            continue
                        why = "comment or docstring"
                    else:
                        why = "file not used by the application"
                    ignored.append(
                        {"file": path, "line": number, "engine": engine, "ignored": why, "text": short(line)}
                    )
    return ignored
