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

import subprocess
import tempfile
from pathlib import Path

from harness.catalog.tasks import get_task
from harness.run.context import RecordedAgent, RunContext
from harness.run.grading import grade
from harness.run.key import REGRADABLE, RunKey, changed_parts, digest, grade_parts
from harness.run.pipeline import evaluate
from harness.run.store import RunResult, now_iso, write_json
from harness.suite import load_suite
from harness.suite.records import SUITE_FILE, read_suite_result
from harness.suite.regrade import NotRegradable, regrade_suite
from harness.verify.apply import DEFAULT_MODE, VERIFIERS_FILE, Verdicts, applies, read_verdicts

__all__ = ["NotRegradable", "RecordedAgent", "regrade_run", "reeval_run"]

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
    from harness.catalog.references import starting_repository

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
        stored = read_verdicts(run_dir)
    except ValueError:
        stored = None
    if stored is None:
        raise NotRegradable("no readable verifiers.json (the database readings of the phase)")
    runtime = dict(stored.runtime)
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
    return Verdicts.of(mode, paper, strong, runtime)


def _suite_user(run_dir: Path) -> dict | None:
    try:
        suite = read_suite_result(run_dir)
    except ValueError:
        return None
    return suite.suite_user if suite else None


def _eval_ran(run_dir: Path) -> bool:
    """Every eval phase writes setup.log (also when the patch did not apply)."""
    return (run_dir / "setup.log").is_file()


def regrade_run(run_dir: Path, verifier_mode: str | None = None) -> tuple[RunResult, RunResult]:
    """(before, after): result.json graded again from the run's artifacts, written back with its
    suite.json and verifiers.json. Raises NotRegradable when the artifacts cannot say."""
    before = _load(run_dir)
    if before.status == "infra_error":
        raise NotRegradable("an infra_error has nothing to grade")
    parts = _current_parts(before, verifier_mode)
    task = get_task(before.task)
    try:
        stored_suite = read_suite_result(run_dir)
    except ValueError as exc:
        raise NotRegradable(f"suite.json is unreadable ({exc})") from None
    if stored_suite is None and before.status == "ok":
        raise NotRegradable("suite.json is missing")
    new_suite = regrade_suite(load_suite(before.suite_profile), stored_suite) if stored_suite else None
    patch_file = run_dir / "patch.diff"
    eval_ran = _eval_ran(run_dir) and patch_file.is_file()
    verdicts = None
    if eval_ran and applies(task) and (run_dir / VERIFIERS_FILE).is_file():
        verdicts = verdicts_from_artifacts(task, run_dir, patch_file.read_text(), parts["verifier_mode"])
    if new_suite is not None:
        write_json(run_dir / SUITE_FILE, new_suite)
    if verdicts is not None:
        write_json(run_dir / VERIFIERS_FILE, verdicts)
    after = before.with_grade(grade(run_dir, task, before.suite_profile, eval_ran))
    after.grade_parts = parts
    after.grade_key = digest(parts)
    after.run_key = RunKey(after.build_key, after.grade_key, parts).full
    after.regraded_at = now_iso()
    write_json(run_dir / "result.json", after)
    return before, after


def reeval_run(run_dir: Path, backend, budgets, verifier_mode: str | None = None) -> tuple[RunResult, RunResult]:
    """(before, after): the run's stored patch through a new eval phase (setup, server, suite,
    verifiers) under today's suite, spec, backend and budgets; the build (patch, agent stats) stands."""
    before = _load(run_dir)
    patch_file = run_dir / "patch.diff"
    if before.status in ("no_patch", "agent_error") or not patch_file.is_file():
        return regrade_run(run_dir, verifier_mode)  # nothing was evaluated: only the totals can change
    ctx = RunContext(task=get_task(before.task), agent=RecordedAgent(before.agent, before.model, before.agent_settings),
                     backend=backend, run_dir=run_dir, run_id=before.run_id or "regrade", sample=before.sample,
                     suite_profile=before.suite_profile, budgets=budgets, condition=before.condition,
                     verifier_mode=verifier_mode or before.grade_parts.get("verifier_mode", DEFAULT_MODE))  # fmt: skip
    parts = grade_parts(ctx.suite_profile, ctx.verifier_mode, backend.name, budgets)
    key = RunKey(before.build_key, digest(parts), parts)
    kept = before.status if before.status in ("agent_error", "timeout") and before.budget_fired == "agent" else None
    durations = {k: v for k, v in before.durations_s.items() if k in ("build", "agent")}
    after = evaluate(ctx, key, patch_file.read_text(), before.started_at, stats=before.agent_stats,
                     durations=durations, status=kept, error=before.error if kept else None)  # fmt: skip
    after.attempts, after.docs_packages = before.attempts, before.docs_packages
    after.regraded_at = now_iso()
    write_json(run_dir / "result.json", after)
    return before, after

