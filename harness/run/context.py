"""What one run is: the task, who builds it, where it runs and under which budgets. Every step of
the pipeline (build, eval, grading, the record) reads the same `RunContext` instead of being handed
the same values one by one."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from harness.backends.base import Backend, PhaseName, PhaseSpec

if TYPE_CHECKING:
    from harness.catalog.tasks import Task

DEFAULT_VERIFIER_MODE = "strong"
CONDITIONS = ("baseline", "docs")  # docs: the prompt carries generated reference documentation (harness.apidocs)


@dataclass(frozen=True)
class Budgets:
    """Seconds each phase may take; the one that fires is recorded by name."""

    agent: float = 3600.0
    setup: float = 900.0
    start: float = 60.0
    suite: float = 600.0
    request: float = 10.0  # one suite request


class AgentIdentity(Protocol):
    """What a run record says about who made the patch (an Agent, or a stand-in for an external one)."""

    name: str
    model: str | None

    def settings(self) -> dict: ...


@dataclass(frozen=True)
class RecordedAgent:
    """An agent as a record names it; no model is ever called through it."""

    name: str
    model: str | None = None
    recorded_settings: Mapping = field(default_factory=dict)

    def settings(self) -> dict:
        return dict(self.recorded_settings)


@dataclass(frozen=True)
class RunContext:
    """One sample of one task under one condition, by one agent, on one backend."""

    task: Task
    agent: AgentIdentity
    backend: Backend
    run_dir: Path
    run_id: str
    sample: int = 0
    suite_profile: str = "paper"
    budgets: Budgets = Budgets()
    verifier_mode: str = DEFAULT_VERIFIER_MODE
    condition: str = "baseline"
    labels: Mapping[str, str] = field(default_factory=dict)  # the caller's own (configuration…), on every object

    def __post_init__(self) -> None:
        if self.condition not in CONDITIONS:
            raise ValueError(f"unknown condition {self.condition!r}; valid: {', '.join(CONDITIONS)}")

    def phase_spec(self, phase: PhaseName, agent_env: bool = False) -> PhaseSpec:
        labels = {"sample": str(self.sample), "condition": self.condition, **self.labels}
        return PhaseSpec(phase, self.task, self.run_dir, self.run_id, agent_env, labels)

    def with_(self, **changes) -> RunContext:
        return replace(self, **changes)
