"""Labels on every Docker object the harness creates (containers, networks, volumes), and the
reaping of what crashed runs left behind.

Every object carries `conduit-harness.harness=1`, the run and task ids, and the pid and hostname of
the harness process that owns it. An object whose owner pid is gone (on this host) is a leftover;
`reap()` removes those, `reap(only_dead_owners=False)` removes every harness-labelled object.

Talks to the engine through the `docker` CLI (no SDK dependency)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
from dataclasses import dataclass

from harness.procs import pid_alive

LABEL_PREFIX = "conduit-harness"
HARNESS_LABEL = f"{LABEL_PREFIX}.harness"
RUN_LABEL = f"{LABEL_PREFIX}.run"
TASK_LABEL = f"{LABEL_PREFIX}.task"
OWNER_PID_LABEL = f"{LABEL_PREFIX}.owner-pid"
OWNER_HOST_LABEL = f"{LABEL_PREFIX}.owner-host"
KINDS = ("container", "network", "volume")


def labels(run_id: str, task_id: str) -> dict[str, str]:
    """The labels of an object created by this process for a run of a task."""
    return {
        HARNESS_LABEL: "1",
        RUN_LABEL: run_id,
        TASK_LABEL: task_id,
        OWNER_PID_LABEL: str(os.getpid()),
        OWNER_HOST_LABEL: socket.gethostname(),
    }


def label_args(run_id: str, task_id: str) -> list[str]:
    """The same labels as `--label k=v` arguments for `docker run/network create/volume create`."""
    return [arg for key, value in labels(run_id, task_id).items() for arg in ("--label", f"{key}={value}")]


@dataclass(frozen=True)
class Leftover:
    kind: str  # container | network | volume
    id: str
    name: str
    labels: dict[str, str]

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


def _docker(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(["docker", *args], capture_output=True, text=True, timeout=timeout)


def _parse_labels(value) -> dict[str, str]:
    """`docker ... ls --format '{{json .}}'` gives labels as "k=v,k=v"; inspect gives a dict."""
    if isinstance(value, dict):
        return dict(value)
    result = {}
    for pair in (value or "").split(","):
        key, sep, val = pair.partition("=")
        if sep:
            result[key] = val
    return result


def _list(kind: str) -> list[Leftover]:
    flags = ["-a"] if kind == "container" else []
    listing = _docker(kind, "ls", *flags, "--filter", f"label={HARNESS_LABEL}=1", "--format", "{{json .}}")
    if listing.returncode != 0:
        raise RuntimeError(f"docker {kind} ls failed: {listing.stderr.strip()}")
    found = []
    for line in listing.stdout.splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        name = row.get("Names") or row.get("Name") or ""
        ident = row.get("ID") or name  # volumes have no ID column: their name is their id
        found.append(Leftover(kind, ident, name, _parse_labels(row.get("Labels"))))
    return found


def leftovers(client_or_cli=None) -> list[Leftover]:
    """Every container, network and volume carrying the harness label (owner alive or not).
    `client_or_cli` is accepted for interface compatibility; the docker CLI is always used."""
    return [item for kind in KINDS for item in _list(kind)]


def remove(items: list[Leftover]) -> dict[str, int]:
    """Remove these objects: containers first (they hold networks and volumes), then networks, volumes."""
    counts = {f"{kind}s": 0 for kind in KINDS}
    for kind in KINDS:
        ids = [item.id for item in items if item.kind == kind]
        if not ids:
            continue
        command = {"container": ["container", "rm", "-f", "-v"], "network": ["network", "rm"],
                   "volume": ["volume", "rm", "-f"]}[kind]  # fmt: skip
        for ident in ids:  # one at a time: one stuck object must not keep the others
            if _docker(*command, ident, timeout=120).returncode == 0:
                counts[f"{kind}s"] += 1
    return counts


def reap(only_dead_owners: bool = True) -> dict[str, int]:
    """Remove harness-labelled objects whose owner process is gone (all of them with
    only_dead_owners=False); return counts per kind: {"containers": n, "networks": n, "volumes": n}."""
    items = leftovers()
    if only_dead_owners:
        items = [item for item in items if not item.owner_alive()]
    return remove(items)


def engine_reachable() -> bool:
    try:
        return _docker("version", "--format", "{{.Server.Version}}", timeout=15).returncode == 0
    except (FileNotFoundError, subprocess.TimeoutExpired):
        return False
