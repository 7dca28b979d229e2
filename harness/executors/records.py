"""Records an executor makes itself when a run could not make its own."""

from __future__ import annotations

from harness import __version__
from harness.matrix import RunSpec
from harness.prompt import PROMPT_VERSION
from harness.store import RunResult, now_iso, write_json
from harness.suite import load_suite


def infra_result(spec: RunSpec, error: str, suite_profile: str = "paper", backend: str = "local") -> RunResult:
    task = spec.task
    result = RunResult(
        run_key=spec.key.full, build_key=spec.key.build, grade_key=spec.key.grade, grade_parts=spec.key.grade_parts,
        task=task.id, framework=task.framework.name, variant=task.variant, level=task.level,
        agent=spec.config.agent, model=dict(spec.config.settings).get("model"),
        agent_settings=dict(spec.config.settings), sample=spec.sample, status="infra_error", error=error,
        suite_profile=suite_profile, total=load_suite(suite_profile).total_checks, backend=backend,
        harness_version=__version__, prompt_version=PROMPT_VERSION, started_at=now_iso(), finished_at=now_iso(),
    )  # fmt: skip
    write_json(spec.run_dir / "result.json", result)
    return result
