"""Runs in child processes on this machine, one process per run. A process (not a thread) can be
interrupted: on Ctrl-C or SIGTERM each child unwinds its phases, so their Postgres clusters and
servers are torn down, and the parent reaps whatever a child that had to be killed left behind."""

from __future__ import annotations

import multiprocessing
import os
import signal
from multiprocessing.connection import wait as wait_sentinels
from pathlib import Path

from harness.matrix.plan import RunSpec
from harness.run.context import Budgets
from harness.run.store import RunResult

_CONTEXT = multiprocessing.get_context("spawn")  # a clean interpreter: no inherited threads or locks


def _child(spec: RunSpec, backend_name: str, budgets: Budgets, suite_profile: str, infra_retries: int) -> None:
    def interrupted(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupted)
    _die_with_parent()
    from harness.backends import get_backend
    from harness.run.pipeline import run_task

    ctx = spec.context(spec.config.build(), get_backend(backend_name), suite_profile, budgets)
    run_task(ctx, infra_retries, reuse_build=spec.action in ("re-eval", "regrade"))


def _die_with_parent() -> None:
    """Linux: SIGTERM this run when the matrix process dies (even by SIGKILL), so no orphan keeps
    working on a run that a resumed matrix will redo."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except OSError:
        pass
    if os.getppid() == 1:  # the parent died before prctl took effect
        raise KeyboardInterrupt


def settle_orphans(state_dir: Path, grace_s: float = 30.0) -> int:
    """Stop run processes that a killed matrix left in flight (listed in state_dir), before their
    runs are redone; returns how many were still alive."""
    import time

    from harness.procs import pid_alive

    alive = 0
    for marker in sorted(state_dir.glob("*.pid")) if state_dir.is_dir() else []:
        try:
            pid = int(marker.read_text())
        except (OSError, ValueError):
            pid = 0
        if pid and pid_alive(pid):
            alive += 1
            os.kill(pid, signal.SIGTERM)
            deadline = time.monotonic() + grace_s
            while pid_alive(pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            if pid_alive(pid):
                os.kill(pid, signal.SIGKILL)
        marker.unlink(missing_ok=True)
    return alive


class _Handle:
    def __init__(self, process, spec: RunSpec):
        self.process, self.spec = process, spec


class ProcessExecutor:
    exclusive_ports = True

    def __init__(self, backend_name: str, state_dir: Path):
        from harness.backends import get_backend

        self._backend_name = backend_name
        # Servers of the docker backend listen inside their own containers: no port is exclusive there.
        self.exclusive_ports = get_backend(backend_name).uses_host_ports
        self._state_dir = state_dir  # one <pid>.pid file per run in flight
        self._state_dir.mkdir(parents=True, exist_ok=True)
        self._live: list[_Handle] = []
        self._suite_profile = "paper"

    def submit(self, spec: RunSpec, budgets: Budgets, suite_profile: str, infra_retries: int) -> _Handle:
        self._suite_profile = suite_profile
        process = _CONTEXT.Process(target=_child, name=f"run-{spec.task.id}-{spec.sample}",
                                   args=(spec, self._backend_name, budgets, suite_profile, infra_retries))  # fmt: skip
        process.start()
        (self._state_dir / f"{process.pid}.pid").write_text(str(process.pid))
        handle = _Handle(process, spec)
        self._live.append(handle)
        return handle

    def wait(self, handles: list[_Handle]) -> list[_Handle]:
        ready = set(wait_sentinels([h.process.sentinel for h in handles]))
        return [h for h in handles if h.process.sentinel in ready]

    def result(self, handle: _Handle) -> RunResult:
        handle.process.join()
        self._live.remove(handle)
        (self._state_dir / f"{handle.process.pid}.pid").unlink(missing_ok=True)
        path = handle.spec.run_dir / "result.json"
        if path.is_file():
            return RunResult.model_validate_json(path.read_text())
        from harness.matrix.executors.records import infra_result

        return infra_result(handle.spec, f"the run's process ended without a result (exit code {handle.process.exitcode})",
                            self._suite_profile, self._backend_name)  # fmt: skip

    def close(self) -> None:
        """Stop children still running (interrupt): SIGTERM lets them tear down; SIGKILL after 30 s."""
        for handle in self._live:
            if handle.process.is_alive():
                handle.process.terminate()
        for handle in self._live:
            handle.process.join(timeout=30)
            if handle.process.is_alive():
                handle.process.kill()
                handle.process.join()
            (self._state_dir / f"{handle.process.pid}.pid").unlink(missing_ok=True)
        if self._live:  # what children that had to be SIGKILLed left
            from harness.backends import get_backend

            get_backend(self._backend_name).reap(only_dead_owners=True)
        self._live.clear()
