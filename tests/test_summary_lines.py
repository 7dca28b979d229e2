"""What a person reads: every run line (run, eval, matrix) shows A% raw and strict, the verifiers that
failed and the real phase time; `harness suite` shows progress on a terminal only, says how its
profile compares, and says in one line why checks were skipped or not run."""

from __future__ import annotations

import io
import json
import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rich.console import Console

from harness.matrix.progress import MatrixProgress
from harness.report.run_lines import run_line
from harness.matrix.scheduler import MatrixState
from harness.run.store import RunResult
from tests.conduit_fake import FakeConduit, Faults
from tests.helpers import make_patch

ROOT = Path(__file__).resolve().parents[1]


def _result(**changes) -> RunResult:
    fields = dict(run_key="k", task="fastapi-sqlite-sqlalchemy", framework="fastapi", variant="sqlite-ORM", level="L2",
                  agent="external", sample=0, status="ok", suite_profile="paper", passed=290, total=290, a_raw=100.0,
                  a_strict=0.0, verifiers_run=True,
                  verifiers=[{"name": "database", "passed": True}, {"name": "orm", "passed": False}],
                  durations_s={"open": 0.4, "setup": 1.2, "start": 1.7, "suite": 1.5, "verify": 0.3},
                  backend="local", harness_version="0", prompt_version="0", started_at="t", finished_at="t")  # fmt: skip
    return RunResult(**{**fields, **changes})


def test_an_eval_line_shows_strict_a_the_failed_verifiers_and_the_eval_time():
    line = run_line(_result())
    assert line == ("fastapi-sqlite-sqlalchemy #0: ok 290/290 A% raw 100.0 strict 0.0, verifiers failed: orm, "
                    "eval 5.1s")  # fmt: skip
    measured = run_line(_result(durations_s={"build": 30.0, "setup": 1.0, "eval": 6.25}))
    assert measured.endswith("build 30.0s + eval 6.2s")
    assert "verifiers ok" in run_line(_result(verifiers=[{"name": "orm", "passed": True}], a_strict=100.0))
    assert "no verifier applies" in run_line(_result(verifiers=[]))
    unrun = run_line(_result(status="no_patch", verifiers_run=False, verifiers=[], durations_s={"build": 2.0},
                             error="the agent changed nothing"))  # fmt: skip
    assert unrun.endswith("verifiers not run, build 2.0s — the agent changed nothing")


def test_the_matrix_prints_the_same_line_per_run_off_a_terminal():
    out = io.StringIO()
    state = MatrixState(total=2, results=[_result()])
    with MatrixProgress(Console(file=out, force_terminal=False, width=300), {"external": 2}, 1) as progress:
        progress.update(state)
    assert out.getvalue().startswith(f"[1/2] external {run_line(_result())} (ETA")


@pytest.mark.slow
def test_harness_eval_prints_strict_a_failed_verifiers_and_a_real_time(tmp_path):
    """The issue's line was `ok 290/290 (A% 100.0) in 0.0s` whatever the verifiers said."""
    patch = tmp_path / "exits.diff"
    patch.write_text(make_patch({"requirements.txt": "", "run.sh": "#!/bin/sh\nexit 3\n"}))
    done = subprocess.run([sys.executable, "-m", "harness", "eval", "--task", "flask-sqlite", "--patch", str(patch),
                           "--runs-dir", str(tmp_path / "runs"), "--start-budget", "15"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)  # fmt: skip
    line = done.stdout.splitlines()[0]
    match = re.search(r"start_failed 0/290 A% raw 0\.0 strict 0\.0, (verifiers [^,]+), security 0/18, "
                      r"eval (\d+\.\d)s", line)  # a dead server passes no probe
    assert match, line
    result = json.loads(next((tmp_path / "runs").rglob("result.json")).read_text())
    assert float(match.group(2)) == round(result["durations_s"]["eval"], 1) > 0
    failed = [v["name"] for v in result["verifiers"] if not v["passed"]]
    assert match.group(1) == (f"verifiers failed: {', '.join(failed)}" if failed else "verifiers ok")


def _harness_suite(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", "suite", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)  # fmt: skip


def test_harness_suite_off_a_terminal_prints_no_progress():
    server = FakeConduit(Faults(numeric_strings=True))
    try:
        piped = _harness_suite(server.base_url)
        as_json = _harness_suite(server.base_url, "--json")
    finally:
        server.close()
    assert piped.returncode == 1
    assert "requests" not in piped.stdout and "\r" not in piped.stdout
    assert piped.stdout.splitlines()[-1].startswith("266/290 checks passed (91.7%) — profile paper (javascript comparisons)")
    data = json.loads(as_json.stdout)  # nothing but the JSON document
    assert (data["passed"], data["semantics"]) == (266, "javascript")


def test_the_strict_profile_says_it_is_typed_and_why_checks_were_skipped():
    server = FakeConduit()
    try:
        done = _harness_suite(server.base_url, "--profile", "strict")
    finally:
        server.close()
    lines = done.stdout.splitlines()
    notes = [line for line in lines if line.startswith("restart skipped")]
    assert len(notes) == 1 and "8 checks" in notes[0] and "count as failed" in notes[0]
    assert "8 skipped, counted as failed" in lines[-1] and "profile strict (typed comparisons)" in lines[-1]


def test_a_dead_server_is_reported_unreachable_at_once():
    started = time.monotonic()
    done = _harness_suite("http://127.0.0.1:9/api", "--timeout", "5")
    assert time.monotonic() - started < 60  # not 32 × 5 s
    assert any(line.startswith("server unreachable (3 requests in a row refused or timed out, from request 1): "
                               "29 later requests (271 checks) not run") for line in done.stdout.splitlines())  # fmt: skip
    assert "0/290 checks passed (0.0%; 271 not run, counted as failed)" in done.stdout


def test_harness_suite_on_a_terminal_shows_requests_done():
    server = FakeConduit()
    leader, follower = pty.openpty()
    try:
        proc = subprocess.Popen([sys.executable, "-m", "harness", "suite", server.base_url], cwd=ROOT, stdin=follower,
                                stdout=follower, stderr=follower, env={**os.environ, "TERM": "xterm", "COLUMNS": "120"})  # fmt: skip
        os.close(follower)
        output = b""
        while True:
            ready, _, _ = select.select([leader], [], [], 60)
            if not ready:
                break
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal closed: the process ended
                break
            if not chunk:
                break
            output += chunk
        proc.wait(timeout=60)
    finally:
        os.close(leader)
        server.close()
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", output.decode(errors="replace"))  # colours and cursor moves
    assert re.search(r"\b\d+/32 requests\b", text), text[-2000:]
    assert "290/290 checks passed" in text
