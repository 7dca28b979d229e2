"""`make bench`, the suite: the paper profile against the small in-memory Conduit server
(tests/conduit_fake.py, in a process of its own, a fresh server per run), timed inside the process and
as a whole process, beside newman running the same checks as a Postman collection
(tests/paper_collection.py). Every run must pass 290/290, or its time means nothing and the bench stops.

Run from a checkout (the server and the collection live under tests/). newman is CONDUIT_NEWMAN, or
newman on the PATH, or installed with npm once into the harness's tools directory."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from harness.paths import PROJECT_ROOT

NEWMAN_VERSION = "6.2.2"  # the version docs/suite-semantics.md cross-checked the paper profile with


def newman_binary(install: bool = True, timeout_s: float = 600) -> Path | None:
    """newman's executable; installed with npm on first use; None when it cannot be had."""
    from harness.verify.tools import tools_dir

    given = os.environ.get("CONDUIT_NEWMAN") or shutil.which("newman")
    if given:
        return Path(given)
    home = tools_dir() / f"newman-{NEWMAN_VERSION}"
    binary = home / "node_modules" / ".bin" / "newman"
    if binary.exists() or not install or not shutil.which("npm"):
        return binary if binary.exists() else None
    home.mkdir(parents=True, exist_ok=True)
    (home / "package.json").write_text(json.dumps({"private": True, "description": "conduit-harness bench"}))
    try:
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent", f"newman@{NEWMAN_VERSION}"], cwd=home,
                       check=True, capture_output=True, timeout=timeout_s)  # fmt: skip
    except (subprocess.SubprocessError, OSError):
        return None
    return binary if binary.exists() else None


def _checkout_env(**extra: str) -> dict[str, str]:
    """The environment for a child that imports `tests` and `harness` from this checkout."""
    path = os.pathsep.join(p for p in (str(PROJECT_ROOT), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path, **extra}


@contextmanager
def fake_servers(count: int) -> Iterator[list[str]]:
    """`count` fresh in-memory Conduit servers in one child process: their base URLs."""
    child = subprocess.Popen([sys.executable, "-m", "tests.conduit_fake", str(count)], cwd=PROJECT_ROOT,
                             env=_checkout_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        urls = [child.stdout.readline().strip() for _ in range(count)]  # type: ignore[union-attr]
        if not all(url.startswith("http://") for url in urls):
            raise SystemExit("bench: the in-memory Conduit server did not start (run from a checkout)")
        yield urls
    finally:
        child.stdin.close()  # type: ignore[union-attr]
        child.wait(timeout=30)


def _require_all_passed(who: str, passed: int, total: int) -> None:
    if passed != total:
        raise SystemExit(f"bench: {who} passed {passed}/{total} checks against the in-memory server; a time "
                         "for a failing run means nothing")  # fmt: skip


def engine_in_process(repeat: int) -> tuple[list[float], list[float]]:
    """(wall seconds, CPU seconds of this process) run_suite takes for the paper profile, one fresh
    server per repetition; the CPU time is the client's alone (the server runs in another process),
    the figure that a loaded machine disturbs least. A first run, not counted, warms the imports."""
    from harness.suite import load_suite, run_suite

    suite = load_suite("paper")
    wall, cpu = [], []
    with fake_servers(repeat + 1) as urls:
        for position, url in enumerate(urls):
            started, cpu_started = time.perf_counter(), time.process_time()
            result = run_suite(suite, url)
            elapsed, cpu_elapsed = time.perf_counter() - started, time.process_time() - cpu_started
            _require_all_passed("the engine", result.passed, result.total)
            if position:
                wall.append(elapsed)
                cpu.append(cpu_elapsed)
    return wall, cpu


def engine_process(repeat: int, pycache: Path) -> list[float]:
    """Wall seconds of `python -m harness suite URL` as a whole process, byte-code cached as after a
    normal install (PYTHONDONTWRITEBYTECODE set around the bench would otherwise compile every module
    at every start); a first run, not counted, writes that cache."""
    env = _checkout_env(PYTHONPYCACHEPREFIX=str(pycache))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    times = []
    with fake_servers(repeat + 1) as urls:
        for position, url in enumerate(urls):
            started = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "harness", "suite", url], cwd=PROJECT_ROOT, env=env,
                                  capture_output=True, text=True, timeout=300)  # fmt: skip
            elapsed = time.perf_counter() - started
            if done.returncode != 0:
                raise SystemExit(f"bench: harness suite failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
            if position:
                times.append(elapsed)
    return times


def newman_runs(repeat: int, newman: Path, workdir: Path) -> tuple[list[float], list[float]]:
    """(seconds inside newman's run, wall seconds of the whole `newman run` process) per repetition,
    the paper collection against a fresh server each time."""
    from harness.suite import load_suite

    sys.path.insert(0, str(PROJECT_ROOT))  # tests.paper_collection: the suite written as a collection
    from tests.paper_collection import collection

    suite = load_suite("paper")
    collection_file, report = workdir / "paper.postman.json", workdir / "newman.json"
    collection_file.write_text(json.dumps(collection(suite)))
    inside, whole = [], []
    with fake_servers(repeat + 1) as urls:
        for position, url in enumerate(urls):
            variables = [a for k, v in {"APIURL": url, **suite.variables}.items() for a in ("--env-var", f"{k}={v}")]
            started = time.perf_counter()
            subprocess.run([str(newman), "run", str(collection_file), *variables, "--timeout-request", "10000",
                            "-r", "cli,json", "--reporter-json-export", str(report)], capture_output=True,
                           timeout=600)  # fmt: skip
            elapsed = time.perf_counter() - started
            run = json.loads(report.read_text())["run"]
            assertions = run["stats"]["assertions"]
            _require_all_passed("newman", assertions["total"] - assertions["failed"], suite.total_checks)
            if position:
                whole.append(elapsed)
                inside.append((run["timings"]["completed"] - run["timings"]["started"]) / 1000)
    return inside, whole


def bench_suite(repeat: int) -> dict[str, float]:
    """The suite's figures (medians over `repeat` runs); newman's beside them when it can be had."""
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="conduit-bench-suite-") as tmp:
        wall, cpu = engine_in_process(repeat)
        figures["suite.in_process_s"], figures["suite.in_process_cpu_s"] = statistics.median(wall), statistics.median(cpu)
        figures["suite.process_s"] = statistics.median(engine_process(repeat, Path(tmp) / "pycache"))
        newman = newman_binary()
        if newman is None:
            print("suite: newman could not be installed (npm); shown without it", flush=True)
            return figures
        inside, whole = newman_runs(repeat, newman, Path(tmp))
        figures["suite.newman.in_process_s"] = statistics.median(inside)
        figures["suite.newman.process_s"] = statistics.median(whole)
    return figures
