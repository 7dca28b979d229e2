"""Folding runtime evidence into the strong database and ORM verdicts.

`runtime_evidence` is a dict with any of these keys (each the output of a function of
harness.verify.runtime): "postgres", "sqlite", "statement_log". A missing key, or evidence that
could not be read, is said in the verdict's evidence and the verdict stays the static one.
Paper-mode results and the architecture verdict are returned unchanged.
"""

from __future__ import annotations

import copy
from typing import Any

from harness.verify.model import VerifierResult


def _usable(evidence: Any) -> bool:
    return isinstance(evidence, dict) and evidence.get("available") is True


def _database(result: VerifierResult, runtime: dict[str, Any]) -> tuple[bool, list[str]]:
    target = result.target
    pg, lite = runtime.get("postgres"), runtime.get("sqlite")
    notes, ok = [], True
    if _usable(pg):
        tables = pg.get("app_tables") or []
        user = pg.get("suite_user")
        if target == "postgres":
            if not tables:
                ok = False
                notes.append("runtime: the dedicated Postgres holds no application table")
            elif not user:
                ok = False
                notes.append(f"runtime: Postgres holds {len(tables)} table(s) but not the user the suite registered")
            else:
                notes.append(
                    f"runtime: Postgres holds {len(tables)} application table(s) and the suite's user ({user['table']}.{user['column']})"
                )
        else:
            if tables:
                ok = False
                notes.append(f"runtime: the dedicated Postgres holds application tables: {', '.join(tables[:8])}")
            else:
                notes.append("runtime: the dedicated Postgres holds nothing of the application's")
    else:
        reason = pg.get("error") if isinstance(pg, dict) else "not collected"
        notes.append(f"runtime evidence absent for Postgres ({reason}); decided on static evidence for it")
    if _usable(lite):
        app_files = lite.get("app_files") or []
        if target == "sqlite":
            if app_files:
                notes.append(
                    f"runtime: SQLite file(s) holding the application's tables and the suite's user: {', '.join(app_files)}"
                )
            else:
                ok = False
                seen = ", ".join(f["path"] for f in lite.get("files", [])) or "none"
                notes.append(f"runtime: no SQLite file in the workspace holds the suite's user (SQLite files: {seen})")
        elif app_files:
            ok = False
            notes.append(
                f"runtime: SQLite file(s) in the workspace hold the application's data: {', '.join(app_files)}"
            )
        else:
            notes.append("runtime: no SQLite file in the workspace holds application data")
    else:
        reason = lite.get("error") if isinstance(lite, dict) else "not collected"
        notes.append(f"runtime evidence absent for SQLite ({reason}); decided on static evidence for it")
    return ok, notes


def _orm(result: VerifierResult, runtime: dict[str, Any], database: str | None) -> tuple[bool, list[str]]:
    log = runtime.get("statement_log")
    if database == "sqlite":
        return True, ["runtime: no statement log on SQLite; decided on static evidence"]
    if not _usable(log):
        return True, ["runtime evidence absent: no Postgres statement log; decided on static evidence"]
    verdict = log.get("orm_shaped_verdict")
    summary = (
        f"runtime: {log.get('application_statements', 0)} application statement(s) in the Postgres log: "
        f"{log.get('orm_shaped', 0)} with {result.target}'s shape, {log.get('raw_shaped', 0)} raw, {log.get('neutral', 0)} neutral"
    )
    if verdict is None:
        return True, [summary + "; no verdict from the log (no application statement); decided on static evidence"]
    notes = [summary]
    notes += [{"raw_statement": e["sql"], "why": e["why"]} for e in log.get("raw_examples", [])[:5]]
    return bool(verdict), notes


def combine(static_results: list[VerifierResult], runtime_evidence: dict[str, Any] | None) -> list[VerifierResult]:
    runtime = runtime_evidence or {}
    database_target = next((r.target for r in static_results if r.name == "database"), None)
    if database_target is None and _usable(runtime.get("postgres")) and runtime["postgres"].get("app_tables"):
        database_target = "postgres"
    combined = []
    for result in static_results:
        result = copy.deepcopy(result)
        if result.mode != "strong" or result.name == "architecture":
            combined.append(result)
            continue
        if not runtime:
            result.evidence.append("runtime evidence absent; decided on static evidence only")
            combined.append(result)
            continue
        if result.name == "database":
            ok, notes = _database(result, runtime)
            kept = {k: runtime[k] for k in ("postgres", "sqlite") if k in runtime}
        else:
            ok, notes = _orm(result, runtime, database_target)
            kept = {k: runtime[k] for k in ("statement_log",) if k in runtime}
        result.static_passed = result.passed
        result.passed = result.passed and ok
        result.evidence += notes
        result.runtime = kept or None
        combined.append(result)
    return combined
