"""Pre-started Postgres clusters for this process's phases: the next phase's cluster is copied from
the template and started in a background thread while the current phase runs, so opening a phase
does not wait for `cp` and `pg_ctl start`.

Each cluster is a fresh copy of the template, handed out once to one phase, which stops and deletes
it when it closes: no phase ever sees another's data. The pool is per process (a forked child starts
an empty one), holds at most `size` ready clusters, and is emptied at exit; a cluster waiting in it
is an ordinary cluster directory of harness.backends.local.postgres (owner.pid, labels.json with the
pool's label until a phase takes it), so a killed process's spares are reaped like its phases'.

When to prepare one: a build phase is followed by its eval phase in the same process, so opening a
build prepares the eval's cluster; opening an eval phase prepares another only in a process that has
evaluated before (the bench, repeated evaluations): a matrix run's process ends after its eval, and a
spare started then would be copied, started and stopped for nothing on a machine whose cores the
other workers need."""

from __future__ import annotations

import atexit
import os
import socket
import threading
from collections import deque
from collections.abc import Callable

from harness.backends.base import HARNESS_LABEL, LABEL_PREFIX, OWNER_HOST_LABEL, OWNER_PID_LABEL
from harness.backends.local import postgres
from harness.backends.local.postgres import LocalPostgres, write_labels

POOL_LABEL = f"{LABEL_PREFIX}.pool"  # on a cluster no phase has taken yet
DEFAULT_SIZE = 1  # ready clusters at most; CONDUIT_PG_POOL=0 turns the pool off (every phase starts its own)


class ClusterPool:
    """Clusters started ahead of need; `take` hands each out once."""

    def __init__(self, size: int = DEFAULT_SIZE, start: Callable[..., LocalPostgres] | None = None):
        self.size = size
        self._start = start or (lambda **kwargs: postgres.start_cluster(**kwargs))  # looked up at call time
        self._ready: deque[LocalPostgres] = deque()
        self._starting = 0  # background starts under way
        self._evals = 0  # eval phases this process has opened
        self._closed = False
        self._cond = threading.Condition()
        self._pid = os.getpid()  # a forked child inherits the exit handler, not the clusters
        self.last_error: BaseException | None = None  # of a background start (the phase then starts its own)

    # --- handing out ------------------------------------------------------------------------------
    def take(self, labels: dict[str, str], phase: str = "build") -> LocalPostgres:
        """A running cluster of this process's own for one phase, labelled with `labels`: a ready
        one, the one being started (waiting for it is never slower than starting another), or a new
        one started now. Then prepares the next when another phase is likely to follow."""
        cluster = None
        with self._cond:
            if self._closed:
                raise RuntimeError("the Postgres pool is closed (the process is exiting)")
            while not self._ready and self._starting:
                self._cond.wait()
            if self._ready:
                cluster = self._ready.popleft()
            follows = phase == "build" or self._evals > 0
            self._evals += phase == "eval"
        if cluster is not None:
            try:
                write_labels(cluster.directory, labels)
            except BaseException:
                cluster.stop()
                raise
        else:
            cluster = self._start(labels=labels)
        if follows:
            self.prepare()
        return cluster

    def prepare(self) -> None:
        """Start one more cluster in the background, unless `size` are ready or being started."""
        if self.size <= 0:
            return
        with self._cond:
            if self._closed or len(self._ready) + self._starting >= self.size:
                return
            self._starting += 1
            # Not a daemon: an exiting interpreter waits for it, then the exit handler stops what it made.
            thread = threading.Thread(target=self._fill, name="postgres-pool", daemon=False)
        thread.start()

    def _fill(self) -> None:
        cluster = None
        try:
            cluster = self._start(labels={HARNESS_LABEL: "1", POOL_LABEL: "ready", OWNER_PID_LABEL: str(os.getpid()),
                                          OWNER_HOST_LABEL: socket.gethostname()})  # fmt: skip
        except BaseException as exc:  # the phase that wanted it starts its own and reports the failure then
            self.last_error = exc
        with self._cond:
            keep = cluster is not None and not self._closed
            if keep:
                self._ready.append(cluster)  # type: ignore[arg-type]
                self._starting -= 1
                self._cond.notify_all()
                return
        try:  # the pool closed meanwhile: stopped before close() stops waiting for this start
            if cluster is not None:
                cluster.stop()
        finally:
            with self._cond:
                self._starting -= 1
                self._cond.notify_all()

    # --- emptying ---------------------------------------------------------------------------------
    @property
    def ready(self) -> int:
        with self._cond:
            return len(self._ready)

    def close(self) -> None:
        """Stop and delete every cluster no phase took, after the starts under way have ended."""
        if os.getpid() != self._pid:
            return
        with self._cond:
            self._closed = True
            while self._starting:
                self._cond.wait()
            spare, self._ready = list(self._ready), deque()
        for cluster in spare:
            cluster.stop()


_pool: ClusterPool | None = None
_pool_pid = 0
_pool_lock = threading.Lock()


def cluster_pool() -> ClusterPool:
    """This process's pool (a forked child gets its own: the parent's clusters are never handed out twice)."""
    global _pool, _pool_pid
    with _pool_lock:
        if _pool is None or _pool_pid != os.getpid():
            size = int(os.environ.get("CONDUIT_PG_POOL", DEFAULT_SIZE))
            _pool, _pool_pid = ClusterPool(size), os.getpid()
            atexit.register(_pool.close)
        return _pool
