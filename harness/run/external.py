"""Grading a patch made outside the harness (`harness eval`): the eval phase alone."""

from __future__ import annotations

from harness.backends.base import InfraError
from harness.run.pipeline import evaluate, key_for
from harness.run.context import RecordedAgent, RunContext
from harness.run.store import RunResult, new_run_result, now_iso, write_atomic, write_json

# Stands for whoever made the patch.
EXTERNAL_AGENT = RecordedAgent("external")


def evaluate_external_patch(ctx: RunContext, patch: str) -> RunResult:
    """ctx.agent is normally EXTERNAL_AGENT; writes patch.diff and result.json into ctx.run_dir."""
    started = now_iso()
    key = key_for(ctx)
    ctx.run_dir.mkdir(parents=True, exist_ok=True)
    write_atomic(ctx.run_dir / "patch.diff", patch)
    try:
        result = evaluate(ctx, key, patch, started)
    except InfraError as exc:
        result = new_run_result(run_id=ctx.run_id, task=ctx.task, agent=ctx.agent, backend=ctx.backend.name, key=key,
                                sample=ctx.sample, suite_profile=ctx.suite_profile, condition=ctx.condition,
                                started_at=started, status="infra_error", error=str(exc))  # fmt: skip
    write_json(ctx.run_dir / "result.json", result)
    return result
