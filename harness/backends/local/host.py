"""What the local backend leaves on this host, and what this host offers it.

Each phase is a directory `conduit-phase-*` under the temp dir holding `owner.pid` and
`labels.json` (the phase spec's labels); each Postgres cluster is a directory of
harness.backends.local.postgres with the same two files. A phase or cluster whose owner pid is gone
is a leftover of a killed harness: the next harness (`check()`), `harness clean` and an interrupted
matrix reap it, with every process still running inside it."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from harness.backends.base import OWNER_PID_LABEL, BackendReport, Leftover
from harness.procs import kill_processes_under

PHASE_PREFIX = "conduit-phase-"


def _labels(directory: Path) -> dict[str, str]:
    """The directory's labels; older ones (and clusters of other callers) only have owner.pid."""
    try:
        labels = dict(json.loads((directory / "labels.json").read_text()))
    except (OSError, ValueError):
        labels = {}
    try:
        labels.setdefault(OWNER_PID_LABEL, (directory / "owner.pid").read_text().strip())
    except OSError:
        pass
    return labels


def _phase_roots() -> list[Path]:
    return sorted(Path(tempfile.gettempdir()).glob(f"{PHASE_PREFIX}*"))


def local_leftovers(run_id: str | None = None) -> list[Leftover]:
    """Phase directories and Postgres clusters of the local backend (of one run, or all)."""
    from harness.backends.local.postgres import live_clusters

    found = [Leftover("local", "phase", str(root), root.name, _labels(root)) for root in _phase_roots()]
    found += [Leftover("local", "postgres cluster", str(d), d.name, _labels(d)) for d in live_clusters()]
    return [item for item in found if run_id is None or item.run_id == run_id]


def remove_leftovers(items: list[Leftover]) -> dict[str, int]:
    """Remove these phases (and every process running inside them) and clusters."""
    from harness.backends.local.postgres import stop_cluster_directory

    counts = {"phases": 0, "processes": 0, "clusters": 0}
    for item in items:
        path = Path(item.id)
        if item.kind == "phase":
            counts["processes"] += kill_processes_under(path)
            shutil.rmtree(path, ignore_errors=True)
            counts["phases"] += 1
        elif item.kind == "postgres cluster":
            stop_cluster_directory(path)
            counts["clusters"] += 1
    return counts


def reap_leftovers() -> dict[str, int]:
    """Remove what killed harness processes left: their phase directories, every process still
    running inside them (servers), and their Postgres clusters. A directory without an owner file
    is being made right now (or is not ours): it stays."""
    items = [item for item in local_leftovers() if item.labels.get(OWNER_PID_LABEL) and not item.owner_alive()]
    return remove_leftovers(items)


def _tool_version(command: list[str]) -> str | None:
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return (result.stdout or result.stderr).strip().splitlines()[0] if result.returncode == 0 else None


def local_report(missing: list[str], dead: list[Leftover]) -> BackendReport:
    """`harness doctor`'s lines for the local backend (no side effects)."""
    from harness.backends.local.postgres import PostgresUnavailable, _binary
    from harness.backends.local.sandbox import check_bwrap

    try:
        initdb = _tool_version([_binary("initdb"), "--version"]) if _tool_version([_binary("pg_ctl"), "--version"]) else None
    except PostgresUnavailable:
        initdb = None
    lines = [f"initdb/pg_ctl: {initdb or 'missing (apt-get install postgresql)'}"]
    node, npm = _tool_version(["node", "--version"]), _tool_version(["npm", "--version"])
    lines.append(f"node: {node or 'missing'}, npm: {npm or 'missing'}")
    sandbox_problem = check_bwrap()
    lines.append("local sandbox: " + ("bubblewrap ready" if sandbox_problem is None else
                                      f"unavailable ({sandbox_problem}); model agents need --unsafe-local there"))  # fmt: skip
    ready = not missing and initdb is not None
    if not ready:
        names = [m.split(" ", 1)[0] for m in missing] or ["initdb/pg_ctl"]
        lines.append(f"local backend: not ready ({', '.join(names)} missing)")
    else:
        phases = sum(item.kind == "phase" for item in dead)
        lines.append("local backend: ready" + (f" ({phases} phase directories left by dead processes; "
                                               "`harness clean` removes them)" if phases else ""))  # fmt: skip
    return BackendReport("local", ready, lines)
