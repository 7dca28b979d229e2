"""Synthetic run directories: hand-made RunResult records (with suite.json, server.log, setup.log and a
patch) for the report's tests and for a demonstration report without any model or server."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from harness.catalog.tasks import all_tasks, get_task
from harness.run.store import AgentStats, SecuritySummary, new_run_result, sample_dir

TOTAL_CHECKS = 290


def write_run(
    root: Path,
    run_id: str,
    task_id: str,
    sample: int = 0,
    *,
    agent: str = "fake-agent",
    model: str | None = "fake/model",
    status: str = "ok",
    passed: int = TOTAL_CHECKS,
    total: int = TOTAL_CHECKS,
    verifiers: list[dict[str, Any]] | None = None,
    input_tokens: int = 0,
    output_tokens: int = 0,
    cost_usd: float | None = None,
    budget_fired: str | None = None,
    error: str | None = None,
    server_log: str = "",
    setup_log: str = "",
    failed_requests: list[int] | None = None,
    patch: str | None = None,
    settings: dict[str, Any] | None = None,
    security: SecuritySummary | None = None,
) -> Path:
    """One run directory runs/<run_id>/<task>/<sample>; returns it. A% raw = passed/total; A% strict = 0
    when a verifier failed. `failed_requests`: suite request indexes whose checks fail (all of the failed
    checks are spread over them)."""
    from harness.run.grading import Grade
    from harness.run.context import RecordedAgent
    from harness.run.key import RunKey
    from harness.verify.apply import VerifierVerdict

    task = get_task(task_id)
    a_raw = round(100.0 * passed / total, 4) if total else 0.0
    verdicts = [VerifierVerdict.model_validate(v) for v in verifiers or []]
    a_strict = 0.0 if verdicts and not all(v.passed for v in verdicts) else a_raw
    key = hashlib.sha256(f"{run_id}/{agent}/{model}/{task_id}/{sample}/{settings}".encode()).hexdigest()[:16]
    stats = AgentStats(exit_status="submitted", input_tokens=input_tokens, output_tokens=output_tokens, cost_usd=cost_usd)
    result = new_run_result(
        run_id=run_id, task=task, agent=RecordedAgent(agent, model), backend="synthetic", key=RunKey(key, "", {}),
        sample=sample, suite_profile="paper", condition="baseline", started_at="2026-01-01T00:00:00+00:00",
        status=status, budget_fired=budget_fired, error=error, stats=stats,  # type: ignore[arg-type]
        grade=Grade(passed, total, a_raw, a_strict, verifiers is not None, verdicts, security or SecuritySummary()),
    ).model_copy(update={"run_key": key, "finished_at": "2026-01-01T00:10:00+00:00"})
    directory = sample_dir(root, run_id, task.id, sample)
    directory.mkdir(parents=True, exist_ok=True)
    data = result.model_dump()
    if settings:
        data["agent_settings"] = settings
    # Plain writes (no fsync): synthetic sets are made by the hundred in tests.
    (directory / "result.json").write_text(json.dumps(data, indent=2))
    suite = _suite(passed, total, failed_requests or ([1] if passed < total else []))
    (directory / "suite.json").write_text(json.dumps(suite))
    (directory / "server.log").write_text(server_log)
    (directory / "setup.log").write_text(setup_log)
    if patch is not None:
        (directory / "patch.diff").write_text(patch)
    return directory


def _suite(passed: int, total: int, failed_requests: list[int]) -> dict[str, Any]:
    from harness.suite import load_suite

    suite = load_suite("paper")
    requests = {r.index: r for r in suite.requests}
    failing = total - passed
    checks = []
    for index in range(failing):
        request = requests.get(failed_requests[index % len(failed_requests)]) if failed_requests else None
        checks.append({"request_index": request.index if request else 0, "request_name": request.name if request else "?",
                       "kind": "has", "subject": f"field{index}", "expected": True, "actual": None, "passed": False,
                       "description": f"response has field{index}"})  # fmt: skip
    checks += [{"request_index": 1, "request_name": "Register", "kind": "has", "subject": "user", "expected": True,
                "actual": True, "passed": True, "description": "response has user"}] * passed  # fmt: skip
    return {"profile": "paper", "base_url": "http://127.0.0.1:8080/api", "passed": passed, "total": total,
            "duration_s": 1.0, "budget_exhausted": False,
            "requests": [{"index": r.index, "name": r.name, "method": r.method, "url": r.path} for r in suite.requests],
            "checks": checks}  # fmt: skip


# --- a demonstration matrix -------------------------------------------------------------------------------

_LEVEL_MEAN = {"L0": 92.0, "L1": 78.0, "L2": 61.0, "L3": 45.0}
_PY_ERRORS = ["ModuleNotFoundError: No module named 'jwt'", "AttributeError: module 'app' has no attribute 'db'",
              "sqlalchemy.exc.OperationalError: (sqlite3.OperationalError) no such table: users"]  # fmt: skip
_NODE_ERRORS = ["Error: Cannot find module 'sequelize'", "TypeError: app.use() requires a middleware function",
                "ReferenceError: db is not defined"]  # fmt: skip


def demo_runs(root: Path, samples: int = 3, seed: int = 7) -> list[Path]:
    """Two synthetic run directories (demo-strong, demo-weak: one configuration each, 80 tasks × samples)
    whose A% decays with the level, with most failure categories represented. Invented numbers: for
    demonstrations and tests only."""
    rng = random.Random(seed)
    configs = [("demo-strong", "mini-swe-agent", "demo/strong-model", 0.0),
               ("demo-weak", "mini-swe-agent", "demo/weak-model", 18.0)]  # fmt: skip
    for run_id, agent, model, handicap in configs:
        for task in all_tasks():
            for sample in range(samples):
                mean = _LEVEL_MEAN[task.level] - handicap
                roll = rng.random()
                common = dict(agent=agent, model=model, input_tokens=rng.randint(40_000, 400_000),
                              output_tokens=rng.randint(5_000, 60_000))  # fmt: skip
                common["cost_usd"] = None if rng.random() < 0.03 else round(common["input_tokens"] * 3e-6
                                                                             + common["output_tokens"] * 15e-6, 4)  # fmt: skip
                node = task.framework.runtime == "node"
                if roll < 0.015:
                    write_run(root, run_id, task.id, sample, status="no_patch", passed=0, error="the agent changed nothing", **common)
                elif roll < 0.03:
                    write_run(root, run_id, task.id, sample, status="timeout", passed=0, budget_fired="agent", **common)
                elif roll < (100 - mean) / 400:
                    log = rng.choice(_NODE_ERRORS if node else _PY_ERRORS)
                    write_run(root, run_id, task.id, sample, status="start_failed", passed=0,
                              server_log=("Traceback (most recent call last):\n  File \"app.py\", line 1\n" if not node else "")
                              + log + "\n", **common)  # fmt: skip
                elif roll < (100 - mean) / 300:
                    write_run(root, run_id, task.id, sample, status="setup_failed", passed=0,
                              setup_log=("npm error notarget No matching version found for express-jwt@^99.0.0.\n" if node else
                                         "ERROR: No matching distribution found for flask-jwt==9.9\n"), **common)  # fmt: skip
                else:
                    share = max(0.0, min(1.0, rng.gauss(mean / 100 + 0.1, 0.15)))
                    passed = TOTAL_CHECKS if share > 0.97 else int(TOTAL_CHECKS * share)
                    verifiers = [{"name": name, "mode": "strong", "passed": rng.random() > 0.04 * int(task.level[1]) + 0.03,
                                  "evidence": "synthetic"} for name in ("architecture", "database", "orm")
                                 if (name == "architecture" and task.architecture) or (name == "database" and task.database)
                                 or (name == "orm" and task.orm)]  # fmt: skip
                    write_run(root, run_id, task.id, sample, passed=passed, verifiers=verifiers,
                              failed_requests=rng.sample(range(6, 33), 3), **common)  # fmt: skip
    return [root / c[0] for c in configs]
