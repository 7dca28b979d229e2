"""comparison_table.csv (one row per task × configuration) and benchmark.json (per task, per configuration)."""

from __future__ import annotations

import csv
import io
from dataclasses import asdict
from pathlib import Path
from typing import Any

from harness.report.scores import ConfigScores, FeatureScores, Interval, Marginal, Report
from harness.report.security import summary as security_summary
from harness.run.store import write_atomic, write_json

CSV_COLUMNS = [
    "task", "framework", "variant", "level", "configuration", "agent", "model", "n", "a_strict", "a_raw",
    "pass_at_1", "k", "pass_at_k", "pass_hat_k", "web_codebleu", "kw_f1", "input_tokens", "output_tokens",
    "cost_usd", "unknown_price_runs", "infra_errors", "security_rate", "sec_pass_at_1", "sec_pass_at_k",
]  # fmt: skip


def _round(value: float | None, digits: int = 4) -> float | None:
    return None if value is None else round(value, digits)


def comparison_rows(report: Report) -> list[dict[str, Any]]:
    rows = []
    secure = {(s.config.id, c.task): c for s in report.security for c in s.cells}
    for scores in report.configurations:
        for cell in scores.cells:
            sec = secure.get((scores.config.id, cell.task))
            rows.append({
                "task": cell.task, "framework": cell.framework, "variant": cell.variant, "level": cell.level,
                "configuration": scores.config.label, "agent": scores.config.agent, "model": scores.config.model or "",
                "n": cell.n, "a_strict": _round(cell.a_strict), "a_raw": _round(cell.a_raw),
                "pass_at_1": _round(cell.pass_at_1), "k": scores.k, "pass_at_k": _round(cell.pass_at_k),
                "pass_hat_k": _round(cell.pass_hat_k), "web_codebleu": _round(cell.web_codebleu),
                "kw_f1": _round(cell.kw_f1), "input_tokens": cell.input_tokens, "output_tokens": cell.output_tokens,
                "cost_usd": _round(cell.cost_usd, 6), "unknown_price_runs": cell.unknown_price_runs,
                "infra_errors": cell.infra_errors, "security_rate": _round(sec.rate) if sec else None,
                "sec_pass_at_1": _round(sec.sec_pass_at_1) if sec else None,
                "sec_pass_at_k": _round(sec.sec_pass_at_k) if sec else None,
            })  # fmt: skip
    return sorted(rows, key=lambda r: (r["task"], r["configuration"]))


def write_security_csv(report: Report, path: Path) -> None:
    """security_cwe.csv: the CWE × framework table, runs where a probe of the CWE failed."""
    from harness.report.security import CWE_CSV_COLUMNS, cwe_rows

    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CWE_CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in cwe_rows(report.security):
        writer.writerow({k: "" if v is None else v for k, v in row.items()})
    write_atomic(path, buffer.getvalue())


def write_csv(report: Report, path: Path) -> None:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in comparison_rows(report):
        writer.writerow({k: "" if v is None else v for k, v in row.items()})
    write_atomic(path, buffer.getvalue())


def _interval(value: Interval) -> dict[str, Any]:
    return {k: _round(v) if isinstance(v, float) else v for k, v in asdict(value).items()}


def _marginal(value: Marginal) -> dict[str, Any]:
    return {"effect": _interval(value.effect),
            "pairs": [{**p, "delta": _round(p["delta"])} for p in value.pairs]}  # fmt: skip


def _levels(values: dict[str, float]) -> dict[str, float | None]:
    return {k: _round(v) for k, v in values.items()}


def configuration_summary(scores: ConfigScores) -> dict[str, Any]:
    return {
        **scores.config.to_dict(),
        "k": scores.k,
        "a_strict": {lv: _interval(v) for lv, v in scores.strict.items()},
        "a_raw": {lv: _interval(v) for lv, v in scores.raw.items()},
        "delta_a_strict": _interval(scores.delta_strict),
        "delta_a_raw": _interval(scores.delta_raw),
        "pass_at_1": _levels(scores.pass_at_1),
        "pass_at_k": _levels(scores.pass_at_k),
        "pass_hat_k": _levels(scores.pass_hat_k),
        "frameworks_a_strict": {f: _levels(v) for f, v in scores.frameworks.items()},
        "frameworks_a_raw": {f: _levels(v) for f, v in scores.frameworks_raw.items()},
        "constraints_a_strict": {c: _interval(v) for c, v in scores.constraints.items()},
        "marginal_effects_a_strict": {c: _marginal(m) for c, m in scores.marginal.items()},
        "marginal_effects_a_raw": {c: _marginal(m) for c, m in scores.marginal_raw.items()},
        "failures": scores.failures,
        "failures_by_framework": scores.failures_by_framework,
        "failure_details": scores.failure_details,
        "failing_endpoints": [{"endpoint": e, "runs": n} for e, n in scores.failing_endpoints],
        "cost": {k: _round(v, 6) if isinstance(v, float) else v for k, v in scores.cost.to_dict().items()},
        "web_codebleu": _round(scores.web_codebleu),
        "kw_f1": _round(scores.kw_f1),
        "infra_errors": scores.infra_errors,
        "notes": scores.notes,
    }


def benchmark(report: Report) -> dict[str, Any]:
    tasks: dict[str, dict[str, Any]] = {}
    for scores in report.configurations:
        for cell in scores.cells:
            entry = tasks.setdefault(cell.task, {"task": cell.task, "framework": cell.framework,
                                                 "variant": cell.variant, "level": cell.level,
                                                 "constraints": cell.constraints, "configurations": {}})  # fmt: skip
            entry["configurations"][scores.config.id] = {
                "n": cell.n, "successes": cell.successes, "a_strict": _round(cell.a_strict),
                "a_raw": _round(cell.a_raw), "pass_at_1": _round(cell.pass_at_1), "k": scores.k,
                "pass_at_k": _round(cell.pass_at_k), "pass_hat_k": _round(cell.pass_hat_k),
                "web_codebleu": _round(cell.web_codebleu), "kw_f1": _round(cell.kw_f1),
                "input_tokens": cell.input_tokens, "output_tokens": cell.output_tokens,
                "cost_usd": _round(cell.cost_usd, 6), "unknown_price_runs": cell.unknown_price_runs,
                "infra_errors": cell.infra_errors, "failures": cell.failures,
            }  # fmt: skip
    return {
        "generated_at": report.generated_at,
        "run_dirs": report.run_dirs,
        "notes": report.notes,
        "configurations": [configuration_summary(s) for s in report.configurations],
        "tasks": [tasks[t] for t in sorted(tasks)],
        "judged": report.judged.to_dict() if report.judged and not report.judged.empty else None,
        "feature_family": [feature_summary(s) for s in report.features],
        "security": [security_summary(s) for s in report.security],
        **({"conditions": [c.to_dict() for c in report.conditions]} if report.conditions else {}),
    }


def feature_summary(scores: FeatureScores) -> dict[str, Any]:
    """The feature family of one configuration: per feature task, and per feature (mean over frameworks)."""
    return {
        "configuration": scores.config.to_dict(),
        "features": {name: _interval(value) for name, value in scores.features.items()},
        "features_raw": {name: _interval(value) for name, value in scores.features_raw.items()},
        "tasks": [{**asdict(cell), "a_strict": _round(cell.a_strict), "a_raw": _round(cell.a_raw),
                   "pass_at_1": _round(cell.pass_at_1)} for cell in scores.cells],
        "infra_errors": scores.infra_errors,
        "cost": scores.cost.to_dict(),
    }  # fmt: skip


def write_benchmark(report: Report, path: Path) -> dict[str, Any]:
    data = benchmark(report)
    write_json(path, data)
    return data
