"""The run pipeline on the local backend: statuses, the run directory, cleanup on Ctrl-C, bad input."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.agents import get_agent
from harness.backends.local.postgres import live_clusters
from harness.catalog.tasks import get_task
from harness.run.external import evaluate_external_patch
from harness.run.pipeline import Budgets, run_task
from tests.helpers import context
from harness.procs import port_is_free, processes_under
from tests.helpers import make_patch

FAST = Budgets(setup=300, start=15, suite=120, request=5)
ROOT = Path(__file__).resolve().parents[1]


def harness_cli(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", *args], cwd=kwargs.pop("cwd", ROOT), capture_output=True,
                          text=True, timeout=kwargs.pop("timeout", 300), **kwargs)  # fmt: skip


def test_null_agent_gives_no_patch_and_zero(tmp_path, local_backend):
    result = run_task(context(get_task("fastapi-sqlite"), local_backend, tmp_path / "run", agent=get_agent("null"), budgets=FAST))
    assert (result.status, result.passed, result.total, result.a_raw) == ("no_patch", 0, 290, 0.0)
    on_disk = json.loads((tmp_path / "run" / "result.json").read_text())
    assert on_disk["status"] == "no_patch" and on_disk["verifiers_run"] is False
    assert (tmp_path / "run" / "patch.diff").read_text() == ""
    assert "Build the Conduit REST API with FastAPI" in (tmp_path / "run" / "prompt.md").read_text()


def test_a_server_that_exits_at_once_is_start_failed_with_its_log(tmp_path, local_backend):
    patch = make_patch({"requirements.txt": "", "run.sh": "#!/bin/sh\necho 'boom: no app here' >&2\nexit 3\n"})
    started = time.monotonic()
    result = evaluate_external_patch(context(get_task("flask-sqlite"), local_backend, tmp_path, budgets=FAST), patch)
    assert result.status == "start_failed"
    assert result.error == "the server process exited"
    assert result.durations_s["start"] < 10  # stopped polling as soon as the process died
    assert "boom: no app here" in (tmp_path / "server.log").read_text()
    assert (result.passed, result.total) == (0, 290)  # the suite still ran, against nothing
    assert json.loads((tmp_path / "suite.json").read_text())["total"] == 290
    assert time.monotonic() - started < 120


def test_a_patch_that_does_not_apply_is_no_patch_with_the_git_error(tmp_path, local_backend):
    result = evaluate_external_patch(context(get_task("flask-sqlite"), local_backend, tmp_path, budgets=FAST), "diff --git a/x b/x\n@@ garbage\n")  # fmt: skip
    assert result.status == "no_patch"
    assert "patch does not apply" in result.error
    assert "git apply failed" in (tmp_path / "setup.log").read_text()


def test_missing_dependency_file_is_setup_failed(tmp_path, local_backend):
    patch = make_patch({"run.sh": "#!/bin/sh\nexit 1\n"})
    result = evaluate_external_patch(context(get_task("express-sqlite"), local_backend, tmp_path, budgets=FAST), patch)
    assert result.status == "setup_failed"
    assert "package.json is missing" in (tmp_path / "setup.log").read_text()


def _wait_for(predicate, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


@pytest.mark.slow
def test_ctrl_c_leaves_no_postgres_and_no_server_behind(tmp_path):
    # A server that never becomes healthy keeps the eval phase in its start budget: interrupt it there.
    patch_file = tmp_path / "forever.diff"
    patch_file.write_text(make_patch({
        "requirements.txt": "",
        "run.sh": "#!/bin/sh\nexec python -c 'import time\nwhile True: time.sleep(1)'\n",
    }))  # fmt: skip
    before = set(live_clusters())
    proc = subprocess.Popen(
        [sys.executable, "-m", "harness", "eval", "--task", "flask-sqlite", "--patch", str(patch_file), "--backend", "local",
         "--runs-dir", str(tmp_path / "runs"), "--start-budget", "120"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    try:
        assert _wait_for(lambda: (tmp_path / "runs").exists() and list((tmp_path / "runs").rglob("server.log")), 120)
        new_clusters = set(live_clusters()) - before
        assert new_clusters, "the eval phase should own a running cluster"
        workspaces = [Path(p) for p in Path("/tmp").glob("conduit-phase-eval-*")]
        time.sleep(1.0)
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode != 0
    assert not (set(live_clusters()) & new_clusters), "the cluster must be stopped and deleted"
    for workspace in workspaces:
        assert not workspace.exists() or not processes_under(workspace)
    out = subprocess.run(["pgrep", "-f", "while True: time.sleep"], capture_output=True, text=True).stdout
    assert out.strip() == "", f"server processes left behind: {out}"


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    result = harness_cli("run", "--task", "fastapi-mongodb")
    assert result.returncode == 2 and "unknown task 'fastapi-mongodb'" in result.stderr
    result = harness_cli("eval", "--task", "fastapi-sqlite", "--patch", str(tmp_path / "missing.diff"))
    assert result.returncode == 2 and "patch file not found" in result.stderr
    result = harness_cli("run", "--framework", "fastapi", "--agent", "gpt-magic")
    assert result.returncode == 2 and "unknown agent 'gpt-magic'" in result.stderr
    result = harness_cli("run")
    assert result.returncode == 2 and "say what to run" in result.stderr


def test_a_taken_port_is_refused_before_anything_starts(tmp_path):
    if not port_is_free(8080):
        pytest.skip("port 8080 is busy on this machine")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 8080))
        sock.listen()
        result = harness_cli("run", "--task", "fastapi-sqlite", "--runs-dir", str(tmp_path), "--backend", "local")
    assert result.returncode == 2
    assert "port 8080 is already in use" in result.stderr
    assert not any(tmp_path.iterdir())


def test_a_server_that_never_gets_healthy_fires_the_start_budget(tmp_path, local_backend):
    patch = make_patch({"requirements.txt": "", "run.sh": "#!/bin/sh\nexec python -c 'import time; time.sleep(600)'\n"})
    budgets = Budgets(setup=300, start=2, suite=30, request=1)
    result = evaluate_external_patch(context(get_task("flask-sqlite"), local_backend, tmp_path, budgets=budgets), patch)
    assert (result.status, result.budget_fired) == ("start_failed", "start")
    assert result.error.startswith("not healthy within 2s")
    assert 2 <= result.durations_s["start"] < 10


@pytest.mark.slow
@pytest.mark.parametrize("task_id", ["fastapi-clean_architecture-postgres-sqlalchemy", "fastapi-clean_architecture-sqlite-sqlalchemy"])
def test_the_strict_profile_keeps_strict_a_at_100_for_the_reference(tmp_path, local_backend, task_id):
    """The strict profile registers a randomised user: the runtime verifiers must look for that user,
    not the paper suite's fixed one, or every strict run would lose its strict A%."""
    result = run_task(context(get_task(task_id), local_backend, tmp_path / "run", agent=get_agent("reference"),
                              suite_profile="strict", budgets=Budgets(start=60)))  # fmt: skip
    verdicts = json.loads((tmp_path / "run" / "verifiers.json").read_text())
    suite = json.loads((tmp_path / "run" / "suite.json").read_text())
    assert suite["suite_user"]["username"] not in ("", "user") and suite["suite_user"]["username"].startswith("u")
    assert result.status == "ok" and result.passed == result.total, result.error
    assert verdicts["passed"], [r for r in verdicts["results"]["strong"] if not r["passed"]]
    assert result.a_strict == 100.0
