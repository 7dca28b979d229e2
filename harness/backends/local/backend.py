"""The local backend: a temporary git repository per phase, a throw-away Postgres cluster per phase,
and every agent command, dependency install and server inside a bubblewrap sandbox
(harness.backends.local.sandbox): a cleared environment, a private /proc, no view of the checkout, the
host's home, other solutions' installs or the harness's packages. Each phase's cluster listens on
port 5432 at a loopback address of its own, which the sandbox's /etc/hosts calls `postgres`: the
address the prompt gives is the same in the build and eval phases, as in Docker. Without
bubblewrap (`sandboxed=False`, which a model agent may use only with --unsafe-local) commands run
as plain subprocesses with a scrubbed environment, and the address is the cluster's own."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from harness.backends import depcache
from harness.backends.base import (
    BackendReport,
    BackendUnavailable,
    InfraError,
    Leftover,
    PhaseSpec,
    ServerHandle,
    SetupResult,
)
from harness.backends.local.pgpool import cluster_pool
from harness.backends.local.postgres import LocalPostgres, PostgresUnavailable
from harness.backends.local.hostports import hold_port, release_port
from harness.backends.local.host import PHASE_PREFIX, local_leftovers, reap_leftovers, remove_leftovers
from harness.backends.local.sandbox import Sandbox, check_bwrap, jail_path, launcher_env, sanitized_npmrc
from harness.backends.workspace import GitPatches, HostWorkspace, make_run_sh_executable, python_versions, scrubbed_env
from harness.procs import (
    BackgroundProcess,
    ExecResult,
    kill_processes_under,
    port_is_free,
    run_command,
    run_in_group,
)
from harness.catalog.prompt import PostgresSettings, RuntimeVersions, machine_versions
from harness.verify import tracing

__all__ = ["LocalBackend", "LocalPhase", "LocalWorkspace", "PHASE_PREFIX", "reap_leftovers", "scrubbed_env"]


def jailed_command(jail: Sandbox | None, command: str, cwd: Path, env: dict[str, str], timeout_s: float) -> ExecResult:
    """A shell command in `jail` (or as a plain subprocess without one), killed with its whole
    process group when the budget runs out."""
    if jail is None:
        return run_command(command, cwd, env, timeout_s)
    return run_in_group(jail.argv(["bash", "-c", command], cwd, env), timeout_s, cwd, launcher_env())


class LocalWorkspace(HostWorkspace):
    def __init__(self, path: Path, env: dict[str, str], jail: Sandbox | None = None):
        super().__init__(path, env)
        self.jail = jail  # None: commands run unsandboxed

    def exec(self, command: str, timeout_s: float) -> ExecResult:
        return jailed_command(self.jail, command, self.path, self.env, timeout_s)


class LocalPhase(GitPatches):
    def __init__(self, spec: PhaseSpec, sandboxed: bool = True):
        self.spec = spec
        self.sandboxed = sandboxed
        self._port: int | None = spec.port
        hold_port(spec.port)
        self._servers: list[BackgroundProcess] = []
        self._root = Path(tempfile.mkdtemp(prefix=f"{PHASE_PREFIX}{spec.phase}-"))
        # Lets a later harness reap what we leave, and `harness doctor` say whose it was.
        (self._root / "owner.pid").write_text(str(os.getpid()))
        (self._root / "labels.json").write_text(json.dumps(spec.owner_labels()))
        self._pg: LocalPostgres | None = None
        self._env_path: list[str] = []
        self._leases: list[depcache.InstallResult] = []
        self._installs: list[Path] = []  # dependency directories the server reads
        try:
            workspace = self._root / "workspace"
            workspace.mkdir()
            self._init_repo(workspace)
            self._home = self._root / "home"  # the sandbox's private home (npm/pip settings, caches)
            self._home.mkdir()
            (self._home / ".npmrc").write_text(sanitized_npmrc())
            try:
                # Started ahead of need by this process's pool, handed to this phase alone.
                self._pg = cluster_pool().take(spec.owner_labels(), spec.phase)
            except (PostgresUnavailable, RuntimeError, subprocess.CalledProcessError) as exc:
                raise InfraError(f"local Postgres did not start: {exc}") from exc
            self._hosts = self._root / "hosts"
            self._hosts.write_text(f"127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost\n{self._pg.host}\tpostgres\n")
            self._agent_venv: Path | None = None
            if spec.agent_env:  # the agent's own virtual environment, outside the workspace
                self._agent_venv = self._root / "venv"
                run_command(f"{sys.executable} -m venv {self._agent_venv}", self._root, scrubbed_env(), 120)
                self._env_path.append(str(self._agent_venv / "bin"))
            self.postgres = PostgresSettings(
                host=self._db_host(), port=self._pg.port, user=self._pg.user, password=self._pg.password,
                database=self._pg.database, version=self._pg.version,
            )  # fmt: skip
            self.workspace = LocalWorkspace(workspace, self._make_env(), self._jail())
            self.runtimes = machine_versions()[0]  # the interpreters every sandboxed command runs
        except BaseException:
            self.close()
            raise

    def _db_host(self) -> str:
        """What the solution connects to: `postgres` in the sandbox (its /etc/hosts), else the address."""
        assert self._pg
        return "postgres" if self.sandboxed else self._pg.host

    def _jail(self, *, writable: list[Path] | None = None, readable: list[Path] | None = None) -> Sandbox | None:
        """The phase's sandbox: the workspace, its home and the agent's environment writable, the
        dependency installs this phase made readable; None when the phase runs unsandboxed."""
        if not self.sandboxed:
            return None
        if writable is None:
            writable = [self.workspace.path if hasattr(self, "workspace") else self._root / "workspace", self._home]
            if self._agent_venv:
                writable.append(self._agent_venv)
        return Sandbox(writable=writable, readable=readable if readable is not None else list(self._installs),
                       files={"/etc/hosts": self._hosts})  # fmt: skip

    def _make_env(self) -> dict[str, str]:
        # The connection variables exactly when the prompt gives them (PostgreSQL tasks).
        extra = dict(self._pg.env(self._db_host())) if self._pg and self.spec.database_env else {}
        if self.sandboxed:  # a home of its own and the jail's own PATH: the host's are not in the sandbox
            extra.update(HOME=str(self._home), PATH=jail_path())
        base = scrubbed_env(extra)
        if self._env_path:
            base["PATH"] = os.pathsep.join([*self._env_path, base["PATH"]])
            base["VIRTUAL_ENV"] = str(Path(self._env_path[0]).parent)
        return base

    def _install_runner(self):
        """Installs run in a sandbox of their own: only their cache directory writable."""
        if not self.sandboxed:
            return depcache._plain

        def run(command: str, cwd: Path, env: dict, timeout_s: float, writable: Path) -> ExecResult:
            # A scratch home inside the jail; npm still reads the phase's settings (nodedir, registry, cafile).
            env = {**env, "HOME": "/tmp/home", "npm_config_userconfig": str(self._home / ".npmrc")}
            jail = self._jail(writable=[writable], readable=[self._home])
            return jailed_command(jail, f"mkdir -p /tmp/home && {command}", cwd, env, timeout_s)

        return run

    # --- setup and server ----------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.spec.phase

    @property
    def run_dir(self) -> Path:
        return self.spec.run_dir

    def install(self, timeout_s: float) -> SetupResult:
        framework = self.spec.task.framework
        ws = self.workspace.path
        dependency_file = ws / framework.dependency_file
        if not dependency_file.is_file():
            return SetupResult(False, f"{framework.dependency_file} is missing\n")
        env = scrubbed_env({"HOME": str(self._home), "PATH": jail_path()} if self.sandboxed else None)
        runner = self._install_runner()
        if framework.runtime == "python":
            result = depcache.install_python(dependency_file, env, timeout_s, run=runner)
            if not result.ok and not result.output.endswith("not cacheable\n"):
                return SetupResult(False, result.output, False, result.timed_out, result.duration_s)
            if not result.ok:  # local paths: a private environment for this workspace
                venv = self._root / "venv"
                command = f"{sys.executable} -m venv {venv} && {venv}/bin/pip install -r {dependency_file}"
                jail = self._jail(writable=[venv, ws, self._home], readable=[]) if self.sandboxed else None
                venv.mkdir(exist_ok=True)
                own = jailed_command(jail, command, ws, env, timeout_s)
                if own.exit_code != 0 or own.timed_out:
                    return SetupResult(False, result.output + own.output, False, own.timed_out, own.duration_s)
                result = depcache.InstallResult(True, False, venv, result.output + own.output)
            self._env_path.insert(0, str(result.location / "bin"))
            self._installs.append(result.location.parent if result.location.parent != self._root else result.location)
            self._leases.append(result)
        else:
            result = depcache.install_node(ws, env, timeout_s, run=runner)
            if not result.ok and result.output.endswith("not cacheable\n"):  # local packages: in the workspace
                own = self.workspace.exec("npm install --no-audit --no-fund", timeout_s)
                if own.exit_code != 0 or own.timed_out:
                    return SetupResult(False, result.output + own.output, False, own.timed_out, own.duration_s)
                result = depcache.InstallResult(True, False, ws / "node_modules", result.output + own.output)
            else:
                self._leases.append(result)
                if not result.ok:
                    return SetupResult(False, result.output, False, result.timed_out, result.duration_s)
                modules = ws / "node_modules"
                if modules.is_symlink() or modules.is_file():
                    modules.unlink()
                elif modules.exists():
                    shutil.rmtree(modules)
                modules.symlink_to(result.location, target_is_directory=True)
                self._installs.append(result.location.parent)
        self.workspace.env = self._make_env()
        self.workspace.jail = self._jail()
        output = result.output + make_run_sh_executable(ws)
        return SetupResult(True, output, result.cached, False, result.duration_s)

    def start_server(self, log_path: Path) -> ServerHandle:
        framework = self.spec.task.framework
        if not port_is_free(framework.port):
            raise InfraError(f"port {framework.port} is already in use on this machine; stop what holds it")
        command = ["bash", "-c", "exec ./run.sh"]
        env, jail = self.workspace.env, self.workspace.jail
        if self.name == "eval":  # SQLite statement tracer (harness.verify.tracing), eval phase only
            self._sqlite_trace.parent.mkdir(exist_ok=True)
            env = {**env, **tracing.server_env(framework.runtime, self._sqlite_trace, tracing.payload_dir(), env)}
            if jail is not None:  # the tracer's code readable, its trace directory writable
                jail = Sandbox(writable=[*jail.writable, self._sqlite_trace.parent],
                               readable=[*jail.readable, tracing.payload_dir()], files=jail.files)  # fmt: skip
        if jail is not None:
            server = BackgroundProcess(jail.argv(command, self.workspace.path, env), self.workspace.path,
                                       launcher_env(), log_path)  # fmt: skip
        else:
            server = BackgroundProcess(command, self.workspace.path, env, log_path)
        self._servers.append(server)
        base = f"http://127.0.0.1:{framework.port}/api"

        def stop() -> None:
            server.stop()
            kill_processes_under(self.workspace.path)

        return ServerHandle(base_url=base, health_url=f"{base}/health-check", log_path=log_path,
                            _alive=server.alive, _stop=stop)  # fmt: skip

    # --- evidence ------------------------------------------------------------------------------
    def tool_versions(self) -> dict[str, str]:
        framework = self.spec.task.framework
        versions = {"postgres": self._pg.version if self._pg else "none"}
        if framework.runtime == "python":
            found = python_versions(self.workspace, framework.package, "python")
            if found:
                versions.update(python=found["python"], **{framework.name: found["framework"]})
        else:
            versions["node"] = depcache.node_version()
            manifest = self.workspace.path / "node_modules" / framework.package / "package.json"
            try:
                versions[framework.name] = json.loads(manifest.read_text())["version"]
            except (OSError, ValueError, KeyError):
                versions[framework.name] = "not installed"
        versions["sandbox"] = "bubblewrap" if self.sandboxed else "none"
        return versions

    def database_evidence(self) -> dict:
        """Where the runtime verifiers look: the phase's Postgres and its statement log, the workspace,
        the SQLite trace of the eval server."""
        evidence = {
            "postgres": self._pg.conninfo() if self._pg else None,
            "statement_log": str(self._pg.log_path) if self._pg else None,
            "workspace": str(self.workspace.path),
        }
        if self.name == "eval":  # the server saw the workspace at its host path (also in the sandbox)
            evidence.update(sqlite_trace=str(self._sqlite_trace), server_workspace=str(self.workspace.path))
        return evidence

    @property
    def _sqlite_trace(self) -> Path:
        """Outside the workspace: the solution never sees it, and the patch never carries it."""
        return self._root / "trace" / tracing.TRACE_FILE_NAME

    def close(self) -> None:
        for server in self._servers:
            server.stop()
        workspace = self._root / "workspace"
        if workspace.exists():
            kill_processes_under(workspace)
        if self._pg:
            if self._pg.log_path.exists() and self.run_dir:
                self.run_dir.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(self._pg.log_path, self.run_dir / f"postgres-{self.name}.log")
            self._pg.stop()
        if self.run_dir and self._sqlite_trace.exists():  # kept for re-grading, like the Postgres log
            self.run_dir.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(self._sqlite_trace, self.run_dir / f"sqltrace-{self.name}.jsonl")
        shutil.rmtree(self._root, ignore_errors=True)
        for lease in self._leases:
            lease.release()
        if self._port is not None:
            release_port(self._port)
            self._port = None

    def __enter__(self) -> "LocalPhase":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class LocalBackend:
    name = "local"
    uses_host_ports = True  # servers listen on the host's app port: runs of one runtime take turns

    def __init__(self, sandbox: bool | None = None):
        """sandbox: True requires bubblewrap, False runs unsandboxed (--unsafe-local), None uses it when
        it works (unless CONDUIT_UNSAFE_LOCAL=1, which --unsafe-local sets for matrix workers)."""
        if sandbox is None and os.environ.get("CONDUIT_UNSAFE_LOCAL") == "1":
            sandbox = False
        self._sandbox = sandbox

    @property
    def sandboxed(self) -> bool:
        return self._sandbox is not False and check_bwrap() is None

    def prompt_facts(self, runtime: str) -> tuple[PostgresSettings, RuntimeVersions]:
        from harness.backends.local.postgres import server_version

        runtimes, _ = machine_versions()
        # Unsandboxed, each phase's cluster has an address of its own: the key names none of them.
        host = "postgres" if self.sandboxed else "127.0.0.1"
        return PostgresSettings(host=host, version=server_version()), runtimes

    def _missing(self) -> list[str]:
        from harness.backends.local.postgres import _binary

        missing = [tool for tool in ("git", "bash") if not shutil.which(tool)]
        try:
            _binary("initdb")
            _binary("pg_ctl")
        except PostgresUnavailable as exc:
            missing.append(str(exc))
        return missing

    def check(self) -> None:
        """Fail early with one clear line; also reap what killed harnesses left behind."""
        for problem in self._missing():
            raise BackendUnavailable(problem if " " in problem else f"{problem} not found on PATH: the local backend needs it")
        if self._sandbox and (why := check_bwrap()):
            raise BackendUnavailable(f"the local backend's sandbox cannot run: {why}")
        self.reap()

    def doctor(self) -> BackendReport:
        from harness.backends.local.host import local_report

        return local_report(self._missing(), [item for item in self.leftovers() if not item.owner_alive()])

    def open_phase(self, spec: PhaseSpec) -> LocalPhase:
        return LocalPhase(spec, sandboxed=self.sandboxed)

    def leftovers(self, run_id: str | None = None) -> list[Leftover]:
        return local_leftovers(run_id)

    def reap(self, only_dead_owners: bool = True) -> dict[str, int]:
        if only_dead_owners:
            return reap_leftovers()
        return remove_leftovers(self.leftovers())
