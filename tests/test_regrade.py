"""Run keys by content, grading again, evaluating a stored patch again: a resumed matrix whose suite
changed in one check grades its runs again from their artifacts (no agent, no server); a changed
request makes it evaluate the stored patch again (a server, no agent); nothing changed: nothing runs.
`harness regrade` does the same on any run directory."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from harness.backends import get_backend
from harness.catalog.tasks import get_task
from harness.agents import get_agent
from harness.paths import SUITES_DIR
from harness.run.pipeline import Budgets, key_for
from tests.helpers import context

ROOT = Path(__file__).resolve().parents[1]
TASK = "fastapi-sqlite-sqlalchemy"


def test_a_changed_check_changes_only_the_checks_part_of_the_grade_key(tmp_path):
    suite = tmp_path / "paper.yaml"
    shutil.copyfile(SUITES_DIR / "paper.yaml", suite)
    ctx = context(get_task(TASK), get_backend("local"), tmp_path / "run", agent=get_agent("reference"),
                  suite_profile=str(suite))  # fmt: skip
    before = key_for(ctx)
    suite.write_text(suite.read_text().replace("    - has user.bio\n", "    - has user.biography\n"))
    after = key_for(ctx)
    assert after.build == before.build and after.grade != before.grade
    assert {k for k in after.grade_parts if after.grade_parts[k] != before.grade_parts[k]} == {"suite_checks"}
    for other in (key_for(ctx.with_(budgets=Budgets(start=61))), key_for(ctx.with_(verifier_mode="paper"))):
        assert other.build == after.build and other.grade != after.grade
    assert key_for(ctx.with_(sample=1)).build != after.build  # another sample


def _matrix(runs: Path, suite: Path) -> subprocess.CompletedProcess:
    args = [sys.executable, "-m", "harness", "matrix", "--framework", "fastapi",
            "--variant", "sqlite-ORM", "--samples", "1", "--workers", "1", "--backend", "local", "--profile",
            str(suite), "--runs-dir", str(runs), "--run-id", "r", "--no-report"]  # fmt: skip
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=900)


@pytest.mark.slow
def test_a_resumed_matrix_grades_again_what_changed_and_nothing_else(tmp_path):
    suite = tmp_path / "paper.yaml"
    shutil.copyfile(SUITES_DIR / "paper.yaml", suite)
    first = _matrix(tmp_path / "runs", suite)
    assert first.returncode == 0, first.stdout[-2000:] + first.stderr[-2000:]
    run = tmp_path / "runs" / "r" / "reference" / TASK / "0"
    stamp = {name: (run / name).stat().st_mtime_ns for name in ("patch.diff", "prompt.md", "server.log")}
    result = json.loads((run / "result.json").read_text())
    assert (result["passed"], result["regraded_at"]) == (290, None)
    security = result["security"]  # the probes ran on the reference's server, and it passed them all
    assert security["ran"] and security["passed"] == security["total"] > 0

    # One check of the suite changes (in the anchored user set: 6 requests carry it).
    suite.write_text(suite.read_text().replace("    - has user.bio\n", "    - has user.biography\n"))
    second = _matrix(tmp_path / "runs", suite)
    assert second.returncode == 0, second.stdout[-2000:] + second.stderr[-2000:]
    assert "1 to grade again from their artifacts" in second.stdout and "1 graded again" in second.stdout
    regraded = json.loads((run / "result.json").read_text())
    assert regraded["passed"] == 284 and regraded["regraded_at"] and regraded["build_key"] == result["build_key"]
    assert {name: (run / name).stat().st_mtime_ns for name in stamp} == stamp  # no build, no server
    failed = [c["id"] for c in json.loads((run / "suite.json").read_text())["checks"] if not c["passed"]]
    assert len(failed) == 6
    assert regraded["security"] == security  # probes need a server: graded again, they stand as security.json has them

    # Nothing changed since: nothing is done.
    third = _matrix(tmp_path / "runs", suite)
    assert "(1 already finished)" in third.stdout and "0 graded again" in third.stdout, third.stdout[-1500:]
    assert json.loads((run / "result.json").read_text()) == regraded

    # A request changes: the stored answers no longer tell; the stored patch is evaluated again.
    suite.write_text(suite.read_text().replace("name: All Tags, method: GET, path: /tags,",
                                               "name: All Tags, method: GET, path: /tags, query: {page: '1'},"))
    fourth = _matrix(tmp_path / "runs", suite)
    assert fourth.returncode == 0, fourth.stdout[-2000:] + fourth.stderr[-2000:]
    assert "1 whose patch is evaluated again" in fourth.stdout, fourth.stdout[-1500:]
    reevaluated = json.loads((run / "result.json").read_text())
    assert reevaluated["passed"] == 284 and reevaluated["build_key"] == result["build_key"]
    assert (run / "patch.diff").stat().st_mtime_ns == stamp["patch.diff"]
    assert (run / "server.log").stat().st_mtime_ns != stamp["server.log"]  # a new server ran
    assert "?page=1" in (run / "suite.json").read_text()
    assert reevaluated["security"]["ran"] and reevaluated["security"]["total"] == security["total"]

    # harness regrade: another verifier mode, from the artifacts.
    done = subprocess.run([sys.executable, "-m", "harness", "regrade", str(tmp_path / "runs" / "r"),
                           "--verifier-mode", "paper"], cwd=ROOT, capture_output=True, text=True, timeout=300)  # fmt: skip
    assert done.returncode == 0 and "1/1 runs graded again" in done.stdout, done.stdout + done.stderr
    assert json.loads((run / "result.json").read_text())["grade_parts"]["verifier_mode"] == "paper"


def test_regrade_says_what_it_cannot_grade(tmp_path):
    run = tmp_path / "r" / TASK / "0"
    run.mkdir(parents=True)
    (run / "result.json").write_text("{}")
    done = subprocess.run([sys.executable, "-m", "harness", "regrade", str(tmp_path / "r")], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 1 and "not graded again" in done.stdout and "0/1 runs" in done.stdout
    missing = subprocess.run([sys.executable, "-m", "harness", "regrade", str(tmp_path / "nowhere")], cwd=ROOT,
                             capture_output=True, text=True, timeout=120)  # fmt: skip
    assert missing.returncode == 2 and missing.stderr.startswith("error: not a directory")
