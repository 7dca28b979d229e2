"""One phase of the Docker backend: a private network pair, a dedicated Postgres container
(testcontainers, harness.backends.docker.postgres) and a runtime container holding the workspace (a
host directory mounted at /workspace, the only host mount). Internet while the agent works and
while setup installs; none while the server under test runs. CPU, memory and process-count limits;
every object carries the phase's labels and is removed at the end (also on errors and Ctrl-C).

Networks: `<phase>-int` is internal (no route out) and holds Postgres (alias `postgres`) and the app
container; `<phase>-out` is an ordinary bridge. In the build phase the app container is on both (the
agent installs packages). In the eval phase setup runs in a container of its own on `-out` only,
and the app container, where the server runs, is never online. The harness (suite, health check,
verifiers) reaches the containers at their addresses on the internal network, which exist only on
this host's bridge: nothing is published on any host interface. That needs a Linux engine.

Dependencies (harness.backends.docker.deps): each install is a directory of the harness cache,
keyed by the whole dependency closure and the image; the setup container mounts only that one
directory writable, the eval app container (started once the install is known) only that one
read-only, the build phase (the agent) none, so no solution can alter or read another's."""

from __future__ import annotations

import os
import secrets
import shutil
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from harness.backends.docker import engine
from harness.backends.base import InfraError, PhaseSpec, ServerHandle, SetupResult
from harness.backends.docker.deps import WORKDIR, InstallPlan, plan_install
from harness.backends.workspace import GIT_IDENTITY, GitPatches, HostWorkspace, make_run_sh_executable, python_versions
from harness.procs import ExecResult
from harness.catalog.prompt import PostgresSettings, RuntimeVersions

SERVER_PIDFILE = "/tmp/conduit-harness-server.pid"
# The eval server's SQLite tracer (harness.verify.tracing): its code read-only, its trace in a directory
# of its own outside the workspace (the patch never carries it).
TRACER_MOUNT, TRACE_MOUNT = "/opt/conduit-sqltrace", "/var/lib/conduit-trace"
# Host index settings an install inside the container honours (host paths such as PIP_FIND_LINKS would not exist there).
INDEX_SETTINGS = ("PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_DEFAULT_TIMEOUT", "npm_config_registry")


class DockerWorkspace(HostWorkspace):
    """Files live in a host directory mounted into the app container; commands run in the container."""

    def __init__(self, path: Path, container: str, env: dict[str, str]):
        super().__init__(path, env)
        self.container = container

    def exec(self, command: str, timeout_s: float) -> ExecResult:
        return engine.exec_bounded(self.container, command, self.env, timeout_s, WORKDIR)


class DockerPhase(GitPatches):
    def __init__(self, spec: PhaseSpec, images: dict[str, str], limits: dict, image_versions: RuntimeVersions):
        from harness.backends.docker.postgres import PhasePostgres

        self.spec = spec
        self.image = images[spec.runtime]
        self.timings: dict[str, float] = {}
        ident = f"conduit-{spec.phase}-{secrets.token_hex(5)}"
        self.app, self.db, self.setup = f"{ident}-app", f"{ident}-pg", f"{ident}-setup"
        self.internal, self.outside = f"{ident}-int", f"{ident}-out"
        self._labels = spec.owner_labels()
        self._limits = limits
        self._networks: list[str] = []
        self._servers: list[engine.StreamedExec] = []
        self._online = False
        self._root = Path(tempfile.mkdtemp(prefix=f"{ident}-"))
        self._env_path: list[str] = []
        self._log_saved = False
        self._app_started = False
        self._leases: list = []  # shared installs in use (eviction keeps them)
        self._pg: PhasePostgres | None = None
        try:
            workspace = self._root / "workspace"
            workspace.mkdir()
            self._init_repo(workspace)
            for network, internal in ((self.internal, True), (self.outside, False)):
                self._networks.append(network)
                engine.create_network(network, self._labels, internal=internal)
            started = time.monotonic()
            self._pg = PhasePostgres(images["postgres"], self.db, self.internal, self._labels)
            with ThreadPoolExecutor(max_workers=1) as pool:  # Postgres gets ready while the app container starts
                ready = pool.submit(self._pg.start)
                if spec.phase != "eval":  # the eval app container starts once its install is known
                    self._start_app()
                    self._go_online()  # the agent installs packages; the eval phase installs in a setup container
                ready.result()
            self.timings["postgres_ready"] = round(time.monotonic() - started, 2)
            self.postgres = PostgresSettings(host="postgres", port=5432, user=self._pg.username,
                                             password=self._pg.password, database=self._pg.dbname,
                                             version=self._pg.server_version())  # fmt: skip
            self._image_env = engine.image_env(self.image)
            self.runtimes = image_versions
            self.workspace = DockerWorkspace(workspace, self.app, self._make_env())
            if spec.agent_env:  # the agent's own virtual environment, outside the workspace
                made = self.workspace.exec("python3 -m venv /opt/venv", 120)
                if made.exit_code != 0:
                    raise InfraError(f"could not create the agent's virtual environment: {made.output[-500:]}")
                self._env_path.append("/opt/venv/bin")
                self.workspace.env = self._make_env()
        except BaseException:
            self.close()
            raise

    @property
    def name(self) -> str:
        return self.spec.phase

    @property
    def run_dir(self) -> Path:
        return self.spec.run_dir

    # --- containers ----------------------------------------------------------------------------
    def _start_app(self, binds: dict[str, dict[str, str]] | None = None) -> None:
        """The app container: the workspace (and, in the eval phase, its install read-only), `--init`,
        the limits, on the internal network only."""
        if self._app_started:
            return
        started = time.monotonic()
        self._app_started = True
        binds = {str(self._root / "workspace"): {"bind": WORKDIR, "mode": "rw"}, **(binds or {})}
        if self.name == "eval":
            from harness.verify import tracing

            self._trace_dir.mkdir(exist_ok=True)
            binds[str(tracing.payload_dir())] = {"bind": TRACER_MOUNT, "mode": "ro"}
            binds[str(self._trace_dir)] = {"bind": TRACE_MOUNT, "mode": "rw"}
        engine.start_container(self.app, self.image, ["sleep", "infinity"], labels=self._labels, network=self.internal,
                               binds=binds, limits=self._limits, hostname="app")  # fmt: skip
        self.app_ip = engine.container_ip(self.app, self.internal)
        self.timings["app_started"] = round(time.monotonic() - started, 2)

    def _go_online(self) -> None:
        engine.connect(self.outside, self.app)
        self._online = True

    def _go_offline(self) -> None:
        if self._online:
            engine.disconnect(self.outside, self.app)
            self._online = False

    def _make_env(self) -> dict[str, str]:
        """What every command sees: the image's own variables, the Postgres of the phase, index settings
        the host has; never anything else from the host (no API keys, no tokens)."""
        env = dict(self._image_env)
        env.update({key: os.environ[key] for key in INDEX_SETTINGS if key in os.environ})
        if self.spec.database_env:  # the connection variables exactly when the prompt gives them
            pg = self.postgres
            env.update({
                "PGHOST": "postgres", "PGPORT": "5432", "PGUSER": pg.user, "PGPASSWORD": pg.password,
                "PGDATABASE": pg.database, "DATABASE_URL": f"postgresql://{pg.user}:{pg.password}@postgres:5432/{pg.database}",
            })  # fmt: skip
        env.update({
            "HOME": "/root", "LANG": "C.UTF-8",
            # the workspace belongs to the host user: let git inside the container use it anyway
            "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "safe.directory", "GIT_CONFIG_VALUE_0": "*",
            **GIT_IDENTITY,
        })  # fmt: skip
        path = env.get("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
        if self._env_path:
            env["PATH"] = ":".join([*self._env_path, path])
            env["VIRTUAL_ENV"] = str(Path(self._env_path[0]).parent)
        return env

    # --- setup and server ----------------------------------------------------------------------
    def install(self, timeout_s: float) -> SetupResult:
        framework = self.spec.task.framework
        ws = self.workspace.path
        if not (ws / framework.dependency_file).is_file():
            return SetupResult(False, f"{framework.dependency_file} is missing\n")
        plan = plan_install(framework, ws, self.image)
        if plan.slot is None:  # local paths: installed in the workspace itself
            result = self._setup_container(plan.script, timeout_s, {})
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
            self._start_app({str(plan.slot): {"bind": plan.mount, "mode": "ro"}} if plan.slot and plan.mount else {})
        return SetupResult(True, output + make_run_sh_executable(ws), cached, False, duration)

    def _shared_install(self, plan: InstallPlan, timeout_s: float):
        from harness.backends.depcache import locked_install
        from harness.backends.depclosure import write_closure

        def install(target: Path, budget: float) -> ExecResult:
            write_closure(plan.closure, target / "inputs" if plan.bin_dir else target)
            return self._setup_container(plan.script, budget, {str(target): {"bind": plan.mount or "", "mode": "rw"}})

        installed = locked_install(plan.slot, install, timeout_s)
        self._leases.append(installed)
        return installed

    def _setup_container(self, script: str, timeout_s: float, binds: dict[str, dict[str, str]]) -> ExecResult:
        """Installs run in a container of their own, online, with the workspace and `binds` (the one
        install directory it may write); the app container (offline) never gets either."""
        binds = {str(self.workspace.path): {"bind": WORKDIR, "mode": "rw"}, **binds}
        return engine.run_to_end(self.setup, self.image, script, timeout_s, labels=self._labels, network=self.outside,
                                 env=self._make_env(), binds=binds, limits=self._limits)  # fmt: skip

    def start_server(self, log_path: Path) -> ServerHandle:
        """./run.sh in the app container, offline; in its own session so stopping it ends its children."""
        framework = self.spec.task.framework
        self._start_app()  # an eval phase whose install did not run
        self._go_offline()
        env = self.workspace.env
        if self.name == "eval":  # SQLite statement tracer, eval phase only
            from harness.verify import tracing

            trace = Path(TRACE_MOUNT) / tracing.TRACE_FILE_NAME
            env = {**env, **tracing.server_env(framework.runtime, trace, Path(TRACER_MOUNT), env)}
        start = f"echo $$ > {SERVER_PIDFILE}; exec ./run.sh"
        server = engine.StreamedExec(self.app, ["setsid", "-w", "bash", "-c", start], env, log_path, WORKDIR)
        self._servers.append(server)
        base = f"http://{self.app_ip}:{framework.port}/api"
        return ServerHandle(base_url=base, health_url=f"{base}/health-check", log_path=log_path,
                            _alive=server.running, _stop=lambda: self._stop_server(server))  # fmt: skip

    def _stop_server(self, server: engine.StreamedExec) -> None:
        if server.running():
            script = (
                f"p=$(cat {SERVER_PIDFILE}) || exit 0; kill -TERM -- -$p 2>/dev/null || exit 0; "
                f"for i in $(seq 30); do kill -0 -- -$p 2>/dev/null || exit 0; sleep 0.1; done; kill -KILL -- -$p"
            )
            try:
                stopped = engine.exec_bounded(self.app, script, {}, 15).exit_code == 0
            except InfraError:  # no answer: a full process table (fork bomb) makes every exec hang
                stopped = False
            if not stopped:  # end every process of the container at once; the phase's runtime is over
                engine.kill_container(self.app)
            if not server.wait(10):
                server.abandon()

    # --- evidence ------------------------------------------------------------------------------
    def tool_versions(self) -> dict[str, str]:
        framework = self.spec.task.framework
        self._start_app()
        versions = {"postgres": self.postgres.version, "image": self.image}
        if framework.runtime == "python":
            found = python_versions(self.workspace, framework.package, "python3")
            if found:
                versions.update(python=found["python"], **{framework.name: found["framework"]})
        else:
            script = (f"node --version; node -p 'require(\"{framework.package}/package.json\").version' "
                      "2>/dev/null || echo 'not installed'")  # fmt: skip
            out = self.workspace.exec(script, 30).stdout.split(maxsplit=1)
            if len(out) == 2:
                versions.update(node=out[0], **{framework.name: out[1].strip()})
        return versions

    def _save_postgres_log(self) -> Path | None:
        self.run_dir.mkdir(parents=True, exist_ok=True)
        path = self.run_dir / f"postgres-{self.name}.log"
        logs = engine.container_logs(self.db)
        if logs is not None:
            path.write_text(logs)
            return path
        return path if path.exists() else None

    def database_evidence(self) -> dict:
        """Where the runtime verifiers look: the phase's Postgres (at its address on the internal
        network), its statement log (copied from the container's log), the workspace on the host."""
        assert self._pg is not None
        log = self._save_postgres_log()
        evidence = {"postgres": self._pg.conninfo(), "statement_log": str(log) if log else None,
                    "workspace": str(self.workspace.path)}  # fmt: skip
        if self.name == "eval":
            from harness.verify import tracing

            evidence.update(sqlite_trace=str(self._trace_dir / tracing.TRACE_FILE_NAME), server_workspace=WORKDIR)
        return evidence

    @property
    def _trace_dir(self) -> Path:
        return self._root / "trace"

    def close(self) -> None:
        for server in self._servers:
            server.abandon()
        try:
            if not self._log_saved and hasattr(self, "postgres"):
                self._log_saved = True
                self._save_postgres_log()
            if os.geteuid() != 0 and hasattr(self, "workspace"):  # files made as root in the container
                try:
                    engine.exec_bounded(self.app, f"chown -R {os.getuid()}:{os.getgid()} {WORKDIR}", {}, 60)
                except InfraError:
                    pass
            trace = next(iter(self._trace_dir.glob("*.jsonl")), None) if self._trace_dir.is_dir() else None
            if trace is not None:  # kept for re-grading, like the Postgres log
                self.run_dir.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(trace, self.run_dir / f"sqltrace-{self.name}.jsonl")
        finally:
            for container in (self.setup, self.app, self.db):
                engine.remove_container(container)
            for lease in self._leases:
                lease.release()
            for network in self._networks:
                engine.remove_network(network)
            shutil.rmtree(self._root, ignore_errors=True)

    def __enter__(self) -> DockerPhase:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
