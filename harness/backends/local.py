"""The local backend: a temporary git repository per phase, subprocesses with a scrubbed
environment, and a throw-away Postgres cluster per phase. No isolation: for development, CI and
machines without Docker."""

from __future__ import annotations

import fcntl
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from harness import depcache
from harness.backends.base import (
    BackendUnavailable,
    InfraError,
    ServerHandle,
    SetupResult,
)
from harness.backends.local_postgres import (
    LocalPostgres,
    PostgresUnavailable,
    start_cluster,
)
from harness.catalog import Framework
from harness.procs import (
    BackgroundProcess,
    ExecResult,
    kill_processes_under,
    port_is_free,
    run_command,
)
from harness.prompt import PostgresSettings
from harness.verify import tracing

# The patch never carries dependency folders, caches, build output or database files.
PATCH_EXCLUDES = [
    "node_modules/", "__pycache__/", "*.pyc", ".venv/", "venv/", "*.egg-info/", "dist/", "build/",
    "*.so", "*.db", "*.sqlite", "*.sqlite3",
]  # fmt: skip
# Host variables a command may see: the path, the home (npm/pip configuration), the locale, and the
# certificate and index settings that let pip and npm reach their registries. Nothing else:
# no API keys, no tokens.
_PASSED_THROUGH = (
    "PATH", "HOME", "LANG", "LC_ALL", "TZ", "SSL_CERT_FILE", "SSL_CERT_DIR", "PIP_CERT", "REQUESTS_CA_BUNDLE",
    "CURL_CA_BUNDLE", "NODE_EXTRA_CA_CERTS", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS",
    "PIP_DEFAULT_TIMEOUT", "PIP_DISABLE_PIP_VERSION_CHECK", "npm_config_registry", "HTTP_PROXY", "HTTPS_PROXY",
    "NO_PROXY", "http_proxy", "https_proxy", "no_proxy",
)  # fmt: skip
_GIT_IDENTITY = {
    "GIT_AUTHOR_NAME": "conduit-harness", "GIT_AUTHOR_EMAIL": "harness@localhost",
    "GIT_COMMITTER_NAME": "conduit-harness", "GIT_COMMITTER_EMAIL": "harness@localhost",
}  # fmt: skip


PHASE_PREFIX = "conduit-phase-"


def reap_leftovers() -> dict[str, int]:
    """Remove what killed harness processes left: their phase directories, every process still
    running inside them (servers), and their Postgres clusters."""
    from harness.backends.local_postgres import reap_stale
    from harness.procs import pid_alive

    phases = killed = 0
    for root in Path(tempfile.gettempdir()).glob(f"{PHASE_PREFIX}*"):
        try:
            owner = int((root / "owner.pid").read_text())
        except (OSError, ValueError):
            continue
        if pid_alive(owner):
            continue
        killed += kill_processes_under(root)
        shutil.rmtree(root, ignore_errors=True)
        phases += 1
    return {"phases": phases, "processes": killed, "clusters": reap_stale()}


def scrubbed_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {name: os.environ[name] for name in _PASSED_THROUGH if name in os.environ}
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env.setdefault("LANG", "C.UTF-8")
    env.update(extra or {})
    return env


def _git(workspace: Path, *args: str, check: bool = True, input_text: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["git", *args], cwd=workspace, env={**scrubbed_env(), **_GIT_IDENTITY}, capture_output=True, text=True,
        check=check, input=input_text,
    )  # fmt: skip


class LocalWorkspace:
    def __init__(self, path: Path, env: dict[str, str]):
        self.path = path
        self.env = env

    def exec(self, command: str, timeout_s: float) -> ExecResult:
        return run_command(command, self.path, self.env, timeout_s)

    def _resolve(self, relative_path: str) -> Path:
        target = (self.path / relative_path).resolve()
        if not target.is_relative_to(self.path.resolve()):
            raise ValueError(f"path escapes the workspace: {relative_path}")
        return target

    def write_file(self, relative_path: str, content: str | bytes, executable: bool = False) -> None:
        target = self._resolve(relative_path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content.encode() if isinstance(content, str) else content)
        if executable:
            target.chmod(0o755)

    def read_file(self, relative_path: str) -> bytes:
        return self._resolve(relative_path).read_bytes()

    def list_files(self) -> list[str]:
        out = _git(self.path, "ls-files", "--others", "--cached", "--exclude-standard").stdout
        return sorted(line for line in out.splitlines() if line)


def _lock_port(port: int):
    """Machine-wide: one phase at a time may own an app port, so concurrent harness processes never
    grade each other's servers; a second one waits here until the first phase is closed."""
    handle = open(Path(tempfile.gettempdir()) / f"conduit-harness-port-{port}.lock", "w")
    fcntl.flock(handle, fcntl.LOCK_EX)
    return handle


class GitPatches:
    """Patches of a phase whose workspace is a git repository on the host (`self.workspace.path`),
    taken against `self._base`: the empty first commit, or the seeded starting repository."""

    _base: str

    def _init_repo(self, workspace: Path) -> None:
        _git(workspace, "init", "-q", "-b", "main")
        (workspace / ".git" / "info" / "exclude").write_text("\n".join(PATCH_EXCLUDES) + "\n")
        _git(workspace, "commit", "-q", "--allow-empty", "-m", "empty workspace")
        # The patch is taken against this commit, so an agent that commits loses nothing.
        self._base = _git(workspace, "rev-parse", "HEAD").stdout.strip()

    def seed(self, files: dict[str, tuple[bytes, bool]], message: str) -> None:
        for relative, (content, executable) in files.items():
            self.workspace.write_file(relative, content, executable)  # type: ignore[attr-defined]
        path = self.workspace.path  # type: ignore[attr-defined]
        _git(path, "add", "-A")
        _git(path, "commit", "-q", "--allow-empty", "-m", message)
        self._base = _git(path, "rev-parse", "HEAD").stdout.strip()

    def diff(self) -> str:
        path = self.workspace.path  # type: ignore[attr-defined]
        _git(path, "add", "-A")
        return _git(path, "diff", "--cached", "--binary", self._base).stdout

    def apply_patch(self, patch: str) -> tuple[bool, str]:
        if not patch.strip():
            return False, "the patch is empty"
        result = _git(self.workspace.path, "apply", "--whitespace=nowarn", "--binary", "-", check=False,  # type: ignore[attr-defined]
                      input_text=patch)  # fmt: skip
        return result.returncode == 0, (result.stderr or result.stdout).strip()


class LocalPhase(GitPatches):
    def __init__(self, name: str, run_dir: Path, python_env: bool, port: int | None = None):
        self.name = name
        self.run_dir = run_dir
        self._port_lock = _lock_port(port) if port else None
        self._servers: list[BackgroundProcess] = []
        self._root = Path(tempfile.mkdtemp(prefix=f"{PHASE_PREFIX}{name}-"))
        (self._root / "owner.pid").write_text(str(os.getpid()))  # lets a later harness reap what we leave
        self._pg: LocalPostgres | None = None
        self._env_path: list[str] = []
        self._leases: list[depcache.InstallResult] = []
        try:
            workspace = self._root / "workspace"
            workspace.mkdir()
            self._init_repo(workspace)
            try:
                self._pg = start_cluster()
            except (PostgresUnavailable, RuntimeError, subprocess.CalledProcessError) as exc:
                raise InfraError(f"local Postgres did not start: {exc}") from exc
            if python_env:  # the agent's own virtual environment, outside the workspace
                run_command(f"{sys.executable} -m venv {self._root / 'venv'}", self._root, scrubbed_env(), 120)
                self._env_path.append(str(self._root / "venv" / "bin"))
            self.postgres = PostgresSettings(
                host=self._pg.host, port=self._pg.port, user=self._pg.user, password=self._pg.password,
                database=self._pg.database, version=self._pg.version,
            )  # fmt: skip
            self.workspace = LocalWorkspace(workspace, self._make_env())
        except BaseException:
            self.close()
            raise

    def _make_env(self) -> dict[str, str]:
        extra = dict(self._pg.env()) if self._pg else {}
        base = scrubbed_env(extra)
        if self._env_path:
            base["PATH"] = os.pathsep.join([*self._env_path, base["PATH"]])
            base["VIRTUAL_ENV"] = str(Path(self._env_path[0]).parent)
        return base

    # --- setup and server ----------------------------------------------------------------------
    def install(self, framework: Framework, timeout_s: float) -> SetupResult:
        ws = self.workspace.path
        dependency_file = ws / framework.dependency_file
        if not dependency_file.is_file():
            return SetupResult(False, f"{framework.dependency_file} is missing\n")
        env = scrubbed_env()
        if framework.runtime == "python":
            result = depcache.install_python(dependency_file, env, timeout_s)
            if not result.ok and not result.output.endswith("not cacheable\n"):
                return SetupResult(False, result.output, False, result.timed_out, result.duration_s)
            if not result.ok:  # local paths: a private environment for this workspace
                venv = self._root / "venv"
                own = run_command(f"{sys.executable} -m venv {venv} && {venv}/bin/pip install -r {dependency_file}",
                                  ws, env, timeout_s)  # fmt: skip
                if own.exit_code != 0 or own.timed_out:
                    return SetupResult(False, result.output + own.output, False, own.timed_out, own.duration_s)
                result = depcache.InstallResult(True, False, venv, result.output + own.output)
            self._env_path.insert(0, str(result.location / "bin"))
            self._leases.append(result)
        else:
            result = depcache.install_node(ws, env, timeout_s)
            self._leases.append(result)
            if not result.ok:
                return SetupResult(False, result.output, False, result.timed_out, result.duration_s)
            modules = ws / "node_modules"
            if modules.is_symlink() or modules.is_file():
                modules.unlink()
            elif modules.exists():
                shutil.rmtree(modules)
            modules.symlink_to(result.location, target_is_directory=True)
        self.workspace.env = self._make_env()
        output = result.output
        run_sh = ws / "run.sh"
        if run_sh.exists():
            run_sh.chmod(0o755)
        else:
            output += "run.sh is missing\n"
        return SetupResult(True, output, result.cached, False, result.duration_s)

    def start_server(self, framework: Framework, log_path: Path) -> ServerHandle:
        if not port_is_free(framework.port):
            raise InfraError(f"port {framework.port} is already in use on this machine; stop what holds it")
        env = self.workspace.env
        if self.name == "eval":  # SQLite statement tracer (harness.verify.tracing), eval phase only
            env = {**env, **tracing.server_env(framework.runtime, self._sqlite_trace, tracing.payload_dir(), env)}
        server = BackgroundProcess(["bash", "-c", "exec ./run.sh"], self.workspace.path, env, log_path)
        self._servers.append(server)
        base = f"http://127.0.0.1:{framework.port}/api"

        def stop() -> None:
            server.stop()
            kill_processes_under(self.workspace.path)

        return ServerHandle(base_url=base, health_url=f"{base}/health-check", log_path=log_path,
                            _alive=server.alive, _stop=stop)  # fmt: skip

    # --- evidence ------------------------------------------------------------------------------
    def tool_versions(self, framework: Framework) -> dict[str, str]:
        versions = {"postgres": self._pg.version if self._pg else "none"}
        env = self.workspace.env
        if framework.runtime == "python":
            probe = (
                "import sys, importlib.metadata as m\n"
                f"try: v = m.version({framework.package!r})\nexcept Exception: v = 'not installed'\n"
                "print(sys.version.split()[0], v)"
            )
            out = run_command(f"python -c {shlex.quote(probe)}", self.workspace.path, env, 30).output.split()
            if len(out) == 2:
                versions.update(python=out[0], **{framework.name: out[1]})
        else:
            versions["node"] = depcache.node_version()
            manifest = self.workspace.path / "node_modules" / framework.package / "package.json"
            try:
                versions[framework.name] = json.loads(manifest.read_text())["version"]
            except (OSError, ValueError, KeyError):
                versions[framework.name] = "not installed"
        return versions

    def database_evidence(self) -> dict:
        """Where the runtime verifiers look: the phase's Postgres and its statement log, the workspace."""
        evidence = {
            "postgres": self._pg.conninfo() if self._pg else None,
            "statement_log": str(self._pg.log_path) if self._pg else None,
            "workspace": str(self.workspace.path),
        }
        if self.name == "eval":  # the server saw the workspace at its host path
            evidence.update(sqlite_trace=str(self._sqlite_trace), server_workspace=str(self.workspace.path))
        return evidence

    @property
    def _sqlite_trace(self) -> Path:
        """Outside the workspace: the solution never sees it, and the patch never carries it."""
        return self._root / tracing.TRACE_FILE_NAME

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
        if self._port_lock:
            self._port_lock.close()
            self._port_lock = None

    def __enter__(self) -> "LocalPhase":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class LocalBackend:
    name = "local"

    def check(self) -> None:
        """Fail early with one clear line; also reap what killed harnesses left behind."""
        from harness.backends.local_postgres import _binary

        for tool in ("git", "bash"):
            if not shutil.which(tool):
                raise BackendUnavailable(f"{tool} not found on PATH: the local backend needs it")
        try:
            _binary("initdb")
            _binary("pg_ctl")
        except PostgresUnavailable as exc:
            raise BackendUnavailable(str(exc)) from None
        reap_leftovers()

    def open_phase(self, name: str, run_dir: Path, python_env: bool = False, port: int | None = None) -> LocalPhase:
        return LocalPhase(name, run_dir, python_env, port)
