"""Grading a finished run again from its artifacts, under the current checks and verifier rules,
without calling a model (`harness regrade`, and a resumed matrix whose checks or rules changed).

What a run directory keeps is enough: suite.json holds every answer whole (the suite's checks are
evaluated again on them, harness.suite.regrade), patch.diff rebuilds the workspace for the static
verifiers, postgres-eval.log and sqltrace-eval.jsonl hold every statement the server sent (classified
again), and verifiers.json the database state read while the phase ran (which tables and rows the
suite left: that cannot be read again, and is kept as it was). When the suite's requests, the spec,
the backend or the eval budgets changed, the stored answers no longer tell what the server would
answer: the run's patch is evaluated again instead (`reeval_run`, `harness regrade --re-eval`)."""

from __future__ import annotations

import json
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from harness.catalog import get_task
from harness.runkey import REGRADABLE, RunKey, changed_parts, digest, grade_parts
from harness.store import RunResult, now_iso, write_json
from harness.suite import load_suite
from harness.suite.records import SuiteResult
from harness.suite.regrade import NotRegradable, regrade_suite
from harness.verification import DEFAULT_MODE, Verdicts, applies

__all__ = ["NotRegradable", "RecordedAgent", "regrade_run", "reeval_run"]


@dataclass
class RecordedAgent:
    """The agent of a finished run, as result.json names it (no model is ever called through it)."""

    name: str
    model: str | None
    recorded_settings: dict

    def settings(self) -> dict:
        return dict(self.recorded_settings)


def _load(run_dir: Path) -> RunResult:
    try:
        return RunResult.model_validate_json((run_dir / "result.json").read_text())
    except (OSError, ValueError) as exc:
        raise NotRegradable(f"{run_dir}: no readable result.json ({exc})") from None


def _current_parts(result: RunResult, verifier_mode: str | None) -> dict[str, str]:
    """The run's grade parts with what grading again changes: the suite's checks, the verifier rules and mode."""
    fresh = grade_parts(result.suite_profile, verifier_mode or result.grade_parts.get("verifier_mode", DEFAULT_MODE),
                        result.backend, _NoBudgets())  # fmt: skip
    if not result.grade_parts:
        raise NotRegradable("result.json predates content-addressed keys")
    changed = changed_parts(result.grade_parts, fresh) - {"budgets"}
    if not changed <= REGRADABLE:
        raise NotRegradable(f"what the server was asked changed ({', '.join(sorted(changed - REGRADABLE))})")
    return {**result.grade_parts, **{name: fresh[name] for name in REGRADABLE}}


class _NoBudgets:
    """Budgets are not regraded: grade_parts needs an object with their names."""

    setup = start = suite = request = 0.0


def workspace_from_patch(task, patch: str, into: Path) -> Path:
    """The eval phase's workspace as the patch made it: the starting repository (feature tasks), then the patch."""
    from harness.features import starting_repository

    into.mkdir(parents=True, exist_ok=True)
    for relative, (content, executable) in (starting_repository(task) or {}).items():
        target = into / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
        if executable:
            target.chmod(0o755)
    if patch.strip():
        done = subprocess.run(["git", "apply", "--whitespace=nowarn", "--binary", "--unsafe-paths", "-"], cwd=into,
                              input=patch, text=True, capture_output=True)  # fmt: skip
        if done.returncode != 0:
            raise NotRegradable(f"the stored patch does not apply: {done.stderr.strip()[:300]}")
    return into


def verdicts_from_artifacts(task, run_dir: Path, patch: str, mode: str) -> Verdicts:
    """Both modes again: static verifiers on the rebuilt workspace (paper on the patch for greenfield
    tasks, as in the eval phase), runtime evidence from the stored logs and database readings."""
    from harness.verify import verify_static
    from harness.verify.combine import combine
    from harness.verify.runtime import sqlite_trace_evidence, statement_log_evidence

    try:
        stored = json.loads((run_dir / "verifiers.json").read_text())
    except (OSError, ValueError):
        raise NotRegradable("no readable verifiers.json (the database readings of the phase)") from None
    runtime = dict(stored.get("runtime") or {})
    log = run_dir / "postgres-eval.log"
    if task.orm and log.is_file():
        runtime["statement_log"] = statement_log_evidence(log.read_text(errors="replace"), task.framework.orm_name)
    trace = run_dir / "sqltrace-eval.jsonl"
    if trace.is_file() and "sqlite_trace" in runtime:
        before = runtime["sqlite_trace"] or {}
        runtime["sqlite_trace"] = sqlite_trace_evidence(trace, task.framework.orm_name, before.get("server_workspace"),
                                                        before.get("suite_user") or _suite_user(run_dir))  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="conduit-regrade-") as tmp:
        workspace = workspace_from_patch(task, patch, Path(tmp) / "workspace")
        paper = verify_static(patch if task.feature is None else workspace, task, "paper")
        strong = combine(verify_static(workspace, task, "strong"), runtime)
    return Verdicts(mode, {"paper": [r.to_dict() for r in paper], "strong": [r.to_dict() for r in strong]}, runtime)


def _suite_user(run_dir: Path) -> dict | None:
    try:
        return json.loads((run_dir / "suite.json").read_text()).get("suite_user")
    except (OSError, ValueError):
        return None


def regrade_run(run_dir: Path, verifier_mode: str | None = None) -> tuple[RunResult, RunResult]:
    """(before, after): result.json graded again from the run's artifacts, written back with its
    suite.json and verifiers.json. Raises NotRegradable when the artifacts cannot say."""
    before = _load(run_dir)
    if before.status == "infra_error":
        raise NotRegradable("an infra_error has nothing to grade")
    parts = _current_parts(before, verifier_mode)
    mode = parts["verifier_mode"]
    task = get_task(before.task)
    suite_def = load_suite(before.suite_profile)
    suite_file = run_dir / "suite.json"
    new_suite = None
    if suite_file.is_file():
        new_suite = regrade_suite(suite_def, SuiteResult.model_validate_json(suite_file.read_text()))
    elif before.status == "ok":
        raise NotRegradable("suite.json is missing")
    verdicts = None
    patch_file = run_dir / "patch.diff"
    eval_ran = before.status not in ("no_patch", "agent_error") and patch_file.is_file()
    if eval_ran and applies(task) and (run_dir / "verifiers.json").is_file():
        verdicts = verdicts_from_artifacts(task, run_dir, patch_file.read_text(), mode)
    after = before.model_copy(deep=True)
    after.passed = new_suite.passed if new_suite else 0
    after.total = new_suite.total if new_suite else suite_def.total_checks
    after.a_raw = round(100.0 * after.passed / after.total, 4) if after.total else 0.0
    after.a_strict = after.a_raw
    if verdicts is not None:
        after.verifiers = verdicts.chosen
        if not verdicts.passed:
            after.a_strict = 0.0
    after.grade_parts = parts
    after.grade_key = digest(parts)
    after.run_key = RunKey(after.build_key, after.grade_key, parts).full
    after.regraded_at = now_iso()
    if new_suite is not None:
        write_json(suite_file, new_suite)
    if verdicts is not None:
        write_json(run_dir / "verifiers.json", verdicts.to_dict())
    write_json(run_dir / "result.json", after)
    return before, after


def reeval_run(run_dir: Path, backend, budgets, verifier_mode: str | None = None) -> tuple[RunResult, RunResult]:
    """(before, after): the run's stored patch through a new eval phase (setup, server, suite,
    verifiers) under today's suite, spec, backend and budgets; the build (patch, agent stats) stands."""
    from harness.pipeline import eval_patch, outcome_record

    before = _load(run_dir)
    patch_file = run_dir / "patch.diff"
    if before.status in ("no_patch", "agent_error") or not patch_file.is_file():
        return regrade_run(run_dir, verifier_mode)  # nothing was evaluated: only the totals can change
    task = get_task(before.task)
    mode = verifier_mode or before.grade_parts.get("verifier_mode", DEFAULT_MODE)
    for name in ("suite.json", "verifiers.json", "server.log", "setup.log", "sqltrace-eval.jsonl",
                 "postgres-eval.log"):  # fmt: skip
        (run_dir / name).unlink(missing_ok=True)
    for leftover in run_dir.glob("server-restart*.log"):
        leftover.unlink()
    outcome = eval_patch(task, patch_file.read_text(), backend, run_dir, before.suite_profile, budgets, mode)
    parts = grade_parts(before.suite_profile, mode, backend.name, budgets)
    key = RunKey(before.build_key, digest(parts), parts)
    agent = RecordedAgent(before.agent, before.model, before.agent_settings)
    durations = {k: v for k, v in before.durations_s.items() if k in ("build", "agent")}
    durations.update(outcome.durations)
    after = outcome_record(task, agent, backend, key, before.sample, before.suite_profile, before.started_at, outcome,
                           load_suite(before.suite_profile).total_checks,
                           status=before.status if before.status in ("agent_error", "timeout") and
                           before.budget_fired == "agent" else None,
                           stats=before.agent_stats, durations=durations)  # fmt: skip
    after.attempts, after.condition, after.docs_packages = before.attempts, before.condition, before.docs_packages
    after.regraded_at = now_iso()
    write_json(run_dir / "result.json", after)
    return before, after
