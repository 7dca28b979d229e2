"""Records an executor makes itself when a run could not make its own."""

from __future__ import annotations

from harness.matrix.plan import RunSpec
from harness.run.context import RecordedAgent
from harness.run.store import RunResult, new_run_result, now_iso, write_json


def infra_result(spec: RunSpec, error: str, suite_profile: str, backend: str) -> RunResult:
    """result.json of a run whose process or worker died without writing one: an infra_error."""
    settings = dict(spec.config.settings)
    result = new_run_result(run_id=spec.run_id, task=spec.task,
                            agent=RecordedAgent(spec.config.agent, settings.get("model"), settings),  # type: ignore[arg-type]
                            backend=backend, key=spec.key, sample=spec.sample, suite_profile=suite_profile,
                            condition=spec.condition, started_at=now_iso(), status="infra_error", error=error)  # fmt: skip
    write_json(spec.run_dir / "result.json", result)
    return result
