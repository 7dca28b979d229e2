"""`make bench`: every figure measured in one invocation and printed at the end beside newman's (the
suite) and the previous release's (bench/figures.json), as ratios, with the machine's core count.
Times are never asserted anywhere; `--record` stores this release's figures for the next one.

    python -m harness.bench                       all sections: suite, eval, phases, backends, matrix
    python -m harness.bench --only suite --only eval   some of them
    options: --repeat N (medians of N runs; the matrix runs once per configuration), --framework F ...,
             --variant V (the phases section), --record

Sections: suite (harness.bench.suite: the paper suite vs newman against the in-memory server), eval
(harness.bench.eval_phase: a warm eval phase of a Python L3 cell step by step), phases (per framework, cache
cold then warm), backends (docker vs local eval phase), matrix (cold/warm x 1/2 workers).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from harness.agents import get_agent
from harness.backends import get_backend
from harness.catalog.tasks import get_task
from harness.run.pipeline import run_task
from harness.catalog.references import reference_frameworks
from harness.run.context import RunContext

SECTIONS = ("suite", "eval", "phases", "backends", "matrix")

PHASES = ("build", "open", "setup", "start", "suite", "verify", "eval")


def measure(task_id: str, cache: Path, runs: Path, label: str) -> dict:
    os.environ["CONDUIT_HARNESS_CACHE"] = str(cache)
    backend = get_backend("local")
    started = time.monotonic()
    result = run_task(RunContext(task=get_task(task_id), agent=get_agent("reference"), backend=backend,
                                 run_dir=runs / label / task_id, run_id=f"bench-{label}"))  # fmt: skip
    return {"wall": time.monotonic() - started, "result": result}


def matrix_wall(frameworks: list[str], cache: Path, runs: Path, workers: int, label: str) -> float:
    """Wall time of `harness matrix` with the reference agent over the frameworks' tasks, 1 sample."""
    import subprocess
    import sys

    command = [sys.executable, "-m", "harness", "matrix", "--samples", "1", "--workers", str(workers), "--no-report",
               "--runs-dir", str(runs), "--run-id", label, *[a for f in frameworks for a in ("--framework", f)]]  # fmt: skip
    started = time.monotonic()
    done = subprocess.run(command, env={**os.environ, "CONDUIT_HARNESS_CACHE": str(cache)}, capture_output=True,
                          text=True)  # fmt: skip
    wall = time.monotonic() - started
    if done.returncode != 0:
        raise SystemExit(f"matrix {label} failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return wall


def bench_matrix(frameworks: list[str]) -> dict[str, float]:
    """Cold cache with 2 workers fills the cache; then warm with 2 and with 1 worker; then cold with 1."""
    rows = []
    with tempfile.TemporaryDirectory(prefix="conduit-bench-") as tmp:
        root = Path(tmp)
        rows.append(("cold", 2, matrix_wall(frameworks, root / "cache-a", root / "runs", 2, "cold-2")))
        rows.append(("warm", 2, matrix_wall(frameworks, root / "cache-a", root / "runs", 2, "warm-2")))
        rows.append(("warm", 1, matrix_wall(frameworks, root / "cache-a", root / "runs", 1, "warm-1")))
        rows.append(("cold", 1, matrix_wall(frameworks, root / "cache-b", root / "runs", 1, "cold-1")))
    tasks = 10 * len(frameworks)
    print(f"matrix of {tasks} tasks ({', '.join(frameworks)}), reference agent, 1 sample")
    for cache, workers, wall in rows:
        print(f"  cache {cache}, {workers} worker(s): {wall:7.1f}s  ({wall / tasks:.1f}s per run)")
    by = {(c, w): t for c, w, t in rows}
    print(f"  cold/warm with 2 workers: {by[('cold', 2)] / by[('warm', 2)]:.1f}x;"
          f" 1/2 workers warm: {by[('warm', 1)] / by[('warm', 2)]:.2f}x")  # fmt: skip
    return {f"matrix.{tasks}_tasks.{cache}_{workers}_workers_s": wall for cache, workers, wall in rows}


BACKEND_TASK = "fastapi-clean_architecture-postgres-sqlalchemy"


def bench_backends(task_id: str = BACKEND_TASK, phases: int = 3) -> dict[str, float]:
    """Eval-phase times of the docker and local backends for one task, images and dependency caches warm
    (a first run warms them and is not counted), then the docker phase's container start and
    Postgres-ready times over a few phases. Skipped with one line when Docker cannot run here."""
    from harness.backends.base import BackendUnavailable, PhaseSpec

    try:
        docker = get_backend("docker")
        docker.check()
    except BackendUnavailable as exc:
        print(f"docker vs local: skipped ({exc})")
        return {}
    task = get_task(task_id)
    rows = {}
    with tempfile.TemporaryDirectory(prefix="conduit-bench-") as tmp:
        for name, backend in (("local", get_backend("local")), ("docker", docker)):
            for label in ("warm-up", "warm"):
                run_dir = Path(tmp) / "runs" / name / task_id / label
                rows[name] = run_task(RunContext(task=task, agent=get_agent("reference"), backend=backend,
                                                 run_dir=run_dir, run_id=f"bench-{name}"))  # fmt: skip
        opened = []
        for i in range(phases):
            spec = PhaseSpec("eval", task, Path(tmp) / "runs" / "open" / task_id / str(i), "bench-open")
            started = time.monotonic()
            with docker.open_phase(spec) as phase:
                opened.append({**phase.timings, "open": time.monotonic() - started})
    print(f"\n{task_id}, reference agent, eval phase with images and dependency cache warm")
    print(f"{'backend':<8} " + " ".join(f"{p:>7}" for p in ("open", "setup", "start", "suite", "verify", "eval")) + f" {'A%':>6}")
    for name, r in rows.items():
        print(f"{name:<8} " + " ".join(f"{r.durations_s.get(p, 0):7.1f}" for p in ("open", "setup", "start", "suite", "verify", "eval"))
              + f" {r.a_raw:6.1f}")  # fmt: skip
    ratio = rows["docker"].durations_s["eval"] / rows["local"].durations_s["eval"]
    print(f"docker/local eval time: {ratio:.2f}x")
    opens = [t["open"] for t in opened]
    ready = [t["postgres_ready"] for t in opened]
    print(f"docker eval phase, {phases} openings: open in {min(opens):.2f}-{max(opens):.2f}s, "
          f"Postgres ready {min(ready):.2f}-{max(ready):.2f}s after its container was created")
    return {f"eval.{name}_warm_run_task_s": r.durations_s["eval"] for name, r in rows.items()}


def bench_phases(names: list[str], variant: str) -> dict[str, float]:
    """Per framework: one task's run with the dependency cache cold, then warm (its phases printed)."""
    rows = []
    with tempfile.TemporaryDirectory(prefix="conduit-bench-") as tmp:
        cache, runs = Path(tmp) / "cache", Path(tmp) / "runs"
        for name in names:
            task_id = f"{name}-{variant.replace('ORM', get_task(f'{name}-unconstrained').framework.orm_name)}"
            cold = measure(task_id, cache, runs, "cold")  # empty cache: downloads, builds, installs
            warm = measure(task_id, cache, runs, "warm")  # same dependency files: nothing to install
            rows.append((task_id, cold, warm))
            print(f"measured {task_id}: cold {cold['wall']:.1f}s, warm {warm['wall']:.1f}s", flush=True)
    print()
    header = f"{'task':<48} {'cache':<5} " + " ".join(f"{p:>7}" for p in PHASES) + f" {'total':>7} {'A%':>6}  versions"
    print(header)
    print("-" * len(header))
    figures = {}
    for task_id, cold, warm in rows:
        for label, m in (("cold", cold), ("warm", warm)):
            r = m["result"]
            phases = " ".join(f"{r.durations_s.get(p, 0):7.1f}" for p in PHASES)
            versions = ", ".join(f"{k} {v}" for k, v in sorted(r.tool_versions.items()))
            print(f"{task_id:<48} {label:<5} {phases} {m['wall']:7.1f} {r.a_raw:6.1f}  {versions}")
            figures[f"run.{task_id}.{label}_eval_s"] = r.durations_s["eval"]
        print(f"{'':<48} cold/warm eval time ratio: {cold['result'].durations_s['eval'] / warm['result'].durations_s['eval']:.1f}x")
    return figures


def bench_eval_section(repeat: int) -> dict[str, float]:
    from harness.bench.eval_phase import EVAL_TASK, eval_breakdown

    figures, steps = eval_breakdown(repeat)
    print(f"\n{EVAL_TASK}, reference patch, warm eval phase on the local backend, medians of {repeat}:")
    for label, seconds in steps:
        print(f"  {label:<58} {seconds:6.2f}s")
    print(f"  {'the eval phase, wall':<58} {figures['eval.local_warm_s']:6.2f}s")
    return figures


def main(argv: list[str] | None = None) -> None:
    from harness.bench.figures import record, summary

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", action="append", choices=SECTIONS, help="a section (repeatable); default: all")
    parser.add_argument("--framework", action="append", help="default: every framework with a reference")
    parser.add_argument("--variant", default="clean_architecture-postgres-ORM")
    parser.add_argument("--repeat", type=int, default=5, help="repetitions per figure (medians); default 5")
    parser.add_argument("--matrix", action="store_true", help="the matrix section only (as --only matrix)")
    parser.add_argument("--record", action="store_true", help="store the figures as this release's (bench/figures.json)")
    args = parser.parse_args(argv)
    sections = ["matrix"] if args.matrix else (args.only or list(SECTIONS))
    names = args.framework or reference_frameworks()
    figures: dict[str, float] = {}
    if "suite" in sections:
        from harness.bench.suite import bench_suite

        figures.update(bench_suite(args.repeat))
    if "eval" in sections:
        figures.update(bench_eval_section(args.repeat))
    if "phases" in sections:
        figures.update(bench_phases(names, args.variant))
    if "backends" in sections:
        figures.update(bench_backends())
    if "matrix" in sections:
        figures.update(bench_matrix(names))
    print()
    print(summary(figures, args.repeat))
    if args.record:
        record(figures)
        print("recorded in bench/figures.json")


if __name__ == "__main__":
    main()
