"""`make bench`: phase times of reference runs with the dependency cache cold and then warm, measured
in the same invocation (never asserted anywhere; the numbers go into the README by hand).

    python -m harness.bench [--framework F ...] [--variant V]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from harness.agents import get_agent
from harness.backends import get_backend
from harness.catalog import get_task
from harness.pipeline import Budgets, run_task
from harness.references import reference_frameworks

PHASES = ("build", "setup", "start", "suite", "eval")


def measure(task_id: str, cache: Path, runs: Path, label: str) -> dict:
    os.environ["CONDUIT_HARNESS_CACHE"] = str(cache)
    backend = get_backend("local")
    started = time.monotonic()
    result = run_task(get_task(task_id), get_agent("reference"), backend, runs / label / task_id, budgets=Budgets())
    return {"wall": time.monotonic() - started, "result": result}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--framework", action="append", help="default: every framework with a reference")
    parser.add_argument("--variant", default="clean_architecture-postgres-ORM")
    args = parser.parse_args(argv)
    names = args.framework or reference_frameworks()
    rows = []
    with tempfile.TemporaryDirectory(prefix="conduit-bench-") as tmp:
        cache, runs = Path(tmp) / "cache", Path(tmp) / "runs"
        for name in names:
            task_id = f"{name}-{args.variant.replace('ORM', get_task(f'{name}-unconstrained').framework.orm_name)}"
            cold = measure(task_id, cache, runs, "cold")  # empty cache: downloads, builds, installs
            warm = measure(task_id, cache, runs, "warm")  # same dependency files: nothing to install
            rows.append((task_id, cold, warm))
            print(f"measured {task_id}: cold {cold['wall']:.1f}s, warm {warm['wall']:.1f}s", flush=True)
    print()
    header = f"{'task':<48} {'cache':<5} " + " ".join(f"{p:>7}" for p in PHASES) + f" {'total':>7} {'A%':>6}  versions"
    print(header)
    print("-" * len(header))
    for task_id, cold, warm in rows:
        for label, m in (("cold", cold), ("warm", warm)):
            r = m["result"]
            phases = " ".join(f"{r.durations_s.get(p, 0):7.1f}" for p in PHASES)
            versions = ", ".join(f"{k} {v}" for k, v in sorted(r.tool_versions.items()))
            print(f"{task_id:<48} {label:<5} {phases} {m['wall']:7.1f} {r.a_raw:6.1f}  {versions}")
        print(f"{'':<48} cold/warm eval time ratio: {cold['result'].durations_s['eval'] / warm['result'].durations_s['eval']:.1f}x")


if __name__ == "__main__":
    main()
