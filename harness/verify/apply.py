"""Applying the verifiers in the eval phase: both modes statically, the strong mode with the
runtime evidence of this phase (its Postgres, its statement log, the SQLite files of its workspace).
Only the verifiers whose constraint is active run; the chosen mode decides strict A%."""

from __future__ import annotations

import copy
import threading
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, computed_field, field_validator

from harness.catalog.tasks import Task

DEFAULT_MODE = "strong"
VERIFIERS_FILE = "verifiers.json"


class VerifierVerdict(BaseModel):
    """One verifier's verdict as verifiers.json and result.json keep it (harness.verify.model.
    VerifierResult.to_dict()); fields a later harness adds are kept as they are."""

    model_config = ConfigDict(extra="allow")

    name: str
    passed: bool
    mode: str = ""
    target: str = ""
    evidence: list[Any] = []
    static_passed: bool | None = None
    static_verdict: str = ""
    runtime: dict[str, Any] | None = None
    decided_by: dict[str, Any] | None = None
    settled_by: str | None = None

    @field_validator("evidence", mode="before")
    @classmethod
    def _listed(cls, value: Any) -> Any:
        """Hand-made records (synthetic sets, tests) may give one line of evidence as a string."""
        if isinstance(value, str):
            return [value] if value else []
        return value


class Verdicts(BaseModel):
    """verifiers.json: both modes' verdicts, the mode that decides strict A%, and the runtime
    evidence read while the eval phase ran (which cannot be read again)."""

    mode: str
    results: dict[str, list[VerifierVerdict]]
    runtime: dict[str, Any] = {}

    @property
    def chosen(self) -> list[VerifierVerdict]:
        return self.results[self.mode]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def passed(self) -> bool:
        return all(r.passed for r in self.chosen)

    @classmethod
    def of(cls, mode: str, paper: list, strong: list, runtime: dict) -> Verdicts:
        """From harness.verify's VerifierResult lists."""
        return cls(mode=mode, results={"paper": [r.to_dict() for r in paper], "strong": [r.to_dict() for r in strong]},
                   runtime=runtime)  # fmt: skip


def read_verdicts(run_dir: Path) -> Verdicts | None:
    """verifiers.json of a run directory; None when the verifiers did not run. Raises ValueError
    when the file is there but unreadable."""
    path = run_dir / VERIFIERS_FILE
    if not path.is_file():
        return None
    return Verdicts.model_validate_json(path.read_text())


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


class StrongStaticAhead:
    """The strong mode's static verdicts, computed in a thread while something else runs (the
    security probes), from the workspace as it reads then. They stand only if the workspace reads
    the same once the server has stopped — the moment verify_run reads it — so they are the verdicts
    verify_run would reach itself (the static verifiers read nothing but the loaded source)."""

    def __init__(self, task: Task, workspace: Path):
        self._task, self._workspace = task, workspace
        self._source: Any = None
        self._results: list | None = None
        self._thread = threading.Thread(target=self._run, name="static-verifiers", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        from harness.verify import verify_static
        from harness.verify.source import load_source

        try:
            self._source = load_source(self._workspace)
            snapshot = copy.deepcopy(self._source)  # what was read, whatever the verifiers do to their input
            self._results = verify_static(self._source, self._task, "strong")
            self._source = snapshot
        except Exception:  # verify_run computes them again, and reports a failure then
            self._results = None

    def results(self) -> tuple[list | None, Any]:
        """(the verdicts computed ahead when the workspace still reads the same, else None; the
        workspace as loaded now)."""
        from harness.verify.source import load_source

        self._thread.join()
        now = load_source(self._workspace)
        return (self._results if self._results is not None and now == self._source else None), now


def verify_run(task: Task, patch: str, evidence: dict, mode: str = DEFAULT_MODE,
               ahead: StrongStaticAhead | None = None) -> Verdicts:  # fmt: skip
    """Paper mode reads the lines the patch adds; strong mode reads the applied workspace and the
    runtime evidence gathered now, while the phase's database still runs. `ahead`: the strong static
    verdicts computed earlier, used when the workspace reads the same now."""
    from harness.verify import verify_static
    from harness.verify.combine import combine  # the package attribute is shadowed by its submodule

    paper = verify_static(patch, task, "paper")
    strong_static, workspace = ahead.results() if ahead else (None, Path(evidence["workspace"]))
    if strong_static is None:
        strong_static = verify_static(workspace, task, "strong")
    runtime = runtime_evidence(task, evidence)
    strong = combine(strong_static, runtime)
    return Verdicts.of(mode, paper, strong, runtime)
