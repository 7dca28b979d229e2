"""The report's numbers on synthetic result sets, each computed by hand."""

from __future__ import annotations

import csv
import json

import pytest

from harness.report.cli import generate, report_command
from harness.report.data import load_runs
from harness.report.scores import build_report
from harness.report.synthetic import write_run
from harness.report.taxonomy import classify_all


def scores_of(*run_dirs, k=None):
    records = load_runs(list(run_dirs))
    classify_all(records)
    return build_report(records, list(run_dirs), k)


def passed_for(percent: int) -> int:
    """Checks passed out of 290 for an exact A% that is a multiple of 10 (29 checks = 10%)."""
    return 29 * percent // 10


def test_averaging_order_samples_then_tasks_and_pass_at_k(tmp_path):
    run = "r1"
    write_run(tmp_path, run, "flask-unconstrained", 0, passed=290)  # 100, a success
    write_run(tmp_path, run, "flask-unconstrained", 1, passed=145)  # 50
    write_run(tmp_path, run, "flask-unconstrained", 2, status="start_failed", passed=0)  # 0
    write_run(tmp_path, run, "fastapi-unconstrained", 0, passed=58)  # 20
    write_run(tmp_path, run, "fastapi-unconstrained", 1, passed=58)  # 20
    report = scores_of(tmp_path / run)
    (s,) = report.configurations
    assert s.config.agent == "fake-agent" and s.config.model == "fake/model"
    cells = {c.task: c for c in s.cells}
    assert cells["flask-unconstrained"].a_strict == pytest.approx(50.0) and cells["fastapi-unconstrained"].a_strict == pytest.approx(20.0)
    # Each task weighs the same: (50 + 20) / 2 = 35, not the mean over the 5 runs (38).
    assert s.strict["L0"].mean == pytest.approx(35.0) and s.raw["L0"].mean == pytest.approx(35.0)
    assert 20.0 <= s.strict["L0"].low <= 35.0 <= s.strict["L0"].high <= 50.0
    assert s.strict["L0"].n == 2 and "L1" not in s.strict
    # k defaults to the fewest samples of a task (2): flask n=3 c=1, fastapi n=2 c=0
    assert s.k == 2
    assert cells["flask-unconstrained"].pass_at_1 == pytest.approx(1 / 3)
    assert cells["flask-unconstrained"].pass_at_k == pytest.approx(1 - 1 / 3)  # 1 - C(2,2)/C(3,2)
    assert cells["flask-unconstrained"].pass_hat_k == pytest.approx(0.0)  # C(1,2)/C(3,2)
    assert s.pass_at_1["all"] == pytest.approx(1 / 6)
    assert s.pass_at_k["L0"] == pytest.approx(1 / 3)
    assert s.delta_strict.mean is None  # no L3 task


def test_pass_hat_k_and_k_capped_with_a_note(tmp_path):
    for sample in range(3):
        write_run(tmp_path, "r", "flask-unconstrained", sample, passed=290)
        write_run(tmp_path, "r", "koa-unconstrained", sample, passed=290 if sample < 2 else 0)
    (s,) = scores_of(tmp_path / "r", k=5).configurations
    assert s.k == 3 and any("pass@5" in note for note in s.notes)
    cells = {c.task: c for c in s.cells}
    assert cells["flask-unconstrained"].pass_hat_k == 1.0 and cells["koa-unconstrained"].pass_hat_k == 0.0  # C(2,3) = 0
    assert cells["koa-unconstrained"].pass_at_k == 1.0
    (s2,) = scores_of(tmp_path / "r", k=2).configurations
    cells2 = {c.task: c for c in s2.cells}
    assert cells2["koa-unconstrained"].pass_hat_k == pytest.approx(1 / 3)  # C(2,2)/C(3,2)
    assert s2.pass_hat_k["all"] == pytest.approx((1 + 1 / 3) / 2)


VALUES = {  # A% per variant of one framework, chosen so every pair difference is a round number
    "unconstrained": 100, "clean_architecture": 80, "sqlite": 90, "postgres": 70,
    "clean_architecture-sqlite": 60, "clean_architecture-postgres": 50, "sqlite-ORM": 70, "postgres-ORM": 40,
    "clean_architecture-sqlite-ORM": 30, "clean_architecture-postgres-ORM": 20,
}  # fmt: skip


def write_matrix(root, run, framework, orm_name, values=VALUES, **extra):
    for variant, percent in values.items():
        task = f"{framework}-{variant.replace('ORM', orm_name)}"
        write_run(root, run, task, 0, passed=passed_for(percent), **extra)


def test_levels_delta_constraints_and_matched_pairs_by_hand(tmp_path):
    write_matrix(tmp_path, "r", "flask", "sqlalchemy")
    (s,) = scores_of(tmp_path / "r").configurations
    assert {lv: round(s.strict[lv].mean, 6) for lv in ("L0", "L1", "L2", "L3")} == {
        "L0": 100.0, "L1": 80.0, "L2": 55.0, "L3": 25.0}  # fmt: skip
    assert s.delta_strict.mean == pytest.approx(-75.0)
    assert s.delta_strict.low <= -75.0 <= s.delta_strict.high
    assert s.constraints["none"].mean == 100.0
    assert s.constraints["architecture"].mean == pytest.approx(48.0)  # 80 60 50 30 20
    assert s.constraints["sqlite"].mean == pytest.approx(62.5)  # 90 60 70 30
    assert s.constraints["postgres"].mean == pytest.approx(45.0)  # 70 50 40 20
    assert s.constraints["ORM"].mean == pytest.approx(40.0)  # 70 40 30 20
    m = s.marginal
    assert [p["delta"] for p in m["architecture"].pairs] == pytest.approx([-20, -30, -20, -40, -20])
    assert m["architecture"].effect.mean == pytest.approx(-26.0) and m["architecture"].effect.sem == pytest.approx(4.0)
    assert [p["delta"] for p in m["sqlite"].pairs] == pytest.approx([-10, -20])
    assert m["sqlite"].effect.mean == pytest.approx(-15.0) and m["sqlite"].effect.sem == pytest.approx(5.0)
    assert m["postgres"].effect.mean == pytest.approx(-30.0) and m["postgres"].effect.sem == pytest.approx(0.0)
    assert [p["delta"] for p in m["ORM"].pairs] == pytest.approx([-20, -30, -30, -30])
    assert m["ORM"].effect.mean == pytest.approx(-27.5) and m["ORM"].effect.sem == pytest.approx(2.5)
    assert m["ORM"].effect.low <= -27.5 <= m["ORM"].effect.high
    assert s.frameworks["flask"] == pytest.approx({"L0": 100.0, "L1": 80.0, "L2": 55.0, "L3": 25.0, "all": 61.0})


def test_pair_counts_per_framework(tmp_path):
    """Architecture 5 pairs per framework, each database 2, ORM 4; a missing sibling drops the pair."""
    write_matrix(tmp_path, "r", "flask", "sqlalchemy")
    write_matrix(tmp_path, "r", "koa", "sequelize")
    (s,) = scores_of(tmp_path / "r").configurations
    assert {name: len(m.pairs) for name, m in s.marginal.items()} == {"architecture": 10, "sqlite": 4,
                                                                      "postgres": 4, "ORM": 8}  # fmt: skip
    partial = {v: p for v, p in VALUES.items() if v != "sqlite"}
    write_matrix(tmp_path, "r2", "hono", "sequelize", partial)
    (s,) = scores_of(tmp_path / "r2").configurations
    # without hono-sqlite: architecture loses (ca-sqlite, sqlite), sqlite loses (sqlite, unconstrained),
    # ORM loses (sqlite-ORM, sqlite)
    assert {name: len(m.pairs) for name, m in s.marginal.items()} == {"architecture": 4, "sqlite": 1,
                                                                      "postgres": 2, "ORM": 3}  # fmt: skip
    assert s.marginal["sqlite"].effect.sem is None  # one pair: no SEM


def test_strict_raw_and_success_with_verifiers(tmp_path):
    ok = [{"name": "architecture", "mode": "strong", "passed": True, "evidence": ""}]
    bad = [{"name": "architecture", "mode": "strong", "passed": False, "evidence": "routes import repositories"}]
    write_run(tmp_path, "r", "flask-unconstrained", 0, passed=290)
    write_run(tmp_path, "r", "flask-clean_architecture", 0, passed=290, verifiers=bad)
    write_run(tmp_path, "r", "flask-clean_architecture", 1, passed=290, verifiers=ok)
    write_run(tmp_path, "r", "flask-clean_architecture-sqlite-sqlalchemy", 0, passed=290, verifiers=ok)
    write_run(tmp_path, "r", "flask-clean_architecture-postgres-sqlalchemy", 0, passed=145, verifiers=ok)
    report = scores_of(tmp_path / "r")
    (s,) = report.configurations
    cells = {c.task: c for c in s.cells}
    arch = cells["flask-clean_architecture"]
    assert (arch.a_raw, arch.a_strict, arch.successes, arch.n) == (100.0, 50.0, 1, 2)
    assert s.strict["L1"].mean == 50.0 and s.raw["L1"].mean == 100.0
    assert s.delta_strict.mean == pytest.approx(75.0 - 100.0)
    categories = {(r.task, r.result.sample): r.failure.category for r in report.records}
    assert categories[("flask-clean_architecture", 0)] == "constraint_violation"
    assert categories[("flask-clean_architecture", 1)] == "pass"
    assert categories[("flask-clean_architecture-postgres-sqlalchemy", 0)] == "partial"
    assert s.failures == {"pass": 3, "partial": 1, "constraint_violation": 1}
    assert s.failure_details["constraint_violation"] == {"architecture": 1}
    assert not any("no verifier results" in note for note in s.notes)
    write_run(tmp_path, "r", "flask-sqlite", 0, passed=290)  # constrained, verifiers never ran
    (s,) = scores_of(tmp_path / "r").configurations
    assert "1 runs of constrained tasks have no verifier results: their strict A% equals raw" in s.notes


def test_infra_errors_are_left_out_and_counted(tmp_path):
    write_run(tmp_path, "r", "flask-unconstrained", 0, passed=290)
    write_run(tmp_path, "r", "flask-unconstrained", 1, status="infra_error", passed=0, error="postgres did not start")
    write_run(tmp_path, "r", "koa-unconstrained", 0, status="infra_error", passed=0)
    (s,) = scores_of(tmp_path / "r").configurations
    assert [c.task for c in s.cells] == ["flask-unconstrained"]
    assert s.cells[0].n == 1 and s.cells[0].a_strict == 100.0 and s.cells[0].infra_errors == 1
    assert s.strict["L0"].mean == 100.0 and s.infra_errors == 2 and s.failures["infra_error"] == 2
    assert any("koa" in note for note in s.notes)


def test_cost_per_run_per_success_and_unknown_prices(tmp_path):
    write_run(tmp_path, "r", "flask-unconstrained", 0, passed=290, input_tokens=1000, output_tokens=200, cost_usd=0.5)
    write_run(tmp_path, "r", "flask-unconstrained", 1, passed=100, input_tokens=3000, output_tokens=800, cost_usd=None)
    write_run(tmp_path, "r", "flask-unconstrained", 2, passed=100, input_tokens=2000, output_tokens=0, cost_usd=1.5)
    (s,) = scores_of(tmp_path / "r").configurations
    c = s.cost
    assert (c.runs, c.successes, c.unknown_price_runs) == (3, 1, 1)
    assert c.cost_usd == pytest.approx(2.0) and c.usd_per_run == pytest.approx(1.0)
    assert c.usd_per_success == pytest.approx(2.0) and c.tokens_per_run == pytest.approx(7000 / 3)
    # no model and no tokens (the reference agent): a known price of 0
    write_run(tmp_path, "ref", "flask-unconstrained", 0, agent="reference", model=None, passed=290)
    (ref,) = scores_of(tmp_path / "ref").configurations
    assert ref.cost.unknown_price_runs == 0 and ref.cost.usd_per_success == 0.0


def test_configurations_settings_and_duplicates(tmp_path):
    write_run(tmp_path, "a", "flask-unconstrained", 0, agent="mini", model="x/one", passed=290)
    write_run(tmp_path, "b", "flask-unconstrained", 0, agent="mini", model="x/two", passed=145)
    write_run(tmp_path, "c", "flask-unconstrained", 0, agent="mini", model="x/one", passed=0, settings={"temperature": 0.7})
    write_run(tmp_path, "d", "flask-unconstrained", 0, agent="mini", model="x/one", passed=290)  # a second sample of a
    report = scores_of(*(tmp_path / d for d in "abcd"))
    labels = [s.config.label for s in report.configurations]
    assert labels == ["mini · x/one", "mini · x/one (temperature=0.7)", "mini · x/two"]
    assert report.configurations[0].cells[0].n == 2
    assert len({s.config.id for s in report.configurations}) == 3
    # the same run (same run key) found twice counts once
    assert len(load_runs([tmp_path / "a", tmp_path / "a"])) == 1


def test_outputs_csv_json_and_command(tmp_path, capsys):
    write_matrix(tmp_path, "r", "flask", "sqlalchemy", input_tokens=100, output_tokens=10, cost_usd=0.01)
    out = tmp_path / "out"
    assert report_command([str(tmp_path / "r")], str(out), False, None) == 0
    printed = capsys.readouterr().out
    assert "A% strict by level" in printed and "-26.0 ± 4.0" in printed and "Matched-pair" in printed
    for name in ("comparison_table.csv", "benchmark.json", "report.html", "decay.png", "heatmap.png",
                 "marginal_effects.png", "failures.png"):  # fmt: skip
        assert (out / name).is_file(), name
    rows = list(csv.DictReader((out / "comparison_table.csv").open()))
    assert len(rows) == 10
    row = next(r for r in rows if r["task"] == "flask-clean_architecture-sqlite")
    assert row["level"] == "L2" and float(row["a_strict"]) == 60.0 and float(row["pass_at_1"]) == 0.0
    assert row["configuration"] == "fake-agent · fake/model" and row["input_tokens"] == "100"
    assert float(row["cost_usd"]) == 0.01 and row["web_codebleu"] == ""
    data = json.loads((out / "benchmark.json").read_text())
    task = next(t for t in data["tasks"] if t["task"] == "flask-sqlite-sqlalchemy")
    assert (task["framework"], task["variant"], task["level"]) == ("flask", "sqlite-ORM", "L2")
    assert task["configurations"]["fake-agent-fake-model"]["a_strict"] == 70.0
    summary = data["configurations"][0]
    assert summary["a_strict"]["L2"]["mean"] == 55.0 and summary["delta_a_strict"]["mean"] == -75.0
    assert summary["marginal_effects_a_strict"]["ORM"]["effect"]["sem"] == 2.5
    assert summary["cost"]["cost_usd"] == pytest.approx(0.1)
    # --json prints the same document
    assert report_command([str(tmp_path / "r")], str(tmp_path / "out2"), True, 2) == 0
    assert json.loads(capsys.readouterr().out)["configurations"][0]["k"] == 1


def test_default_out_dir_and_bad_input(tmp_path, capsys):
    write_run(tmp_path, "r", "flask-unconstrained", 0, passed=290)
    _, written = generate([str(tmp_path / "r")], tmp_path / "r" / "report")
    assert written["html"] == tmp_path / "r" / "report" / "report.html"
    assert report_command([str(tmp_path / "missing")], None, False, None) == 2
    assert capsys.readouterr().err.strip() == f"error: not a directory: {tmp_path / 'missing'}"
    (tmp_path / "empty").mkdir()
    assert report_command([str(tmp_path / "empty")], None, False, None) == 2
    assert "no results in" in capsys.readouterr().err
    assert report_command([str(tmp_path)], None, False, None) == 2  # the runs folder, not a run
    assert f"pass {tmp_path / 'r'} instead" in capsys.readouterr().err
    assert report_command([str(tmp_path / "r")], None, False, 0) == 2
    assert "--k" in capsys.readouterr().err
    (tmp_path / "r" / "flask-unconstrained" / "0" / "result.json").write_text("{not json")
    assert report_command([str(tmp_path / "r")], None, False, None) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: unreadable result") and err.count("\n") == 1
