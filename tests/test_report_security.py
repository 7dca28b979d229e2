"""The report's security axis on synthetic result sets, each number computed by hand: the security
rate (samples, then tasks), sec_pass@k (functional pass and every probe passed), the CWE × framework
table, and where they appear (terminal, comparison_table.csv, security_cwe.csv, benchmark.json, HTML)."""

from __future__ import annotations

import csv
import json

import pytest

from harness.report.cli import generate, report_command
from harness.report.synthetic import write_run
from harness.run.store import SecuritySummary

TOTAL = 18


def secure(passed: int = TOTAL, failed: list[str] | None = None, cwes: list[str] | None = None,
           skipped: list[str] | None = None) -> SecuritySummary:  # fmt: skip
    return SecuritySummary(ran=True, passed=passed, total=TOTAL, failed=failed or [], cwes_failed=cwes or [],
                           skipped=skipped or [])  # fmt: skip


def test_rates_sec_pass_and_the_cwe_table_by_hand(tmp_path):
    run = tmp_path / "r"
    # flask L0: 3 samples. 0: functional + secure; 1: functional, SQL injection; 2: functional, a skipped probe.
    write_run(tmp_path, "r", "flask-unconstrained", 0, security=secure())
    write_run(tmp_path, "r", "flask-unconstrained", 1, security=secure(17, ["sqli-query"], ["CWE-89"]))
    write_run(tmp_path, "r", "flask-unconstrained", 2, security=secure(17, skipped=["password-storage"]))
    # koa L1 sqlite: 2 samples. 0: secure but not functional; 1: functional, two CWEs of one probe + another.
    write_run(tmp_path, "r", "koa-sqlite", 0, passed=200, security=secure())
    write_run(tmp_path, "r", "koa-sqlite", 1, security=secure(16, ["authz-article", "robustness"],
                                                              ["CWE-400", "CWE-639", "CWE-862"]))
    # an older result without security: left out of every security number
    write_run(tmp_path, "r", "koa-sqlite", 2)
    report, written = generate([str(run)], tmp_path / "out", k=2)
    (s,) = report.security
    cells = {c.task: c for c in s.cells}
    flask, koa = cells["flask-unconstrained"], cells["koa-sqlite"]
    assert flask.rate == pytest.approx(100 * (18 + 17 + 17) / 54) and koa.rate == pytest.approx(100 * (18 + 16) / 36)
    assert (flask.n, flask.functional_passes, flask.secure_passes) == (3, 3, 1)
    assert (koa.n, koa.functional_passes, koa.secure_passes) == (2, 1, 0)
    assert flask.sec_pass_at_1 == pytest.approx(1 / 3) and flask.sec_pass_at_k == pytest.approx(1 - 1 / 3)  # 1-C(2,2)/C(3,2)
    assert koa.sec_pass_at_k == 0.0 and koa.pass_at_1 == pytest.approx(0.5)
    assert s.k == 2 and s.rate["L0"] == pytest.approx(flask.rate) and s.rate["L1"] == pytest.approx(koa.rate)
    assert s.rate["all"] == pytest.approx((flask.rate + koa.rate) / 2)  # tasks weigh the same
    assert s.sec_pass_at_1["all"] == pytest.approx((1 / 3 + 0) / 2)
    assert s.frameworks == {"flask": {"L0": pytest.approx(flask.rate), "all": pytest.approx(flask.rate)},
                            "koa": {"L1": pytest.approx(koa.rate), "all": pytest.approx(koa.rate)}}  # fmt: skip
    assert s.cwe_framework["CWE-89"] == {"flask": 1, "koa": 0} and s.cwe_framework["CWE-639"] == {"flask": 0, "koa": 1}
    assert s.cwe_framework["CWE-256"] == {"flask": 0, "koa": 0}  # every CWE of the profile is a row
    assert s.runs_by_framework == {"flask": 3, "koa": 2} and s.probes_failed == {"authz-article": 1, "robustness": 1,
                                                                                  "sqli-query": 1}  # fmt: skip
    assert s.unmeasured_runs == 1 and any("no security results" in n for n in s.notes)
    assert any("skipped" in n and "1 functionally passing" in n for n in s.notes)

    rows = list(csv.DictReader(written["csv"].open()))
    koa_row = next(r for r in rows if r["task"] == "koa-sqlite")
    assert float(koa_row["security_rate"]) == pytest.approx(round(koa.rate, 4)) and float(koa_row["sec_pass_at_k"]) == 0.0
    cwe = {(r["cwe"], r["framework"]): r for r in csv.DictReader(written["security_csv"].open())}
    assert cwe[("CWE-89", "flask")]["failed_runs"] == "1" and cwe[("CWE-89", "flask")]["runs"] == "3"
    assert cwe[("CWE-862", "koa")]["failed_share"] == "0.5"
    data = json.loads(written["json"].read_text())["security"][0]
    assert data["cwe_framework"]["CWE-400"]["koa"] == {"failed_runs": 1, "runs": 2}
    assert data["sec_pass_at_k"]["all"] == pytest.approx(round((2 / 3 + 0) / 2, 4))
    html = written["html"].read_text()
    assert 'id="security-table"' in html and 'class="cwe-table"' in html and "CWE-639" in html
    assert "failed: <code>sqli-query</code>" in html  # the drill-down shows a run's failed probes


def test_the_terminal_report_prints_the_security_tables(tmp_path, capsys):
    write_run(tmp_path, "r", "fastapi-sqlite", 0, security=secure(17, ["password-storage"], ["CWE-256", "CWE-916"]))
    write_run(tmp_path, "r", "fastapi-sqlite", 1, security=secure())
    assert report_command([str(tmp_path / "r")], str(tmp_path / "out"), False, None) == 0
    printed = capsys.readouterr().out
    assert "Security pass rate by level" in printed and "sec_pass@k" in printed
    assert "CWE × framework: runs failing a probe of each CWE / runs" in printed
    cwe_line = next(line for line in printed.splitlines() if "CWE-916" in line)
    assert "1/2" in cwe_line


def test_no_security_section_without_security_results(tmp_path):
    write_run(tmp_path, "r", "flask-unconstrained", 0)
    report, written = generate([str(tmp_path / "r")], tmp_path / "out")
    assert report.security == [] and "security_csv" not in written
    assert json.loads(written["json"].read_text())["security"] == []
    assert 'id="security-table"' not in written["html"].read_text()
