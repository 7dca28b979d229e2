"""The runtime verdicts of the database and ORM verifiers, from the eval phase's evidence alone:
`pass`, `fail`, or `inconclusive` (the evidence cannot decide; the static verdict will).

Runtime evidence keys (harness.verify.runtime): "postgres" (tables and the suite's user in the
phase's Postgres), "sqlite" (SQLite files in the workspace), "sqlite_trace" (every statement the
server sent to SQLite, and to which database), "statement_log" (every statement Postgres
received), "suite" ({"stored": whether the suite's registration or login was acknowledged}).

Database — where the suite's data really went:
- fail: the suite's user is in the other engine; the other engine holds application tables (or,
  SQLite, received application statements: the trace holds only the server's own); (sqlite)
  SQLite was used in a database that is not a file in the project — outside the workspace, in
  memory, or a temporary database; or the suite stored its user (the server acknowledged it)
  and no database holds it (kept in process memory).
- pass: the required engine holds the suite's user (sqlite: a file in the workspace) and none of
  the above.
- inconclusive: nothing holds the user and the suite never stored it (registration failed), or
  the required engine's evidence could not be read.
ORM — the shape of the statements both databases received:
- fail: at least one application statement is raw-shaped;
- pass: ORM-shaped statements, none raw, and at least one ORM-shaped write (the suite's data went
  through the ORM);
- inconclusive: no application statement, only neutral ones, or ORM-shaped reads only.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class RuntimeVerdict:
    status: str  # "pass" | "fail" | "inconclusive"
    reasons: list[Any] = field(default_factory=list)  # why, decisive facts first
    absent: list[str] = field(default_factory=list)  # evidence that could not be read

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def usable(evidence: Any) -> bool:
    return isinstance(evidence, dict) and evidence.get("available") is True


def _absent(name: str, evidence: Any) -> str:
    reason = evidence.get("error") if isinstance(evidence, dict) else "not collected"
    return f"runtime evidence absent for {name} ({reason})"


@dataclass
class _Findings:
    """What each piece of database evidence says, gathered before the rules are applied."""

    target: str
    in_postgres: list[str] = field(default_factory=list)  # where the suite's user sits
    in_project_file: list[str] = field(default_factory=list)
    elsewhere: list[str] = field(default_factory=list)  # SQLite outside the workspace, in memory, temporary
    violations: list[str] = field(default_factory=list)  # use of the wrong engine, or of SQLite outside the project
    facts: list[str] = field(default_factory=list)
    absent: list[str] = field(default_factory=list)


_PLACES = {"outside": "outside the workspace", "memory": "in memory", "temporary": "a temporary database"}


def _read_postgres(found: _Findings, pg: Any) -> None:
    if not usable(pg):
        found.absent.append(_absent("Postgres", pg))
        return
    tables = pg.get("app_tables") or []
    if pg.get("suite_user"):
        found.in_postgres.append(f"{pg['suite_user']['table']}.{pg['suite_user']['column']}")
    if tables and found.target == "sqlite":
        found.violations.append(f"the dedicated Postgres holds application tables: {', '.join(tables[:8])}")
    user = f"the suite's user in {found.in_postgres[0]}" if found.in_postgres else "not the suite's user"
    found.facts.append(f"Postgres: {len(tables)} application table(s), {user}")


def _read_workspace_files(found: _Findings, lite: Any) -> None:
    if not usable(lite):
        found.absent.append(_absent("SQLite files", lite))
        return
    found.in_project_file += lite.get("app_files") or []
    for entry in lite.get("files", []):
        holds_user = entry.get("holds_app_data") or entry.get("path") in found.in_project_file
        if found.target == "postgres" and entry.get("tables") and not holds_user:
            names = ", ".join(t["table"] for t in entry["tables"][:6])
            found.violations.append(f"the SQLite file {entry['path']} in the workspace holds application tables ({names})")
    found.facts.append(f"SQLite files in the workspace: {', '.join(f['path'] for f in lite.get('files', [])) or 'none'}")


def _read_trace(found: _Findings, trace: Any) -> None:
    if not usable(trace):
        found.absent.append(_absent("the SQLite trace", trace))
        return
    for db in trace.get("databases", []):
        place, path, statements = db["place"], db["path"], db.get("application_statements", 0)
        if db.get("suite_user_written"):
            (found.in_project_file if place == "workspace" else found.elsewhere).append(
                path if place == "workspace" else f"{path} ({place})"
            )
        if statements and found.target == "postgres":
            found.violations.append(f"the server sent {statements} application statement(s) to SQLite ({path})")
        elif statements and place != "workspace":
            found.violations.append(
                f"the server used a SQLite database that is not a file in the project: {path} "
                f"({_PLACES.get(place, place)}; {statements} application statement(s))"
            )
    databases, statements = len(trace.get("databases", [])), trace.get("statements", 0)
    found.facts.append(f"SQLite trace: {databases} database(s), {statements} statement(s)")


def database_verdict(target: str, runtime: dict[str, Any]) -> RuntimeVerdict:
    found = _Findings(target)
    _read_postgres(found, runtime.get("postgres"))
    _read_workspace_files(found, runtime.get("sqlite"))
    _read_trace(found, runtime.get("sqlite_trace"))
    stored = (runtime.get("suite") or {}).get("stored")

    in_target = found.in_postgres if target == "postgres" else found.in_project_file
    in_other = found.in_project_file + found.elsewhere if target == "postgres" else found.in_postgres
    violations = list(found.violations)
    if target == "sqlite" and found.elsewhere:
        where = ", ".join(found.elsewhere)
        violations.insert(0, f"the suite's user went to a SQLite database that is not a file in the project: {where}")
    if in_other:
        other = "SQLite" if target == "postgres" else "Postgres"
        violations.insert(0, f"the suite's user went to {other}: {', '.join(dict.fromkeys(in_other))}")
    if violations:
        return RuntimeVerdict("fail", violations + found.facts, found.absent)
    if in_target:
        where = "Postgres" if target == "postgres" else "a SQLite file in the project"
        reason = f"the suite's user is in {where}: {', '.join(dict.fromkeys(in_target))}"
        return RuntimeVerdict("pass", [reason, *found.facts], found.absent)
    if stored is False:
        reason = "the suite never stored anything (its registration and login were not acknowledged)"
        return RuntimeVerdict("inconclusive", [reason + ", so no database can hold its data", *found.facts], found.absent)
    runtime_readable = usable(runtime.get("postgres")) if target == "postgres" else (
        usable(runtime.get("sqlite")) or usable(runtime.get("sqlite_trace"))
    )
    if not runtime_readable:
        return RuntimeVerdict("inconclusive", [f"the {target} evidence could not be read", *found.facts], found.absent)
    assumed = "" if stored else " (the suite's outcome was not given: assumed it stored its user)"
    reason = "the server acknowledged the suite's user but no database holds it: data kept elsewhere (in process memory?)"
    return RuntimeVerdict("fail", [reason + assumed, *found.facts], found.absent)


def _shapes(name: str, evidence: dict[str, Any]) -> str:
    return (f"{name}: {evidence.get('application_statements', 0)} application statement(s): "
            f"{evidence.get('orm_shaped', 0)} ORM-shaped, {evidence.get('raw_shaped', 0)} raw, "
            f"{evidence.get('neutral', 0)} neutral")  # fmt: skip


def orm_verdict(orm: str, runtime: dict[str, Any]) -> RuntimeVerdict:
    sources = {"the Postgres log": runtime.get("statement_log"), "the SQLite trace": runtime.get("sqlite_trace")}
    read = {name: ev for name, ev in sources.items() if usable(ev)}
    absent = [_absent(name, ev) for name, ev in sources.items() if not usable(ev)]
    if not read:
        return RuntimeVerdict("inconclusive", ["no statement was recorded in either database"], absent)
    facts: list[Any] = [_shapes(name, ev) for name, ev in read.items()]
    raw = sum(ev.get("raw_shaped", 0) for ev in read.values())
    shaped = sum(ev.get("orm_shaped", 0) for ev in read.values())
    writes = sum(ev.get("orm_shaped_writes", 0) for ev in read.values())
    if raw:
        examples = [{"raw_statement": e["sql"], "why": e["why"]} for ev in read.values() for e in ev.get("raw_examples", [])]
        reason = f"{raw} application statement(s) are not shaped as {orm} writes them"
        return RuntimeVerdict("fail", [reason, *facts, *examples[:5]], absent)
    if shaped and writes:
        reason = f"every classified statement has {orm}'s shape, writes included ({writes})"
        return RuntimeVerdict("pass", [reason, *facts], absent)
    if shaped:
        return RuntimeVerdict("inconclusive", [f"{orm}-shaped reads only: no write seen with its shape", *facts], absent)
    if sum(ev.get("application_statements", 0) for ev in read.values()):
        return RuntimeVerdict("inconclusive", ["only neutral statements (no shape either way)", *facts], absent)
    return RuntimeVerdict("inconclusive", ["no application statement (no verdict from the statements)", *facts], absent)
