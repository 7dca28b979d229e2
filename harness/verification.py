"""Applying the verifiers in the eval phase: both modes statically, the strong mode with the
runtime evidence of this phase (its Postgres, its statement log, the SQLite files of its workspace).
Only the verifiers whose constraint is active run; the chosen mode decides strict A%."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from harness.catalog import Task

DEFAULT_MODE = "strong"


@dataclass
class Verdicts:
    mode: str
    results: dict[str, list[dict]]  # mode -> [verifier result dicts]
    runtime: dict

    @property
    def chosen(self) -> list[dict]:
        return self.results[self.mode]

    @property
    def passed(self) -> bool:
        return all(r["passed"] for r in self.chosen)

    def to_dict(self) -> dict:
        return {"mode": self.mode, "passed": self.passed, "results": self.results, "runtime": self.runtime}


def applies(task: Task) -> bool:
    return task.architecture or task.database is not None or task.orm


def runtime_evidence(task: Task, evidence: dict) -> dict:
    """`evidence`: what the phase's database_evidence() gives — postgres (conninfo), statement_log
    (path), workspace (host path), sqlite_trace (host path of the SQLite trace, when the backend
    traced the server) and server_workspace (the workspace as the server saw it) — plus the
    pipeline's suite_user and suite_stored."""
    from harness.verify.runtime import (
        postgres_evidence,
        sqlite_evidence,
        sqlite_trace_evidence,
        statement_log_evidence,
    )

    found: dict = {}
    if evidence.get("postgres"):
        found["postgres"] = postgres_evidence(evidence["postgres"], evidence.get("suite_user"))
    if evidence.get("workspace"):
        found["sqlite"] = sqlite_evidence(Path(evidence["workspace"]), evidence.get("suite_user"))
    log = evidence.get("statement_log")
    if task.orm and log and Path(log).exists():
        found["statement_log"] = statement_log_evidence(Path(log).read_text(errors="replace"), task.framework.orm_name)
    if "sqlite_trace" in evidence:
        server_workspace = evidence.get("server_workspace") or evidence.get("workspace")
        found["sqlite_trace"] = sqlite_trace_evidence(evidence["sqlite_trace"], task.framework.orm_name,
                                                      server_workspace, evidence.get("suite_user"))  # fmt: skip
    if evidence.get("suite_stored") is not None:
        found["suite"] = {"stored": evidence["suite_stored"]}
    return found


def verify_run(task: Task, patch: str, evidence: dict, mode: str = DEFAULT_MODE) -> Verdicts:
    """Paper mode reads the lines the patch adds; strong mode reads the applied workspace and the
    runtime evidence gathered now, while the phase's database still runs."""
    from harness.verify import verify_static
    from harness.verify.combine import combine  # the package attribute is shadowed by its submodule

    paper = verify_static(patch, task, "paper")
    strong_static = verify_static(Path(evidence["workspace"]), task, "strong")
    runtime = runtime_evidence(task, evidence)
    strong = combine(strong_static, runtime)
    return Verdicts(mode, {"paper": [r.to_dict() for r in paper], "strong": [r.to_dict() for r in strong]}, runtime)
