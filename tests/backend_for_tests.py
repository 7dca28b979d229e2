"""A third backend, defined only here, to show that a backend is its own module and one line of the
table in harness.backends: the conformance suite (tests/test_backend_conformance.py) runs it like
the real ones, through the pipeline and the command line as well.

`plain`: no isolation at all. A phase is a directory under the temp dir (`conduit-plain-*`, with the
owner's pid and the phase's labels), commands are plain subprocesses with a scrubbed environment, the
Postgres is a throw-away cluster of harness.backends.local.postgres on a free port of 127.0.0.1, and
dependencies are installed into the phase itself (a virtual environment / node_modules, no cache).
It uses only public helpers of the harness."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
import tempfile
from pathlib import Path

from harness.backends.base import BackendReport, BackendUnavailable, InfraError, Leftover, PhaseSpec, ServerHandle, SetupResult
from harness.backends.local.hostports import hold_port, release_port
from harness.backends.local.postgres import live_clusters, server_version, start_cluster, stop_cluster_directory
from harness.backends.workspace import GitPatches, HostWorkspace, make_run_sh_executable, scrubbed_env
from harness.procs import BackgroundProcess, kill_processes_under, port_is_free, run_command
from harness.catalog.prompt import PostgresSettings, RuntimeVersions, machine_versions

PREFIX = "conduit-plain-"
BACKEND_LABEL = "conduit-harness.backend"


class PlainPhase(GitPatches):
    def __init__(self, spec: PhaseSpec):
        self.spec = spec
        self.labels = {**spec.owner_labels(), BACKEND_LABEL: "plain"}
        self._servers: list[BackgroundProcess] = []
        self._pg = None
        hold_port(spec.port)
        self._root = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{spec.phase}-"))
        (self._root / "owner.pid").write_text(str(os.getpid()))
        (self._root / "labels.json").write_text(json.dumps(self.labels))
        try:
            (self._root / "workspace").mkdir()
            self._init_repo(self._root / "workspace")
            try:
                self._pg = start_cluster(port=None, labels=self.labels)
            except RuntimeError as exc:
                raise InfraError(f"plain backend: Postgres did not start: {exc}") from exc
            self.postgres = PostgresSettings(host=self._pg.host, port=self._pg.port, version=self._pg.version)
            self.runtimes = machine_versions()[0]
            self._path: list[str] = []
            if spec.agent_env:  # the agent's own virtual environment, outside the workspace
                venv = self._root / "agent-venv"
                run_command(f"{shlex.quote(sys.executable)} -m venv {venv}", self._root, scrubbed_env(), 120)
                self._path.append(str(venv / "bin"))
            self.workspace = HostWorkspace(self._root / "workspace", self._env())
        except BaseException:
            self.close()
            raise

    def _env(self) -> dict[str, str]:
        env = scrubbed_env(self._pg.env() if self.spec.database_env else {})
        if self._path:
            env["PATH"] = os.pathsep.join([*self._path, env["PATH"]])
            env["VIRTUAL_ENV"] = str(Path(self._path[0]).parent)
        return env

    def install(self, timeout_s: float) -> SetupResult:
        framework = self.spec.task.framework
        ws = self.workspace.path
        if not (ws / framework.dependency_file).is_file():
            return SetupResult(False, f"{framework.dependency_file} is missing\n")
        if framework.runtime == "python":
            venv = self._root / "venv"
            command = f"{shlex.quote(sys.executable)} -m venv {venv} && {venv}/bin/pip install -q -r requirements.txt"
            self._path.insert(0, str(venv / "bin"))
        else:
            command = "npm install --no-audit --no-fund"
        done = run_command(command, ws, scrubbed_env(), timeout_s)
        self.workspace.env = self._env()
        if done.exit_code != 0 or done.timed_out:
            return SetupResult(False, done.output, False, done.timed_out, done.duration_s)
        return SetupResult(True, done.output + make_run_sh_executable(ws), False, False, done.duration_s)

    def start_server(self, log_path: Path) -> ServerHandle:
        port = self.spec.port
        if not port_is_free(port):
            raise InfraError(f"port {port} is already in use on this machine")
        server = BackgroundProcess(["bash", "-c", "exec ./run.sh"], self.workspace.path, self.workspace.env, log_path)
        self._servers.append(server)
        base = f"http://127.0.0.1:{port}/api"

        def stop() -> None:
            server.stop()
            kill_processes_under(self.workspace.path)

        return ServerHandle(base, f"{base}/health-check", log_path, _alive=server.alive, _stop=stop)

    def tool_versions(self) -> dict[str, str]:
        runtime = self.spec.runtime
        probe = "python3 --version" if runtime == "python" else "node --version"
        found = self.workspace.exec(probe, 30).output.split()
        return {"postgres": self._pg.version, runtime: found[-1] if found else "missing"}

    def database_evidence(self) -> dict:
        return {"postgres": self._pg.conninfo(), "statement_log": str(self._pg.log_path),
                "workspace": str(self.workspace.path)}  # fmt: skip

    def close(self) -> None:
        for server in self._servers:
            server.stop()
        if (self._root / "workspace").exists():
            kill_processes_under(self._root / "workspace")
        if self._pg is not None:
            if self._pg.log_path.exists():
                self.spec.run_dir.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(self._pg.log_path, self.spec.run_dir / f"postgres-{self.spec.phase}.log")
            self._pg.stop()
            self._pg = None
        shutil.rmtree(self._root, ignore_errors=True)
        release_port(self.spec.port)

    def __enter__(self) -> PlainPhase:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _labels(directory: Path) -> dict[str, str]:
    try:
        return dict(json.loads((directory / "labels.json").read_text()))
    except (OSError, ValueError):
        return {}


class PlainBackend:
    name = "plain"
    uses_host_ports = True

    def check(self) -> None:
        try:
            server_version()
        except Exception as exc:  # noqa: BLE001 - no Postgres server binaries
            raise BackendUnavailable(f"the plain backend needs initdb/pg_ctl: {exc}") from None
        self.reap()

    def doctor(self) -> BackendReport:
        try:
            return BackendReport(self.name, True, [f"plain backend: ready (PostgreSQL {server_version()}, no isolation)"])
        except Exception as exc:  # noqa: BLE001
            return BackendReport(self.name, False, [f"plain backend: not ready ({exc})"])

    def prompt_facts(self, runtime: str) -> tuple[PostgresSettings, RuntimeVersions]:
        return PostgresSettings(host="127.0.0.1", version=server_version()), machine_versions()[0]

    def open_phase(self, spec: PhaseSpec) -> PlainPhase:
        return PlainPhase(spec)

    def leftovers(self, run_id: str | None = None) -> list[Leftover]:
        found = [Leftover(self.name, "phase", str(d), d.name, _labels(d))
                 for d in sorted(Path(tempfile.gettempdir()).glob(f"{PREFIX}*"))]  # fmt: skip
        found += [Leftover(self.name, "postgres cluster", str(d), d.name, _labels(d)) for d in live_clusters()
                  if _labels(d).get(BACKEND_LABEL) == "plain"]  # fmt: skip
        return [item for item in found if run_id is None or item.run_id == run_id]

    def reap(self, only_dead_owners: bool = True) -> dict[str, int]:
        counts = {"phases": 0, "clusters": 0}
        for item in self.leftovers():
            if only_dead_owners and (item.owner_alive() or not item.labels):
                continue
            if item.kind == "phase":
                kill_processes_under(Path(item.id))
                shutil.rmtree(item.id, ignore_errors=True)
                counts["phases"] += 1
            else:
                stop_cluster_directory(Path(item.id))
                counts["clusters"] += 1
        return counts

