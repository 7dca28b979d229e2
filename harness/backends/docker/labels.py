"""Labels on every Docker object the harness creates (containers, networks, volumes), and the
reaping of what crashed runs left behind.

Every object carries `conduit-harness.harness=1`, the run, task and phase, and the pid and hostname
of the harness process that owns it (harness.backends.base.PhaseSpec.owner_labels). An object whose
owner pid is gone (on this host) is a leftover; `reap()` removes those, `reap(only_dead_owners=False)`
removes every harness-labelled object. Talks to the engine through the `docker` SDK."""

from __future__ import annotations

import os
import socket

from harness.backends.base import (
    HARNESS_LABEL,
    OWNER_HOST_LABEL,
    OWNER_PID_LABEL,
    RUN_LABEL,
    TASK_LABEL,
    Leftover,
)

KINDS = ("container", "network", "volume")
__all__ = ["KINDS", "Leftover", "engine_reachable", "label_args", "labels", "leftovers", "reap", "remove"]


def labels(run_id: str, task_id: str) -> dict[str, str]:
    """The labels of an object created by this process for a run of a task (outside a phase)."""
    return {HARNESS_LABEL: "1", RUN_LABEL: run_id, TASK_LABEL: task_id, OWNER_PID_LABEL: str(os.getpid()),
            OWNER_HOST_LABEL: socket.gethostname()}  # fmt: skip


def label_args(run_id: str, task_id: str) -> list[str]:
    """The same labels as `--label k=v` arguments of the docker CLI."""
    return [arg for key, value in labels(run_id, task_id).items() for arg in ("--label", f"{key}={value}")]


def _list(kind: str) -> list[Leftover]:
    from harness.backends.docker.engine import client, engine_call

    wanted = {"label": f"{HARNESS_LABEL}=1"}
    with engine_call(f"{kind} ls"):
        api = client().api  # type: ignore[attr-defined]
        if kind == "container":
            rows = [(c["Id"], (c.get("Names") or ["/"])[0].lstrip("/"), c.get("Labels") or {})
                    for c in api.containers(all=True, filters=wanted)]  # fmt: skip
        elif kind == "network":
            rows = [(n["Id"], n["Name"], n.get("Labels") or {}) for n in api.networks(filters=wanted)]
        else:
            rows = [(v["Name"], v["Name"], v.get("Labels") or {}) for v in (api.volumes(filters=wanted) or {}).get("Volumes") or []]
    return [Leftover("docker", kind, ident, name, labels) for ident, name, labels in rows]


def leftovers() -> list[Leftover]:
    """Every container, network and volume carrying the harness label (owner alive or not)."""
    return [item for kind in KINDS for item in _list(kind)]


def remove(items: list[Leftover]) -> dict[str, int]:
    """Remove these objects: containers first (they hold networks and volumes), then networks, volumes."""
    import docker

    from harness.backends.docker.engine import client

    api = client().api  # type: ignore[attr-defined]
    removers = {"container": lambda i: api.remove_container(i, force=True, v=True), "network": api.remove_network,
                "volume": lambda i: api.remove_volume(i, force=True)}  # fmt: skip
    counts = {f"{kind}s": 0 for kind in KINDS}
    for kind in KINDS:
        for item in (item for item in items if item.kind == kind):  # one at a time: one stuck object must not keep the others
            try:
                removers[kind](item.id)
            except docker.errors.DockerException:
                continue
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
    from harness.backends.docker.engine import engine_version

    return engine_version() is not None
