"""The local backend's pool of pre-started Postgres clusters (harness.backends.local.pgpool), on real
Postgres: each cluster goes to one phase only, no phase sees another's data, and nothing is left
after success, a failed start, an interrupt or a killed process. Also the static verifiers computed
ahead (harness.verify.apply.StrongStaticAhead): used only when the workspace reads the same."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest

from harness.backends.local import postgres
from harness.backends.local.pgpool import POOL_LABEL, ClusterPool, cluster_pool
from harness.backends.local.postgres import live_clusters, reap_stale

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
LABELS = {"conduit-harness.run": "pool-test"}


def _mine() -> set[Path]:
    return {d for d in live_clusters() if d.name.startswith(f"cluster-{os.getpid()}-")}


def _wait_for(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def _connect(cluster: postgres.LocalPostgres) -> psycopg.Connection:
    return psycopg.connect(**cluster.conninfo(), autocommit=True)  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
def no_process_pool():
    """Each test starts and ends without this process's own pool: earlier tests in the same pytest
    process (any local phase) leave it holding a spare, or starting one, which would count as this
    process's clusters here."""
    from harness.backends.local import pgpool

    def drop() -> None:
        if pgpool._pool is not None:
            pgpool._pool.close()
        pgpool._pool = None

    drop()
    yield
    drop()


@pytest.fixture
def pool():
    before = _mine()
    made = ClusterPool(size=1)
    yield made
    made.close()
    assert _mine() == before, "the pool left a cluster behind"


def test_a_build_prepares_the_eval_cluster_which_is_handed_out_once_and_holds_no_other_phase_data(pool):
    build = pool.take({**LABELS, "conduit-harness.phase": "build"}, "build")
    assert _wait_for(lambda: pool.ready == 1, 60), "opening a build phase must prepare the eval phase's cluster"
    spare = next(d for d in _mine() if d != build.directory)
    assert json.loads((spare / "labels.json").read_text())[POOL_LABEL] == "ready"
    with _connect(build) as conn:
        conn.execute("CREATE TABLE secret (v text)")
        conn.execute("INSERT INTO secret VALUES ('from the build phase')")

    evaluation = pool.take({**LABELS, "conduit-harness.phase": "eval"}, "eval")
    assert evaluation.directory == spare and pool.ready == 0  # handed out, and only once
    assert json.loads((spare / "labels.json").read_text()) == {**LABELS, "conduit-harness.phase": "eval"}
    assert (evaluation.host, evaluation.port) != (build.host, build.port)
    assert evaluation.host.startswith("127.") and evaluation.port == postgres.PHASE_PORT  # its own address
    with _connect(evaluation) as conn:
        assert conn.execute("SELECT to_regclass('secret')").fetchone() == (None,), "a phase saw another's data"

    # The first eval of a process prepares nothing (a matrix run ends there); a second one does.
    time.sleep(0.5)
    assert pool.ready == 0
    again = pool.take(LABELS, "eval")
    assert again.directory not in (build.directory, evaluation.directory)
    assert _wait_for(lambda: pool.ready == 1, 60)
    for cluster in (build, evaluation, again):
        cluster.stop()
        assert not cluster.directory.exists()


def test_closing_the_pool_stops_a_start_under_way_and_the_spares(pool):
    pool.prepare()  # closed at once, while the copy or start runs
    pool.close()
    assert pool.ready == 0
    with pytest.raises(RuntimeError, match="closed"):
        pool.take(LABELS, "build")


def test_a_failed_background_start_makes_the_phase_start_its_own():
    calls: list[dict] = []

    def failing_once(**kwargs):
        calls.append(kwargs)
        if len(calls) == 2:  # the background start
            raise RuntimeError("no room")
        return postgres.start_cluster(**kwargs)

    before = _mine()
    pool = ClusterPool(size=1, start=failing_once)
    try:
        first = pool.take(LABELS, "build")
        assert _wait_for(lambda: len(calls) == 2 and pool.last_error is not None, 60)
        second = pool.take(LABELS, "eval")  # nothing ready: started for the phase itself
        assert second.directory != first.directory and len(calls) == 3
        first.stop()
        second.stop()
    finally:
        pool.close()
    assert _mine() == before


def test_an_interrupted_start_leaves_no_cluster(monkeypatch):
    before = _mine()
    real_start = postgres._start

    def started_then_interrupted(*args, **kwargs):
        real_start(*args, **kwargs)  # the server runs: the clean-up must stop it, not only delete it
        raise KeyboardInterrupt

    monkeypatch.setattr(postgres, "_start", started_then_interrupted)
    with pytest.raises(KeyboardInterrupt):
        postgres.start_cluster()
    assert _mine() == before
    out = subprocess.run(["pgrep", "-f", f"cluster-{os.getpid()}-"], capture_output=True, text=True).stdout
    assert out.strip() == "", f"a postmaster outlived its interrupted start: {out}"


_CHILD = """
import os, sys, time
from harness.backends.local.pgpool import cluster_pool
pool = cluster_pool()
cluster = pool.take({"conduit-harness.run": "pool-child"}, "build")
while pool.ready == 0:
    time.sleep(0.05)
print(os.getpid(), flush=True)
if sys.argv[1] == "interrupt":
    raise KeyboardInterrupt  # as Ctrl-C or a matrix's SIGTERM ends a run: the phase's cluster is its own to stop
time.sleep(600)
"""


def _child_clusters(pid: int) -> list[Path]:
    return [d for d in live_clusters() if d.name.startswith(f"cluster-{pid}-")]


def _start_child(how: str) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen([sys.executable, "-c", _CHILD, how], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})  # fmt: skip
    line = proc.stdout.readline()  # type: ignore[union-attr]
    assert line.strip(), "the child never had its spare cluster ready"
    return proc, int(line)


def test_an_interrupted_process_leaves_no_spare_cluster():
    proc, pid = _start_child("interrupt")
    assert proc.wait(timeout=120) != 0
    # The phase's own cluster is the phase's to stop (LocalPhase.close); the pool's spare is the pool's.
    left = _child_clusters(pid)
    assert all(POOL_LABEL not in json.loads((d / "labels.json").read_text()) for d in left), left
    for directory in left:
        postgres.stop_cluster_directory(directory)


def test_a_killed_process_leaves_clusters_that_the_reaper_removes():
    proc, pid = _start_child("kill")
    assert len(_child_clusters(pid)) == 2  # the build's and the spare
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    reap_stale()
    assert _child_clusters(pid) == []


def test_a_forked_child_never_gets_the_parents_clusters():
    parent = cluster_pool()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child reports through the pipe
        os.write(write, b"1" if cluster_pool() is not parent else b"0")
        os._exit(0)
    os.waitpid(pid, 0)
    assert os.read(read, 1) == b"1"


def test_the_local_backend_hands_the_eval_phase_its_pooled_cluster(tmp_path, local_backend):
    from harness.backends.base import PhaseSpec
    from harness.catalog.tasks import get_task

    task = get_task("fastapi-clean_architecture-postgres-sqlalchemy")
    with local_backend.open_phase(PhaseSpec("build", task, tmp_path / "b", "pool-phases")) as build:
        assert _wait_for(lambda: cluster_pool().ready == 1, 60)
        spare = {d for d in _mine() if d != build._pg.directory}
    with local_backend.open_phase(PhaseSpec("eval", task, tmp_path / "e", "pool-phases")) as evaluation:
        assert {evaluation._pg.directory} == spare
        assert evaluation._hosts.read_text().endswith(f"{evaluation._pg.host}\tpostgres\n")
        assert [item.labels.get("conduit-harness.phase") for item in local_backend.leftovers("pool-phases")
                if item.kind == "postgres cluster"] == ["eval"]  # fmt: skip
    assert local_backend.leftovers("pool-phases") == []


# --- the strong static verifiers computed ahead -----------------------------------------------------

def _workspace(tmp_path: Path, task) -> Path:
    from harness.catalog.references import render_reference  # the reference solution as a workspace

    target = tmp_path / "ws"
    target.mkdir()
    render_reference(task, target)
    return target


def test_verdicts_computed_ahead_stand_only_while_the_workspace_reads_the_same(tmp_path):
    from harness.catalog.tasks import get_task
    from harness.verify import verify_static
    from harness.verify.apply import StrongStaticAhead

    task = get_task("fastapi-clean_architecture-postgres-sqlalchemy")
    workspace = _workspace(tmp_path, task)
    sequential = [r.to_dict() for r in verify_static(workspace, task, "strong")]

    ahead, now = StrongStaticAhead(task, workspace).results()
    assert ahead is not None and [r.to_dict() for r in ahead] == sequential

    pending = StrongStaticAhead(task, workspace)
    pending._thread.join()
    entry = next(p for p in workspace.rglob("*.py") if "sqlite3" not in p.read_text())
    entry.write_text(entry.read_text() + "\nimport sqlite3\n")  # what a server may write while it runs
    ahead, now = pending.results()
    assert ahead is None, "verdicts of a workspace that changed since must be computed again"
    assert "import sqlite3" in now.text(entry.relative_to(workspace).as_posix())
