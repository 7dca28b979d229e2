"""The agent protocol: an agent gets the prompt and the build workspace, and reports what it did."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Protocol

from pydantic import BaseModel, ConfigDict

from harness.backends.base import Workspace
from harness.catalog.tasks import Task
from harness.run.store import AgentStats


class AgentError(RuntimeError):
    """The agent could not do its job (bad reply, provider failure after retries…): status agent_error."""


@dataclass
class AgentContext:
    task: Task
    prompt: str
    workspace: Workspace
    run_dir: Path  # where the trajectory goes, written incrementally
    time_budget_s: float


class AgentOptions(BaseModel):
    """The options an agent takes from the command line (`harness run --agent A --OPTION VALUE`, a
    matrix `--config agent=A,option=value`): each agent declares its own as a subclass, with their
    types, defaults and help; `harness agents` lists them. Unknown options are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Agent(Protocol):
    name: str
    model: str | None
    # Whether the build phase must give the agent a shell toolchain (its own virtual environment).
    needs_shell_env: bool
    # Runs no model's code (it replays known solutions): the local backend may run it unsandboxed.
    trusted: bool
    Options: ClassVar[type[AgentOptions]]

    def settings(self) -> dict:
        """What determines this agent's behaviour (part of a run's key)."""

    def preflight(self) -> None:
        """Raise AgentError with one clear line when the agent cannot run (no model, no API key…),
        before anything starts."""

    def run(self, context: AgentContext) -> AgentStats: ...


class BaseAgent:
    """Defaults of the Agent protocol for agents to inherit: no model, no shell, not trusted, no
    options, nothing to check before starting."""

    name = "agent"
    summary = ""  # one line for `harness agents`
    model: str | None = None
    needs_shell_env = False
    trusted = False
    Options: ClassVar[type[AgentOptions]] = AgentOptions

    def settings(self) -> dict:
        return {}

    def preflight(self) -> None:
        return None


class AgentTimeout(AgentError):
    """The agent's time budget ran out; what it wrote so far is still evaluated."""
