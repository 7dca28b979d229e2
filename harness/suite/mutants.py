"""Mutation score: seeded bugs (tasks/mutants/<framework>/*.patch) applied to a reference solution,
each mutant served once and run through every profile; a profile kills a mutant when any of its
checks fails. The unmutated reference must pass every profile first (else the score means nothing)."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from harness.paths import PROJECT_ROOT
from harness.suite import load_suite, run_suite

MUTANTS_DIR = PROJECT_ROOT / "tasks" / "mutants"
START_BUDGET_S = 60.0


@dataclass(frozen=True)
class Mutant:
    name: str  # the patch file's stem, e.g. 07-filter-author-ignored
    description: str  # the patch's first line
    patch: Path


@dataclass
class MutantOutcome:
    name: str
    description: str
    killed: dict[str, bool] = field(default_factory=dict)  # profile -> killed
    failed_checks: dict[str, list[str]] = field(default_factory=dict)  # profile -> first failing check ids
    error: str | None = None  # the patch did not apply, or the server did not start (killed by every profile)


@dataclass
class MutationReport:
    framework: str
    profiles: list[str]
    baseline: MutantOutcome
    outcomes: list[MutantOutcome]

    def kill_rate(self, profile: str) -> float:
        return 100.0 * sum(o.killed[profile] for o in self.outcomes) / len(self.outcomes) if self.outcomes else 0.0

    @property
    def baseline_clean(self) -> bool:
        return not self.baseline.error and not any(self.baseline.killed.values())

    def markdown(self) -> str:
        head = "| mutant | " + " | ".join(f"killed by {p}?" for p in self.profiles) + " |"
        rows = [head, "|" + "---|" * (len(self.profiles) + 1)]
        for o in self.outcomes:
            marks = " | ".join("yes" if o.killed[p] else "**no**" for p in self.profiles)
            rows.append(f"| `{o.name}` — {o.description} | {marks} |")
        rows.append("| **kill rate** | " + " | ".join(f"**{self.kill_rate(p):.1f}%**" for p in self.profiles) + " |")
        return "\n".join(rows)


def load_mutants(framework: str = "fastapi") -> list[Mutant]:
    folder = MUTANTS_DIR / framework
    if not folder.is_dir():
        raise FileNotFoundError(f"no mutants for {framework!r} (expected {folder})")
    return [Mutant(p.stem, p.read_text().splitlines()[0].strip(), p) for p in sorted(folder.glob("*.patch"))]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class _Server:
    """One reference server: `sh run.sh` in its own process group, on its own port and database."""

    def __init__(self, root: Path, env: dict[str, str], port: int, log: Path):
        self.root, self.env, self.port, self.log = root, {**env, "PORT": str(port)}, port, log
        self.base_url = f"http://127.0.0.1:{port}/api"
        self.process: subprocess.Popen | None = None

    def start(self) -> tuple[bool, str]:
        with self.log.open("a") as log:
            self.process = subprocess.Popen(["sh", "run.sh"], cwd=self.root, env=self.env, stdout=log,
                                            stderr=subprocess.STDOUT, start_new_session=True)  # fmt: skip
        deadline = time.monotonic() + START_BUDGET_S
        with httpx.Client(timeout=2.0, trust_env=False) as client:
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    return False, f"the server exited ({self.process.returncode})"
                try:
                    if client.get(f"{self.base_url}/health-check").status_code == 200:
                        return True, "healthy"
                except httpx.HTTPError:
                    pass
                time.sleep(0.1)
        return False, f"not healthy within {START_BUDGET_S:.0f}s"

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.process.wait(10)

    def restart(self) -> tuple[bool, str]:
        self.stop()
        return self.start()


def _prepare(framework: str, work: Path, database: str = "sqlite") -> tuple[Path, dict[str, str]]:
    """The reference's sqlite (or postgres) rendering with its dependencies installed once; (root, env)."""
    from harness.backends import depcache
    from harness.backends.local.backend import scrubbed_env
    from harness.catalog.tasks import get_task
    from harness.catalog.references import render_reference

    task = get_task(f"{framework}-{database}")
    root = work / "reference"
    render_reference(task, root)
    env = scrubbed_env()
    if task.framework.runtime == "python":
        installed = depcache.install_python(root / "requirements.txt", env, 900)
        if not installed.ok:
            raise RuntimeError(f"dependency installation failed:\n{installed.output[-2000:]}")
        env["PATH"] = f"{installed.location / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    else:
        installed = depcache.install_node(root, env, 900)
        if not installed.ok:
            raise RuntimeError(f"dependency installation failed:\n{installed.output[-2000:]}")
        (root / "node_modules").symlink_to(installed.location, target_is_directory=True)
    return root, env


def _evaluate(name: str, description: str, patch: Path | None, base: Path, env: dict[str, str], work: Path,
              profiles: list[str]) -> MutantOutcome:  # fmt: skip
    outcome = MutantOutcome(name, description)
    root = work / name
    shutil.copytree(base, root, symlinks=True, ignore=shutil.ignore_patterns("*.db", "__pycache__"))
    if patch is not None:
        done = subprocess.run(["patch", "-p1", "--forward", "--batch", "-i", str(patch)], check=False, cwd=root,
                              capture_output=True, text=True)  # fmt: skip
        if done.returncode != 0:
            outcome.error = f"patch does not apply: {(done.stdout + done.stderr).strip()[:300]}"
            outcome.killed = dict.fromkeys(profiles, True)
            return outcome
    server = _Server(root, env, _free_port(), work / f"{name}.log")
    try:
        ok, message = server.start()
        if not ok:
            outcome.error = f"start failed: {message}"
            outcome.killed = dict.fromkeys(profiles, True)
            return outcome
        # Profiles in order on one server: paper's fixed data first, then the randomised ones.
        for profile in profiles:
            result = run_suite(load_suite(profile), server.base_url, timeout_s=10, restart=server.restart)
            outcome.killed[profile] = result.passed < result.total
            outcome.failed_checks[profile] = [c.id for c in result.failed_checks][:5]
    finally:
        server.stop()
    return outcome


def run_mutants(framework: str = "fastapi", profiles: list[str] | None = None, *, only: list[str] | None = None,
                workers: int = 4, on_outcome: Callable[[MutantOutcome], None] | None = None) -> MutationReport:  # fmt: skip
    profiles = profiles or ["paper", "strict"]
    for profile in profiles:
        load_suite(profile)  # an unknown profile fails before any server starts
    mutants = [m for m in load_mutants(framework) if not only or any(o in m.name for o in only)]
    with tempfile.TemporaryDirectory(prefix="conduit-mutants-") as tmp:
        work = Path(tmp)
        base, env = _prepare(framework, work)
        baseline = _evaluate("baseline", "the unmutated reference", None, base, env, work, profiles)
        outcomes: list[MutantOutcome] = []
        with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
            futures = [pool.submit(_evaluate, m.name, m.description, m.patch, base, env, work, profiles) for m in mutants]
            for future in futures:
                outcome = future.result()
                outcomes.append(outcome)
                if on_outcome:
                    on_outcome(outcome)
    return MutationReport(framework, profiles, baseline, outcomes)
