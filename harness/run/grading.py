"""A run's grade from its artifacts alone (suite.json, verifiers.json, security.json): the pipeline
grades a fresh run this way and harness.run.regrade an old one, so both always agree."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from harness.catalog.tasks import Task
from harness.run.store import SecuritySummary
from harness.security.records import SECURITY_FILE, read_security_summary
from harness.suite import load_suite
from harness.suite.records import SUITE_FILE, read_suite_result
from harness.verify.apply import VERIFIERS_FILE, VerifierVerdict, applies, read_verdicts

__all__ = ["EVAL_ARTIFACTS", "Grade", "clear_eval_artifacts", "grade"]

# What an eval phase writes; cleared before a new one runs in the same directory.
EVAL_ARTIFACTS = (SUITE_FILE, VERIFIERS_FILE, SECURITY_FILE, "server.log", "setup.log", "sqltrace-eval.jsonl", "postgres-eval.log")


@dataclass(frozen=True)
class Grade:
    """A run's scores: A% raw = passed / total; strict = raw, or 0 when a verifier of the deciding
    mode failed; `verifiers_run`: the verifiers judged this run (or no constraint asked for any);
    `security`: the security probes' summary (probes need the server: read again, never re-judged)."""

    passed: int
    total: int
    a_raw: float
    a_strict: float
    verifiers_run: bool
    verifiers: list[VerifierVerdict] = field(default_factory=list)
    security: SecuritySummary = field(default_factory=SecuritySummary)


def grade(run_dir: Path, task: Task, suite_profile: str, eval_ran: bool = True) -> Grade:
    """The grade of a run from its artifacts alone: suite.json (every check), verifiers.json (the
    verdicts) and security.json (the probes). The pipeline grades a fresh run this way, and `harness regrade` an old one after
    rewriting those two files, so both always agree. `eval_ran`: the eval phase ran (a run without
    one scores 0 and was never verified)."""
    suite = read_suite_result(run_dir)
    verdicts = read_verdicts(run_dir) if eval_ran else None
    security = read_security_summary(run_dir) if eval_ran else SecuritySummary()
    passed = suite.passed if suite else 0
    total = suite.total if suite else load_suite(suite_profile).total_checks
    a_raw = round(100.0 * passed / total, 4) if total else 0.0
    if verdicts is not None:
        return Grade(passed, total, a_raw, a_raw if verdicts.passed else 0.0, True, list(verdicts.chosen), security)
    # No constraint to verify: strict = raw by definition.
    return Grade(passed, total, a_raw, a_raw, eval_ran and not applies(task), security=security)


def clear_eval_artifacts(run_dir: Path) -> None:
    """Before an eval phase runs (again) in `run_dir`: nothing of an earlier one may be graded."""
    for name in EVAL_ARTIFACTS:
        (run_dir / name).unlink(missing_ok=True)
    for leftover in run_dir.glob("server-restart*.log") if run_dir.is_dir() else []:
        leftover.unlink()
