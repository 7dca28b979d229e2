"""The Docker backend: per phase a private network pair, a dedicated Postgres container and a
runtime container holding the workspace (a host directory mounted at /workspace, the only host
mount). Internet while the agent works and while setup installs; none while the server under test
runs. CPU, memory and process-count limits; every object labelled with the run, removed at the end,
and reaped at the next start when the harness that owned it died.

Networks: `<phase>-int` is `--internal` (no route out) and holds Postgres (alias `postgres`) and
the app container; `<phase>-out` is an ordinary bridge. In the build phase the app container is on
both (the agent installs packages). In the eval phase setup runs in a container of its own on
`-out` only, and the app container, where the server runs, is never online. The harness (suite, health check, verifiers)
reaches the containers at their addresses on the internal network, which exist only on this
host's bridge: nothing is published on any host interface. That needs a Linux engine (Docker
Desktop's VM hides container addresses from the host).

Postgres logs every statement (the image's `log_statement=all`) to its stderr; the verifiers get
it as `run_dir/postgres-<phase>.log`, written from `docker logs`.

Dependencies (harness/backends/docker_deps.py): each install is a directory of the harness cache,
keyed by the whole dependency closure and the image; the setup container mounts only that one
directory writable, the eval app container (started once the install is known) only that one
read-only, the build phase (the agent) none, so no solution can alter or read another's."""

from __future__ import annotations

import os
import secrets
import shlex
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from harness.backends.base import (
    BackendUnavailable,
    InfraError,
    ServerHandle,
    SetupResult,
)
from harness.backends.docker_cli import (
    container_ip,
    docker,
    engine_version,
    image_env,
    remove_container,
    remove_network,
)
from harness.backends.docker_deps import WORKDIR, InstallPlan, plan_install
from harness.backends.local import (
    _GIT_IDENTITY,
    GitPatches,
    LocalWorkspace,
)
from harness.backends.local_postgres import DATABASE, PASSWORD, USER
from harness.catalog import Framework
from harness.procs import ExecResult, clip, kill_group, run_in_group
from harness.prompt import PostgresSettings, RuntimeVersions

SERVER_PIDFILE = "/tmp/conduit-harness-server.pid"
# The eval server's SQLite tracer (harness.verify.tracing): its code read-only, its trace in a directory
# of its own outside the workspace (the patch never carries it).
TRACER_MOUNT, TRACE_MOUNT = "/opt/conduit-sqltrace", "/var/lib/conduit-trace"
KILL_GRACE_S = 5  # `timeout -k`: seconds between TERM and KILL of a command that ran out of time
# Host index settings an install inside the container honours (host paths such as PIP_FIND_LINKS would not exist there).
_INDEX_SETTINGS = ("PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_DEFAULT_TIMEOUT", "npm_config_registry")


@dataclass(frozen=True)
class Limits:
    """Per app container (Postgres: 1 GB, 512 processes); CONDUIT_DOCKER_CPUS / _MEMORY / _PIDS
    override the defaults when the backend is made."""

    cpus: float = field(default_factory=lambda: float(os.environ.get("CONDUIT_DOCKER_CPUS", min(2, os.cpu_count() or 1))))
    memory: str = field(default_factory=lambda: os.environ.get("CONDUIT_DOCKER_MEMORY", "2g"))
    pids: int = field(default_factory=lambda: int(os.environ.get("CONDUIT_DOCKER_PIDS", "1024")))

    def args(self) -> list[str]:
        return ["--cpus", str(self.cpus), "--memory", self.memory, "--memory-swap", self.memory,
                "--pids-limit", str(self.pids)]  # fmt: skip


def _runtime_for_port(port: int | None) -> str | None:
    """The catalog gives each runtime its app port (Python 8080, Node 3000): the phase's port names
    the runtime image when the caller does not."""
    import yaml

    from harness.paths import TASKS_DIR

    runtimes = yaml.safe_load((TASKS_DIR / "frameworks.yaml").read_text())["runtimes"]
    matches = [name for name, entry in runtimes.items() if entry.get("port") == port]
    return matches[0] if len(matches) == 1 else None


def _image_runtimes(image: str, runtime: str) -> RuntimeVersions:
    """The interpreter versions the phase's image really holds (recorded when it was built)."""
    from harness.images import image_info

    versions = image_info(image, runtime).get("versions", {})
    found = versions.get(runtime, "")
    return RuntimeVersions(python=found) if runtime == "python" else RuntimeVersions(node=found)


def _run_and_task(run_dir: Path) -> tuple[str, str]:
    """Labels: run_dir is <runs>/<run id>/<task id>/<sample> for `harness run/eval/matrix`."""
    parts = Path(run_dir).resolve().parts
    return (parts[-3], parts[-2]) if len(parts) >= 3 else ("none", "none")


def _exec_args(container: str, env: dict[str, str], detach: bool = False) -> list[str]:
    args = ["docker", "exec", *(["-d"] if detach else []), "-w", WORKDIR]
    for key, value in env.items():
        args += ["-e", f"{key}={value}"]
    return [*args, container]


def exec_in(container: str, env: dict[str, str], command: str, timeout_s: float) -> ExecResult:
    """`command` in the container, killed there by `timeout -k` when its budget runs out (so a timed-out
    command is really dead); the host waits a little longer and gives up on the client as a last resort."""
    return _run_bounded(_exec_args(container, env), command, timeout_s)


def _run_bounded(prefix: list[str], command: str, timeout_s: float) -> ExecResult:
    """`prefix` (docker exec … / docker run …) + `timeout -k` + bash -c command."""
    budget = max(timeout_s, 0.1)
    argv = [*prefix, "timeout", "-k", str(KILL_GRACE_S), f"{budget:.1f}", "bash", "-c", command]
    # The host waits a little longer than the in-container budget: killing the client is the last resort.
    code, text, host_timed_out, duration = run_in_group(argv, budget + KILL_GRACE_S + 30)
    # timeout(1): 124 when the budget fired, 128+9 when the command also needed the KILL.
    timed_out = host_timed_out or code == 124 or (code == 137 and duration >= budget)
    return ExecResult(code, clip(text), timed_out, duration)


class DockerWorkspace(LocalWorkspace):
    """Files live in a host directory mounted into the app container; commands run in the container."""

    def __init__(self, path: Path, container: str, env: dict[str, str]):
        super().__init__(path, env)
        self.container = container

    def exec(self, command: str, timeout_s: float) -> ExecResult:
        return exec_in(self.container, self.env, command, timeout_s)


class DockerPhase(GitPatches):
    def __init__(self, name: str, run_dir: Path, python_env: bool, runtime: str, images: dict[str, str],
                 limits: Limits, run_id: str | None = None, task_id: str | None = None,
                 database_env: bool = True):  # fmt: skip
        from harness.docker_labels import label_args

        self.name = name
        self.run_dir = run_dir
        self.runtime = runtime
        self.database_env = database_env
        self.image = images[runtime]
        self.timings: dict[str, float] = {}
        ident = f"conduit-{name}-{secrets.token_hex(5)}"
        self.app, self.db, self.setup = f"{ident}-app", f"{ident}-pg", f"{ident}-setup"
        self._labels: list[str] = []
        self._limits = limits
        self.internal, self.outside = f"{ident}-int", f"{ident}-out"
        self._networks: list[str] = []
        self._servers: list[tuple[subprocess.Popen, object]] = []
        self._online = False
        self._root = Path(tempfile.mkdtemp(prefix=f"{ident}-"))
        self._env_path: list[str] = []
        self._log_saved = False
        self._app_started = False
        self._leases: list = []  # shared installs in use (eviction keeps them)
        default_run, default_task = _run_and_task(run_dir)
        labels = self._labels = label_args(run_id or default_run, task_id or default_task)
        try:
            workspace = self._root / "workspace"
            workspace.mkdir()
            self._init_repo(workspace)
            for network, extra in ((self.internal, ["--internal"]), (self.outside, [])):
                self._networks.append(network)
                docker("network", "create", *extra, *labels, network)
            started = time.monotonic()
            docker("run", "-d", "--name", self.db, "--network", self.internal, "--network-alias", "postgres",
                   *labels, "-e", f"POSTGRES_USER={USER}", "-e", f"POSTGRES_PASSWORD={PASSWORD}",
                   "-e", f"POSTGRES_DB={DATABASE}", "--memory", "1g", "--pids-limit", "512", images["postgres"])  # fmt: skip
            # The eval phase's app container starts once its install is known (it mounts that one read-only).
            self.timings["containers_started"] = round(time.monotonic() - started, 2)
            if name != "eval":
                self._start_app()
                self._go_online()  # the agent installs packages; the eval phase installs in a setup container
            self.db_ip = container_ip(self.db, self.internal)
            version = self._wait_postgres(60.0)
            self.timings["postgres_ready"] = round(time.monotonic() - started, 2)
            self.postgres = PostgresSettings(host="postgres", port=5432, user=USER, password=PASSWORD,
                                             database=DATABASE, version=version)  # fmt: skip
            self._image_env = image_env(self.image)
            self.runtimes = _image_runtimes(self.image, runtime)
            self.workspace = DockerWorkspace(workspace, self.app, self._make_env())
            if python_env:  # the agent's own virtual environment, outside the workspace
                made = self.workspace.exec("python3 -m venv /opt/venv", 120)
                if made.exit_code != 0:
                    raise InfraError(f"could not create the agent's virtual environment: {made.output[-500:]}")
                self._env_path.append("/opt/venv/bin")
                self.workspace.env = self._make_env()
        except BaseException:
            self.close()
            raise

    # --- containers ----------------------------------------------------------------------------
    def _start_app(self, mounts: list[str] | None = None) -> None:
        """The app container: the workspace (and, in the eval phase, its install read-only), `--init`,
        the limits, on the internal network only."""
        if self._app_started:
            return
        started = time.monotonic()
        self._app_started = True
        if self.name == "eval":
            from harness.verify import tracing

            self._trace_dir.mkdir(exist_ok=True)
            mounts = [*(mounts or []), "-v", f"{tracing.payload_dir()}:{TRACER_MOUNT}:ro",
                      "-v", f"{self._trace_dir}:{TRACE_MOUNT}"]  # fmt: skip
        docker("run", "-d", "--init", "--name", self.app, "--hostname", "app", "--network", self.internal,
               *self._labels, *self._limits.args(), "-v", f"{self._root / 'workspace'}:{WORKDIR}", *(mounts or []),
               "-w", WORKDIR, self.image, "sleep", "infinity")  # fmt: skip
        self.app_ip = container_ip(self.app, self.internal)
        self.timings["app_started"] = round(time.monotonic() - started, 2)

    def _go_online(self) -> None:
        docker("network", "connect", self.outside, self.app)
        self._online = True

    def _go_offline(self) -> None:
        if self._online:
            docker("network", "disconnect", "-f", self.outside, self.app)
            self._online = False

    def _wait_postgres(self, budget_s: float) -> str:
        """Until the final server accepts user/password/conduit over TCP (the image's init server
        listens on a socket only); returns its version."""
        import psycopg

        deadline = time.monotonic() + budget_s
        last = ""
        while time.monotonic() < deadline:
            try:
                with psycopg.connect(**self._conninfo(), connect_timeout=2) as conn:
                    return str(conn.execute("SHOW server_version").fetchone()[0]).split()[0]
            except psycopg.Error as exc:
                last = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            time.sleep(0.2)
        logs = docker("logs", "--tail", "30", self.db, check=False)
        raise InfraError(f"Postgres container not ready within {budget_s:.0f}s ({last}): {logs.stderr[-1500:]}")

    def _conninfo(self) -> dict[str, str | int]:
        return {"host": self.db_ip, "port": 5432, "user": USER, "password": PASSWORD, "dbname": DATABASE}

    def _make_env(self) -> dict[str, str]:
        """What every command sees: the image's own variables, the Postgres of the phase, index settings
        the host has; never anything else from the host (no API keys, no tokens)."""
        env = dict(self._image_env)
        env.update({key: os.environ[key] for key in _INDEX_SETTINGS if key in os.environ})
        if self.database_env:  # the connection variables exactly when the prompt gives them
            env.update({
                "PGHOST": "postgres", "PGPORT": "5432", "PGUSER": USER, "PGPASSWORD": PASSWORD, "PGDATABASE": DATABASE,
                "DATABASE_URL": f"postgresql://{USER}:{PASSWORD}@postgres:5432/{DATABASE}",
            })  # fmt: skip
        env.update({
            "HOME": "/root", "LANG": "C.UTF-8",
            # the workspace belongs to the host user: let git inside the container use it anyway
            "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "safe.directory", "GIT_CONFIG_VALUE_0": "*",
            **_GIT_IDENTITY,
        })  # fmt: skip
        path = env.get("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
        if self._env_path:
            env["PATH"] = ":".join([*self._env_path, path])
            env["VIRTUAL_ENV"] = str(Path(self._env_path[0]).parent)
        return env

    # --- setup and server ----------------------------------------------------------------------
    def install(self, framework: Framework, timeout_s: float) -> SetupResult:
        ws = self.workspace.path
        dependency_file = ws / framework.dependency_file
        if not dependency_file.is_file():
            return SetupResult(False, f"{framework.dependency_file} is missing\n")
        plan = plan_install(framework, ws, self.image)
        if plan.slot is None:  # local paths: installed in the workspace itself
            result = self._setup_container(plan.script, timeout_s, [])
            ok, output, cached = result.exit_code == 0 and not result.timed_out, result.output, False
            timed_out, duration = result.timed_out, result.duration_s
        else:
            installed = self._shared_install(plan, timeout_s)
            ok, output, cached = installed.ok, installed.output, installed.cached
            timed_out, duration = installed.timed_out, installed.duration_s
        if not ok:
            return SetupResult(False, output, False, timed_out, duration)
        if plan.node_modules:
            modules = ws / "node_modules"
            if modules.is_symlink() or modules.is_file():
                modules.unlink()
            elif modules.exists():
                shutil.rmtree(modules)
            modules.symlink_to(plan.node_modules)  # resolves inside the containers
        if plan.bin_dir:
            self._env_path.insert(0, plan.bin_dir)
            self.workspace.env = self._make_env()
        if self.name == "eval":
            self._start_app(["-v", f"{plan.slot}:{plan.mount}:ro"] if plan.slot else [])
        run_sh = ws / "run.sh"
        if run_sh.exists():
            run_sh.chmod(0o755)
        else:
            output += "run.sh is missing\n"
        return SetupResult(True, output, cached, False, duration)

    def _shared_install(self, plan: InstallPlan, timeout_s: float):
        from harness.depcache import locked_install
        from harness.depclosure import write_closure

        def install(target: Path, budget: float) -> ExecResult:
            write_closure(plan.closure, target / "inputs" if plan.bin_dir else target)
            return self._setup_container(plan.script, budget, ["-v", f"{target}:{plan.mount}"])

        installed = locked_install(plan.slot, install, timeout_s)
        self._leases.append(installed)
        return installed

    def _setup_container(self, script: str, timeout_s: float, mounts: list[str]) -> ExecResult:
        """Installs run in a container of their own, online, with the workspace and `mounts` (the one
        install directory it may write); the app container (offline) never gets either."""
        env = [arg for key, value in self._make_env().items() for arg in ("-e", f"{key}={value}")]
        prefix = ["docker", "run", "--init", "--name", self.setup, "--network", self.outside, *self._labels,
                  *self._limits.args(), "-v", f"{self.workspace.path}:{WORKDIR}", *mounts,
                  "-w", WORKDIR, *env, self.image]  # fmt: skip
        try:
            return _run_bounded(prefix, script, timeout_s)
        finally:
            remove_container(self.setup)

    def start_server(self, framework: Framework, log_path: Path) -> ServerHandle:
        """./run.sh in the app container, offline; in its own session so stopping it ends its children."""
        self._start_app()  # an eval phase whose install did not run
        self._go_offline()
        log_path.parent.mkdir(parents=True, exist_ok=True)
        log = open(log_path, "ab")
        start = f"echo $$ > {SERVER_PIDFILE}; exec ./run.sh"
        env = self.workspace.env
        if self.name == "eval":  # SQLite statement tracer, eval phase only
            from harness.verify import tracing

            trace = Path(TRACE_MOUNT) / tracing.TRACE_FILE_NAME
            env = {**env, **tracing.server_env(framework.runtime, trace, Path(TRACER_MOUNT), env)}
        proc = subprocess.Popen([*_exec_args(self.app, env), "setsid", "-w", "bash", "-c", start],
                                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)  # fmt: skip
        self._servers.append((proc, log))
        base = f"http://{self.app_ip}:{framework.port}/api"

        def stop() -> None:
            self._stop_server(proc, log)

        return ServerHandle(base_url=base, health_url=f"{base}/health-check", log_path=log_path,
                            _alive=lambda: proc.poll() is None, _stop=stop)  # fmt: skip

    def _stop_server(self, proc: subprocess.Popen, log) -> None:
        if proc.poll() is None:
            script = (
                f"p=$(cat {SERVER_PIDFILE}) || exit 0; kill -TERM -- -$p 2>/dev/null || exit 0; "
                f"for i in $(seq 30); do kill -0 -- -$p 2>/dev/null || exit 0; sleep 0.1; done; kill -KILL -- -$p"
            )
            try:
                stopped = docker("exec", self.app, "bash", "-c", script, check=False, timeout=15).returncode == 0
            except InfraError:  # no answer: a full process table (fork bomb) makes every exec hang
                stopped = False
            if not stopped:  # end every process of the container at once; the phase's runtime is over
                docker("kill", self.app, check=False, timeout=30)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                kill_group(proc.pid, leader=proc)
                proc.wait()
        if not log.closed:
            log.close()

    # --- evidence ------------------------------------------------------------------------------
    def tool_versions(self, framework: Framework) -> dict[str, str]:
        self._start_app()
        versions = {"postgres": self.postgres.version, "image": self.image}
        if framework.runtime == "python":
            probe = (
                "import sys, importlib.metadata as m\n"
                f"try: v = m.version({framework.package!r})\nexcept Exception: v = 'not installed'\n"
                "print(sys.version.split()[0], v)"
            )
            out = self.workspace.exec(f"python3 -c {shlex.quote(probe)}", 30).output.split()
            if len(out) == 2:
                versions.update(python=out[0], **{framework.name: out[1]})
        else:
            script = (f"node --version; node -p 'require(\"{framework.package}/package.json\").version' "
                      "2>/dev/null || echo 'not installed'")  # fmt: skip
            out = self.workspace.exec(script, 30).output.split()
            if len(out) == 2:
                versions.update(node=out[0], **{framework.name: out[1]})
        return versions

    def _save_postgres_log(self) -> Path | None:
        if not self.run_dir:
            return None
        self.run_dir.mkdir(parents=True, exist_ok=True)
        path = self.run_dir / f"postgres-{self.name}.log"
        logs = docker("logs", self.db, check=False, timeout=60)
        if logs.returncode == 0:
            path.write_text(logs.stdout + logs.stderr)
            return path
        return path if path.exists() else None

    def database_evidence(self) -> dict:
        """Where the runtime verifiers look: the phase's Postgres (at its address on the internal
        network), its statement log (copied from `docker logs`), the workspace on the host."""
        log = self._save_postgres_log()
        evidence = {
            "postgres": self._conninfo(),
            "statement_log": str(log) if log else None,
            "workspace": str(self.workspace.path),
        }
        if self.name == "eval":
            from harness.verify import tracing

            evidence.update(sqlite_trace=str(self._trace_dir / tracing.TRACE_FILE_NAME), server_workspace=WORKDIR)
        return evidence

    @property
    def _trace_dir(self) -> Path:
        return self._root / "trace"

    def close(self) -> None:
        for proc, log in self._servers:
            if proc.poll() is None:
                kill_group(proc.pid, leader=proc)
            if not log.closed:
                log.close()
        try:
            if self.run_dir and not self._log_saved and hasattr(self, "db_ip"):
                self._log_saved = True
                self._save_postgres_log()
            if os.geteuid() != 0 and hasattr(self, "workspace"):  # files made as root in the container
                docker("exec", self.app, "chown", "-R", f"{os.getuid()}:{os.getgid()}", WORKDIR, check=False)
            trace = next(iter(self._trace_dir.glob("*.jsonl")), None) if self._trace_dir.is_dir() else None
            if self.run_dir and trace is not None:  # kept for re-grading, like the Postgres log
                self.run_dir.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(trace, self.run_dir / f"sqltrace-{self.name}.jsonl")
        finally:
            for container in (self.setup, self.app, self.db):
                remove_container(container)
            for lease in self._leases:
                lease.release()
            for network in self._networks:
                remove_network(network)
            shutil.rmtree(self._root, ignore_errors=True)

    def __enter__(self) -> DockerPhase:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class DockerBackend:
    name = "docker"
    uses_host_ports = False  # servers listen inside their containers only

    def __init__(self, limits: Limits | None = None):
        self.limits = limits or Limits()
        self._images: dict[str, str] | None = None

    def images(self) -> dict[str, str]:
        """The three images; a missing one is BackendUnavailable naming the command that builds it (never a pull)."""
        if self._images is None:
            from harness.images import require_image

            self._images = {kind: require_image(kind) for kind in ("python", "node", "postgres")}
        return self._images

    def prompt_facts(self, runtime: str) -> tuple[PostgresSettings, RuntimeVersions]:
        """The versions the images were built with (recorded at build time)."""
        import re

        from harness.images import image_info

        images = self.images()
        recorded = image_info(images["postgres"], "postgres").get("versions", {}).get("postgres", "")
        version = re.search(r"\d+(?:\.\d+)*", recorded)
        return PostgresSettings(version=version.group(0) if version else recorded), _image_runtimes(images[runtime], runtime)

    def check(self) -> None:
        """Fail early with one clear line; also reap what killed harnesses left behind."""
        from harness.docker_labels import reap

        if not shutil.which("docker"):
            raise BackendUnavailable("the docker CLI is not installed: install Docker or use --backend local")
        if engine_version() is None:
            raise BackendUnavailable("no Docker engine answers (is dockerd running?): start it or use --backend local")
        self.images()
        reap(only_dead_owners=True)

    def open_phase(self, name: str, run_dir: Path, python_env: bool = False, port: int | None = None,
                   runtime: str | None = None, run_id: str | None = None, task_id: str | None = None,
                   database_env: bool = True) -> DockerPhase:  # fmt: skip
        runtime = runtime or _runtime_for_port(port)
        if runtime is None:
            raise BackendUnavailable(f"the docker backend cannot tell the runtime of a phase on port {port}")
        return DockerPhase(name, run_dir, python_env, runtime, self.images(), self.limits, run_id, task_id,
                           database_env)  # fmt: skip
