"""Throw-away PostgreSQL clusters for the local backend: initdb once into a template, copy it per
phase, start it with pg_ctl on a free port, delete it afterwards. Clusters whose owning process died
(SIGKILL) are reaped by the next harness that starts one."""

from __future__ import annotations

import fcntl
import glob
import json
import os
import re
import secrets
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from harness.backends.base import DATABASE, PASSWORD, USER
from harness.procs import free_port, pid_alive, port_is_free

# Statement logging feeds the ORM verifier's runtime evidence; durability is pointless here.
SERVER_OPTIONS = "-c log_statement=all -c fsync=off -c synchronous_commit=off -c full_page_writes=off"


class PostgresUnavailable(RuntimeError):
    """The machine cannot run a local Postgres (no initdb/pg_ctl, no postgres user)."""


def _binary(name: str) -> str:
    found = shutil.which(name) or next(iter(sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)), None)
    if not found:
        raise PostgresUnavailable(
            f"{name} not found: install the PostgreSQL server (Debian: apt-get install postgresql) or use --backend docker"
        )
    return found


def _as_owner() -> list[str]:
    """Postgres refuses to run as root: run it as the postgres user then."""
    if os.geteuid() != 0:
        return []
    try:
        import pwd

        pwd.getpwnam("postgres")
    except KeyError:
        raise PostgresUnavailable("running as root but there is no 'postgres' user to own the cluster") from None
    return ["runuser", "-u", "postgres", "--"]


def _chown_to_owner(path: Path) -> None:
    if os.geteuid() == 0:
        shutil.chown(path, "postgres", "postgres")


def server_version() -> str:
    out = subprocess.run([_binary("pg_ctl"), "--version"], capture_output=True, text=True, check=True).stdout
    match = re.search(r"(\d+(?:\.\d+)?)", out)
    return match.group(1) if match else out.strip()


def base_dir() -> Path:
    # Under the temp dir, not the home: the postgres user must be able to reach it.
    path = Path(tempfile.gettempdir()) / f"conduit-harness-pg-{os.geteuid()}"
    path.mkdir(mode=0o755, exist_ok=True)
    path.chmod(0o755)
    return path


def _template() -> Path:
    """An initialised cluster with the user, password and database, made once per machine."""
    root = base_dir()
    template = root / f"template-{server_version()}"
    with open(root / "template.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (template / "ready").exists():
            return template
        shutil.rmtree(template, ignore_errors=True)
        template.mkdir()
        _chown_to_owner(template)
        pwfile = template / "pw"
        pwfile.write_text(PASSWORD + "\n")
        _chown_to_owner(pwfile)
        subprocess.run(
            [*_as_owner(), _binary("initdb"), "-D", str(template / "data"), "-U", USER, f"--pwfile={pwfile}",
             "-A", "scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8"],
            check=True, capture_output=True,
        )  # fmt: skip
        cluster = _start(template / "data", template, free_port())
        try:
            subprocess.run(
                ["createdb", "-h", "127.0.0.1", "-p", str(cluster), "-U", USER, DATABASE],
                env={**os.environ, "PGPASSWORD": PASSWORD}, check=True, capture_output=True,
            )  # fmt: skip
        finally:
            _stop(template / "data")
        (template / "ready").write_text("ok\n")
        return template


def _start(data: Path, socket_dir: Path, port: int, host: str = "127.0.0.1") -> int:
    log = socket_dir / "postgres.log"
    result = subprocess.run(
        [*_as_owner(), _binary("pg_ctl"), "-D", str(data), "-l", str(log), "-w", "-t", "30",
         "-o", f"-p {port} -k {socket_dir} -c listen_addresses={host} {SERVER_OPTIONS}", "start"],
        capture_output=True, text=True,
    )  # fmt: skip
    if result.returncode != 0:
        tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
        raise RuntimeError(f"pg_ctl start failed: {result.stdout}{result.stderr}{tail}")
    return port


def _stop(data: Path) -> None:
    subprocess.run([*_as_owner(), _binary("pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                   capture_output=True)  # fmt: skip


@dataclass
class LocalPostgres:
    """A running throw-away cluster."""

    directory: Path
    host: str = "127.0.0.1"
    port: int = 0
    user: str = USER
    password: str = PASSWORD
    database: str = DATABASE
    version: str = ""
    stopped: bool = field(default=False, repr=False)

    @property
    def log_path(self) -> Path:
        return self.directory / "postgres.log"

    def env(self, host: str | None = None) -> dict[str, str]:
        """The connection variables a solution gets; `host`: the name it knows the server by."""
        host = host or self.host
        url = f"postgresql://{self.user}:{self.password}@{host}:{self.port}/{self.database}"
        return {
            "DATABASE_URL": url,
            "PGHOST": host,
            "PGPORT": str(self.port),
            "PGUSER": self.user,
            "PGPASSWORD": self.password,
            "PGDATABASE": self.database,
        }

    def conninfo(self) -> dict[str, str | int]:
        return {"host": self.host, "port": self.port, "user": self.user, "password": self.password,
                "dbname": self.database}  # fmt: skip

    def stop(self) -> None:
        if self.stopped:
            return
        self.stopped = True
        _stop(self.directory / "data")
        shutil.rmtree(self.directory, ignore_errors=True)


PHASE_PORT = 5432  # every phase's cluster: the address the prompt gives, as in Docker


def free_loopback_address(port: int = PHASE_PORT, attempts: int = 200) -> str:
    """An address of 127.0.0.0/8 (all of it is loopback on Linux) where `port` is free: each phase's
    cluster listens on the standard port at an address of its own, so the build and eval phases (and
    parallel runs) can all be `postgres:5432` inside their sandboxes, whose /etc/hosts names it."""
    for _ in range(attempts):
        address = f"127.{secrets.randbelow(254) + 1}.{secrets.randbelow(254) + 1}.{secrets.randbelow(253) + 2}"
        if port_is_free(port, address):
            return address
    raise RuntimeError(f"no loopback address with port {port} free after {attempts} tries")


def start_cluster(attempts: int = 3, port: int | None = PHASE_PORT, labels: dict[str, str] | None = None) -> LocalPostgres:
    """Copy the template and start it on `port` at a loopback address of its own (port None: a free
    port on 127.0.0.1), retrying if another process took it meanwhile. `labels`: the phase's, kept
    beside the owner's pid for `harness doctor` and the reaper. Whatever goes wrong (an interrupt
    too), nothing of the cluster is left."""
    reap_stale()
    template = _template()
    directory = base_dir() / f"cluster-{os.getpid()}-{secrets.token_hex(4)}"
    directory.mkdir()
    try:
        if labels:
            write_labels(directory, labels)
        (directory / "owner.pid").write_text(str(os.getpid()))
        _chown_to_owner(directory)
        subprocess.run(["cp", "-a", str(template / "data"), str(directory / "data")], check=True)
        with open(directory / "data" / "pg_hba.conf", "a") as hba:  # the template only admits 127.0.0.1
            hba.write("host all all 127.0.0.0/8 scram-sha-256\n")
        last_error: Exception | None = None
        for _ in range(attempts):
            try:
                try:
                    host = free_loopback_address(port) if port else "127.0.0.1"
                except RuntimeError:  # something listens on *:port: a free port on 127.0.0.1 instead
                    host, port = "127.0.0.1", None
                bound = _start(directory / "data", directory, port or free_port(), host)
                return LocalPostgres(directory=directory, host=host, port=bound, version=server_version())
            except RuntimeError as exc:
                last_error = exc
        raise RuntimeError(f"could not start a local Postgres: {last_error}")
    except BaseException:
        stop_cluster_directory(directory)  # pg_ctl may have started the server before it failed
        raise


def write_labels(directory: Path, labels: dict[str, str]) -> None:
    """The cluster's labels, replaced at once: a reader never sees half of them."""
    staged = directory / "labels.json.new"
    staged.write_text(json.dumps(labels))
    os.replace(staged, directory / "labels.json")


def live_clusters() -> list[Path]:
    return sorted(base_dir().glob("cluster-*"))


def reap_stale() -> int:
    """Stop and delete clusters whose owning harness process is gone."""
    reaped = 0
    for directory in live_clusters():
        try:
            owner = int((directory / "owner.pid").read_text())
        except (OSError, ValueError):
            owner = 0
        if owner and pid_alive(owner):
            continue
        stop_cluster_directory(directory)
        reaped += 1
    return reaped


def stop_cluster_directory(directory: Path) -> None:
    """Stop the cluster in `directory` if it runs, and delete it."""
    if (directory / "data" / "postmaster.pid").exists():
        _stop(directory / "data")
    shutil.rmtree(directory, ignore_errors=True)
