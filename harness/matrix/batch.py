"""Running a selection of tasks × samples with one agent, and summarising the results."""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from harness.agents import Agent
from harness.backends.base import Backend
from harness.catalog.tasks import Task
from harness.report.metrics import pass_at_k
from harness.run.pipeline import run_task
from harness.run.context import Budgets, RunContext
from harness.run.store import RunResult, sample_dir


def new_run_id() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(2)


def run_batch(
    tasks: list[Task],
    agent: Agent,
    backend: Backend,
    runs_dir: Path,
    run_id: str,
    samples: int = 1,
    suite_profile: str = "paper",
    budgets: Budgets = Budgets(),
    on_start: Callable[[Task, int], None] | None = None,
    on_done: Callable[[RunResult], None] | None = None,
    verifier_mode: str = "strong",
    conditions: tuple[str, ...] = ("baseline",),
) -> list[RunResult]:
    """Every task × sample × condition (several conditions: the paired design, same tasks and samples)."""
    results = []
    for task in tasks:
        for sample in range(samples):
            for condition in conditions:
                if on_start:
                    on_start(task, sample)
                ctx = RunContext(task=task, agent=agent, backend=backend, run_id=run_id, sample=sample,
                                 run_dir=sample_dir(runs_dir, run_id, task.id, sample, condition),
                                 suite_profile=suite_profile, budgets=budgets, verifier_mode=verifier_mode,
                                 condition=condition)  # fmt: skip
                result = run_task(ctx)
                results.append(result)
                if on_done:
                    on_done(result)
    return results


@dataclass
class TaskSummary:
    configuration: str
    task: str
    level: str
    samples: int
    a_raw: float
    a_strict: float
    pass_at_1: float
    statuses: dict[str, int]
    input_tokens: int
    output_tokens: int
    cost_usd: float | None


def summarise(results: list[RunResult]) -> list[TaskSummary]:
    by_task: dict[tuple[str, str], list[RunResult]] = {}
    for result in results:
        label = result.agent + (f" {result.model}" if result.model else "")
        label += f" [{result.condition}]" if result.condition != "baseline" else ""
        by_task.setdefault((label, result.task), []).append(result)
    rows = []
    for (label, task), runs in by_task.items():
        n = len(runs)
        successes = sum(r.success for r in runs)
        costs = [r.agent_stats.cost_usd for r in runs]
        rows.append(
            TaskSummary(
                configuration=label, task=task, level=runs[0].level, samples=n,
                a_raw=sum(r.a_raw for r in runs) / n, a_strict=sum(r.a_strict for r in runs) / n,
                pass_at_1=pass_at_k(n, successes, 1), statuses=dict(Counter(r.status for r in runs)),
                input_tokens=sum(r.agent_stats.input_tokens for r in runs),
                output_tokens=sum(r.agent_stats.output_tokens for r in runs),
                cost_usd=None if any(c is None for c in costs) else sum(costs),  # type: ignore[arg-type]
            )
        )  # fmt: skip
    return rows
