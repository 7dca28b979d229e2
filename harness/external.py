"""Grading a patch made outside the harness (`harness eval`): the eval phase alone."""

from __future__ import annotations

import time
from pathlib import Path

from harness.backends.base import Backend, InfraError
from harness.catalog import Task
from harness.pipeline import Budgets, _record, eval_patch, outcome_record
from harness.store import RunResult, now_iso, write_atomic, write_json
from harness.suite import load_suite


class ExternalAgent:
    """Stands for whoever made the patch."""

    name = "external"
    model = None
    needs_shell_env = False

    def settings(self) -> dict:
        return {}


def evaluate_external_patch(task: Task, patch: str, backend: Backend, run_dir: Path, suite_profile: str,
                            budgets: Budgets, verifier_mode: str = "strong") -> RunResult:  # fmt: skip
    from harness.pipeline import key_for

    agent = ExternalAgent()
    started = now_iso()
    key = key_for(task, agent, backend, 0, suite_profile, budgets=budgets, verifier_mode=verifier_mode)  # type: ignore[arg-type]
    run_dir.mkdir(parents=True, exist_ok=True)
    write_atomic(run_dir / "patch.diff", patch)
    total = load_suite(suite_profile).total_checks
    started_eval = time.monotonic()
    try:
        outcome = eval_patch(task, patch, backend, run_dir, suite_profile, budgets, verifier_mode)
        outcome.durations["eval"] = round(time.monotonic() - started_eval, 2)  # the phase as a whole
    except InfraError as exc:
        result = _record(task, agent, backend, key, 0, suite_profile, started, status="infra_error", error=str(exc),
                         total=total)  # fmt: skip
    else:
        result = outcome_record(task, agent, backend, key, 0, suite_profile, started, outcome, total)
    write_json(run_dir / "result.json", result)
    return result
