"""The backend contract: everything the pipeline, the matrix and the command line use of wherever
code runs, and nothing else.

A backend opens *phases* (build, eval) from a `PhaseSpec` (the task, hence the runtime, its port and
whether the task gets a database; the phase; the run id; labels). A phase owns a fresh workspace, a
dedicated Postgres and everything it starts; closing it (also on errors and Ctrl-C) tears all of that
down. What a killed harness left behind carries the spec's labels and the owner's pid: `leftovers()`
lists it, `reap()` removes it, `doctor()` says what works. A backend is one module and one line of
the table in harness.backends; `tests/test_backend_conformance.py` holds every backend to this file."""

from __future__ import annotations

import os
import socket
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol

from harness.procs import ExecResult, pid_alive

if TYPE_CHECKING:
    from harness.catalog.tasks import Task
    from harness.catalog.prompt import PostgresSettings, RuntimeVersions

PhaseName = Literal["build", "eval"]

# Every phase's Postgres, on every backend: host `postgres`, port 5432 and these credentials, as the prompt says.
USER, PASSWORD, DATABASE = "user", "password", "conduit"

# Label keys every backend writes on what it creates (Docker labels; the local backend's phase files).
LABEL_PREFIX = "conduit-harness"
HARNESS_LABEL = f"{LABEL_PREFIX}.harness"
RUN_LABEL = f"{LABEL_PREFIX}.run"
TASK_LABEL = f"{LABEL_PREFIX}.task"
PHASE_LABEL = f"{LABEL_PREFIX}.phase"
OWNER_PID_LABEL = f"{LABEL_PREFIX}.owner-pid"
OWNER_HOST_LABEL = f"{LABEL_PREFIX}.owner-host"


class BackendUnavailable(RuntimeError):
    """The backend cannot work on this machine (missing tool, port taken…): bad input, not a run result."""


class InfraError(RuntimeError):
    """The harness's own failure during a run (Postgres did not start, a container died…)."""


@dataclass(frozen=True)
class PhaseSpec:
    """What a backend needs to open a phase. The runtime (image, interpreter versions), the app port
    and the database variables follow from the task; `labels` adds the caller's own (configuration,
    sample) to the run, task and phase labels."""

    phase: PhaseName
    task: Task
    run_dir: Path  # where the phase leaves its evidence (Postgres log, SQLite trace)
    run_id: str
    agent_env: bool = False  # the agent gets its own virtual environment (a shell toolchain)
    labels: Mapping[str, str] = field(default_factory=dict)

    @property
    def runtime(self) -> str:
        return self.task.framework.runtime

    @property
    def port(self) -> int:
        return self.task.framework.port

    @property
    def database_env(self) -> bool:
        """Whether commands and servers get DATABASE_URL/PG*: exactly when the prompt gives them."""
        return self.task.database == "postgres"

    def owner_labels(self) -> dict[str, str]:
        """The labels of everything this process creates for the phase."""
        extra = {f"{LABEL_PREFIX}.{key}": value for key, value in self.labels.items()}
        return {HARNESS_LABEL: "1", RUN_LABEL: self.run_id, TASK_LABEL: self.task.id, PHASE_LABEL: self.phase,
                OWNER_PID_LABEL: str(os.getpid()), OWNER_HOST_LABEL: socket.gethostname(), **extra}  # fmt: skip


@dataclass(frozen=True)
class Leftover:
    """One object a backend created: a container, a network, a phase directory, a Postgres cluster."""

    backend: str
    kind: str
    id: str
    name: str
    labels: Mapping[str, str]

    @property
    def run_id(self) -> str:
        return self.labels.get(RUN_LABEL, "")

    @property
    def task_id(self) -> str:
        return self.labels.get(TASK_LABEL, "")

    def owner_alive(self) -> bool:
        """True when the owning harness process still runs, or runs on another host (not ours to judge)."""
        if self.labels.get(OWNER_HOST_LABEL, socket.gethostname()) != socket.gethostname():
            return True
        try:
            pid = int(self.labels.get(OWNER_PID_LABEL, ""))
        except ValueError:
            return False
        return pid_alive(pid)


@dataclass
class BackendReport:
    """`harness doctor`'s section of one backend: whether it can run here, and why in a few lines."""

    name: str
    ready: bool
    lines: list[str] = field(default_factory=list)


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
    """The agent's view of a phase: run commands, read and write files. `path` is the workspace on
    the harness's host (the static verifiers read it there)."""

    path: Path
    env: dict[str, str]

    def exec(self, command: str, timeout_s: float) -> ExecResult:
        """`command` in bash in the workspace, with the phase's environment; when `timeout_s` runs out
        the command and everything it started are killed (ExecResult.timed_out)."""

    def write_file(self, relative_path: str, content: str | bytes, executable: bool = False) -> None:
        """Raises ValueError for a path outside the workspace."""

    def read_file(self, relative_path: str) -> bytes: ...

    def list_files(self) -> list[str]:
        """Tracked and untracked files, without what the patch leaves out (dependency folders…)."""


class Phase(Protocol):
    spec: PhaseSpec
    workspace: Workspace
    postgres: PostgresSettings  # what the prompt tells the agent
    runtimes: RuntimeVersions  # the interpreter versions this phase provides (the prompt states them)

    def seed(self, files: dict[str, tuple[bytes, bool]], message: str) -> None:
        """Start from these files (relative path -> (content, executable)) instead of an empty
        workspace: they are committed, and diff() is taken against that commit."""

    def apply_patch(self, patch: str) -> tuple[bool, str]:
        """(applied, git's message); an empty patch is not applied."""

    def diff(self) -> str:
        """Everything changed since the start (or the seed), without dependency folders, caches,
        build output and database files."""

    def install(self, timeout_s: float) -> SetupResult:
        """The task's dependencies (requirements.txt / package.json), and run.sh made executable."""

    def start_server(self, log_path: Path) -> ServerHandle:
        """./run.sh in the background (the eval phase: traced, and offline where the backend can)."""

    def tool_versions(self) -> dict[str, str]:
        """The runtime, framework and Postgres versions really installed."""

    def database_evidence(self) -> dict:
        """Where the runtime verifiers look: `postgres` (conninfo the harness can reach),
        `statement_log` (host path), `workspace` (host path) and, for a traced eval server,
        `sqlite_trace` and `server_workspace`."""

    def close(self) -> None:
        """Stop and remove everything of the phase; its evidence stays in spec.run_dir."""

    def __enter__(self) -> Phase: ...

    def __exit__(self, *exc: object) -> None: ...


class Backend(Protocol):
    name: str
    # True: the server under test listens on the host's app port (8080/3000), so runs of one runtime
    # cannot overlap on a machine; False: servers listen inside their own network namespace.
    uses_host_ports: bool

    def check(self) -> None:
        """Raise BackendUnavailable with one clear line when this machine cannot run the backend;
        reap what dead harness processes left."""

    def doctor(self) -> BackendReport:
        """What works here, without side effects."""

    def prompt_facts(self, runtime: str) -> tuple[PostgresSettings, RuntimeVersions]:
        """What this backend's phases tell the agent (database address and version, interpreter
        versions), known before any phase opens: the run key hashes the prompt rendered with them."""

    def open_phase(self, spec: PhaseSpec) -> Phase: ...

    def leftovers(self, run_id: str | None = None) -> list[Leftover]:
        """What this backend's phases created and still exists (of one run, or of all)."""

    def reap(self, only_dead_owners: bool = True) -> dict[str, int]:
        """Remove leftovers whose owner process is gone (every one with only_dead_owners=False);
        counts per kind."""
