"""The backend protocol: what the pipeline needs from wherever code runs.

A backend opens *phases* (build, eval). A phase owns a fresh workspace and a dedicated Postgres,
and everything it starts; closing it tears all of that down, also on errors and Ctrl-C."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from harness.catalog import Framework
from harness.procs import ExecResult
from harness.prompt import PostgresSettings, RuntimeVersions


class BackendUnavailable(RuntimeError):
    """The backend cannot work on this machine (missing tool, port taken…): bad input, not a run result."""


class InfraError(RuntimeError):
    """The harness's own failure during a run (Postgres did not start, a container died…)."""


@dataclass
class SetupResult:
    ok: bool
    output: str
    cached: bool = False
    timed_out: bool = False
    duration_s: float = 0.0


@dataclass
class ServerHandle:
    base_url: str  # http://host:port/api
    health_url: str
    log_path: Path
    _alive: object = field(repr=False, default=None)
    _stop: object = field(repr=False, default=None)

    def alive(self) -> bool:
        return bool(self._alive())  # type: ignore[misc]

    def stop(self) -> None:
        self._stop()  # type: ignore[misc]


class Workspace(Protocol):
    """The agent's view of a phase: run commands, read and write files."""

    def exec(self, command: str, timeout_s: float) -> ExecResult: ...

    def write_file(self, relative_path: str, content: str | bytes, executable: bool = False) -> None: ...

    def read_file(self, relative_path: str) -> bytes: ...

    def list_files(self) -> list[str]: ...


class Phase(Protocol):
    name: str
    workspace: Workspace
    postgres: PostgresSettings  # what the prompt tells the agent
    runtimes: RuntimeVersions  # the interpreter versions this phase provides (the prompt states them)

    def seed(self, files: dict[str, tuple[bytes, bool]], message: str) -> None:
        """Start from these files (relative path -> (content, executable)) instead of an empty
        workspace: they are committed, and diff() is taken against that commit."""

    def apply_patch(self, patch: str) -> tuple[bool, str]: ...

    def diff(self) -> str: ...

    def install(self, framework: Framework, timeout_s: float) -> SetupResult: ...

    def start_server(self, framework: Framework, log_path: Path) -> ServerHandle: ...

    def tool_versions(self, framework: Framework) -> dict[str, str]: ...

    def database_evidence(self) -> dict: ...

    def close(self) -> None: ...


class Backend(Protocol):
    name: str

    def prompt_facts(self, runtime: str) -> tuple[PostgresSettings, RuntimeVersions]:
        """What this backend's phases tell the agent (database address and version, interpreter
        versions), known before any phase opens: the run key hashes the prompt rendered with them."""

    def check(self) -> None:
        """Raise BackendUnavailable with one clear line when this machine cannot run the backend."""

    def open_phase(self, name: str, run_dir: Path, python_env: bool = False, port: int | None = None,
                   runtime: str | None = None, run_id: str | None = None, task_id: str | None = None,
                   database_env: bool = True) -> Phase:  # fmt: skip
        """A fresh workspace and database; `port`: the app port this phase may use exclusively;
        `runtime`: python or node (the image, the versions the prompt states); `database_env`: whether
        commands and servers get DATABASE_URL/PG* for the phase's Postgres (exactly when the prompt
        gives them: PostgreSQL tasks)."""
