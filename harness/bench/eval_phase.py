"""`make bench`, the eval phase: where a warm eval phase of one task spends its time on the local
backend, step by step (docs/performance.md quotes it).

The reference solution is built once (not counted); then its patch is evaluated `repeat` times with the
shared dependency cache warm, while the steps are timed from outside: the pipeline's own durations
(setup, start, suite, security, verify) and timers wrapped around the backend's functions for the
rest (the Postgres cluster's copy, start and stop; the phase's other set-up and teardown), counted
only on the main thread: what the Postgres pool does in its background thread is not the phase's
time. The wrappers only time; they are removed afterwards and change no behaviour."""

from __future__ import annotations

import statistics
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

EVAL_TASK = "fastapi-clean_architecture-postgres-sqlalchemy"  # a Python L3 cell on Postgres

# (label, module, attribute): what is timed, where it is looked up at call time.
_TIMED = (
    ("phase open (all)", "harness.backends.local.backend", "LocalPhase.__init__"),
    # Another run (here: another job's tests) holding the framework's port makes the phase wait.
    ("  wait for the framework's port lock", "harness.backends.local.backend", "hold_port"),
    # A cluster the process's pool started ahead of need, or (none ready) copied and started now.
    ("  postgres: a cluster for the phase (pool)", "harness.backends.local.pgpool", "ClusterPool.take"),
    ("    postgres: copy+start while the phase waits", "harness.backends.local.postgres", "start_cluster"),
    ("      postgres: pg_ctl start", "harness.backends.local.postgres", "_start"),
    ("phase close (all)", "harness.backends.local.backend", "LocalPhase.close"),
    ("  postgres: stop+remove", "harness.backends.local.postgres", "LocalPostgres.stop"),
    ("    postgres: pg_ctl stop", "harness.backends.local.postgres", "_stop"),
    ("apply patch (git)", "harness.backends.local.backend", "LocalPhase.apply_patch"),
    ("setup (dependencies, cache warm)", "harness.backends.local.backend", "LocalPhase.install"),
    ("server: launch", "harness.backends.local.backend", "LocalPhase.start_server"),
    ("server: boot until healthy", "harness.run.pipeline", "wait_healthy"),
    ("suite (paper, with conformance)", "harness.run.pipeline", "run_suite"),
    # The server's own stop (SIGTERM, then up to 3 s of grace); the phase's close stops it again (no-op).
    ("server: stop", "harness.procs", "BackgroundProcess.stop"),
    ("  /proc scan for leftover processes", "harness.backends.local.backend", "kill_processes_under"),
    ("security probes", "harness.run.pipeline", "probe_phase"),
    ("  database evidence (in the probes, before the verifiers)", "harness.backends.local.backend",
     "LocalPhase.database_evidence"),
    ("verifiers", "harness.run.pipeline", "verify_run"),
    ("tool versions", "harness.backends.local.backend", "LocalPhase.tool_versions"),
)


@contextmanager
def _timers(totals: dict[str, float]) -> Iterator[None]:
    """Wrap each _TIMED function with a timer adding to totals[label]; unwrap on exit."""
    import importlib

    restore: list[tuple[Any, str, Any]] = []

    def timed(label: str, original: Callable) -> Callable:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if threading.current_thread() is not threading.main_thread():
                return original(*args, **kwargs)  # background work (the pool's starts): off the phase's path
            started = time.monotonic()
            try:
                return original(*args, **kwargs)
            finally:
                totals[label] += time.monotonic() - started

        return wrapper

    try:
        for label, module_name, attribute in _TIMED:
            owner: Any = importlib.import_module(module_name)
            *path, name = attribute.split(".")
            for part in path:
                owner = getattr(owner, part)
            original = getattr(owner, name)
            # An inherited method is wrapped on the class itself, and removed from it again after.
            own = not isinstance(owner, type) or name in owner.__dict__
            restore.append((owner, name, original if own else None))
            setattr(owner, name, timed(label, original))
        yield
    finally:
        for owner, name, original in reversed(restore):
            if original is None:
                delattr(owner, name)
            else:
                setattr(owner, name, original)


def eval_breakdown(repeat: int, task_id: str = EVAL_TASK) -> tuple[dict[str, float], list[tuple[str, float]]]:
    """({figure: median seconds}, [(step, median seconds)]) of `repeat` warm eval phases of task_id's
    reference patch on the local backend."""
    from harness.agents import get_agent
    from harness.backends import get_backend
    from harness.catalog.tasks import get_task
    from harness.run.pipeline import eval_patch, run_task
    from harness.run.context import RunContext

    task, backend = get_task(task_id), get_backend("local")
    backend.check()
    walls: list[float] = []
    steps: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory(prefix="conduit-bench-eval-") as tmp:
        first = Path(tmp) / "build"
        built = run_task(RunContext(task=task, agent=get_agent("reference"), backend=backend, run_dir=first,
                                    run_id="bench-eval"))  # warms the caches
        if built.a_raw != 100.0:
            raise SystemExit(f"bench: the reference of {task_id} scored {built.a_raw}%, not 100%")
        patch = next(first.rglob("patch.diff")).read_text()
        for index in range(repeat):
            totals: dict[str, float] = defaultdict(float)
            started = time.monotonic()
            with _timers(totals):
                ctx = RunContext(task=task, agent=get_agent("reference"), backend=backend,
                                 run_dir=Path(tmp) / f"eval-{index}", run_id=f"bench-eval-{index}")
                outcome = eval_patch(ctx, patch)
            walls.append(time.monotonic() - started)
            if outcome.suite is None or outcome.suite.passed != outcome.suite.total:
                raise SystemExit(f"bench: the reference of {task_id} failed checks in eval {index}")
            accounted = sum(v for k, v in totals.items() if not k.startswith(" "))  # indented: inside another
            totals["other (between the steps)"] = walls[-1] - accounted
            for label in [label for label, _, _ in _TIMED] + ["other (between the steps)"]:
                steps[label].append(totals.get(label, 0.0))  # a step that did not happen this time took 0 s
    order = [label for label, _, _ in _TIMED] + ["other (between the steps)"]
    table = [(label, statistics.median(steps[label])) for label in order if label in steps]
    return {"eval.local_warm_s": statistics.median(walls)}, table
