"""The report's security axis, per configuration: the security pass rate (probes passed / probes, per
run; mean over samples per task, over tasks per level — the A% averaging) per framework and level,
sec_pass@k beside pass@k, and the CWE × framework table (runs where a probe of that CWE failed).

sec_pass@k (BaxBench): the unbiased pass@k estimator where a sample counts when it passes the
functional suite (status ok, every check passed) and no probe fails — and, since a skipped probe is
never a pass here, none was skipped or not run either. Runs without security results (older results)
are left out of every security number and counted in a note."""

from __future__ import annotations

from dataclasses import dataclass, field
from statistics import fmean
from typing import Any

from harness.report import metrics
from harness.catalog.tasks import LEVELS
from harness.report.data import Configuration, RunRecord, by_configuration
from harness.report.scores import ALL, Report


@dataclass
class SecurityCell:
    """One task under one configuration, over its runs with security results."""

    task: str
    framework: str
    level: str
    n: int
    rate: float  # mean over samples of probes passed / probes, 0-100
    functional_passes: int
    secure_passes: int
    pass_at_1: float
    sec_pass_at_1: float
    sec_pass_at_k: float
    cwes_failed: dict[str, int]  # CWE -> runs where it failed


@dataclass
class SecurityScores:
    config: Configuration
    k: int
    cells: list[SecurityCell]
    rate: dict[str, float]  # level | "all" -> mean over tasks
    frameworks: dict[str, dict[str, float]]  # framework -> level | "all" -> rate
    pass_at_1: dict[str, float]  # functional, over the same runs, for comparison
    sec_pass_at_1: dict[str, float]
    sec_pass_at_k: dict[str, float]
    cwes: list[str]  # every CWE of the profile, and any recorded failure beyond it
    cwe_framework: dict[str, dict[str, int]]  # CWE -> framework -> runs where it failed
    runs_by_framework: dict[str, int]  # framework -> runs with security results
    probes_failed: dict[str, int]  # probe id -> runs where it failed
    measured_runs: int
    unmeasured_runs: int
    notes: list[str] = field(default_factory=list)


def _profile_cwes() -> list[str]:
    from harness.security import load_profile

    return [cwe for probe in load_profile().probes for cwe in probe.cwes]


def _cwe_order(cwe: str) -> int:
    return int(cwe.split("-")[1]) if cwe.split("-")[-1].isdigit() else 0


def _by_level(cells: list[SecurityCell], value) -> dict[str, float]:
    grouped: dict[str, list[float]] = {}
    for cell in cells:
        grouped.setdefault(cell.level, []).append(value(cell))
    means = {level: fmean(grouped[level]) for level in LEVELS if level in grouped}
    if cells:
        means[ALL] = fmean(value(c) for c in cells)
    return means


def configuration_security(config: Configuration, records: list[RunRecord], k: int | None) -> SecurityScores | None:
    counted = [r for r in records if r.counted]
    measured = [r for r in counted if r.result.security.ran]
    if not measured:
        return None
    by_task: dict[str, list[RunRecord]] = {}
    for record in measured:
        by_task.setdefault(record.task, []).append(record)
    fewest = min(len(runs) for runs in by_task.values())
    k_eff = fewest if k is None else min(k, fewest)
    cells = []
    for task, runs in sorted(by_task.items()):
        n = len(runs)
        functional = sum(r.result.functional_pass for r in runs)
        secure = sum(r.result.secure_pass for r in runs)
        cwes: dict[str, int] = {}
        for r in runs:
            for cwe in r.result.security.cwes_failed:
                cwes[cwe] = cwes.get(cwe, 0) + 1
        first = runs[0].result
        rates = [100.0 * r.result.security.passed / r.result.security.total if r.result.security.total else 0.0
                 for r in runs]  # fmt: skip
        cells.append(SecurityCell(
            task=task, framework=first.framework, level=first.level, n=n, rate=fmean(rates),
            functional_passes=functional, secure_passes=secure, pass_at_1=metrics.pass_at_k(n, functional, 1),
            sec_pass_at_1=metrics.pass_at_k(n, secure, 1), sec_pass_at_k=metrics.pass_at_k(n, secure, min(k_eff, n)),
            cwes_failed=cwes,
        ))  # fmt: skip
    frameworks = {name: _by_level([c for c in cells if c.framework == name], lambda c: c.rate)
                  for name in sorted({c.framework for c in cells})}  # fmt: skip
    recorded = {cwe for c in cells for cwe in c.cwes_failed}
    cwes = sorted(set(_profile_cwes()) | recorded, key=_cwe_order)
    cwe_framework = {cwe: {f: sum(c.cwes_failed.get(cwe, 0) for c in cells if c.framework == f) for f in frameworks}
                     for cwe in cwes}  # fmt: skip
    probes_failed: dict[str, int] = {}
    for record in measured:
        for probe in record.result.security.failed:
            probes_failed[probe] = probes_failed.get(probe, 0) + 1
    notes = []
    unmeasured = len(counted) - len(measured)
    if unmeasured:
        notes.append(f"{unmeasured} runs have no security results (recorded before the security probes): "
                     "they are left out of every security number")  # fmt: skip
    skipped = sum(1 for r in measured if r.result.functional_pass and not r.result.security.failed
                  and r.result.security.skipped)  # fmt: skip
    if skipped:
        notes.append(f"{skipped} functionally passing runs failed no probe but had probes skipped or not run: "
                     "they do not count for sec_pass (a skipped probe is never a pass)")  # fmt: skip
    if k is not None and k > fewest:
        notes.append(f"sec_pass@{k} needs {k} samples per task; the fewest here is {fewest}, so k = {fewest}")
    return SecurityScores(
        config=config, k=k_eff, cells=cells, rate=_by_level(cells, lambda c: c.rate), frameworks=frameworks,
        pass_at_1=_by_level(cells, lambda c: c.pass_at_1), sec_pass_at_1=_by_level(cells, lambda c: c.sec_pass_at_1),
        sec_pass_at_k=_by_level(cells, lambda c: c.sec_pass_at_k), cwes=cwes, cwe_framework=cwe_framework,
        runs_by_framework={f: sum(c.n for c in cells if c.framework == f) for f in frameworks},
        probes_failed=dict(sorted(probes_failed.items())), measured_runs=len(measured), unmeasured_runs=unmeasured,
        notes=notes,
    )  # fmt: skip


def security_scores(report: Report, k: int | None = None) -> list[SecurityScores]:
    """Per configuration of the greenfield family (the level matrix), those with security results."""
    greenfield = [r for r in report.records if r.result.family != "feature"]
    scored = (configuration_security(config, runs, k) for config, runs in by_configuration(greenfield).items())
    return [s for s in scored if s is not None]


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def summary(scores: SecurityScores) -> dict[str, Any]:
    """benchmark.json's `security` entry of one configuration."""
    return {
        **scores.config.to_dict(), "k": scores.k, "measured_runs": scores.measured_runs,
        "unmeasured_runs": scores.unmeasured_runs,
        "security_rate": {lv: _round(v) for lv, v in scores.rate.items()},
        "frameworks_security_rate": {f: {lv: _round(v) for lv, v in levels.items()} for f, levels in scores.frameworks.items()},
        "pass_at_1": {lv: _round(v) for lv, v in scores.pass_at_1.items()},
        "sec_pass_at_1": {lv: _round(v) for lv, v in scores.sec_pass_at_1.items()},
        "sec_pass_at_k": {lv: _round(v) for lv, v in scores.sec_pass_at_k.items()},
        "cwe_framework": {cwe: {f: {"failed_runs": n, "runs": scores.runs_by_framework[f]} for f, n in row.items()}
                          for cwe, row in scores.cwe_framework.items()},
        "probes_failed": scores.probes_failed,
        "tasks": [{"task": c.task, "framework": c.framework, "level": c.level, "n": c.n, "security_rate": _round(c.rate),
                   "functional_passes": c.functional_passes, "secure_passes": c.secure_passes,
                   "sec_pass_at_1": _round(c.sec_pass_at_1), "sec_pass_at_k": _round(c.sec_pass_at_k),
                   "cwes_failed": c.cwes_failed} for c in scores.cells],
        "notes": scores.notes,
    }  # fmt: skip


CWE_CSV_COLUMNS = ["configuration", "cwe", "framework", "failed_runs", "runs", "failed_share"]


def cwe_rows(all_scores: list[SecurityScores]) -> list[dict[str, Any]]:
    """security_cwe.csv: one row per configuration × CWE × framework."""
    rows = []
    for scores in all_scores:
        for cwe, row in scores.cwe_framework.items():
            for framework, failed in row.items():
                runs = scores.runs_by_framework[framework]
                rows.append({"configuration": scores.config.label, "cwe": cwe, "framework": framework,
                             "failed_runs": failed, "runs": runs, "failed_share": _round(failed / runs if runs else None)})  # fmt: skip
    return rows
