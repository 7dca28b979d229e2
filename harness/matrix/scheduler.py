"""Executing a matrix plan: a bounded number of runs in flight, resumable, with spending limits.

On the local backend the server under test must use the framework's own port (the prompt says so),
so two runs that need the same port never run at once on one machine: with 2 workers, a Python and a
Node task run side by side. Executors that spread runs over machines (Ray) enforce that per node."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from harness.matrix.plan import RunSpec, clear_unfinished
from harness.run.pipeline import Budgets
from harness.run.store import RunResult


@dataclass(frozen=True)
class Limits:
    max_cost_usd: float | None = None
    max_tokens: int | None = None


class Executor(Protocol):
    exclusive_ports: bool  # True when all runs share one machine's ports

    def submit(self, spec: RunSpec, budgets: Budgets, suite_profile: str, infra_retries: int) -> object: ...

    def wait(self, handles: list[object]) -> list[object]:
        """Block until at least one handle is done; return the done ones."""

    def result(self, handle: object) -> RunResult: ...

    def close(self) -> None: ...


@dataclass
class MatrixState:
    total: int
    results: list[RunResult] = field(default_factory=list)  # finished ones, resumed included
    resumed: int = 0
    regraded: int = 0  # graded again from their artifacts (the checks or the verifier rules changed)
    running: list[RunSpec] = field(default_factory=list)
    stopped_reason: str | None = None
    started: float = field(default_factory=time.monotonic)
    fresh_durations: list[float] = field(default_factory=list)

    @property
    def cost_usd(self) -> float:
        return sum(r.agent_stats.cost_usd or 0.0 for r in self.results)

    @property
    def tokens(self) -> int:
        return sum(r.agent_stats.input_tokens + r.agent_stats.output_tokens for r in self.results)

    def limit_reached(self, limits: Limits) -> str | None:
        if limits.max_cost_usd is not None and self.cost_usd >= limits.max_cost_usd:
            return f"cost limit reached (${self.cost_usd:.4f} >= ${limits.max_cost_usd})"
        if limits.max_tokens is not None and self.tokens >= limits.max_tokens:
            return f"token limit reached ({self.tokens} >= {limits.max_tokens})"
        return None


def _regrade(spec: RunSpec) -> RunResult | None:
    """The run graded again from its artifacts under the current checks and rules; None when they
    cannot say (its patch is then evaluated again)."""
    from harness.run.regrade import NotRegradable, regrade_run

    try:
        _, after = regrade_run(spec.run_dir, spec.key.grade_parts.get("verifier_mode"))
    except NotRegradable:
        spec.action = "re-eval"
        return None
    if after.run_key != spec.key.full:  # e.g. a result written by another harness version
        spec.action = "re-eval"
        return None
    return after


def execute(
    specs: list[RunSpec],
    executor: Executor,
    workers: int,
    budgets: Budgets,
    suite_profile: str,
    limits: Limits = Limits(),
    infra_retries: int = 1,
    on_change: Callable[[MatrixState], None] | None = None,
) -> MatrixState:
    state = MatrixState(total=len(specs))
    pending = []
    for spec in specs:
        if spec.previous:
            state.results.append(spec.previous)
            state.resumed += 1
        elif spec.action == "regrade" and (regraded := _regrade(spec)) is not None:
            state.results.append(regraded)
            state.regraded += 1
        else:
            pending.append(spec)
    in_flight: dict[object, tuple[RunSpec, float]] = {}
    notify = on_change or (lambda s: None)
    notify(state)
    try:
        while pending or in_flight:
            reason = state.limit_reached(limits)
            if reason and not state.stopped_reason:
                state.stopped_reason = f"{reason}: no new run started; {len(pending)} not run"
            while not state.stopped_reason and pending and len(in_flight) < workers:
                busy = {spec.port for spec, _ in in_flight.values()} if executor.exclusive_ports else set()
                spec = next((s for s in pending if s.port not in busy), None)
                if spec is None:
                    break
                pending.remove(spec)
                clear_unfinished(spec)
                in_flight[executor.submit(spec, budgets, suite_profile, infra_retries)] = (spec, time.monotonic())
                state.running = [s for s, _ in in_flight.values()]
                notify(state)
            if not in_flight:
                break
            for handle in executor.wait(list(in_flight)):
                spec, began = in_flight.pop(handle)
                state.results.append(executor.result(handle))
                state.fresh_durations.append(time.monotonic() - began)
                state.running = [s for s, _ in in_flight.values()]
                notify(state)
    finally:
        executor.close()
    return state
