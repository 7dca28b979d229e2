"""Matrix runs: parallel equals serial, SIGKILL and resume, spending limits, the dependency cache,
and the Ray executor on a one-machine cluster."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.backends import depcache
from harness.backends.local.backend import PHASE_PREFIX, scrubbed_env
from harness.backends.local.postgres import live_clusters
from harness.catalog.tasks import get_task
from harness.matrix.plan import SUBSETS, AgentConfig, select
from harness.run.store import load_results

ROOT = Path(__file__).resolve().parents[1]
TWO_FRAMEWORKS = ["--framework", "fastapi", "--framework", "express", "--variant", "sqlite", "--variant", "postgres"]


def matrix(runs: Path, *args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "harness", "matrix", "--runs-dir", str(runs), "--no-report", "--backend", "local", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=timeout,
    )  # fmt: skip


def outcomes(run_dir: Path) -> list[tuple]:
    return sorted((r.agent, r.task, r.sample, r.status, r.passed, r.total) for r in load_results(run_dir))


def test_configurations_and_subsets():
    config = AgentConfig.parse("agent=mini-swe-agent,model=openai/gpt-4o,temperature=0,step-limit=300")
    assert config.agent == "mini-swe-agent"
    assert dict(config.settings) == {"model": "openai/gpt-4o", "temperature": 0, "step_limit": 300}
    assert config.label == "mini-swe-agent--openai_gpt-4o--step_limit=300--temperature=0"
    assert AgentConfig.parse("reference") == AgentConfig("reference")
    with pytest.raises(ValueError):
        AgentConfig.parse("model=openai/gpt-4o")
    tasks = select(subset="paper16")
    assert len(tasks) == 16
    assert {t.framework.name for t in tasks} == set(SUBSETS["paper16"]["frameworks"])
    assert "fastapi-clean_architecture-postgres-sqlalchemy" in {t.id for t in tasks}


@pytest.mark.slow
def test_two_workers_give_the_same_results_as_one(tmp_path):
    serial = matrix(tmp_path, *TWO_FRAMEWORKS, "--samples", "1", "--workers", "1", "--run-id", "serial")
    assert serial.returncode == 0, serial.stdout + serial.stderr
    started = time.monotonic()
    parallel = matrix(tmp_path, *TWO_FRAMEWORKS, "--samples", "1", "--workers", "2", "--run-id", "parallel")
    assert parallel.returncode == 0, parallel.stdout + parallel.stderr
    assert time.monotonic() - started < 600
    assert outcomes(tmp_path / "serial") == outcomes(tmp_path / "parallel")
    assert [o[3:] for o in outcomes(tmp_path / "parallel")] == [("ok", 290, 290)] * 4
    # The report reads a matrix directory (configuration folders) as it is.
    from harness.report.cli import report_command

    assert report_command([str(tmp_path / "parallel")], str(tmp_path / "report"), False, None) == 0
    table = (tmp_path / "report" / "comparison_table.csv").read_text()
    assert table.count("\n") == 5 and "express-postgres" in table


def _dead_owner_leftovers() -> list[Path]:
    from harness.procs import pid_alive

    found = []
    for root in [*Path("/tmp").glob(f"{PHASE_PREFIX}*"), *live_clusters()]:
        try:
            owner = int((root / "owner.pid").read_text())
        except (OSError, ValueError):
            continue
        if not pid_alive(owner):
            found.append(root)
    return found


@pytest.mark.slow
def test_sigkill_then_resume_loses_only_runs_in_flight_and_duplicates_nothing(tmp_path):
    args = ["--framework", "fastapi", "--variant", "unconstrained", "--variant", "sqlite", "--variant", "postgres",
            "--samples", "1", "--workers", "1", "--run-id", "killed"]  # fmt: skip
    proc = subprocess.Popen([sys.executable, "-m", "harness", "matrix", "--runs-dir", str(tmp_path), "--no-report",
                             "--backend", "local", *args], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    run_root = tmp_path / "killed"
    try:
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline and len(list(run_root.rglob("result.json"))) < 1:
            time.sleep(0.2)
        first = {p: p.read_text() for p in run_root.rglob("result.json")}
        assert len(first) == 1, "the first run should have finished"
        time.sleep(2.0)  # the second run is now in flight
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    resumed = matrix(tmp_path, *args)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert "(1 already finished)" in resumed.stdout
    results = sorted(run_root.rglob("result.json"))
    assert len(results) == 3  # one per run: nothing duplicated
    for path, text in first.items():
        assert path.read_text() == text  # the finished run was not redone
    assert [o[3:] for o in outcomes(run_root)] == [("ok", 290, 290)] * 3
    assert not list((run_root / ".inflight").glob("*.pid"))
    assert _dead_owner_leftovers() == [], "a killed run left a Postgres cluster or a workspace behind"


@pytest.mark.slow
def test_cost_limit_stops_new_runs_and_says_so(tmp_path):
    result = matrix(tmp_path, "--framework", "flask", "--level", "L1", "--samples", "1", "--workers", "1",
                    "--config", "agent=tests.agents_for_tests:PricedNullAgent", "--max-cost", "1.0",
                    "--run-id", "priced")  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    finished = load_results(tmp_path / "priced")
    assert len(finished) == 2  # $0.60 then $1.20 >= $1.00: the third run never starts
    assert all(r.status == "no_patch" and r.agent_stats.cost_usd == 0.6 for r in finished)
    assert "cost limit reached" in result.stdout and "1 not run" in result.stdout


@pytest.mark.slow
def test_second_eval_of_the_same_requirements_installs_nothing(tmp_path, local_backend, monkeypatch):
    monkeypatch.setenv("CONDUIT_HARNESS_CACHE", str(tmp_path / "cache"))  # a cold cache, whatever ran before
    from harness.run.external import evaluate_external_patch
    from harness.run.pipeline import Budgets
    from tests.helpers import make_patch

    patch = make_patch({"requirements.txt": "six==1.16.0\n", "run.sh": "#!/bin/sh\nexit 1\n"})
    task = get_task("flask-sqlite")
    budgets = Budgets(setup=300, start=2, suite=30, request=1)
    from tests.helpers import context

    evaluate_external_patch(context(task, local_backend, tmp_path / "a", budgets=budgets), patch)
    evaluate_external_patch(context(task, local_backend, tmp_path / "b", budgets=budgets), patch)
    first, second = (tmp_path / "a" / "setup.log").read_text(), (tmp_path / "b" / "setup.log").read_text()
    assert "dependency cache miss" in first and "Successfully installed six-1.16.0" in first
    assert second.startswith("dependency cache hit") and "install" not in second.replace("dependency cache hit", "")


@pytest.mark.slow
def test_eviction_drops_least_recently_used_installs_but_not_those_in_use(tmp_path, monkeypatch):
    monkeypatch.setenv("CONDUIT_HARNESS_CACHE", str(tmp_path / "cache"))
    env = scrubbed_env()
    kept = []
    for index, pin in enumerate(["six==1.16.0", "six==1.15.0", "six==1.14.0"]):
        requirements = tmp_path / f"r{index}.txt"
        requirements.write_text(pin + "\n")
        installed = depcache.install_python(requirements, env, 300)
        assert installed.ok, installed.output
        kept.append(installed)
        time.sleep(0.05)
    kept[0].release()  # the oldest is no longer used; the second is still leased
    evicted = depcache.evict(max_bytes=0)
    assert kept[0].location.parent.name in evicted
    assert kept[1].location.exists() and kept[1].location.parent.name not in evicted
    for item in kept:
        item.release()


@pytest.mark.slow
def test_ray_executor_on_a_local_cluster_matches_local_processes(tmp_path):
    pytest.importorskip("ray")
    ray_run = matrix(tmp_path, "--framework", "fastapi", "--framework", "express", "--variant", "sqlite",
                     "--samples", "1", "--workers", "2", "--executor", "ray", "--ray-address", "local",
                     "--run-id", "ray", timeout=900)  # fmt: skip
    assert ray_run.returncode == 0, ray_run.stdout + ray_run.stderr
    local_run = matrix(tmp_path, "--framework", "fastapi", "--framework", "express", "--variant", "sqlite",
                       "--samples", "1", "--workers", "2", "--run-id", "local")  # fmt: skip
    assert local_run.returncode == 0, local_run.stdout + local_run.stderr
    assert outcomes(tmp_path / "ray") == outcomes(tmp_path / "local")
    result_file = next((tmp_path / "ray").rglob("result.json"))
    assert json.loads(result_file.read_text())["status"] == "ok"
    assert (result_file.parent / "suite.json").exists() and (result_file.parent / "server.log").exists()
