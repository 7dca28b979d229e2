"""The agent protocol: an agent gets the prompt and the build workspace, and reports what it did."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from harness.backends.base import Workspace
from harness.catalog import Task
from harness.store import AgentStats


class AgentError(RuntimeError):
    """The agent could not do its job (bad reply, provider failure after retries…): status agent_error."""


@dataclass
class AgentContext:
    task: Task
    prompt: str
    workspace: Workspace
    run_dir: Path  # where the trajectory goes, written incrementally
    time_budget_s: float


class Agent(Protocol):
    name: str
    model: str | None
    # Whether the build phase must give the agent a shell toolchain (its own virtual environment).
    needs_shell_env: bool

    def settings(self) -> dict:
        """What determines this agent's behaviour (part of a run's key)."""

    def run(self, context: AgentContext) -> AgentStats: ...


class AgentTimeout(AgentError):
    """The agent's time budget ran out; what it wrote so far is still evaluated."""
