"""The runtime verdicts of the database and ORM verifiers, from the eval phase's evidence alone:
`pass`, `fail`, or `inconclusive` (the evidence cannot decide; the static verdict will).

Runtime evidence keys (harness.verify.runtime): "postgres" (tables and the suite's user in the
phase's Postgres), "sqlite" (SQLite files in the workspace), "sqlite_trace" (every statement the
server sent to SQLite, and to which database), "statement_log" (every statement Postgres
received), "suite" ({"stored": whether the suite's registration or login was acknowledged}).

Database — where the suite's data really went:
- fail: the suite's user is in the other engine; the other engine holds application tables or
  received application statements; (sqlite) SQLite data went to a database that is not a file in
  the project — outside the workspace, in memory, or a temporary database; or the suite stored its
  user (the server acknowledged it) and no database holds it (kept in process memory).
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


def database_verdict(target: str, runtime: dict[str, Any]) -> RuntimeVerdict:
    pg, lite, trace, log = (runtime.get(k) for k in ("postgres", "sqlite", "sqlite_trace", "statement_log"))
    stored = (runtime.get("suite") or {}).get("stored")
    held: dict[str, list[str]] = {"postgres": [], "project_file": [], "elsewhere": []}
    violations: list[str] = []
    facts: list[str] = []
    absent: list[str] = []

    if usable(pg):
        tables = pg.get("app_tables") or []
        if pg.get("suite_user"):
            user = pg["suite_user"]
            held["postgres"].append(f"{user['table']}.{user['column']}")
        if tables and target == "sqlite":
            violations.append(f"the dedicated Postgres holds application tables: {', '.join(tables[:8])}")
        facts.append(f"Postgres: {len(tables)} application table(s)" + (", the suite's user in " + held["postgres"][0] if held["postgres"] else ", not the suite's user"))
    else:
        absent.append(_absent("Postgres", pg))
    if target == "sqlite" and usable(log) and log.get("application_statements", 0) > 0:
        violations.append(f"Postgres received {log['application_statements']} application statement(s)")

    if usable(lite):
        held["project_file"] += lite.get("app_files") or []
        for entry in lite.get("files", []):
            if entry.get("holds_app_data") or entry.get("path") in held["project_file"]:
                continue
            if target == "postgres" and entry.get("tables"):
                names = ", ".join(t["table"] for t in entry["tables"][:6])
                violations.append(f"the SQLite file {entry['path']} in the workspace holds application tables ({names})")
        found = ", ".join(f["path"] for f in lite.get("files", [])) or "none"
        facts.append(f"SQLite files in the workspace: {found}")
    else:
        absent.append(_absent("SQLite files", lite))

    if usable(trace):
        for db in trace.get("databases", []):
            place, path = db["place"], db["path"]
            if db.get("suite_user_written"):
                if place == "workspace":
                    held["project_file"].append(path)
                else:
                    held["elsewhere"].append(f"{path} ({place})")
            if not db.get("application_statements"):
                continue
            if target == "postgres":
                violations.append(f"the server sent {db['application_statements']} application statement(s) to SQLite ({path})")
            elif place != "workspace":
                where = {"outside": "outside the workspace", "memory": "in memory", "temporary": "a temporary database"}
                violations.append(
                    f"the server used a SQLite database that is not a file in the project: {path} "
                    f"({where.get(place, place)}; {db['application_statements']} application statement(s))"
                )
        facts.append(f"SQLite trace: {len(trace.get('databases', []))} database(s), {trace.get('statements', 0)} statement(s)")
    else:
        absent.append(_absent("the SQLite trace", trace))

    in_target = held["postgres"] if target == "postgres" else held["project_file"]
    in_other = held["project_file"] + held["elsewhere"] if target == "postgres" else held["postgres"]
    if in_other:
        violations.insert(0, f"the suite's user went to {'SQLite' if target == 'postgres' else 'Postgres'}: {', '.join(in_other)}")
    if target == "sqlite" and held["elsewhere"]:
        violations.insert(0, f"the suite's user went to a SQLite database that is not a file in the project: {', '.join(held['elsewhere'])}")
    if violations:
        return RuntimeVerdict("fail", violations + facts, absent)
    if in_target:
        where = "Postgres" if target == "postgres" else "a SQLite file in the project"
        return RuntimeVerdict("pass", [f"the suite's user is in {where}: {', '.join(dict.fromkeys(in_target))}"] + facts, absent)
    target_readable = usable(pg) if target == "postgres" else (usable(lite) or usable(trace))
    if stored is False:
        return RuntimeVerdict("inconclusive", ["the suite never stored anything (its registration and login were not acknowledged), so no database can hold its data"] + facts, absent)
    if not target_readable:
        return RuntimeVerdict("inconclusive", [f"the {target} evidence could not be read"] + facts, absent)
    assumed = "" if stored else " (the suite's outcome was not given: assumed it stored its user)"
    return RuntimeVerdict(
        "fail",
        [f"the server acknowledged the suite's user but no database holds it: data kept elsewhere (in process memory?){assumed}"] + facts,
        absent,
    )


def _shapes(name: str, evidence: dict[str, Any]) -> str:
    return (f"{name}: {evidence.get('application_statements', 0)} application statement(s): {evidence.get('orm_shaped', 0)} "
            f"ORM-shaped, {evidence.get('raw_shaped', 0)} raw, {evidence.get('neutral', 0)} neutral")  # fmt: skip


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
        return RuntimeVerdict("fail", [f"{raw} application statement(s) are not shaped as {orm} writes them", *facts, *examples[:5]], absent)
    if shaped and writes:
        return RuntimeVerdict("pass", [f"every classified statement has {orm}'s shape, writes included ({writes})", *facts], absent)
    if shaped:
        return RuntimeVerdict("inconclusive", [f"{orm}-shaped reads only: no write seen with its shape", *facts], absent)
    if sum(ev.get("application_statements", 0) for ev in read.values()):
        return RuntimeVerdict("inconclusive", ["only neutral statements (no shape either way)", *facts], absent)
    return RuntimeVerdict("inconclusive", ["no application statement (no verdict from the statements)", *facts], absent)
