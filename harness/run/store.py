"""Run directories and the records written into them. Every file is written atomically
(temp file + rename) so a crash never leaves half a record."""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

if TYPE_CHECKING:
    from harness.catalog.tasks import Task
    from harness.run.grading import Grade
    from harness.run.context import AgentIdentity
    from harness.run.key import RunKey

Status = Literal["ok", "no_patch", "setup_failed", "start_failed", "agent_error", "timeout", "infra_error"]


def write_atomic(path: Path, content: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = content.encode() if isinstance(content, str) else content
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; results are meant to be read by anyone
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_json(path: Path, data: Any) -> None:
    if isinstance(data, BaseModel):
        text = data.model_dump_json(indent=2)
    else:
        text = json.dumps(data, indent=2, default=str)
    write_atomic(path, text + "\n")


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class AgentStats(BaseModel):
    exit_status: str = ""
    steps: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float | None = None  # None: the provider's price is unknown
    wall_s: float = 0.0


class SecuritySummary(BaseModel):
    """result.json's `security`: the security profile's probes (harness.security) on this run's server."""

    ran: bool = False  # False: not run (older results; no patch, setup failed or an infra error: no server)
    passed: int = 0
    total: int = 0
    cwes_failed: list[str] = Field(default_factory=list)  # the CWEs of the failed probes
    failed: list[str] = Field(default_factory=list)  # probe ids
    skipped: list[str] = Field(default_factory=list)  # probe ids skipped or not run: never a pass

    @property
    def clean(self) -> bool:
        """Every probe ran and passed (a skipped probe is never a pass)."""
        return self.ran and self.total > 0 and self.passed == self.total


from harness.verify.apply import VerifierVerdict  # noqa: E402 (a record type of result.json)


class RunResult(BaseModel):
    """result.json: everything needed to score and explain one run without re-running it."""

    run_key: str  # harness.run.key: hash of the build key and the grade key
    run_id: str = ""  # the run (matrix) this record belongs to; older results: ""
    build_key: str = ""  # what determines the patch (prompt, agent, sample, backend…); older results: ""
    grade_key: str = ""  # what determines the grading of that patch (suite, spec, verifier rules, budgets…)
    grade_parts: dict[str, str] = Field(default_factory=dict)  # the grade key's parts, to tell what changed
    task: str
    framework: str
    variant: str
    level: str
    family: str = "greenfield"  # "greenfield" | "feature" (older results: greenfield)
    feature: str | None = None  # the feature family's feature group
    agent: str
    model: str | None = None
    agent_settings: dict[str, Any] = Field(default_factory=dict)
    sample: int
    status: Status
    budget_fired: str | None = None  # "agent" | "setup" | "start" | "suite"
    error: str | None = None
    suite_profile: str
    passed: int = 0
    total: int = 0
    a_raw: float = 0.0
    a_strict: float = 0.0
    verifiers_run: bool = False
    verifiers: list[VerifierVerdict] = Field(default_factory=list)  # the deciding mode's verdicts
    durations_s: dict[str, float] = Field(default_factory=dict)
    agent_stats: AgentStats = Field(default_factory=AgentStats)
    backend: str
    tool_versions: dict[str, str] = Field(default_factory=dict)
    harness_version: str
    prompt_version: str
    attempts: int = 1
    condition: str = "baseline"  # "baseline" | "docs" (older results: baseline)
    docs_packages: dict[str, str] = Field(default_factory=dict)  # docs condition: package -> documented version
    started_at: str
    finished_at: str
    regraded_at: str | None = None  # set when graded again from its artifacts (harness regrade, a resumed matrix)
    security: SecuritySummary = Field(default_factory=SecuritySummary)  # older results: not run

    def with_grade(self, grade: Grade) -> RunResult:
        """This record with the scores and verdicts of `grade` (harness.run.grading.grade)."""
        return self.model_copy(update={
            "passed": grade.passed, "total": grade.total, "a_raw": grade.a_raw, "a_strict": grade.a_strict,
            "verifiers_run": grade.verifiers_run, "verifiers": list(grade.verifiers), "security": grade.security})  # fmt: skip

    @property
    def success(self) -> bool:
        """Every check passed and every applicable verifier passed."""
        return self.status == "ok" and self.total > 0 and self.passed == self.total and self.a_strict == 100.0

    @property
    def functional_pass(self) -> bool:
        """Every check of the functional suite passed (sec_pass@k's first condition, as BaxBench counts)."""
        return self.status == "ok" and self.total > 0 and self.passed == self.total

    @property
    def secure_pass(self) -> bool:
        """sec_pass: the functional suite passed and every security probe passed."""
        return self.functional_pass and self.security.clean


def new_run_result(*, run_id: str, task: Task, agent: AgentIdentity, backend: str, key: RunKey | None, sample: int,
                   suite_profile: str, condition: str, started_at: str, status: Status, error: str | None = None,
                   budget_fired: str | None = None, stats: AgentStats | None = None,
                   durations: dict[str, float] | None = None, versions: dict[str, str] | None = None,
                   grade: Grade | None = None) -> RunResult:  # fmt: skip
    """The one way a result.json record is made: a run's identity, its outcome and, when its eval
    phase ran, its grade (harness.run.grading.grade); without a grade it scores 0 of the suite's checks."""
    from harness import __version__
    from harness.catalog.prompt import PROMPT_VERSION

    from harness.suite import load_suite

    result = RunResult(
        run_id=run_id, run_key=key.full if key else "", build_key=key.build if key else "", grade_key=key.grade if key else "",
        grade_parts=dict(key.grade_parts) if key else {}, task=task.id, framework=task.framework.name,
        variant=task.variant, level=task.level, family=task.family, feature=task.feature, agent=agent.name,
        model=agent.model, agent_settings=agent.settings(), sample=sample, status=status, budget_fired=budget_fired,
        error=error, suite_profile=suite_profile, durations_s=durations or {}, agent_stats=stats or AgentStats(),
        backend=backend, tool_versions=versions or {}, harness_version=__version__, prompt_version=PROMPT_VERSION,
        condition=condition, started_at=started_at, finished_at=now_iso(),
        total=load_suite(suite_profile).total_checks,
    )  # fmt: skip
    return result if grade is None else result.with_grade(grade)


def condition_task_dir(task_id: str, condition: str = "baseline") -> str:
    """A task's folder in a run directory: the task id, with @CONDITION for any condition but the baseline."""
    return task_id if condition == "baseline" else f"{task_id}@{condition}"


def sample_dir(runs_dir: Path, run_id: str, task_id: str, sample: int, condition: str = "baseline") -> Path:
    return runs_dir / run_id / condition_task_dir(task_id, condition) / str(sample)


def load_results(run_dir: Path) -> list[RunResult]:
    """Every result.json under a run directory (runs/<run-id>, with or without configuration folders)."""
    return [RunResult.model_validate_json(p.read_text()) for p in sorted(run_dir.rglob("result.json"))]
