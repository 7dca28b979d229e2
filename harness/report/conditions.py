"""The paired comparison of two experimental conditions (docs − baseline), when a report holds both.

Pairs: the same configuration (agent × model × settings), task and sample under each condition, both
counted (infra_error runs are left out, and so is their partner). ΔA% = A%(docs) − A%(baseline) per pair;
mean ± SEM over pairs per level and overall (strict and raw). Per task: the mean Δ over its pairs.
Start-failure classes: start_failed runs classified by the error in their server log — the errors that
documentation of the installed version should make rarer (a wrong import, a missing attribute, a wrong
call) — counted per condition.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from statistics import fmean
from typing import Any

from harness.report import metrics
from harness.catalog.tasks import LEVELS
from harness.report.data import Configuration, RunRecord
from harness.report.taxonomy import read_tail, runtime_of, server_exception

BASELINE, TREATMENT = "baseline", "docs"
START_CLASSES = ("ImportError/ModuleNotFoundError", "AttributeError", "TypeError", "Cannot find module",
                 "is not a function (TypeError)", "missing export (SyntaxError)", "other")  # fmt: skip


@dataclass
class Delta:
    mean: float | None
    sem: float | None
    n: int

    def text(self) -> str:
        if self.mean is None:
            return "–"
        return f"{self.mean:+.1f}" + (f" ± {self.sem:.1f}" if self.sem is not None else "") + f" (n={self.n})"


def delta(values: list[float]) -> Delta:
    return Delta(fmean(values) if values else None, metrics.sem(values), len(values))


@dataclass
class ConditionComparison:
    """docs − baseline for one configuration."""

    config: Configuration
    strict: dict[str, Delta]  # level | "all"
    raw: dict[str, Delta]
    tasks: list[dict[str, Any]]  # task, level, pairs, baseline, docs, delta (A% strict means over the pairs)
    start_failures: dict[str, dict[str, int]]  # condition -> class -> runs
    runs: dict[str, int]  # condition -> counted runs
    docs_packages: dict[str, str] = field(default_factory=dict)  # package -> documented version(s)

    def to_dict(self) -> dict[str, Any]:
        def deltas(values: dict[str, Delta]) -> dict[str, Any]:
            return {k: {"mean": None if v.mean is None else round(v.mean, 4),
                        "sem": None if v.sem is None else round(v.sem, 4), "n": v.n} for k, v in values.items()}  # fmt: skip

        return {"configuration": self.config.to_dict(), "delta_a_strict": deltas(self.strict),
                "delta_a_raw": deltas(self.raw), "tasks": self.tasks, "start_failures": self.start_failures,
                "runs": self.runs, "docs_packages": self.docs_packages}  # fmt: skip


def start_failure_class(log: str, runtime: str) -> str:
    """The class of a server-start error, for the errors documentation should prevent."""
    if runtime == "node":
        if re.search(r"Cannot find (?:module|package)|ERR_MODULE_NOT_FOUND", log):
            return "Cannot find module"
        if re.search(r"does not provide an export named", log):
            return "missing export (SyntaxError)"
        if re.search(r"is not a function|is not a constructor|^\s*TypeError\b", log, re.M):
            return "is not a function (TypeError)"
        return "other"
    name = server_exception(log, runtime) or ""
    if name in ("ImportError", "ModuleNotFoundError"):
        return "ImportError/ModuleNotFoundError"
    if name in ("AttributeError", "TypeError"):
        return name
    return "other"


def _base(config: Configuration) -> Configuration:
    return Configuration(config.agent, config.model, config.settings)


def compare_conditions(records: list[RunRecord]) -> list[ConditionComparison]:
    """One comparison per configuration that has runs under both conditions; [] otherwise."""
    grouped: dict[Configuration, dict[str, list[RunRecord]]] = {}
    for record in records:
        grouped.setdefault(_base(record.config), {}).setdefault(record.result.condition, []).append(record)
    comparisons = []
    for config, by_condition in sorted(grouped.items(), key=lambda item: item[0].sort_key):
        if BASELINE not in by_condition or TREATMENT not in by_condition:
            continue
        index = {cond: {(r.task, r.result.sample): r for r in runs if r.counted} for cond, runs in by_condition.items()}
        keys = sorted(set(index[BASELINE]) & set(index[TREATMENT]))
        strict: dict[str, list[float]] = {}
        raw: dict[str, list[float]] = {}
        per_task: dict[str, list[tuple[float, float]]] = {}
        for key in keys:
            base, docs = index[BASELINE][key].result, index[TREATMENT][key].result
            for level in (base.level, "all"):
                strict.setdefault(level, []).append(docs.a_strict - base.a_strict)
                raw.setdefault(level, []).append(docs.a_raw - base.a_raw)
            per_task.setdefault(key[0], []).append((base.a_strict, docs.a_strict))
        order = [lv for lv in (*LEVELS, "all") if lv in strict]
        levels = {task: index[BASELINE][(task, s)].result.level for task, s in keys}
        tasks = [{"task": task, "level": levels[task], "pairs": len(pairs), "baseline": round(fmean(b for b, _ in pairs), 4),
                  "docs": round(fmean(d for _, d in pairs), 4), "delta": round(fmean(d - b for b, d in pairs), 4)}
                 for task, pairs in sorted(per_task.items())]  # fmt: skip
        failures: dict[str, dict[str, int]] = {}
        packages: dict[str, set[str]] = {}
        for cond in (BASELINE, TREATMENT):
            counts: Counter[str] = Counter()
            for record in by_condition[cond]:
                for package, version in record.result.docs_packages.items():
                    packages.setdefault(package, set()).add(version)
                if record.result.status == "start_failed":
                    log = read_tail(record.path / "server.log")
                    counts[start_failure_class(log, runtime_of(record.result.framework))] += 1
            failures[cond] = {c: counts[c] for c in START_CLASSES if counts[c]}
        comparisons.append(ConditionComparison(
            config=config, strict={lv: delta(strict[lv]) for lv in order}, raw={lv: delta(raw[lv]) for lv in order},
            tasks=tasks, start_failures=failures,
            runs={cond: sum(1 for r in by_condition[cond] if r.counted) for cond in (BASELINE, TREATMENT)},
            docs_packages={p: ", ".join(sorted(v)) for p, v in sorted(packages.items())},
        ))  # fmt: skip
    return comparisons


def print_comparisons(comparisons: list[ConditionComparison], console) -> None:
    from rich.table import Table

    for c in comparisons:
        levels = list(c.strict)
        table = Table("", *levels, title=f"docs − baseline, paired (same tasks and samples): ΔA% mean ± SEM (pairs) — "
                                          f"{c.config.label}")  # fmt: skip
        table.add_row("ΔA% strict", *[c.strict[lv].text() for lv in levels])
        table.add_row("ΔA% raw", *[c.raw[lv].text() for lv in levels])
        console.print(table)
        table = Table("start failure class", BASELINE, TREATMENT, title=f"Start failures by class — {c.config.label}")
        for name in START_CLASSES:
            b, d = c.start_failures[BASELINE].get(name, 0), c.start_failures[TREATMENT].get(name, 0)
            if b or d:
                table.add_row(name, str(b), str(d))
        table.add_row("[dim]counted runs[/]", str(c.runs[BASELINE]), str(c.runs[TREATMENT]))
        console.print(table)


def as_json(comparisons: list[ConditionComparison]) -> list[dict[str, Any]]:
    return [c.to_dict() for c in comparisons]


__all__ = ["ConditionComparison", "START_CLASSES", "asdict", "compare_conditions", "print_comparisons", "start_failure_class"]
