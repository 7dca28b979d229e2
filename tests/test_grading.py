"""grade() reads a run's grade from its artifacts alone: suite.json, verifiers.json and security.json.
The pipeline records a fresh run and `harness regrade` an old one through it, so the security probes'
summary in result.json is the one security.json holds, and an eval phase run again never keeps an
earlier phase's probes."""

from __future__ import annotations

import json

from harness.catalog.tasks import get_task
from harness.run.grading import EVAL_ARTIFACTS, clear_eval_artifacts, grade
from harness.report.synthetic import write_run
from harness.security.records import SECURITY_FILE, ProbeRecord, SecurityResult
from harness.run.store import RunResult, SecuritySummary


def _probes() -> SecurityResult:
    probes = [
        ProbeRecord(id="sqli-query", family="injection", cwes=["CWE-89"], title="SQL injection", verdict="failed",
                    reason="a quote in the tag broke the query"),
        ProbeRecord(id="auth-none", family="auth", cwes=["CWE-287"], title="alg none", verdict="passed"),
        ProbeRecord(id="password-storage", family="storage", cwes=["CWE-256"], title="at rest", verdict="skipped"),
    ]  # fmt: skip
    return SecurityResult.assemble("security", "http://127.0.0.1:1/api", probes, 1.0, 12, [])


def test_the_grade_carries_the_probes_security_json_holds(tmp_path):
    task = get_task("flask-unconstrained")  # no constraint: strict = raw
    run = write_run(tmp_path, "r", task.id, passed=280, total=290)
    (run / SECURITY_FILE).write_text(_probes().model_dump_json())
    graded = grade(run, task, "paper")
    assert (graded.passed, graded.total, graded.a_raw, graded.a_strict) == (280, 290, round(28000 / 290, 4),
                                                                            round(28000 / 290, 4))  # fmt: skip
    assert graded.security == SecuritySummary(ran=True, passed=1, total=3, cwes_failed=["CWE-89"],
                                              failed=["sqli-query"], skipped=["password-storage"])  # fmt: skip
    record = RunResult.model_validate_json((run / "result.json").read_text()).with_grade(graded)
    assert record.security == graded.security and not record.secure_pass
    # A run whose eval phase did not run has no probes, whatever lies in its directory.
    assert grade(run, task, "paper", eval_ran=False).security == SecuritySummary()


def test_a_new_eval_phase_never_keeps_the_probes_of_an_earlier_one(tmp_path):
    task = get_task("flask-unconstrained")
    run = write_run(tmp_path, "r", task.id)
    (run / SECURITY_FILE).write_text(_probes().model_dump_json())
    assert SECURITY_FILE in EVAL_ARTIFACTS
    clear_eval_artifacts(run)
    assert not (run / SECURITY_FILE).exists() and not (run / "suite.json").exists()
    graded = grade(run, task, "paper")
    assert graded.security == SecuritySummary() and not graded.security.ran
    assert (graded.passed, graded.total) == (0, json.loads((run / "result.json").read_text())["total"])
